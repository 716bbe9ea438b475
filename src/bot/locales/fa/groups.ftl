# گروه‌های کارکنان: تاپیک‌های انجمن، هشدارهای گروهی که سازنده‌شان دیگر مدیر نیست، /history در گروه.

alerts-forum-topic = تاپیک { $thread }
group-alerts-orphaned-here = { "   " }⚠️ سازنده‌اش دیگر مدیر FlightDesk نیست: تا وقتی مدیری آن را نگه دارد یا لغو کند، ارسال می‌شود (/subscriptions در گفتگوی خصوصی).
group-alerts-none = 👥 هیچ گروهی هشدار نمی‌گیرد.
group-alerts-title = 👥 <b>هشدارهای گروه‌ها</b> ({ $count }، { $orphaned } بدون مدیر)
group-alerts-review = 👥 <b>{ $who } این اشتراک‌های گروهی را ساخته است</b> ({ $count }) و دیگر هشدارهای گروه را مدیریت نمی‌کند. تا تصمیم شما ارسال می‌شوند.
group-alerts-review-done = ✅ برای همهٔ اشتراک‌های گروهی { $who } تصمیم گرفته شد.
group-alerts-line = { $n }. { $group }: { $what }
group-alerts-by = { "   " }ساخته‌شده توسط { $who } ✓
group-alerts-by-orphaned = { "   " }⚠️ ساخته‌شده توسط { $who }، که دیگر مدیر نیست: تا تصمیم یک مدیر ارسال می‌شود
group-alerts-more = … و { $count } مورد دیگر: اول دربارهٔ این‌ها تصمیم بگیرید، سپس دوباره /subscriptions را بفرستید.
group-alerts-decide-hint = «نگه‌دار» اشتراک را به نام شما می‌کند؛ «لغو» هشدارهایش را قطع می‌کند.
group-alerts-keep-button = ✅ نگه‌دار { $n }
group-alerts-stop-button = ✖ لغو { $n }
group-alerts-kept = ✅ به نام شما نگه داشته شد: { $what } در گروه { $chat }.
group-alerts-stopped = 🔕 لغو شد: { $what } در گروه { $chat }.
group-alerts-gone = این اشتراک دیگر وجود ندارد: کسی پیش‌تر آن را لغو کرده است.
group-alerts-removed = 🚪 <b>FlightDesk از گروه { $group } حذف شد</b>. این هشدارها قطع شدند:
    { $list }
    تا وقتی مدیری آن‌ها را فراموش کند در /subscriptions فهرست می‌شوند؛ برای ازسرگیری، ربات را دوباره به گروه بیفزایید و /subscribe را بفرستید.
group-alerts-removed-title = 🚪 <b>گروه‌هایی که FlightDesk را حذف کردند</b>: هشدارهایشان قطع شد
group-alerts-removed-line = { $n }. { $group }، حذف در { $when }:
group-alerts-removed-more = … و { $count } مورد دیگر: اول این‌ها را فراموش کنید، سپس دوباره /subscriptions را بفرستید.
group-alerts-forget-button = 🗑 فراموش کن { $n }
group-alerts-forgotten = 🗑 فراموش شد: گروه { $group }.
group-alerts-removed-none = همهٔ گروه‌های قطع‌شده فراموش شدند.
group-alerts-forget-gone = این گروه پیش‌تر فراموش شده است.
history-private-only = 🔒 کد ملی، گذرنامه، تلفن و ایمیل فقط در گفتگوی خصوصی با ربات نشان داده می‌شوند.
