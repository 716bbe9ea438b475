import { describe, expect, it } from "vitest";
import { salesBookings, salesReport } from "../../src/ledger/sales.js";
import { bookedWire, cancelledWire, parsed } from "../support/ledger-events.js";
import { ledgerFixture, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";

/** The sales of a period from the ledger, on each database: exact sums per currency, buckets, breakdowns, filters. */

const NOW = new Date("2026-11-22T12:00:00Z");
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
/** 19, 20 and 21 November (UTC days). */
const BOUNDS = [day("2026-11-19"), day("2026-11-20"), day("2026-11-21"), day("2026-11-22")];

describe.each(TEST_DATABASES)("the sales report on $name", (database) => {
  const fixture = ledgerFixture(database);

  async function filled() {
    const ledger = await fixture.open(await fixture.place());
    await ledger.ingest(
      parsed(
        // 0.1 + 0.2 in IRR: a float sum would print 0.30000000000000004.
        bookedWire(1, "AA0001", { at: "2026-11-19 23:59:59", total: 0.1 }),
        bookedWire(2, "AA0002", { at: "2026-11-20 00:00:00", total: 0.2 }),
        bookedWire(3, "AA0003", { at: "2026-11-20 10:00:00", total: 17227000 }),
        bookedWire(4, "AA0004", { at: "2026-11-20 11:00:00", total: 125.55, currency: "USD" }),
        bookedWire(5, "AA0005", { at: "2026-11-21 11:00:00", total: 0.45, currency: "USD" }),
        // Outside the period.
        bookedWire(6, "AA0006", { at: "2026-11-22 00:00:00", total: 999 }),
        cancelledWire(7, "AA0003", [0, 1], "2026-11-21 09:00:00"),
      ),
      NOW,
    );
    return ledger;
  }

  it("counts bookings and passengers and sums amounts per currency, exactly, in each bucket and overall", async () => {
    const report = await salesReport(await filled(), { bounds: BOUNDS, filter: {} });
    expect(report.total).toEqual({
      bookings: 5,
      passengers: 15,
      amounts: [
        { currency: "IRR", amount: "17227000.3" },
        { currency: "USD", amount: "126" },
      ],
      unheld: 0,
    });
    expect(report.buckets.map((b) => [b.bookings, b.amounts])).toEqual([
      [1, [{ currency: "IRR", amount: "0.1" }]],
      [3, [{ currency: "IRR", amount: "17227000.2" }, { currency: "USD", amount: "125.55" }]],
      [1, [{ currency: "USD", amount: "0.45" }]],
    ]);
    expect(report.byRoute).toEqual([{ key: "THR-MHD, MHD-THR", ...report.total }]);
    expect(report.byAgency.map((line) => [line.key, line.bookings])).toEqual([["Parsian Travel", 5]]);
    expect(report.byFlight.map((line) => [line.key, line.bookings])).toEqual([["IR1234", 5]]);
    // Two tickets, 70 back each.
    expect(report.cancellations).toEqual({ tickets: 2, refunds: [{ currency: "IRR", amount: "140" }], unheld: 0 });
    expect(report.ledgerStart).toEqual(new Date("2026-11-19T23:59:59Z"));
  });

  it("filters by route leg, airline and agency; a filter nothing matches reports nothing", async () => {
    const ledger = await filled();
    const total = async (filter: Parameters<typeof salesReport>[1]["filter"]) => (await salesReport(ledger, { bounds: BOUNDS, filter })).total.bookings;
    expect(await total({ route: { origin: "MHD", destination: "THR" } })).toBe(5);
    expect(await total({ route: { origin: "THR", destination: "KIH" } })).toBe(0);
    expect(await total({ airline: "W5" })).toBe(5);
    expect(await total({ airline: "EP" })).toBe(0);
    expect(await total({ agency: "parsian" })).toBe(5);
    expect(await total({ agency: "100%_" })).toBe(0);
    const none = await salesReport(ledger, { bounds: BOUNDS, filter: { airline: "EP" } });
    expect(none.cancellations).toEqual({ tickets: 0, refunds: [], unheld: 0 });
  });

  it("reads the period's bookings page by page, in booking order, amounts as stored", async () => {
    const rows = [];
    for await (const row of salesBookings(await filled(), { bounds: BOUNDS, filter: {} }, 2)) rows.push(row);
    expect(rows.map((r) => [r.pnr, String(r.amount), r.currency])).toEqual([
      ["AA0001", "0.1", "IRR"],
      ["AA0002", "0.2", "IRR"],
      ["AA0003", "17227000", "IRR"],
      ["AA0004", "125.55", "USD"],
      ["AA0005", "0.45", "USD"],
    ]);
    expect(rows[0]).toMatchObject({ bookedAt: new Date("2026-11-19T23:59:59Z"), agency: "Parsian Travel", flight: "IR1234", passengers: 3 });
  });

  it("a year by day (Tehran's days) gives each day the figures a report of that day alone gives, and the year's breakdowns their sum", async () => {
    const ledger = await fixture.open(await fixture.place());
    // Tehran's midnight is 20:30 UTC the day before: 365 days back from 22 November.
    const days = Array.from({ length: 366 }, (_, d) => new Date(Date.parse("2025-11-21T20:30:00Z") + d * 86_400_000));
    const at = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace("T", " ");
    const events = [];
    for (let d = 0; d < 365; d += 3) {
      const start = days[d]!.getTime();
      // One at the first second of the day, one at its last, in two currencies; one amount set aside.
      events.push(bookedWire(10 * d + 1, `Y${d}A`, { at: at(start), total: 100.25 + d }));
      events.push(bookedWire(10 * d + 2, `Y${d}B`, { at: at(start + 86_399_000), total: d % 30 === 0 ? 1e20 : 0.5, currency: d % 2 ? "USD" : "IRR" }));
    }
    await ledger.ingest(parsed(...events), NOW);
    for (const filter of [{}, { route: { origin: "MHD", destination: "THR" } }, { agency: "parsian" }]) {
      const year = await salesReport(ledger, { bounds: days, filter });
      expect(year.total.bookings).toBe(events.length);
      for (let d = 0; d < 365; d++) {
        const alone = await salesReport(ledger, { bounds: [days[d]!, days[d + 1]!], filter });
        expect(year.buckets[d]).toEqual(alone.total);
      }
      const months = await salesReport(ledger, { bounds: [days[0]!, days[120]!, days[240]!, days[365]!], filter });
      expect(months.total).toEqual(year.total);
      expect(year.byFlight).toEqual(months.byFlight);
    }
  });

  it("an empty ledger has no start", async () => {
    const ledger = await fixture.open(await fixture.place());
    const report = await salesReport(ledger, { bounds: BOUNDS, filter: {} });
    expect(report.ledgerStart).toBeNull();
    expect(report.total).toEqual({ bookings: 0, passengers: 0, amounts: [], unheld: 0 });
  });
});

sayWhenNoPostgres();
