# Booking history (/history) and booking request status (/status), Persian. Outside values arrive HTML-escaped.

booking-usage-history = بفرستید <code>/history PNR</code>، برای نمونه <code>/history K7M2QA</code>.
booking-usage-status = بفرستید <code>/status REF</code> همراه با شماره مرجع درخواست رزرو، برای نمونه <code>/status FD-1001</code>.
booking-bad-pnr = <code>{ $text }</code> شبیه PNR نیست: ۵ تا ۸ حرف یا رقم، برای نمونه <code>K7M2QA</code>.
booking-bad-ref = <code>{ $text }</code> شبیه شماره مرجع درخواست رزرو نیست: حداکثر ۴۰ حرف، رقم، نقطه، خط تیره یا زیرخط.
history-not-found = رزرو <code>{ $pnr }</code> قابل نمایش نیست. پاسخ تأمین‌کننده: { $message }
status-not-found = درخواست رزرو <code>{ $ref }</code> قابل نمایش نیست. پاسخ تأمین‌کننده: { $message }

booking-passenger = 👤 <b>{ $index }. { $name }</b> · { $age } · { $gender } · متولد { $birth } · { $nationality }
booking-age-adult = بزرگسال
booking-age-child = کودک
booking-age-infant = نوزاد
booking-age-other = مسافر
booking-gender-male = مرد
booking-gender-female = زن
booking-national-id = کد ملی: <code>{ $id }</code>
booking-passport = گذرنامه: { $details }
booking-passport-number = شماره { $value }
booking-passport-expiry = انقضا { $value }
booking-passport-country = کشور صادرکننده { $value }

# The summary.
history-title = 📘 <b>رزرو { $pnr }</b> · { $state }
history-state-active = ✅ فعال
history-state-partly-refunded = ↩️ بخشی استرداد شده
history-state-refunded = ↩️ استرداد شده
history-state-flown = 🛬 پرواز انجام شده
history-booked = 🕒 زمان رزرو { $time } · همه زمان‌ها به { $zone }
history-legs = ✈️ <b>پروازها</b> (به وقت محلی هر فرودگاه)
history-leg-moved = (جابه‌جا شده از { $old } در { $oldDate })
history-leg-moved-date = (جابه‌جا شده از { $oldDate })
history-count-adult = { $n ->
    [one] { $nText } بزرگسال
   *[other] { $nText } بزرگسال
    }
history-count-child = { $n ->
    [one] { $nText } کودک
   *[other] { $nText } کودک
    }
history-count-infant = { $n ->
    [one] { $nText } نوزاد
   *[other] { $nText } نوزاد
    }
history-count-other = { $n ->
    [one] { $nText } مسافر دیگر
   *[other] { $nText } مسافر دیگر
    }
history-party = 👥 { $party }
history-paid = 💵 پرداخت‌شده { $paid } (نرخ‌ها { $fares }، کمیسیون { $commission })
history-sold-by = 🏢 آژانس { $agency } · فروشنده { $seller }

# One line per ticket.
history-tickets = 🎫 <b>بلیت‌ها</b>
history-passenger = <b>{ $index }. { $name }</b> · { $age }
history-no-tickets = بدون بلیت
history-ticket = { $route } · <code>{ $ticket }</code> · { $state } · { $fare }
history-ticket-open = باز
history-ticket-refunded = استرداد شده
history-ticket-flown = پرواز شده

# What happened, as sentences.
history-cancellations = ❌ <b>استردادها</b> ({ $nText })
history-passenger-changes = ✏️ <b>تغییرات مشخصات مسافر</b> ({ $nText })
history-flight-changes = 🔁 <b>تغییرات پرواز</b> ({ $nText })
history-cancel-ticket-of = بلیت <code>{ $ticket }</code> مسافر { $name }
history-cancel-ticket = بلیت <code>{ $ticket }</code>
history-cancel-a-ticket = یک بلیت
history-cancelled-on = { $what } در { $time } استرداد شد
history-cancelled = { $what } استرداد شد
history-cancel-leg = پرواز { $leg }
history-cancel-reason-passenger = به درخواست مسافر
history-cancel-reason-schedule = به دلیل تغییر برنامه پرواز از سوی ایرلاین
history-cancel-reason-other = علت { $reason }
history-cancel-no-penalty = بدون جریمه
history-cancel-penalty-percent = جریمه { $percent }٪ = { $amount }
history-cancel-penalty = جریمه { $amount }
history-cancel-refund = مبلغ برگشتی { $amount }
history-by = توسط { $user }
history-on = در { $time }
history-remarks-said = توضیحات: «{ $remarks }»
history-field-first-name = نام
history-field-last-name = نام خانوادگی
history-field-birth-date = تاریخ تولد
history-field-gender = جنسیت
history-field-nationality = ملیت
history-field-national-id = کد ملی
history-field-passport-number = شماره گذرنامه
history-field-passport-expiry = انقضای گذرنامه
history-field-phone = تلفن
history-field-email = ایمیل
history-change-of = { $name }: { $change }
history-change-values = { $field } از «{ $old }» به «{ $new }» تغییر کرد
history-change-new = { $field } به «{ $new }» تغییر کرد
history-change-field = { $field } تغییر کرد
history-change-hidden = { $field } تغییر کرد (فقط در گفتگوی خصوصی نمایش داده می‌شود)
history-flight-moved = پرواز { $old } ({ $route }) در { $oldDate } به پرواز { $new } در { $newDate } تغییر کرد
history-flight-reason = علت: { $reason }

history-button-details = 🗂 جزئیات
history-button-penalty = 💰 استعلام جریمه
history-button-refund = ↩️ استرداد

# The details button.
history-details-title = 🗂 <b>جزئیات رزرو { $pnr }</b>
history-contact = 📞 تلفن: { $phone } · ایمیل: { $email }
history-remarks = 📝 توضیحات: { $remarks }

status-title = 📄 <b>درخواست رزرو { $ref }</b>
status-issued = ✅ صادر شد: { $desc } (وضعیت { $id })
status-other = ⚠️ صادر نشد: { $desc } (وضعیت { $id })
status-issued-ok = ✅ صادر شد
status-not-issued-failed = ⚠️ صادر نشد: درخواست رزرو ناموفق بود
status-try-history = به نظر می‌رسد <code>{ $pnr }</code> کد رزرو باشد: <code>/history { $pnr }</code> را امتحان کنید
status-see-history = رزرو صادرشده را با کد رزرو آن ببینید: <code>/history PNR</code>
status-desc-ok = موفق
status-desc-failed = ناموفق
status-pnr = PNR: <code>{ $pnr }</code> · تاریخچه کامل: <code>/history { $pnr }</code> یا دکمه زیر
status-no-pnr = هیچ PNRی صادر نشد.
status-fail-reason = علت: { $reason }
status-passengers = <b>مسافران</b> ({ $nText })
status-ticket = { $leg } · <code>{ $ticket }</code>
status-local-times = زمان پروازها به وقت محلی هر فرودگاه است.
status-button-history = 📘 تاریخچه کامل
status-book-claim = 🎫 با /book فرستاده شد، از { $name } در { $time }: { $flight }
history-button-copy-pnr = ⧉ کپی { $pnr }
history-button-copy-tickets = ⧉ کپی { $count } { $n ->
   *[other] شمارهٔ بلیت
 }
