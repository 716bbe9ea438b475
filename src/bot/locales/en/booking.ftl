# Booking history (/history) and booking request status (/status). Outside values arrive HTML-escaped.

booking-usage-history = Send <code>/history PNR</code>, for example <code>/history K7M2QA</code>.
booking-usage-status = Send <code>/status REF</code> with the reference of the booking request, for example <code>/status FD-1001</code>.
booking-bad-pnr = <code>{ $text }</code> does not look like a PNR: 5 to 8 letters or digits, for example <code>K7M2QA</code>.
booking-bad-ref = <code>{ $text }</code> does not look like a booking request reference: up to 40 letters, digits, dots, dashes or underscores.
history-not-found = No booking <code>{ $pnr }</code> could be shown. The supplier says: { $message }
status-not-found = No booking request <code>{ $ref }</code> could be shown. The supplier says: { $message }

booking-passenger = 👤 <b>{ $index }. { $name }</b> · { $age } · { $gender } · born { $birth } · { $nationality }
booking-age-adult = adult
booking-age-child = child
booking-age-infant = infant
booking-age-other = passenger
booking-gender-male = male
booking-gender-female = female
booking-national-id = National id: <code>{ $id }</code>
booking-passport = Passport: { $details }
booking-passport-number = number { $value }
booking-passport-expiry = expiry { $value }
booking-passport-country = issuing country { $value }

# The summary.
history-title = 📘 <b>Booking { $pnr }</b> · { $state }
history-state-active = ✅ active
history-state-partly-refunded = ↩️ partly refunded
history-state-refunded = ↩️ refunded
history-state-flown = 🛬 flown
history-booked = 🕒 Booked { $time } · all times in { $zone }
history-legs = ✈️ <b>Flights</b> (local time at each airport)
history-leg-moved = (moved from { $old } of { $oldDate })
history-leg-moved-date = (moved from { $oldDate })
history-count-adult = { $n ->
    [one] { $nText } adult
   *[other] { $nText } adults
    }
history-count-child = { $n ->
    [one] { $nText } child
   *[other] { $nText } children
    }
history-count-infant = { $n ->
    [one] { $nText } infant
   *[other] { $nText } infants
    }
history-count-other = { $n ->
    [one] { $nText } other passenger
   *[other] { $nText } other passengers
    }
history-party = 👥 { $party }
history-paid = 💵 Paid { $paid } (fares { $fares }, commission { $commission })
history-sold-by = 🏢 Agency { $agency } · seller { $seller }

# One line per ticket.
history-tickets = 🎫 <b>Tickets</b>
history-passenger = <b>{ $index }. { $name }</b> · { $age }
history-no-tickets = no tickets
history-ticket = { $route } · <code>{ $ticket }</code> · { $state } · { $fare }
history-ticket-open = open
history-ticket-refunded = refunded
history-ticket-flown = flown

# What happened, as sentences.
history-cancellations = ❌ <b>Cancellations</b> ({ $nText })
history-passenger-changes = ✏️ <b>Passenger changes</b> ({ $nText })
history-flight-changes = 🔁 <b>Flight changes</b> ({ $nText })
history-cancel-ticket-of = Ticket <code>{ $ticket }</code> of { $name }
history-cancel-ticket = Ticket <code>{ $ticket }</code>
history-cancel-a-ticket = A ticket
history-cancelled-on = { $what } cancelled on { $time }
history-cancelled = { $what } cancelled
history-cancel-leg = flight { $leg }
history-cancel-reason-passenger = at the passenger's request
history-cancel-reason-schedule = because the airline changed the schedule
history-cancel-reason-other = reason { $reason }
history-cancel-no-penalty = no penalty
history-cancel-penalty-percent = penalty { $percent }% = { $amount }
history-cancel-penalty = penalty { $amount }
history-cancel-refund = refunded { $amount }
history-by = by { $user }
history-on = on { $time }
history-remarks-said = remarks: “{ $remarks }”
history-field-first-name = first name
history-field-last-name = last name
history-field-birth-date = birth date
history-field-gender = gender
history-field-nationality = nationality
history-field-national-id = national id
history-field-passport-number = passport number
history-field-passport-expiry = passport expiry
history-field-phone = phone
history-field-email = email
history-change-of = { $name }: { $change }
history-change-values = { $field } changed from “{ $old }” to “{ $new }”
history-change-new = { $field } changed to “{ $new }”
history-change-field = { $field } changed
history-change-hidden = { $field } changed (shown in private chats only)
history-flight-moved = Flight { $old } ({ $route }) of { $oldDate } moved to { $new } of { $newDate }
history-flight-reason = reason: { $reason }

history-button-details = 🗂 Details
history-button-penalty = 💰 Penalty quote
history-button-refund = ↩️ Refund

# The details button.
history-details-title = 🗂 <b>Details of booking { $pnr }</b>
history-contact = 📞 Phone: { $phone } · Email: { $email }
history-remarks = 📝 Remarks: { $remarks }

status-title = 📄 <b>Booking request { $ref }</b>
status-issued = ✅ Issued: { $desc } (status { $id })
status-other = ⚠️ Not issued: { $desc } (status { $id })
status-issued-ok = ✅ Issued
status-not-issued-failed = ⚠️ Not issued: the booking request failed
status-try-history = <code>{ $pnr }</code> looks like a PNR: try <code>/history { $pnr }</code>
status-see-history = A booking already issued is read by its PNR: <code>/history PNR</code>
status-desc-ok = OK
status-desc-failed = Failed
status-pnr = PNR: <code>{ $pnr }</code> · full history: <code>/history { $pnr }</code> or the button below
status-no-pnr = No PNR was issued.
status-fail-reason = Reason: { $reason }
status-passengers = <b>Passengers</b> ({ $nText })
status-ticket = { $leg } · <code>{ $ticket }</code>
status-local-times = Flight times are local at each airport.
status-button-history = 📘 Full history
status-book-claim = 🎫 Sent with /book by { $name } at { $time }: { $flight }
history-button-copy-pnr = ⧉ Copy { $pnr }
history-button-copy-tickets = ⧉ Copy { $count } { $n ->
    [one] ticket number
   *[other] ticket numbers
 }
