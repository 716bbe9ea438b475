## Alert delivery (notifier): an alert shortened to fit one message
alert-more-flights = … و{ $count } رحلات أخرى
poller-render-failures = ⚠️ تنبيهات أُسقطت لتعذّر إنشائها: { $count } (راجع السجل)
