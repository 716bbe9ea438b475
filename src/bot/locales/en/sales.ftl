## /sales
sales-title = Sales, {$period}
sales-zone = Days in {$zone}
sales-filters = Filters: {$filters}
sales-filter-route = route {$route}
sales-filter-airline = airline {$airline}
sales-filter-agency = agency “{$agency}”
sales-counts = { $n ->
        [one] {$count} booking
       *[other] {$count} bookings
    }, { $p ->
        [one] {$passengers} passenger
       *[other] {$passengers} passengers
    }
sales-amounts = Sold: {$amounts}
sales-none = No sales in this period.
sales-by-day = By day
sales-by-hour = By hour
sales-by-route = By route
sales-by-agency = By agency
sales-by-flight = By flight
sales-more = … and { $count } more: { $counts } · { $amounts }
sales-unnamed = (none)
sales-currency-none = (currency not given)
sales-set-aside = ⚠️ { $n ->
    [one] {$count} amount from the feed could not be read exactly and is not in these totals (see /poller).
   *[other] {$count} amounts from the feed could not be read exactly and are not in these totals (see /poller).
    }
sales-cancelled = { $n ->
    [one] Cancelled: {$count} ticket, paid back {$amounts}
   *[other] Cancelled: {$count} tickets, paid back {$amounts}
    }
sales-cancelled-none = No cancellations.
sales-no-data = The ledger is empty: it starts when the event poller first runs. To report earlier days, set EVENTS_START to the first day wanted (for example EVENTS_START=2026-01-01) and restart the bot: the poller backfills the ledger from there.
sales-before-ledger = The ledger starts on {$start}, when the event poller first ran: nothing earlier is in it. To report earlier days, set EVENTS_START to the first day wanted and restart the bot.
sales-bad-filter = “{$part}” is not a filter. Filters: route=THR-MHD, airline=IR, agency=NAME.
sales-bad-route = “{$part}” is not a route. Write two airport codes, for example route=THR-MHD.
sales-bad-airline = “{$part}” is not an airline code. Write its two-letter code, for example airline=IR.
sales-bad-agency = Write the agency's name after agency=, for example agency=Parsian.
sales-period-format = “{$part}” is not a period. Try /sales yesterday or /sales 2026-11-01..2026-11-30.
sales-period-invalid = There is no such day as “{$part}”.
sales-period-reversed = The period ends before it starts: write the earlier day first.
sales-period-too-long = A report covers a year at most: shorten the period.
sales-period-future = That period has not started yet.
sales-chart-title = Bookings
sales-chart-bookings = Bookings
sales-excel = 📥 Excel
sales-sheet-day = Day
sales-sheet-route = Route
sales-sheet-agency = Agency
sales-sheet-flight = Flight
sales-sheet-bookings = Bookings
sales-col-booked = Booked ({$zone})
sales-col-agency = Agency
sales-col-route = Route
sales-col-flight = Flight
sales-col-flight-date = Flight date
sales-col-bookings = Bookings
sales-col-passengers = Passengers
sales-col-channel = Channel
sales-col-amount = Amount
sales-col-currency = Currency
## The breakdowns as tables (rich messages): short column heads a phone shows whole.
sales-table-bookings = PNRs
sales-table-passengers = Pax
sales-table-amount = Sold
sales-more-cell = + { $count } more
sales-excel-drafting = 📥 Writing the Excel file of the sales of { $period }…
