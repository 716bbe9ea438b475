import { addDays, weekdayOf } from "../../domain/dates.js";
import type { PaceArgs } from "../../domain/pace-args.js";
import { daysBefore, departureAt, paceOf, type Pace } from "../../domain/pace.js";
import { flightKey, type BoardRoute } from "../../ledger/flight-board.js";
import type { Ledger } from "../../ledger/ledger.js";
import { paceFlights, type PaceFlight, type RouteFlight } from "../../ledger/pace.js";
import { pastRouteHistory } from "../../ledger/pace-history.js";
import type { Logger } from "../../logger.js";
import type { SupplierClient } from "../../supplier/client.js";
import { SupplierCallError } from "../../supplier/errors.js";
import { inParallel } from "../flights/in-parallel.js";
import { saveSeats } from "../../ledger/pace-seats.js";
import { listedSeats } from "./seats.js";
import { searchedSeats, type SeatsFrom } from "./searched-seats.js";

/**
 * /pace's rows: the ledger's flights of the period, each with its pace against its route's
 * usual curve (domain/pace.ts) over the route's flights of the PACE_HISTORY_DAYS before today,
 * and its seats from the supplier's own flight list (the Bot path's Flight GetList, one call
 * per day, a few at a time), else from its aircraft or the seats still offered (searched-seats.ts).
 * None is needed: a flight without seats has no load factor, and a day whose list failed says
 * so, never failing the command.
 */

/** How far back the route's past flights are read for its usual curve. */
export const PACE_HISTORY_DAYS = 120;
/** Flight lists asked at once. */
export const LISTS_AT_ONCE = 3;

export interface PaceRow extends PaceFlight {
  /** Whole days left before departure (0 on its day, also once it has left). */
  days: number;
  pace: Pace;
  /** Seats of the flight in the supplier's flight list; null when it did not say. */
  capacity: number | null;
  /** Where `capacity` came from (searched-seats.ts); null with it. */
  seatsFrom: SeatsFrom | null;
}

export interface PaceView {
  args: PaceArgs;
  rows: PaceRow[];
  /** Days whose flight list did not answer: their flights have no load factor. */
  unlisted: string[];
}

export interface PaceDeps {
  ledger: Ledger;
  supplier: SupplierClient;
  log: Logger;
  /** Told of a refused service account (admins hear of it once). */
  refused(err: SupplierCallError): void;
}

export async function loadPace(deps: PaceDeps, args: PaceArgs, now: Date, timeZone: string, today: string): Promise<PaceView> {
  const filter = { ...(args.route ? { route: args.route } : {}), ...(args.airline ? { airline: args.airline } : {}) };
  const flights = await paceFlights(deps.ledger.db, args.first, args.last, filter, now);
  const [paced, lists] = await Promise.all([pacedFlights(deps.ledger, flights, now, timeZone, today), seatLists(deps, args, flights, now)]);
  const idOf = (f: PaceFlight) => `${f.date} ${flightKey(f.airline, f.number, f.origin, f.destination)}`;
  // A flight the list did not give (the list failed, or left it out) is looked for in the availability search.
  const searched = await searchedSeats(deps, flights.filter((f) => !lists.seats.has(idOf(f))));
  const rows = paced.map((flight): PaceRow => {
    const listed = lists.seats.get(idOf(flight));
    const seats = listed !== undefined ? { capacity: listed, from: "list" as const } : searched.get(idOf(flight));
    return { ...flight, capacity: seats?.capacity ?? null, seatsFrom: seats?.from ?? null };
  });
  return { args, rows, unlisted: lists.unlisted };
}

/** `flights` with their days left and pace against their routes' flights of the PACE_HISTORY_DAYS before `today`. */
export async function pacedFlights(ledger: Ledger, flights: readonly PaceFlight[], now: Date, timeZone: string, today: string): Promise<Omit<PaceRow, "capacity" | "seatsFrom">[]> {
  const history = await historyOf(ledger, flights, today, timeZone);
  return flights.map((flight) => {
    // A flight of today that has left counts as on its last day.
    const days = Math.max(daysBefore(departureAt(flight.date, flight.time, timeZone), now.getTime()), 0);
    const past = history.get(`${flight.origin}-${flight.destination}`) ?? [];
    return { ...flight, days, pace: paceOf(flight.sold, days, weekdayOf(flight.date), past) };
  });
}

/** The past flights of the routes of `flights`, of the PACE_HISTORY_DAYS before `today`. */
export function historyOf(ledger: Ledger, flights: readonly PaceFlight[], today: string, timeZone: string): Promise<Map<string, RouteFlight[]>> {
  const routes = new Map<string, BoardRoute>(flights.map((f) => [`${f.origin}-${f.destination}`, { origin: f.origin, destination: f.destination }]));
  return pastRouteHistory(ledger, [...routes.values()], addDays(today, -PACE_HISTORY_DAYS), today, timeZone);
}

/** Seats per flight ("yyyy-MM-dd KEY") from the supplier's flight list of each day with flights, kept for pace alerts too. */
async function seatLists(deps: PaceDeps, args: PaceArgs, flights: readonly PaceFlight[], now: Date): Promise<{ seats: Map<string, number>; unlisted: string[] }> {
  const days = [...new Set(flights.map((f) => f.date))];
  const seats = new Map<string, number>();
  const unlisted: string[] = [];
  await inParallel(days, LISTS_AT_ONCE, async (date) => {
    try {
      const listed = await listedSeats(deps.supplier, date, args.route);
      for (const [key, capacity] of listed) seats.set(`${date} ${key}`, capacity);
      await saveSeats(deps.ledger.db, date, listed, now).catch((err: unknown) => deps.log.warn({ date, err: String(err) }, "could not keep the flights' seats for pace alerts"));
    } catch (err) {
      if (err instanceof SupplierCallError && err.accountRefused) deps.refused(err);
      deps.log.warn({ date, err: String(err) }, "the supplier's flight list failed: /pace shows that day without load factors");
      unlisted.push(date);
    }
  });
  return { seats, unlisted: unlisted.sort() };
}
