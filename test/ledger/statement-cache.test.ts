import { Database } from "../../src/ledger/sqlite-driver.js";
import { describe, expect, it } from "vitest";
import { keepingStatements } from "../../src/ledger/statement-cache.js";

/** Prepared statements kept for the ingest's repeated INSERTs: found again by their text, the least recently used dropped. */
describe("keepingStatements", () => {
  it("prepares a text once, keeps the most recently used, and runs what it keeps", () => {
    const database = new Database(":memory:");
    const kept = keepingStatements(database, 2);
    const one = kept.prepare("select 1 as n");
    expect(kept.prepare("select 1 as n")).toBe(one);
    const two = kept.prepare("select 2 as n");
    kept.prepare("select 1 as n"); // used again: "select 2" is now the oldest
    kept.prepare("select 3 as n");
    expect(kept.prepare("select 1 as n")).toBe(one);
    expect(kept.prepare("select 2 as n")).not.toBe(two);
    expect(kept.prepare("select 1 as n").all([])).toEqual([{ n: 1 }]);
    kept.close();
    expect(database.open).toBe(false);
  });
});
