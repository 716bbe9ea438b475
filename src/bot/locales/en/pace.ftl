## /pace: flights against their route's usual sales (src/bot/render/pace.ts). Outside values arrive HTML-escaped.
pace-title = 📈 <b>Pace</b>, { $period }
pace-none = No flight of these days in the ledger. The ledger holds what the event feed brought since the poller first ran.
pace-col-flight = Flight
pace-col-sold = Sold
pace-col-load = Load
pace-col-pace = Pace
pace-cell-load = { $percent }%
pace-cell-ahead = ▲ { $percent }%
pace-cell-behind = ▼ { $percent }%
pace-cell-on = ● on pace
pace-cell-ahead-of-none = ▲ ahead
pace-sold = { $count ->
    [one] { $countText } seat sold
   *[other] { $countText } seats sold
 }
pace-lately = { $day } in 24 h, { $week } in 7 days
pace-usual = { $verdict }: usually { $usual } with { $days ->
    [one] { $daysText } day
   *[other] { $daysText } days
 } left ({ $flights } past flights)
pace-unknown = pace not told: { $flights } past flights of the route, { $needed } needed
pace-more = Sales lately and the usual
pace-unlisted = The supplier's flight list did not answer for { $dates }: seats there are those of the flight's aircraft, or the seats still offered plus those sold (≈), where the availability search found the flight; unknown otherwise.
pace-note = Sold: active tickets in the ledger, infants apart. Pace: sold now against the median of the route's flights of the last { $days } days with as many days left (of the same weekday when there are { $needed } or more); within { $band }% is on pace.
pace-usage = Send /pace, /pace tomorrow, /pace +1..+7 THR-MHD or /pace airline=IR.
pace-bad-unknown = “{ $part }” is neither a day nor a route.
pace-bad-same-airport = <b>{ $part }</b> goes from an airport to itself.
pace-bad-airline = “{ $part }” is not an airline code: write its two letters, for example airline=IR.
pace-bad-filter = “{ $part }” is not a filter: /pace takes airline=XX.
pace-bad-reversed = “{ $part }” ends before it starts.
pace-bad-too-long = “{ $part }” is longer than 31 days.
pace-excel = 📥 Excel
pace-excel-drafting = 📥 Writing the Excel file of the pace of { $period }…
pace-sheet-name = Pace
pace-sheet-date = Date
pace-sheet-time = Departure
pace-sheet-flight = Flight
pace-sheet-route = Route
pace-sheet-sold = Sold
pace-sheet-infants = Infants
pace-sheet-seats = Seats
pace-sheet-seatsFrom = Seats from
pace-seats-from = { $from ->
    [list] flight list
    [aircraft] aircraft list
   *[offered] still offered + sold
 }
pace-load-estimated = load ≈{ $percent }% of { $seats } ({ $from ->
    [aircraft] seats of its aircraft
   *[offered] seats still offered + sold
 })
pace-sheet-load = Load %
pace-sheet-lastDay = Sold in 24 h
pace-sheet-lastWeek = Sold in 7 days
pace-sheet-days = Days left
pace-sheet-usual = Usual sold
pace-sheet-pace = Pace %
pace-sheet-pastFlights = Past flights
pace-chart-button = 📈 { $flight } { $date }
pace-chart-title = { $flight } { $route } on { $date }
pace-chart-subtitle = Seats sold by days before departure, infants apart
pace-chart-days = Days before departure
pace-chart-seats = Seats sold
pace-chart-flight = This flight
pace-chart-usual = Usual (median of { $flights } past flights)
pace-chart-none = No seat of { $flight } in the ledger any more.
