## Daily sales digest (/subscribe digest [HH:MM])
digest-described = Daily sales digest at { $time }
digest-title = 📊 Sales of the day, { $day }
digest-more = The full report: { $command }
digest-bad-time = “{ $word }” is not a time of day. Write it as HH:MM, for example: /subscribe digest 21:00
digest-added = ✅ Subscribed: the day's sales chart and summary arrive here every day at { $time } ({ $zone }). Another hour: /subscribe digest 21:00. Stop it with /unsubscribe.
digest-changed = ✅ The daily sales digest now arrives at { $time } ({ $zone }).
digest-button = 📊 Daily sales digest ({ $time })
digest-summary-below = The summary follows in the next message ⬇️
digest-report-button = 📋 The full report
