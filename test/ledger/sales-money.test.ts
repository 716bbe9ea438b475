import { describe, expect, it } from "vitest";
import { salesBookings, salesReport } from "../../src/ledger/sales.js";
import { bookedWire, cancelledWire, parsed } from "../support/ledger-events.js";
import { ledgerFixture, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";

/**
 * Money in the sales report, alike on each database to the last digit: sums beyond a double,
 * decimals beyond four, a feed value no column can hold set aside (counted, never summed, never
 * failing the report), and currency codes as one per currency.
 */

const NOW = new Date("2026-11-22T12:00:00Z");
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const BOUNDS = [day("2026-11-20"), day("2026-11-21")];
const at = (minute: number) => `2026-11-20 10:${String(minute).padStart(2, "0")}:00`;

describe.each(TEST_DATABASES)("money in the sales report on $name", (database) => {
  const fixture = ledgerFixture(database);

  it("sums to the last digit: 12.34567 + 3 × 0.00004 is 12.34579, and a total of 2^53 + 1 keeps its last digit", async () => {
    const ledger = await fixture.open(await fixture.place());
    const large = Array.from({ length: 9 }, (_, i) => bookedWire(10 + i, `BB000${i}`, { at: at(10 + i), total: 999_999_999_999_999 }));
    await ledger.ingest(
      parsed(
        bookedWire(1, "AA0001", { at: at(1), total: 12.34567, currency: "USD" }),
        bookedWire(2, "AA0002", { at: at(2), total: 0.00004, currency: "USD" }),
        bookedWire(3, "AA0003", { at: at(3), total: 0.00004, currency: "USD" }),
        bookedWire(4, "AA0004", { at: at(4), total: 0.00004, currency: "USD" }),
        // With the nine below: 2^53 + 1, which no double holds.
        bookedWire(5, "AA0005", { at: at(5), total: 7_199_254_741_002 }),
        ...large,
      ),
      NOW,
    );
    const report = await salesReport(ledger, { bounds: BOUNDS, filter: {} });
    expect(report.total.amounts).toEqual([
      { currency: "IRR", amount: "9007199254740993" },
      { currency: "USD", amount: "12.34579" },
    ]);
    expect(report.total.unheld).toBe(0);
    const rows = [];
    for await (const row of salesBookings(ledger, { bounds: BOUNDS, filter: {} })) rows.push(row.amount);
    expect(rows.slice(0, 5)).toEqual(["12.34567", "0.00004", "0.00004", "0.00004", "7199254741002"]);
  });

  it("sets aside an amount it cannot hold exactly (1e20, 2^53 + 1): the report still answers, counts the booking, and sums the rest", async () => {
    const ledger = await fixture.open(await fixture.place());
    await ledger.ingest(
      parsed(
        bookedWire(1, "AA0001", { at: at(1), total: 1e20 }),
        // Read from JSON as 2^53: the digit the supplier sent is lost before the ledger sees it.
        bookedWire(2, "AA0002", { at: at(2), total: 2 ** 53 + 1 }),
        bookedWire(3, "AA0003", { at: at(3), total: 17_227_000 }),
        bookedWire(4, "AA0004", { at: at(4), total: 1e20 }),
        cancelledWire(5, "AA0003", [0], "2026-11-20 11:00:00"),
      ),
      NOW,
    );
    const report = await salesReport(ledger, { bounds: BOUNDS, filter: {} });
    expect(report.total).toMatchObject({ bookings: 4, passengers: 12, amounts: [{ currency: "IRR", amount: "17227000" }], unheld: 3 });
    expect(report.byRoute[0]).toMatchObject({ bookings: 4, unheld: 3 });
    expect(report.cancellations).toEqual({ tickets: 1, refunds: [{ currency: "IRR", amount: "70" }], unheld: 0 });
    expect(await ledger.counts()).toMatchObject({ bookings: 4, events: 5, setAside: 3 });
    const aside = await ledger.db.selectFrom("set_aside_amounts").select(["pnr", "member", "sent", "told_at"]).orderBy("event_id").execute();
    expect(aside).toEqual([
      { pnr: "AA0001", member: "TotalSalePayable", sent: "100000000000000000000", told_at: null },
      { pnr: "AA0002", member: "TotalSalePayable", sent: "9007199254740992", told_at: null },
      { pnr: "AA0004", member: "TotalSalePayable", sent: "100000000000000000000", told_at: null },
    ]);
    const rows = [];
    for await (const row of salesBookings(ledger, { bounds: BOUNDS, filter: {} })) rows.push(row.amount);
    expect(rows).toEqual([null, null, "17227000", null]);
  });

  it("groups currency codes trimmed and upper-cased, and keeps an empty or unknown code apart, never added to IRR", async () => {
    const ledger = await fixture.open(await fixture.place());
    await ledger.ingest(
      parsed(
        bookedWire(1, "AA0001", { at: at(1), total: 10, currency: "usd" }),
        bookedWire(2, "AA0002", { at: at(2), total: 5.5, currency: " USD " }),
        bookedWire(3, "AA0003", { at: at(3), total: 1000 }),
        bookedWire(4, "AA0004", { at: at(4), total: 7, currency: "" }),
        bookedWire(5, "AA0005", { at: at(5), total: 3, currency: "RIALS" }),
        bookedWire(6, "AA0006", { at: at(6), total: 2, currency: "irr" }),
      ),
      NOW,
    );
    const report = await salesReport(ledger, { bounds: BOUNDS, filter: { agency: "parsian" } });
    expect(report.total.amounts).toEqual([
      { currency: "IRR", amount: "1002" },
      { currency: "USD", amount: "15.5" },
      { currency: "", amount: "10" },
    ]);
  });
});

sayWhenNoPostgres();
