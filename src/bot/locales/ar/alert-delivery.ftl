## Alert delivery (notifier): an alert shortened to fit one message
alert-more-flights = { $count ->
    [one] … ورحلة أخرى
    [two] … ورحلتان أخريان
    [few] … و{ $countText } رحلات أخرى
    [many] … و{ $countText } رحلةً أخرى
   *[other] … و{ $countText } رحلة أخرى
 }
poller-render-failures = ⚠️ تنبيهات أُسقطت لتعذّر إنشائها: { $count } (راجع السجل)
