import { describe, expect, it } from "vitest";
import { bookingSaleOf } from "../../src/ledger/booking-sale.js";
import { bookedWire, parsed } from "../support/ledger-events.js";
import { ledgerFixture, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";

/** /history's sale (agency, seller, currency) read from the ledger by PNR, on each database. */

const NOW = new Date("2026-11-22T12:00:00Z");

describe.each(TEST_DATABASES)("a booking's sale in the ledger on $name", (database) => {
  const fixture = ledgerFixture(database);

  it("gives the agency, the seller and the sale currency of the PNR asked, and null for one it does not hold", async () => {
    const ledger = await fixture.open(await fixture.place());
    const forOther = bookedWire(2, "FOR222", { currency: "AED" });
    // Booked by someone else for the agency's user: the seller is the one who booked.
    forOther.Data.ReserveByUserName = "desk.mina";
    forOther.Data.ReserveForAgencyName = "Kish Air Tours";
    await ledger.ingest(parsed(bookedWire(1, "AB12CD", { currency: "USD" }), forOther), NOW);
    expect(await bookingSaleOf(ledger.db, "AB12CD")).toEqual({ agency: "Parsian Travel", seller: "agent7", currency: "USD" });
    expect(await bookingSaleOf(ledger.db, "FOR222")).toEqual({ agency: "Kish Air Tours", seller: "desk.mina", currency: "AED" });
    expect(await bookingSaleOf(ledger.db, "ZZ9ZZ9")).toBeNull();
  });

  it("falls back to whom it was booked for when the event names no booker, and leaves out what the event left out", async () => {
    const ledger = await fixture.open(await fixture.place());
    const wire = bookedWire(1, "NOBY12");
    const { ReserveByUserName: _by, ReserveForAgencyName: _agency, ...data } = wire.Data;
    await ledger.ingest(parsed({ ...wire, Data: { ...data, ReserveForUserName: "agent9" } }), NOW);
    expect(await bookingSaleOf(ledger.db, "NOBY12")).toEqual({ agency: null, seller: "agent9", currency: "IRR" });
  });
});

sayWhenNoPostgres();
