## /flights: the board of a day (src/bot/render/flights.ts). Outside values arrive HTML-escaped.
flights-title = ✈️ <b>پروازهای { $date }</b> ({ $count ->
   *[other] { $countText } پرواز
 })
flights-title-route = ✈️ <b>پروازهای { $date }</b> · { $route }
flights-sold = { $count ->
   *[other] { $countText } صندلی فروخته
 }
flights-infants = +{ $count ->
   *[other] { $countText } نوزاد
 }
flights-cancelled = { $countText } لغو
flights-offered = { $countText } قابل فروش
flights-offered-closed = بسته یا تکمیل
flights-offered-not-listed = در فروش نیست
flights-offered-unknown = قابل فروش ؟ ({ $reason })
flights-reason-timeout = پاسخ تأمین‌کننده دیر شد
flights-reason-unavailable = تأمین‌کننده در دسترس نیست
flights-reason-garbled = پاسخ تأمین‌کننده خوانا نبود
flights-reason-refused = تأمین‌کننده جست‌وجو را نپذیرفت
flights-reason-not-asked = جست‌وجو نشد: مسیر را بنویسید
flights-load = ضریب اشغال ٪{ $percent } از { $seats }
flights-note = ساعت حرکت به وقت محلی هر فرودگاه است. فروخته: بلیت‌های فعال دفتر فروش، نوزادان جدا؛ قابل فروش: صندلی‌هایی که تأمین‌کننده هنوز می‌فروشد؛ ضریب اشغال: فروخته از صندلی‌های هواپیما.
flights-none = در دفتر فروش پروازی برای { $date } نیست. دفتر فروش آنچه را از نخستین اجرای خواننده رویدادها آمده نگه می‌دارد؛ برای فروش‌های پیش از آن، مدیر EVENTS_START را روزی زودتر بگذارد و ربات را دوباره راه بیندازد.
flights-none-route = در دفتر فروش پروازی { $route } برای { $date } نیست. دفتر فروش آنچه را از نخستین اجرای خواننده رویدادها آمده نگه می‌دارد؛ برای فروش‌های پیش از آن، مدیر EVENTS_START را روزی زودتر بگذارد و ربات را دوباره راه بیندازد.
flights-bad-date = <b>{ $part }</b> تاریخی نیست که بتوانم بخوانم.
flights-bad-route = <b>{ $part }</b> مسیر نیست: دو کد فرودگاه بنویسید، مانند THR-MHD.
flights-same-airport = مبدأ و مقصد <b>{ $part }</b> یکی است.
flights-usage = بفرستید <code>/flights</code>، <code>/flights فردا</code>، <code>/flights 1405/09/11 THR-MHD</code> یا تاریخ میلادی مانند <code>2026-12-02</code>.
flights-manifest-button = 📋 { $flight }
## The board as a table (rich messages): short column heads and cells a phone shows whole.
flights-col-flight = پرواز
flights-col-route = مسیر
flights-col-sold = فروخته
flights-col-offered = مانده
flights-col-load = اشغال
flights-cell-load = ٪{ $percent }
flights-cell-closed = بسته
flights-cell-not-listed = خارج از فروش
flights-more-figures = نوزادان، ابطال‌ها و صندلی‌ها
