/**
 * How long a refund with a TrackingCode is followed, and how old it is. Pure.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** After this long without an outcome the supplier is no longer asked. */
export const FOLLOW_DAYS = 14;
/** Admins' daily line lists the refunds pending longer than this. */
export const PENDING_LINE_AFTER_DAYS = 2;
/** When the daily line goes out, on the display zone's wall clock: the start of a working day. */
export const PENDING_LINE_TIME = "09:00";
/** A refund no longer followed is still shown by /refunds this long, so its agent learns of it. */
export const STOPPED_SHOWN_DAYS = 7;

/** Whole days, hours and minutes since `since` (ISO), never negative. */
export function ageOf(since: string, now: Date): { days: number; hours: number; minutes: number } {
  const ms = Math.max(0, now.getTime() - Date.parse(since));
  return { days: Math.floor(ms / DAY_MS), hours: Math.floor((ms % DAY_MS) / HOUR_MS), minutes: Math.floor((ms % HOUR_MS) / 60_000) };
}

/** True once FOLLOW_DAYS have passed since the refund was sent. */
export function followExpired(requestedAt: string, now: Date): boolean {
  return now.getTime() - Date.parse(requestedAt) >= FOLLOW_DAYS * DAY_MS;
}

/** The instant before which a refund sent counts as pending too long (ISO, comparable with stored times). */
export function pendingLineCutoff(now: Date): string {
  return new Date(now.getTime() - PENDING_LINE_AFTER_DAYS * DAY_MS).toISOString();
}

/** The instant after which a refund no longer followed is still shown. */
export function stoppedShownSince(now: Date): string {
  return new Date(now.getTime() - STOPPED_SHOWN_DAYS * DAY_MS).toISOString();
}
