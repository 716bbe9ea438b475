import { sql, type Kysely } from "kysely";
import { flightNumberKey } from "../domain/flight-ref.js";
import type { LedgerTables } from "./schema.js";

/**
 * The flights of one local date as the ledger knows them (/flights): sold seats are active
 * tickets without infants; infants on active tickets and cancelled tickets are counted apart.
 * Cancellations are counted from the cancellation events, so one whose booking came before the
 * ledger started still counts.
 */

export interface BoardFlight {
  airline: string;
  /** As the feed sent it ("0452" stays "0452"); flights are matched by flightNumberKey. */
  number: string;
  origin: string;
  destination: string;
  /** Earliest local departure "HH:mm", when the feed sent one. */
  time: string | null;
  sold: number;
  infants: number;
  cancelled: number;
}

export interface BoardRoute {
  origin: string;
  destination: string;
}

export async function flightBoard(db: Kysely<LedgerTables>, date: string, route?: BoardRoute): Promise<BoardFlight[]> {
  let tickets = db
    .selectFrom("tickets")
    .select((eb) => [
      "airline",
      "flight_number",
      "origin",
      "destination",
      eb.fn.min("flight_time").as("flight_time"),
      sql<number>`sum(case when status = 'active' and (age_type is null or age_type <> 'INF') then 1 else 0 end)`.as("sold"),
      sql<number>`sum(case when status = 'active' and age_type = 'INF' then 1 else 0 end)`.as("infants"),
    ])
    .where("flight_date", "=", date)
    .where("airline", "is not", null)
    .where("flight_number", "is not", null)
    .groupBy(["airline", "flight_number", "origin", "destination"]);
  let cancellations = db
    .selectFrom("cancellations")
    .select((eb) => ["airline", "flight_number", "origin", "destination", eb.fn.min("flight_time").as("flight_time"), sql<number>`count(*)`.as("cancelled")])
    .where("flight_date", "=", date)
    .where("airline", "is not", null)
    .groupBy(["airline", "flight_number", "origin", "destination"]);
  if (route) {
    tickets = tickets.where("origin", "=", route.origin).where("destination", "=", route.destination);
    cancellations = cancellations.where("origin", "=", route.origin).where("destination", "=", route.destination);
  }
  const [sold, cancelled] = await Promise.all([tickets.execute(), cancellations.execute()]);

  const flights = new Map<string, BoardFlight>();
  const entry = (row: { airline: string | null; flight_number: string | null; origin: string | null; destination: string | null; flight_time: string | null }) => {
    const key = flightKey(row.airline ?? "", row.flight_number ?? "", row.origin ?? "", row.destination ?? "");
    const time = row.flight_time?.slice(11, 16) || null;
    let flight = flights.get(key);
    if (!flight) {
      flight = { airline: row.airline ?? "", number: row.flight_number ?? "", origin: row.origin ?? "", destination: row.destination ?? "", time, sold: 0, infants: 0, cancelled: 0 };
      flights.set(key, flight);
    } else if (time !== null && (flight.time === null || time < flight.time)) {
      flight.time = time;
    }
    return flight;
  };
  for (const row of sold) {
    const flight = entry(row);
    flight.sold += Number(row.sold);
    flight.infants += Number(row.infants);
  }
  for (const row of cancelled) entry(row).cancelled += Number(row.cancelled);
  return [...flights.values()].sort(
    (a, b) => (a.time ?? "99:99").localeCompare(b.time ?? "99:99") || a.airline.localeCompare(b.airline) || Number(a.number) - Number(b.number),
  );
}

/** One flight of a route, whatever the form of its number ("IR0452" = "IR452"). */
export function flightKey(airline: string, number: string, origin: string, destination: string): string {
  return `${airline.toUpperCase()}${flightNumberKey(number) ?? number} ${origin.toUpperCase()}-${destination.toUpperCase()}`;
}
