import { describe, expect, it } from "vitest";
import { MAX_SEEN_IDS } from "../../src/domain/seen.js";
import { emptyPoller } from "../../src/ledger/poller-rows.js";
import { applyPage, type PollerData } from "../../src/ledger/poller-state.js";

/** A page's seen ids in the poller's state (applyPage): the cap of MAX_SEEN_IDS, counted only when it may be passed. */

const T = Date.UTC(2026, 10, 20, 12, 0, 0);

function page(seen: number[]) {
  return { cursor: T, seen, alerts: [], rejected: 0 };
}

/** `count` ids, the first returned longest ago. */
function holding(count: number): PollerData {
  const poller = emptyPoller();
  for (let i = 0; i < count; i++) poller.seen[String(i)] = T - (count - i) * 1000;
  return { poller };
}

describe("a page's seen ids", () => {
  it("past the cap, the least recently returned go, named as changed, and the count is exact again", () => {
    const data = holding(MAX_SEEN_IDS - 1);
    const changed = new Set<string>();
    applyPage(data, page([-1, -2, -3, -4, -5]), new Date(T), changed);
    expect(Object.keys(data.poller.seen)).toHaveLength(MAX_SEEN_IDS);
    for (const gone of ["0", "1", "2", "3"]) {
      expect(data.poller.seen[gone], gone).toBeUndefined();
      expect(changed.has(gone), gone).toBe(true);
    }
    expect(data.poller.seen["4"]).toBeDefined();
    expect(data.seenAtMost).toBe(MAX_SEEN_IDS);
  });

  it("counts only the ids new to it, not those returned again", () => {
    const data: PollerData = { ...holding(10), seenAtMost: 10 };
    applyPage(data, page([3, 4, 100, 101]), new Date(T + 1000), new Set());
    expect(data.seenAtMost).toBe(12);
    expect(data.poller.seen["3"]).toBe(T + 1000);
  });

  it("counts them all again when the count it keeps may pass the cap, though ids were forgotten since", () => {
    // Forgotten after a poll (recordSuccess): the count kept is then more than the ids held.
    const data: PollerData = { ...holding(10), seenAtMost: MAX_SEEN_IDS };
    applyPage(data, page([100]), new Date(T), new Set());
    expect(Object.keys(data.poller.seen)).toHaveLength(11);
    expect(data.seenAtMost).toBe(11);
  });
});
