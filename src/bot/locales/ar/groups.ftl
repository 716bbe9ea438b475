# مجموعات الموظفين: مواضيع المنتدى، تنبيهات المجموعات التي لم يعد منشئها مشرفًا، ‎/history‎ في المجموعات.

alerts-forum-topic = موضوع المنتدى { $thread }
group-alerts-orphaned-here = { "   " }⚠️ أنشأه شخص لم يعد مشرفًا في FlightDesk: يستمر الإرسال حتى يبقيه مشرف أو يوقفه (/subscriptions في محادثة خاصة).
group-alerts-none = 👥 لا توجد مجموعة تتلقى تنبيهات.
group-alerts-title = 👥 <b>تنبيهات المجموعات</b> ({ $count }، { $orphaned } بلا مشرف)
group-alerts-review = 👥 <b>أنشأ { $who } اشتراكات المجموعات هذه</b> ({ $count }) ولم يعد يدير تنبيهات المجموعات. يستمر إرسالها حتى تقرر.
group-alerts-review-done = ✅ تم البت في كل اشتراكات المجموعات التي أنشأها { $who }.
group-alerts-line = { $n }. { $group }: { $what }
group-alerts-by = { "   " }أنشأه { $who } ✓
group-alerts-by-orphaned = { "   " }⚠️ أنشأه { $who }، ولم يعد مشرفًا: يستمر الإرسال حتى يقرر مشرف
group-alerts-more = … و{ $count } أخرى: قرر بشأن هذه أولًا، ثم أرسل /subscriptions مجددًا.
group-alerts-decide-hint = «إبقاء» ينقل الاشتراك إلى اسمك؛ «إيقاف» ينهي تنبيهاته.
group-alerts-keep-button = ✅ إبقاء { $n }
group-alerts-stop-button = ✖ إيقاف { $n }
group-alerts-kept = ✅ أُبقي باسمك: { $what } في المجموعة { $chat }.
group-alerts-stopped = 🔕 أُوقف: { $what } في المجموعة { $chat }.
group-alerts-gone = هذا الاشتراك لم يعد موجودًا: أوقفه أحدهم من قبل.
group-alerts-removed = 🚪 <b>أُزيل FlightDesk من المجموعة { $group }</b>. توقفت هذه التنبيهات:
    { $list }
    تبقى مدرجة في /subscriptions حتى ينساها مشرف؛ أعد إضافة البوت وأرسل /subscribe لاستئنافها.
group-alerts-removed-title = 🚪 <b>مجموعات أزالت FlightDesk</b>: توقفت تنبيهاتها
group-alerts-removed-line = { $n }. { $group }، أُزيل في { $when }:
group-alerts-removed-more = … و{ $count } أخرى: انسَ هذه أولًا، ثم أرسل /subscriptions مجددًا.
group-alerts-forget-button = 🗑 نسيان { $n }
group-alerts-forgotten = 🗑 نُسيت: المجموعة { $group }.
group-alerts-removed-none = نُسيت كل المجموعات المتوقفة.
group-alerts-forget-gone = هذه المجموعة نُسيت من قبل.
history-private-only = 🔒 تظهر أرقام الهوية وجوازات السفر والهواتف والبريد الإلكتروني في محادثة خاصة مع البوت فقط.
