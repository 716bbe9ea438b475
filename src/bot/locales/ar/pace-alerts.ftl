## Pace alerts (src/bot/render/pace-alert.ts, features/pace-alerts.ts). Outside values arrive HTML-escaped.
pace-alert-threshold = 📈 <b>{ $flight }</b> تجاوزت { $threshold }٪ من المقاعد المباعة
pace-alert-soldout = 🎉 <b>{ $flight }</b> نفدت مقاعدها
pace-alert-behind = 🐢 <b>{ $flight }</b> متأخرة { $percent }٪ عن وتيرتها المعتادة
pace-alert-spike = ⚠️ <b>{ $flight }</b>: { $count ->
    [one] إلغاء واحد
    [two] إلغاءان
    [few] { $countText } إلغاءات
   *[other] { $countText } إلغاءً
 } خلال ساعة
pace-alert-sold = { $count ->
    [one] مقعد واحد مباع
   *[other] { $countText } مقاعد مباعة
 } (السعة غير معروفة)
pace-alert-load = { $count ->
    [one] مقعد واحد مباع
   *[other] { $countText } مقاعد مباعة
 } من { $capacity } · نسبة الإشغال { $load }٪
pace-alert-usual = يبيع هذا المسار عادةً { $usual } مقعداً قبل { $days ->
    [one] يوم واحد
   *[other] { $daysText } أيام
 } من الإقلاع.
pace-alert-soldout-hint = بيعت كل المقاعد: طائرة أكبر أو رحلة إضافية قد تبيع أكثر.
pace-alert-pace-button = 📈 الوتيرة
pace-alert-manifest-button = 📋 قائمة الركاب
pace-alert-control-button = 🛠 التحكم بالرحلة
pace-alert-ack-button = ✋ تولّيتُه
pace-ack-done = سُجّل: أُبلغت المحادثة.
pace-ack-already = تولّاه { $name } في { $time }.
pace-ack-gone = لم يعد هذا التنبيه محفوظاً.
pace-ack-told = ✋ تولّى { $name } تنبيه وتيرة البيع لـ { $flight } في { $date } ({ $time }).
quiet-set = 🌙 ساعات الهدوء: من { $from } إلى { $to } ({ $zone }). التنبيهات التي تصل خلالها تُحفظ وتصل معاً عند نهايتها. ‏/subscribe quiet off يلغيها.
quiet-off = 🔔 لا ساعات هدوء: تصل التنبيهات فور وقوعها.
quiet-now = 🌙 ساعات الهدوء: من { $from } إلى { $to }
quiet-none = لا ساعات هدوء لهذه المحادثة. اضبطها بـ /subscribe quiet 23:00-07:00.
quiet-bad = «{ $word }» ليس مدى ساعات. اكتبه هكذا 23:00-07:00، أو off.
