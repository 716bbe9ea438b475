## /changed without the supplier's list (src/bot/features/changed.ts).
changed-feed-only = ⚠️ فهرست تغییرات تأمین‌کننده خوانده نشد: در زیر فقط تغییراتی آمده که از رویدادها رسیده است (جایگزینی پرواز).
