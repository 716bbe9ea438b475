/**
 * Pace: is a flight selling as its route usually does with the days it has left? A flight's seats
 * sold now are compared with the usual curve of its route: the median, over the route's past
 * flights, of the seats each had sold the same number of days before its departure (booked by
 * then and not cancelled by then). Past flights of the same weekday are the usual when there are
 * enough of them, all of the route's otherwise. Pure: the ledger gives the sales (ledger/pace.ts).
 */

import { startOfDayIn } from "./dates.js";

export const DAY_MS = 86_400_000;
/** Past flights needed for a usual curve: with fewer, the flight's pace is not told. */
export const MIN_HISTORY = 3;
/** Within this many percent of the usual, a flight is on pace. */
export const ON_PACE_PERCENT = 10;

/**
 * Seats of a flight sold alike: booked `booked` whole days before its departure and, if they
 * were, cancelled `cancelled` days before it (negative: after it departed). Whole days are
 * enough: a flight is compared at whole days before departure.
 */
export interface SeatDays {
  booked: number;
  cancelled: number | null;
  seats: number;
}

/** A flight of the route, with every seat it sold. */
export interface PastFlight {
  departure: number;
  /** 0 (Sunday) to 6, of its local date. */
  weekday: number;
  sales: readonly SeatDays[];
}

export type Pace =
  /** Too few past flights to say: `flights` is how many there were. */
  | { kind: "unknown"; flights: number }
  /**
   * `usual`: the median sold at the same days before departure; `percent`: how far above (+) or
   * below (-) it the flight is, null when the usual is 0.
   */
  | { kind: "ahead" | "on" | "behind"; usual: number; percent: number | null; flights: number };

/** A flight's departure, its local date and "HH:mm" (midnight when unknown) read in `timeZone`, in Unix milliseconds. */
export function departureAt(date: string, time: string | null, timeZone: string): number {
  return startOfDayIn(timeZone, date).getTime() + minutesOf(time) * 60_000;
}

/** Minutes after midnight of "HH:mm" (0 when unknown). */
export function minutesOf(time: string | null): number {
  const [hours = 0, minutes = 0] = (time ?? "00:00").split(":").map(Number);
  return hours * 60 + minutes;
}

/** Seats of `sales` sold with `days` left: booked by then and not cancelled by then. */
export function soldAt(sales: readonly SeatDays[], days: number): number {
  return sales.reduce((n, s) => (s.booked >= days && (s.cancelled === null || s.cancelled < days) ? n + s.seats : n), 0);
}

/** Whole days left from `at` until `departure` (0 on the last day, negative once departed). */
export function daysBefore(departure: number, at: number): number {
  return Math.floor((departure - at) / DAY_MS);
}

/** `soldNow` seats with `days` left, against the usual of `history` (the route's past flights). */
export function paceOf(soldNow: number, days: number, weekday: number, history: readonly PastFlight[]): Pace {
  const pool = usualPool(history, weekday);
  if (pool.length < MIN_HISTORY) return { kind: "unknown", flights: pool.length };
  const usual = usualAt(pool, days);
  if (usual === 0) return { kind: soldNow > 0 ? "ahead" : "on", usual, percent: null, flights: pool.length };
  const percent = Math.round(((soldNow - usual) / usual) * 100);
  const kind = percent >= ON_PACE_PERCENT ? "ahead" : percent <= -ON_PACE_PERCENT ? "behind" : "on";
  return { kind, usual, percent, flights: pool.length };
}

/** The past flights a flight of `weekday` is compared with: those of its weekday when there are enough, all otherwise. */
export function usualPool(history: readonly PastFlight[], weekday: number): readonly PastFlight[] {
  const sameDay = history.filter((h) => h.weekday === weekday);
  return sameDay.length >= MIN_HISTORY ? sameDay : history;
}

/** The usual seats sold with `days` left: the median of `pool` then. */
export function usualAt(pool: readonly PastFlight[], days: number): number {
  return median(pool.map((h) => soldAt(h.sales, days)));
}

/** The middle value (the mean of the two middle ones for an even count), to one decimal. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(value * 10) / 10;
}
