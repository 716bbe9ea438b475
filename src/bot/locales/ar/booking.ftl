# Booking history (/history) and booking request status (/status), Arabic. Outside values arrive HTML-escaped.

booking-usage-history = أرسل <code>/history PNR</code>، مثلاً <code>/history K7M2QA</code>.
booking-usage-status = أرسل <code>/status REF</code> مع مرجع طلب الحجز، مثلاً <code>/status FD-1001</code>.
booking-bad-pnr = <code>{ $text }</code> لا يبدو رقم حجز (PNR): من 5 إلى 8 أحرف أو أرقام، مثلاً <code>K7M2QA</code>.
booking-bad-ref = <code>{ $text }</code> لا يبدو مرجع طلب حجز: حتى 40 حرفاً أو رقماً أو نقطة أو شرطة أو شرطة سفلية.
history-not-found = تعذّر عرض الحجز <code>{ $pnr }</code>. رد المورّد: { $message }
status-not-found = تعذّر عرض طلب الحجز <code>{ $ref }</code>. رد المورّد: { $message }

booking-passenger = 👤 <b>{ $index }. { $name }</b> · { $age } · { $gender } · مواليد { $birth } · { $nationality }
booking-age-adult = بالغ
booking-age-child = طفل
booking-age-infant = رضيع
booking-gender-male = ذكر
booking-gender-female = أنثى
booking-national-id = الرقم الوطني: <code>{ $id }</code>
booking-passport = جواز السفر: { $details }
booking-ticket = 🎫 التذكرة <code>{ $ticket }</code>
booking-original-ticket = التذكرة الأصلية <code>{ $ticket }</code>
booking-original-pnr = رقم حجز المورّد <code>{ $pnr }</code>
booking-sale = 💵 الأجرة { $base } + الضريبة { $tax } = { $total } · العمولة { $percent }٪ ({ $commission }) · المستحق { $payable }
booking-commission-value = قيمة العمولة { $value }
booking-baggage = 🧳 أمتعة مشحونة { $checked } × { $checkedWeight } كغ · أمتعة يدوية { $hand } × { $handWeight } كغ

history-title = 📘 <b>الحجز { $pnr }</b>
history-booked = وقت الحجز: { $time }
history-contact = الهاتف: { $phone } · البريد الإلكتروني: { $email }
history-remarks = ملاحظات: { $remarks }
history-passengers = <b>المسافرون</b> ({ $count })
history-no-segments = لا توجد رحلات مفتوحة: جميع تذاكر هذا المسافر مستردة.
history-cancellations = ❌ <b>الاستردادات</b> ({ $count })
history-passenger-changes = ✏️ <b>تعديلات بيانات المسافرين</b> ({ $count })
history-flight-changes = 🔁 <b>تغييرات الرحلات</b> ({ $count })
history-button-penalty = 💰 عرض الغرامة
history-button-refund = ↩️ استرداد

status-title = 📄 <b>طلب الحجز { $ref }</b>
status-issued = ✅ صدر: { $desc } (الحالة { $id })
status-other = ⚠️ لم يصدر: { $desc } (الحالة { $id })
status-pnr = رقم الحجز: <code>{ $pnr }</code> (انظر /history)
status-no-pnr = لم يصدر أي رقم حجز.
status-fail-reason = السبب: { $reason }
