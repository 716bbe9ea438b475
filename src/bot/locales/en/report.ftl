## Sales reports (/subscribe report, src/bot/render/report.ts). Outside values arrive HTML-escaped.
report-described = { $period ->
    [weekly] Weekly sales report, Saturdays at { $time }
   *[daily] Daily sales report at { $time }
 }
report-bad-period = “{ $word }” is not a report period. Write /subscribe report daily or /subscribe report weekly, with an hour if you like: /subscribe report weekly 08:00 route=THR-MHD
report-bad-flight = A report covers routes and airlines, not one flight: use route= or airline=.
report-added = ✅ Subscribed: { $what } ({ $zone }): per route and flight, bookings, load factors, revenue and average fare per currency, sales channels and cancellations, with a chart and the Excel file. Stop it with /unsubscribe.
report-changed = ✅ Changed: { $what } ({ $zone }).
report-title = 📊 { $period ->
    [weekly] Weekly sales report
   *[daily] Daily sales report
 }, { $days }
report-average = Average fare: { $amounts }
report-channel = { $channel ->
    [agency] agencies { $count }
    [api] external API { $count }
   *[own] own web sales { $count }
 }
report-channel-name = { $channel ->
    [agency] Agencies
    [api] External API
   *[own] Own web sales
 }
report-channels = Bookings by channel: { $channels }
report-routes = Routes
report-flights = Flights
report-load = { $sold } of { $capacity } seats sold ({ $load }% load)
report-seats-unknown = { $sold } seats sold (seats unknown)
report-excel-below = The Excel file follows ⬇️
report-sheet-channel = Channel
report-col-date = Flight date
report-col-sold = Seats sold now
report-col-seats = Seats
report-col-load = Load %
