/**
 * Is the supplier's event feed keeping up? Pure: times are epoch milliseconds, no clock.
 *
 * An arrival is a poll bringing an event newer than every event before it. Its lag is how old
 * that event was (on the bot's clock) when it arrived: about a minute plus the wait for the
 * next poll when all is well; a feed running late, or a supplier clock behind ours, shows as
 * more. Quiet is how long no arrival came: a feed stopped, or an hour with no sale.
 */

export interface FeedArrivals {
  /** The newest event time ever read (the supplier's clock). */
  newestEventAt: number | null;
  /** When (the bot's clock) it arrived; the poller's first start until any did. */
  lastArrivalAt: number | null;
}

export interface FeedLimits {
  /** EVENTS_QUIET_ALERT_MINUTES in ms; null: the quiet alert is off. */
  quietMs: number | null;
  /** A lag beyond this is "late" (lateLimitMs). */
  lateMs: number;
}

export type FeedCondition =
  | { kind: "ok" }
  | { kind: "quiet"; forMs: number; limitMs: number }
  | { kind: "late"; lagMs: number; limitMs: number };

/** What a feed on time cannot exceed: a poll interval plus five minutes (visibility, a slow answer). */
export function lateLimitMs(pollSeconds: number): number {
  return pollSeconds * 1000 + 5 * 60_000;
}

/** How old the newest event was when it arrived; null before any arrived. Never negative (a supplier clock ahead). */
export function arrivalLagMs(arrivals: FeedArrivals): number | null {
  if (arrivals.newestEventAt === null || arrivals.lastArrivalAt === null) return null;
  return Math.max(0, arrivals.lastArrivalAt - arrivals.newestEventAt);
}

/** Quiet beats late: when nothing arrives, how late the last arrival was matters less. */
export function feedCondition(arrivals: FeedArrivals, now: number, limits: FeedLimits): FeedCondition {
  if (arrivals.lastArrivalAt !== null && limits.quietMs !== null) {
    const forMs = now - arrivals.lastArrivalAt;
    if (forMs > limits.quietMs) return { kind: "quiet", forMs, limitMs: limits.quietMs };
  }
  const lagMs = arrivalLagMs(arrivals);
  if (lagMs !== null && lagMs > limits.lateMs) return { kind: "late", lagMs, limitMs: limits.lateMs };
  return { kind: "ok" };
}

/** A newer event than any before it, read at `now`: the arrivals after it (unchanged otherwise). */
export function withArrival(arrivals: FeedArrivals, newestInPage: number | null, now: number): FeedArrivals {
  if (newestInPage === null || (arrivals.newestEventAt !== null && newestInPage <= arrivals.newestEventAt)) return arrivals;
  return { newestEventAt: newestInPage, lastArrivalAt: now };
}

/** The limits of the events settings: EVENTS_POLL_SECONDS and EVENTS_QUIET_ALERT_MINUTES (null: off). */
export function feedLimits(events: { pollSeconds: number; quietAlertMinutes: number | null }): FeedLimits {
  return { quietMs: events.quietAlertMinutes === null ? null : events.quietAlertMinutes * 60_000, lateMs: lateLimitMs(events.pollSeconds) };
}
