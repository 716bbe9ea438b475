# Issue 11: the penalty waiver (reason 2) needs a basis; a refund the disk could not record.
refund-ask-reason-no-change = علت استرداد چیست؟ (در سابقه این رزرو تغییر پروازی از سوی ایرلاین ثبت نشده است؛ استرداد بدون جریمه به تأیید مدیر نیاز دارد.)
refund-schedule-not-offered = ⛔ در سابقه این رزرو تغییر پروازی از سوی ایرلاین ثبت نشده است: استرداد بدون جریمه به مدیر نیاز دارد.
refund-done-unrecorded = ✅ تأمین‌کننده استرداد <code>{ $pnr }</code> ({ $n ->
    [one] { $nText } بلیت
   *[other] { $nText } بلیت
  }) را انجام داد. آن را دوباره ارسال نکنید.
refund-unrecorded-admin = ⚠️ اما FlightDesk نتوانست آن را ثبت کند: دیسک داده نوشتن را نپذیرفت. با کد پیگیری <code>{ $ref }</code> به یک مدیر اطلاع دهید: گزارش ممیزی باید بررسی شود.
audit-waiver-history = جریمه صفر: سابقه رزرو تغییر پرواز را نشان می‌دهد
audit-waiver-admin = جریمه صفر: تصمیم مدیر
