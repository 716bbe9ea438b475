## /flights: the board of a day (src/bot/render/flights.ts). Outside values arrive HTML-escaped.
flights-title = ✈️ <b>Flights of { $date }</b> ({ $count ->
    [one] { $countText } flight
   *[other] { $countText } flights
 })
flights-title-route = ✈️ <b>Flights of { $date }</b> · { $route }
flights-sold = { $count ->
    [one] { $countText } seat sold
   *[other] { $countText } seats sold
 }
flights-infants = +{ $count ->
    [one] { $countText } infant
   *[other] { $countText } infants
 }
flights-cancelled = { $countText } cancelled
flights-offered = { $countText } offered
flights-offered-closed = closed or sold out
flights-offered-not-listed = not on sale
flights-offered-unknown = offered ? ({ $reason })
flights-reason-timeout = the supplier timed out
flights-reason-unavailable = the supplier is unavailable
flights-reason-garbled = the supplier's answer was unreadable
flights-reason-refused = the supplier refused the search
flights-reason-not-asked = not searched: name a route
flights-load = load { $percent }% of { $seats }
flights-note = Departures are local at each airport. Sold: active tickets in the ledger, infants apart; offered: seats the supplier still sells; load: sold of the aircraft's seats.
flights-none = No flight of { $date } in the ledger. The ledger holds what the event feed brought since the poller first ran; earlier sales come in when an admin sets EVENTS_START to an earlier day and restarts the bot.
flights-none-route = No flight { $route } of { $date } in the ledger. The ledger holds what the event feed brought since the poller first ran; earlier sales come in when an admin sets EVENTS_START to an earlier day and restarts the bot.
flights-bad-date = <b>{ $part }</b> is not a date I can read.
flights-bad-route = <b>{ $part }</b> is not a route: use two airport codes, like THR-MHD.
flights-same-airport = <b>{ $part }</b> goes from an airport to itself.
flights-usage = Send <code>/flights</code>, <code>/flights tomorrow</code>, <code>/flights 2026-12-02 THR-MHD</code> or a Jalali date like <code>1405/09/11</code>.
flights-manifest-button = 📋 { $flight }
## The board as a table (rich messages): short column heads and cells a phone shows whole.
flights-col-flight = Flight
flights-col-route = Route
flights-col-sold = Sold
flights-col-offered = Left
flights-col-load = Load
flights-cell-load = { $percent }%
flights-cell-closed = closed
flights-cell-not-listed = off sale
flights-more-figures = Infants, cancellations and seats
