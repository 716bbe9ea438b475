# تنبيهات المبيعات والإلغاء، والاشتراكات، وحالة جلب الأحداث.

## Alerts
alert-booking-title = 🟢 <b>حجز جديد</b> <code>{ $pnr }</code>
alert-leg = ✈️ { $route } · { $flight } · { $date }
alert-passengers = 👥 { $list }
alert-pax-adult = { $count ->
    [one] بالغ واحد
    [two] بالغان
    [few] { $count } بالغين
   *[other] { $count } بالغ
 }
alert-pax-child = { $count ->
    [one] طفل واحد
    [two] طفلان
    [few] { $count } أطفال
   *[other] { $count } طفل
 }
alert-pax-infant = { $count ->
    [one] رضيع واحد
    [two] رضيعان
    [few] { $count } رُضّع
   *[other] { $count } رضيع
 }
alert-pax-other = { $count } غير ذلك
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
alert-cancel-more = … و{ $count } مسافرين آخرين
alert-other = ℹ️ <b>{ $what }</b>{ $reference } · 🕒 { $time }
alert-type-hotel = حجز فندق
alert-type-tour = حجز برنامج سياحي
alert-type-replaced = استبدال رحلة في الحجز
alert-type-passenger = تغيير بيانات مسافر

## Digests
alerts-digest-title = 📦 <b>{ $count } تنبيهات</b>
alerts-digest-booking = 🟢 <code>{ $pnr }</code> { $flight } · { $passengers } · { $amount }
alerts-digest-cancellation = 🔴 <code>{ $pnr }</code> { $flight } · { $count } ملغاة · المسترد { $refund }
alerts-digest-other = ℹ️ { $what }{ $reference } · { $time }
alerts-digest-more-flights = (+{ $count })

## Subscriptions
alerts-choose = 🔔 <b>ما التنبيهات التي تصل إلى هذه المحادثة؟</b>
    يمكن تضييقها بمرشحات، مثلاً: /subscribe bookings route=THR-MHD airline=IR flight=1234
alerts-topic-bookings = الحجوزات
alerts-topic-cancellations = الإلغاءات
alerts-topic-all = كل الأحداث
alerts-filter-route = المسار { $route }
alerts-filter-airline = شركة الطيران { $airline }
alerts-filter-flight = الرحلة { $flight }
alerts-added = ✅ تم الاشتراك: { $what }. تصل التنبيهات هنا بعد دقيقة أو دقيقتين من كل حدث.
alerts-duplicate = هذه المحادثة تتلقى هذه التنبيهات بالفعل: { $what }.
alerts-limit = لدى هذه المحادثة { $max } اشتراكات، وهو الحد الأقصى. ألغِ أحدها أولاً بالأمر /unsubscribe.
alerts-feed-off = ⚠️ جلب الأحداث متوقف (EVENTS_SOURCE=off): لن تصل تنبيهات حتى يشغّله أحد المشرفين.
alerts-bad-word = لم أفهم «{ $word }». استخدم bookings أو cancellations أو all، ومرشحات مثل route=THR-MHD أو airline=IR أو flight=1234.
alerts-bad-route = «{ $word }» ليس مساراً صحيحاً. اكتب رمزي المطارين بينهما شرطة، مثلاً route=THR-MHD.
alerts-bad-airline = «{ $word }» ليس رمز شركة طيران. اكتب رمز IATA المكوّن من حرفين، مثلاً airline=IR.
alerts-bad-flight = «{ $word }» ليس رقم رحلة. اكتب أرقامه، مثلاً flight=1234 أو flight=IR1234.
alerts-bad-twice = «{ $word }» مكرر أو يناقض ما سبقه. اذكر كل مرشح ونوع التنبيه مرة واحدة.
alerts-list-title = 🔔 <b>تنبيهات هذه المحادثة</b> ({ $count })
alerts-list-line = { $n }. { $what }
alerts-list-hint = لإيقافها استخدم /unsubscribe.
alerts-none = لا تتلقى هذه المحادثة أي تنبيهات. ابدأ بالأمر /subscribe، مثلاً /subscribe bookings route=THR-MHD
alerts-stop-pick = أي التنبيهات تريد إيقافها؟
alerts-stop-button = ✖ { $n }. { $what }
alerts-stop-all-button = ✖ إيقاف الكل
alerts-stopped = 🔕 تم الإيقاف: { $what }.
alerts-stopped-all = 🔕 لن تتلقى هذه المحادثة أي تنبيهات بعد الآن.
alerts-gone = كانت هذه التنبيهات قد أُوقفت من قبل.

## Poller status (admins)
poller-off = 📡 جلب الأحداث متوقف (EVENTS_SOURCE=off).
poller-title = 📡 <b>جلب الأحداث</b>: { $source }، كل { $seconds } ثانية
poller-last-success = آخر جلب ناجح: { $time } (قبل { $ago })
poller-never = آخر جلب ناجح: لم يتم بعد
poller-lag = قُرئت الأحداث حتى { $time } · التأخر { $lag }
poller-no-cursor = الأحداث المقروءة: لم يبدأ بعد
poller-healthy = الأخطاء: لا يوجد
poller-failing = ⚠️ يفشل: { $count } مرات متتالية، آخرها { $time }: { $error }
poller-last-error = آخر خطأ، وقد زال الآن: { $time }: { $error }
poller-rejected = أحداث تُجوهلت لأن بنيتها غير متوقعة: { $count }
poller-outbox = صندوق الإرسال: { $count } تنبيهات تنتظر { $chats } محادثات
poller-account-ok = حساب المزوّد: مقبول (تم التحقق في { $time })
poller-account-refused = ⛔ حساب المزوّد مرفوض: { $message }
poller-account-trace = (معرّف التتبع <code>{ $trace }</code>)
poller-account-unreachable = ⚠️ تعذّر التحقق من حساب المزوّد: { $error }
poller-account-unchecked = حساب المزوّد: لم يتم التحقق بعد
poller-subscriptions = الاشتراكات: { $count } ({ $private } محادثات خاصة، { $groups } مجموعات)
poller-seconds = { $n } ثانية
poller-minutes = { $n } دقيقة
poller-hours = { $n } ساعة و{ $m } دقيقة
