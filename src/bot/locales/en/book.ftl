# Selling (/book): hold seats (Lock), check and confirm, issue tickets (Book) once. Outside values arrive HTML-escaped;
# numbers, dates and times arrive written in the reader's digits ($n is the number a plural is chosen by, $nText how it is written).

book-private-only = 🎫 Bookings are made in a private chat with me, where no one else can type into them.
book-search-first = 🎫 Search first (for example <code>/search THR MHD tomorrow</code>), then press 🎫 under a flight's ℹ️ details, or send /book again.
book-choose = 🎫 Which flight and class of your latest search? Fares are checked again before anything is booked.
book-nothing-to-book = 🎫 Your latest search has no flight that can be booked here (a multicity trip is booked leg by leg).
book-button-book = 🎫 Book { $classes }
book-offer-missing = ⚠️ This flight and fare are no longer offered: a fresh search does not list them (sold out, closed or changed). Nothing was held. Search again to book.
book-offer-not-bookable = A multicity trip is booked leg by leg: search each flight one-way.
book-title = 🎫 <b>New booking</b>
book-class = class { $class } · { $fare }

book-party-seats = Only { $nText } { $n ->
    [one] seat is
   *[other] seats are
  } left in this class: a smaller party, or another class.
book-party-lock-limit = At most 9 seats (adults and children) can be held at once: split the party into two bookings.
book-ask-mobile = 📱 The contact's mobile number (for example <code>0912 123 4567</code> or <code>+98 912 123 4567</code>):
book-mobile-bad = <code>{ $text }</code> is not an Iranian mobile number: 11 digits starting with 09, or +98 and 10 digits.
book-ask-email = ✉️ The contact's email, or Skip:
book-button-skip = Skip
book-email-bad = <code>{ $text }</code> is not an email address.

book-ask-first-name = 👤 Passenger { $index } of { $count } ({ $age }): first name, in Latin letters as in the passport:
book-ask-last-name = 👤 Passenger { $index } of { $count } ({ $age }): last name, in Latin letters:
book-name-empty = Please type the name.
book-name-persian = Type the name in Latin letters, as the passport writes it (for example REZA, not رضا).
book-name-format = A name has letters only, words joined by a space, a hyphen or an apostrophe.
book-name-too-long = That name is too long for a ticket: 40 letters at most.
book-ask-sex = { $name }: male or female?
book-sex-M = ♂ Male
book-sex-F = ♀ Female
book-ask-birth = 🎂 Passenger { $index } of { $count } ({ $age }): date of birth, Gregorian (1990-05-17) or Jalali (1369/02/27):
book-date-format = Type a whole date: yyyy-MM-dd (Gregorian) or yyyy/MM/dd (Jalali).
book-date-invalid = There is no such day.
book-birth-after-flight = That date is after the flight.
book-age-mismatch = Born then, this passenger is { $actual } on the flight's date ({ $date }), not { $age }. Check the date, or /cancel and book with another party.
book-ask-nationality = 🌍 Nationality: press one, or type a two-letter code (IR, IQ, AF...):
book-nationality-prohibited = ⛔ This class does not sell to { $code } nationals (the supplier prohibits it): another nationality, or /cancel and pick another class.
book-nationality-not-permitted = ⛔ This class sells only to the nationalities it lists, not to { $code }: another nationality, or /cancel and pick another class.
book-ask-national-code = 🪪 The national code (کد ملی), 10 digits:
book-national-code-bad = That is not a valid national code: its check digit does not match.
book-ask-passport = 🛂 Passport number:
book-passport-bad = A passport number has 5 to 20 letters and digits.
book-ask-passport-expiry = 🛂 Passport expiry date (it must be valid 6 months after { $date }):
book-passport-expires = The passport must be valid at least 6 months after the last flight ({ $date }).
book-ask-passport-country = 🛂 Country that issued the passport (two letters):

book-summary-title = 🎫 <b>Seats held: please check</b>
book-passenger = { $index }. <b>{ $name }</b> · { $age } · { $sex } · { $birth } · { $document }
book-contact = 📱 { $mobile } · ✉️ { $email }
book-total-age = { $age }: { $count } × { $each } = { $sum }
book-total = 💵 <b>Total payable { $total }</b>
book-held-until = ⏳ Held for { $minutes } minutes, until { $time } ({ $zone }). Confirm checks the fare again, then books.
book-held-no-expiry = ⏳ The supplier did not say how long it holds the seats. Confirm checks the fare again, then books.
book-button-confirm = ✅ Confirm booking
book-button-cancel = ✖️ Cancel
book-button-hold-again = 🔒 Hold again
book-use-buttons = Please use the buttons above, or /cancel.
book-cancelled = Cancelled: nothing was booked, and the held seats are given back.
book-released = The seats held for your booking are given back.
book-flow-closed = ⌛ Your booking waited too long and was closed: the passengers' details you typed are deleted, and nothing was booked. Start again with /book when you are ready.
book-hold-expired = ⌛ The hold expired before Confirm: the seats may be sold meanwhile. Nothing was booked. Hold them again?
book-lock-released = ⌛ The supplier no longer holds these seats (the hold expired or was released). Nothing was booked. Hold them again?
book-lock-unknown = ⚠️ The supplier did not answer the hold clearly. Nothing was booked; seats it may hold come back when its hold expires. Try again in a few minutes.
book-fare-changed = 💱 The fare changed since the search: it was { $before }, it is now <b>{ $after }</b>. Nothing was booked and the held seats are given back. Hold them at the new fare?
book-offer-gone = ⚠️ The search no longer lists this class (sold out beyond your hold, or closed). Your hold still keeps its seats: book them?

book-issued = ✅ <b>Booked: PNR { $pnr }</b>
book-issued-passenger = { $index }. { $name } · ticket { $tickets }
book-debited = 💵 Debited: <b>{ $amount }</b>
book-reference = Reference { $reference }
book-unknown = ⏳ The supplier gave no clear answer to the booking (reference { $reference }). It may have been issued: nothing will be sent again. I ask the supplier for its outcome { $count ->
    [one] in { $seconds } second
   *[other] in { $seconds } seconds
    } and tell you here.{ $said }
book-supplier-said = {" "}The supplier says: { $words }
book-blocked-issued = This hold is already booked: PNR { $pnr } (reference { $reference }). Nothing was sent again.
book-blocked-sending = This hold is being booked right now (reference { $reference }). Nothing was sent again: its outcome follows here.
book-blocked-unknown = A booking of this hold has an unknown outcome (reference { $reference }): nothing was sent again. Check <code>/status</code> with that reference.
book-blocked-released = These seats are no longer held: nothing was sent. Search again to book.
book-refused = ⛔ The supplier refused the booking: { $message }. Nothing was booked.
book-refused-nationality = ⛔ The supplier refused a passenger's nationality for this class (Error1012). Nothing was booked.
book-refused-seats = ⛔ Not enough seats are left in this class (the supplier says). Nothing was booked.
book-refused-lock-limit = ⛔ The supplier holds at most 9 seats at once (Error1013): split the party. Nothing was booked.
book-refused-flight = ⛔ The supplier no longer sells this flight or class as searched (Error1001/1006/1011): search again. Nothing was booked.
book-refused-fare = ⛔ The fare changed since the search: search again. Nothing was booked.

book-status-issued = ✅ The booking without answer (reference { $reference }, { $flight }) was issued.
book-status-failed = ⛔ The booking without answer (reference { $reference }, { $flight }) was not issued: { $reason }. Nothing was debited; book again if need be.
book-status-unknown = ⚠️ The outcome of the booking (reference { $reference }, { $flight }) is still unknown after several questions to the supplier. Nothing will be sent again: check it with <code>/status</code> and that reference, or with the supplier.
