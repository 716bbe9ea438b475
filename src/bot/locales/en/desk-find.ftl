## /find and /manifest
desk-ledger-empty = The bookings ledger is empty: it fills from the event feed once the poller has run. To load past days, start the bot with EVENTS_START set to the first day to read (for example EVENTS_START=2026-11-01).
find-error-empty = Send /find with what you know: a PNR, ticket number, part of a passenger's name, national code, passport number, phone or email. Example: /find karimi
find-error-too-long = That is too long for a name, code or address. Send a shorter part.
find-error-name-too-short = A name needs at least three letters: send a little more of it.
find-error-unrecognised = I cannot read that as a PNR, ticket, national code, passport, phone, email or name. Example: /find 0912 123 4567
find-none = No booking in the ledger matches { $query }.
find-none-pnr = No booking in the ledger matches { $query }. The ledger holds what the feed brought; the supplier may still know <code>{ $pnr }</code>.
find-title = { $n ->
    [one] { $count } booking matches { $query }
   *[other] { $count } bookings match { $query }
  }
find-more = { $n ->
    [one] …and { $count } more: narrow the search to see it.
   *[other] …and { $count } more: narrow the search to see them.
  }
find-title-over = More than { $count } bookings match { $query }
find-more-over = …and more than { $count } others: narrow the search to see them.
find-others = { $n ->
    [one] (+{ $count } passenger)
   *[other] (+{ $count } passengers)
  }
find-booked = booked { $at }
find-zone = Times in { $zone }.
find-button-history = 📜 History { $pnr }
find-button-open-history = 📜 Open /history { $pnr }
find-by-national-code = National code
find-by-passport = Passport
find-by-phone = Phone
find-by-email = Email
manifest-usage = Send /manifest with a flight and its date, for example /manifest IR1234 2026-12-02 (also tomorrow, +3 or a Jalali date).
manifest-error-flight = That is not a flight: write the airline's code and the number, for example IR1234.
manifest-error-date = That is not a date: write 2026-12-02, 1405/09/11, today, tomorrow or +3.
manifest-title = { $flight } on { $date }
manifest-counts = Sold seats { $sold } · infants { $infants } · cancelled { $cancelled }
manifest-cancelled = cancelled
manifest-active = active
manifest-button-excel = 📥 Excel
manifest-other-dates = No passengers of { $flight } on { $date } in the ledger. It has passengers on: { $dates }.
manifest-unknown = No passengers of { $flight } on { $date }, nor a week either side, in the ledger: check the flight and the date.
manifest-file-caption = { $flight } on { $date }: { $count } rows. Booking times in { $zone }.
manifest-col-name = Passenger
manifest-col-age = Age type
manifest-col-pnr = PNR
manifest-col-ticket = Ticket
manifest-col-agency = Agency
manifest-col-status = Status
manifest-col-booked = Booked
manifest-col-national-code = National code
manifest-col-passport = Passport
manifest-col-phone = Phone
manifest-col-email = Email
find-button-copy = ⧉ { $pnr }
## The manifest as a table (rich messages): short column heads a phone shows whole.
manifest-col-number = #
manifest-col-age-short = Age
manifest-more = Tickets, agencies and documents
manifest-excel-drafting = 📥 Writing the Excel file of { $flight } on { $date }…
