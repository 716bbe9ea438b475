## Refunds followed to their outcome (/refunds), the account's credit (/balance), the supplier's credit errors
error-no-credit = ⛔ رفض المورّد: لم يبقَ رصيد في الحساب (Error1004). لا بيع ولا استرداد حتى يشحنه مسؤول لدى المورّد.
error-credit-due = ⛔ رفض المورّد: حلّ موعد استحقاق رصيد الحساب (Error1005). لا بيع ولا استرداد حتى يسوّيه مسؤول مع المورّد.
follow-confirmed = ✅ أكّد المورّد استرداد { $pnr } ({ $tickets }): يعود { $amount } إلى المسافر. رمز التتبع { $tracking }.
follow-amount-unsaid = لم يُذكر المبلغ
follow-rejected = ❌ رفض المورّد استرداد { $pnr } ({ $tickets }). رمز التتبع { $tracking }.
follow-remarks = يقول المورّد: { $remarks }
follow-pending-line = ⏳ { $n ->
    [one] استرداد واحد ينتظر
   *[other] { $count } استردادات تنتظر
  } نتيجة المورّد منذ أكثر من { $days } أيام:
follow-pending-line-more = يعرض /refunds كل الاستردادات المفتوحة.
refunds-none = لا استرداد لك ينتظر نتيجة المورّد.
refunds-none-all = لا استرداد ينتظر نتيجة المورّد.
refunds-title = ⏳ استرداداتك التي تنتظر نتيجة المورّد ({ $count }):
refunds-title-all = ⏳ الاستردادات التي تنتظر نتيجة المورّد ({ $count }):
refunds-history-button = 📄 سجل { $pnr }
refunds-more = … و{ $count } غيرها.
refunds-age = { $days ->
    [0] { $hours ->
        [0] { $minutes ->
            [0] أُرسل للتو
           *[other] أُرسل قبل { $minutesText } دقيقة
        }
       *[other] أُرسل قبل { $hoursText } ساعة و{ $minutesText } دقيقة
    }
   *[other] أُرسل قبل { $daysText } يوم و{ $hoursText } ساعة
  }
refunds-stopped = ⏹ لا نتيجة بعد { $days } يومًا: لم يعد يُتابَع، اسأل المورّد
refund-rejected-on = ❌ رفض المورّد الاسترداد في { $time }: لم تُسترد، ويمكن استردادها من جديد
refunds-status-unchecked = لم يُفحص بعد
refunds-status-pending = قيد الانتظار
refunds-status-other = يقول المورّد «{ $status }»
balance-credit = 💰 رصيد الحساب لدى المورّد: <b>{ $credit }</b>
balance-limit = يُبلَّغ المسؤولون حين ينخفض عن { $limit }.
balance-below = ⚠️ هذا أقل من حد التنبيه { $limit }.
balance-warning = ⚠️ انخفض رصيد الحساب لدى المورّد إلى { $credit }، أقل من { $limit }. اشحنه قبل أن يتوقف البيع والاسترداد.
balance-warning-refused = ⚠️ لم يعد رصيد الحساب لدى المورّد قابلًا للاستخدام (حد التنبيه { $limit }):
## /refunds as a table (rich messages): short column heads a phone shows whole.
refunds-col-pnr = PNR
refunds-col-tickets = التذاكر
refunds-col-status = الحالة
