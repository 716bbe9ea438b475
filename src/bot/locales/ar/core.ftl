# FlightDesk, Arabic (العربية). Same keys as en.ftl (checked by test/bot/locales.test.ts).
# Placeables that carry outside text are HTML-escaped by the code before they get here.

language-name = العربية

## Start, help, access
start-welcome = ✈️ <b>FlightDesk</b>: الرحلات والحجوزات والاستردادات وتنبيهات المبيعات من المزوّد، في هذه المحادثة.
help-title = <b>ما يمكنك القيام به</b> (دورك: { $role })
access-refused = هذا البوت مخصص لموظفي الشركة فقط. معرّف تيليجرام الخاص بك هو <code>{ $id }</code>: اطلب من أحد المشرفين منحك الصلاحية، أو اضغط الزر أدناه.
access-refused-toast = هذا البوت مخصص لموظفي الشركة فقط.
access-request-button = 🙋 طلب صلاحية
access-request-sent = تم إرسال طلبك إلى المشرفين. ستصلك رسالة هنا عند البتّ فيه.
access-request-pending = طلبك لدى المشرفين بالفعل؛ ستصلك رسالة هنا عند البتّ فيه.
access-request-to-admin = 🙋 <b>طلب صلاحية</b>
    { $name } { $username }
    معرّف تيليجرام: <code>{ $id }</code>
access-approve-viewer = ✅ مشاهد
access-approve-agent = ✅ وكيل
access-approve-admin = ✅ مشرف
access-deny = ❌ رفض
access-approved-admin-note = ✅ { $name } (<code>{ $id }</code>) أصبح الآن بدور { $role }. القرار من { $by }.
access-denied-admin-note = ❌ طلب { $name } (<code>{ $id }</code>) رفضه { $by }.
access-request-gone = تم البتّ في هذا الطلب مسبقًا.
access-approved-user = ✅ تم منحك الصلاحية بدور { $role }. أرسل /help لمعرفة ما يمكنك القيام به.
access-denied-user = تم رفض طلب الصلاحية الخاص بك. راجع أحد المشرفين إذا كنت تعتقد أن ذلك خطأ.
access-revoked-user = تم إلغاء صلاحية وصولك إلى FlightDesk.
role-changed-user = دورك في FlightDesk الآن { $role }. أرسل /help لمعرفة ما يمكنك القيام به.
role-too-low = يتطلب هذا الإجراء دور { $role }؛ ودورك الحالي { $current }. راجع أحد المشرفين.
group-admin-only = في المجموعات، يقتصر هذا الإجراء على مشرفي FlightDesk.
group-anonymous-admin = لا يمكن التعرّف على المشرفين المجهولين: لاستخدام البوت أوقف «البقاء مجهولًا» (Remain anonymous) في صلاحيات الإشراف الخاصة بك في هذه المجموعة.

role-viewer = مشاهد
role-agent = وكيل
role-admin = مشرف

## Users (admin)
users-title = <b>المستخدمون</b> ({ $count })
users-none = لا يوجد مستخدمون بعد سوى المشرفين المحددين في ADMIN_IDS.
users-line = { $name } <code>{ $id }</code>: { $role }
users-fixed-admin = { $name } <code>{ $id }</code>: مشرف (ADMIN_IDS)
users-pending-title = <b>بانتظار القرار</b> ({ $count })
users-pick = اضغط على مستخدم لتغيير دوره أو إلغاء صلاحيته.
user-detail = { $name } <code>{ $id }</code>
    الدور: { $role }
    وافق عليه { $by } بتاريخ { $at }
user-revoke = 🚫 إلغاء الصلاحية
user-back = ⬅️ العودة إلى المستخدمين
user-role-set = ✅ أصبح { $name } الآن بدور { $role }.
user-revoked = 🚫 لم تعد لدى { $name } صلاحية الوصول.
user-not-found = لم يعد هذا المستخدم موجودًا في القائمة.
user-fixed-admin = { $name } مشرف عبر ADMIN_IDS؛ لتغيير دوره يجب تعديل ذلك الإعداد.
user-self = لا يمكنك تغيير دورك بنفسك.
admin-proposed = 📝 الاقتراح #{ $proposal }: { $name } (<code>{ $id }</code>) مشرفاً. يجب أن يوافق عليه مشرف ثانٍ: { $count ->
    [0] لم يصل إلى أي مشرف آخر (يجب أن يكونوا قد فتحوا البوت).
   *[other] أُرسل إلى { $countText } من المشرفين الآخرين.
 }
admin-proposal = 📝 <b>دور المشرف</b>، الاقتراح #{ $proposal }: يقترح { $by } جعل { $name } (<code>{ $id }</code>) مشرفاً. تتم بموافقة مشرف ثانٍ.
admin-button-approve = ✅ موافقة
admin-button-refuse = ❌ رفض
admin-no-checker = جعل أي شخص مشرفاً يحتاج موافقة مشرف ثانٍ، ولا يوجد مشرف آخر. لم يتغير شيء.
admin-proposal-waiting = جعل هذا المستخدم مشرفاً مقترح مسبقاً من { $by } وينتظر مشرفاً ثانياً.
admin-own-proposal = أنت من اقترح هذا: يجب أن يوافق عليه مشرف آخر.
admin-proposer-left = لم يعد { $by } مشرفاً، فلا يمكن الموافقة على اقتراحه. لم يتغير شيء.
admin-linked-approver = أنت و{ $by } جعل كل منكما الآخر مشرفاً: يجب أن يوافق على هذا مشرف ثالث.
admin-proposal-gone = تم البتّ في هذا الاقتراح مسبقًا.
admin-granted = ✅ أصبح { $name } (<code>{ $id }</code>) مشرفاً: باقتراح { $by } وموافقة { $approver }.
admin-refused = ❌ لم يصبح { $name } (<code>{ $id }</code>) مشرفاً: باقتراح { $by } ورفض { $approver }.

## Language
lang-choose = اختر اللغة:
lang-set = ✅ اللغة: العربية.
lang-digits-native = الأرقام العربية ١٢٣
lang-digits-latin = الأرقام اللاتينية 123
lang-digits-set-native = ✅ تُكتب الأرقام بالأرقام العربية.
lang-digits-set-latin = ✅ تُكتب الأرقام بالأرقام اللاتينية (123).
duration-hours = { $hn ->
    [one] ساعة
    [two] ساعتان
    [few] { $h } ساعات
   *[other] { $h } ساعة
  }
duration-minutes = { $mn ->
    [one] دقيقة
    [two] دقيقتان
    [few] { $m } دقائق
   *[other] { $m } دقيقة
  }
duration-hours-minutes = { $hn ->
    [one] ساعة
    [two] ساعتان
    [few] { $h } ساعات
   *[other] { $h } ساعة
  } و{ $mn ->
    [one] دقيقة
    [two] دقيقتان
    [few] { $m } دقائق
   *[other] { $m } دقيقة
  }

## Flow control
cancel-done = تم الإلغاء. لم يتغير أي شيء.
cancel-nothing = لا يوجد ما يمكن إلغاؤه.
flow-timeout = انتظرت هذه الخطوة وقتًا طويلًا فتم إغلاقها. ابدأ من جديد عندما تكون جاهزًا.

## Errors
error-apology = ⚠️ عذرًا، حدث خطأ من جهتنا. الرقم المرجعي: <code>{ $ref }</code>. يرجى المحاولة مرة أخرى؛ وإذا تكرر الخطأ، أعطِ الرقم المرجعي لأحد المشرفين.
error-supplier-unavailable = ⚠️ المزوّد لا يستجيب حاليًا ({ $detail }). يرجى المحاولة بعد دقيقة. الرقم المرجعي: <code>{ $ref }</code>.
error-supplier-garbled = ⚠️ أرسل المزوّد ردًا تعذّرت قراءته. يرجى المحاولة مرة أخرى؛ وإذا تكرر ذلك، أعطِ هذا الرقم المرجعي لأحد المشرفين: <code>{ $ref }</code>.
error-supplier-says = ⚠️ رفض المزوّد الطلب: { $message }
error-supplier-login = ⚠️ حساب البوت لدى المزوّد مرفوض؛ تم إبلاغ أحد المشرفين. يُرجى المحاولة لاحقاً. الرقم المرجعي: <code>{ $ref }</code>.
error-supplier-trace = معرّف التتبع لدى المزوّد: <code>{ $trace }</code> (الرقم المرجعي <code>{ $ref }</code>)
supplier-account-refused = ⛔ <b>المزوّد يرفض حساب الخدمة الخاص بالبوت.</b>
    أجاب على { $operation }: { $message }
    تحقّق من SUPPLIER_USERNAME وكلمة المرور (أو بصمة MD5 الخاصة بها)، ومن تسجيل عنوان IP العام لهذا الخادم كعنوان موثوق لدى المزوّد، ومن SUPPLIER_HEADERS إذا أصدر المزوّد مفتاح API. يُبلَّغ الموظفون بأن المشرف على علم.
supplier-account-trace = معرّف التتبع لدى المزوّد: <code>{ $trace }</code>
supplier-account-mended = ✅ المزوّد يقبل حساب الخدمة الخاص بالبوت مجدداً.
supplier-account-unchecked = ⚠️ عند التشغيل تعذّر الوصول إلى المزوّد للتحقق من حساب خدمة البوت: { $error }
button-not-yours = هذا الزر يخص رسالة شخص آخر.
button-invalid = هذا الزر لم يعد صالحًا.
button-expired = انتهت صلاحية هذه النتيجة. نفّذ الأمر مرة أخرى.
unknown-command = لا أعرف هذا الأمر. أرسل /help لعرض قائمة الأوامر.
unknown-text = أرسل أمرًا، مثل /help.
unknown-did-you-mean = 🤔 هل تقصد /{ $command }؟ تُكتب الأوامر بأحرف صغيرة؛ اضغط عليه لإرساله.
unknown-did-you-mean-typo = 🤔 هل تقصد /{ $command }؟ اضغط عليه لإرساله.
unknown-did-you-mean-line = مع ما كتبته بعده: <code>{ $line }</code>

## Fleet
aircraft-title = <b>الأسطول</b> (عدد الطائرات: { $count })
aircraft-none = لم يُرجع المزوّد أي طائرة.
aircraft-inactive = غير نشطة
aircraft-seats = { $n ->
    [one] مقعد واحد
    [two] مقعدان
    [few] { $count } مقاعد
    [many] { $count } مقعدًا
   *[other] { $count } مقعد
  }

## Command menu
cmd-start = البدء والترحيب
cmd-help = ما يمكن لهذا البوت القيام به
cmd-search = البحث عن الرحلات والأسعار والمقاعد
cmd-history = سجل الحجز حسب PNR
cmd-status = نتيجة طلب الحجز
cmd-penalty = احتساب غرامة الإلغاء
cmd-refund = استرداد موجّه خطوة بخطوة
cmd-book = حجز مقاعد وإصدار تذاكر
cmd-aircraft = الأسطول
cmd-subscribe = تنبيهات البيع والإلغاء ووتيرة البيع، أو الملخص اليومي أو تقرير المبيعات في هذه المحادثة
cmd-unsubscribe = إيقاف التنبيهات أو الملخص أو التقرير في هذه المحادثة
cmd-subscriptions = تنبيهات هذه المحادثة وملخصها اليومي
cmd-users = المستخدمون وطلبات الصلاحية
cmd-audit = أحدث سجلات التدقيق
cmd-poller = حالة متابعة الأحداث
cmd-lang = اللغة
cmd-cancel = الخروج من الخطوة الحالية
cmd-flights = رحلات يوم: المباع والمعروض ونسبة الإشغال
cmd-pace = أي الرحلات تبيع بوتيرتها وأيها متأخرة
cmd-sales = مبيعات يوم أو فترة
cmd-find = البحث عن حجز بالاسم أو PNR أو التذكرة أو الوثيقة
cmd-manifest = ركاب رحلة
cmd-refunds = استردادات تنتظر نتيجة المورّد
cmd-balance = رصيد الحساب لدى المورّد
cmd-changed = تغييرات الجدول: استرداد تذاكر رحلة نُقلت
cmd-flight = إغلاق رحلة أو فتحها أو تغيير سعتها (يوافق مشرف ثانٍ)
