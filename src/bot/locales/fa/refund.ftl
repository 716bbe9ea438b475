# Penalty quotes (/penalty), guided refunds (/refund) and the audit log (/audit), Persian. Outside values arrive HTML-escaped.

penalty-usage = برای همه بلیت‌های باز یک رزرو، کد رزرو را بفرستید: <code>/penalty K7M2QA</code>؛ برای برخی از آن‌ها، شماره بلیت‌ها را پس از آن بیاورید: <code>/penalty K7M2QA 0962310040001</code>.
penalty-bad-ticket = <code>{ $text }</code> شبیه شماره بلیت نیست: { $min } تا { $max } رقم.
penalty-title = 💰 <b>استعلام جریمه · { $pnr }</b> (فقط استعلام: هیچ استردادی انجام نمی‌شود)
penalty-quoted-at = زمان استعلام: { $time }
penalty-no-show = ⚠️ عدم حضور مسافر: پرواز انجام شده است.
penalty-ticket = 👤 <b>{ $name }</b>{ $age } · بلیت <code>{ $ticket }</code>
penalty-figures = نرخ { $fare } · جریمه { $percent }٪ = <b>{ $penalty }</b> · قابل استرداد به مسافر <b>{ $refund }</b>
penalty-figures-schedule = نرخ { $fare } · جریمه <b>{ $penalty }</b> (تغییر برنامه پرواز از سوی ایرلاین)؛ تأمین‌کننده نرخ را مسترد می‌کند.
penalty-opposite-difference = ↔️ تخفیف رفت‌وبرگشت که پس گرفته می‌شود: { $amount } (کسر شده است)
penalty-current-difference = ↔️ تخفیف رفت‌وبرگشت که بازگردانده می‌شود: { $amount } (افزوده شده است)
penalty-total = جمع { $n ->
    [one] { $nText } بلیت
   *[other] { $nText } بلیت
  }: جریمه <b>{ $penalty }</b> · { $passengers ->
    [one] قابل استرداد به مسافر
   *[other] قابل استرداد به مسافران
  } <b>{ $refund }</b>

refund-title = ↩️ <b>استرداد · { $pnr }</b>
refund-ask-pnr = کدام رزرو؟ کد رزرو را بفرستید، برای نمونه <code>K7M2QA</code>. با /cancel از این مرحله خارج شوید.
refund-pnr-unknown = ⚠️ رزروی با کد <code>{ $pnr }</code> پیدا نشد (پاسخ تأمین‌کننده: { $message }). کد رزرو را دوباره بفرستید، یا با /cancel خارج شوید.
refund-nothing-left = در <code>{ $pnr }</code> چیزی برای استرداد نمانده است: همه بلیت‌ها قبلاً استرداد شده‌اند.
refund-pick-tickets = بلیت‌های مورد استرداد را انتخاب کنید و سپس «ادامه» را بزنید. بلیت‌های استردادشده نمایش داده نمی‌شوند.
refund-pick-one = ابتدا دست‌کم یک بلیت انتخاب کنید.
refund-button-all = انتخاب همه
refund-button-none = لغو انتخاب همه
refund-button-continue = ادامه ({ $count })
refund-button-cancel = ✖️ انصراف
refund-button-skip = بدون توضیح
refund-button-confirm = ✅ تأیید استرداد
refund-button-requote = 🔄 استعلام دوباره
refund-ask-reason = علت استرداد چیست؟
refund-reason-1 = 🙋 دلایل شخصی مسافر
refund-reason-2 = 🛠 تغییر برنامه پرواز از سوی ایرلاین
refund-reason-chosen = علت: { $reason }
refund-ask-remarks = توضیحات برای تأمین‌کننده (اختیاری): آن را بنویسید، یا «بدون توضیح» را بزنید.
refund-remarks-too-long = توضیحات باید بین { $min } تا { $max } نویسه باشد. دوباره بنویسید، یا «بدون توضیح» را بزنید.
refund-summary-title = ↩️ <b>استرداد { $pnr }: لطفاً بررسی کنید</b>
refund-summary-reason = علت: { $reason }
refund-summary-remarks = توضیحات: { $remarks }
refund-summary-no-remarks = توضیحات: ندارد
refund-summary-confirm = با تأیید، دقیقاً همین مبالغ برای تأمین‌کننده فرستاده می‌شود. این کار برگشت‌پذیر نیست.
refund-quote-stale = ⏳ این استعلام بیش از { $minutes } دقیقه پیش گرفته شده است. استعلام تازه در ادامه آمده است؛ آن را بررسی و دوباره تأیید کنید.
refund-quote-incomplete = ⚠️ استعلام تأمین‌کننده دقیقاً همان بلیت‌های درخواستی را در بر نداشت، بنابراین چیزی فرستاده نشد. کد پیگیری خطا: <code>{ $ref }</code>.
refund-done = ✅ استرداد <code>{ $pnr }</code> انجام شد: { $n ->
    [one] { $nText } بلیت
   *[other] { $nText } بلیت
  }.
refund-tracking = کد رهگیری: <code>{ $code }</code>
refund-unknown = ⚠️ تأمین‌کننده پاسخ روشنی نداد (پاسخی نیامد یا خودش دچار خطا شد)، بنابراین معلوم نیست <code>{ $pnr }</code> استرداد شده است یا نه. درخواست دوباره فرستاده نمی‌شود. یک دقیقه دیگر /history را بررسی کنید.
refund-unknown-said = پاسخ تأمین‌کننده: { $message }
refund-interrupted = ⚠️ ربات در حالی دوباره راه‌اندازی شد که استرداد <code>{ $pnr }</code> (بلیت‌های { $tickets }) نزد تأمین‌کننده بود؛ بنابراین نتیجه آن معلوم نیست. دوباره ارسال نخواهد شد. یک دقیقه دیگر /history را بررسی کنید.
refund-error-1008 = ⚠️ برای این بلیت‌ها جریمه‌ای تعریف نشده است: استرداد <code>{ $pnr }</code> باید تلفنی با تأمین‌کننده انجام شود.
refund-error-1009 = ⚠️ مبلغ جریمه پس از استعلام تغییر کرده است، بنابراین استردادی انجام نشد. استعلام تازه بگیرید و آن را بررسی کنید.
refund-error-1017 = ⚠️ یکی از بلیت‌ها در رزرو <code>{ $pnr }</code> نیست یا قبلاً استرداد شده است. /history را بررسی کنید.
refund-error-supplier = ⚠️ تأمین‌کننده نپذیرفت: { $message }
refund-blocked-pending = ⛔ این بلیت‌های <code>{ $pnr }</code> هم‌اکنون توسط { $name } در حال استرداد است (از { $time }). چیزی فرستاده نشد. یک دقیقه دیگر /history را بررسی کنید.
refund-blocked-ok = ⛔ این بلیت‌های <code>{ $pnr }</code> قبلاً توسط { $name } در { $time } استرداد شده‌اند. چیزی فرستاده نشد.
refund-blocked-unknown = ⛔ درخواست استرداد این بلیت‌های <code>{ $pnr }</code> توسط { $name } در { $time } فرستاده شد و نتیجه آن معلوم نیست. چیزی فرستاده نشد. /history را بررسی کنید؛ اگر بلیت‌ها هنوز باز هستند، { $minutes } دقیقه پس از آن زمان دوباره تلاش کنید.
refund-button-stale = این مرحله استرداد بسته شده است. در صورت نیاز با /refund از نو شروع کنید.
refund-use-buttons = لطفاً از دکمه‌های بالا استفاده کنید، یا /cancel را بفرستید.
refund-private-only = استرداد فقط در گفتگوی خصوصی با ربات انجام می‌شود.

penalty-total-schedule = جمع { $n ->
    [one] { $nText } بلیت
   *[other] { $nText } بلیت
  }: جریمه <b>{ $penalty }</b> · تأمین‌کننده نرخ‌ها را مسترد می‌کند: <b>{ $fare }</b>
penalty-button-refund = ↩️ شروع استرداد { $pnr }
refund-age = {" "}({ $age })
refund-age-adult = بزرگسال
refund-age-child = کودک
refund-age-infant = نوزاد
refund-leg = ✈️ { $leg }
refund-leg-text = { $route } · { $flight } · { $when }
refund-leg-when = { $date } ساعت { $time } (به وقت محلی)
refund-zone = 🕓 زمان‌ها به { $zone } است.
refund-hold-ok = پیش‌تر توسط { $name } در { $time } استرداد شده است: قابل انتخاب نیست.
refund-hold-pending = هم‌اکنون توسط { $name } در حال استرداد است (از { $time }): قابل انتخاب نیست. یک دقیقه دیگر /history را بررسی کنید.
refund-hold-unknown = نتیجه درخواست استردادی که { $name } در { $time } فرستاد نامعلوم است: دوباره پیشنهاد نمی‌شود. /history را بررسی کنید؛ اگر بلیت هنوز باز است، { $minutes } دقیقه پس از آن زمان می‌توان آن را استرداد کرد.
refund-all-held = فعلاً چیزی قابل استرداد نیست: برای هر بلیت باقی‌مانده، استردادی انجام شده، در جریان است یا نتیجه‌اش نامعلوم است.
refund-status-sending = ⏳ در حال ارسال به تأمین‌کننده… پاسخ ممکن است کمی طول بکشد. دوباره ارسال نکنید.
refund-status-done = ✅ فرستاده شد: تأمین‌کننده استرداد کرد (جزئیات در پیام بعد).
refund-status-unknown = ❓ فرستاده شد، اما تأمین‌کننده پاسخ روشنی نداد (جزئیات در پیام بعد).
refund-status-blocked = ⛔ فرستاده نشد: استرداد دیگری این بلیت‌ها را در دست دارد (جزئیات در پیام بعد).
refund-status-refused = ❌ استرداد انجام نشد (جزئیات در پیام بعد).
refund-status-not-sent = ⛔ فرستاده نشد (جزئیات در پیام بعد).
refund-done-ticket = • { $name } · <code>{ $ticket }</code> · { $leg }
refund-done-back = جریمه { $penalty } · { $passengers ->
    [one] قابل استرداد به مسافر
   *[other] قابل استرداد به مسافران
  } <b>{ $refund }</b>
refund-done-back-fare = جریمه { $penalty } · تأمین‌کننده نرخ‌ها را مسترد می‌کند: <b>{ $fare }</b>
refund-error-1017-ticket = ⚠️ بلیت <code>{ $ticket }</code> در رزرو <code>{ $pnr }</code> نیست یا قبلاً استرداد شده است. /history را بررسی کنید.

