import type { Rng } from "../random.js";

/**
 * The booking lead-time curve: how long before departure a sale is made. Charter seats sell late:
 * the density falls exponentially with the days before departure (mean about a week), so about
 * 6 sales in 10 come in the last 7 days and 8 in 10 in the last 14, and none earlier than
 * MAX_LEAD_DAYS. Live sales and the sales history both draw from it.
 */
export const MAX_LEAD_DAYS = 45;
const MEAN_DAYS = 8;

const tail = (days: number): number => Math.exp(-days / MEAN_DAYS);

/** Days before departure of one sale, at least `minDays` (a flight's sales made before now: its days left). */
export function drawLeadDays(rng: Rng, minDays = 0): number {
  const from = Math.min(Math.max(minDays, 0), MAX_LEAD_DAYS);
  // Inverse of the curve's distribution, cut to [from, MAX_LEAD_DAYS].
  return from - MEAN_DAYS * Math.log(1 - rng.next() * (1 - tail(MAX_LEAD_DAYS - from)));
}

/** The share of a flight's sales made `days` or more before its departure. */
export function shareSoldBefore(days: number): number {
  if (days <= 0) return 1;
  if (days >= MAX_LEAD_DAYS) return 0;
  return (tail(days) - tail(MAX_LEAD_DAYS)) / (1 - tail(MAX_LEAD_DAYS));
}
