# Booking history (/history) and booking request status (/status), Arabic. Outside values arrive HTML-escaped.

booking-usage-history = أرسل <code>/history PNR</code>، مثلاً <code>/history K7M2QA</code>.
booking-usage-status = أرسل <code>/status REF</code> مع مرجع طلب الحجز، مثلاً <code>/status FD-1001</code>.
booking-bad-pnr = <code>{ $text }</code> لا يبدو رقم حجز (PNR): من ٥ إلى ٨ أحرف أو أرقام، مثلاً <code>K7M2QA</code>.
booking-bad-ref = <code>{ $text }</code> لا يبدو مرجع طلب حجز: حتى ٤٠ حرفاً أو رقماً أو نقطة أو شرطة أو شرطة سفلية.
history-not-found = تعذّر عرض الحجز <code>{ $pnr }</code>. رد المورّد: { $message }
status-not-found = تعذّر عرض طلب الحجز <code>{ $ref }</code>. رد المورّد: { $message }

booking-passenger = 👤 <b>{ $index }. { $name }</b> · { $age } · { $gender } · مواليد { $birth } · { $nationality }
booking-age-adult = بالغ
booking-age-child = طفل
booking-age-infant = رضيع
booking-age-other = مسافر
booking-gender-male = ذكر
booking-gender-female = أنثى
booking-national-id = الرقم الوطني: <code>{ $id }</code>
booking-passport = جواز السفر: { $details }
booking-passport-number = الرقم { $value }
booking-passport-expiry = الانتهاء { $value }
booking-passport-country = بلد الإصدار { $value }

# The summary.
history-title = 📘 <b>الحجز { $pnr }</b> · { $state }
history-state-active = ✅ نشط
history-state-partly-refunded = ↩️ مسترد جزئياً
history-state-refunded = ↩️ مسترد
history-state-flown = 🛬 تمت الرحلة
history-booked = 🕒 وقت الحجز { $time } · كل الأوقات حسب { $zone }
history-legs = ✈️ <b>الرحلات</b> (بالتوقيت المحلي لكل مطار)
history-leg-moved = (نُقلت من { $old } في { $oldDate })
history-leg-moved-date = (نُقلت من { $oldDate })
history-count-adult = { $n ->
    [zero] لا بالغين
    [one] بالغ واحد
    [two] بالغان
    [few] { $nText } بالغين
    [many] { $nText } بالغاً
   *[other] { $nText } بالغ
    }
history-count-child = { $n ->
    [zero] لا أطفال
    [one] طفل واحد
    [two] طفلان
    [few] { $nText } أطفال
    [many] { $nText } طفلاً
   *[other] { $nText } طفل
    }
history-count-infant = { $n ->
    [zero] لا رضّع
    [one] رضيع واحد
    [two] رضيعان
    [few] { $nText } رضّع
    [many] { $nText } رضيعاً
   *[other] { $nText } رضيع
    }
history-count-other = { $n ->
    [zero] لا مسافرين آخرين
    [one] مسافر آخر
    [two] مسافران آخران
    [few] { $nText } مسافرين آخرين
    [many] { $nText } مسافراً آخر
   *[other] { $nText } مسافر آخر
    }
history-party = 👥 { $party }
history-paid = 💵 المدفوع { $paid } (الأجور { $fares }، العمولة { $commission })
history-sold-by = 🏢 الوكالة { $agency } · البائع { $seller }

# One line per ticket.
history-tickets = 🎫 <b>التذاكر</b>
history-passenger = <b>{ $index }. { $name }</b> · { $age }
history-no-tickets = لا تذاكر
history-ticket = { $route } · <code>{ $ticket }</code> · { $state } · { $fare }
history-ticket-open = مفتوحة
history-ticket-refunded = مستردة
history-ticket-flown = مستخدمة

# What happened, as sentences.
history-cancellations = ❌ <b>الاستردادات</b> ({ $nText })
history-passenger-changes = ✏️ <b>تعديلات بيانات المسافرين</b> ({ $nText })
history-flight-changes = 🔁 <b>تغييرات الرحلات</b> ({ $nText })
history-cancel-ticket-of = التذكرة <code>{ $ticket }</code> للمسافر { $name }
history-cancel-ticket = التذكرة <code>{ $ticket }</code>
history-cancel-a-ticket = تذكرة
history-cancelled-on = أُلغيت { $what } في { $time }
history-cancelled = أُلغيت { $what }
history-cancel-leg = الرحلة { $leg }
history-cancel-reason-passenger = بطلب من المسافر
history-cancel-reason-schedule = بسبب تغيير شركة الطيران لموعد الرحلة
history-cancel-reason-other = السبب { $reason }
history-cancel-no-penalty = بلا غرامة
history-cancel-penalty-percent = الغرامة { $percent }٪ = { $amount }
history-cancel-penalty = الغرامة { $amount }
history-cancel-refund = المبلغ المسترد { $amount }
history-by = بواسطة { $user }
history-on = في { $time }
history-remarks-said = ملاحظات: «{ $remarks }»
history-field-first-name = الاسم الأول
history-field-last-name = اسم العائلة
history-field-birth-date = تاريخ الميلاد
history-field-gender = الجنس
history-field-nationality = الجنسية
history-field-national-id = الرقم الوطني
history-field-passport-number = رقم جواز السفر
history-field-passport-expiry = انتهاء جواز السفر
history-field-phone = الهاتف
history-field-email = البريد الإلكتروني
history-change-of = { $name }: { $change }
history-change-values = تغيّر { $field } من «{ $old }» إلى «{ $new }»
history-change-new = تغيّر { $field } إلى «{ $new }»
history-change-field = تغيّر { $field }
history-change-hidden = تغيّر { $field } (يظهر في المحادثة الخاصة فقط)
history-flight-moved = نُقلت الرحلة { $old } ({ $route }) في { $oldDate } إلى الرحلة { $new } في { $newDate }
history-flight-reason = السبب: { $reason }

history-button-details = 🗂 التفاصيل
history-button-penalty = 💰 عرض الغرامة
history-button-refund = ↩️ استرداد

# The details button.
history-details-title = 🗂 <b>تفاصيل الحجز { $pnr }</b>
history-contact = 📞 الهاتف: { $phone } · البريد الإلكتروني: { $email }
history-remarks = 📝 ملاحظات: { $remarks }

status-title = 📄 <b>طلب الحجز { $ref }</b>
status-issued = ✅ صدر: { $desc } (الحالة { $id })
status-other = ⚠️ لم يصدر: { $desc } (الحالة { $id })
status-issued-ok = ✅ صدر
status-not-issued-failed = ⚠️ لم يصدر: فشل طلب الحجز
status-try-history = يبدو أن <code>{ $pnr }</code> رمز حجز: جرّب <code>/history { $pnr }</code>
status-see-history = الحجز الصادر يُقرأ برمز حجزه: <code>/history PNR</code>
status-desc-ok = ناجح
status-desc-failed = فشل
status-pnr = رقم الحجز: <code>{ $pnr }</code> · السجل الكامل: <code>/history { $pnr }</code> أو الزر أدناه
status-no-pnr = لم يصدر أي رقم حجز.
status-fail-reason = السبب: { $reason }
status-passengers = <b>المسافرون</b> ({ $nText })
status-ticket = { $leg } · <code>{ $ticket }</code>
status-local-times = أوقات الرحلات بالتوقيت المحلي لكل مطار.
status-button-history = 📘 السجل الكامل
status-book-claim = 🎫 أُرسل بـ /book من { $name } في { $time }: { $flight }
history-button-copy-pnr = ⧉ نسخ { $pnr }
history-button-copy-tickets = ⧉ نسخ { $count } { $n ->
   *[other] أرقام تذاكر
 }
