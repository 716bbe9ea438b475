# البحث عن الرحلات (/search): سطر واحد أو بحث موجَّه، النتائج، التفاصيل، السعر لمجموعة، التحقق من الجنسية.
# القيم الخارجية تصل مهرَّبة بـ HTML؛ المبالغ تصل منسَّقة مع عملتها.

## سطر واحد
search-group-hint = في المجموعة، أرسل البحث في سطر واحد، مثلاً <code>/search THR MHD غدا</code>. البحث الموجَّه يعمل في محادثة خاصة معي.
search-line-empty = أخبرني عمّا أبحث.
search-line-missing-destination = الوجهة ناقصة: السطر هو المنشأ، ثم الوجهة أو الوجهات، ثم التاريخ أو التواريخ.
search-line-structure = <b>{ $token }</b> في غير مكانه: السطر هو المنشأ، ثم الوجهة أو الوجهات، ثم التاريخ أو التواريخ.
search-line-airport = <b>{ $token }</b> ليس رمز مطار: استخدم ثلاثة أحرف لاتينية، مثل THR.
search-line-same-airport = <b>{ $token }</b> هو المنشأ والوجهة معاً.
search-line-missing-date = التاريخ ناقص.
search-line-date = <b>{ $token }</b> ليس تاريخاً أستطيع قراءته: استخدم { $gregorian } أو اليوم أو غدا أو { $plus } أو التاريخ الشمسي { $jalali }.
search-line-past-date = <b>{ $token }</b> تاريخ مضى.
search-line-too-far = <b>{ $token }</b> بعد أكثر من { $n ->
    [one] يوم واحد
    [two] يومين
    [few] { $nText } أيام
    [many] { $nText } يوماً
   *[other] { $nText } يوم
 }.
search-line-return-before-outbound = تاريخ العودة <b>{ $token }</b> قبل تاريخ الذهاب.
search-line-multicity-order = التاريخ <b>{ $token }</b> قبل تاريخ المرحلة السابقة.
search-line-unknown-word = لا أعرف الكلمة <b>{ $token }</b>. الكلمات الاختيارية: مغلقة، جولات، رحلاتنا، طرف-ثالث.
search-line-conflicting-source = لا يمكن استخدام «رحلاتنا» و«طرف-ثالث» معاً.
search-line-too-many-destinations = الحد الأقصى { $n ->
    [one] وجهة واحدة
    [two] وجهتان
    [few] { $nText } وجهات
    [many] { $nText } وجهةً
   *[other] { $nText } وجهة
 } في البحث الواحد.
search-line-too-many-legs = الحد الأقصى { $n ->
    [one] مرحلة واحدة
    [two] مرحلتان
    [few] { $nText } مراحل
    [many] { $nText } مرحلةً
   *[other] { $nText } مرحلة
 } في البحث الواحد.
search-line-too-long = هذا السطر أطول من أن يكون بحثاً.
search-line-example = مثال: <code>/search { $example }</code>

## البحث الموجَّه
search-ask-kind = ✈️ ما نوع الرحلة؟
search-kind-oneway = ذهاب فقط
search-kind-roundtrip = ذهاب وعودة
search-kind-multi-dest = عدة وجهات
search-kind-multicity = متعددة المدن
search-ask-origin = من أي مطار؟ اكتب رمزه المكوَّن من ثلاثة أحرف (مثلاً THR) أو المسار كله (THR-MHD)، أو اضغط أحد المطارات التي استخدمتها مؤخراً.
search-ask-destination = من { $origin } إلى أي مطار؟ اكتب رمزه أو اضغط أحدها.
search-ask-more-destinations = من { $origin } إلى: { $added }. أضف وجهة أخرى (حتى { $nText }) أو اضغط «تم».
search-ask-date = تاريخ { $origin } → { $destination }؟
search-ask-return = تاريخ العودة، { $origin } → { $destination }؟
search-ask-date-hint = اضغط يوماً أو اكتب تاريخاً: { $gregorian } أو اليوم أو غدا أو { $plus } أو الشمسي { $jalali }.
search-ask-leg-origin = المرحلة { $n }: من أي مطار (أو المسار كله، مثل THR-MHD)؟
search-ask-leg-destination = المرحلة { $n }: من { $origin } إلى أي مطار؟
search-ask-leg-date = المرحلة { $n }: تاريخ { $origin } → { $destination }؟
search-ask-more-legs = هل تضيف مرحلة أخرى؟
search-flow-add-leg = ➕ مرحلة أخرى
search-flow-done = ✅ تم
search-ask-options = الخيارات: اضغط لتغييرها، ثم «بحث».
    البحث نفسه في سطر واحد: <code>/search { $line }</code>
search-option-source-All = الرحلات: الكل
search-option-source-OwnedFlight = الرحلات: رحلاتنا فقط
search-option-source-ThirdPartyFlight = الرحلات: طرف ثالث فقط
search-option-closed = الرحلات المغلقة والمكتملة
search-option-tour = أسعار الجولات السياحية
search-option-go = 🔎 بحث
search-flow-press-button = يرجى الضغط على أحد الأزرار.
search-flow-type-or-press = يرجى كتابة الإجابة أو الضغط على زر.
search-flow-old-button = هذا الزر يخص سؤالاً سابقاً.
search-flow-bad-airport = <b>{ $token }</b> ليس رمز مطار ولا مدينة أعرفها: استخدم ثلاثة أحرف لاتينية، مثل THR، أو اسم مدينة، مثل مشهد.
search-flow-did-you-mean = <b>{ $token }</b> ليس مطاراً أعرفه. هل قصدت { $codes }؟ اضغط عليه، أو ابحث كما كتبت.
search-flow-as-typed = 🔎 ابحث عن { $code } كما كُتب
search-flow-city-airports = في <b>{ $city }</b> أكثر من مطار ({ $codes }): أيّها؟
search-flow-too-many = الحد الأقصى هنا { $nText }.
search-flow-same-airport = { $code } موجود في هذا البحث مسبقاً.
search-flow-date-format = <b>{ $token }</b> ليس تاريخاً أستطيع قراءته.
search-flow-date-invalid = <b>{ $token }</b> ليس يوماً في التقويم.
search-flow-date-past = <b>{ $token }</b> تاريخ مضى.
search-flow-date-too-far = <b>{ $token }</b> بعيد جداً.
search-flow-date-before = يجب أن يكون هذا التاريخ { $date } أو بعده.

## النتائج
search-header = 🔎 <b>{ $kind }</b>: <code>{ $line }</code>
search-count = { $n ->
    [one] رحلة واحدة
    [two] رحلتان
    [few] { $nText } رحلات
    [many] { $nText } رحلةً
   *[other] { $nText } رحلة
 }
search-count-airline = { $airline }: { $shown } من { $n ->
    [one] رحلة واحدة
    [two] رحلتين
    [few] { $nText } رحلات
    [many] { $nText } رحلةً
   *[other] { $nText } رحلة
 }
search-sorted-price = الأرخص أولاً
search-page = الصفحة { $page } من { $pages }
search-as-of = الحالة في { $time } ({ $zone })
search-none = لم يُعثر على رحلات لهذا البحث.
search-none-bookable = لا رحلات قابلة للحجز لهذا البحث؛ الرحلات المغلقة أو المكتملة أدناه.
search-airport-not-served = هذا المورِّد لا يسيِّر رحلات من { $airports } أو إليه.
search-flight = ✈️ <b>{ $flight }</b> · { $route } · { $departure } ← { $arrival } · { $duration } · { $aircraft } · { $source }
search-source-owned = رحلتنا
search-source-thirdparty = طرف ثالث
search-price = 💰 { $total } · المستحق { $payable } · { $classes } · { $seats } · { $fares }
search-fares = { $n ->
    [one] سعر واحد
    [two] سعران
    [few] { $nText } أسعار
    [many] { $nText } سعراً
   *[other] { $nText } سعر
 }
search-seats = { $n ->
    [one] مقعد واحد
    [two] مقعدان
    [few] { $nText } مقاعد
    [many] { $nText } مقعداً
   *[other] { $nText } مقعد
 }
search-seats-few = ⚠️ { $n ->
    [one] مقعد واحد
    [two] مقعدان
    [few] { $nText } مقاعد
    [many] { $nText } مقعداً
   *[other] { $nText } مقعد
 } فقط
search-seats-legs = { $seats } ({ $n ->
    [2] الأقل بين الرحلتين
   *[other] الأقل بين { $nText } رحلات
 })
search-closed-title = <b>مغلقة أو مكتملة</b>: { $n ->
    [one] رحلة واحدة
    [two] رحلتان
    [few] { $nText } رحلات
    [many] { $nText } رحلةً
   *[other] { $nText } رحلة
 }، غير قابلة للحجز (المورِّد لا يحدد أيها مغلقة وأيها مكتملة)
search-recheck = أوقات الرحلات بالتوقيت المحلي لكل مطار. الأسعار والمقاعد تتغير: حدِّث قبل الحجز.
search-local-times = أوقات الرحلات بالتوقيت المحلي لكل مطار.
search-previous = ⬅️ السابق
search-next = التالي ➡️
search-refresh = 🔄 تحديث
search-sort-price = 💰 الأرخص أولاً
search-sort-departure = 🕐 حسب وقت الإقلاع
search-airline-all = كل شركات الطيران
search-day-before = ⬅️ { $date }
search-day-after = { $date } ➡️
search-refreshing = جارٍ البحث مجدداً…
search-expired = انتهت صلاحية هذه النتيجة (تُحفظ النتائج 30 دقيقة). اضغط «تحديث» للبحث مجدداً.
search-expired-toast = انتهت صلاحية هذه النتيجة.
search-renewed = جارٍ البحث مجدداً: المقاعد والأسعار كما هي الآن.
search-renewed-press-again = جارٍ البحث مجدداً: المقاعد والأسعار كما هي الآن، وقد تتغيّر القائمة. اضغط على الرحلة مرة أخرى عندما تظهر.
search-view-shown = معروض بالفعل.
search-gone = هذه النتيجة لم تعد متاحة. يرجى البحث مجدداً عبر /search.
search-shift-past = ذلك اليوم قبل اليوم ({ $date }).

## المقصورات
search-cabin-Economy = الدرجة السياحية
search-cabin-EconomyPlus = السياحية بلس
search-cabin-PremiumEconomy = السياحية الممتازة
search-cabin-Business = درجة رجال الأعمال
search-cabin-BusinessComfort = رجال الأعمال كومفورت
search-cabin-BusinessPremium = رجال الأعمال الممتازة
search-cabin-First = الدرجة الأولى

## التفاصيل
search-details-title = ℹ️ <b>الرحلة { $number } من { $count }</b>
search-details-page = الصفحة { $page } من { $pages }
search-option-head = 💰 <b>الخيار { $number }</b>: { $classes } · { $total } · المستحق { $payable } · { $seats }
search-option-segment = <b>الخيار { $number }</b>، { $route }:
search-class-head = 💺 <b>{ $code }</b> · { $cabin } · { $fare } · { $seats }{ $tour }
search-tour-only = 🎫 للجولات فقط
search-age-adult = 👤 بالغ
search-age-child = 🧒 طفل
search-age-infant = 👶 رضيع
search-fare = { $age }: الإجمالي { $total } (الأساسي { $base }، الضريبة { $tax })
    العمولة { $commission } ({ $percent }) · الرسوم الإضافية { $markup } · المستحق { $payable }
search-percent = { $percent }٪
search-baggage = 🧳 بالغ { $adult } · طفل { $child } · رضيع { $infant }
search-allowance = { $pieces } قطعة / { $kg } كغ، يدوية { $handPieces } قطعة / { $handKg } كغ
search-who-may-book = 🛂 يحق له الحجز: { $permitted } · لا يحق: { $prohibited }
search-nationality-all = جميع الجنسيات
search-nationality-none = لا أحد
search-cancellation = 📝 الإلغاء: { $text }
search-cancellation-none = 📝 لم تُرسَل قواعد الإلغاء.

## السعر لمجموعة
search-party-button = 👥 السعر لمجموعة
search-party-ask = 👥 كم عدد المسافرين؟ اضغط أحد الخيارات أو اكتب مثل <code>{ $two } بالغ { $one } طفل { $one } رضيع</code> (أو <code>{ $two } { $one } { $one }</code>).
search-party-adults = { $n ->
    [one] بالغ واحد
    [two] بالغان
    [few] { $nText } بالغين
    [many] { $nText } بالغاً
   *[other] { $nText } بالغ
 }
search-party-children = { $n ->
    [one] طفل واحد
    [two] طفلان
    [few] { $nText } أطفال
    [many] { $nText } طفلاً
   *[other] { $nText } طفل
 }
search-party-infants = { $n ->
    [one] رضيع واحد
    [two] رضيعان
    [few] { $nText } رُضّع
    [many] { $nText } رضيعاً
   *[other] { $nText } رضيع
 }
search-party-title = 👥 <b>{ $party }</b> · { $journey }
search-party-line = { $classes }: الإجمالي { $total } · المستحق { $payable } · العمولة { $commission } · الرسوم الإضافية { $markup }
search-party-line-short = { $classes }: الإجمالي { $total } · المستحق { $payable } · العمولة { $commission } · الرسوم الإضافية { $markup } · ⚠️ المقاعد لا تكفي (فقط { $nText })
search-party-error-empty = يرجى كتابة عدد المسافرين.
search-party-error-format = لا أستطيع قراءة <b>{ $token }</b>. اكتبه مثل <code>{ $two } بالغ { $one } طفل { $one } رضيع</code>.
search-party-error-no-adult = يجب أن تضم المجموعة بالغاً واحداً على الأقل.
search-party-error-too-many-infants = يسافر كل رضيع في حضن بالغ: لا يزيد عدد الرضع على عدد البالغين.
search-party-error-too-many = الحد الأقصى { $nText } مسافرين في الحجز الواحد.

## التحقق من الجنسية
search-nationality-button = 🛂 التحقق من الجنسية
search-nationality-ask = 🛂 ما جنسية المسافر؟ اضغط رمز دولة أو اكتبه (حرفان، مثل IR).
search-nationality-error = <b>{ $token }</b> ليس رمز دولة: اكتب حرفين، مثل IR.
search-nationality-title = 🛂 <b>{ $code }</b> · { $journey }
search-nationality-prohibited = ❌ { $segment }{ $class }: مرفوض، { $code } في قائمة الممنوعين (وهي الغالبة دائماً).
search-nationality-permitted-all = ✅ { $segment }{ $class }: مسموح، يحق لجميع الجنسيات الحجز.
search-nationality-permitted-listed = ✅ { $segment }{ $class }: مسموح، { $code } في قائمة المسموح لهم.
search-nationality-not-permitted = ❌ { $segment }{ $class }: مرفوض، { $code } ليس في قائمة المسموح لهم.
