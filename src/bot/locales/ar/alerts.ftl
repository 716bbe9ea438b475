# تنبيهات المبيعات والإلغاء، والاشتراكات، وحالة جلب الأحداث.

## Alerts
alert-booking-title = 🟢 <b>حجز جديد</b> <code>{ $pnr }</code>
alert-leg = ✈️ { $flight } · { $date } (بالتوقيت المحلي)
alert-passengers = 👥 { $list }
alert-pax-adult = { $count ->
    [one] بالغ واحد
    [two] بالغان
    [few] { $countText } بالغين
    [many] { $countText } بالغًا
   *[other] { $countText } بالغ
 }
alert-pax-child = { $count ->
    [one] طفل واحد
    [two] طفلان
    [few] { $countText } أطفال
    [many] { $countText } طفلًا
   *[other] { $countText } طفل
 }
alert-pax-infant = { $count ->
    [one] رضيع واحد
    [two] رضيعان
    [few] { $countText } رُضّع
    [many] { $countText } رضيعًا
   *[other] { $countText } رضيع
 }
alert-pax-other = { $count ->
    [zero] لا أحد غير ذلك
   *[other] { $countText } غير ذلك
 }
alert-total = 💰 المبلغ المستحق: { $amount }
alert-sold-by = 🏢 { $seller }
alert-channel = 🎫 { $channel }
alert-channel-paid = 🎫 { $channel } · 💳 { $gateway }
alert-channel-charter = رحلة عارضة (تشارتر)
alert-channel-webservice = خدمة ويب
alert-channel-mixed = تشارتر وخدمة ويب
alert-channel-unknown = قناة البيع غير محددة
alert-booked-at = 🕒 وقت الحجز: { $time }
alert-history-button = 📜 سجل الحجز
alert-cancel-title = 🔴 <b>إلغاء</b> <code>{ $pnr }</code>
alert-cancelled-by = 👤 ألغاه { $user } · 🕒 { $time }
alert-cancel-passenger = { $n }. { $name } ({ $age }) · التذكرة <code>{ $ticket }</code>
alert-cancel-amounts = { "   " }الغرامة { $penalty } ({ $percent }٪) · المبلغ المسترد { $refund }
alert-cancel-more = { $count ->
    [one] … ومسافر آخر
    [two] … ومسافران آخران
    [few] … و{ $countText } مسافرين آخرين
    [many] … و{ $countText } مسافرًا آخر
   *[other] … و{ $countText } مسافر آخر
 }
alert-other = ℹ️ <b>{ $what }</b>{ $reference } · 🕒 { $time }
alert-type-hotel = حجز فندق
alert-type-tour = حجز برنامج سياحي
alert-type-replaced = استبدال رحلة في الحجز
alert-type-passenger = تغيير بيانات مسافر

## Digests
alerts-digest-title = { $count ->
    [one] 📦 <b>تنبيه واحد</b>
    [two] 📦 <b>تنبيهان</b>
    [few] 📦 <b>{ $countText } تنبيهات</b>
    [many] 📦 <b>{ $countText } تنبيهًا</b>
   *[other] 📦 <b>{ $countText } تنبيه</b>
 }
alerts-digest-booking = 🟢 <code>{ $pnr }</code> { $flight } · { $passengers } · { $amount }
alerts-digest-cancellation = 🔴 <code>{ $pnr }</code> { $flight } · { $countText } ملغاة · المسترد { $refund }
alerts-digest-other = ℹ️ { $what }{ $reference } · { $time }
alerts-digest-more-flights = (+{ $countText })
alert-age-adult = بالغ
alert-age-child = طفل
alert-age-infant = رضيع
alerts-digest-flight = { $flight } · { $date }
alerts-digest-footer = { $timed ->
    [yes] 🕒 أوقات الرحلات بالتوقيت المحلي للمطار؛ والأوقات الأخرى حسب { $zone }
   *[no] 🕒 أوقات الرحلات بالتوقيت المحلي للمطار
 }

## Subscriptions
alerts-choose = 🔔 <b>ما التنبيهات التي تصل إلى هذه المحادثة؟</b>
    يمكن تضييقها بمرشحات، مثلاً: /subscribe bookings route=THR-MHD airline=IR flight=1234
    📊 أو رسم مبيعات اليوم وملخصها مرة كل يوم: /subscribe digest (الساعة { $time }) أو /subscribe digest 21:00
    📈 وتيرة البيع: رحلة تتجاوز ٨٠٪ و٩٥٪ من المقاعد، أو تمتلئ، أو تتأخر عن وتيرتها، أو تكثر إلغاءاتها: /subscribe pace route=THR-MHD
    📋 أو تقرير مبيعات مع ملف إكسل: /subscribe report daily أو /subscribe report weekly 08:00
    🌙 ساعات الهدوء، تُحفظ التنبيهات حتى نهايتها: /subscribe quiet 23:00-07:00
alerts-topic-bookings = الحجوزات
alerts-topic-cancellations = الإلغاءات
alerts-topic-all = كل الأحداث
alerts-topic-pace = وتيرة البيع (الإيرادات)
alerts-filter-route = المسار { $route }
alerts-filter-airline = شركة الطيران { $airline }
alerts-filter-flight = الرحلة { $flight }
alerts-added = ✅ تم الاشتراك: { $what }. تصل التنبيهات هنا بعد دقيقة أو دقيقتين من كل حدث.
alerts-duplicate = هذه المحادثة تتلقى هذه التنبيهات بالفعل: { $what }.
alerts-limit = لدى هذه المحادثة { $max } اشتراكات، وهو الحد الأقصى. ألغِ أحدها أولاً بالأمر /unsubscribe.
alerts-feed-off = ⚠️ جلب الأحداث متوقف (EVENTS_SOURCE=off): لن تصل تنبيهات حتى يشغّله أحد المشرفين.
alerts-bad-word = لم أفهم «{ $word }». استخدم bookings أو cancellations أو all أو pace، ومرشحات مثل route=THR-MHD أو airline=IR أو flight=1234؛ أو digest [HH:MM] لملخص المبيعات اليومي؛ أو quiet 23:00-07:00 لساعات الهدوء.
alerts-bad-route = «{ $word }» ليس مساراً صحيحاً. اكتب رمزي المطارين بينهما شرطة، مثلاً route=THR-MHD.
alerts-bad-airline = «{ $word }» ليس رمز شركة طيران. اكتب رمز IATA المكوّن من حرفين، مثلاً airline=IR.
alerts-bad-flight = «{ $word }» ليس رقم رحلة. اكتب أرقامه، مثلاً flight=1234 أو flight=IR1234.
alerts-bad-twice = «{ $word }» مكرر أو يناقض ما سبقه. اذكر كل مرشح ونوع التنبيه مرة واحدة.
alerts-list-title = 🔔 <b>تنبيهات هذه المحادثة</b> ({ $count })
alerts-list-line = { $n }. { $what }
alerts-list-hint = لإيقافها استخدم /unsubscribe.
alerts-none = لا تتلقى هذه المحادثة أي تنبيهات ولا ملخصًا يوميًا. ابدأ بالأمر /subscribe، مثلاً /subscribe bookings route=THR-MHD أو /subscribe digest
alerts-stop-pick = أي التنبيهات أو الملخص اليومي تريد إيقافه؟
alerts-stop-button = ✖ { $n }. { $what }
alerts-stop-all-button = ✖ إيقاف الكل
alerts-stopped = 🔕 تم الإيقاف: { $what }.
alerts-stopped-all = 🔕 لن تتلقى هذه المحادثة أي تنبيهات ولا ملخصًا يوميًا بعد الآن.
alerts-gone = كانت هذه التنبيهات قد أُوقفت من قبل.

## Poller status (admins)
poller-off = 📡 جلب الأحداث متوقف (EVENTS_SOURCE=off).
poller-title = 📡 <b>جلب الأحداث</b>: { $source }، كل { $seconds } ثانية
poller-leader-this = 🟢 هذه النسخة تتولى الأعمال الخلفية والجلب ({ $name })
poller-leader-other = ⏸ هذه النسخة في الانتظار؛ { $leader } تتولى الأعمال الخلفية والجلب
poller-leader-none = ⚠️ لا تتولى أي نسخة الأعمال الخلفية الآن: ستتولاها إحداها خلال LEADER_TAKEOVER_SECONDS
poller-last-success = آخر جلب ناجح: { $time } (قبل { $ago })
poller-never = آخر جلب ناجح: لم يتم بعد
poller-lag = قُرئت الأحداث حتى { $time } · التأخر { $lag }
poller-no-cursor = الأحداث المقروءة: لم يبدأ بعد
poller-healthy = الأخطاء: لا يوجد
poller-failing = { $count ->
    [one] ⚠️ يفشل: مرة واحدة، في { $time }: { $error }
    [two] ⚠️ يفشل: مرتان متتاليتان، آخرهما { $time }: { $error }
    [few] ⚠️ يفشل: { $countText } مرات متتالية، آخرها { $time }: { $error }
   *[other] ⚠️ يفشل: { $countText } مرة متتالية، آخرها { $time }: { $error }
 }
poller-last-error = آخر خطأ، وقد زال الآن: { $time }: { $error }
poller-rejected = أحداث تُجوهلت لأن بنيتها غير متوقعة: { $count }
poller-outbox = صندوق الإرسال: { $count ->
    [one] تنبيه واحد ينتظر
    [two] تنبيهان ينتظران
    [few] { $countText } تنبيهات تنتظر
   *[other] { $countText } تنبيه ينتظر
 } { $chats ->
    [one] محادثة واحدة
    [two] محادثتين
    [few] { $chatsText } محادثات
   *[other] { $chatsText } محادثة
 }
poller-account-ok = حساب المزوّد: مقبول (تم التحقق في { $time })
poller-account-refused = ⛔ حساب المزوّد مرفوض: { $message }
poller-account-trace = (معرّف التتبع <code>{ $trace }</code>)
poller-account-unreachable = ⚠️ تعذّر التحقق من حساب المزوّد: { $error }
poller-account-unchecked = حساب المزوّد: لم يتم التحقق بعد
poller-subscriptions = الاشتراكات: { $count } ({ $private ->
    [one] محادثة خاصة واحدة
    [two] محادثتان خاصتان
    [few] { $privateText } محادثات خاصة
   *[other] { $privateText } محادثة خاصة
 }، { $groups ->
    [one] مجموعة واحدة
    [two] مجموعتان
    [few] { $groupsText } مجموعات
   *[other] { $groupsText } مجموعة
 })
poller-seconds = { $n } ثانية
poller-minutes = { $n } دقيقة
times-zone = 🕒 الأوقات حسب { $zone }
