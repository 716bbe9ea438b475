import { describe, expect, it } from "vitest";
import { RateLimiter } from "../../src/bot/rate-limit.js";

describe("RateLimiter", () => {
  it("allows a burst of `capacity`, then refuses with the wait until the next token", () => {
    const limiter = new RateLimiter({ capacity: 3, perMinute: 6 });
    expect([0, 0, 0].map(() => limiter.take(1, 0))).toEqual([0, 0, 0]);
    // Six a minute: one every 10 s.
    expect(limiter.take(1, 0)).toBe(10_000);
    expect(limiter.take(1, 4_000)).toBe(6_000);
    expect(limiter.take(1, 10_000)).toBe(0);
    expect(limiter.take(1, 10_000)).toBeGreaterThan(0);
  });

  it("keeps each key's allowance apart", () => {
    const limiter = new RateLimiter({ capacity: 1, perMinute: 1 });
    expect(limiter.take(1, 0)).toBe(0);
    expect(limiter.take(2, 0)).toBe(0);
    expect(limiter.take(1, 1_000)).toBe(59_000);
    expect(limiter.take("button:1", 1_000)).toBe(0);
  });

  it("refills up to the capacity, not beyond", () => {
    const limiter = new RateLimiter({ capacity: 2, perMinute: 60 });
    limiter.take(1, 0);
    limiter.take(1, 0);
    const later = 3_600_000;
    expect(limiter.take(1, later)).toBe(0);
    expect(limiter.take(1, later)).toBe(0);
    expect(limiter.take(1, later)).toBe(1_000);
  });

  it("forgets senders whose allowance is whole again, and never holds more than its bound", () => {
    const limiter = new RateLimiter({ capacity: 1, perMinute: 1 }, 1_000);
    for (let id = 0; id < 5_000; id++) limiter.take(id, 0);
    expect(limiter.size).toBeLessThanOrEqual(1_000);
    // A minute later every earlier bucket is full again: the next take drops them.
    limiter.take("late", 60_000);
    expect(limiter.size).toBe(1);
  });
});
