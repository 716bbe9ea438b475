import { describe, expect, it } from "vitest";
import { groupChangedFlights, type ChangedRow } from "../../src/domain/changed-flights.js";
import { mergeChangeRows } from "../../src/domain/replaced-rows.js";
import type { Replacement, ReplacedTicket } from "../../src/ledger/segment-replacements.js";

const replacement: Replacement = {
  event_id: 3,
  pnr: "AB12",
  replaced_at: "2026-11-22 07:00:00",
  reason: "Airline schedule change",
  old_airline: "IR",
  old_flight_number: "452",
  old_flight_time: "2026-12-02 08:30",
  old_flight_date: "2026-12-02",
  old_origin: "THR",
  old_destination: "MHD",
  new_airline: "IR",
  new_flight_number: "452",
  new_flight_time: "2026-12-03 08:30",
  new_flight_date: "2026-12-03",
  new_origin: "THR",
  new_destination: "MHD",
};
const ledgerTicket = (ticket: string, status = "active"): ReplacedTicket => ({ replacement, ticket, firstName: "Ledger", lastName: "Name", ageType: "ADL", status, flightTime: "2026-12-02 08:30" });
const supplierRow = (ticket: string): ChangedRow => ({
  Pnr: "AB12",
  TicketNumber: ticket,
  FirstName: "Supplier",
  LastName: "Name",
  AgeType: "Adult",
  FlightNumber: "452",
  AirlineIataCode: "IR",
  OriginIataCode: "THR",
  DestinationIataCode: "MHD",
  OldFlightDateTime: "2026-12-02 08:30",
  NewFlightDateTime: "2026-12-03 08:30",
  ChangeType: "DateChanged",
});

describe("mergeChangeRows", () => {
  it("shows a ticket both sources list once, with the supplier's details, in the supplier's flight", () => {
    const { rows, cancelled } = mergeChangeRows([{ source: "charter", row: supplierRow("T1") }], [ledgerTicket("T1"), ledgerTicket("T2", "cancelled")]);
    const flights = groupChangedFlights(rows);
    expect(flights).toHaveLength(1);
    expect(flights[0]!.changeType).toBe("DateChanged");
    expect(flights[0]!.tickets.map((t) => [t.ticket, t.passenger])).toEqual([
      ["T1", "Supplier Name"],
      ["T2", "Ledger Name"],
    ]);
    expect([...cancelled]).toEqual(["AB12 T2"]);
  });

  it("without the supplier's list, the ledger's tickets make the flight, its reason as the change", () => {
    const flights = groupChangedFlights(mergeChangeRows([], [ledgerTicket("T1"), ledgerTicket("T1")]).rows);
    expect(flights).toMatchObject([{ source: "charter", airline: "IR", number: "452", oldTime: "2026-12-02 08:30", newTime: "2026-12-03 08:30", changeType: "Airline schedule change" }]);
    expect(flights[0]!.tickets.map((t) => t.ticket)).toEqual(["T1"]);
  });

  it("takes the booked time when the event sends the old date alone", () => {
    const dateOnly = { ...ledgerTicket("T1"), replacement: { ...replacement, old_flight_time: "2026-12-02" } };
    expect(groupChangedFlights(mergeChangeRows([], [dateOnly]).rows)[0]!.oldTime).toBe("2026-12-02 08:30");
  });
});
