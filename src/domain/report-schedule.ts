import { addDays, weekdayOf } from "./dates.js";
import { DIGEST_CATCH_UP_MS, digestInstant, dueDigestDay, lastDueDay, reportedDay } from "./digest-schedule.js";

/**
 * When a sales report (/subscribe report daily|weekly) is due and which days it covers. Pure. A
 * daily report keeps the digest's rhythm; a weekly one goes on the first day of the week
 * (Saturday, as the Iranian week starts) at its time and covers the 7 days before.
 */

export type ReportPeriod = "daily" | "weekly";
/** Saturday (0 is Sunday). */
export const WEEK_STARTS = 6;
export const DEFAULT_REPORT_TIME = "08:00";

/** The day whose report goes out now, or null (a report missed while the bot was down goes if at most 6 h late). */
export function dueReportDay(period: ReportPeriod, schedule: { time: string; lastDay: string }, timeZone: string, now: Date): string | null {
  if (period === "daily") return dueDigestDay(schedule, timeZone, now);
  const day = lastWeekStart(lastDueDay(timeZone, schedule.time, now));
  if (day <= schedule.lastDay) return null;
  return now.getTime() - digestInstant(timeZone, day, schedule.time).getTime() <= DIGEST_CATCH_UP_MS ? day : null;
}

/** The last report day due by `now`: a report subscribed now starts with the next one. */
export function lastReportDay(period: ReportPeriod, timeZone: string, time: string, now: Date): string {
  const day = lastDueDay(timeZone, time, now);
  return period === "daily" ? day : lastWeekStart(day);
}

/** The days a report sent on `day` covers: the day (or the one before, for a morning report), or the week before. */
export function reportDays(period: ReportPeriod, day: string, time: string): { first: string; last: string } {
  if (period === "weekly") return { first: addDays(day, -7), last: addDays(day, -1) };
  const reported = reportedDay(day, time);
  return { first: reported, last: reported };
}

function lastWeekStart(day: string): string {
  return addDays(day, -((weekdayOf(day) - WEEK_STARTS + 7) % 7));
}
