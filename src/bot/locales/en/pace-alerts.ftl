## Pace alerts (src/bot/render/pace-alert.ts, features/pace-alerts.ts). Outside values arrive HTML-escaped.
pace-alert-threshold = 📈 <b>{ $flight }</b> passed { $threshold }% sold
pace-alert-soldout = 🎉 <b>{ $flight }</b> is sold out
pace-alert-behind = 🐢 <b>{ $flight }</b> is { $percent }% behind pace
pace-alert-spike = ⚠️ <b>{ $flight }</b>: { $count ->
    [one] { $countText } cancellation
   *[other] { $countText } cancellations
 } within an hour
pace-alert-sold = { $count ->
    [one] { $countText } seat sold
   *[other] { $countText } seats sold
 } (seats unknown)
pace-alert-load = { $count ->
    [one] { $countText } seat sold
   *[other] { $countText } seats sold
 } of { $capacity } · { $load }% load
pace-alert-usual = The route usually has { $usual } sold with { $days ->
    [one] { $daysText } day
   *[other] { $daysText } days
 } left.
pace-alert-soldout-hint = Every seat is sold: a larger aircraft or an extra flight may sell more.
pace-alert-pace-button = 📈 Pace
pace-alert-manifest-button = 📋 Manifest
pace-alert-control-button = 🛠 Flight control
pace-alert-ack-button = ✋ Acknowledge
pace-ack-done = Taken: the chat is told.
pace-ack-already = { $name } took it at { $time }.
pace-ack-gone = This alert is no longer kept.
pace-ack-told = ✋ { $name } took the pace alert of { $flight } on { $date } ({ $time }).
quiet-set = 🌙 Quiet hours: { $from }–{ $to } ({ $zone }). Alerts that come in them wait and arrive together when they end. /subscribe quiet off ends them.
quiet-off = 🔔 No quiet hours: alerts arrive as they come.
quiet-now = 🌙 Quiet hours: { $from }–{ $to }
quiet-none = This chat has no quiet hours. Set them with /subscribe quiet 23:00-07:00.
quiet-bad = “{ $word }” is not a span of hours. Write it as 23:00-07:00, or off.
