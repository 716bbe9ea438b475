import { flightKey } from "../../ledger/flight-board.js";
import type { PaceFlight } from "../../ledger/pace.js";
import type { Logger } from "../../logger.js";
import type { SupplierClient } from "../../supplier/client.js";
import { SupplierCallError } from "../../supplier/errors.js";
import { offeredSeats, seatCapacity, type OfferedFlight } from "../../supplier/offered-seats.js";
import { inParallel } from "../flights/in-parallel.js";

/** Where a flight's seats came from: the supplier's flight list, its aircraft list, or seats still offered plus those sold. */
export type SeatsFrom = "list" | "aircraft" | "offered";

export interface SeatsOf {
  capacity: number;
  from: SeatsFrom;
}

const SEARCHES_AT_ONCE = 3;

/**
 * Seats of flights the flight list did not give (it failed, or left them out), by
 * "yyyy-MM-dd KEY": the availability search of each of their routes and days names each flight's
 * aircraft, whose seats the aircraft list gives when it settles them; otherwise the seats still
 * offered in every class plus those the ledger sold. A search or list that fails leaves its
 * flights without seats, said in the log.
 */
export async function searchedSeats(deps: OfferDeps, flights: readonly PaceFlight[]): Promise<Map<string, SeatsOf>> {
  const seats = new Map<string, SeatsOf>();
  if (flights.length === 0) return seats;
  const fleet = deps.supplier.getAircraft().catch((err: unknown) => {
    deps.log.warn({ err: String(err) }, "the aircraft list failed: /pace estimates seats from those still offered");
    return [];
  });
  const offers = await offersOf(deps, flights);
  const aircraft = await fleet;
  for (const f of flights) {
    const id = `${f.date} ${flightKey(f.airline, f.number, f.origin, f.destination)}`;
    const found = offers.get(id);
    if (!found) continue;
    const listed = found.aircraft ? seatCapacity(aircraft, f.airline, found.aircraft) : null;
    seats.set(id, listed !== null ? { capacity: listed, from: "aircraft" } : { capacity: found.seats + f.sold, from: "offered" });
  }
  return seats;
}

export interface OfferDeps {
  supplier: Pick<SupplierClient, "search" | "getAircraft">;
  log: Logger;
  refused(err: SupplierCallError): void;
}

/** What the availability search offers of each flight now ("yyyy-MM-dd KEY"), one search per route and day; a failed search offers nothing. */
export async function offersOf(deps: OfferDeps, flights: readonly { date: string; airline: string; number: string; origin: string; destination: string }[]): Promise<Map<string, OfferedFlight>> {
  const asked = [...new Map(flights.map((f) => [`${f.date} ${f.origin}-${f.destination}`, f])).values()];
  const answers = await inParallel(asked, SEARCHES_AT_ONCE, async (f) => {
    try {
      const answer = await deps.supplier.search({ routes: [{ origin: f.origin, destination: f.destination, date: f.date }], source: "All", tour: false, closed: true, culture: "en-US" });
      return offeredSeats(answer, flightKey);
    } catch (err) {
      if (err instanceof SupplierCallError && err.accountRefused) deps.refused(err);
      deps.log.warn({ err: String(err), date: f.date, origin: f.origin, destination: f.destination }, "an availability search for a flight's seats failed");
      return new Map<string, OfferedFlight>();
    }
  });
  const offers = new Map<string, OfferedFlight>();
  asked.forEach((f, i) => {
    for (const [key, offer] of answers[i]!) offers.set(`${f.date} ${key}`, offer);
  });
  return offers;
}
