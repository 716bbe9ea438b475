/**
 * Date arithmetic on epoch milliseconds with fixed UTC offsets. Airports use fixed offsets (Iran
 * has had no daylight saving time since 2022), so no time-zone database is needed.
 */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

const pad = (value: number, width = 2): string => String(value).padStart(width, "0");

function shifted(epochMs: number, offsetMinutes: number): Date {
  return new Date(epochMs + offsetMinutes * MINUTE_MS);
}

/** yyyy-MM-dd of an instant read at a UTC offset (minutes). */
export function formatDate(epochMs: number, offsetMinutes = 0): string {
  const d = shifted(epochMs, offsetMinutes);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** yyyy-MM-dd HH:mm of an instant read at a UTC offset: the flight-time format. */
export function formatMinutes(epochMs: number, offsetMinutes = 0): string {
  const d = shifted(epochMs, offsetMinutes);
  return `${formatDate(epochMs, offsetMinutes)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** yyyy-MM-dd HH:mm:ss in UTC: the booking and event time format. */
export function formatSeconds(epochMs: number): string {
  const d = new Date(epochMs);
  return `${formatMinutes(epochMs)}:${pad(d.getUTCSeconds())}`;
}

export function startOfUtcDay(epochMs: number): number {
  return Math.floor(epochMs / DAY_MS) * DAY_MS;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const SECONDS_RE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

function utc(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): number | null {
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(ms);
  // Date.UTC rolls 2025-02-30 over to March: reject what does not round-trip.
  const valid =
    back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
  return valid ? ms : null;
}

/** Strict yyyy-MM-dd to the epoch ms of its midnight UTC, or null. */
export function parseDate(text: string): number | null {
  const m = DATE_RE.exec(text);
  return m ? utc(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** Strict yyyy-MM-dd HH:mm:ss (UTC) to epoch ms, or null. */
export function parseSeconds(text: string): number | null {
  const m = SECONDS_RE.exec(text);
  return m ? utc(Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6])) : null;
}

/** The date `days` after a yyyy-MM-dd date. */
export function addDays(date: string, days: number): string {
  const ms = parseDate(date);
  if (ms === null) throw new Error(`not a date: ${date}`);
  return formatDate(ms + days * DAY_MS);
}

/** The instant of a local wall-clock time (minutes after midnight) on a date at a UTC offset. */
export function localInstant(date: string, minutesOfDay: number, offsetMinutes: number): number {
  const midnight = parseDate(date);
  if (midnight === null) throw new Error(`not a date: ${date}`);
  return midnight + (minutesOfDay - offsetMinutes) * MINUTE_MS;
}

/** "07:30" to 450. */
export function minutesOfDay(hhmm: string): number {
  const [h, m] = hhmm.split(":");
  return Number(h) * 60 + Number(m);
}
