import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { salesReport } from "../../src/ledger/sales.js";
import { ledgerFixture, olderLedger, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";

/** Migrations 0013 and 0014: a ledger of 0012 reports its bookings as before; 0014 drops the indexes 0013 made (the sales totals replace them). */

describe.each(TEST_DATABASES)("the sales indexes of an older ledger on $name", (database) => {
  const fixture = ledgerFixture(database);

  it("ends without bookings_days and bookings_groups; a year by day counts the bookings already there", async () => {
    const place = await fixture.place();
    const db = await olderLedger(place, "0013");
    const booking = (n: number, at: string, currency: string, whole: number | null) => ({
      pnr: `AA000${n}`,
      event_id: n,
      booked_at: at,
      channel: "charter",
      currency,
      total_whole: whole,
      total_nano: whole === null ? null : 500_000_000,
      route: "THR-MHD",
      agency_name: "Parsian Travel",
      first_flight: "IR1234",
      passenger_count: 2,
    });
    await db
      .insertInto("bookings")
      .values([booking(1, "2026-01-05 10:00:00", "IRR", 100), booking(2, "2026-01-05 11:00:00", "USD", 3), booking(3, "2026-06-30 23:59:59", "IRR", null)])
      .execute();
    await db.destroy();

    const ledger = await fixture.open(place);
    const indexes =
      ledger.dialect === "sqlite"
        ? await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'bookings'`.execute(ledger.db)
        : await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'bookings'`.execute(ledger.db);
    const names = indexes.rows.map((row) => row.name);
    expect(names).toContain("bookings_sales");
    expect(names).not.toContain("bookings_days");
    expect(names).not.toContain("bookings_groups");

    const days = Array.from({ length: 366 }, (_, d) => new Date(Date.UTC(2026, 0, 1) + d * 86_400_000));
    const year = await salesReport(ledger, { bounds: days, filter: {} });
    expect(year.total).toEqual({ bookings: 3, passengers: 6, amounts: [{ currency: "IRR", amount: "100.5" }, { currency: "USD", amount: "3.5" }], unheld: 1 });
    expect(year.buckets[4]).toEqual({ bookings: 2, passengers: 4, amounts: [{ currency: "IRR", amount: "100.5" }, { currency: "USD", amount: "3.5" }], unheld: 0 });
    expect(year.buckets[180]).toEqual({ bookings: 1, passengers: 2, amounts: [], unheld: 1 });
    expect(year.buckets.reduce((n, b) => n + b.bookings, 0)).toBe(3);
  });
});

sayWhenNoPostgres();
