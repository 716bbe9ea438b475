## The event feed's health: /poller lines and the admins' notices (src/bot/render/poller.ts)
poller-read-to = قُرئت الأحداث حتى { $time }
poller-feed-waiting = لا حدث جديد بعد (المراقبة منذ { $time })
poller-feed-quiet = ⚠️ هدوء: لا حدث جديد منذ { $quiet } (يُبلَّغ المشرفون بعد { $limit })
poller-feed-late = ⚠️ تأخر: وصل أحدث حدث بعد { $lag } من وقوعه (في الموعد: خلال { $limit })؛ يعود كل جلب { $overlap } إلى الوراء
feed-alert-quiet = ⚠️ <b>لا حدث جديد من موجز المزوّد منذ { $quiet }.</b>
    عادةً يصل حدث خلال { $limit } (EVENTS_QUIET_ALERT_MINUTES). ربما توقف الموجز، أو يفشل الجلب، أو المبيعات بطيئة فحسب: راجع /poller.
feed-alert-late = ⚠️ <b>موجز أحداث المزوّد متأخر.</b>
    وصل أحدث حدث بعد { $lag } من وقوعه (في الموعد: خلال { $limit }): إما أن الموجز متأخر أو أن ساعة المزوّد متأخرة عن ساعة البوت. الأحداث المتأخرة حتى { $overlap } ما زالت تُلتقط (EVENTS_OVERLAP_MINUTES)؛ وما تأخر أكثر قد يضيع. راجع /poller.
feed-alert-mended = ✅ عاد موجز أحداث المزوّد في موعده.
poller-ledger = السجل: { $bookings }، { $passengers }، { $tickets }، { $cancellations }
poller-ledger-bookings = { $count ->
    [one] حجز واحد
    [two] حجزان
    [few] { $countText } حجوزات
   *[other] { $countText } حجزًا
 }
poller-ledger-passengers = { $count ->
    [one] راكب واحد
    [two] راكبان
    [few] { $countText } ركاب
   *[other] { $countText } راكبًا
 }
poller-ledger-tickets = { $count ->
    [one] تذكرة واحدة
    [two] تذكرتان
    [few] { $countText } تذاكر
   *[other] { $countText } تذكرة
 }
poller-ledger-cancellations = { $count ->
    [one] إلغاء واحد
    [two] إلغاءان
    [few] { $countText } إلغاءات
   *[other] { $countText } إلغاءً
 }
poller-set-aside = ⚠️ مبالغ مستبعدة (لم تُقرأ بدقة، ليست في مجاميع /sales): { $count }
set-aside-alert = ⚠️ <b>{ $n ->
    [one] مبلغ من أحداث المورّد لم يُقرأ بدقة.</b>
   *[other] { $count } مبالغ من أحداث المورّد لم تُقرأ بدقة.</b>
 } الحجوزات والإلغاءات محفوظة؛ استُبعدت مبالغها من /sales بدل جمعها خطأً. اسأل المورّد عن:
set-aside-alert-line = • { $pnr } (الحدث { $event }): { $member } = { $sent }
set-aside-alert-more = … و{ $count } أخرى (انظر /poller).
