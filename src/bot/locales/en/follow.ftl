## Refunds followed to their outcome (/refunds), the account's credit (/balance), the supplier's credit errors
error-no-credit = ⛔ The supplier refused: the account has no credit left (Error1004). Nothing can be sold or refunded until an admin tops it up with the supplier.
error-credit-due = ⛔ The supplier refused: the account's credit due date is reached (Error1005). Nothing can be sold or refunded until an admin settles it with the supplier.
follow-confirmed = ✅ The supplier confirmed the refund of { $pnr } ({ $tickets }): { $amount } back to the passenger. Tracking code { $tracking }.
follow-amount-unsaid = the amount was not given
follow-rejected = ❌ The supplier rejected the refund of { $pnr } ({ $tickets }). Tracking code { $tracking }.
follow-remarks = The supplier says: { $remarks }
follow-pending-line = ⏳ { $n ->
    [one] { $count } refund has
   *[other] { $count } refunds have
  } waited for the supplier's outcome more than { $days } days:
follow-pending-line-more = /refunds lists every open one.
refunds-none = No refund of yours is waiting for the supplier's outcome.
refunds-none-all = No refund is waiting for the supplier's outcome.
refunds-title = ⏳ Your refunds waiting for the supplier's outcome ({ $count }):
refunds-title-all = ⏳ Refunds waiting for the supplier's outcome ({ $count }):
refunds-history-button = 📄 History { $pnr }
refunds-more = … and { $count } more.
refunds-age = { $days ->
    [0] { $hours ->
        [0] { $minutes ->
            [0] sent just now
            [1] sent 1 minute ago
           *[other] sent { $minutesText } minutes ago
        }
       *[other] sent { $hoursText } h { $minutesText } min ago
    }
   *[other] sent { $daysText } d { $hoursText } h ago
  }
refunds-stopped = ⏹ no outcome after { $days } days: no longer followed, ask the supplier
refund-rejected-on = ❌ refund rejected by the supplier on { $time }: not refunded, it can be refunded again
refunds-status-unchecked = not checked yet
refunds-status-pending = pending
refunds-status-other = the supplier says “{ $status }”
balance-credit = 💰 The supplier account's credit: <b>{ $credit }</b>
balance-limit = Admins are told when it falls below { $limit }.
balance-below = ⚠️ That is below the warning limit of { $limit }.
balance-warning = ⚠️ The supplier account's credit fell to { $credit }, below { $limit }. Top it up before sales and refunds stop.
balance-warning-refused = ⚠️ The supplier account's credit can no longer be used (warning limit { $limit }):
## /refunds as a table (rich messages): short column heads a phone shows whole.
refunds-col-pnr = PNR
refunds-col-tickets = Tickets
refunds-col-status = Status
