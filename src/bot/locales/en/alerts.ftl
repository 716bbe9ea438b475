# Sale and cancellation alerts, subscriptions and the event poller's status.

## Alerts
alert-booking-title = 🟢 <b>New booking</b> <code>{ $pnr }</code>
alert-leg = ✈️ { $flight } · { $date } (local time)
alert-passengers = 👥 { $list }
alert-pax-adult = { $count ->
    [one] { $countText } adult
   *[other] { $countText } adults
 }
alert-pax-child = { $count ->
    [one] { $countText } child
   *[other] { $countText } children
 }
alert-pax-infant = { $count ->
    [one] { $countText } infant
   *[other] { $countText } infants
 }
alert-pax-other = { $count ->
   *[other] { $countText } other
 }
alert-total = 💰 Total payable: { $amount }
alert-sold-by = 🏢 { $seller }
alert-channel = 🎫 { $channel }
alert-channel-paid = 🎫 { $channel } · 💳 { $gateway }
alert-channel-charter = Charter
alert-channel-webservice = Web service
alert-channel-mixed = Charter and web service
alert-channel-unknown = Sale channel not stated
alert-booked-at = 🕒 Booked { $time }
alert-history-button = 📜 History
alert-cancel-title = 🔴 <b>Cancellation</b> <code>{ $pnr }</code>
alert-cancelled-by = 👤 Cancelled by { $user } · 🕒 { $time }
alert-cancel-passenger = { $n }. { $name } ({ $age }) · ticket <code>{ $ticket }</code>
alert-cancel-amounts = { "   " }penalty { $penalty } ({ $percent }%) · back { $refund }
alert-cancel-more = { $count ->
    [one] … and { $countText } more passenger
   *[other] … and { $countText } more passengers
 }
alert-other = ℹ️ <b>{ $what }</b>{ $reference } · 🕒 { $time }
alert-type-hotel = Hotel booked
alert-type-tour = Tour package booked
alert-type-replaced = Flight segment replaced
alert-type-passenger = Passenger details changed

## Digests
alerts-digest-title = { $count ->
    [one] 📦 <b>{ $countText } alert</b>
   *[other] 📦 <b>{ $countText } alerts</b>
 }
alerts-digest-booking = 🟢 <code>{ $pnr }</code> { $flight } · { $passengers } · { $amount }
alerts-digest-cancellation = 🔴 <code>{ $pnr }</code> { $flight } · { $countText } cancelled · back { $refund }
alerts-digest-other = ℹ️ { $what }{ $reference } · { $time }
alerts-digest-more-flights = (+{ $countText })
alert-age-adult = adult
alert-age-child = child
alert-age-infant = infant
alerts-digest-flight = { $flight } · { $date }
alerts-digest-footer = { $timed ->
    [yes] 🕒 Flight times are airport-local; other times { $zone }
   *[no] 🕒 Flight times are airport-local
 }

## Subscriptions
alerts-choose = 🔔 <b>Which alerts should this chat get?</b>
    Filters can narrow them, for example: /subscribe bookings route=THR-MHD airline=IR flight=1234
    📊 Or the day's sales chart and summary, once a day: /subscribe digest (at { $time }) or /subscribe digest 21:00
    📈 Pace: flights passing 80% and 95% sold, sold out, behind pace or with many cancellations: /subscribe pace route=THR-MHD
    📋 Or a sales report with its Excel file: /subscribe report daily or /subscribe report weekly 08:00
    🌙 Quiet hours, alerts kept until they end: /subscribe quiet 23:00-07:00
alerts-topic-bookings = Bookings
alerts-topic-cancellations = Cancellations
alerts-topic-all = All events
alerts-topic-pace = Pace (revenue)
alerts-filter-route = route { $route }
alerts-filter-airline = airline { $airline }
alerts-filter-flight = flight { $flight }
alerts-added = ✅ Subscribed: { $what }. Alerts arrive here a minute or two after each event.
alerts-duplicate = This chat already gets these alerts: { $what }.
alerts-limit = This chat already has { $max } subscriptions, the most it can have. Stop one with /unsubscribe first.
alerts-feed-off = ⚠️ The event feed is switched off (EVENTS_SOURCE=off): no alerts will come until an admin turns it on.
alerts-bad-word = I do not understand “{ $word }”. Use bookings, cancellations, all or pace, and filters such as route=THR-MHD, airline=IR or flight=1234; digest [HH:MM] for the daily sales digest; or quiet 23:00-07:00 for quiet hours.
alerts-bad-route = “{ $word }” is not a route. Write two airport codes with a dash, for example route=THR-MHD.
alerts-bad-airline = “{ $word }” is not an airline code. Write its two-character IATA code, for example airline=IR.
alerts-bad-flight = “{ $word }” is not a flight number. Write its digits, for example flight=1234 or flight=IR1234.
alerts-bad-twice = “{ $word }” repeats or contradicts what came before. Give each filter and the topic once.
alerts-list-title = 🔔 <b>Alerts in this chat</b> ({ $count })
alerts-list-line = { $n }. { $what }
alerts-list-hint = Stop them with /unsubscribe.
alerts-none = This chat gets no alerts and no digest. Start with /subscribe, for example /subscribe bookings route=THR-MHD or /subscribe digest
alerts-stop-pick = Which alerts or digest should stop?
alerts-stop-button = ✖ { $n }. { $what }
alerts-stop-all-button = ✖ Stop all
alerts-stopped = 🔕 Stopped: { $what }.
alerts-stopped-all = 🔕 This chat gets no more alerts and no digest.
alerts-gone = Those alerts were already stopped.

## Poller status (admins)
poller-off = 📡 The event poller is off (EVENTS_SOURCE=off).
poller-title = 📡 <b>Event poller</b>: { $source }, every { $seconds } s
poller-leader-this = 🟢 This instance leads the background work and the polls ({ $name })
poller-leader-other = ⏸ This instance stands by; { $leader } leads the background work and the polls
poller-leader-none = ⚠️ No instance leads the background work right now: one will within LEADER_TAKEOVER_SECONDS
poller-last-success = Last successful poll: { $time } ({ $ago } ago)
poller-never = Last successful poll: none yet
poller-lag = Events read up to { $time } · lag { $lag }
poller-no-cursor = Events read: not started yet
poller-healthy = Errors: none
poller-failing = { $count ->
    [one] ⚠️ Failing: { $countText } poll failed, at { $time }: { $error }
   *[other] ⚠️ Failing: { $countText } polls in a row, last at { $time }: { $error }
 }
poller-last-error = Last error, now recovered: { $time }: { $error }
poller-rejected = Events skipped because their shape was unexpected: { $count }
poller-outbox = Outbox: { $count ->
    [one] { $countText } alert
   *[other] { $countText } alerts
 } waiting for { $chats ->
    [one] { $chatsText } chat
   *[other] { $chatsText } chats
 }
poller-account-ok = Supplier account: accepted (checked { $time })
poller-account-refused = ⛔ Supplier account REFUSED: { $message }
poller-account-trace = (trace id <code>{ $trace }</code>)
poller-account-unreachable = ⚠️ Supplier account: could not be checked: { $error }
poller-account-unchecked = Supplier account: not checked yet
poller-subscriptions = Subscriptions: { $count } ({ $private ->
    [one] { $privateText } private chat
   *[other] { $privateText } private chats
 }, { $groups ->
    [one] { $groupsText } group
   *[other] { $groupsText } groups
 })
poller-seconds = { $n } s
poller-minutes = { $n } min
times-zone = 🕒 Times are { $zone }
