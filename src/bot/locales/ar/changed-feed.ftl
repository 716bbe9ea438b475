## /changed without the supplier's list (src/bot/features/changed.ts).
changed-feed-only = ⚠️ تعذّرت قراءة قائمة تغييرات المورّد: أدناه فقط التغييرات التي وصلت عبر الأحداث (استبدال الرحلة).
