import { describe, expect, it } from "vitest";
import { salesReport } from "../../src/ledger/sales.js";
import { ledgerFixture, olderLedger, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";

/** Migration 0011: the NUMERIC amounts and the currency codes of a ledger of 0010 become exact money and one code per currency. */

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const BOUNDS = [day("2026-11-20"), day("2026-11-21")];

describe.each(TEST_DATABASES)("the money of an older ledger on $name", (database) => {
  const fixture = ledgerFixture(database);

  it("moves every amount into exact columns, sets aside what cannot be held, and makes codes one per currency", async () => {
    const place = await fixture.place();
    const db = await olderLedger(place, "0011");
    const booking = (n: number, total: number, currency: string) => ({
      pnr: `AA000${n}`,
      event_id: n,
      booked_at: `2026-11-20 10:0${n}:00`,
      channel: "charter",
      currency,
      total_payable: total,
      route: "THR-MHD",
      passenger_count: 1,
    });
    await db
      .insertInto("bookings")
      .values([booking(1, 12.34567, " usd"), booking(2, 0.00004, "USD"), booking(3, 0.00008, "Usd"), booking(4, 1e20, "IRR"), booking(5, 17_227_000.5, "irr"), booking(6, 9, "")])
      .execute();
    const cancellation = (ticket: string, refund: number) => ({
      pnr: "AA0005",
      ticket_number: ticket,
      event_id: 7,
      cancelled_at: "2026-11-20 11:00:00",
      flight_number: "1234",
      flight_time: "2026-12-02 08:30",
      flight_date: "2026-12-02",
      origin: "THR",
      destination: "MHD",
      penalty: 30,
      refund,
      currency: "irr ",
    });
    await db.insertInto("cancellations").values([cancellation("T1", 70.25), cancellation("T2", 1e20)]).execute();
    await db.destroy();

    const ledger = await fixture.open(place);
    const report = await salesReport(ledger, { bounds: BOUNDS, filter: {} });
    expect(report.total).toEqual({
      bookings: 6,
      passengers: 6,
      amounts: [
        { currency: "IRR", amount: "17227000.5" },
        { currency: "USD", amount: "12.34579" },
        { currency: "", amount: "9" },
      ],
      unheld: 1,
    });
    expect(report.cancellations).toEqual({ tickets: 2, refunds: [{ currency: "IRR", amount: "70.25" }], unheld: 1 });
    const aside = await ledger.db.selectFrom("set_aside_amounts").select(["pnr", "ticket", "member", "told_at"]).orderBy("event_id").execute();
    expect(aside).toEqual([
      { pnr: "AA0004", ticket: "", member: "TotalSalePayable", told_at: null },
      { pnr: "AA0005", ticket: "T2", member: "AmountThatShouldPayBackToPassenger", told_at: null },
    ]);
    expect((await ledger.counts()).setAside).toBe(2);
  });
});

sayWhenNoPostgres();
