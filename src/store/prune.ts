/**
 * Bounds for collections that grow. Every save rewrites the whole file, so each collection
 * that gains entries over time is capped by count, by age, or both.
 */

/** Drops the oldest items (the front of a list kept oldest-first) so at most `max` remain. */
export function pruneList<T>(list: T[], max: number): number {
  const excess = list.length - max;
  if (excess <= 0) return 0;
  list.splice(0, excess);
  return excess;
}

/** Deletes the entries whose timestamp (ISO 8601) is before `cutoff`. */
export function pruneRecordBefore<T>(
  record: Record<string, T>,
  stamp: (value: T) => string,
  cutoff: Date,
): number {
  let removed = 0;
  for (const [key, value] of Object.entries(record)) {
    if (Date.parse(stamp(value)) < cutoff.getTime()) {
      delete record[key];
      removed++;
    }
  }
  return removed;
}

/** Keeps only the `max` newest entries of a record, by timestamp (ISO 8601). */
export function capRecord<T>(record: Record<string, T>, stamp: (value: T) => string, max: number): number {
  const keys = Object.keys(record);
  if (keys.length <= max) return 0;
  const oldestFirst = keys.sort((a, b) => Date.parse(stamp(record[a]!)) - Date.parse(stamp(record[b]!)));
  const doomed = oldestFirst.slice(0, keys.length - max);
  for (const key of doomed) delete record[key];
  return doomed.length;
}

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
}
