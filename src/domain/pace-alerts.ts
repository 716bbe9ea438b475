import { addDays, todayIn } from "./dates.js";
import { digestInstant, parseDigestTime } from "./digest-schedule.js";
import type { Pace } from "./pace.js";

/**
 * When a flight's sales deserve a pace alert (/subscribe pace). Pure: the ledger counts
 * (ledger/pace-alerts.ts) and records that an alert fired, so each fires once per flight and
 * threshold (a row per kind and level, unique).
 */

export const PACE_ALERT_KINDS = ["threshold", "soldout", "behind", "spike"] as const;
export type PaceAlertKind = (typeof PACE_ALERT_KINDS)[number];

export interface PaceRules {
  /** Percentages of the seats sold that each fire once (PACE_THRESHOLDS), ascending. */
  thresholds: readonly number[];
  /** This many cancellations of one flight within an hour are a spike (PACE_CANCEL_SPIKE). */
  spike: number;
  /** A flight this many percent behind its usual (PACE_BEHIND_PERCENT) is told at the daily check. */
  behindPercent: number;
}

export const DEFAULT_PACE_THRESHOLDS = [80, 95] as const;
/** The daily check tells of a flight behind pace with this many days left, no fewer, no more. */
export const BEHIND_DAYS = { min: 3, max: 21 } as const;
/** A cancellation spike counts cancellations within this long of the newest. */
export const SPIKE_WINDOW_MS = 3_600_000;

/** "80,95" as ascending whole percentages from 1 to 100, or null. */
export function parseThresholds(text: string): number[] | null {
  const words = text.split(",").map((w) => w.trim());
  if (words.some((w) => !/^\d{1,3}$/.test(w))) return null;
  const values = [...new Set(words.map(Number))].sort((a, b) => a - b);
  return values.length > 0 && values.every((v) => v >= 1 && v <= 100) ? values : null;
}

/** What fired for a flight now: the newest news only (a sell-out says more than 95 %). */
export type Crossing = { kind: "soldout" } | { kind: "threshold"; level: number };

/**
 * The alert a flight's seats sold warrant against its capacity, given the thresholds that
 * already fired (`fired`) and whether its sell-out did: a sell-out first, otherwise the highest
 * threshold reached that has not fired. Every threshold reached is returned in `reached` so the
 * lower ones are recorded too (a flight from 70 % to 96 % tells 95 %, never 80 % after it).
 */
export function crossing(sold: number, capacity: number, rules: Pick<PaceRules, "thresholds">, fired: { levels: ReadonlySet<number>; soldOut: boolean }): { alert: Crossing | null; reached: number[] } {
  if (capacity <= 0) return { alert: null, reached: [] };
  const reached = rules.thresholds.filter((t) => sold * 100 >= t * capacity);
  if (sold >= capacity) return { alert: fired.soldOut ? null : { kind: "soldout" }, reached };
  const fresh = reached.filter((t) => !fired.levels.has(t));
  return { alert: fresh.length > 0 ? { kind: "threshold", level: fresh.at(-1)! } : null, reached };
}

/** Whole percent of `capacity` sold (rounded down: 79.9 % is not 80 %). */
export const loadPercent = (sold: number, capacity: number): number => Math.floor((sold * 100) / capacity);

/** The daily check's verdict: behind by at least `behindPercent` with BEHIND_DAYS left. */
export function isBehind(pace: Pace, days: number, behindPercent: number): boolean {
  return pace.kind === "behind" && pace.percent !== null && -pace.percent >= behindPercent && days >= BEHIND_DAYS.min && days <= BEHIND_DAYS.max;
}

/** Quiet hours of a chat: alerts falling from `from` to `to` (HH:MM, display zone; may span midnight) wait until `to`. */
export interface QuietHours {
  from: string;
  to: string;
}

/** "23:00-07:00" as quiet hours, or null. */
export function parseQuietHours(text: string): QuietHours | null {
  const [a = "", b = "", ...more] = text.split(/[-–]/);
  const from = parseDigestTime(a);
  const to = parseDigestTime(b);
  return more.length === 0 && from !== null && to !== null && from !== to ? { from, to } : null;
}

/** The end of the quiet hours `now` falls in (epoch ms), or null when it falls in none. */
export function quietUntil(quiet: QuietHours, timeZone: string, now: Date): number | null {
  const today = todayIn(timeZone, now);
  // A span over midnight may have begun yesterday.
  for (const day of [addDays(today, -1), today]) {
    const start = digestInstant(timeZone, day, quiet.from).getTime();
    const end = digestInstant(timeZone, quiet.to > quiet.from ? day : addDays(day, 1), quiet.to).getTime();
    if (now.getTime() >= start && now.getTime() < end) return end;
  }
  return null;
}
