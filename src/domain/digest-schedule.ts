import { addDays, startOfDayIn, todayIn } from "./dates.js";

/**
 * When a daily digest is due, and which day it reports. Pure. Times are HH:MM on the wall clock
 * of the display zone, counted from the day's first instant (on a day whose clock jumps before
 * HH:MM, the digest moves with the jump; Tehran has had none since 2022).
 */

export const DEFAULT_DIGEST_TIME = "23:30";

/** A bot that was down sends a missed digest when it starts within this long after its time; later, the day is let go. */
export const DIGEST_CATCH_UP_MS = 6 * 3_600_000;

const MINUTE_MS = 60_000;

/** "8:05" or "08:05" as HH:MM, or null. */
export function parseDigestTime(word: string): string | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(word.trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, "0")}:${match[2]}`;
}

/** The instant of `time` on `day` in the zone. */
export function digestInstant(timeZone: string, day: string, time: string): Date {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return new Date(startOfDayIn(timeZone, day).getTime() + (hours * 60 + minutes) * MINUTE_MS);
}

/** The latest day whose digest time has come by `now`: today once HH:MM passed, yesterday before. */
export function lastDueDay(timeZone: string, time: string, now: Date): string {
  const today = todayIn(timeZone, now);
  return digestInstant(timeZone, today, time) <= now ? today : addDays(today, -1);
}

/**
 * The day whose digest goes out now, or null: the latest due day, when it comes after the last
 * one sent and its time passed at most `catchUpMs` ago.
 */
export function dueDigestDay(schedule: { time: string; lastDay: string }, timeZone: string, now: Date, catchUpMs = DIGEST_CATCH_UP_MS): string | null {
  const day = lastDueDay(timeZone, schedule.time, now);
  if (day <= schedule.lastDay) return null;
  return now.getTime() - digestInstant(timeZone, day, schedule.time).getTime() <= catchUpMs ? day : null;
}

/** The sales day a digest sent on `day` at `time` reports: a morning digest (before noon) tells of the day before. */
export function reportedDay(day: string, time: string): string {
  return time < "12:00" ? addDays(day, -1) : day;
}
