## Alert delivery (notifier): an alert shortened to fit one message
alert-more-flights = { $count ->
    [one] … and { $countText } more flight
   *[other] … and { $countText } more flights
 }
poller-render-failures = ⚠️ Alerts dropped because they could not be rendered: { $count } (see the log)
