/**
 * The schedule-change desk's flights: the supplier's ChangedSchedulePassengers rows (one per
 * ticket) grouped by the flight change they share. Pure.
 */

import type { ChangedPassenger } from "../supplier/schemas/schedule.js";

export type ChangeSource = "charter" | "webservice";

/** A row of ChangedSchedulePassengers as the client read it (only its type: this stays pure). */
export type ChangedRow = ChangedPassenger;

export interface ChangedTicket {
  pnr: string;
  ticket: string;
  passenger: string;
  ageType: string | null;
}

export interface ChangedFlight {
  /** Short and stable for the same change: a button names the flight by it and its old date. */
  key: string;
  source: ChangeSource;
  airline: string;
  number: string;
  origin: string;
  destination: string;
  /** Origin-local "yyyy-MM-dd HH:mm", as sent. */
  oldTime: string;
  newTime: string;
  changeType: string | null;
  tickets: ChangedTicket[];
}

/** The flights of the rows, each ticket once, ordered by their old time, flight and new time. */
export function groupChangedFlights(rows: readonly { source: ChangeSource; row: ChangedRow }[]): ChangedFlight[] {
  const flights = new Map<string, ChangedFlight>();
  for (const { source, row } of rows) {
    const identity = [source, row.AirlineIataCode, row.FlightNumber, row.OriginIataCode, row.DestinationIataCode, row.OldFlightDateTime, row.NewFlightDateTime].join("|");
    let flight = flights.get(identity);
    if (!flight) {
      flight = {
        key: shortHash(identity),
        source,
        airline: row.AirlineIataCode,
        number: row.FlightNumber,
        origin: row.OriginIataCode,
        destination: row.DestinationIataCode,
        oldTime: row.OldFlightDateTime,
        newTime: row.NewFlightDateTime,
        changeType: row.ChangeType,
        tickets: [],
      };
      flights.set(identity, flight);
    }
    if (flight.tickets.some((t) => t.pnr === row.Pnr && t.ticket === row.TicketNumber)) continue;
    flight.tickets.push({ pnr: row.Pnr, ticket: row.TicketNumber, passenger: `${row.FirstName} ${row.LastName}`.trim(), ageType: row.AgeType ?? null });
  }
  return [...flights.values()].sort((a, b) => a.oldTime.localeCompare(b.oldTime) || `${a.airline}${a.number}`.localeCompare(`${b.airline}${b.number}`) || a.newTime.localeCompare(b.newTime));
}

/** The old flight date (yyyy-MM-dd) of a flight: asking the supplier for that day finds it again. */
export function oldDateOf(flight: Pick<ChangedFlight, "oldTime">): string {
  return flight.oldTime.slice(0, 10);
}

/** FNV-1a, 32 bits, in base 36: at most 7 characters. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
