# Flight search (/search): one line or guided, results, details, party price, nationality check.
# Outside values arrive HTML-escaped; amounts arrive formatted with their currency.

## One line
search-group-hint = In a group, send the search in one line, for example <code>/search THR MHD tomorrow</code>. The guided search works in a private chat with me.
search-line-empty = Tell me what to search.
search-line-missing-destination = The destination is missing: the line is origin, destination(s), then date(s).
search-line-structure = <b>{ $token }</b> is out of place: the line is origin, destination(s), then date(s).
search-line-airport = <b>{ $token }</b> is not an airport code: use three letters, like THR.
search-line-same-airport = <b>{ $token }</b> is both the origin and the destination.
search-line-missing-date = A date is missing.
search-line-date = <b>{ $token }</b> is not a date I can read: use { $gregorian }, today, tomorrow, { $plus } or Jalali { $jalali }.
search-line-past-date = <b>{ $token }</b> is in the past.
search-line-too-far = <b>{ $token }</b> is more than { $n ->
    [one] { $nText } day
   *[other] { $nText } days
 } ahead.
search-line-return-before-outbound = The return date <b>{ $token }</b> is before the outbound date.
search-line-multicity-order = The date <b>{ $token }</b> is before the date of the previous leg.
search-line-unknown-word = I do not know the word <b>{ $token }</b>. Optional words: closed, tour, owned, thirdparty.
search-line-conflicting-source = owned and thirdparty cannot be used together.
search-line-too-many-destinations = At most { $n ->
    [one] { $nText } destination
   *[other] { $nText } destinations
 } in one search.
search-line-too-many-legs = At most { $n ->
    [one] { $nText } leg
   *[other] { $nText } legs
 } in one search.
search-line-too-long = That line is too long to be a search.
search-line-example = For example: <code>/search { $example }</code>

## Guided search
search-ask-kind = ✈️ What kind of trip?
search-kind-oneway = One-way
search-kind-roundtrip = Round trip
search-kind-multi-dest = Several destinations
search-kind-multicity = Multicity
search-ask-origin = From which airport? Type its three-letter code (for example THR) or the whole route (THR-MHD), or press one you used lately.
search-ask-destination = From { $origin } to which airport? Type its code or press one.
search-ask-more-destinations = From { $origin } to: { $added }. Add another destination (at most { $nText }) or press Done.
search-ask-date = Date of { $origin } → { $destination }?
search-ask-return = Return date, { $origin } → { $destination }?
search-ask-date-hint = Press a day, or type a date: { $gregorian }, today, tomorrow, { $plus } or Jalali { $jalali }.
search-ask-leg-origin = Leg { $n }: from which airport (or the route, like THR-MHD)?
search-ask-leg-destination = Leg { $n }: from { $origin } to which airport?
search-ask-leg-date = Leg { $n }: date of { $origin } → { $destination }?
search-ask-more-legs = Add another leg?
search-flow-add-leg = ➕ Another leg
search-flow-done = ✅ Done
search-ask-options = Options: press to change them, then Search.
    The same search in one line: <code>/search { $line }</code>
search-option-source-All = Flights: all
search-option-source-OwnedFlight = Flights: own only
search-option-source-ThirdPartyFlight = Flights: third party only
search-option-closed = Closed and sold-out flights
search-option-tour = Tour fares
search-option-go = 🔎 Search
search-flow-press-button = Please press one of the buttons.
search-flow-type-or-press = Please type the answer or press a button.
search-flow-old-button = That button answers an earlier question.
search-flow-bad-airport = <b>{ $token }</b> is neither an airport code nor a city I know: use three letters, like THR, or a city, like Mashhad.
search-flow-did-you-mean = <b>{ $token }</b> is not an airport I know. Did you mean { $codes }? Tap it, or search as typed.
search-flow-as-typed = 🔎 Search { $code } as typed
search-flow-city-airports = <b>{ $city }</b> has several airports ({ $codes }): which one?
search-flow-too-many = At most { $nText } more here.
search-flow-same-airport = { $code } is already in this search.
search-flow-date-format = <b>{ $token }</b> is not a date I can read.
search-flow-date-invalid = <b>{ $token }</b> is not a day of the calendar.
search-flow-date-past = <b>{ $token }</b> is in the past.
search-flow-date-too-far = <b>{ $token }</b> is too far ahead.
search-flow-date-before = This date must be { $date } or later.

## Results
search-header = 🔎 <b>{ $kind }</b>: <code>{ $line }</code>
search-count = { $n ->
    [one] { $nText } flight
   *[other] { $nText } flights
 }
search-count-airline = { $airline }: { $shown } of { $n ->
    [one] { $nText } flight
   *[other] { $nText } flights
 }
search-sorted-price = cheapest first
search-page = page { $page }/{ $pages }
search-as-of = As of { $time } ({ $zone })
search-none = No flights found for this search.
search-none-bookable = No bookable flights for this search; the closed or sold-out ones are below.
search-airport-not-served = This supplier does not fly from or to { $airports }.
search-flight = ✈️ <b>{ $flight }</b> · { $route } · { $departure } → { $arrival } · { $duration } · { $aircraft } · { $source }
search-source-owned = own flight
search-source-thirdparty = third party
search-price = 💰 { $total } · payable { $payable } · { $classes } · { $seats } · { $fares }
search-fares = { $n ->
    [one] { $nText } fare
   *[other] { $nText } fares
 }
search-seats = { $n ->
    [one] { $nText } seat
   *[other] { $nText } seats
 }
search-seats-few = ⚠️ only { $n ->
    [one] { $nText } seat
   *[other] { $nText } seats
 }
search-seats-legs = { $seats } ({ $n ->
    [2] the fewer of both legs
   *[other] the fewest of the { $nText } legs
 })
search-closed-title = <b>Closed or sold out</b>: { $n ->
    [one] { $nText } flight
   *[other] { $nText } flights
 }, not bookable (the supplier does not say which is which)
search-recheck = Flight times are local at each airport. Fares and seats change: refresh before booking.
search-local-times = Flight times are local at each airport.
search-previous = ⬅️ Previous
search-next = Next ➡️
search-refresh = 🔄 Refresh
search-sort-price = 💰 Cheapest first
search-sort-departure = 🕐 By departure time
search-airline-all = All airlines
search-day-before = ⬅️ { $date }
search-day-after = { $date } ➡️
search-refreshing = Searching again…
search-expired = This result has expired (results are kept for 30 minutes). Press Refresh to search again.
search-expired-toast = This result has expired.
search-renewed = Searching again: seats and prices as of now.
search-renewed-press-again = Searching again: seats and prices as of now, and the list may change. Press the flight again once it shows.
search-view-shown = Already shown.
search-gone = This result is no longer available. Please search again with /search.
search-shift-past = That day is before today ({ $date }).

## Cabins
search-cabin-Economy = Economy
search-cabin-EconomyPlus = Economy Plus
search-cabin-PremiumEconomy = Premium Economy
search-cabin-Business = Business
search-cabin-BusinessComfort = Business Comfort
search-cabin-BusinessPremium = Business Premium
search-cabin-First = First

## Details
search-details-title = ℹ️ <b>Flight { $number } of { $count }</b>
search-details-page = Page { $page }/{ $pages }
search-option-head = 💰 <b>Option { $number }</b>: { $classes } · { $total } · payable { $payable } · { $seats }
search-option-segment = <b>Option { $number }</b>, { $route }:
search-class-head = 💺 <b>{ $code }</b> · { $cabin } · { $fare } · { $seats }{ $tour }
search-tour-only = 🎫 tour only
search-age-adult = 👤 Adult
search-age-child = 🧒 Child
search-age-infant = 👶 Infant
search-fare = { $age }: total { $total } (base { $base }, tax { $tax })
    commission { $commission } ({ $percent }) · markup { $markup } · payable { $payable }
search-percent = { $percent }%
search-baggage = 🧳 Adult { $adult } · child { $child } · infant { $infant }
search-allowance = { $pieces } pc / { $kg } kg, hand { $handPieces } pc / { $handKg } kg
search-who-may-book = 🛂 May book: { $permitted } · may not: { $prohibited }
search-nationality-all = all nationalities
search-nationality-none = none
search-cancellation = 📝 Cancellation: { $text }
search-cancellation-none = 📝 No cancellation rules were sent.

## Party price
search-party-button = 👥 Price for a party
search-party-ask = 👥 How many passengers? Press one, or type it like <code>{ $two } adults { $one } child { $one } infant</code> (or <code>{ $two } { $one } { $one }</code>).
search-party-adults = { $n ->
    [one] { $nText } adult
   *[other] { $nText } adults
 }
search-party-children = { $n ->
    [one] { $nText } child
   *[other] { $nText } children
 }
search-party-infants = { $n ->
    [one] { $nText } infant
   *[other] { $nText } infants
 }
search-party-title = 👥 <b>{ $party }</b> · { $journey }
search-party-line = { $classes }: total { $total } · payable { $payable } · commission { $commission } · markup { $markup }
search-party-line-short = { $classes }: total { $total } · payable { $payable } · commission { $commission } · markup { $markup } · ⚠️ not enough seats (only { $nText })
search-party-error-empty = Please type the passengers.
search-party-error-format = I cannot read <b>{ $token }</b>. Type it like <code>{ $two } adults { $one } child { $one } infant</code>.
search-party-error-no-adult = A party needs at least one adult.
search-party-error-too-many-infants = Each infant travels on an adult's lap: no more infants than adults.
search-party-error-too-many = At most { $nText } passengers in one booking.

## Nationality check
search-nationality-button = 🛂 Nationality check
search-nationality-ask = 🛂 The passenger's nationality? Press a country code or type one (two letters, like IR).
search-nationality-error = <b>{ $token }</b> is not a country code: type two letters, like IR.
search-nationality-title = 🛂 <b>{ $code }</b> · { $journey }
search-nationality-prohibited = ❌ { $segment }{ $class }: refused, { $code } is on the prohibited list (it always wins).
search-nationality-permitted-all = ✅ { $segment }{ $class }: allowed, every nationality may book.
search-nationality-permitted-listed = ✅ { $segment }{ $class }: allowed, { $code } is on the permitted list.
search-nationality-not-permitted = ❌ { $segment }{ $class }: refused, { $code } is not on the permitted list.
