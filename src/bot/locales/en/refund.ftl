# Penalty quotes (/penalty), guided refunds (/refund) and the audit log (/audit). Outside values arrive HTML-escaped;
# numbers, dates and times arrive written in the reader's digits ($n is the number a plural is chosen by, $nText how it is written).

penalty-usage = Send <code>/penalty PNR</code> for every open ticket of a booking, or <code>/penalty PNR TICKET ...</code> for some of them.
penalty-bad-ticket = <code>{ $text }</code> does not look like a ticket number: { $min } to { $max } digits.
penalty-title = 💰 <b>Penalty quote · { $pnr }</b> (a quote only: nothing is refunded)
penalty-quoted-at = Quoted at { $time }
penalty-no-show = ⚠️ No-show: the flight has already departed.
penalty-ticket = 👤 <b>{ $name }</b>{ $age } · ticket <code>{ $ticket }</code>
penalty-figures = Fare { $fare } · penalty { $percent }% = <b>{ $penalty }</b> · back to the passenger <b>{ $refund }</b>
penalty-figures-schedule = Fare { $fare } · penalty <b>{ $penalty }</b> (schedule changed by the airline); the supplier refunds the fare.
penalty-opposite-difference = ↔️ Round-trip discount taken back: { $amount } (already subtracted)
penalty-current-difference = ↔️ Round-trip discount given back: { $amount } (already added)
penalty-total = Total for { $n ->
    [one] { $nText } ticket
   *[other] { $nText } tickets
  }: penalty <b>{ $penalty }</b> · { $passengers ->
    [one] back to the passenger
   *[other] back to the passengers
  } <b>{ $refund }</b>
penalty-total-schedule = Total for { $n ->
    [one] { $nText } ticket
   *[other] { $nText } tickets
  }: penalty <b>{ $penalty }</b> · the supplier refunds the fares: <b>{ $fare }</b>
penalty-button-refund = ↩️ Start a refund of { $pnr }

refund-age = {" "}({ $age })
refund-age-adult = adult
refund-age-child = child
refund-age-infant = infant
refund-leg = ✈️ { $leg }
refund-leg-text = { $route } · { $flight } · { $when }
refund-leg-when = { $date } { $time } (local time)
refund-zone = 🕓 Times are { $zone }.
refund-hold-ok = Already refunded by { $name } at { $time }: not offered.
refund-hold-pending = Being refunded by { $name } since { $time }: not offered. Check /history in a minute.
refund-hold-unknown = A refund sent by { $name } at { $time } has an unknown outcome: not offered again. Check /history; if the ticket is still open, it can be refunded { $minutes } minutes after that time.
refund-all-held = Nothing can be refunded now: each ticket left has a refund done, under way, or of unknown outcome.

refund-title = ↩️ <b>Refund · { $pnr }</b>
refund-ask-pnr = Which booking? Send its PNR, for example <code>K7M2QA</code>. /cancel stops here.
refund-pnr-unknown = ⚠️ No booking <code>{ $pnr }</code> was found (the supplier says: { $message }). Send the PNR again, or /cancel to stop.
refund-nothing-left = Nothing left to refund in <code>{ $pnr }</code>: every ticket is already refunded.
refund-pick-tickets = Tap the tickets to refund, then Continue. Tickets already refunded are not listed.
refund-pick-one = Pick at least one ticket first.
refund-button-all = Select all
refund-button-none = Clear all
refund-button-continue = Continue ({ $count })
refund-button-cancel = ✖️ Cancel
refund-button-skip = Skip
refund-button-confirm = ✅ Confirm refund
refund-button-requote = 🔄 Quote again
refund-ask-reason = Why is it refunded?
refund-reason-1 = 🙋 Passenger's own reasons
refund-reason-2 = 🛠 Schedule changed by the airline
refund-reason-chosen = Reason: { $reason }
refund-ask-remarks = Remarks for the supplier (optional): type them, or press Skip.
refund-remarks-too-long = Remarks must be { $min } to { $max } characters. Type them again, or press Skip.
refund-summary-title = ↩️ <b>Refund of { $pnr }: please check</b>
refund-summary-reason = Reason: { $reason }
refund-summary-remarks = Remarks: { $remarks }
refund-summary-no-remarks = Remarks: none
refund-summary-confirm = Confirm sends exactly these amounts to the supplier. It cannot be undone.
refund-status-sending = ⏳ Sending to the supplier… its answer may take a while. Do not send it again.
refund-status-done = ✅ Sent: the supplier refunded it (details below).
refund-status-unknown = ❓ Sent, but the supplier gave no clear answer (details below).
refund-status-blocked = ⛔ Not sent: another refund holds these tickets (details below).
refund-status-refused = ❌ Not refunded (details below).
refund-status-not-sent = ⛔ Not sent (details below).
refund-quote-stale = ⏳ This quote is more than { $minutes } minutes old. Here is a new one; check it and confirm again.
refund-quote-incomplete = ⚠️ The supplier's quote did not cover exactly the tickets asked, so nothing was sent. Reference: <code>{ $ref }</code>.
refund-done = ✅ Refund of <code>{ $pnr }</code> done: { $n ->
    [one] { $nText } ticket
   *[other] { $nText } tickets
  }.
refund-done-ticket = • { $name } · <code>{ $ticket }</code> · { $leg }
refund-done-back = Penalty { $penalty } · { $passengers ->
    [one] back to the passenger
   *[other] back to the passengers
  } <b>{ $refund }</b>
refund-done-back-fare = Penalty { $penalty } · the supplier refunds the fares: <b>{ $fare }</b>
refund-tracking = Tracking code: <code>{ $code }</code>
refund-unknown = ⚠️ The supplier gave no clear answer (none, or a failure of its own), so we do not know whether <code>{ $pnr }</code> was refunded. It will NOT be sent again. Check /history in a minute.
refund-unknown-said = The supplier said: { $message }
refund-interrupted = ⚠️ The bot restarted while the refund of <code>{ $pnr }</code> (tickets { $tickets }) was with the supplier, so its outcome is unknown. It will NOT be sent again. Check /history in a minute.
refund-error-1008 = ⚠️ No penalty is defined for these tickets: the refund of <code>{ $pnr }</code> must be done by phone with the supplier.
refund-error-1009 = ⚠️ The penalty changed since the quote, so nothing was refunded. Take a new quote and check it.
refund-error-1017 = ⚠️ A ticket is not in booking <code>{ $pnr }</code>, or it is already refunded. Check /history.
refund-error-1017-ticket = ⚠️ Ticket <code>{ $ticket }</code> is not in booking <code>{ $pnr }</code>, or it is already refunded. Check /history.
refund-error-supplier = ⚠️ The supplier refused: { $message }
refund-blocked-pending = ⛔ These tickets of <code>{ $pnr }</code> are being refunded right now by { $name } (since { $time }). Nothing was sent. Check /history in a minute.
refund-blocked-ok = ⛔ These tickets of <code>{ $pnr }</code> were already refunded by { $name } at { $time }. Nothing was sent.
refund-blocked-unknown = ⛔ A refund of these tickets of <code>{ $pnr }</code> was sent by { $name } at { $time } and its outcome is unknown. Nothing was sent. Check /history; if the tickets are still open, try again { $minutes } minutes after that time.
refund-button-stale = This refund step is closed. Start again with /refund if needed.
refund-use-buttons = Please use the buttons above, or /cancel.
refund-private-only = Refunds are done in a private chat with the bot.

