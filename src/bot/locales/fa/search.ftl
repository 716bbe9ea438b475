# جستجوی پرواز (/search): یک‌خطی یا گام‌به‌گام، نتیجه‌ها، جزئیات، قیمت برای گروه، بررسی ملیت.
# مقدارهای بیرونی HTML-escaped می‌رسند؛ مبلغ‌ها با واحد پولشان قالب‌بندی شده‌اند.

## یک خط
search-group-hint = در گروه، جستجو را در یک خط بفرستید، مثلاً <code>/search THR MHD فردا</code>. جستجوی گام‌به‌گام در گفتگوی خصوصی با من کار می‌کند.
search-line-empty = بگویید چه چیزی جستجو شود.
search-line-missing-destination = مقصد وارد نشده است: ترتیب خط این است: مبدأ، مقصد یا مقصدها، سپس تاریخ یا تاریخ‌ها.
search-line-structure = <b>{ $token }</b> سر جایش نیست: ترتیب خط این است: مبدأ، مقصد یا مقصدها، سپس تاریخ یا تاریخ‌ها.
search-line-airport = <b>{ $token }</b> کد فرودگاه نیست: سه حرف لاتین بنویسید، مثل THR.
search-line-same-airport = <b>{ $token }</b> هم مبدأ است و هم مقصد.
search-line-missing-date = تاریخ وارد نشده است.
search-line-date = <b>{ $token }</b> تاریخی نیست که بتوانم بخوانم: مثل { $gregorian }، امروز، فردا، { $plus } یا تاریخ شمسی { $jalali } بنویسید.
search-line-past-date = <b>{ $token }</b> گذشته است.
search-line-too-far = <b>{ $token }</b> بیش از { $n ->
   *[other] { $nText } روز
 } بعد است.
search-line-return-before-outbound = تاریخ برگشت <b>{ $token }</b> پیش از تاریخ رفت است.
search-line-multicity-order = تاریخ <b>{ $token }</b> پیش از تاریخ مسیر قبلی است.
search-line-unknown-word = واژهٔ <b>{ $token }</b> را نمی‌شناسم. واژه‌های اختیاری: بسته، تور، خودی، شخص‌ثالث.
search-line-conflicting-source = «خودی» و «شخص‌ثالث» را نمی‌توان با هم به کار برد.
search-line-too-many-destinations = در هر جستجو حداکثر { $n ->
   *[other] { $nText } مقصد
 }.
search-line-too-many-legs = در هر جستجو حداکثر { $n ->
   *[other] { $nText } مسیر
 }.
search-line-too-long = این خط برای یک جستجو بیش از حد طولانی است.
search-line-example = برای نمونه: <code>/search { $example }</code>

## جستجوی گام‌به‌گام
search-ask-kind = ✈️ نوع سفر؟
search-kind-oneway = یک‌طرفه
search-kind-roundtrip = رفت و برگشت
search-kind-multi-dest = چند مقصد
search-kind-multicity = چندمسیره
search-ask-origin = از کدام فرودگاه؟ کد سه‌حرفی آن را بنویسید (مثلاً THR) یا کل مسیر را (THR-MHD)، یا یکی از فرودگاه‌هایی را که اخیراً به کار برده‌اید بزنید.
search-ask-destination = از { $origin } به کدام فرودگاه؟ کد آن را بنویسید یا یکی را بزنید.
search-ask-more-destinations = از { $origin } به: { $added }. مقصد دیگری بیفزایید (حداکثر { $nText }) یا «پایان» را بزنید.
search-ask-date = تاریخ پرواز { $origin } → { $destination }؟
search-ask-return = تاریخ برگشت، { $origin } → { $destination }؟
search-ask-date-hint = یک روز را بزنید یا تاریخ را بنویسید: { $gregorian }، امروز، فردا، { $plus } یا شمسی { $jalali }.
search-ask-leg-origin = مسیر { $n }: از کدام فرودگاه (یا کل مسیر، مثل THR-MHD)؟
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
search-flow-bad-airport = <b>{ $token }</b> نه کد فرودگاه است نه شهری که بشناسم: سه حرف لاتین بنویسید، مثل THR، یا نام شهر، مثل مشهد.
search-flow-did-you-mean = <b>{ $token }</b> فرودگاهی نیست که بشناسم. منظورتان { $codes } بود؟ آن را بزنید، یا همان‌طور که نوشتید جستجو کنید.
search-flow-as-typed = 🔎 جستجوی { $code } همان‌طور که نوشته شد
search-flow-city-airports = <b>{ $city }</b> چند فرودگاه دارد ({ $codes }): کدام؟
search-flow-too-many = اینجا حداکثر { $nText } مورد دیگر.
search-flow-same-airport = { $code } از قبل در این جستجو هست.
search-flow-date-format = <b>{ $token }</b> تاریخی نیست که بتوانم بخوانم.
search-flow-date-invalid = <b>{ $token }</b> در تقویم وجود ندارد.
search-flow-date-past = <b>{ $token }</b> گذشته است.
search-flow-date-too-far = <b>{ $token }</b> بیش از حد دور است.
search-flow-date-before = این تاریخ باید { $date } یا پس از آن باشد.

## نتیجه‌ها
search-header = 🔎 <b>{ $kind }</b>: <code>{ $line }</code>
search-count = { $n ->
   *[other] { $nText } پرواز
 }
search-count-airline = { $airline }: { $shown } از { $n ->
   *[other] { $nText } پرواز
 }
search-sorted-price = ارزان‌ترین اول
search-page = صفحهٔ { $page } از { $pages }
search-as-of = وضعیت در { $time } ({ $zone })
search-none = برای این جستجو پروازی پیدا نشد.
search-none-bookable = برای این جستجو پرواز قابل رزروی نیست؛ پروازهای بسته یا تکمیل در ادامه آمده‌اند.
search-airport-not-served = این تأمین‌کننده از یا به { $airports } پرواز ندارد.
search-flight = ✈️ <b>{ $flight }</b> · { $route } · { $departure } تا { $arrival } · { $duration } · { $aircraft } · { $source }
search-source-owned = پرواز خودی
search-source-thirdparty = شخص ثالث
search-price = 💰 { $total } · قابل پرداخت { $payable } · { $classes } · { $seats } · { $fares }
search-fares = { $n ->
   *[other] { $nText } نرخ
 }
search-seats = { $n ->
   *[other] { $nText } صندلی
 }
search-seats-few = ⚠️ فقط { $n ->
   *[other] { $nText } صندلی
 }
search-seats-legs = { $seats } ({ $n ->
    [2] کمترینِ دو مسیر
   *[other] کمترینِ { $nText } مسیر
 })
search-closed-title = <b>بسته یا تکمیل</b>: { $n ->
   *[other] { $nText } پرواز
 }، قابل رزرو نیست (تأمین‌کننده نمی‌گوید کدام بسته و کدام تکمیل است)
search-recheck = ساعت‌های پرواز به وقت محلی هر فرودگاه است. نرخ و صندلی تغییر می‌کند: پیش از رزرو به‌روزرسانی کنید.
search-local-times = ساعت‌های پرواز به وقت محلی هر فرودگاه است.
search-previous = ⬅️ قبلی
search-next = بعدی ➡️
search-refresh = 🔄 به‌روزرسانی
search-sort-price = 💰 ارزان‌ترین اول
search-sort-departure = 🕐 به ترتیب ساعت پرواز
search-airline-all = همهٔ ایرلاین‌ها
search-day-before = ⬅️ { $date }
search-day-after = { $date } ➡️
search-refreshing = در حال جستجوی دوباره…
search-expired = این نتیجه منقضی شده است (نتیجه‌ها ۳۰ دقیقه نگه داشته می‌شوند). برای جستجوی دوباره «به‌روزرسانی» را بزنید.
search-expired-toast = این نتیجه منقضی شده است.
search-renewed = جستجوی دوباره: صندلی‌ها و قیمت‌ها همین حالا.
search-renewed-press-again = جستجوی دوباره: صندلی‌ها و قیمت‌ها همین حالا؛ ممکن است فهرست تغییر کند. وقتی نمایش داده شد، پرواز را دوباره بزنید.
search-view-shown = همین حالا نمایش داده شده است.
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
search-percent = { $percent }٪
search-baggage = 🧳 بزرگسال { $adult } · کودک { $child } · نوزاد { $infant }
search-allowance = { $pieces } عدد / { $kg } کیلو، دستی { $handPieces } عدد / { $handKg } کیلو
search-who-may-book = 🛂 مجاز: { $permitted } · غیرمجاز: { $prohibited }
search-nationality-all = همهٔ ملیت‌ها
search-nationality-none = هیچ
search-cancellation = 📝 قوانین استرداد: { $text }
search-cancellation-none = 📝 قوانین استرداد ارسال نشده است.

## قیمت برای گروه
search-party-button = 👥 قیمت برای گروه
search-party-ask = 👥 چند مسافر؟ یکی را بزنید یا بنویسید، مثل <code>{ $two } بزرگسال { $one } کودک { $one } نوزاد</code> (یا <code>{ $two } { $one } { $one }</code>).
search-party-adults = { $n ->
   *[other] { $nText } بزرگسال
 }
search-party-children = { $n ->
   *[other] { $nText } کودک
 }
search-party-infants = { $n ->
   *[other] { $nText } نوزاد
 }
search-party-title = 👥 <b>{ $party }</b> · { $journey }
search-party-line = { $classes }: جمع { $total } · قابل پرداخت { $payable } · کمیسیون { $commission } · مارک‌آپ { $markup }
search-party-line-short = { $classes }: جمع { $total } · قابل پرداخت { $payable } · کمیسیون { $commission } · مارک‌آپ { $markup } · ⚠️ صندلی کافی نیست (فقط { $nText })
search-party-error-empty = لطفاً تعداد مسافران را بنویسید.
search-party-error-format = <b>{ $token }</b> را نمی‌توانم بخوانم. این‌طور بنویسید: <code>{ $two } بزرگسال { $one } کودک { $one } نوزاد</code>.
search-party-error-no-adult = دست‌کم یک بزرگسال لازم است.
search-party-error-too-many-infants = هر نوزاد در آغوش یک بزرگسال سفر می‌کند: تعداد نوزادان نباید از بزرگسالان بیشتر باشد.
search-party-error-too-many = حداکثر { $nText } مسافر در یک رزرو.

## بررسی ملیت
search-nationality-button = 🛂 بررسی ملیت
search-nationality-ask = 🛂 ملیت مسافر؟ یک کد کشور را بزنید یا بنویسید (دو حرف، مثل IR).
search-nationality-error = <b>{ $token }</b> کد کشور نیست: دو حرف بنویسید، مثل IR.
search-nationality-title = 🛂 <b>{ $code }</b> · { $journey }
search-nationality-prohibited = ❌ { $segment }{ $class }: رد، { $code } در فهرست ممنوع است (این فهرست همیشه مقدم است).
search-nationality-permitted-all = ✅ { $segment }{ $class }: مجاز، همهٔ ملیت‌ها می‌توانند رزرو کنند.
search-nationality-permitted-listed = ✅ { $segment }{ $class }: مجاز، { $code } در فهرست مجاز است.
search-nationality-not-permitted = ❌ { $segment }{ $class }: رد، { $code } در فهرست مجاز نیست.
