import { describe, expect, it } from "vitest";
import { groupChangedFlights, oldDateOf, type ChangedRow } from "../../src/domain/changed-flights.js";

const row = (over: Partial<ChangedRow>): ChangedRow => ({
  Pnr: "AB12CD",
  TicketNumber: "1",
  FirstName: "Sara",
  LastName: "Ahmadi",
  AgeType: "Adult",
  FlightNumber: "452",
  AirlineIataCode: "IR",
  OriginIataCode: "THR",
  DestinationIataCode: "MHD",
  OldFlightDateTime: "2026-12-02 10:00",
  NewFlightDateTime: "2026-12-03 10:00",
  ChangeType: "DateChanged",
  ...over,
});

describe("the desk's flights", () => {
  it("groups tickets by the change they share, each ticket once, in order of the old time", () => {
    const flights = groupChangedFlights([
      { source: "charter", row: row({ TicketNumber: "1" }) },
      { source: "charter", row: row({ TicketNumber: "2", Pnr: "ZZ99ZZ" }) },
      { source: "charter", row: row({ TicketNumber: "1" }) },
      { source: "webservice", row: row({ TicketNumber: "9", FlightNumber: "77", OldFlightDateTime: "2026-12-01 08:00" }) },
      // The same flight moved to another time is another change.
      { source: "charter", row: row({ TicketNumber: "3", NewFlightDateTime: "2026-12-02 18:00" }) },
    ]);
    expect(flights.map((f) => [f.number, f.oldTime, f.newTime, f.tickets.map((t) => t.ticket)])).toEqual([
      ["77", "2026-12-01 08:00", "2026-12-03 10:00", ["9"]],
      ["452", "2026-12-02 10:00", "2026-12-02 18:00", ["3"]],
      ["452", "2026-12-02 10:00", "2026-12-03 10:00", ["1", "2"]],
    ]);
    expect(new Set(flights.map((f) => f.key)).size).toBe(3);
    expect(flights[0]!.key).toMatch(/^[0-9a-z]{1,7}$/);
    expect(oldDateOf(flights[0]!)).toBe("2026-12-01");
  });

  it("gives the same change the same key on every reading", () => {
    const once = groupChangedFlights([{ source: "charter", row: row({}) }]);
    const again = groupChangedFlights([{ source: "charter", row: row({ TicketNumber: "8" }) }]);
    expect(again[0]!.key).toBe(once[0]!.key);
  });
});
