# البيع (/book): حجز المقاعد مؤقتًا (Lock)، المراجعة والتأكيد، إصدار التذاكر (Book) مرة واحدة. القيم الخارجية تصل مُهرَّبة HTML؛
# الأرقام والتواريخ والأوقات تصل بأرقام القارئ ($n الرقم الذي يُختار به الجمع، و$nText كيف يُكتب).

book-private-only = 🎫 تُجرى الحجوزات في محادثة خاصة معي، حيث لا يكتب فيها أحد غيرك.
book-search-first = 🎫 ابحث أولًا (مثلًا <code>/search THR MHD tomorrow</code>)، ثم اضغط 🎫 تحت ℹ️ تفاصيل رحلة، أو أرسل /book مجددًا.
book-choose = 🎫 أي رحلة ودرجة من آخر بحث لك؟ يُعاد التحقق من الأسعار قبل أي حجز.
book-nothing-to-book = 🎫 ليس في آخر بحث لك رحلة يمكن حجزها هنا (الرحلة متعددة المدن تُحجز رحلةً رحلة).
book-button-book = 🎫 احجز { $classes }
book-offer-missing = ⚠️ هذه الرحلة وهذا السعر لم يعودا معروضين: البحث الجديد لا يذكرهما (نفدت المقاعد أو أُغلقت أو تغيّرت). لم تُحجز أي مقاعد. ابحث مجددًا للحجز.
book-offer-not-bookable = الرحلة متعددة المدن تُحجز رحلةً رحلة: ابحث عن كل رحلة ذهابًا فقط.
book-title = 🎫 <b>حجز جديد</b>
book-class = الدرجة { $class } · { $fare }

book-party-seats = لم يبقَ في هذه الدرجة إلا { $n ->
    [one] مقعد واحد
    [two] مقعدان
    [few] { $nText } مقاعد
   *[other] { $nText } مقعدًا
  }: مجموعة أصغر، أو درجة أخرى.
book-party-lock-limit = يمكن حجز ٩ مقاعد على الأكثر دفعة واحدة (بالغون وأطفال): قسّم المجموعة على حجزين.
book-ask-mobile = 📱 رقم جوال جهة الاتصال (مثلًا <code>0912 123 4567</code> أو <code>+98 912 123 4567</code>):
book-mobile-bad = <code>{ $text }</code> ليس رقم جوال إيرانيًا: ١١ رقمًا تبدأ بـ 09، أو ‎+98 و١٠ أرقام.
book-ask-email = ✉️ بريد جهة الاتصال، أو «تخطٍّ»:
book-button-skip = تخطٍّ
book-email-bad = <code>{ $text }</code> ليس عنوان بريد إلكتروني.

book-ask-first-name = 👤 الراكب { $index } من { $count } ({ $age }): الاسم الأول، بحروف لاتينية كما في الجواز:
book-ask-last-name = 👤 الراكب { $index } من { $count } ({ $age }): اسم العائلة، بحروف لاتينية:
book-name-empty = اكتب الاسم من فضلك.
book-name-persian = اكتب الاسم بحروف لاتينية كما في الجواز (مثلًا REZA، لا رضا).
book-name-format = الاسم حروف فقط، تصل كلماته مسافة أو شرطة أو فاصلة عليا.
book-name-too-long = هذا الاسم أطول مما تحمله التذكرة: ٤٠ حرفًا على الأكثر.
book-ask-sex = { $name }: ذكر أم أنثى؟
book-sex-M = ♂ ذكر
book-sex-F = ♀ أنثى
book-ask-birth = 🎂 الراكب { $index } من { $count } ({ $age }): تاريخ الميلاد، ميلادي (1990-05-17) أو هجري شمسي (1369/02/27):
book-date-format = اكتب تاريخًا كاملًا: yyyy-MM-dd (ميلادي) أو yyyy/MM/dd (هجري شمسي).
book-date-invalid = لا يوجد يوم كهذا.
book-birth-after-flight = هذا التاريخ بعد الرحلة.
book-age-mismatch = بهذا التاريخ يكون الراكب { $actual } يوم الرحلة ({ $date })، لا { $age }. تحقق من التاريخ، أو /cancel واحجز بمجموعة أخرى.
book-ask-nationality = 🌍 الجنسية: اضغط واحدة، أو اكتب رمزًا من حرفين (IR، IQ، AF...):
book-nationality-prohibited = ⛔ هذه الدرجة لا تُباع لمواطني { $code } (يمنعه المورّد): جنسية أخرى، أو /cancel واختر درجة أخرى.
book-nationality-not-permitted = ⛔ هذه الدرجة تُباع فقط للجنسيات المذكورة فيها، لا لـ { $code }: جنسية أخرى، أو /cancel واختر درجة أخرى.
book-ask-national-code = 🪪 الرقم الوطني الإيراني (کد ملی)، ١٠ أرقام:
book-national-code-bad = هذا ليس رقمًا وطنيًا صحيحًا: رقم التحقق لا يطابق.
book-ask-passport = 🛂 رقم جواز السفر:
book-passport-bad = رقم الجواز من ٥ إلى ٢٠ حرفًا ورقمًا.
book-ask-passport-expiry = 🛂 تاريخ انتهاء الجواز (يجب أن يبقى صالحًا ٦ أشهر بعد { $date }):
book-passport-expires = يجب أن يبقى الجواز صالحًا ٦ أشهر على الأقل بعد آخر رحلة ({ $date }).
book-ask-passport-country = 🛂 البلد الذي أصدر الجواز (حرفان):

book-summary-title = 🎫 <b>المقاعد محجوزة مؤقتًا: راجع من فضلك</b>
book-passenger = { $index }. <b>{ $name }</b> · { $age } · { $sex } · { $birth } · { $document }
book-contact = 📱 { $mobile } · ✉️ { $email }
book-total-age = { $age }: { $count } × { $each } = { $sum }
book-total = 💵 <b>المبلغ المستحق { $total }</b>
book-held-until = ⏳ محجوزة { $minutes } دقيقة، حتى { $time } ({ $zone }). «التأكيد» يعيد التحقق من السعر ثم يحجز.
book-held-no-expiry = ⏳ لم يقل المورّد إلى متى يحجز المقاعد. «التأكيد» يعيد التحقق من السعر ثم يحجز.
book-button-confirm = ✅ تأكيد الحجز
book-button-cancel = ✖️ إلغاء
book-button-hold-again = 🔒 احجزها مجددًا
book-use-buttons = استخدم الأزرار أعلاه من فضلك، أو /cancel.
book-cancelled = أُلغي: لم يُحجز شيء، وأُعيدت المقاعد المحجوزة.
book-released = أُعيدت المقاعد التي كانت محجوزة لحجزك.
book-flow-closed = ⌛ انتظر حجزك طويلًا فأُغلق: حُذفت بيانات المسافرين التي أدخلتها، ولم يُحجز شيء. ابدأ من جديد بـ /book متى كنت مستعدًا.
book-hold-expired = ⌛ انتهت مدة الحجز المؤقت قبل «التأكيد»: ربما بيعت المقاعد في الأثناء. لم يُحجز شيء. أتحجزها مجددًا؟
book-lock-released = ⌛ لم يعد المورّد يحجز هذه المقاعد (انتهت المدة أو أُطلقت). لم يُحجز شيء. أتحجزها مجددًا؟
book-lock-unknown = ⚠️ لم يُجب المورّد بوضوح على حجز المقاعد. لم يُحجز شيء؛ المقاعد التي ربما حجزها تعود عند انتهاء مدتها. حاول مجددًا بعد دقائق.
book-fare-changed = 💱 تغيّر السعر منذ البحث: كان { $before }، وهو الآن <b>{ $after }</b>. لم يُحجز شيء وأُعيدت المقاعد المحجوزة. أتحجزها بالسعر الجديد؟
book-offer-gone = ⚠️ لم يعد البحث يعرض هذه الدرجة (نفدت خارج حجزك، أو أُغلقت). حجزك المؤقت ما زال يمسك مقاعده: أتحجزها؟

book-issued = ✅ <b>تم الحجز: PNR { $pnr }</b>
book-issued-passenger = { $index }. { $name } · التذكرة { $tickets }
book-debited = 💵 المبلغ المخصوم: <b>{ $amount }</b>
book-reference = المرجع { $reference }
book-unknown = ⏳ لم يُجب المورّد بوضوح على الحجز (المرجع { $reference }). ربما صدر: لن يُرسل شيء مجددًا. سأسأل المورّد عن النتيجة بعد { $count ->
    [one] ثانية واحدة
    [two] ثانيتين
    [few] { $seconds } ثوانٍ
   *[other] { $seconds } ثانية
    } وأخبرك هنا.{ $said }
book-supplier-said = {" "}يقول المورّد: { $words }
book-blocked-issued = هذا الحجز المؤقت محجوز من قبل: PNR { $pnr } (المرجع { $reference }). لم يُرسل شيء مجددًا.
book-blocked-sending = هذا الحجز المؤقت قيد الحجز الآن (المرجع { $reference }). لم يُرسل شيء مجددًا: تأتي نتيجته هنا.
book-blocked-unknown = لحجزٍ من هذا الحجز المؤقت نتيجة مجهولة (المرجع { $reference }): لم يُرسل شيء مجددًا. تحقق منه بـ <code>/status</code> وهذا المرجع.
book-blocked-released = لم تعد هذه المقاعد محجوزة: لم يُرسل شيء. ابحث مجددًا لتحجز.
book-refused = ⛔ رفض المورّد الحجز: { $message }. لم يُحجز شيء.
book-refused-nationality = ⛔ رفض المورّد جنسية أحد الركاب لهذه الدرجة (Error1012). لم يُحجز شيء.
book-refused-seats = ⛔ لم تبقَ مقاعد كافية في هذه الدرجة (كما يقول المورّد). لم يُحجز شيء.
book-refused-lock-limit = ⛔ يحجز المورّد ٩ مقاعد على الأكثر دفعة واحدة (Error1013): قسّم المجموعة. لم يُحجز شيء.
book-refused-flight = ⛔ لم يعد المورّد يبيع هذه الرحلة أو الدرجة كما بُحث عنها (Error1001/1006/1011): ابحث مجددًا. لم يُحجز شيء.
book-refused-fare = ⛔ تغيّر السعر منذ البحث: ابحث مجددًا. لم يُحجز شيء.

book-status-issued = ✅ الحجز الذي بلا جواب (المرجع { $reference }، { $flight }) قد صدر.
book-status-failed = ⛔ الحجز الذي بلا جواب (المرجع { $reference }، { $flight }) لم يصدر: { $reason }. لم يُخصم شيء؛ احجز مجددًا إن لزم.
book-status-unknown = ⚠️ نتيجة الحجز (المرجع { $reference }، { $flight }) ما زالت مجهولة بعد عدة أسئلة للمورّد. لن يُرسل شيء مجددًا: تحقق منها بـ <code>/status</code> وهذا المرجع، أو لدى المورّد.
