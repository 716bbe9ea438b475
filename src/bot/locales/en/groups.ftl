# Staff groups: forum topics, group alerts whose maker is no longer an admin, /history in groups.

alerts-forum-topic = forum topic { $thread }
group-alerts-orphaned-here = { "   " }⚠️ Made by someone who is no longer a FlightDesk admin: still delivered until an admin keeps or stops it (/subscriptions in a private chat).
group-alerts-none = 👥 No group gets alerts.
group-alerts-title = 👥 <b>Group alerts</b> ({ $count }, { $orphaned } without an admin)
group-alerts-review = 👥 <b>{ $who } made these group subscriptions</b> ({ $count }) and no longer manages group alerts. They are still delivered until you decide.
group-alerts-review-done = ✅ Every group subscription { $who } made has been decided.
group-alerts-line = { $n }. { $group }: { $what }
group-alerts-by = { "   " }by { $who } ✓
group-alerts-by-orphaned = { "   " }⚠️ by { $who }, no longer an admin: still delivered until an admin decides
group-alerts-more = … and { $count } more: decide these first, then send /subscriptions again.
group-alerts-decide-hint = Keep takes a subscription over in your name; Stop ends its alerts.
group-alerts-keep-button = ✅ Keep { $n }
group-alerts-stop-button = ✖ Stop { $n }
group-alerts-kept = ✅ Kept in your name: { $what } in group { $chat }.
group-alerts-stopped = 🔕 Stopped: { $what } in group { $chat }.
group-alerts-gone = That subscription no longer exists: someone already stopped it.
group-alerts-removed = 🚪 <b>FlightDesk was removed from the group</b> { $group }. These alerts stopped:
    { $list }
    They stay listed in /subscriptions until an admin forgets them; add the bot back and /subscribe again to restart them.
group-alerts-removed-title = 🚪 <b>Groups that removed FlightDesk</b>: their alerts stopped
group-alerts-removed-line = { $n }. { $group }, removed { $when }:
group-alerts-removed-more = … and { $count } more: forget these first, then send /subscriptions again.
group-alerts-forget-button = 🗑 Forget { $n }
group-alerts-forgotten = 🗑 Forgotten: group { $group }.
group-alerts-removed-none = Every stopped group has been forgotten.
group-alerts-forget-gone = That group was already forgotten.
history-private-only = 🔒 National ids, passports, phones and emails are shown only in a private chat with the bot.
