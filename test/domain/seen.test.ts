import { describe, expect, it } from "vitest";
import { seenToForget } from "../../src/domain/seen.js";

const T = Date.UTC(2026, 10, 20, 12, 0, 0);
const MIN = 60_000;

describe("seenToForget", () => {
  it("forgets ids the feed has not returned since the cutoff, whatever the events' own dates", () => {
    // Values are when the feed last returned the id (the bot's clock), not CreateDateTime.
    const seen = { "1": T - 40 * MIN, "2": T - 29 * MIN, "3": T };
    expect(seenToForget(seen, T - 30 * MIN)).toEqual({ forget: ["1"], left: 2 });
    expect(seenToForget(seen, null)).toEqual({ forget: [], left: 3 });
  });

  it("keeps at most `max` ids, dropping the least recently returned first", () => {
    const seen = { "1": T - 3 * MIN, "2": T - MIN, "3": T - 2 * MIN, "4": T };
    expect(seenToForget(seen, null, 2).forget.sort()).toEqual(["1", "3"]);
    expect(seenToForget(seen, T - 150_000, 2).forget.sort()).toEqual(["1", "3"]);
    expect(seenToForget(seen, T - 150_000, 1)).toEqual({ forget: expect.arrayContaining(["1", "2", "3"]), left: 1 });
  });
});
