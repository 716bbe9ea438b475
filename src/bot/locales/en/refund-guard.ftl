# Issue 11: the penalty waiver (reason 2) needs a basis; a refund the disk could not record.
refund-ask-reason-no-change = Why is it refunded? (The booking's history shows no flight change by the airline, so a refund without penalty needs an admin.)
refund-schedule-not-offered = ⛔ This booking's history shows no flight change by the airline: a refund without penalty needs an admin.
refund-done-unrecorded = ✅ The supplier DID refund <code>{ $pnr }</code> ({ $n ->
    [one] { $nText } ticket
   *[other] { $nText } tickets
  }). Do NOT send it again.
refund-unrecorded-admin = ⚠️ But FlightDesk could not record it: its data disk refused the write. Tell an admin, with the reference <code>{ $ref }</code>: the audit log must be checked.
audit-waiver-history = penalty waived: the history shows a flight change
audit-waiver-admin = penalty waived: admin override
