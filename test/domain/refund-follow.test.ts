import { describe, expect, it } from "vitest";
import { ageOf, followExpired, pendingLineCutoff, stoppedShownSince } from "../../src/domain/refund-follow.js";

describe("a followed refund's age", () => {
  const sent = "2026-11-22T04:00:00.000Z";

  it("counts whole days, hours and minutes, never negative", () => {
    expect(ageOf(sent, new Date("2026-11-22T04:00:59Z"))).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(ageOf(sent, new Date("2026-11-22T04:59:59Z"))).toEqual({ days: 0, hours: 0, minutes: 59 });
    expect(ageOf(sent, new Date("2026-11-25T05:35:00Z"))).toEqual({ days: 3, hours: 1, minutes: 35 });
    expect(ageOf(sent, new Date("2026-11-21T00:00:00Z")), "a clock set back").toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it("is followed for 14 days to the millisecond", () => {
    expect(followExpired(sent, new Date("2026-12-06T03:59:59.999Z"))).toBe(false);
    expect(followExpired(sent, new Date("2026-12-06T04:00:00.000Z"))).toBe(true);
  });

  it("counts as pending too long after 2 days, and stays shown 7 days after it stopped", () => {
    const now = new Date("2026-11-25T09:00:00Z");
    expect(pendingLineCutoff(now)).toBe("2026-11-23T09:00:00.000Z");
    expect(stoppedShownSince(now)).toBe("2026-11-18T09:00:00.000Z");
  });
});
