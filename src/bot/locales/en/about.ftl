# What the bot says about itself in Telegram (setMyDescription, setMyShortDescription).
# Plain text, no HTML: at most 512 characters for the description, 120 for the short one.

bot-description = FlightDesk is the desk of the operator's staff: find flights, fares and seats, look up bookings and cancellation penalties, make guided refunds, and get sale and cancellation alerts. Only staff let in by an admin are served: press Start to ask for access.
bot-short-description = Flights, bookings, refunds and sale alerts for the operator's staff.
