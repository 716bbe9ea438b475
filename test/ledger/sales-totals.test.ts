import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { Ledger } from "../../src/ledger/ledger.js";
import { salesReport, type SalesFilter } from "../../src/ledger/sales.js";
import { refreshSalesTotals } from "../../src/ledger/sales-totals.js";
import { bookedWire, cancelledWire, parsed } from "../support/ledger-events.js";
import { ledgerFixture, olderLedger, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";

/**
 * The sales totals kept at ingest (src/ledger/sales-totals.ts) are what the bookings there are
 * add up to, on each database: after pages, a page read again, a PNR booked twice, cancellations,
 * retention, and for a ledger of before the totals.
 */

const DAY_MS = 86_400_000;
const at = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace("T", " ");
/** Today's UTC midnight: the tests work on the days before it. */
const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
const NOW = new Date(today + 12 * 3_600_000);

/** A booking `day` days before today at `minute` past its midnight, of another agency, flight or currency by its number. */
function booking(id: number, day: number, minute: number) {
  const wire = bookedWire(id, `T${String(id).padStart(5, "0")}`, {
    at: at(today - day * DAY_MS + minute * 60_000),
    currency: id % 3 === 0 ? "USD" : "IRR",
    // 1e20 cannot be held exactly: counted, in no sum.
    total: id % 7 === 0 ? 1e20 : 100.125 + id,
  });
  const data = wire.Data as Record<string, unknown>;
  if (id % 4 === 0) data["ReserveForAgencyName"] = null;
  if (id % 5 === 0) data["ReserveForAgencyName"] = `Agency ${id % 2}`;
  return wire;
}

/** Every row of both totals tables, in one order. */
async function totals(ledger: Ledger) {
  const slots = await sql`select slot, currency, bookings, passengers, total_whole, total_nano, unheld from sales_slots order by slot, currency`.execute(ledger.db);
  const groups = await sql`select day, dimension, keyed, key, currency, bookings, passengers, total_whole, total_nano, unheld from sales_groups order by day, dimension, keyed, key, currency`.execute(ledger.db);
  // PostgreSQL gives bigint as numbers (int8 parser) already; SQLite numbers too.
  return JSON.parse(JSON.stringify({ slots: slots.rows, groups: groups.rows }, (_, v: unknown) => (typeof v === "bigint" ? Number(v) : v))) as unknown;
}

/** The totals as they are, then as added up again from the bookings alone: they must be the same. */
async function expectTotalsOfTheBookings(ledger: Ledger): Promise<void> {
  const kept = await totals(ledger);
  await refreshSalesTotals(ledger.db, "all");
  expect(kept).toEqual(await totals(ledger));
}

/** Tehran's days (midnight 20:30 UTC) of the last `days` days up to tonight: whole UTC days inside, edges from the bookings. */
const tehranDays = (days: number) => Array.from({ length: days + 1 }, (_, d) => new Date(today - (days - d) * DAY_MS + 20.5 * 3_600_000));

/** Every booking in the tests has a leg THR-MHD: with this filter the report reads the bookings themselves. */
const EVERY_BOOKING: SalesFilter = { route: { origin: "THR", destination: "MHD" } };

async function expectReportOfTheBookings(ledger: Ledger, bounds: Date[]): Promise<void> {
  const kept = await salesReport(ledger, { bounds, filter: {} });
  const raw = await salesReport(ledger, { bounds, filter: EVERY_BOOKING });
  expect(kept).toEqual(raw);
}

describe.each(TEST_DATABASES)("the sales totals on $name", (database) => {
  const fixture = ledgerFixture(database);

  it("hold what the bookings add up to after pages, a page read again, a PNR booked twice and cancellations", async () => {
    const ledger = await fixture.open(await fixture.place());
    const first = Array.from({ length: 60 }, (_, i) => booking(i + 1, 1 + (i % 5), (i * 37) % 1440));
    await ledger.ingest(parsed(...first), NOW);
    const once = await totals(ledger);
    // The same page again (the poll's overlap): nothing is added twice.
    await ledger.ingest(parsed(...first), NOW);
    expect(await totals(ledger)).toEqual(once);
    // A PNR the ledger holds, under a new event: the ledger keeps the first booking, and so do the totals.
    const again = { ...booking(2, 3, 600), Id: 9001 };
    await ledger.ingest(parsed(again, booking(61, 2, 5), cancelledWire(9002, "T00003", [0, 1], at(today - DAY_MS))), NOW);
    expect((await salesReport(ledger, { bounds: tehranDays(7), filter: {} })).total.bookings).toBe(61);
    await expectReportOfTheBookings(ledger, tehranDays(7));
    await expectReportOfTheBookings(ledger, [new Date(today - 4 * DAY_MS), new Date(today - 2 * DAY_MS)]);
    await expectTotalsOfTheBookings(ledger);
  });

  it("hold only what stays after retention cuts into a day", async () => {
    const place = await fixture.place();
    const ledger = await fixture.open(place, { retentionDays: 400 });
    await ledger.ingest(parsed(...Array.from({ length: 40 }, (_, i) => booking(i + 1, 1 + (i % 4), (i * 71) % 1440))), NOW);
    await ledger.close();
    // Three days back from noon: the cut is at noon three days ago.
    const pruning = await fixture.open(place, { retentionDays: 3 });
    const pruned = await pruning.prune(NOW);
    expect(pruned.bookings).toBeGreaterThan(0);
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from sales_slots where slot < ${at(today - 3 * DAY_MS)}`.execute(pruning.db);
    expect(Number(rows[0]!.n)).toBe(0);
    await expectTotalsOfTheBookings(pruning);
    await expectReportOfTheBookings(pruning, tehranDays(6));
  });

  it("are added up for the bookings of a ledger of before them", async () => {
    const place = await fixture.place();
    const db = await olderLedger(place, "0014");
    const row = (n: number, bookedAt: string, currency: string, whole: number | null) => ({
      pnr: `OLD${n}`,
      event_id: n,
      booked_at: bookedAt,
      channel: "charter",
      currency,
      total_whole: whole,
      total_nano: whole === null ? null : 250_000_000,
      route: "THR-MHD, MHD-THR",
      agency_name: n % 2 ? "Parsian Travel" : null,
      first_flight: "IR1234",
      passenger_count: n,
    });
    await db
      .insertInto("bookings")
      .values([row(1, at(today - 3 * DAY_MS + 60_000), "IRR", 100), row(2, at(today - 2 * DAY_MS - 60_000), "USD", 3), row(3, at(today - 2 * DAY_MS), "IRR", null)])
      .execute();
    await db.destroy();
    const ledger = await fixture.open(place);
    const report = await salesReport(ledger, { bounds: tehranDays(7), filter: {} });
    expect(report.total).toEqual({ bookings: 3, passengers: 6, amounts: [{ currency: "IRR", amount: "100.25" }, { currency: "USD", amount: "3.25" }], unheld: 1 });
    expect(report.byAgency.map((line) => [line.key, line.bookings])).toEqual([
      ["Parsian Travel", 2],
      [null, 1],
    ]);
    await expectReportOfTheBookings(ledger, tehranDays(7));
  });
});

sayWhenNoPostgres();
