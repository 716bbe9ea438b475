rate-limited = ⏳ That is faster than the bot can serve one person. Please wait { $seconds } s, then send it again.
rate-limited-toast = ⏳ Too fast: please wait { $seconds } s.
