## The event feed's health: /poller lines and the admins' notices (src/bot/render/poller.ts)
poller-read-to = رویدادها تا { $time } خوانده شده
poller-feed-waiting = هنوز رویداد تازه‌ای نیامده (پایش از { $time })
poller-feed-quiet = ⚠️ بی‌خبری: { $quiet } است که رویداد تازه‌ای نیامده (پس از { $limit } به مدیران گفته می‌شود)
poller-feed-late = ⚠️ تأخیر: تازه‌ترین رویداد { $lag } پس از وقوعش رسید (به‌موقع: کمتر از { $limit })؛ هر دریافت { $overlap } به عقب برمی‌گردد
feed-alert-quiet = ⚠️ <b>{ $quiet } است که رویداد تازه‌ای از فید تأمین‌کننده نیامده.</b>
    معمولاً در کمتر از { $limit } یکی می‌آید (EVENTS_QUIET_ALERT_MINUTES). شاید فید متوقف شده، دریافت‌ها ناموفق‌اند، یا فروش کند است: /poller را ببینید.
feed-alert-late = ⚠️ <b>فید رویدادهای تأمین‌کننده با تأخیر است.</b>
    تازه‌ترین رویداد { $lag } پس از وقوعش رسید (به‌موقع: کمتر از { $limit }): یا فید دیر است یا ساعت تأمین‌کننده از ساعت ربات عقب است. رویدادهایی که تا { $overlap } دیر برسند هنوز گرفته می‌شوند (EVENTS_OVERLAP_MINUTES)؛ دیرتر از آن ممکن است از دست بروند. /poller را ببینید.
feed-alert-mended = ✅ فید رویدادهای تأمین‌کننده دوباره به‌موقع است.
poller-ledger = دفتر فروش: { $bookings }، { $passengers }، { $tickets }، { $cancellations }
poller-ledger-bookings = { $count ->
   *[other] { $countText } رزرو
 }
poller-ledger-passengers = { $count ->
   *[other] { $countText } مسافر
 }
poller-ledger-tickets = { $count ->
   *[other] { $countText } بلیت
 }
poller-ledger-cancellations = { $count ->
   *[other] { $countText } لغو
 }
poller-set-aside = ⚠️ مبالغ کنارگذاشته (دقیق خوانده نشد، در جمع /sales نیست): { $count }
set-aside-alert = ⚠️ <b>{ $n ->
   *[other] { $count } مبلغ از رویدادهای تأمین‌کننده دقیق خوانده نشد.</b>
 } رزروها و استردادها نگه داشته شده‌اند؛ مبلغشان به‌جای جمع نادرست، از /sales کنار گذاشته شد. از تأمین‌کننده بپرسید:
set-aside-alert-line = • { $pnr } (رویداد { $event }): { $member } = { $sent }
set-aside-alert-more = … و { $count } مورد دیگر (/poller را ببینید).
