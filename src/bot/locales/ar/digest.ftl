## Daily sales digest (/subscribe digest [HH:MM])
digest-described = ملخص المبيعات اليومي عند الساعة { $time }
digest-title = 📊 مبيعات اليوم، { $day }
digest-more = التقرير الكامل: { $command }
digest-bad-time = «{ $word }» ليس وقتًا من اليوم. اكتبه بصيغة HH:MM، مثلًا: /subscribe digest 21:00
digest-added = ✅ تم الاشتراك: يصل هنا رسم مبيعات اليوم وملخصها كل يوم عند الساعة { $time } ({ $zone }). لوقت آخر: /subscribe digest 21:00. أوقفه بالأمر /unsubscribe.
digest-changed = ✅ يصل ملخص المبيعات اليومي الآن عند الساعة { $time } ({ $zone }).
digest-button = 📊 ملخص المبيعات اليومي ({ $time })
digest-summary-below = يأتي الملخص في الرسالة التالية ⬇️
digest-report-button = 📋 التقرير الكامل
