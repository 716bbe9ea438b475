## Alert delivery (notifier): an alert shortened to fit one message
alert-more-flights = { $count ->
   *[other] … و { $countText } پرواز دیگر
 }
poller-render-failures = ⚠️ اعلان‌هایی که ساخته نشدند و کنار گذاشته شدند: { $count } (لاگ را ببینید)
