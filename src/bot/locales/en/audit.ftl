audit-title = 🧾 <b>Audit log</b>, { $n ->
    [one] the latest entry
   *[other] latest { $count }
  }
audit-title-filtered = 🧾 <b>Audit log</b> · { $filter }: { $n ->
    [one] one entry
   *[other] the latest { $count }
  }
audit-empty = The audit log is empty.
audit-empty-filtered = No entry of the audit log is about { $filter }.
audit-usage = Which entries? <code>/audit</code> (the latest 15), <code>/audit 40</code>, a PNR (<code>/audit K7M2QA</code>), a flight and date (<code>/audit IR1234 2026-12-02</code>), a person (<code>/audit @username</code>) or a kind: <code>/audit refunds</code>, <code>bookings</code>, <code>flights</code>, <code>exports</code>, <code>access</code>.
audit-no-user = Nobody on the staff is called @{ $handle }. Send /users to see the names.
audit-topic-refunds = refunds
audit-topic-flights = flight control
audit-topic-exports = exports
audit-topic-access = access and roles

audit-the-bot = The bot
audit-someone = someone
audit-user-id = user { $id }
audit-other = { $who }: { $action }

audit-refund = ↩️ { $who } asked to refund { $count ->
    [one] ticket { $tickets }
   *[other] tickets { $tickets }
  } of { $pnr } ({ $reason }), penalty { $penalty }
audit-result-pending = ⏳ sent, no answer yet
audit-result-ok = ✅ done
audit-result-error = ❌ refused
audit-result-unknown = ❓ unknown
audit-result-blocked = ⛔ not sent (tickets held)
audit-refund-confirmed = ✅ The supplier confirmed the refund of { $pnr } (tracking { $tracking }) that { $agent } asked for: { $amount } paid back.
audit-refund-rejected = ❌ The supplier rejected the refund of { $pnr } (tracking { $tracking }) that { $agent } asked for{ $hasRemarks ->
    [yes] : { $remarks }
   *[no] .
  }
audit-refund-expired = ⌛ No outcome came for the refund of { $pnr } (tracking { $tracking }) that { $agent } asked for; the bot no longer asks.
audit-amount-unknown = an amount not given

audit-user-approve = ✅ { $who } let { $target } in as { $role }.
audit-user-deny = 🚫 { $who } turned down { $target }'s request for access.
audit-user-revoke = 🚫 { $who } revoked { $target }'s access.
audit-user-role = 🔁 { $who } changed { $target }'s role from { $from } to { $to }.
audit-admin-propose = 👑 { $who } proposed making { $target } an admin.
audit-admin-made = 👑 { $who } made { $target } an admin.
audit-admin-approved = 👑 { $approver } approved { $by }'s proposal: { $target } is an admin.
audit-admin-refuse = ✋ { $who } turned down { $by }'s proposal to make { $target } an admin.

audit-proposal-gone = a change no longer on record
audit-flight-propose = ✈️ { $who } proposed: { $change } (proposal #{ $id }).
audit-flight-approve = ✅ { $who } approved { $proposer }'s proposal #{ $id }: { $change }.
audit-flight-reject = ❌ { $who } rejected { $proposer }'s proposal #{ $id }: { $change }.
audit-flight-expire = ⌛ Proposal #{ $id } expired with no decision: { $change }.
audit-flight-lapsed = ⌛ Proposal #{ $id } lapsed, its proposer no longer an admin: { $change }.
audit-flight-outcome = ✈️ Proposal #{ $id } ({ $change }): { $result }{ $detail }{ $interrupted ->
    [yes] , the bot having stopped while sending it
   *[no] {""}
  }.
audit-flight-result-holds = done, and the flight shows it
audit-flight-result-mismatch = accepted, but the flight does not show it
audit-flight-result-stale = not sent, the flight having changed meanwhile
audit-flight-result-unknown = unknown whether it was made
audit-flight-result-unchecked = accepted, the flight not read back
audit-flight-result-refused = refused by the supplier
audit-flight-result-not-sent = not sent
audit-flight-result-rejected = rejected
audit-flight-result-expired = expired

audit-alerts-unknown = alerts
audit-group-keep = 👥 { $who } kept the alerts ({ $what }) that { $maker } set up in group { $chat }.
audit-group-stop = 👥 { $who } stopped the alerts ({ $what }) that { $maker } set up in group { $chat }.
audit-group-forget = 👥 { $who } forgot group { $chat }, which had removed the bot ({ $count ->
    [one] one subscription
   *[other] { $countText } subscriptions
  }).

audit-export-sales = 📊 { $who } exported the sales of { $from } to { $to } to Excel ({ $rows ->
    [one] one row
   *[other] { $rowsText } rows
  }).
audit-pace-ack = ✋ { $who } took the pace alert of { $flight } on { $date }.
audit-export-pace = 📈 { $who } exported the pace of { $from } to { $to } to Excel ({ $rows ->
    [one] one flight
   *[other] { $rowsText } flights
  }).
audit-export-manifest = 📋 { $who } exported the manifest of { $flight } on { $date } to Excel ({ $rows ->
    [one] one passenger
   *[other] { $rowsText } passengers
  }, { $masked ->
    [yes] personal data masked
   *[no] personal data in full
  }).

audit-changed-run-start = 🗓 { $who } started the schedule-change refunds of { $flight }: { $tickets ->
    [one] one ticket
   *[other] { $ticketsText } tickets
  }.
audit-changed-run-resume = 🗓 The schedule-change refunds of { $flight } that { $who } started went on after a restart: { $done } done, { $refused } refused, { $unknown } unknown so far.
audit-changed-run-end = 🗓 The schedule-change refunds of { $flight } that { $who } started ended: { $done } done, { $refused } refused, { $unknown } unknown{ $hasCodes ->
    [yes] ; tracking { $codes }
   *[no] {""}
  }.
## /audit as a table (rich messages).
audit-col-when = When
audit-col-what = What happened

audit-topic-bookings = bookings
audit-book-hold = 🔒 { $who } held seats on { $flight } for { $n ->
    [one] one passenger
   *[other] { $nText } passengers
  }, { $total }: { $result }{ $detail }
audit-book-hold-held = ✅ held
audit-book-hold-refused = ❌ refused
audit-book-hold-unknown = ❓ no clear answer
audit-book = 🎫 { $who } booked { $flight } for { $n ->
    [one] one passenger
   *[other] { $nText } passengers
  } (reference { $reference }), { $total }: { $result }{ $detail }
audit-book-issued = ✅ issued, PNR { $pnr }
audit-book-refused = ❌ refused, nothing issued
audit-book-unknown = ❓ no clear answer: GetStatus follows
audit-book-blocked = ⛔ not sent (the hold was already claimed)
audit-book-outcome = 🔎 GetStatus of the booking { $reference } that { $agent } sent ({ $flight }, { $total }): { $result }{ $detail }
audit-book-outcome-issued = ✅ issued, PNR { $pnr }
audit-book-outcome-failed = ❌ not issued
audit-book-outcome-unknown = ❓ still unknown
audit-book-release = 🔓 { $who } gave back the seats held on { $flight } ({ $why }).
audit-book-why-cancel = cancelled
audit-book-why-left = left the booking
audit-book-why-expired = the hold had expired
audit-book-why-fare-changed = the fare had changed
audit-book-why-refused = the supplier refused
audit-book-why-abandoned = the booking was left unfinished
