import { describe, expect, it } from "vitest";
import { flightManifest, nearbyDates } from "../../src/ledger/manifest.js";
import { bookedWire, cancelledWire, parsed } from "../support/ledger-events.js";
import { ledgerFixture, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";

/** /manifest's queries on each database: a flight's passengers in booking order, sold seats without infants, cancelled ones listed. */

const NOW = new Date("2026-11-22T12:00:00Z");
const IR1234 = { airline: "IR", number: "1234" };

describe.each(TEST_DATABASES)("/manifest in the ledger on $name", (database) => {
  const fixture = ledgerFixture(database);

  it("lists every passenger of the flight in booking order; infants and cancelled tickets apart in the counts", async () => {
    const ledger = await fixture.open(await fixture.place());
    await ledger.ingest(parsed(bookedWire(2, "LATE22", { at: "2026-11-21 08:00:00" }), bookedWire(1, "EARLY1", { at: "2026-11-20 08:00:00" }), cancelledWire(3, "LATE22", [1])), NOW);
    const manifest = await flightManifest(ledger.db, IR1234, "2026-12-02");
    expect(manifest.rows.map((r) => [r.pnr, r.firstName, r.ageType, r.ticket, r.status])).toEqual([
      ["EARLY1", "Maryam", "ADL", "EARLY1-00", "active"],
      ["EARLY1", "Reza", "ADL", "EARLY1-10", "active"],
      ["EARLY1", "Sara", "INF", "EARLY1-20", "active"],
      ["LATE22", "Maryam", "ADL", "LATE22-00", "active"],
      ["LATE22", "Reza", "ADL", "LATE22-10", "cancelled"],
      ["LATE22", "Sara", "INF", "LATE22-20", "active"],
    ]);
    expect(manifest.rows[0]).toMatchObject({ agency: "Parsian Travel", nationalCode: "0012345678", phone: "+98 912 123 4567", origin: "THR", destination: "MHD" });
    expect({ sold: manifest.sold, infants: manifest.infants, cancelled: manifest.cancelled }).toEqual({ sold: 3, infants: 2, cancelled: 1 });
    // The flight back has its own manifest; another date has nobody, and says where the flight is.
    expect((await flightManifest(ledger.db, { airline: "W5", number: "552" }, "2026-12-05")).rows).toHaveLength(6);
    expect((await flightManifest(ledger.db, IR1234, "2026-12-03")).rows).toEqual([]);
    expect(await nearbyDates(ledger.db, IR1234, "2026-12-03")).toEqual(["2026-12-02"]);
    expect(await nearbyDates(ledger.db, IR1234, "2026-12-20")).toEqual([]);
  });
});

sayWhenNoPostgres();
