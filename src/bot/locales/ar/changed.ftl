## /changed: مكتب تغييرات الجدول (src/bot/render/changed.ts). القيم الخارجية تصل مُهرَّبة HTML.
changed-usage = الاستخدام: /changed [تاريخ|من..إلى]: الرحلات التي يقع تاريخها القديم أو الجديد في الفترة؛ دون تاريخ: اليوم والأيام السبعة التالية. التاريخ: yyyy-MM-dd أو today أو tomorrow أو +N أو -N أو هجري شمسي yyyy/MM/dd؛ { $max } يوماً على الأكثر.
changed-bad-format = <b>{ $part }</b> ليس تاريخاً أستطيع قراءته.
changed-bad-invalid = <b>{ $part }</b> ليس يوماً في التقويم.
changed-bad-reversed = تنتهي الفترة قبل أن تبدأ.
changed-bad-too-long = الفترة أطول من { $max } يوماً: اطلب فترة أقصر.
changed-private-only = مكتب تغييرات الجدول يسترد التذاكر: استخدمه في محادثتك الخاصة معي.
changed-failed = لم يُرسل المورّد تغييرات الجدول: { $message }
changed-none = لم تتغير أي رحلة بين { $from } و{ $to }.
changed-title = 🗓 <b>تغييرات الجدول { $from } – { $to }</b>: { $flights } { $n ->
   *[other] رحلة
 }، { $tickets } { $ticketsN ->
    [few] تذاكر
   *[other] تذكرة
 }
changed-flight = ✈️ <b>{ $flight }</b> { $route }
changed-moved = كانت { $old } ← الآن { $new }{ $type }
changed-kind-DateChanged = تغيّر التاريخ
changed-kind-TimeChanged = تغيّر الوقت
changed-kind-FlightChanged = رحلة أخرى
changed-ticket-open = ▫️ { $pnr } · { $ticket } · { $passenger }
changed-ticket-refunded = ↩️ { $pnr } · { $ticket } · { $passenger } · مستردة
changed-ticket-unchecked = ❔ { $pnr } · { $ticket } · { $passenger } · لم يُقرأ الحجز الآن
changed-ticket-held = ⏳ { $pnr } · { $ticket } · { $passenger } · { $state } ({ $who })
changed-hold-ok = مستردة
changed-hold-pending = استرداد جارٍ
changed-hold-unknown = استرداد نتيجته مجهولة
changed-button-all = ↩️ الكل { $count } · { $flight } { $date }
changed-button-pick = ☑️ اختيار · { $flight } { $date }
changed-buttons-cut = الأزرار لأول { $shown } رحلة ذات تذاكر مفتوحة فقط؛ { $count } رحلة أخرى: أرسل /changed لفترة أقصر للتعامل معها.
changed-flight-gone = لم تعد هذه الرحلة في قائمة تغييرات المورّد. أرسل /changed مجدداً.
changed-flight-nothing = كل تذاكر { $flight } مستردة أو قيد الاسترداد: لم يبقَ ما يُسترد.
changed-summary-title = ↩️ <b>استرداد { $count } { $n ->
   *[other] تذكرة
 } من { $flight }</b>
changed-summary-why = السبب: غيّرت شركة الطيران الجدول. الغرامة 0.
changed-summary-pnrs = الحجوزات: { $pnrs }
changed-summary-line = • { $pnr } · { $ticket } · { $amount }
changed-summary-total = مجموع البيع: { $total }
changed-summary-note = المبالغ كما باعها المورّد؛ يقرر خبير الرحلات لدى المورّد كل استرداد لاحقاً (رمز التتبع). تُقرأ كل تذكرة مجدداً قبل إرسالها مباشرة.
changed-confirm = ✅ تأكيد
changed-cancel = ✖️ إلغاء
changed-pick-title = ☑️ اختر تذاكر <b>{ $flight }</b> لاستردادها:
changed-pick-all = اختيار الكل
changed-pick-go = متابعة ({ $count })
changed-pick-one = اختر تذكرة واحدة على الأقل.
changed-pick-page = الصفحة { $page }/{ $pages }
changed-cancelled = أُلغي: لم يُرسل شيء.
changed-stale = هذا الملخص أقدم من { $minutes } دقائق: اضغط زر الرحلة تحت /changed مجدداً. لم يُرسل شيء.
changed-already = هذا التنفيذ مؤكَّد من قبل.
changed-button-stale = أُلغي هذا الملخص.
changed-run-title = ↩️ <b>استرداد { $flight }</b>: { $done } تم، { $refused } مرفوض، { $unknown } مجهول، { $waiting } بالانتظار
changed-run-finished = 🏁 <b>انتهت استردادات { $flight }</b>: { $done } تم، { $refused } مرفوض، { $unknown } مجهول
changed-run-restarted = ⚠️ أُعيد تشغيل البوت أثناء هذا التنفيذ. التذكرة التي كان طلبها جارياً عُلِّمت مجهولة ولن تُرسل مجدداً: تحقق منها عبر /history. تابعت البقية.
changed-state-queued = ▫️ { $pnr } · { $ticket } · بالانتظار
changed-state-sending = ⏳ { $pnr } · { $ticket } · قيد الإرسال
changed-state-done = ✅ { $pnr } · { $ticket } · تم · تتبع { $code }
changed-state-done-nocode = ✅ { $pnr } · { $ticket } · تم
changed-state-refused = ⛔ { $pnr } · { $ticket } · مرفوض: { $detail }
changed-state-unknown = ❔ { $pnr } · { $ticket } · النتيجة مجهولة: راجع /history
changed-state-unknown-said = ❔ { $pnr } · { $ticket } · النتيجة مجهولة ({ $detail }): راجع /history
changed-more = … و{ $count } أخرى
changed-tracking = رموز التتبع: { $codes }
changed-detail-refunded = مستردة من قبل
changed-detail-held = محاولة استرداد أخرى تحجزها
changed-detail-not-saved = لم تُرسل: تعذّر حفظها
changed-detail-role = لم تُرسل: لم تعد وكيلاً
changed-detail-supplier = يقول المورّد: { $message }
changed-detail-failed = فشل الطلب (المرجع { $ref })
audit-waiver-schedule-list = أُعفيت الغرامة: يدرج المورّد تغيير الجدول
changed-outcomes-title = 📋 <b>نتائج استردادات تغيير جدول { $flight }</b>: { $confirmed } مُسترد، { $rejected } مرفوض، { $expired } بلا نتيجة
changed-outcome-confirmed = ✅ { $name } · { $pnr } · { $ticket }: تم الاسترداد، { $amount } تعود إلى المسافر · رمز التتبع { $tracking }
changed-outcome-rejected = ❌ { $name } · { $pnr } · { $ticket }: رفضه المورّد، لم يُسترد (يمكن استرداده مجدداً) · رمز التتبع { $tracking }
changed-outcome-expired = ⌛ { $name } · { $pnr } · { $ticket }: لا نتيجة خلال { $days } أيام؛ لم يعد البوت يسأل · رمز التتبع { $tracking }
changed-outcome-remarks = — يقول المورّد: { $remarks }
changed-outcome-unnamed = (الاسم غير مذكور)
changed-outcomes-not-sent = { $count } { $n ->
   *[other] تذاكر
 } أخرى من هذه العملية لم تُسترد: رسالة العملية تذكر السبب.
## The run's outcomes as a table (rich messages): short cells a phone shows whole; amounts arrive HTML-escaped.
changed-outcomes-col-passenger = المسافر
changed-outcomes-col-ticket = التذكرة
changed-outcomes-col-outcome = النتيجة
changed-outcome-cell-confirmed = ✅ استُرد، { $amount } تعود
changed-outcome-cell-rejected = ❌ رُفض، لم يُسترد (يمكن استرداده مجددًا)
changed-outcome-cell-expired = ⌛ لا نتيجة خلال { $days } يومًا
changed-outcome-tracking = { $pnr }: رمز التتبع { $tracking }
changed-outcomes-tracking = رموز التتبع وملاحظات المورّد
## A run's live progress (a draft in the agent's private chat) and the message that ends it.
changed-run-draft = ⏳ استرداد { $flight }: { $through } من { $total } تذاكر أُنجزت؛ الآن { $pnr } · { $ticket }
changed-run-see-above = كل تذكرة في رسالة التشغيل أعلاه.
