## /sales
sales-title = المبيعات، {$period}
sales-zone = الأيام حسب {$zone}
sales-filters = المرشحات: {$filters}
sales-filter-route = المسار {$route}
sales-filter-airline = شركة الطيران {$airline}
sales-filter-agency = الوكالة «{$agency}»
sales-counts = { $n ->
       *[other] الحجوزات: {$count}
    }، { $p ->
       *[other] المسافرون: {$passengers}
    }
sales-amounts = المبيعات: {$amounts}
sales-none = لا مبيعات في هذه الفترة.
sales-by-day = حسب اليوم
sales-by-hour = حسب الساعة
sales-by-route = حسب المسار
sales-by-agency = حسب الوكالة
sales-by-flight = حسب الرحلة
sales-more = … و{ $count } غيرها: { $counts } · { $amounts }
sales-unnamed = (بلا اسم)
sales-currency-none = (العملة غير محددة)
sales-set-aside = ⚠️ { $n ->
    [one] مبلغ واحد من الأحداث لم يُقرأ بدقة وليس في هذه المجاميع (انظر /poller).
   *[other] {$count} مبالغ من الأحداث لم تُقرأ بدقة وليست في هذه المجاميع (انظر /poller).
    }
sales-cancelled = { $n ->
       *[other] التذاكر الملغاة: {$count}، المبلغ المسترد {$amounts}
    }
sales-cancelled-none = لا إلغاءات.
sales-no-data = سجل المبيعات فارغ: يبدأ عند أول تشغيل لقارئ الأحداث. لتقارير الأيام السابقة، اضبط EVENTS_START على أول يوم مطلوب (مثلاً EVENTS_START=2026-01-01) وأعد تشغيل البوت.
sales-before-ledger = يبدأ سجل المبيعات في {$start}، عند أول تشغيل لقارئ الأحداث: لا شيء قبله. لتقارير الأيام السابقة اضبط EVENTS_START وأعد تشغيل البوت.
sales-bad-filter = «{$part}» ليس مرشحاً. المرشحات: route=THR-MHD، airline=IR، agency=الاسم
sales-bad-route = «{$part}» ليس مساراً. اكتب رمزي مطارين، مثلاً route=THR-MHD
sales-bad-airline = «{$part}» ليس رمز شركة طيران. اكتب الرمز المكون من حرفين، مثلاً airline=IR
sales-bad-agency = اكتب اسم الوكالة بعد agency=
sales-period-format = «{$part}» ليس فترة. مثلاً /sales أمس أو /sales 2026-11-01..2026-11-30
sales-period-invalid = لا يوجد يوم «{$part}».
sales-period-reversed = تنتهي الفترة قبل أن تبدأ: اكتب اليوم الأبكر أولاً.
sales-period-too-long = يغطي التقرير سنة واحدة على الأكثر: اختصر الفترة.
sales-period-future = لم تبدأ هذه الفترة بعد.
sales-chart-title = الحجوزات
sales-chart-bookings = الحجوزات
sales-excel = 📥 إكسل
sales-sheet-day = اليوم
sales-sheet-route = المسار
sales-sheet-agency = الوكالة
sales-sheet-flight = الرحلة
sales-sheet-bookings = الحجوزات
sales-col-booked = وقت الحجز ({$zone})
sales-col-agency = الوكالة
sales-col-route = المسار
sales-col-flight = الرحلة
sales-col-flight-date = تاريخ الرحلة
sales-col-bookings = الحجوزات
sales-col-passengers = المسافرون
sales-col-channel = القناة
sales-col-amount = المبلغ
sales-col-currency = العملة
## The breakdowns as tables (rich messages): short column heads a phone shows whole.
sales-table-bookings = حجوزات
sales-table-passengers = ركاب
sales-table-amount = المبيع
sales-more-cell = + { $count } أخرى
sales-excel-drafting = 📥 جارٍ كتابة ملف إكسل لمبيعات { $period }…
