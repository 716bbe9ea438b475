import { describe, expect, it } from "vitest";
import { flightBoard } from "../../src/ledger/flight-board.js";
import { bookedWire, cancelledWire, parsed, type SamplePassenger } from "../support/ledger-events.js";
import { ledgerFixture, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";

/** The board of a date from the ledger: sold seats without infants, cancellations apart, on each database. */

const NOW = new Date("2026-11-22T12:00:00Z");
const TWO_ADULTS: SamplePassenger[] = [
  { first: "Ali", last: "Rahimi", age: 1 },
  { first: "Nika", last: "Rahimi", age: 2 },
];

describe.each(TEST_DATABASES)("the flight board on $name", (database) => {
  const fixture = ledgerFixture(database);

  it("counts active tickets without infants as sold, infants and cancelled tickets apart, per flight of the date", async () => {
    const ledger = await fixture.open(await fixture.place());
    // AB12CD: 2 adults and an infant on IR1234 (2 Dec) and W5552 (5 Dec); EF34GH: an adult and a child.
    // Maryam's IR1234 ticket is cancelled; a cancellation of a booking the ledger never saw counts too.
    await ledger.ingest(
      parsed(bookedWire(1, "AB12CD"), bookedWire(2, "EF34GH", { passengers: TWO_ADULTS }), cancelledWire(3, "AB12CD", [0]), cancelledWire(4, "ZZ99ZZ", [1])),
      NOW,
    );
    expect(await flightBoard(ledger.db, "2026-12-02")).toEqual([
      { airline: "IR", number: "1234", origin: "THR", destination: "MHD", time: "08:30", sold: 3, infants: 1, cancelled: 2 },
    ]);
    expect(await flightBoard(ledger.db, "2026-12-05")).toEqual([
      { airline: "W5", number: "552", origin: "MHD", destination: "THR", time: "19:10", sold: 4, infants: 1, cancelled: 0 },
    ]);
    expect(await flightBoard(ledger.db, "2026-12-05", { origin: "THR", destination: "MHD" })).toEqual([]);
    expect(await flightBoard(ledger.db, "2026-12-02", { origin: "THR", destination: "MHD" })).toHaveLength(1);
    expect(await flightBoard(ledger.db, "2026-12-03")).toEqual([]);
  });
});

sayWhenNoPostgres();
