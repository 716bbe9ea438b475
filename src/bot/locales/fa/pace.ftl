## /pace: flights against their route's usual sales (src/bot/render/pace.ts). Outside values arrive HTML-escaped.
pace-title = 📈 <b>روند فروش</b>، { $period }
pace-none = در دفتر فروش پروازی در این روزها نیست. دفتر فروش آنچه را از نخستین اجرای خواننده رویدادها آمده نگه می‌دارد.
pace-col-flight = پرواز
pace-col-sold = فروخته
pace-col-load = اشغال
pace-col-pace = روند
pace-cell-load = ٪{ $percent }
pace-cell-ahead = ▲ ٪{ $percent }
pace-cell-behind = ▼ ٪{ $percent }
pace-cell-on = ● طبق روال
pace-cell-ahead-of-none = ▲ جلوتر
pace-sold = { $count ->
   *[other] { $countText } صندلی فروخته
 }
pace-lately = { $day } در ۲۴ ساعت، { $week } در ۷ روز
pace-usual = { $verdict }: معمولاً { $usual } با { $days ->
   *[other] { $daysText } روز
 } مانده ({ $flights } پرواز گذشته)
pace-unknown = روند گفته نمی‌شود: { $flights } پرواز گذشته در این مسیر، { $needed } لازم است
pace-more = فروش اخیر و روال معمول
pace-unlisted = فهرست پروازهای تأمین‌کننده برای { $dates } پاسخ نداد: ظرفیت آن روزها از هواپیمای پرواز یا صندلی‌های هنوز عرضه‌شده به‌علاوهٔ فروخته‌ها (≈) است، هرجا جست‌وجوی موجودی پرواز را یافت؛ وگرنه نامعلوم.
pace-note = فروخته: بلیت‌های فعال دفتر فروش، نوزادان جدا. روند: فروش کنونی در برابر میانهٔ پروازهای { $days } روز گذشتهٔ همین مسیر با همین تعداد روز مانده (از همان روز هفته اگر { $needed } یا بیشتر باشد)؛ تا ٪{ $band } طبق روال است.
pace-usage = بفرستید /pace، /pace tomorrow، /pace +1..+7 THR-MHD یا /pace airline=IR.
pace-bad-unknown = «{ $part }» نه روز است و نه مسیر.
pace-bad-same-airport = <b>{ $part }</b> از یک فرودگاه به خودش است.
pace-bad-airline = «{ $part }» کد ایرلاین نیست: دو حرف آن را بنویسید، مثلاً airline=IR.
pace-bad-filter = «{ $part }» فیلتر نیست: /pace فقط airline=XX می‌گیرد.
pace-bad-reversed = «{ $part }» پیش از شروعش تمام می‌شود.
pace-bad-too-long = «{ $part }» بیش از ۳۱ روز است.
pace-excel = 📥 اکسل
pace-excel-drafting = 📥 در حال نوشتن فایل اکسل روند فروش { $period }…
pace-sheet-name = روند فروش
pace-sheet-date = تاریخ
pace-sheet-time = ساعت حرکت
pace-sheet-flight = پرواز
pace-sheet-route = مسیر
pace-sheet-sold = فروخته
pace-sheet-infants = نوزاد
pace-sheet-seats = صندلی
pace-sheet-seatsFrom = منبع ظرفیت
pace-seats-from = { $from ->
    [list] فهرست پروازها
    [aircraft] فهرست هواپیماها
   *[offered] صندلی‌های عرضه‌شده + فروخته
 }
pace-load-estimated = اشغال ≈{ $percent }٪ از { $seats } ({ $from ->
    [aircraft] صندلی‌های هواپیمای آن
   *[offered] صندلی‌های هنوز عرضه‌شده + فروخته
 })
pace-sheet-load = ٪ اشغال
pace-sheet-lastDay = فروش ۲۴ ساعت
pace-sheet-lastWeek = فروش ۷ روز
pace-sheet-days = روز مانده
pace-sheet-usual = فروش معمول
pace-sheet-pace = ٪ روند
pace-sheet-pastFlights = پروازهای گذشته
pace-chart-button = 📈 { $flight } { $date }
pace-chart-title = { $flight } { $route } در { $date }
pace-chart-subtitle = صندلی‌های فروخته به تفکیک روز مانده به پرواز، نوزادان جدا
pace-chart-days = روز مانده به پرواز
pace-chart-seats = صندلی فروخته
pace-chart-flight = این پرواز
pace-chart-usual = معمول (میانهٔ { $flights } پرواز گذشته)
pace-chart-none = در دفتر فروش دیگر صندلی‌ای از { $flight } نیست.
