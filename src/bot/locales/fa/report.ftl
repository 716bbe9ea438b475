## Sales reports (/subscribe report, src/bot/render/report.ts). Outside values arrive HTML-escaped.
report-described = { $period ->
    [weekly] گزارش هفتگی فروش، شنبه‌ها ساعت { $time }
   *[daily] گزارش روزانهٔ فروش ساعت { $time }
 }
report-bad-period = «{ $word }» دورهٔ گزارش نیست. بنویسید /subscribe report daily یا /subscribe report weekly، و اگر خواستید با ساعت: /subscribe report weekly 08:00 route=THR-MHD
report-bad-flight = گزارش برای مسیر و ایرلاین است، نه یک پرواز: از route= یا airline= استفاده کنید.
report-added = ✅ مشترک شدید: { $what } ({ $zone }): برای هر مسیر و پرواز، رزروها، ضریب اشغال، درآمد و میانگین نرخ به تفکیک ارز، کانال‌های فروش و استردادها، با نمودار و فایل اکسل. با /unsubscribe متوقفش کنید.
report-changed = ✅ تغییر کرد: { $what } ({ $zone }).
report-title = 📊 { $period ->
    [weekly] گزارش هفتگی فروش
   *[daily] گزارش روزانهٔ فروش
 }، { $days }
report-average = میانگین نرخ: { $amounts }
report-channel = { $channel ->
    [agency] آژانس‌ها { $count }
    [api] API بیرونی { $count }
   *[own] فروش وب خودمان { $count }
 }
report-channel-name = { $channel ->
    [agency] آژانس‌ها
    [api] API بیرونی
   *[own] فروش وب خودمان
 }
report-channels = رزروها به تفکیک کانال: { $channels }
report-routes = مسیرها
report-flights = پروازها
report-load = { $sold } از { $capacity } صندلی فروخته شده (اشغال { $load }٪)
report-seats-unknown = { $sold } صندلی فروخته شده (ظرفیت نامعلوم)
report-excel-below = فایل اکسل در پیام بعد ⬇️
report-sheet-channel = کانال
report-col-date = تاریخ پرواز
report-col-sold = صندلی فروخته‌شده تاکنون
report-col-seats = ظرفیت
report-col-load = اشغال ٪
