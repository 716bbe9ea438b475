audit-title = 🧾 <b>گزارش رویدادها</b>، { $n ->
    [one] آخرین مورد
   *[other] { $count } مورد آخر
  }
audit-title-filtered = 🧾 <b>گزارش رویدادها</b> · { $filter }: { $n ->
    [one] یک مورد
   *[other] { $count } مورد آخر
  }
audit-empty = گزارش رویدادها خالی است.
audit-empty-filtered = هیچ موردی از گزارش رویدادها درباره { $filter } نیست.
audit-usage = کدام موردها؟ <code>/audit</code> (۱۵ مورد آخر)، <code>/audit 40</code>، یک PNR (<code>/audit K7M2QA</code>)، پرواز و تاریخ (<code>/audit IR1234 1405/09/11</code>)، یک نفر (<code>/audit @username</code>) یا یک دسته: <code>/audit refunds</code>، <code>bookings</code>، <code>flights</code>، <code>exports</code>، <code>access</code> (یا استرداد، رزرو، پرواز، خروجی، دسترسی).
audit-no-user = کسی از همکاران @{ $handle } نام ندارد. برای دیدن نام‌ها /users را بفرستید.
audit-topic-refunds = استردادها
audit-topic-flights = کنترل پرواز
audit-topic-exports = خروجی‌ها
audit-topic-access = دسترسی و نقش‌ها

audit-the-bot = ربات
audit-someone = کسی
audit-user-id = کاربر { $id }
audit-other = { $who }: { $action }

audit-refund = ↩️ { $who } استرداد { $count ->
    [one] بلیت { $tickets }
   *[other] بلیت‌های { $tickets }
  } از { $pnr } را خواست ({ $reason })، جریمه { $penalty }
audit-result-pending = ⏳ فرستاده شد، هنوز پاسخی نیامده
audit-result-ok = ✅ انجام شد
audit-result-error = ❌ رد شد
audit-result-unknown = ❓ نامعلوم
audit-result-blocked = ⛔ فرستاده نشد (بلیت‌ها در دست اقدام دیگری)
audit-refund-confirmed = ✅ تأمین‌کننده استرداد { $pnr } (کد پیگیری { $tracking }) را که { $agent } خواسته بود تأیید کرد: { $amount } بازگردانده شد.
audit-refund-rejected = ❌ تأمین‌کننده استرداد { $pnr } (کد پیگیری { $tracking }) را که { $agent } خواسته بود رد کرد{ $hasRemarks ->
    [yes] : { $remarks }
   *[no] .
  }
audit-refund-expired = ⌛ برای استرداد { $pnr } (کد پیگیری { $tracking }) که { $agent } خواسته بود نتیجه‌ای نیامد؛ ربات دیگر نمی‌پرسد.
audit-amount-unknown = مبلغی که اعلام نشد

audit-user-approve = ✅ { $who } به { $target } با نقش { $role } دسترسی داد.
audit-user-deny = 🚫 { $who } درخواست دسترسی { $target } را رد کرد.
audit-user-revoke = 🚫 { $who } دسترسی { $target } را لغو کرد.
audit-user-role = 🔁 { $who } نقش { $target } را از { $from } به { $to } تغییر داد.
audit-admin-propose = 👑 { $who } پیشنهاد داد { $target } مدیر شود.
audit-admin-made = 👑 { $who } { $target } را مدیر کرد.
audit-admin-approved = 👑 { $approver } پیشنهاد { $by } را تأیید کرد: { $target } مدیر است.
audit-admin-refuse = ✋ { $who } پیشنهاد { $by } برای مدیر شدن { $target } را رد کرد.

audit-proposal-gone = تغییری که دیگر در سوابق نیست
audit-flight-propose = ✈️ { $who } پیشنهاد داد: { $change } (پیشنهاد #{ $id }).
audit-flight-approve = ✅ { $who } پیشنهاد #{ $id } از { $proposer } را تأیید کرد: { $change }.
audit-flight-reject = ❌ { $who } پیشنهاد #{ $id } از { $proposer } را رد کرد: { $change }.
audit-flight-expire = ⌛ پیشنهاد #{ $id } بی‌تصمیم منقضی شد: { $change }.
audit-flight-lapsed = ⌛ پیشنهاد #{ $id } از اعتبار افتاد، چون پیشنهاددهنده دیگر مدیر نیست: { $change }.
audit-flight-outcome = ✈️ پیشنهاد #{ $id } ({ $change }): { $result }{ $detail }{ $interrupted ->
    [yes] ، چون ربات هنگام فرستادن آن متوقف شد
   *[no] {""}
  }.
audit-flight-result-holds = انجام شد و پرواز آن را نشان می‌دهد
audit-flight-result-mismatch = پذیرفته شد، اما پرواز آن را نشان نمی‌دهد
audit-flight-result-stale = فرستاده نشد، چون پرواز در این میان تغییر کرده بود
audit-flight-result-unknown = معلوم نیست انجام شد یا نه
audit-flight-result-unchecked = پذیرفته شد، پرواز دوباره خوانده نشد
audit-flight-result-refused = تأمین‌کننده رد کرد
audit-flight-result-not-sent = فرستاده نشد
audit-flight-result-rejected = رد شد
audit-flight-result-expired = منقضی شد

audit-alerts-unknown = اعلان‌ها
audit-group-keep = 👥 { $who } اعلان‌هایی ({ $what }) را که { $maker } در گروه { $chat } گذاشته بود نگه داشت.
audit-group-stop = 👥 { $who } اعلان‌هایی ({ $what }) را که { $maker } در گروه { $chat } گذاشته بود متوقف کرد.
audit-group-forget = 👥 { $who } گروه { $chat } را که ربات را حذف کرده بود فراموش کرد ({ $count ->
    [one] یک اشتراک
   *[other] { $countText } اشتراک
  }).

audit-export-sales = 📊 { $who } فروش { $from } تا { $to } را به اکسل برد ({ $rows ->
    [one] یک ردیف
   *[other] { $rowsText } ردیف
  }).
audit-pace-ack = ✋ { $who } هشدار روند فروش { $flight } در { $date } را بر عهده گرفت.
audit-export-pace = 📈 { $who } روند فروش { $from } تا { $to } را به اکسل برد ({ $rows ->
    [one] یک پرواز
   *[other] { $rowsText } پرواز
  }).
audit-export-manifest = 📋 { $who } فهرست مسافران { $flight } در { $date } را به اکسل برد ({ $rows ->
    [one] یک مسافر
   *[other] { $rowsText } مسافر
  }، { $masked ->
    [yes] اطلاعات شخصی پوشیده
   *[no] اطلاعات شخصی کامل
  }).

audit-changed-run-start = 🗓 { $who } استردادهای تغییر برنامه { $flight } را آغاز کرد: { $tickets ->
    [one] یک بلیت
   *[other] { $ticketsText } بلیت
  }.
audit-changed-run-resume = 🗓 استردادهای تغییر برنامه { $flight } که { $who } آغاز کرده بود پس از راه‌اندازی دوباره ادامه یافت: تاکنون { $done } انجام‌شده، { $refused } ردشده، { $unknown } نامعلوم.
audit-changed-run-end = 🗓 استردادهای تغییر برنامه { $flight } که { $who } آغاز کرده بود پایان یافت: { $done } انجام‌شده، { $refused } ردشده، { $unknown } نامعلوم{ $hasCodes ->
    [yes] ؛ کدهای پیگیری { $codes }
   *[no] {""}
  }.
## /audit as a table (rich messages).
audit-col-when = زمان
audit-col-what = چه شد

audit-topic-bookings = رزروها
audit-book-hold = 🔒 { $who } صندلی‌های { $flight } را برای { $n ->
   *[other] { $nText } مسافر
  } نگه داشت، { $total }: { $result }{ $detail }
audit-book-hold-held = ✅ نگه داشته شد
audit-book-hold-refused = ❌ رد شد
audit-book-hold-unknown = ❓ پاسخ روشنی نیامد
audit-book = 🎫 { $who } { $flight } را برای { $n ->
   *[other] { $nText } مسافر
  } رزرو کرد (مرجع { $reference })، { $total }: { $result }{ $detail }
audit-book-issued = ✅ صادر شد، PNR { $pnr }
audit-book-refused = ❌ رد شد، چیزی صادر نشد
audit-book-unknown = ❓ پاسخ روشنی نیامد: GetStatus در پی است
audit-book-blocked = ⛔ فرستاده نشد (این نگه‌داشت پیش‌تر گرفته شده بود)
audit-book-outcome = 🔎 GetStatus رزرو { $reference } که { $agent } فرستاد ({ $flight }، { $total }): { $result }{ $detail }
audit-book-outcome-issued = ✅ صادر شده، PNR { $pnr }
audit-book-outcome-failed = ❌ صادر نشده
audit-book-outcome-unknown = ❓ هنوز نامعلوم
audit-book-release = 🔓 { $who } صندلی‌های نگه‌داشته روی { $flight } را پس داد ({ $why }).
audit-book-why-cancel = لغو شد
audit-book-why-left = از رزرو بیرون رفت
audit-book-why-expired = زمان نگه‌داشت گذشته بود
audit-book-why-fare-changed = نرخ عوض شده بود
audit-book-why-refused = تأمین‌کننده رد کرد
audit-book-why-abandoned = رزرو نیمه‌کاره رها شد
