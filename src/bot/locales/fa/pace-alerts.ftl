## Pace alerts (src/bot/render/pace-alert.ts, features/pace-alerts.ts). Outside values arrive HTML-escaped.
pace-alert-threshold = 📈 <b>{ $flight }</b> از { $threshold }٪ فروش گذشت
pace-alert-soldout = 🎉 <b>{ $flight }</b> پر شد
pace-alert-behind = 🐢 <b>{ $flight }</b> { $percent }٪ از روند معمول عقب است
pace-alert-spike = ⚠️ <b>{ $flight }</b>: { $count ->
   *[other] { $countText } استرداد
 } در یک ساعت
pace-alert-sold = { $count ->
   *[other] { $countText } صندلی فروخته شده
 } (ظرفیت نامعلوم)
pace-alert-load = { $count ->
   *[other] { $countText } صندلی
 } از { $capacity } فروخته شده · ضریب اشغال { $load }٪
pace-alert-usual = این مسیر معمولاً با { $days ->
   *[other] { $daysText } روز
 } مانده { $usual } صندلی فروخته است.
pace-alert-soldout-hint = همهٔ صندلی‌ها فروخته شده: هواپیمای بزرگ‌تر یا پرواز اضافه می‌تواند بیشتر بفروشد.
pace-alert-pace-button = 📈 روند فروش
pace-alert-manifest-button = 📋 فهرست مسافران
pace-alert-control-button = 🛠 کنترل پرواز
pace-alert-ack-button = ✋ بر عهده گرفتم
pace-ack-done = ثبت شد: به گفتگو اطلاع داده شد.
pace-ack-already = { $name } در { $time } آن را بر عهده گرفت.
pace-ack-gone = این هشدار دیگر نگه داشته نمی‌شود.
pace-ack-told = ✋ { $name } هشدار روند فروش { $flight } در { $date } را بر عهده گرفت ({ $time }).
quiet-set = 🌙 ساعات سکوت: { $from } تا { $to } ({ $zone }). هشدارهایی که در این ساعات برسند نگه داشته می‌شوند و در پایان با هم می‌آیند. با /subscribe quiet off پایان می‌یابد.
quiet-off = 🔔 بدون ساعات سکوت: هشدارها همان لحظه می‌رسند.
quiet-now = 🌙 ساعات سکوت: { $from } تا { $to }
quiet-none = این گفتگو ساعات سکوت ندارد. با /subscribe quiet 23:00-07:00 تنظیمش کنید.
quiet-bad = «{ $word }» بازهٔ ساعت نیست. به شکل 23:00-07:00 یا off بنویسید.
