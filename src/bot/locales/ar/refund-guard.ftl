# Issue 11: the penalty waiver (reason 2) needs a basis; a refund the disk could not record.
refund-ask-reason-no-change = ما سبب الاسترداد؟ (لا يُظهر سجل هذا الحجز أي تغيير في الرحلة من شركة الطيران، لذا يحتاج الاسترداد بدون غرامة إلى مسؤول.)
refund-schedule-not-offered = ⛔ لا يُظهر سجل هذا الحجز أي تغيير في الرحلة من شركة الطيران: الاسترداد بدون غرامة يحتاج إلى مسؤول.
refund-done-unrecorded = ✅ المورّد أجرى فعلاً استرداد <code>{ $pnr }</code> ({ $n ->
    [zero] لا تذاكر
    [one] تذكرة واحدة
    [two] تذكرتان
    [few] { $nText } تذاكر
    [many] { $nText } تذكرة
   *[other] { $nText } تذكرة
  }). لا ترسله مرة أخرى.
refund-unrecorded-admin = ⚠️ لكن FlightDesk لم يتمكن من تسجيله: رفض قرص البيانات الكتابة. أبلغ مسؤولاً بالمرجع <code>{ $ref }</code>: يجب مراجعة سجل التدقيق.
audit-waiver-history = أُعفيت الغرامة: يُظهر السجل تغييراً في الرحلة
audit-waiver-admin = أُعفيت الغرامة: قرار المسؤول
