## Alert delivery (notifier): an alert shortened to fit one message
alert-more-flights = … and { $count } more flights
