# Deep links (/start payloads) and inline mode (@bot THR MHD tomorrow in any chat).
deeplink-unknown = هذا الرابط ليس من روابط FlightDesk: ربما نُسخ ناقصًا أو عُدِّل. إليك ما يمكنك فعله بدلًا من ذلك.
inline-open-button = 🔎 فتح في المحادثة الخاصة
inline-card-description = { $total } · { $classes } · { $seats }
inline-card-price = 💰 { $total } · { $classes } · { $seats }
inline-hint-empty = اكتب المسار والتاريخ: THR MHD غدا
inline-hint-example = مثلًا: { $example }
inline-none = لا توجد رحلات قابلة للحجز: افتح البحث
inline-slow = ⏳ المورّد بطيء: اكتب الشيء نفسه مرة أخرى بعد لحظة
inline-failed-title = ⚠️ تعذّر البحث
alert-open-private = 🔒 فتح في المحادثة الخاصة
