/** Date and time helpers. Pure: no clock, no I/O. */

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * yyyy-MM-dd HH:mm:ss in UTC: the supplier's format for booking and event times, and for the
 * bounds of an event range. Throws a RangeError for an invalid Date.
 */
export function formatUtcDateTime(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError("formatUtcDateTime: invalid Date");
  return (
    `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}
