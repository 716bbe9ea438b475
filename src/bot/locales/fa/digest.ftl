## Daily sales digest (/subscribe digest [HH:MM])
digest-described = گزارش روزانهٔ فروش، ساعت { $time }
digest-title = 📊 فروش روز، { $day }
digest-more = گزارش کامل: { $command }
digest-bad-time = «{ $word }» ساعت نیست. آن را به شکل HH:MM بنویسید، مثلاً: /subscribe digest 21:00
digest-added = ✅ ثبت شد: نمودار و خلاصهٔ فروش روز هر روز ساعت { $time } ({ $zone }) اینجا می‌آید. برای ساعتی دیگر: /subscribe digest 21:00. با /unsubscribe لغوش کنید.
digest-changed = ✅ گزارش روزانهٔ فروش از این پس ساعت { $time } ({ $zone }) می‌آید.
digest-button = 📊 گزارش روزانهٔ فروش ({ $time })
digest-summary-below = خلاصه در پیام بعدی می‌آید ⬇️
digest-report-button = 📋 گزارش کامل
