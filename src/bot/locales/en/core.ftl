# FlightDesk, English. Every locale has the same keys (checked by a test).
# Placeables that carry outside text are HTML-escaped by the code before they get here.

language-name = English

## Start, help, access
start-welcome = ✈️ <b>FlightDesk</b>: flights, bookings, refunds and sale alerts from the supplier, in this chat.
help-title = <b>What you can do</b> (your role: { $role })
access-refused = This bot is for the operator's staff only. Your Telegram id is <code>{ $id }</code>: ask an admin to let you in, or press the button below.
access-refused-toast = This bot is for the operator's staff only.
access-request-button = 🙋 Request access
access-request-sent = Your request was sent to the admins. You will get a message here when it is decided.
access-request-pending = Your request is already with the admins; you will get a message here when it is decided.
access-request-to-admin = 🙋 <b>Access request</b>
    { $name } { $username }
    Telegram id: <code>{ $id }</code>
access-approve-viewer = ✅ Viewer
access-approve-agent = ✅ Agent
access-approve-admin = ✅ Admin
access-deny = ❌ Deny
access-approved-admin-note = ✅ { $name } (<code>{ $id }</code>) is now { $role }. Decided by { $by }.
access-denied-admin-note = ❌ Request of { $name } (<code>{ $id }</code>) denied by { $by }.
access-request-gone = This request was already decided.
access-approved-user = ✅ You are in, as { $role }. Send /help to see what you can do.
access-denied-user = Your access request was declined. Ask an admin if you think this is a mistake.
access-revoked-user = Your access to FlightDesk was removed.
role-changed-user = Your FlightDesk role is now { $role }. Send /help to see what you can do.
role-too-low = This needs the { $role } role; yours is { $current }. Ask an admin.
group-admin-only = In a group, only FlightDesk admins can do this.
group-anonymous-admin = Anonymous admins cannot be identified: turn off "Remain anonymous" in your admin rights in this group to use the bot.

role-viewer = viewer
role-agent = agent
role-admin = admin

## Users (admin)
users-title = <b>Users</b> ({ $count })
users-none = No users yet besides the admins set in ADMIN_IDS.
users-line = { $name } <code>{ $id }</code>: { $role }
users-fixed-admin = { $name } <code>{ $id }</code>: admin (ADMIN_IDS)
users-pending-title = <b>Waiting for a decision</b> ({ $count })
users-pick = Press a user to change the role or remove access.
user-detail = { $name } <code>{ $id }</code>
    Role: { $role }
    Approved by { $by } on { $at }
user-revoke = 🚫 Remove access
user-back = ⬅️ Back to users
user-role-set = ✅ { $name } is now { $role }.
user-revoked = 🚫 { $name } no longer has access.
user-not-found = That user is no longer on the list.
user-fixed-admin = { $name } is an admin through ADMIN_IDS; change that setting to change the role.
user-self = You cannot change your own role.
admin-proposed = 📝 Proposal #{ $proposal }: { $name } (<code>{ $id }</code>) as admin. A second admin must approve it: { $count ->
    [0] no other admin could be reached (they must have opened the bot).
    [one] sent to { $countText } other admin.
   *[other] sent to { $countText } other admins.
 }
admin-proposal = 📝 <b>Admin role</b>, proposal #{ $proposal }: { $by } proposes making { $name } (<code>{ $id }</code>) an admin. A second admin's approval makes it.
admin-button-approve = ✅ Approve
admin-button-refuse = ❌ Refuse
admin-no-checker = A second admin must approve making someone admin, and there is no other admin. Nothing was changed.
admin-proposal-waiting = Making this user an admin is already proposed by { $by } and waits for a second admin.
admin-own-proposal = You proposed this: another admin must approve it.
admin-proposer-left = { $by } is no longer an admin, so their proposal cannot be approved. Nothing was changed.
admin-linked-approver = You and { $by } made one another admin: a third admin must approve this.
admin-proposal-gone = This proposal was already decided.
admin-granted = ✅ { $name } (<code>{ $id }</code>) is now admin: proposed by { $by }, approved by { $approver }.
admin-refused = ❌ { $name } (<code>{ $id }</code>) was not made admin: proposed by { $by }, refused by { $approver }.

## Language
lang-choose = Choose the language:
lang-set = ✅ Language: English.
lang-digits-native = Digits of the language
lang-digits-latin = Latin digits 123
lang-digits-set-native = ✅ Numbers are written in the digits of your language.
lang-digits-set-latin = ✅ Numbers are written in Latin digits (123).
# $hn and $mn (the numbers) choose a plural form where a language has them (Arabic); $h and $m are written.
duration-hours = { $hn ->
   *[other] { $h }h
  }
duration-minutes = { $mn ->
   *[other] { $m }m
  }
duration-hours-minutes = { $hn ->
   *[other] { $h }h { $mn ->
       *[other] { $m }m
    }
  }

## Flow control
cancel-done = Cancelled. Nothing was changed.
cancel-nothing = There is nothing to cancel.
flow-timeout = This step waited too long and was closed. Start again when you are ready.

## Errors
error-apology = ⚠️ Sorry, something went wrong on our side. Reference: <code>{ $ref }</code>. Please try again; if it keeps happening, give the reference to an admin.
error-supplier-unavailable = ⚠️ The supplier is not answering right now ({ $detail }). Please try again in a minute. Reference: <code>{ $ref }</code>.
error-supplier-garbled = ⚠️ The supplier sent an answer we could not read. Please try again; if it keeps happening, give this reference to an admin: <code>{ $ref }</code>.
error-supplier-says = ⚠️ The supplier refused: { $message }
error-supplier-login = ⚠️ The bot's supplier account is refused; an admin has been told. Please try again later. Reference: <code>{ $ref }</code>.
error-supplier-trace = Supplier trace id: <code>{ $trace }</code> (reference <code>{ $ref }</code>)
supplier-account-refused = ⛔ <b>The supplier refuses the bot's service account.</b>
    It answered { $operation }: { $message }
    Check SUPPLIER_USERNAME and the password (or its MD5 hash), that this machine's public IP is registered as trusted at the supplier, and SUPPLIER_HEADERS if the supplier issued an API key. Staff are told that an admin knows.
supplier-account-trace = Supplier trace id: <code>{ $trace }</code>
supplier-account-mended = ✅ The supplier accepts the bot's service account again.
supplier-account-unchecked = ⚠️ At start the supplier could not be reached to check the bot's service account: { $error }
button-not-yours = This button belongs to someone else's message.
button-invalid = This button is not valid any more.
button-expired = This result has expired. Run the command again.
unknown-command = I do not know that command. Send /help for the list.
unknown-text = Send a command, for example /help.
unknown-did-you-mean = 🤔 Did you mean /{ $command }? Commands are written in small letters; tap it to send it.
unknown-did-you-mean-typo = 🤔 Did you mean /{ $command }? Tap it to send it.
unknown-did-you-mean-line = With what you typed after it: <code>{ $line }</code>

## Fleet
aircraft-title = <b>Fleet</b> ({ $count } aircraft)
aircraft-none = The supplier returned no aircraft.
aircraft-inactive = inactive
aircraft-seats = { $n ->
    [one] { $count } seat
   *[other] { $count } seats
  }

## Command menu
cmd-start = Start and greeting
cmd-help = What this bot can do
cmd-search = Find flights, fares and seats
cmd-history = Booking history by PNR
cmd-status = Outcome of a booking request
cmd-penalty = Cancellation penalty quote
cmd-refund = Guided refund
cmd-book = Hold seats and issue tickets
cmd-aircraft = The fleet
cmd-subscribe = Sale, cancellation and pace alerts, a daily digest or a sales report, here
cmd-unsubscribe = Stop alerts, the digest or a report here
cmd-subscriptions = Alerts and digest of this chat
cmd-users = Users and access requests
cmd-audit = Latest audit entries
cmd-poller = Event poller status
cmd-lang = Language
cmd-cancel = Leave the current step
cmd-flights = Flights of a day: sold, offered, load
cmd-pace = Which flights sell on pace, which lag
cmd-sales = Sales of a day or period
cmd-find = Find a booking by name, PNR, ticket or document
cmd-manifest = Passengers of a flight
cmd-refunds = Refunds waiting for the supplier's outcome
cmd-balance = The supplier account's credit
cmd-changed = Schedule changes: refund a moved flight's tickets
cmd-flight = Close, open or resize a flight (a second admin approves)
