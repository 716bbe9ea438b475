# Deep links (/start payloads) and inline mode (@bot THR MHD tomorrow in any chat).
deeplink-unknown = این پیوند از پیوندهای FlightDesk نیست: شاید ناقص کپی شده یا تغییر کرده باشد. کارهایی که می‌توانید انجام دهید:
inline-open-button = 🔎 باز کردن در گفتگوی خصوصی
inline-card-description = { $total } · { $classes } · { $seats }
inline-card-price = 💰 { $total } · { $classes } · { $seats }
inline-hint-empty = مسیر و تاریخ را بنویسید: THR MHD فردا
inline-hint-example = برای نمونه: { $example }
inline-none = پرواز قابل رزروی پیدا نشد: جستجو را باز کنید
inline-slow = ⏳ پاسخ تأمین‌کننده کند است: چند لحظه بعد همین را دوباره بنویسید
inline-failed-title = ⚠️ جستجو انجام نشد
alert-open-private = 🔒 باز کردن در گفتگوی خصوصی
