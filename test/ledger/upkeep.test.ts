import { sql, type Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { parseFindText } from "../../src/domain/find-text.js";
import { findBookings } from "../../src/ledger/find.js";
import { ftsTables } from "../../src/ledger/fts-merge.js";
import type { LedgerTables } from "../../src/ledger/schema.js";
import { bookedWire, parsed } from "../support/ledger-events.js";
import { ledgerFixture, olderLedger } from "../support/ledger-databases.js";

/**
 * The SQLite ledger's FTS5 indexes merge after a write, not inside it (migration 0030,
 * fts-merge.ts, upkeep.ts): every index has FTS5's own merging off, and the ledger merges
 * what the writes left, so segments do not pile up and /find still finds.
 */

const NOW = new Date("2026-11-22T12:00:00Z");
const FTS_INDEXES = ["bookings_keys_fts", "passengers_keys_fts", "passengers_name_fts", "passengers_name_key_fts"];

async function segments(db: Kysely<LedgerTables>, table: string): Promise<number> {
  const row = await sql<{ n: number }>`select count(distinct segid) as n from ${sql.table(`${table}_idx`)}`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}

async function automerge(db: Kysely<LedgerTables>, table: string): Promise<number | undefined> {
  const row = await sql<{ v: number }>`select v from ${sql.table(`${table}_config`)} where k = 'automerge'`.execute(db);
  return row.rows[0]?.v;
}

describe("the SQLite ledger's search indexes", () => {
  const fixture = ledgerFixture({ name: "SQLite" });

  it("are every FTS5 table of the ledger, each with FTS5's merging inside a write turned off", async () => {
    const ledger = await fixture.open(await fixture.place());
    expect(await ftsTables(ledger.db)).toEqual(FTS_INDEXES);
    for (const table of FTS_INDEXES) expect(await automerge(ledger.db, table), table).toBe(0);
  });

  it("turns it off on a ledger made before, whose indexes merged inside a write", async () => {
    const place = await fixture.place();
    const old = await olderLedger(place, "0030");
    expect(await automerge(old as never, "bookings_keys_fts")).toBeUndefined();
    await old.destroy();
    const ledger = await fixture.open(place);
    for (const table of FTS_INDEXES) expect(await automerge(ledger.db, table), table).toBe(0);
  });

  it("are merged after the writes: twelve pages leave a few segments per index, and /find finds in them", async () => {
    const ledger = await fixture.open(await fixture.place());
    for (let page = 1; page <= 12; page++) {
      const pnr = `PG${String(page).padStart(2, "0")}AB`;
      await ledger.commitPage(parsed(bookedWire(page, pnr)), { cursor: NOW.getTime() + page, seen: [page], alerts: [], rejected: 0 }, NOW);
    }
    // Without the merges each index would hold a segment per page (twelve); FTS5 merges a level
    // of four (usermerge), as its own merging inside a write did.
    for (const table of FTS_INDEXES) await expect.poll(() => segments(ledger.db, table), { timeout: 10_000 }).toBeLessThan(4);
    const email = parseFindText("maryam.karimi@example.com");
    const name = parseFindText("karimi");
    if (!email.ok || !name.ok) throw new Error("the test's find texts must parse");
    expect((await findBookings(ledger.db, "sqlite", email.terms, 20)).total).toBe(12);
    expect((await findBookings(ledger.db, "sqlite", name.terms, 20)).total).toBe(12);
  });

  it("are merged again after pages written while an upkeep ran, asked for twice at once", async () => {
    const ledger = await fixture.open(await fixture.place());
    const commit = (page: number) =>
      ledger.commitPage(parsed(bookedWire(page, `UK${String(page).padStart(2, "0")}AB`)), { cursor: NOW.getTime() + page, seen: [page], alerts: [], rejected: 0 }, NOW);
    for (let page = 1; page <= 8; page++) await commit(page);
    const asked = [ledger.upkeep(), ledger.upkeep()];
    // These come between the merge steps of the upkeep under way: the upkeep after it merges them.
    for (let page = 9; page <= 16; page++) await commit(page);
    await Promise.all(asked);
    for (const table of FTS_INDEXES) await expect.poll(() => segments(ledger.db, table), { timeout: 10_000 }).toBeLessThan(4);
    const email = parseFindText("maryam.karimi@example.com");
    if (!email.ok) throw new Error("the test's find text must parse");
    expect((await findBookings(ledger.db, "sqlite", email.terms, 20)).total).toBe(16);
  });
});
