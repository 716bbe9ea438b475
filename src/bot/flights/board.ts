import { MAX_DAYS_AHEAD, daysBetween } from "../../domain/dates.js";
import { flightBoard, flightKey, type BoardFlight, type BoardRoute } from "../../ledger/flight-board.js";
import type { Ledger } from "../../ledger/ledger.js";
import type { Logger } from "../../logger.js";
import type { Culture, SupplierClient } from "../../supplier/client.js";
import { SchemaError, SupplierCallError, SupplierError, TransportError } from "../../supplier/errors.js";
import { offeredSeats, seatCapacity, type OfferedFlight } from "../../supplier/offered-seats.js";
import { inParallel } from "./in-parallel.js";

/**
 * The board of /flights: the ledger's flights of a date, each with the seats the supplier still
 * offers (one availability search per route, a few at a time) and the aircraft's capacity from
 * the Bot path's aircraft list. The supplier is optional to the board: a search or the list that
 * fails leaves its figures out, with a short reason, and never fails the board.
 */

/** Searches per board at most: the busiest routes first; the others say why they were not asked. */
export const MAX_ROUTE_SEARCHES = 6;
/** Searches running at once, so one board does not take the supplier's connections. */
const SEARCHES_AT_ONCE = 3;

/** Why a flight's offered seats are unknown: the supplier's answer, or a route not asked. */
export type OfferFailure = "timeout" | "unavailable" | "garbled" | "refused" | "not-asked";

export type Offer =
  | { kind: "seats"; seats: number; closed: boolean }
  /** The supplier's search does not list it (not on sale there, or another supplier's flight). */
  | { kind: "not-listed" }
  /** Departed: nothing is offered any more, and nobody searches past dates. */
  | { kind: "past" }
  | { kind: "unknown"; reason: OfferFailure };

export interface BoardRow extends BoardFlight {
  offer: Offer;
  /** Seats of the flight's aircraft, when the aircraft list settles it. */
  capacity: number | null;
}

export interface Board {
  date: string;
  route?: BoardRoute;
  rows: BoardRow[];
}

export interface BoardDeps {
  ledger: Ledger;
  supplier: SupplierClient;
  log: Logger;
  /** Told of a refused service account (admins hear of it once). */
  refused(err: SupplierCallError): void;
}

type RouteAnswer = { ok: true; flights: Map<string, OfferedFlight> } | { ok: false; reason: OfferFailure };

export async function loadBoard(deps: BoardDeps, date: string, today: string, culture: Culture, route?: BoardRoute): Promise<Board> {
  const flights = await flightBoard(deps.ledger.db, date, route);
  const ahead = daysBetween(today, date);
  if (flights.length === 0 || ahead < 0 || ahead > MAX_DAYS_AHEAD) {
    const offer: Offer = ahead < 0 ? { kind: "past" } : { kind: "unknown", reason: "not-asked" };
    return { date, ...(route ? { route } : {}), rows: flights.map((f) => ({ ...f, offer, capacity: null })) };
  }
  const routes = busiestRoutes(flights);
  const asked = routes.slice(0, MAX_ROUTE_SEARCHES);
  const [answers, fleet] = await Promise.all([
    inParallel(asked, SEARCHES_AT_ONCE, (r) => searchRoute(deps, r, date, culture)),
    deps.supplier.getAircraft().catch((err: unknown) => {
      deps.log.warn({ err: String(err) }, "the aircraft list failed: the board has no load factors");
      return [];
    }),
  ]);
  const byRoute = new Map(asked.map((r, i) => [routeKey(r), answers[i]!]));
  const rows = flights.map((flight): BoardRow => {
    const answer = byRoute.get(routeKey(flight)) ?? { ok: false, reason: "not-asked" as const };
    if (!answer.ok) return { ...flight, offer: { kind: "unknown", reason: answer.reason }, capacity: null };
    const found = answer.flights.get(flightKey(flight.airline, flight.number, flight.origin, flight.destination));
    return {
      ...flight,
      offer: found ? { kind: "seats", seats: found.seats, closed: found.closed } : { kind: "not-listed" },
      capacity: found?.aircraft ? seatCapacity(fleet, flight.airline, found.aircraft) : null,
    };
  });
  return { date, ...(route ? { route } : {}), rows };
}

async function searchRoute(deps: BoardDeps, route: BoardRoute, date: string, culture: Culture): Promise<RouteAnswer> {
  try {
    const answer = await deps.supplier.search({ routes: [{ ...route, date }], source: "All", tour: false, closed: true, culture });
    return { ok: true, flights: offeredSeats(answer, flightKey) };
  } catch (err) {
    deps.log.warn({ err: String(err), origin: route.origin, destination: route.destination }, "a board's availability search failed");
    if (err instanceof SupplierCallError && err.accountRefused) deps.refused(err);
    return { ok: false, reason: failureOf(err) };
  }
}

/** A search failure in a word or two for the board. */
export function failureOf(err: unknown): OfferFailure {
  if (err instanceof TransportError) {
    if (err.kind === "timeout") return "timeout";
    return err.kind === "not-json" || err.kind === "too-large" ? "garbled" : "unavailable";
  }
  if (err instanceof SchemaError) return "garbled";
  // A failure of the supplier's own (5xx) is an outage; any other answer is a refusal.
  if (err instanceof SupplierError) return err.serverFailure ? "unavailable" : "refused";
  return "unavailable";
}

/** The routes of the board, most seats sold first. */
function busiestRoutes(flights: readonly BoardFlight[]): BoardRoute[] {
  const sold = new Map<string, { route: BoardRoute; sold: number }>();
  for (const f of flights) {
    const key = routeKey(f);
    const entry = sold.get(key) ?? { route: { origin: f.origin, destination: f.destination }, sold: 0 };
    entry.sold += f.sold + f.cancelled;
    sold.set(key, entry);
  }
  return [...sold.values()].sort((a, b) => b.sold - a.sold).map((e) => e.route);
}

const routeKey = (r: BoardRoute): string => `${r.origin}-${r.destination}`;
