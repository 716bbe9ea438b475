## /find and /manifest
desk-ledger-empty = دفتر رزروها خالی است: پس از اجرای خواننده رویدادها از فید پر می‌شود. برای بارگذاری روزهای گذشته، ربات را با EVENTS_START برابر نخستین روز مورد نظر اجرا کنید (مثلاً EVENTS_START=2026-11-01).
find-error-empty = پس از /find آنچه می‌دانید را بفرستید: PNR، شماره بلیت، بخشی از نام مسافر، کد ملی، شماره گذرنامه، تلفن یا ایمیل. مثال: /find کریمی
find-error-too-long = این برای نام، کد یا نشانی بیش از حد بلند است. بخش کوتاه‌تری بفرستید.
find-error-name-too-short = نام دست‌کم سه حرف لازم دارد: کمی بیشتر از آن را بفرستید.
find-error-unrecognised = این را نمی‌توانم PNR، بلیت، کد ملی، گذرنامه، تلفن، ایمیل یا نام بخوانم. مثال: /find 0912 123 4567
find-none = هیچ رزروی در دفتر با { $query } جور نیست.
find-none-pnr = هیچ رزروی در دفتر با { $query } جور نیست. دفتر آن چیزی را دارد که فید آورده؛ ممکن است تأمین‌کننده <code>{ $pnr }</code> را بشناسد.
find-title = { $n ->
   *[other] { $count } رزرو با { $query } جور است
  }
find-more = { $n ->
   *[other] …و { $count } مورد دیگر: جست‌وجو را دقیق‌تر کنید.
  }
find-title-over = بیش از { $count } رزرو با { $query } جور است
find-more-over = …و بیش از { $count } مورد دیگر: جست‌وجو را دقیق‌تر کنید.
find-others = { $n ->
   *[other] (+{ $count } مسافر)
  }
find-booked = رزرو { $at }
find-zone = زمان‌ها به وقت { $zone }.
find-button-history = 📜 سابقه { $pnr }
find-button-open-history = 📜 باز کردن /history { $pnr }
find-by-national-code = کد ملی
find-by-passport = گذرنامه
find-by-phone = تلفن
find-by-email = ایمیل
manifest-usage = پس از /manifest پرواز و تاریخ آن را بفرستید، مثلاً /manifest IR1234 1405/09/11 (یا فردا، +3 یا تاریخ میلادی).
manifest-error-flight = این پرواز نیست: کد ایرلاین و شماره را بنویسید، مثلاً IR1234.
manifest-error-date = این تاریخ نیست: 1405/09/11، 2026-12-02، امروز، فردا یا +3 بنویسید.
manifest-title = { $flight } در { $date }
manifest-counts = صندلی فروخته { $sold } · نوزاد { $infants } · لغوشده { $cancelled }
manifest-cancelled = لغوشده
manifest-active = فعال
manifest-button-excel = 📥 اکسل
manifest-other-dates = در دفتر مسافری برای { $flight } در { $date } نیست. این پرواز در این روزها مسافر دارد: { $dates }.
manifest-unknown = در دفتر مسافری برای { $flight } در { $date } و یک هفته پیش و پس از آن نیست: پرواز و تاریخ را بررسی کنید.
manifest-file-caption = { $flight } در { $date }: { $count } ردیف. زمان رزرو به وقت { $zone }.
manifest-col-name = مسافر
manifest-col-age = رده سنی
manifest-col-pnr = PNR
manifest-col-ticket = بلیت
manifest-col-agency = آژانس
manifest-col-status = وضعیت
manifest-col-booked = زمان رزرو
manifest-col-national-code = کد ملی
manifest-col-passport = گذرنامه
manifest-col-phone = تلفن
manifest-col-email = ایمیل
find-button-copy = ⧉ { $pnr }
## The manifest as a table (rich messages): short column heads a phone shows whole.
manifest-col-number = #
manifest-col-age-short = سن
manifest-more = بلیت‌ها، آژانس‌ها و مدارک
manifest-excel-drafting = 📥 در حال نوشتن فایل اکسل { $flight } در { $date }…
