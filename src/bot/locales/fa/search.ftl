# جستجوی پرواز (/search): یک‌خطی یا گام‌به‌گام، نتیجه‌ها، جزئیات، قیمت برای گروه، بررسی ملیت.
# مقدارهای بیرونی HTML-escaped می‌رسند؛ مبلغ‌ها با واحد پولشان قالب‌بندی شده‌اند.

## یک خط
search-group-hint = در گروه، جستجو را در یک خط بفرستید، مثلاً <code>/search THR MHD tomorrow</code>. جستجوی گام‌به‌گام در گفتگوی خصوصی با من کار می‌کند.
search-line-empty = بگویید چه چیزی جستجو شود.
search-line-structure = <b>{ $token }</b> سر جایش نیست: ترتیب خط این است: مبدأ، مقصد یا مقصدها، سپس تاریخ یا تاریخ‌ها.
search-line-airport = <b>{ $token }</b> کد فرودگاه نیست: سه حرف لاتین بنویسید، مثل THR.
search-line-same-airport = <b>{ $token }</b> هم مبدأ است و هم مقصد.
search-line-missing-date = تاریخ وارد نشده است.
search-line-date = <b>{ $token }</b> تاریخی نیست که بتوانم بخوانم: مثل 2026-12-01، today، tomorrow، +3 یا تاریخ شمسی 1405/09/10 بنویسید.
search-line-past-date = <b>{ $token }</b> گذشته است.
search-line-too-far = <b>{ $token }</b> بیش از { $days } روز بعد است.
search-line-return-before-outbound = تاریخ برگشت <b>{ $token }</b> پیش از تاریخ رفت است.
search-line-multicity-order = تاریخ <b>{ $token }</b> پیش از تاریخ مسیر قبلی است.
search-line-unknown-word = واژهٔ <b>{ $token }</b> را نمی‌شناسم. واژه‌های اختیاری: closed، tour، owned، thirdparty.
search-line-conflicting-source = owned و thirdparty را نمی‌توان با هم به کار برد.
search-line-too-many-destinations = در هر جستجو حداکثر { $destinations } مقصد.
search-line-too-many-legs = در هر جستجو حداکثر { $legs } مسیر.
search-line-too-long = این خط برای یک جستجو بیش از حد طولانی است.
search-line-example = برای نمونه: <code>/search { $example }</code>

## جستجوی گام‌به‌گام
search-ask-kind = ✈️ نوع سفر؟
search-kind-oneway = یک‌طرفه
search-kind-roundtrip = رفت و برگشت
search-kind-multi-dest = چند مقصد
search-kind-multicity = چندمسیره
search-ask-origin = از کدام فرودگاه؟ کد سه‌حرفی آن را بنویسید (مثلاً THR) یا یکی از فرودگاه‌هایی را که اخیراً به کار برده‌اید بزنید.
search-ask-destination = از { $origin } به کدام فرودگاه؟ کد آن را بنویسید یا یکی را بزنید.
search-ask-more-destinations = از { $origin } به: { $added }. مقصد دیگری بیفزایید (حداکثر { $max }) یا «پایان» را بزنید.
search-ask-date = تاریخ پرواز { $origin } → { $destination }؟
search-ask-return = تاریخ برگشت، { $origin } → { $destination }؟
search-ask-date-hint = یک روز را بزنید یا تاریخ را بنویسید: 2026-12-01، today، tomorrow، +3 یا شمسی 1405/09/10.
search-ask-leg-origin = مسیر { $n }: از کدام فرودگاه؟
search-ask-leg-destination = مسیر { $n }: از { $origin } به کدام فرودگاه؟
search-ask-leg-date = مسیر { $n }: تاریخ { $origin } → { $destination }؟
search-ask-more-legs = مسیر دیگری افزوده شود؟
search-flow-add-leg = ➕ مسیر دیگر
search-flow-done = ✅ پایان
search-ask-options = گزینه‌ها: برای تغییر آن‌ها بزنید، سپس «جستجو».
    همین جستجو در یک خط: <code>/search { $line }</code>
search-option-source-All = پروازها: همه
search-option-source-OwnedFlight = پروازها: فقط خودی
search-option-source-ThirdPartyFlight = پروازها: فقط شخص ثالث
search-option-closed = پروازهای بسته و تکمیل
search-option-tour = نرخ‌های تور
search-option-go = 🔎 جستجو
search-flow-press-button = لطفاً یکی از دکمه‌ها را بزنید.
search-flow-type-or-press = لطفاً پاسخ را بنویسید یا یک دکمه را بزنید.
search-flow-old-button = این دکمه مربوط به پرسش قبلی است.
search-flow-bad-airport = <b>{ $token }</b> کد فرودگاه نیست: سه حرف لاتین بنویسید، مثل THR.
search-flow-too-many = اینجا حداکثر { $max } مورد دیگر.
search-flow-same-airport = { $code } از قبل در این جستجو هست.
search-flow-date-format = <b>{ $token }</b> تاریخی نیست که بتوانم بخوانم.
search-flow-date-invalid = <b>{ $token }</b> در تقویم وجود ندارد.
search-flow-date-past = <b>{ $token }</b> گذشته است.
search-flow-date-too-far = <b>{ $token }</b> بیش از حد دور است.
search-flow-date-before = این تاریخ باید { $date } یا پس از آن باشد.

## نتیجه‌ها
search-header = 🔎 <b>{ $kind }</b>: <code>{ $line }</code>
search-count = یافته‌ها: { $count } · صفحهٔ { $page } از { $pages }
search-as-of = وضعیت در { $time }
search-none = برای این جستجو پروازی پیدا نشد.
search-airport-not-served = این تأمین‌کننده از یا به { $airports } پرواز ندارد.
search-flight = ✈️ <b>{ $flight }</b> · { $route } · { $departure } → { $arrival } · { $duration } · { $aircraft } · { $source }
search-duration = { $hours } ساعت و { $minutes } دقیقه
search-source-owned = پرواز خودی
search-source-thirdparty = شخص ثالث
search-price = 💰 { $total } · قابل پرداخت { $payable } · { $classes } · { $seats } · { $options } نرخ
search-seats = صندلی: { $count }
search-seats-one = ⚠️ فقط 1 صندلی
search-seats-few = ⚠️ فقط { $count } صندلی
search-closed-title = <b>بسته یا تکمیل</b> ({ $count })
search-recheck = نرخ و صندلی تغییر می‌کند: پیش از رزرو به‌روزرسانی کنید.
search-previous = ⬅️ قبلی
search-next = بعدی ➡️
search-refresh = 🔄 به‌روزرسانی
search-refreshing = در حال جستجوی دوباره…
search-expired = این نتیجه منقضی شده است (نتیجه‌ها ۳۰ دقیقه نگه داشته می‌شوند). برای جستجوی دوباره «به‌روزرسانی» را بزنید.
search-expired-toast = این نتیجه منقضی شده است.
search-gone = این نتیجه دیگر در دسترس نیست. لطفاً با /search دوباره جستجو کنید.
search-shift-past = آن روز پیش از امروز ({ $date }) است.

## کابین‌ها
search-cabin-Economy = اکونومی
search-cabin-EconomyPlus = اکونومی پلاس
search-cabin-PremiumEconomy = پریمیوم اکونومی
search-cabin-Business = بیزینس
search-cabin-BusinessComfort = بیزینس کامفورت
search-cabin-BusinessPremium = بیزینس پریمیوم
search-cabin-First = درجه یک

## جزئیات
search-details-title = ℹ️ <b>پرواز { $number } از { $count }</b>
search-details-page = صفحهٔ { $page } از { $pages }
search-option-head = 💰 <b>گزینهٔ { $number }</b>: { $classes } · { $total } · قابل پرداخت { $payable } · { $seats }
search-option-segment = <b>گزینهٔ { $number }</b>، { $route }:
search-class-head = 💺 <b>{ $code }</b> · { $cabin } · { $fare } · { $seats }{ $tour }
search-tour-only = 🎫 فقط تور
search-age-adult = 👤 بزرگسال
search-age-child = 🧒 کودک
search-age-infant = 👶 نوزاد
search-fare = { $age }: جمع { $total } (پایه { $base }، مالیات { $tax })
    کمیسیون { $commission } ({ $percent }) · مارک‌آپ { $markup } · قابل پرداخت { $payable }
search-baggage = 🧳 بزرگسال { $adult } · کودک { $child } · نوزاد { $infant }
search-allowance = { $pieces } عدد / { $kg } کیلو، دستی { $handPieces } عدد / { $handKg } کیلو
search-who-may-book = 🛂 مجاز: { $permitted } · غیرمجاز: { $prohibited }
search-nationality-all = همهٔ ملیت‌ها
search-nationality-none = هیچ
search-cancellation = 📝 قوانین استرداد: { $text }
search-cancellation-none = 📝 قوانین استرداد ارسال نشده است.

## قیمت برای گروه
search-party-button = 👥 قیمت برای گروه
search-party-ask = 👥 چند مسافر؟ یکی را بزنید یا بنویسید، مثل <code>2 بزرگسال 1 کودک 1 نوزاد</code> (یا <code>2 1 1</code>).
search-party-adults-one = 1 بزرگسال
search-party-adults = { $count } بزرگسال
search-party-children-one = 1 کودک
search-party-children = { $count } کودک
search-party-infants-one = 1 نوزاد
search-party-infants = { $count } نوزاد
search-party-title = 👥 <b>{ $party }</b> · { $journey }
search-party-line = { $classes }: جمع { $total } · قابل پرداخت { $payable } · کمیسیون { $commission } · مارک‌آپ { $markup }
search-party-line-short = { $classes }: جمع { $total } · قابل پرداخت { $payable } · کمیسیون { $commission } · مارک‌آپ { $markup } · ⚠️ صندلی کافی نیست (فقط { $seats })
search-party-error-empty = لطفاً تعداد مسافران را بنویسید.
search-party-error-format = <b>{ $token }</b> را نمی‌توانم بخوانم. این‌طور بنویسید: <code>2 بزرگسال 1 کودک 1 نوزاد</code>.
search-party-error-no-adult = دست‌کم یک بزرگسال لازم است.
search-party-error-too-many-infants = هر نوزاد در آغوش یک بزرگسال سفر می‌کند: تعداد نوزادان نباید از بزرگسالان بیشتر باشد.
search-party-error-too-many = حداکثر { $max } مسافر در یک رزرو.

## بررسی ملیت
search-nationality-button = 🛂 بررسی ملیت
search-nationality-ask = 🛂 ملیت مسافر؟ یک کد کشور را بزنید یا بنویسید (دو حرف، مثل IR).
search-nationality-error = <b>{ $token }</b> کد کشور نیست: دو حرف بنویسید، مثل IR.
search-nationality-title = 🛂 <b>{ $code }</b> · { $journey }
search-nationality-prohibited = ❌ { $segment }{ $class }: رد، { $code } در فهرست ممنوع است (این فهرست همیشه مقدم است).
search-nationality-permitted-all = ✅ { $segment }{ $class }: مجاز، همهٔ ملیت‌ها می‌توانند رزرو کنند.
search-nationality-permitted-listed = ✅ { $segment }{ $class }: مجاز، { $code } در فهرست مجاز است.
search-nationality-not-permitted = ❌ { $segment }{ $class }: رد، { $code } در فهرست مجاز نیست.
