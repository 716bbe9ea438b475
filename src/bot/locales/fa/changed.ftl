## /changed: میز تغییر برنامه پرواز (src/bot/render/changed.ts). مقادیر بیرونی HTML-escape شده می‌رسند.
changed-usage = استفاده: /changed [تاریخ|از..تا]: پروازهایی که تاریخ قدیم یا جدیدشان در این بازه است؛ بدون تاریخ، امروز و ۷ روز بعد. تاریخ: yyyy-MM-dd، today، tomorrow، +N، -N یا شمسی yyyy/MM/dd؛ حداکثر { $max } روز.
changed-bad-format = <b>{ $part }</b> تاریخی نیست که بتوانم بخوانم.
changed-bad-invalid = <b>{ $part }</b> روزی از تقویم نیست.
changed-bad-reversed = پایان بازه پیش از آغاز آن است.
changed-bad-too-long = بازه بیش از { $max } روز است: بازه کوتاه‌تری بخواهید.
changed-private-only = میز تغییر برنامه بلیت استرداد می‌کند: آن را در گفت‌وگوی خصوصی با من به کار ببرید.
changed-failed = تأمین‌کننده تغییرات برنامه را نداد: { $message }
changed-none = بین { $from } و { $to } هیچ پروازی تغییر نکرده است.
changed-title = 🗓 <b>تغییرات برنامه { $from } – { $to }</b>: { $flights } { $n ->
   *[other] پرواز
 }، { $tickets } { $ticketsN ->
   *[other] بلیت
 }
changed-flight = ✈️ <b>{ $flight }</b> { $route }
changed-moved = قبلاً { $old } ← اکنون { $new }{ $type }
changed-kind-DateChanged = تاریخ عوض شد
changed-kind-TimeChanged = ساعت عوض شد
changed-kind-FlightChanged = پرواز دیگری
changed-ticket-open = ▫️ { $pnr } · { $ticket } · { $passenger }
changed-ticket-refunded = ↩️ { $pnr } · { $ticket } · { $passenger } · استرداد شده
changed-ticket-unchecked = ❔ { $pnr } · { $ticket } · { $passenger } · رزرو اکنون خوانده نشد
changed-ticket-held = ⏳ { $pnr } · { $ticket } · { $passenger } · { $state } ({ $who })
changed-hold-ok = استرداد شده
changed-hold-pending = استرداد در جریان
changed-hold-unknown = استرداد با نتیجه نامعلوم
changed-button-all = ↩️ همه { $count } · { $flight } { $date }
changed-button-pick = ☑️ انتخاب · { $flight } { $date }
changed-buttons-cut = دکمه‌ها فقط برای { $shown } پرواز نخست با بلیت باز آمده است؛ { $count } پرواز دیگر: برای آن‌ها /changed را با بازهٔ کوتاه‌تری بفرستید.
changed-flight-gone = این پرواز دیگر در فهرست تغییرات تأمین‌کننده نیست. دوباره /changed بفرستید.
changed-flight-nothing = همه بلیت‌های { $flight } استرداد شده یا در حال استردادند: چیزی برای استرداد نمانده است.
changed-summary-title = ↩️ <b>استرداد { $count } { $n ->
   *[other] بلیت
 } { $flight }</b>
changed-summary-why = دلیل: تغییر برنامه از سوی ایرلاین. جریمه ۰.
changed-summary-pnrs = رزروها: { $pnrs }
changed-summary-line = • { $pnr } · { $ticket } · { $amount }
changed-summary-total = جمع فروش: { $total }
changed-summary-note = مبالغ همان‌اند که تأمین‌کننده فروخته است؛ کارشناس پرواز تأمین‌کننده بعداً درباره هر استرداد تصمیم می‌گیرد (کد پیگیری). هر بلیت درست پیش از ارسال دوباره خوانده می‌شود.
changed-confirm = ✅ تأیید
changed-cancel = ✖️ انصراف
changed-pick-title = ☑️ بلیت‌های <b>{ $flight }</b> را برای استرداد انتخاب کنید:
changed-pick-all = انتخاب همه
changed-pick-go = ادامه ({ $count })
changed-pick-one = دست‌کم یک بلیت انتخاب کنید.
changed-pick-page = صفحهٔ { $page }/{ $pages }
changed-cancelled = لغو شد: چیزی ارسال نشد.
changed-stale = این خلاصه قدیمی‌تر از { $minutes } دقیقه است: دکمه پرواز را زیر /changed دوباره بزنید. چیزی ارسال نشد.
changed-already = این اجرا پیش‌تر تأیید شده است.
changed-button-stale = این خلاصه لغو شده است.
changed-run-title = ↩️ <b>استرداد { $flight }</b>: { $done } انجام شد، { $refused } رد شد، { $unknown } نامعلوم، { $waiting } در انتظار
changed-run-finished = 🏁 <b>استردادهای { $flight } تمام شد</b>: { $done } انجام شد، { $refused } رد شد، { $unknown } نامعلوم
changed-run-restarted = ⚠️ ربات در میانه این اجرا دوباره راه‌اندازی شد. بلیتی که درخواستش در جریان بود نامعلوم علامت خورده و دوباره ارسال نمی‌شود: آن را با /history بررسی کنید. بقیه ادامه یافتند.
changed-state-queued = ▫️ { $pnr } · { $ticket } · در انتظار
changed-state-sending = ⏳ { $pnr } · { $ticket } · در حال ارسال
changed-state-done = ✅ { $pnr } · { $ticket } · انجام شد · پیگیری { $code }
changed-state-done-nocode = ✅ { $pnr } · { $ticket } · انجام شد
changed-state-refused = ⛔ { $pnr } · { $ticket } · رد شد: { $detail }
changed-state-unknown = ❔ { $pnr } · { $ticket } · نتیجه نامعلوم: /history را ببینید
changed-state-unknown-said = ❔ { $pnr } · { $ticket } · نتیجه نامعلوم ({ $detail }): /history را ببینید
changed-more = … و { $count } مورد دیگر
changed-tracking = کدهای پیگیری: { $codes }
changed-detail-refunded = پیش‌تر استرداد شده
changed-detail-held = تلاش دیگری برای استرداد آن در جریان است
changed-detail-not-saved = ارسال نشد: ذخیره نشد
changed-detail-role = ارسال نشد: شما دیگر کارگزار نیستید
changed-detail-supplier = پاسخ تأمین‌کننده: { $message }
changed-detail-failed = درخواست ناموفق بود (شناسه { $ref })
audit-waiver-schedule-list = جریمه صفر: تأمین‌کننده تغییر برنامه را فهرست کرده است
changed-outcomes-title = 📋 <b>نتیجهٔ استردادهای تغییر برنامهٔ { $flight }</b>: { $confirmed } مسترد شد، { $rejected } رد شد، { $expired } بی‌نتیجه
changed-outcome-confirmed = ✅ { $name } · { $pnr } · { $ticket }: مسترد شد، { $amount } به مسافر برمی‌گردد · کد پیگیری { $tracking }
changed-outcome-rejected = ❌ { $name } · { $pnr } · { $ticket }: تأمین‌کننده رد کرد، مسترد نشد (می‌توان دوباره استرداد کرد) · کد پیگیری { $tracking }
changed-outcome-expired = ⌛ { $name } · { $pnr } · { $ticket }: در { $days } روز نتیجه‌ای نیامد؛ ربات دیگر نمی‌پرسد · کد پیگیری { $tracking }
changed-outcome-remarks = — تأمین‌کننده می‌گوید: { $remarks }
changed-outcome-unnamed = (نام فهرست نشده)
changed-outcomes-not-sent = { $count } { $n ->
   *[other] بلیت
 } دیگرِ این اجرا مسترد نشد: پیام اجرا دلیلش را می‌گوید.
## The run's outcomes as a table (rich messages): short cells a phone shows whole; amounts arrive HTML-escaped.
changed-outcomes-col-passenger = مسافر
changed-outcomes-col-ticket = بلیت
changed-outcomes-col-outcome = نتیجه
changed-outcome-cell-confirmed = ✅ مسترد شد، { $amount } برمی‌گردد
changed-outcome-cell-rejected = ❌ رد شد، مسترد نشد (می‌توان دوباره استرداد کرد)
changed-outcome-cell-expired = ⌛ در { $days } روز نتیجه‌ای نیامد
changed-outcome-tracking = { $pnr }: کد پیگیری { $tracking }
changed-outcomes-tracking = کدهای پیگیری و توضیح تأمین‌کننده
## A run's live progress (a draft in the agent's private chat) and the message that ends it.
changed-run-draft = ⏳ استرداد { $flight }: { $through } از { $total } بلیت انجام شد؛ اکنون { $pnr } · { $ticket }
changed-run-see-above = هر بلیت در پیام اجرا در بالا آمده است.
