## The event feed's health: /poller lines and the admins' notices (src/bot/render/poller.ts)
poller-read-to = Events read up to { $time }
poller-feed-waiting = No new event yet (watching since { $time })
poller-feed-quiet = ⚠️ Quiet: no new event for { $quiet } (admins are told after { $limit })
poller-feed-late = ⚠️ Late: the newest event arrived { $lag } after it happened (on time: within { $limit }); polls reach { $overlap } back
feed-alert-quiet = ⚠️ <b>No new event from the supplier's feed for { $quiet }.</b>
    One usually comes within { $limit } (EVENTS_QUIET_ALERT_MINUTES). The feed may have stopped, the polls may be failing, or sales are simply slow: see /poller.
feed-alert-late = ⚠️ <b>The supplier's event feed is late.</b>
    Its newest event arrived { $lag } after it happened (on time: within { $limit }): the feed runs late, or the supplier's clock is behind the bot's. Events up to { $overlap } late are still caught (EVENTS_OVERLAP_MINUTES); later ones can be missed. See /poller.
feed-alert-mended = ✅ The supplier's event feed is on time again.
poller-ledger = Ledger: { $bookings }, { $passengers }, { $tickets }, { $cancellations }
poller-ledger-bookings = { $count ->
    [one] { $countText } booking
   *[other] { $countText } bookings
 }
poller-ledger-passengers = { $count ->
    [one] { $countText } passenger
   *[other] { $countText } passengers
 }
poller-ledger-tickets = { $count ->
    [one] { $countText } ticket
   *[other] { $countText } tickets
 }
poller-ledger-cancellations = { $count ->
    [one] { $countText } cancellation
   *[other] { $countText } cancellations
 }
poller-set-aside = ⚠️ Amounts set aside (not exactly readable, not in /sales totals): { $count }
set-aside-alert = ⚠️ <b>{ $n ->
    [one] An amount from the supplier's feed could not be read exactly.</b>
   *[other] { $count } amounts from the supplier's feed could not be read exactly.</b>
 } The bookings and cancellations are kept; their amounts are left out of /sales rather than summed wrongly. Ask the supplier about:
set-aside-alert-line = • { $pnr } (event { $event }): { $member } = { $sent }
set-aside-alert-more = … and { $count } more (see /poller).
