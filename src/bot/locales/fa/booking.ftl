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
booking-gender-male = مرد
booking-gender-female = زن
booking-national-id = کد ملی: <code>{ $id }</code>
booking-passport = گذرنامه: { $details }
booking-ticket = 🎫 بلیت <code>{ $ticket }</code>
booking-original-ticket = بلیت اصلی <code>{ $ticket }</code>
booking-original-pnr = PNR تأمین‌کننده <code>{ $pnr }</code>
booking-sale = 💵 نرخ پایه { $base } + مالیات { $tax } = { $total } · کمیسیون { $percent }٪ ({ $commission }) · قابل پرداخت { $payable }
booking-commission-value = مبلغ کمیسیون { $value }
booking-baggage = 🧳 بار تحویلی { $checked } × { $checkedWeight } کیلو · بار دستی { $hand } × { $handWeight } کیلو

history-title = 📘 <b>رزرو { $pnr }</b>
history-booked = زمان رزرو: { $time }
history-contact = تلفن: { $phone } · ایمیل: { $email }
history-remarks = توضیحات: { $remarks }
history-passengers = <b>مسافران</b> ({ $count })
history-no-segments = مسیر باز ندارد: همه بلیت‌های این مسافر استرداد شده است.
history-cancellations = ❌ <b>استردادها</b> ({ $count })
history-passenger-changes = ✏️ <b>تغییرات مشخصات مسافر</b> ({ $count })
history-flight-changes = 🔁 <b>تغییرات پرواز</b> ({ $count })
history-button-penalty = 💰 استعلام جریمه
history-button-refund = ↩️ استرداد

status-title = 📄 <b>درخواست رزرو { $ref }</b>
status-issued = ✅ صادر شد: { $desc } (وضعیت { $id })
status-other = ⚠️ صادر نشد: { $desc } (وضعیت { $id })
status-pnr = PNR: <code>{ $pnr }</code> (ببینید /history)
status-no-pnr = هیچ PNRی صادر نشد.
status-fail-reason = علت: { $reason }
