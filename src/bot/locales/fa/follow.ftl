## Refunds followed to their outcome (/refunds), the account's credit (/balance), the supplier's credit errors
error-no-credit = ⛔ تأمین‌کننده نپذیرفت: اعتبار حساب تمام شده است (Error1004). تا یک مدیر حساب را نزد تأمین‌کننده شارژ نکند، نه فروش ممکن است نه استرداد.
error-credit-due = ⛔ تأمین‌کننده نپذیرفت: سررسید اعتبار حساب رسیده است (Error1005). تا یک مدیر آن را با تأمین‌کننده تسویه نکند، نه فروش ممکن است نه استرداد.
follow-confirmed = ✅ تأمین‌کننده استرداد { $pnr } ({ $tickets }) را تأیید کرد: { $amount } به مسافر برمی‌گردد. کد پیگیری { $tracking }.
follow-amount-unsaid = مبلغ گفته نشده است
follow-rejected = ❌ تأمین‌کننده استرداد { $pnr } ({ $tickets }) را رد کرد. کد پیگیری { $tracking }.
follow-remarks = توضیح تأمین‌کننده: { $remarks }
follow-pending-line = ⏳ { $n ->
    [one] یک استرداد
   *[other] { $count } استرداد
  } بیش از { $days } روز است منتظر نتیجهٔ تأمین‌کننده است:
follow-pending-line-more = /refunds همهٔ استردادهای باز را نشان می‌دهد.
refunds-none = هیچ استردادی از شما منتظر نتیجهٔ تأمین‌کننده نیست.
refunds-none-all = هیچ استردادی منتظر نتیجهٔ تأمین‌کننده نیست.
refunds-title = ⏳ استردادهای شما در انتظار نتیجهٔ تأمین‌کننده ({ $count }):
refunds-title-all = ⏳ استردادهای در انتظار نتیجهٔ تأمین‌کننده ({ $count }):
refunds-history-button = 📄 سابقهٔ { $pnr }
refunds-more = … و { $count } مورد دیگر.
refunds-age = { $days ->
    [0] { $hours ->
        [0] { $minutes ->
            [0] همین حالا فرستاده شد
           *[other] { $minutesText } دقیقه پیش فرستاده شد
        }
       *[other] { $hoursText } ساعت و { $minutesText } دقیقه پیش فرستاده شد
    }
   *[other] { $daysText } روز و { $hoursText } ساعت پیش فرستاده شد
  }
refunds-stopped = ⏹ پس از { $days } روز نتیجه‌ای نیامد: دیگر پیگیری نمی‌شود، از تأمین‌کننده بپرسید
refund-rejected-on = ❌ استرداد در { $time } از سوی تأمین‌کننده رد شد: استرداد نشده و می‌توان دوباره استرداد کرد
refunds-status-unchecked = هنوز بررسی نشده
refunds-status-pending = در انتظار
refunds-status-other = پاسخ تأمین‌کننده: «{ $status }»
balance-credit = 💰 اعتبار حساب نزد تأمین‌کننده: <b>{ $credit }</b>
balance-limit = وقتی از { $limit } کمتر شود، به مدیران خبر داده می‌شود.
balance-below = ⚠️ این کمتر از حد هشدار { $limit } است.
balance-warning = ⚠️ اعتبار حساب نزد تأمین‌کننده به { $credit } رسید، کمتر از { $limit }. پیش از آنکه فروش و استرداد متوقف شود آن را شارژ کنید.
balance-warning-refused = ⚠️ اعتبار حساب نزد تأمین‌کننده دیگر قابل استفاده نیست (حد هشدار { $limit }):
## /refunds as a table (rich messages): short column heads a phone shows whole.
refunds-col-pnr = PNR
refunds-col-tickets = بلیت‌ها
refunds-col-status = وضعیت
