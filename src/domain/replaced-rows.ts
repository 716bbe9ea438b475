/**
 * The schedule-change desk's second source: the feed's segment replacements (kept in the ledger
 * with the tickets the booking had on the old flight) as rows of ChangedSchedulePassengers, so
 * that both group into the same flights (changed-flights.ts). Pure.
 */

import type { ReplacedTicket } from "../ledger/segment-replacements.js";
import type { ChangeSource, ChangedRow } from "./changed-flights.js";

/** "PNR ticket": a ticket both sources may name. */
export function ticketKey(pnr: string, ticket: string): string {
  return `${pnr} ${ticket}`;
}

export interface MergedRows {
  rows: { source: ChangeSource; row: ChangedRow }[];
  /** Tickets only the ledger lists whose cancellation it holds: refunded even when their booking cannot be read now. */
  cancelled: Set<string>;
}

/**
 * The supplier's rows, then the ledger's tickets the supplier does not list (a ticket both name
 * is the supplier's: its details win), each once. The feed's event is a charter one; the flight
 * is named as the supplier names it, after the change (number, airline and route of the new
 * flight), so that a booking both sources know falls in the same flight.
 */
export function mergeChangeRows(supplier: readonly { source: ChangeSource; row: ChangedRow }[], ledger: readonly ReplacedTicket[]): MergedRows {
  const listed = new Set(supplier.map(({ row }) => ticketKey(row.Pnr, row.TicketNumber)));
  const rows = [...supplier];
  const cancelled = new Set<string>();
  for (const t of ledger) {
    const key = ticketKey(t.replacement.pnr, t.ticket);
    if (listed.has(key)) continue;
    listed.add(key);
    if (t.status === "cancelled") cancelled.add(key);
    rows.push({ source: "charter", row: rowOf(t) });
  }
  return { rows, cancelled };
}

function rowOf(t: ReplacedTicket): ChangedRow {
  const r = t.replacement;
  // The event may send the date alone: the ticket's booked time says when the flight was.
  const oldTime = r.old_flight_time.length > 10 || !t.flightTime ? r.old_flight_time : t.flightTime;
  return {
    Pnr: r.pnr,
    TicketNumber: t.ticket,
    FirstName: t.firstName ?? "",
    LastName: t.lastName ?? "",
    AgeType: t.ageType,
    FlightNumber: r.new_flight_number,
    AirlineIataCode: r.new_airline ?? r.old_airline ?? "",
    OriginIataCode: r.new_origin,
    DestinationIataCode: r.new_destination,
    OldFlightDateTime: oldTime,
    NewFlightDateTime: r.new_flight_time,
    ChangeType: r.reason,
  };
}
