# هشدارهای فروش و استرداد، اشتراک‌ها و وضعیت دریافت رویدادها.

## Alerts
alert-booking-title = 🟢 <b>رزرو جدید</b> <code>{ $pnr }</code>
alert-leg = ✈️ { $flight } · { $date } (به وقت محلی)
alert-passengers = 👥 { $list }
alert-pax-adult = { $count ->
   *[other] { $countText } بزرگسال
 }
alert-pax-child = { $count ->
   *[other] { $countText } کودک
 }
alert-pax-infant = { $count ->
   *[other] { $countText } نوزاد
 }
alert-pax-other = { $count ->
   *[other] { $countText } سایر
 }
alert-total = 💰 مبلغ قابل پرداخت: { $amount }
alert-sold-by = 🏢 { $seller }
alert-channel = 🎫 { $channel }
alert-channel-paid = 🎫 { $channel } · 💳 { $gateway }
alert-channel-charter = چارتر
alert-channel-webservice = وب‌سرویس
alert-channel-mixed = چارتر و وب‌سرویس
alert-channel-unknown = کانال فروش مشخص نشده
alert-booked-at = 🕒 زمان رزرو: { $time }
alert-history-button = 📜 سابقه رزرو
alert-cancel-title = 🔴 <b>استرداد</b> <code>{ $pnr }</code>
alert-cancelled-by = 👤 استرداد توسط { $user } · 🕒 { $time }
alert-cancel-passenger = { $n }. { $name } ({ $age }) · بلیت <code>{ $ticket }</code>
alert-cancel-amounts = { "   " }جریمه { $penalty } ({ $percent }٪) · مبلغ برگشتی { $refund }
alert-cancel-more = { $count ->
   *[other] … و { $countText } مسافر دیگر
 }
alert-other = ℹ️ <b>{ $what }</b>{ $reference } · 🕒 { $time }
alert-type-hotel = رزرو هتل
alert-type-tour = رزرو تور
alert-type-replaced = تعویض پرواز یک مسیر
alert-type-passenger = تغییر مشخصات مسافر

## Digests
alerts-digest-title = { $count ->
   *[other] 📦 <b>{ $countText } هشدار</b>
 }
alerts-digest-booking = 🟢 <code>{ $pnr }</code> { $flight } · { $passengers } · { $amount }
alerts-digest-cancellation = 🔴 <code>{ $pnr }</code> { $flight } · { $countText } استرداد · برگشتی { $refund }
alerts-digest-other = ℹ️ { $what }{ $reference } · { $time }
alerts-digest-more-flights = (+{ $countText })
alert-age-adult = بزرگسال
alert-age-child = کودک
alert-age-infant = نوزاد
alerts-digest-flight = { $flight } · { $date }
alerts-digest-footer = { $timed ->
    [yes] 🕒 ساعت پروازها به وقت محلی فرودگاه است؛ دیگر زمان‌ها به { $zone }
   *[no] 🕒 ساعت پروازها به وقت محلی فرودگاه است
 }

## Subscriptions
alerts-choose = 🔔 <b>این گفتگو چه هشدارهایی دریافت کند؟</b>
    با فیلتر می‌توانید محدودشان کنید، مثلاً: /subscribe bookings route=THR-MHD airline=IR flight=1234
    📊 یا نمودار و خلاصهٔ فروش روز، روزی یک بار: /subscribe digest (ساعت { $time }) یا /subscribe digest 21:00
    📈 روند فروش: پروازی که از ۸۰٪ و ۹۵٪ فروش بگذرد، پر شود، از روند عقب بماند یا استرداد زیادی داشته باشد: /subscribe pace route=THR-MHD
    📋 یا گزارش فروش با فایل اکسل: /subscribe report daily یا /subscribe report weekly 08:00
    🌙 ساعات سکوت، هشدارها تا پایانشان نگه داشته می‌شوند: /subscribe quiet 23:00-07:00
alerts-topic-bookings = رزروها
alerts-topic-cancellations = استردادها
alerts-topic-all = همه رویدادها
alerts-topic-pace = روند فروش (درآمد)
alerts-filter-route = مسیر { $route }
alerts-filter-airline = ایرلاین { $airline }
alerts-filter-flight = پرواز { $flight }
alerts-added = ✅ مشترک شدید: { $what }. هشدارها یکی دو دقیقه پس از هر رویداد همین‌جا می‌رسند.
alerts-duplicate = این گفتگو همین هشدارها را از قبل دریافت می‌کند: { $what }.
alerts-limit = این گفتگو هم‌اکنون { $max } اشتراک دارد که بیشترین تعداد مجاز است. ابتدا یکی را با /unsubscribe لغو کنید.
alerts-feed-off = ⚠️ دریافت رویدادها خاموش است (EVENTS_SOURCE=off): تا وقتی مدیر آن را روشن نکند هشداری نمی‌رسد.
alerts-bad-word = «{ $word }» را متوجه نشدم. از bookings، cancellations، all یا pace و فیلترهایی مانند route=THR-MHD، airline=IR یا flight=1234 استفاده کنید؛ برای گزارش روزانهٔ فروش از digest [HH:MM]؛ یا برای ساعات سکوت از quiet 23:00-07:00.
alerts-bad-route = «{ $word }» مسیر معتبری نیست. دو کد فرودگاه را با خط تیره بنویسید، مثلاً route=THR-MHD.
alerts-bad-airline = «{ $word }» کد ایرلاین نیست. کد دوحرفی یاتا را بنویسید، مثلاً airline=IR.
alerts-bad-flight = «{ $word }» شماره پرواز نیست. ارقام آن را بنویسید، مثلاً flight=1234 یا flight=IR1234.
alerts-bad-twice = «{ $word }» تکراری است یا با قبلی تناقض دارد. هر فیلتر و نوع هشدار را فقط یک بار بدهید.
alerts-list-title = 🔔 <b>هشدارهای این گفتگو</b> ({ $count })
alerts-list-line = { $n }. { $what }
alerts-list-hint = برای لغو از /unsubscribe استفاده کنید.
alerts-none = این گفتگو هشدار یا گزارش روزانه‌ای دریافت نمی‌کند. با /subscribe شروع کنید، مثلاً /subscribe bookings route=THR-MHD یا /subscribe digest
alerts-stop-pick = کدام هشدارها یا گزارش روزانه لغو شوند؟
alerts-stop-button = ✖ { $n }. { $what }
alerts-stop-all-button = ✖ لغو همه
alerts-stopped = 🔕 لغو شد: { $what }.
alerts-stopped-all = 🔕 این گفتگو دیگر هشدار یا گزارش روزانه‌ای دریافت نمی‌کند.
alerts-gone = این هشدارها پیش‌تر لغو شده بودند.

## Poller status (admins)
poller-off = 📡 دریافت رویدادها خاموش است (EVENTS_SOURCE=off).
poller-title = 📡 <b>دریافت رویدادها</b>: { $source }، هر { $seconds } ثانیه
poller-leader-this = 🟢 این نمونه کارهای پس‌زمینه و دریافت‌ها را پیش می‌برد ({ $name })
poller-leader-other = ⏸ این نمونه در انتظار است؛ { $leader } کارهای پس‌زمینه و دریافت‌ها را پیش می‌برد
poller-leader-none = ⚠️ اکنون هیچ نمونه‌ای کارهای پس‌زمینه را پیش نمی‌برد: یکی تا LEADER_TAKEOVER_SECONDS آن را به دست می‌گیرد
poller-last-success = آخرین دریافت موفق: { $time } ({ $ago } پیش)
poller-never = آخرین دریافت موفق: هنوز انجام نشده
poller-lag = رویدادها تا { $time } خوانده شده · تأخیر { $lag }
poller-no-cursor = رویدادهای خوانده‌شده: هنوز شروع نشده
poller-healthy = خطا: ندارد
poller-failing = { $count ->
   *[other] ⚠️ ناموفق: { $countText } بار پیاپی، آخرین بار { $time }: { $error }
 }
poller-last-error = آخرین خطا، اکنون برطرف شده: { $time }: { $error }
poller-rejected = رویدادهایی که به‌خاطر ساختار نامنتظره کنار گذاشته شدند: { $count }
poller-outbox = صف ارسال: { $count ->
   *[other] { $countText } هشدار
 } برای { $chats ->
   *[other] { $chatsText } گفتگو
 }
poller-account-ok = حساب تأمین‌کننده: پذیرفته شد (بررسی در { $time })
poller-account-refused = ⛔ حساب تأمین‌کننده رد شد: { $message }
poller-account-trace = (شناسه پیگیری <code>{ $trace }</code>)
poller-account-unreachable = ⚠️ حساب تأمین‌کننده بررسی نشد: { $error }
poller-account-unchecked = حساب تأمین‌کننده: هنوز بررسی نشده
poller-subscriptions = اشتراک‌ها: { $count } ({ $private ->
   *[other] { $privateText } گفتگوی خصوصی
 }، { $groups ->
   *[other] { $groupsText } گروه
 })
poller-seconds = { $n } ثانیه
poller-minutes = { $n } دقیقه
times-zone = 🕒 زمان‌ها به { $zone }
