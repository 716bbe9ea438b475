## /flights: the board of a day (src/bot/render/flights.ts). Outside values arrive HTML-escaped.
flights-title = ✈️ <b>رحلات { $date }</b> ({ $count ->
    [one] رحلة واحدة
    [two] رحلتان
    [few] { $countText } رحلات
   *[other] { $countText } رحلة
 })
flights-title-route = ✈️ <b>رحلات { $date }</b> · { $route }
flights-sold = { $count ->
    [one] مقعد واحد مباع
    [two] مقعدان مباعان
    [few] { $countText } مقاعد مباعة
   *[other] { $countText } مقعدًا مباعًا
 }
flights-infants = +{ $count ->
    [one] رضيع واحد
    [two] رضيعان
    [few] { $countText } رضع
   *[other] { $countText } رضيعًا
 }
flights-cancelled = { $countText } ملغى
flights-offered = { $countText } معروض
flights-offered-closed = مغلقة أو مكتملة
flights-offered-not-listed = غير معروضة للبيع
flights-offered-unknown = المعروض ؟ ({ $reason })
flights-reason-timeout = تأخر رد المورّد
flights-reason-unavailable = المورّد غير متاح
flights-reason-garbled = تعذرت قراءة رد المورّد
flights-reason-refused = رفض المورّد البحث
flights-reason-not-asked = لم يُبحث: اذكر مسارًا
flights-load = الإشغال ٪{ $percent } من { $seats }
flights-note = أوقات المغادرة بالتوقيت المحلي لكل مطار. المباع: التذاكر السارية في السجل، والرضع على حدة؛ المعروض: المقاعد التي ما زال المورّد يبيعها؛ الإشغال: المباع من مقاعد الطائرة.
flights-none = لا رحلة بتاريخ { $date } في السجل. يحفظ السجل ما جاء من موجز الأحداث منذ أول تشغيل لقارئ الأحداث؛ للمبيعات الأقدم يضبط المسؤول EVENTS_START على يوم أبكر ويعيد تشغيل البوت.
flights-none-route = لا رحلة { $route } بتاريخ { $date } في السجل. يحفظ السجل ما جاء من موجز الأحداث منذ أول تشغيل لقارئ الأحداث؛ للمبيعات الأقدم يضبط المسؤول EVENTS_START على يوم أبكر ويعيد تشغيل البوت.
flights-bad-date = <b>{ $part }</b> ليس تاريخًا أستطيع قراءته.
flights-bad-route = <b>{ $part }</b> ليس مسارًا: اكتب رمزي مطارين، مثل THR-MHD.
flights-same-airport = المنشأ والوجهة في <b>{ $part }</b> واحد.
flights-usage = أرسل <code>/flights</code> أو <code>/flights غدا</code> أو <code>/flights 2026-12-02 THR-MHD</code> أو تاريخًا هجريًا شمسيًا مثل <code>1405/09/11</code>.
flights-manifest-button = 📋 { $flight }
## The board as a table (rich messages): short column heads and cells a phone shows whole.
flights-col-flight = الرحلة
flights-col-route = المسار
flights-col-sold = مباع
flights-col-offered = متاح
flights-col-load = إشغال
flights-cell-load = { $percent }٪
flights-cell-closed = مغلقة
flights-cell-not-listed = خارج البيع
flights-more-figures = الرضّع والإلغاءات والمقاعد
