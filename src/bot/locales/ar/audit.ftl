audit-title = 🧾 <b>سجل التدقيق</b>، { $n ->
    [one] آخر إدخال
    [two] آخر إدخالين
    [few] آخر { $count } إدخالات
   *[other] آخر { $count } إدخال
  }
audit-title-filtered = 🧾 <b>سجل التدقيق</b> · { $filter }: { $n ->
    [one] إدخال واحد
    [two] إدخالان
    [few] آخر { $count } إدخالات
   *[other] آخر { $count } إدخال
  }
audit-empty = سجل التدقيق فارغ.
audit-empty-filtered = لا إدخال في سجل التدقيق عن { $filter }.
audit-usage = أي إدخالات؟ <code>/audit</code> (آخر ١٥)، <code>/audit 40</code>، رمز حجز (<code>/audit K7M2QA</code>)، رحلة وتاريخ (<code>/audit IR1234 2026-12-02</code>)، شخص (<code>/audit @username</code>) أو نوع: <code>/audit refunds</code>، <code>bookings</code>، <code>flights</code>، <code>exports</code>، <code>access</code> (أو استرداد، حجز، رحلات، تصدير، وصول).
audit-no-user = لا أحد من الموظفين باسم @{ $handle }. أرسل /users لترى الأسماء.
audit-topic-refunds = الاستردادات
audit-topic-flights = التحكم بالرحلات
audit-topic-exports = التصدير
audit-topic-access = الوصول والأدوار

audit-the-bot = البوت
audit-someone = أحدهم
audit-user-id = المستخدم { $id }
audit-other = { $who }: { $action }

audit-refund = ↩️ طلب { $who } استرداد { $count ->
    [one] التذكرة { $tickets }
    [two] التذكرتين { $tickets }
   *[other] التذاكر { $tickets }
  } من { $pnr } ({ $reason })، الغرامة { $penalty }
audit-result-pending = ⏳ أُرسل، لا رد بعد
audit-result-ok = ✅ تم
audit-result-error = ❌ مرفوض
audit-result-unknown = ❓ غير معروف
audit-result-blocked = ⛔ لم يُرسل (التذاكر محجوزة)
audit-refund-confirmed = ✅ أكّد المورّد استرداد { $pnr } (رمز التتبع { $tracking }) الذي طلبه { $agent }: أُعيد { $amount }.
audit-refund-rejected = ❌ رفض المورّد استرداد { $pnr } (رمز التتبع { $tracking }) الذي طلبه { $agent }{ $hasRemarks ->
    [yes] : { $remarks }
   *[no] .
  }
audit-refund-expired = ⌛ لم تصل نتيجة لاسترداد { $pnr } (رمز التتبع { $tracking }) الذي طلبه { $agent }؛ لم يعد البوت يسأل.
audit-amount-unknown = مبلغ لم يُذكر

audit-user-approve = ✅ أدخل { $who } { $target } بدور { $role }.
audit-user-deny = 🚫 رفض { $who } طلب وصول { $target }.
audit-user-revoke = 🚫 ألغى { $who } وصول { $target }.
audit-user-role = 🔁 غيّر { $who } دور { $target } من { $from } إلى { $to }.
audit-admin-propose = 👑 اقترح { $who } أن يصبح { $target } مشرفًا.
audit-admin-made = 👑 جعل { $who } { $target } مشرفًا.
audit-admin-approved = 👑 وافق { $approver } على اقتراح { $by }: { $target } مشرف.
audit-admin-refuse = ✋ رفض { $who } اقتراح { $by } بأن يصبح { $target } مشرفًا.

audit-proposal-gone = تغيير لم يعد في السجل
audit-flight-propose = ✈️ اقترح { $who }: { $change } (الاقتراح #{ $id }).
audit-flight-approve = ✅ وافق { $who } على الاقتراح #{ $id } من { $proposer }: { $change }.
audit-flight-reject = ❌ رفض { $who } الاقتراح #{ $id } من { $proposer }: { $change }.
audit-flight-expire = ⌛ انتهت مهلة الاقتراح #{ $id } دون قرار: { $change }.
audit-flight-lapsed = ⌛ سقط الاقتراح #{ $id } إذ لم يعد صاحبه مشرفًا: { $change }.
audit-flight-outcome = ✈️ الاقتراح #{ $id } ({ $change }): { $result }{ $detail }{ $interrupted ->
    [yes] ، إذ توقف البوت أثناء إرساله
   *[no] {""}
  }.
audit-flight-result-holds = تم، والرحلة تُظهره
audit-flight-result-mismatch = قُبل، لكن الرحلة لا تُظهره
audit-flight-result-stale = لم يُرسل، إذ تغيّرت الرحلة في الأثناء
audit-flight-result-unknown = لا يُعرف إن تم
audit-flight-result-unchecked = قُبل، ولم تُقرأ الرحلة من جديد
audit-flight-result-refused = رفضه المورّد
audit-flight-result-not-sent = لم يُرسل
audit-flight-result-rejected = مرفوض
audit-flight-result-expired = انتهت مهلته

audit-alerts-unknown = التنبيهات
audit-group-keep = 👥 أبقى { $who } التنبيهات ({ $what }) التي أعدّها { $maker } في المجموعة { $chat }.
audit-group-stop = 👥 أوقف { $who } التنبيهات ({ $what }) التي أعدّها { $maker } في المجموعة { $chat }.
audit-group-forget = 👥 نسي { $who } المجموعة { $chat } التي أزالت البوت ({ $count ->
    [one] اشتراك واحد
    [two] اشتراكان
    [few] { $countText } اشتراكات
   *[other] { $countText } اشتراك
  }).

audit-export-sales = 📊 صدّر { $who } مبيعات { $from } إلى { $to } إلى إكسل ({ $rows ->
    [one] صف واحد
    [two] صفان
    [few] { $rowsText } صفوف
   *[other] { $rowsText } صف
  }).
audit-pace-ack = ✋ تولّى { $who } تنبيه وتيرة البيع لـ { $flight } في { $date }.
audit-export-pace = 📈 صدّر { $who } وتيرة البيع من { $from } إلى { $to } إلى إكسل ({ $rows ->
    [one] رحلة واحدة
    [two] رحلتان
    [few] { $rowsText } رحلات
   *[other] { $rowsText } رحلة
  }).
audit-export-manifest = 📋 صدّر { $who } قائمة ركاب { $flight } في { $date } إلى إكسل ({ $rows ->
    [one] راكب واحد
    [two] راكبان
    [few] { $rowsText } ركاب
   *[other] { $rowsText } راكب
  }، { $masked ->
    [yes] البيانات الشخصية مخفية
   *[no] البيانات الشخصية كاملة
  }).

audit-changed-run-start = 🗓 بدأ { $who } استردادات تغيير الجدول لـ { $flight }: { $tickets ->
    [one] تذكرة واحدة
    [two] تذكرتان
    [few] { $ticketsText } تذاكر
   *[other] { $ticketsText } تذكرة
  }.
audit-changed-run-resume = 🗓 استمرت استردادات تغيير الجدول لـ { $flight } التي بدأها { $who } بعد إعادة التشغيل: { $done } تمت، { $refused } مرفوضة، { $unknown } غير معروفة حتى الآن.
audit-changed-run-end = 🗓 انتهت استردادات تغيير الجدول لـ { $flight } التي بدأها { $who }: { $done } تمت، { $refused } مرفوضة، { $unknown } غير معروفة{ $hasCodes ->
    [yes] ؛ رموز التتبع { $codes }
   *[no] {""}
  }.
## /audit as a table (rich messages).
audit-col-when = الوقت
audit-col-what = ما جرى

audit-topic-bookings = الحجوزات
audit-book-hold = 🔒 { $who } حجز مقاعد على { $flight } لـ{ $n ->
    [one] راكب واحد
    [two] راكبَين
    [few] { $nText } ركاب
   *[other] { $nText } راكبًا
  }، { $total }: { $result }{ $detail }
audit-book-hold-held = ✅ محجوزة
audit-book-hold-refused = ❌ مرفوض
audit-book-hold-unknown = ❓ لا جواب واضح
audit-book = 🎫 { $who } حجز { $flight } لـ{ $n ->
    [one] راكب واحد
    [two] راكبَين
    [few] { $nText } ركاب
   *[other] { $nText } راكبًا
  } (المرجع { $reference })، { $total }: { $result }{ $detail }
audit-book-issued = ✅ صدر، PNR { $pnr }
audit-book-refused = ❌ مرفوض، لم يصدر شيء
audit-book-unknown = ❓ لا جواب واضح: يتبعه GetStatus
audit-book-blocked = ⛔ لم يُرسل (الحجز المؤقت مأخوذ من قبل)
audit-book-outcome = 🔎 GetStatus للحجز { $reference } الذي أرسله { $agent } ({ $flight }، { $total }): { $result }{ $detail }
audit-book-outcome-issued = ✅ صدر، PNR { $pnr }
audit-book-outcome-failed = ❌ لم يصدر
audit-book-outcome-unknown = ❓ ما زال مجهولًا
audit-book-release = 🔓 { $who } أعاد المقاعد المحجوزة على { $flight } ({ $why }).
audit-book-why-cancel = أُلغي
audit-book-why-left = ترك الحجز
audit-book-why-expired = انتهت مدة الحجز المؤقت
audit-book-why-fare-changed = تغيّر السعر
audit-book-why-refused = رفض المورّد
audit-book-why-abandoned = تُرك الحجز دون إتمام
