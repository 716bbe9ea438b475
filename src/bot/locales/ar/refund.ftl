# Penalty quotes (/penalty), guided refunds (/refund) and the audit log (/audit), Arabic. Outside values arrive HTML-escaped.

penalty-usage = لكل التذاكر المفتوحة في الحجز أرسل رمز الحجز: <code>/penalty K7M2QA</code>؛ ولبعضها أضف أرقام التذاكر بعده: <code>/penalty K7M2QA 0962310040001</code>.
penalty-bad-ticket = <code>{ $text }</code> لا يبدو رقم تذكرة: من { $min } إلى { $max } رقماً.
penalty-title = 💰 <b>عرض الغرامة · { $pnr }</b> (عرض فقط: لا يُسترد شيء)
penalty-quoted-at = وقت العرض: { $time }
penalty-no-show = ⚠️ عدم حضور المسافر: الرحلة أقلعت بالفعل.
penalty-ticket = 👤 <b>{ $name }</b>{ $age } · التذكرة <code>{ $ticket }</code>
penalty-figures = الأجرة { $fare } · الغرامة { $percent }٪ = <b>{ $penalty }</b> · المبلغ المعاد للمسافر <b>{ $refund }</b>
penalty-figures-schedule = الأجرة { $fare } · الغرامة <b>{ $penalty }</b> (تغيير جدول الرحلة من شركة الطيران)؛ يعيد المورّد الأجرة.
penalty-opposite-difference = ↔️ خصم الذهاب والعودة المسترجع: { $amount } (مخصوم مسبقاً)
penalty-current-difference = ↔️ خصم الذهاب والعودة المعاد: { $amount } (مضاف مسبقاً)
penalty-total = المجموع ({ $n ->
    [zero] لا تذاكر
    [one] تذكرة واحدة
    [two] تذكرتان
    [few] { $nText } تذاكر
    [many] { $nText } تذكرة
   *[other] { $nText } تذكرة
  }): الغرامة <b>{ $penalty }</b> · { $passengers ->
    [one] المبلغ المعاد للمسافر
    [two] المبلغ المعاد للمسافرَين
   *[other] المبلغ المعاد للمسافرين
  } <b>{ $refund }</b>

refund-title = ↩️ <b>استرداد · { $pnr }</b>
refund-ask-pnr = أي حجز؟ أرسل رمز الحجز، مثلاً <code>K7M2QA</code>. للخروج أرسل /cancel.
refund-pnr-unknown = ⚠️ لم يُعثر على حجز <code>{ $pnr }</code> (يقول المورّد: { $message }). أرسل رمز الحجز مجدداً، أو /cancel للخروج.
refund-nothing-left = لم يبق ما يُسترد في <code>{ $pnr }</code>: جميع التذاكر مستردة مسبقاً.
refund-pick-tickets = اختر التذاكر المراد استردادها ثم اضغط «متابعة». التذاكر المستردة لا تظهر في القائمة.
refund-pick-one = اختر تذكرة واحدة على الأقل أولاً.
refund-button-all = تحديد الكل
refund-button-none = إلغاء تحديد الكل
refund-button-continue = متابعة ({ $count })
refund-button-cancel = ✖️ إلغاء
refund-button-skip = بلا ملاحظات
refund-button-confirm = ✅ تأكيد الاسترداد
refund-button-requote = 🔄 عرض جديد
refund-ask-reason = ما سبب الاسترداد؟
refund-reason-1 = 🙋 أسباب شخصية للمسافر
refund-reason-2 = 🛠 تغيير جدول الرحلة من شركة الطيران
refund-reason-chosen = السبب: { $reason }
refund-ask-remarks = ملاحظات للمورّد (اختيارية): اكتبها، أو اضغط «بلا ملاحظات».
refund-remarks-too-long = يجب أن تكون الملاحظات من { $min } إلى { $max } حرفاً. اكتبها مجدداً، أو اضغط «بلا ملاحظات».
refund-summary-title = ↩️ <b>استرداد { $pnr }: يرجى المراجعة</b>
refund-summary-reason = السبب: { $reason }
refund-summary-remarks = ملاحظات: { $remarks }
refund-summary-no-remarks = ملاحظات: لا توجد
refund-summary-confirm = التأكيد يرسل هذه المبالغ نفسها إلى المورّد. لا يمكن التراجع عنه.
refund-quote-stale = ⏳ مضى على هذا العرض أكثر من { $minutes } دقائق. هذا عرض جديد؛ راجعه وأكّد مجدداً.
refund-quote-incomplete = ⚠️ عرض المورّد لم يشمل التذاكر المطلوبة بالضبط، لذا لم يُرسل شيء. المرجع: <code>{ $ref }</code>.
refund-done = ✅ تم استرداد <code>{ $pnr }</code>: { $n ->
    [zero] لا تذاكر
    [one] تذكرة واحدة
    [two] تذكرتان
    [few] { $nText } تذاكر
    [many] { $nText } تذكرة
   *[other] { $nText } تذكرة
  }.
refund-tracking = رمز التتبع: <code>{ $code }</code>
refund-unknown = ⚠️ لم يقدّم المورّد رداً واضحاً (لا رد، أو عطل لديه)، لذا لا نعلم هل تم استرداد <code>{ $pnr }</code> أم لا. لن يُرسل الطلب مرة أخرى. راجع /history بعد دقيقة.
refund-unknown-said = قال المورّد: { $message }
refund-interrupted = ⚠️ أُعيد تشغيل البوت بينما كان استرداد <code>{ $pnr }</code> (التذاكر { $tickets }) لدى المزوّد، لذا نتيجته غير معروفة. لن يُرسَل مرة أخرى. راجع /history بعد دقيقة.
refund-error-1008 = ⚠️ لا توجد غرامة محددة لهذه التذاكر: يجب استرداد <code>{ $pnr }</code> هاتفياً مع المورّد.
refund-error-1009 = ⚠️ تغيّرت الغرامة منذ العرض، لذا لم يُسترد شيء. خذ عرضاً جديداً وراجعه.
refund-error-1017 = ⚠️ إحدى التذاكر ليست في الحجز <code>{ $pnr }</code> أو مستردة مسبقاً. راجع /history.
refund-error-supplier = ⚠️ رفض المورّد: { $message }
refund-blocked-pending = ⛔ تذاكر <code>{ $pnr }</code> هذه قيد الاسترداد الآن من قبل { $name } (منذ { $time }). لم يُرسل شيء. راجع /history بعد دقيقة.
refund-blocked-ok = ⛔ تذاكر <code>{ $pnr }</code> هذه استردها { $name } في { $time }. لم يُرسل شيء.
refund-blocked-unknown = ⛔ أرسل { $name } طلب استرداد لتذاكر <code>{ $pnr }</code> هذه في { $time } ونتيجته غير معروفة. لم يُرسل شيء. راجع /history؛ إذا بقيت التذاكر مفتوحة فأعد المحاولة بعد { $minutes } دقيقة من ذلك الوقت.
refund-button-stale = أُغلقت خطوة الاسترداد هذه. ابدأ من جديد بـ /refund عند الحاجة.
refund-use-buttons = يرجى استخدام الأزرار أعلاه، أو أرسل /cancel.
refund-private-only = الاسترداد يتم فقط في محادثة خاصة مع البوت.

penalty-total-schedule = المجموع ({ $n ->
    [zero] لا تذاكر
    [one] تذكرة واحدة
    [two] تذكرتان
    [few] { $nText } تذاكر
    [many] { $nText } تذكرة
   *[other] { $nText } تذكرة
  }): الغرامة <b>{ $penalty }</b> · يعيد المورّد الأجور: <b>{ $fare }</b>
penalty-button-refund = ↩️ بدء استرداد { $pnr }
refund-age = {" "}({ $age })
refund-age-adult = بالغ
refund-age-child = طفل
refund-age-infant = رضيع
refund-leg = ✈️ { $leg }
refund-leg-text = { $route } · { $flight } · { $when }
refund-leg-when = { $date } الساعة { $time } (بالتوقيت المحلي)
refund-zone = 🕓 الأوقات حسب { $zone }.
refund-hold-ok = استردها { $name } في { $time }: غير معروضة للاختيار.
refund-hold-pending = يستردها { $name } الآن (منذ { $time }): غير معروضة للاختيار. راجع /history بعد دقيقة.
refund-hold-unknown = طلب استرداد أرسله { $name } في { $time } نتيجته غير معروفة: لن تُعرض مجدداً. راجع /history؛ إذا بقيت التذكرة مفتوحة فيمكن استردادها بعد { $minutes } دقيقة من ذلك الوقت.
refund-all-held = لا يمكن استرداد شيء الآن: لكل تذكرة متبقية استرداد تم، أو جارٍ، أو نتيجته غير معروفة.
refund-status-sending = ⏳ جارٍ الإرسال إلى المورّد… قد يتأخر رده قليلاً. لا ترسله مرة أخرى.
refund-status-done = ✅ أُرسل: أجرى المورّد الاسترداد (التفاصيل أدناه).
refund-status-unknown = ❓ أُرسل، لكن المورّد لم يقدّم رداً واضحاً (التفاصيل أدناه).
refund-status-blocked = ⛔ لم يُرسل: استرداد آخر يحجز هذه التذاكر (التفاصيل أدناه).
refund-status-refused = ❌ لم يتم الاسترداد (التفاصيل أدناه).
refund-status-not-sent = ⛔ لم يُرسل (التفاصيل أدناه).
refund-done-ticket = • { $name } · <code>{ $ticket }</code> · { $leg }
refund-done-back = الغرامة { $penalty } · { $passengers ->
    [one] المبلغ المعاد للمسافر
    [two] المبلغ المعاد للمسافرَين
   *[other] المبلغ المعاد للمسافرين
  } <b>{ $refund }</b>
refund-done-back-fare = الغرامة { $penalty } · يعيد المورّد الأجور: <b>{ $fare }</b>
refund-error-1017-ticket = ⚠️ التذكرة <code>{ $ticket }</code> ليست في الحجز <code>{ $pnr }</code> أو مستردة مسبقاً. راجع /history.

