# Deep links (/start payloads) and inline mode (@bot THR MHD tomorrow in any chat).
deeplink-unknown = This link is not one FlightDesk makes: it may have been cut or changed. Here is what you can do instead.
inline-open-button = 🔎 Open in private chat
inline-card-description = { $total } · { $classes } · { $seats }
inline-card-price = 💰 { $total } · { $classes } · { $seats }
inline-hint-empty = Type a route and a date: THR MHD tomorrow
inline-hint-example = For example: { $example }
inline-none = No bookable flights: open the search
inline-slow = ⏳ The supplier is slow: type the same again in a moment
inline-failed-title = ⚠️ The search failed
alert-open-private = 🔒 Open in private chat
