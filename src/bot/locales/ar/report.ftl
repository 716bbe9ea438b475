## Sales reports (/subscribe report, src/bot/render/report.ts). Outside values arrive HTML-escaped.
report-described = { $period ->
    [weekly] تقرير المبيعات الأسبوعي، أيام السبت الساعة { $time }
   *[daily] تقرير المبيعات اليومي الساعة { $time }
 }
report-bad-period = «{ $word }» ليست فترة تقرير. اكتب /subscribe report daily أو /subscribe report weekly، مع ساعة إن شئت: /subscribe report weekly 08:00 route=THR-MHD
report-bad-flight = يغطي التقرير المسارات وشركات الطيران، لا رحلة واحدة: استخدم route= أو airline=.
report-added = ✅ تم الاشتراك: { $what } ({ $zone }): لكل مسار ورحلة، الحجوزات ونسبة الإشغال والإيراد ومتوسط السعر لكل عملة وقنوات البيع والإلغاءات، مع رسم وملف إكسل. أوقفه بـ /unsubscribe.
report-changed = ✅ تم التغيير: { $what } ({ $zone }).
report-title = 📊 { $period ->
    [weekly] تقرير المبيعات الأسبوعي
   *[daily] تقرير المبيعات اليومي
 }، { $days }
report-average = متوسط السعر: { $amounts }
report-channel = { $channel ->
    [agency] الوكالات { $count }
    [api] واجهة API خارجية { $count }
   *[own] مبيعات موقعنا { $count }
 }
report-channel-name = { $channel ->
    [agency] الوكالات
    [api] واجهة API خارجية
   *[own] مبيعات موقعنا
 }
report-channels = الحجوزات حسب القناة: { $channels }
report-routes = المسارات
report-flights = الرحلات
report-load = { $sold } من { $capacity } مقعداً مباعة (إشغال { $load }٪)
report-seats-unknown = { $sold } مقاعد مباعة (السعة غير معروفة)
report-excel-below = ملف الإكسل في الرسالة التالية ⬇️
report-sheet-channel = القناة
report-col-date = تاريخ الرحلة
report-col-sold = المقاعد المباعة حتى الآن
report-col-seats = المقاعد
report-col-load = الإشغال ٪
