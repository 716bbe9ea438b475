## /changed without the supplier's list (src/bot/features/changed.ts).
changed-feed-only = ⚠️ The supplier's list of changes could not be read: below are only the changes the event feed brought (segment replacements).
