## /pace: flights against their route's usual sales (src/bot/render/pace.ts). Outside values arrive HTML-escaped.
pace-title = 📈 <b>وتيرة البيع</b>، { $period }
pace-none = لا رحلة في هذه الأيام في سجل المبيعات. يحفظ السجل ما جاء به تدفق الأحداث منذ أول تشغيل للقارئ.
pace-col-flight = الرحلة
pace-col-sold = مباع
pace-col-load = إشغال
pace-col-pace = الوتيرة
pace-cell-load = { $percent }٪
pace-cell-ahead = ▲ { $percent }٪
pace-cell-behind = ▼ { $percent }٪
pace-cell-on = ● كالمعتاد
pace-cell-ahead-of-none = ▲ متقدمة
pace-sold = { $count ->
    [one] مقعد واحد مباع
   *[other] { $countText } مقاعد مباعة
 }
pace-lately = { $day } في ٢٤ ساعة، { $week } في ٧ أيام
pace-usual = { $verdict }: عادةً { $usual } قبل { $days ->
    [one] يوم واحد
   *[other] { $daysText } أيام
 } ({ $flights } رحلات سابقة)
pace-unknown = الوتيرة غير معروفة: { $flights } رحلات سابقة على المسار، والمطلوب { $needed }
pace-more = المبيعات الأخيرة والمعتاد
pace-unlisted = لم تُجب قائمة رحلات المورّد عن { $dates }: المقاعد هناك مقاعد طائرة الرحلة، أو المعروض بعد مع المباع (≈)، حيث وجد بحث التوافر الرحلة؛ وإلا فهي غير معروفة.
pace-note = المباع: التذاكر السارية في السجل، دون الرضّع. الوتيرة: المباع الآن مقابل وسيط رحلات المسار في آخر { $days } يومًا مع العدد نفسه من الأيام المتبقية (من يوم الأسبوع نفسه إن كانت { $needed } أو أكثر)؛ ضمن { $band }٪ تُعد كالمعتاد.
pace-usage = أرسل /pace أو /pace tomorrow أو /pace +1..+7 THR-MHD أو /pace airline=IR.
pace-bad-unknown = «{ $part }» ليس يومًا ولا مسارًا.
pace-bad-same-airport = <b>{ $part }</b> من مطار إلى نفسه.
pace-bad-airline = «{ $part }» ليس رمز شركة طيران: اكتب حرفيه، مثلًا airline=IR.
pace-bad-filter = «{ $part }» ليس مرشحًا: يقبل /pace ‏airline=XX فقط.
pace-bad-reversed = «{ $part }» ينتهي قبل أن يبدأ.
pace-bad-too-long = «{ $part }» أطول من ٣١ يومًا.
pace-excel = 📥 إكسل
pace-excel-drafting = 📥 جارٍ كتابة ملف إكسل لوتيرة البيع { $period }…
pace-sheet-name = وتيرة البيع
pace-sheet-date = التاريخ
pace-sheet-time = الإقلاع
pace-sheet-flight = الرحلة
pace-sheet-route = المسار
pace-sheet-sold = مباع
pace-sheet-infants = رضّع
pace-sheet-seats = المقاعد
pace-sheet-seatsFrom = مصدر المقاعد
pace-seats-from = { $from ->
    [list] قائمة الرحلات
    [aircraft] قائمة الطائرات
   *[offered] المعروض + المباع
 }
pace-load-estimated = إشغال ≈{ $percent }٪ من { $seats } ({ $from ->
    [aircraft] مقاعد طائرتها
   *[offered] المقاعد المعروضة بعد + المباعة
 })
pace-sheet-load = ٪ الإشغال
pace-sheet-lastDay = مباع في ٢٤ ساعة
pace-sheet-lastWeek = مباع في ٧ أيام
pace-sheet-days = أيام متبقية
pace-sheet-usual = المباع المعتاد
pace-sheet-pace = ٪ الوتيرة
pace-sheet-pastFlights = رحلات سابقة
pace-chart-button = 📈 { $flight } { $date }
pace-chart-title = { $flight } { $route } في { $date }
pace-chart-subtitle = المقاعد المباعة حسب الأيام قبل الإقلاع، دون الرضّع
pace-chart-days = أيام قبل الإقلاع
pace-chart-seats = مقاعد مباعة
pace-chart-flight = هذه الرحلة
pace-chart-usual = المعتاد (وسيط { $flights } رحلات سابقة)
pace-chart-none = لم يعد في السجل مقعد من { $flight }.
