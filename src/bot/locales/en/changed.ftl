## /changed: the schedule-change desk (src/bot/render/changed.ts). Outside values arrive HTML-escaped.
changed-usage = Usage: /changed [DATE|FROM..TO]: flights whose old or new date is in the period; without one, today and the next 7 days. Dates: yyyy-MM-dd, today, tomorrow, +N, -N, or Jalali yyyy/MM/dd; at most { $max } days.
changed-bad-format = <b>{ $part }</b> is not a date I can read.
changed-bad-invalid = <b>{ $part }</b> is not a day of the calendar.
changed-bad-reversed = The period ends before it starts.
changed-bad-too-long = The period is longer than { $max } days: ask for a shorter one.
changed-private-only = The schedule-change desk refunds tickets: use it in your private chat with me.
changed-failed = The supplier did not give the schedule changes: { $message }
changed-none = No flight changed between { $from } and { $to }.
changed-title = 🗓 <b>Schedule changes { $from } – { $to }</b>: { $flights } { $n ->
    [one] flight
   *[other] flights
 }, { $tickets } { $ticketsN ->
    [one] ticket
   *[other] tickets
 }
changed-flight = ✈️ <b>{ $flight }</b> { $route }
changed-moved = was { $old } → now { $new }{ $type }
changed-kind-DateChanged = the date changed
changed-kind-TimeChanged = the time changed
changed-kind-FlightChanged = another flight
changed-ticket-open = ▫️ { $pnr } · { $ticket } · { $passenger }
changed-ticket-refunded = ↩️ { $pnr } · { $ticket } · { $passenger } · refunded
changed-ticket-unchecked = ❔ { $pnr } · { $ticket } · { $passenger } · booking not read now
changed-ticket-held = ⏳ { $pnr } · { $ticket } · { $passenger } · { $state } ({ $who })
changed-hold-ok = refunded
changed-hold-pending = refund under way
changed-hold-unknown = refund of unknown outcome
changed-button-all = ↩️ All { $count } · { $flight } { $date }
changed-button-pick = ☑️ Pick · { $flight } { $date }
changed-buttons-cut = Buttons for the first { $shown } flights with open tickets only; { $count } more: ask /changed for a shorter period to act on them.
changed-flight-gone = That flight is no longer in the supplier's list of changes. Send /changed again.
changed-flight-nothing = Every ticket of { $flight } is refunded or being refunded: nothing is left to refund.
changed-summary-title = ↩️ <b>Refund { $count } { $n ->
    [one] ticket
   *[other] tickets
 } of { $flight }</b>
changed-summary-why = Reason: schedule changed by the airline. Penalty 0.
changed-summary-pnrs = Bookings: { $pnrs }
changed-summary-line = • { $pnr } · { $ticket } · { $amount }
changed-summary-total = Sold for { $total } in all
changed-summary-note = Amounts as the supplier sold them; the supplier's flight expert decides each refund later (its tracking code). Each ticket is read again right before it is sent.
changed-confirm = ✅ Confirm
changed-cancel = ✖️ Cancel
changed-pick-title = ☑️ Pick the tickets of <b>{ $flight }</b> to refund:
changed-pick-all = Select all
changed-pick-go = Continue ({ $count })
changed-pick-one = Pick at least one ticket.
changed-pick-page = Page { $page }/{ $pages }
changed-cancelled = Cancelled: nothing was sent.
changed-stale = This summary is older than { $minutes } minutes: press the flight's button under /changed again for a fresh one. Nothing was sent.
changed-already = This run is already confirmed.
changed-button-stale = This summary was cancelled.
changed-run-title = ↩️ <b>Refunding { $flight }</b>: { $done } done, { $refused } refused, { $unknown } unknown, { $waiting } waiting
changed-run-finished = 🏁 <b>Refunds of { $flight } finished</b>: { $done } done, { $refused } refused, { $unknown } unknown
changed-run-restarted = ⚠️ The bot restarted during this run. A ticket whose call was under way is marked unknown and will NOT be sent again: check it with /history. The others went on.
changed-state-queued = ▫️ { $pnr } · { $ticket } · waiting
changed-state-sending = ⏳ { $pnr } · { $ticket } · sending
changed-state-done = ✅ { $pnr } · { $ticket } · done · tracking { $code }
changed-state-done-nocode = ✅ { $pnr } · { $ticket } · done
changed-state-refused = ⛔ { $pnr } · { $ticket } · refused: { $detail }
changed-state-unknown = ❔ { $pnr } · { $ticket } · outcome unknown: check /history
changed-state-unknown-said = ❔ { $pnr } · { $ticket } · outcome unknown ({ $detail }): check /history
changed-more = … and { $count } more
changed-tracking = Tracking codes: { $codes }
changed-detail-refunded = already refunded
changed-detail-held = another refund attempt holds it
changed-detail-not-saved = not sent: it could not be saved
changed-detail-role = not sent: you are no longer an agent
changed-detail-supplier = the supplier says: { $message }
changed-detail-failed = the call failed (reference { $ref })
audit-waiver-schedule-list = penalty waived: the supplier lists the schedule change
changed-outcomes-title = 📋 <b>Outcomes of the schedule-change refunds of { $flight }</b>: { $confirmed } refunded, { $rejected } rejected, { $expired } without an outcome
changed-outcome-confirmed = ✅ { $name } · { $pnr } · { $ticket }: refunded, { $amount } back to the passenger · tracking { $tracking }
changed-outcome-rejected = ❌ { $name } · { $pnr } · { $ticket }: rejected by the supplier, not refunded (it may be refunded again) · tracking { $tracking }
changed-outcome-expired = ⌛ { $name } · { $pnr } · { $ticket }: no outcome within { $days } days; the bot no longer asks · tracking { $tracking }
changed-outcome-remarks = — the supplier says: { $remarks }
changed-outcome-unnamed = (name not listed)
changed-outcomes-not-sent = { $count } other { $n ->
    [one] ticket
   *[other] tickets
 } of the run were not refunded: the run's message says why.
## The run's outcomes as a table (rich messages): short cells a phone shows whole; amounts arrive HTML-escaped.
changed-outcomes-col-passenger = Passenger
changed-outcomes-col-ticket = Ticket
changed-outcomes-col-outcome = Outcome
changed-outcome-cell-confirmed = ✅ refunded, { $amount } back
changed-outcome-cell-rejected = ❌ rejected, not refunded (may be refunded again)
changed-outcome-cell-expired = ⌛ no outcome within { $days } days
changed-outcome-tracking = { $pnr }: tracking { $tracking }
changed-outcomes-tracking = Tracking codes and the supplier's remarks
## A run's live progress (a draft in the agent's private chat) and the message that ends it.
changed-run-draft = ⏳ Refunding { $flight }: { $through } of { $total } tickets through; now { $pnr } · { $ticket }
changed-run-see-above = Each ticket is in the run's message above.
