## /find and /manifest
desk-ledger-empty = سجل الحجوزات فارغ: يمتلئ من موجز الأحداث بعد تشغيل القارئ. لتحميل الأيام الماضية، شغّل البوت مع EVENTS_START بأول يوم يُقرأ (مثلاً EVENTS_START=2026-11-01).
find-error-empty = أرسل /find مع ما تعرفه: PNR أو رقم التذكرة أو جزء من اسم المسافر أو الرقم الوطني أو رقم الجواز أو الهاتف أو البريد. مثال: /find karimi
find-error-too-long = هذا أطول من أن يكون اسماً أو رمزاً أو عنواناً. أرسل جزءاً أقصر.
find-error-name-too-short = يحتاج الاسم إلى ثلاثة أحرف على الأقل: أرسل المزيد منه.
find-error-unrecognised = لا أستطيع قراءة هذا كـ PNR أو تذكرة أو رقم وطني أو جواز أو هاتف أو بريد أو اسم. مثال: /find 0912 123 4567
find-none = لا يوجد حجز في السجل يطابق { $query }.
find-none-pnr = لا يوجد حجز في السجل يطابق { $query }. يحوي السجل ما جاءت به التغذية؛ قد يعرف المورّد <code>{ $pnr }</code> مع ذلك.
find-title = { $n ->
    [one] حجز واحد يطابق { $query }
    [two] حجزان يطابقان { $query }
    [few] { $count } حجوزات تطابق { $query }
   *[other] { $count } حجزاً يطابق { $query }
  }
find-more = { $n ->
   *[other] …و{ $count } غيرها: ضيّق البحث لرؤيتها.
  }
find-title-over = أكثر من { $count } حجز يطابق { $query }
find-more-over = …وأكثر من { $count } غيرها: ضيّق البحث لرؤيتها.
find-others = { $n ->
   *[other] (+{ $count } مسافر)
  }
find-booked = حُجز { $at }
find-zone = الأوقات بتوقيت { $zone }.
find-button-history = 📜 السجل { $pnr }
find-button-open-history = 📜 فتح /history { $pnr }
find-by-national-code = الرقم الوطني
find-by-passport = الجواز
find-by-phone = الهاتف
find-by-email = البريد
manifest-usage = أرسل /manifest مع الرحلة وتاريخها، مثلاً /manifest IR1234 2026-12-02 (أو غداً أو +3).
manifest-error-flight = هذه ليست رحلة: اكتب رمز شركة الطيران والرقم، مثلاً IR1234.
manifest-error-date = هذا ليس تاريخاً: اكتب 2026-12-02 أو اليوم أو غداً أو +3.
manifest-title = { $flight } في { $date }
manifest-counts = المقاعد المباعة { $sold } · الرضّع { $infants } · الملغاة { $cancelled }
manifest-cancelled = ملغاة
manifest-active = فعّالة
manifest-button-excel = 📥 إكسل
manifest-other-dates = لا ركاب لـ { $flight } في { $date } في السجل. لها ركاب في: { $dates }.
manifest-unknown = لا ركاب لـ { $flight } في { $date } ولا في أسبوع قبله وبعده في السجل: تحقق من الرحلة والتاريخ.
manifest-file-caption = { $flight } في { $date }: { $count } صفاً. أوقات الحجز بتوقيت { $zone }.
manifest-col-name = المسافر
manifest-col-age = الفئة العمرية
manifest-col-pnr = PNR
manifest-col-ticket = التذكرة
manifest-col-agency = الوكالة
manifest-col-status = الحالة
manifest-col-booked = وقت الحجز
manifest-col-national-code = الرقم الوطني
manifest-col-passport = الجواز
manifest-col-phone = الهاتف
manifest-col-email = البريد
find-button-copy = ⧉ { $pnr }
## The manifest as a table (rich messages): short column heads a phone shows whole.
manifest-col-number = #
manifest-col-age-short = العمر
manifest-more = التذاكر والوكالات والوثائق
manifest-excel-drafting = 📥 جارٍ كتابة ملف إكسل { $flight } في { $date }…
