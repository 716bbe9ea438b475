import { describe, expect, it } from "vitest";
import { capRecord, pruneList, pruneRecordBefore } from "../../src/store/prune.js";

describe("bounds for growing collections", () => {
  it("pruneList drops from the front (oldest) down to the cap", () => {
    const list = [1, 2, 3, 4, 5];
    expect(pruneList(list, 3)).toBe(2);
    expect(list).toEqual([3, 4, 5]);
    expect(pruneList(list, 3)).toBe(0);
    expect(list).toEqual([3, 4, 5]);
  });

  it("pruneRecordBefore drops entries older than the cutoff, keeping the cutoff itself", () => {
    const record = { a: "2026-01-01T00:00:00Z", b: "2026-01-02T00:00:00Z", c: "2026-01-03T00:00:00Z" };
    expect(pruneRecordBefore(record, (v) => v, new Date("2026-01-02T00:00:00Z"))).toBe(1);
    expect(Object.keys(record)).toEqual(["b", "c"]);
  });

  it("capRecord keeps the newest entries by timestamp, whatever the key order", () => {
    const record = { x: "2026-01-03T00:00:00Z", y: "2026-01-01T00:00:00Z", z: "2026-01-02T00:00:00Z" };
    expect(capRecord(record, (v) => v, 2)).toBe(1);
    expect(Object.keys(record).sort()).toEqual(["x", "z"]);
  });
});
