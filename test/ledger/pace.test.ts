import { describe, expect, it } from "vitest";
import { paceFlights, routeHistory } from "../../src/ledger/pace.js";
import { bookedWire, cancelledWire, parsed } from "../support/ledger-events.js";
import { ledgerFixture, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";

/**
 * /pace's reads on each database: a flight's seats sold now and lately (infants apart), and a
 * route's flights with when each seat was booked and cancelled. A booking of two adults and an
 * infant flies IR1234 THR-MHD on 2 Dec 08:30 (05:00 UTC) and W5 552 back on 5 Dec.
 */

const NOW = new Date("2026-11-20T12:00:00Z");
const THR_MHD = { origin: "THR", destination: "MHD" };
const at = (time: string) => Date.parse(`${time.replace(" ", "T")}Z`);

describe.each(TEST_DATABASES)("/pace in the ledger on $name", (database) => {
  const fixture = ledgerFixture(database);

  it("counts each flight's seats sold now, infants apart, and those booked in the last day and week", async () => {
    const ledger = await fixture.open(await fixture.place());
    await ledger.ingest(parsed(bookedWire(1, "OLD001", { at: "2026-11-10 08:00:00" }), bookedWire(2, "NEW002", { at: "2026-11-20 10:00:00" }), cancelledWire(3, "NEW002", [0], "2026-11-20 11:00:00")), NOW);
    const flights = await paceFlights(ledger.db, "2026-12-01", "2026-12-10", {}, NOW);
    expect(flights.map((f) => [f.airline, f.number, f.date, f.time, f.sold, f.infants, f.lastDay, f.lastWeek])).toEqual([
      ["IR", "1234", "2026-12-02", "08:30", 3, 2, 1, 1],
      ["W5", "552", "2026-12-05", "19:10", 4, 2, 2, 2],
    ]);
    expect(await paceFlights(ledger.db, "2026-12-01", "2026-12-10", { airline: "W5" }, NOW)).toHaveLength(1);
    expect(await paceFlights(ledger.db, "2026-12-01", "2026-12-10", { route: THR_MHD }, NOW)).toHaveLength(1);
  });

  it("gives a route's flights with every seat's booking and cancellation times, infants apart", async () => {
    const ledger = await fixture.open(await fixture.place());
    await ledger.ingest(parsed(bookedWire(1, "AB12CD", { at: "2026-11-10 08:00:00" }), cancelledWire(2, "AB12CD", [0], "2026-11-15 09:00:00")), NOW);
    const history = await routeHistory(ledger, [THR_MHD], "2026-12-01", "2026-12-03", "Asia/Tehran");
    expect([...history.keys()]).toEqual(["THR-MHD"]);
    const [flight] = history.get("THR-MHD")!;
    expect(flight).toMatchObject({ date: "2026-12-02", key: "IR1234 THR-MHD", departure: at("2026-12-02 05:00:00"), weekday: 3 });
    // Booked 21 days 21 hours before departure (05:00 UTC), cancelled 16 days 20 hours before it.
    expect([...flight!.sales].sort((a, b) => (a.cancelled ?? -99) - (b.cancelled ?? -99))).toEqual([
      { booked: 21, cancelled: null, seats: 1 },
      { booked: 21, cancelled: 16, seats: 1 },
    ]);
    // Another period, or a route without flights, has none.
    expect((await routeHistory(ledger, [THR_MHD], "2026-12-03", "2026-12-10", "Asia/Tehran")).size).toBe(0);
    expect((await routeHistory(ledger, [], "2026-12-01", "2026-12-03", "Asia/Tehran")).size).toBe(0);
  });
});

sayWhenNoPostgres();
