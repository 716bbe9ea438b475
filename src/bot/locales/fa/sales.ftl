## /sales
sales-title = فروش، {$period}
sales-zone = روزها به {$zone}
sales-filters = فیلترها: {$filters}
sales-filter-route = مسیر {$route}
sales-filter-airline = ایرلاین {$airline}
sales-filter-agency = آژانس «{$agency}»
sales-counts = { $n ->
       *[other] {$count} رزرو
    }، { $p ->
       *[other] {$passengers} مسافر
    }
sales-amounts = فروش: {$amounts}
sales-none = در این بازه فروشی نبوده است.
sales-by-day = به تفکیک روز
sales-by-hour = به تفکیک ساعت
sales-by-route = به تفکیک مسیر
sales-by-agency = به تفکیک آژانس
sales-by-flight = به تفکیک پرواز
sales-more = … و { $count } مورد دیگر: { $counts } · { $amounts }
sales-unnamed = (بدون نام)
sales-currency-none = (ارز مشخص نشده)
sales-set-aside = ⚠️ { $n ->
   *[other] {$count} مبلغ از رویدادها دقیق خوانده نشد و در این جمع‌ها نیست (/poller را ببینید).
    }
sales-cancelled = { $n ->
       *[other] استرداد: {$count} بلیت، مبلغ برگشتی {$amounts}
    }
sales-cancelled-none = استردادی نبوده است.
sales-no-data = دفتر فروش خالی است: از اولین اجرای دریافت رویدادها پر می‌شود. برای گزارش روزهای قبل، EVENTS_START را روی اولین روز مورد نظر بگذارید (مثلاً EVENTS_START=2026-01-01) و ربات را دوباره راه‌اندازی کنید.
sales-before-ledger = دفتر فروش از {$start} شروع می‌شود، از اولین اجرای دریافت رویدادها: روزهای قبل در آن نیست. برای گزارش آن روزها EVENTS_START را تنظیم و ربات را دوباره راه‌اندازی کنید.
sales-bad-filter = «{$part}» فیلتر نیست. فیلترها: route=THR-MHD، airline=IR، agency=نام
sales-bad-route = «{$part}» مسیر نیست. دو کد فرودگاه بنویسید، مثلاً route=THR-MHD
sales-bad-airline = «{$part}» کد ایرلاین نیست. کد دوحرفی را بنویسید، مثلاً airline=IR
sales-bad-agency = نام آژانس را بعد از agency= بنویسید.
sales-period-format = «{$part}» بازهٔ زمانی نیست. مثلاً /sales دیروز یا /sales 1405/09/01..1405/09/30
sales-period-invalid = روزی به نام «{$part}» وجود ندارد.
sales-period-reversed = پایان بازه پیش از شروع آن است: اول روز زودتر را بنویسید.
sales-period-too-long = گزارش حداکثر یک سال را پوشش می‌دهد: بازه را کوتاه‌تر کنید.
sales-period-future = این بازه هنوز شروع نشده است.
sales-chart-title = رزروها
sales-chart-bookings = رزروها
sales-excel = 📥 اکسل
sales-sheet-day = روز
sales-sheet-route = مسیر
sales-sheet-agency = آژانس
sales-sheet-flight = پرواز
sales-sheet-bookings = رزروها
sales-col-booked = زمان رزرو ({$zone})
sales-col-agency = آژانس
sales-col-route = مسیر
sales-col-flight = پرواز
sales-col-flight-date = تاریخ پرواز
sales-col-bookings = رزروها
sales-col-passengers = مسافران
sales-col-channel = کانال
sales-col-amount = مبلغ
sales-col-currency = ارز
## The breakdowns as tables (rich messages): short column heads a phone shows whole.
sales-table-bookings = رزرو
sales-table-passengers = مسافر
sales-table-amount = فروش
sales-more-cell = + { $count } دیگر
sales-excel-drafting = 📥 در حال نوشتن فایل اکسل فروش { $period }…
