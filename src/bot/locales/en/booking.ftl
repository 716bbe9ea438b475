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
booking-gender-male = male
booking-gender-female = female
booking-national-id = National id: <code>{ $id }</code>
booking-passport = Passport: { $details }
booking-ticket = 🎫 Ticket <code>{ $ticket }</code>
booking-original-ticket = original ticket <code>{ $ticket }</code>
booking-original-pnr = supplier PNR <code>{ $pnr }</code>
booking-sale = 💵 Fare { $base } + tax { $tax } = { $total } · commission { $percent }% ({ $commission }) · payable { $payable }
booking-commission-value = commission value { $value }
booking-baggage = 🧳 Checked { $checked } × { $checkedWeight } kg · hand { $hand } × { $handWeight } kg

history-title = 📘 <b>Booking { $pnr }</b>
history-booked = Booked: { $time }
history-contact = Phone: { $phone } · Email: { $email }
history-remarks = Remarks: { $remarks }
history-passengers = <b>Passengers</b> ({ $count })
history-no-segments = No open segments: every ticket of this passenger is refunded.
history-cancellations = ❌ <b>Cancellations</b> ({ $count })
history-passenger-changes = ✏️ <b>Passenger changes</b> ({ $count })
history-flight-changes = 🔁 <b>Flight changes</b> ({ $count })
history-button-penalty = 💰 Penalty quote
history-button-refund = ↩️ Refund

status-title = 📄 <b>Booking request { $ref }</b>
status-issued = ✅ Issued: { $desc } (status { $id })
status-other = ⚠️ Not issued: { $desc } (status { $id })
status-pnr = PNR: <code>{ $pnr }</code> (see /history)
status-no-pnr = No PNR was issued.
status-fail-reason = Reason: { $reason }
