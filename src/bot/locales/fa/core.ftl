# FlightDesk, Persian (فارسی). Same keys as en.ftl (checked by test/bot/locales.test.ts).
# Placeables that carry outside text are HTML-escaped by the code before they get here.

language-name = فارسی

## Start, help, access
start-welcome = ✈️ <b>FlightDesk</b>: پرواز، رزرو، استرداد و اعلان فروش از تأمین‌کننده، در همین گفتگو.
help-title = <b>کارهایی که می‌توانید انجام دهید</b> (نقش شما: { $role })
access-refused = این ربات فقط برای کارکنان شرکت است. شناسه تلگرام شما <code>{ $id }</code> است: از یک مدیر بخواهید به شما دسترسی بدهد، یا دکمه زیر را بزنید.
access-refused-toast = این ربات فقط برای کارکنان شرکت است.
access-request-button = 🙋 درخواست دسترسی
access-request-sent = درخواست شما برای مدیران فرستاده شد. پس از تصمیم‌گیری، همین‌جا به شما پیام داده می‌شود.
access-request-pending = درخواست شما از قبل نزد مدیران است؛ پس از تصمیم‌گیری، همین‌جا به شما پیام داده می‌شود.
access-request-to-admin = 🙋 <b>درخواست دسترسی</b>
    { $name } { $username }
    شناسه تلگرام: <code>{ $id }</code>
access-approve-viewer = ✅ مشاهده‌گر
access-approve-agent = ✅ کارشناس
access-approve-admin = ✅ مدیر
access-deny = ❌ رد درخواست
access-approved-admin-note = ✅ { $name } (<code>{ $id }</code>) اکنون { $role } است. تصمیم‌گیرنده: { $by }.
access-denied-admin-note = ❌ درخواست { $name } (<code>{ $id }</code>) توسط { $by } رد شد.
access-request-gone = درباره این درخواست قبلاً تصمیم گرفته شده است.
access-approved-user = ✅ دسترسی شما با نقش { $role } فعال شد. برای دیدن کارهایی که می‌توانید انجام دهید، /help را بفرستید.
access-denied-user = درخواست دسترسی شما رد شد. اگر فکر می‌کنید اشتباهی رخ داده است، با یک مدیر تماس بگیرید.
access-revoked-user = دسترسی شما به FlightDesk لغو شد.
role-changed-user = نقش شما در FlightDesk اکنون { $role } است. برای دیدن کارهایی که می‌توانید انجام دهید، /help را بفرستید.
role-too-low = این کار به نقش { $role } نیاز دارد؛ نقش شما { $current } است. از یک مدیر بخواهید.
group-admin-only = در گروه، فقط مدیران FlightDesk می‌توانند این کار را انجام دهند.
group-anonymous-admin = مدیران ناشناس را نمی‌توان شناخت: برای کار با ربات، «ناشناس ماندن» (Remain anonymous) را در دسترسی‌های مدیریتی خود در این گروه خاموش کنید.

role-viewer = مشاهده‌گر
role-agent = کارشناس
role-admin = مدیر

## Users (admin)
users-title = <b>کاربران</b> ({ $count })
users-none = هنوز کاربری جز مدیران تعریف‌شده در ADMIN_IDS وجود ندارد.
users-line = { $name } <code>{ $id }</code>: { $role }
users-fixed-admin = { $name } <code>{ $id }</code>: مدیر (ADMIN_IDS)
users-pending-title = <b>در انتظار تصمیم</b> ({ $count })
users-pick = برای تغییر نقش یا لغو دسترسی، روی یک کاربر بزنید.
user-detail = { $name } <code>{ $id }</code>
    نقش: { $role }
    تأییدشده توسط { $by } در تاریخ { $at }
user-revoke = 🚫 لغو دسترسی
user-back = ⬅️ بازگشت به کاربران
user-role-set = ✅ { $name } اکنون { $role } است.
user-revoked = 🚫 دسترسی { $name } لغو شد.
user-not-found = این کاربر دیگر در فهرست نیست.
user-fixed-admin = { $name } از طریق ADMIN_IDS مدیر است؛ برای تغییر نقش، باید همان تنظیم را تغییر دهید.
user-self = نمی‌توانید نقش خودتان را تغییر دهید.
admin-proposed = 📝 پیشنهاد #{ $proposal }: { $name } (<code>{ $id }</code>) به‌عنوان مدیر. مدیر دومی باید تأییدش کند: { $count ->
    [0] به هیچ مدیر دیگری نرسید (باید ربات را باز کرده باشند).
   *[other] برای { $countText } مدیر دیگر فرستاده شد.
 }
admin-proposal = 📝 <b>نقش مدیر</b>، پیشنهاد #{ $proposal }: { $by } پیشنهاد می‌کند { $name } (<code>{ $id }</code>) مدیر شود. با تأیید مدیر دوم انجام می‌شود.
admin-button-approve = ✅ تأیید
admin-button-refuse = ❌ رد
admin-no-checker = مدیر کردن هر کس را باید مدیر دومی تأیید کند و مدیر دیگری نیست. چیزی تغییر نکرد.
admin-proposal-waiting = مدیر شدن این کاربر را { $by } پیش‌تر پیشنهاد داده و منتظر مدیر دوم است.
admin-own-proposal = این را خودتان پیشنهاد داده‌اید: مدیر دیگری باید تأییدش کند.
admin-proposer-left = { $by } دیگر مدیر نیست، پس پیشنهادش تأییدشدنی نیست. چیزی تغییر نکرد.
admin-linked-approver = شما و { $by } یکدیگر را مدیر کرده‌اید: مدیر سومی باید این را تأیید کند.
admin-proposal-gone = درباره این پیشنهاد قبلاً تصمیم گرفته شده است.
admin-granted = ✅ { $name } (<code>{ $id }</code>) اکنون مدیر است: پیشنهاد { $by }، تأیید { $approver }.
admin-refused = ❌ { $name } (<code>{ $id }</code>) مدیر نشد: پیشنهاد { $by }، رد { $approver }.

## Language
lang-choose = زبان را انتخاب کنید:
lang-set = ✅ زبان: فارسی.
lang-digits-native = ارقام فارسی ۱۲۳
lang-digits-latin = ارقام لاتین 123
lang-digits-set-native = ✅ اعداد با ارقام فارسی نوشته می‌شوند.
lang-digits-set-latin = ✅ اعداد با ارقام لاتین (123) نوشته می‌شوند.
# $hn و $mn (خود عددها) صورت جمع را در زبان‌هایی که دارند برمی‌گزینند (عربی)؛ $h و $m نوشته می‌شوند.
duration-hours = { $hn ->
   *[other] { $h } ساعت
  }
duration-minutes = { $mn ->
   *[other] { $m } دقیقه
  }
duration-hours-minutes = { $hn ->
   *[other] { $h } ساعت و { $mn ->
       *[other] { $m } دقیقه
    }
  }

## Flow control
cancel-done = لغو شد. هیچ تغییری اعمال نشد.
cancel-nothing = چیزی برای لغو وجود ندارد.
flow-timeout = این مرحله بیش از حد منتظر ماند و بسته شد. هر وقت آماده بودید، دوباره شروع کنید.

## Errors
error-apology = ⚠️ متأسفیم، در سمت ما خطایی رخ داد. کد پیگیری: <code>{ $ref }</code>. لطفاً دوباره تلاش کنید؛ اگر خطا تکرار شد، کد پیگیری را به یک مدیر بدهید.
error-supplier-unavailable = ⚠️ تأمین‌کننده در حال حاضر پاسخ نمی‌دهد ({ $detail }). لطفاً یک دقیقه دیگر دوباره تلاش کنید. کد پیگیری: <code>{ $ref }</code>.
error-supplier-garbled = ⚠️ تأمین‌کننده پاسخی فرستاد که قابل خواندن نبود. لطفاً دوباره تلاش کنید؛ اگر خطا تکرار شد، این کد پیگیری را به یک مدیر بدهید: <code>{ $ref }</code>.
error-supplier-says = ⚠️ تأمین‌کننده درخواست را رد کرد: { $message }
error-supplier-login = ⚠️ حساب ربات نزد تأمین‌کننده رد شده است؛ به مدیر اطلاع داده شد. لطفاً بعداً دوباره تلاش کنید. کد پیگیری: <code>{ $ref }</code>.
error-supplier-trace = شناسه پیگیری تأمین‌کننده: <code>{ $trace }</code> (کد پیگیری <code>{ $ref }</code>)
supplier-account-refused = ⛔ <b>تأمین‌کننده حساب سرویس ربات را نمی‌پذیرد.</b>
    پاسخ { $operation }: { $message }
    SUPPLIER_USERNAME و رمز عبور (یا هش MD5 آن) را بررسی کنید، اینکه IP عمومی این سرور نزد تأمین‌کننده به‌عنوان IP مجاز ثبت شده باشد، و SUPPLIER_HEADERS اگر تأمین‌کننده کلید API داده است. به کارکنان گفته می‌شود که مدیر در جریان است.
supplier-account-trace = شناسه پیگیری تأمین‌کننده: <code>{ $trace }</code>
supplier-account-mended = ✅ تأمین‌کننده دوباره حساب سرویس ربات را می‌پذیرد.
supplier-account-unchecked = ⚠️ هنگام شروع، برای بررسی حساب سرویس ربات به تأمین‌کننده دسترسی نبود: { $error }
button-not-yours = این دکمه متعلق به پیام شخص دیگری است.
button-invalid = این دکمه دیگر معتبر نیست.
button-expired = اعتبار این نتیجه تمام شده است. دستور را دوباره اجرا کنید.
unknown-command = این دستور را نمی‌شناسم. برای دیدن فهرست دستورها، /help را بفرستید.
unknown-text = یک دستور بفرستید، مثلاً /help.
unknown-did-you-mean = 🤔 منظورتان /{ $command } بود؟ دستورها با حروف کوچک نوشته می‌شوند؛ برای فرستادن، روی آن بزنید.
unknown-did-you-mean-typo = 🤔 منظورتان /{ $command } بود؟ برای فرستادن، روی آن بزنید.
unknown-did-you-mean-line = با آنچه پس از آن نوشتید: <code>{ $line }</code>

## Fleet
aircraft-title = <b>ناوگان</b> ({ $count } فروند هواپیما)
aircraft-none = تأمین‌کننده هیچ هواپیمایی برنگرداند.
aircraft-inactive = غیرفعال
aircraft-seats = { $n ->
   *[other] { $count } صندلی
  }

## Command menu
cmd-start = شروع و خوشامدگویی
cmd-help = کارهایی که این ربات انجام می‌دهد
cmd-search = جستجوی پرواز، نرخ و صندلی
cmd-history = سابقه رزرو با PNR
cmd-status = نتیجه درخواست رزرو
cmd-penalty = استعلام جریمه کنسلی
cmd-refund = استرداد مرحله‌به‌مرحله
cmd-book = نگه‌داشتن صندلی و صدور بلیت
cmd-aircraft = ناوگان
cmd-subscribe = اعلان فروش، کنسلی و روند فروش، خلاصهٔ روزانه یا گزارش فروش در این گفتگو
cmd-unsubscribe = توقف اعلان‌ها، خلاصه یا گزارش در این گفتگو
cmd-subscriptions = اعلان‌ها و گزارش روزانهٔ این گفتگو
cmd-users = کاربران و درخواست‌های دسترسی
cmd-audit = آخرین رویدادهای گزارش ممیزی
cmd-poller = وضعیت دریافت خودکار رویدادها
cmd-lang = زبان
cmd-cancel = خروج از مرحله فعلی
cmd-flights = پروازهای یک روز: فروخته، قابل فروش، ضریب اشغال
cmd-pace = کدام پروازها به‌موقع می‌فروشند، کدام عقب‌اند
cmd-sales = فروش یک روز یا یک بازه
cmd-find = یافتن رزرو با نام، PNR، بلیت یا مدرک
cmd-manifest = مسافران یک پرواز
cmd-refunds = استردادهای در انتظار نتیجهٔ تأمین‌کننده
cmd-balance = اعتبار حساب نزد تأمین‌کننده
cmd-changed = تغییر برنامه پرواز: استرداد بلیت‌های پرواز جابه‌جاشده
cmd-flight = بستن، باز کردن یا تغییر ظرفیت پرواز (مدیر دوم تأیید می‌کند)
