import { describe, expect, it } from "vitest";
import { pollDeadlineMs, pollerCheck } from "../../src/metrics/readiness.js";

const at = (iso: string) => new Date(`2026-11-20T${iso}Z`);

describe("whether the last poll is recent enough", () => {
  it("allows three poll intervals, and never less than a minute", () => {
    expect(pollDeadlineMs(120)).toBe(360_000);
    expect(pollDeadlineMs(5)).toBe(60_000);
  });

  it("is ok within the deadline and stale beyond it, saying how long ago", () => {
    const since = at("10:00:00");
    expect(pollerCheck(at("10:10:00"), since, at("10:16:00"), 120)).toBe("ok");
    expect(pollerCheck(at("10:10:00"), since, at("10:16:01"), 120)).toBe("stale: last full read of the feed 361 s ago (more than 360 s)");
  });

  it("counts from the start before the first poll, and from a success before a restart only if it is newer", () => {
    const since = at("10:00:00");
    expect(pollerCheck(null, since, at("10:00:50"), 10)).toBe("ok");
    expect(pollerCheck(null, since, at("10:01:01"), 10)).toBe("stale: started, feed not read yet 61 s ago (more than 60 s)");
    expect(pollerCheck(at("09:00:00"), since, at("10:00:30"), 10)).toBe("ok");
  });
});
