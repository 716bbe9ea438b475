import { describe, expect, it } from "vitest";
import { arrivalLagMs, feedCondition, feedLimits, lateLimitMs, withArrival } from "../../src/domain/feed-health.js";

const T = Date.UTC(2026, 10, 20, 12, 0, 0);
const MIN = 60_000;
const limits = feedLimits({ pollSeconds: 120, quietAlertMinutes: 60 });

describe("feed health", () => {
  it("an arrival is an event newer than all before it, timed on the bot's clock", () => {
    const start = { newestEventAt: null, lastArrivalAt: T };
    const first = withArrival(start, T - 10 * MIN, T + MIN);
    expect(first).toEqual({ newestEventAt: T - 10 * MIN, lastArrivalAt: T + MIN });
    expect(arrivalLagMs(first)).toBe(11 * MIN);
    // Older or no events: no arrival.
    expect(withArrival(first, T - 20 * MIN, T + 5 * MIN)).toBe(first);
    expect(withArrival(first, null, T + 5 * MIN)).toBe(first);
    // A supplier clock ahead of ours is no lag.
    expect(arrivalLagMs({ newestEventAt: T + MIN, lastArrivalAt: T })).toBe(0);
  });

  it("is late when the newest event arrived later than a poll interval plus five minutes", () => {
    expect(lateLimitMs(120)).toBe(7 * MIN);
    expect(feedCondition({ newestEventAt: T - 6 * MIN, lastArrivalAt: T }, T, limits)).toEqual({ kind: "ok" });
    expect(feedCondition({ newestEventAt: T - 10 * MIN, lastArrivalAt: T }, T, limits)).toEqual({ kind: "late", lagMs: 10 * MIN, limitMs: 7 * MIN });
  });

  it("is quiet when nothing arrived for longer than EVENTS_QUIET_ALERT_MINUTES, which 0 turns off", () => {
    const arrivals = { newestEventAt: T - 20 * MIN, lastArrivalAt: T };
    expect(feedCondition(arrivals, T + 60 * MIN, limits)).toEqual({ kind: "late", lagMs: 20 * MIN, limitMs: 7 * MIN });
    expect(feedCondition(arrivals, T + 61 * MIN, limits)).toEqual({ kind: "quiet", forMs: 61 * MIN, limitMs: 60 * MIN });
    expect(feedCondition({ newestEventAt: null, lastArrivalAt: T }, T + 61 * MIN, limits).kind).toBe("quiet");
    const off = feedLimits({ pollSeconds: 120, quietAlertMinutes: null });
    expect(feedCondition({ newestEventAt: T - MIN, lastArrivalAt: T }, T + 600 * MIN, off)).toEqual({ kind: "ok" });
  });
});
