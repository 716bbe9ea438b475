/**
 * The search query model: one supplier request, as the /search line, the guided flow and the
 * results buttons build it. The line grammar (search-query.ts) and its refusal example
 * (search-example.ts) both produce it; this module imports neither.
 */
import { addDays } from "./dates.js";

export const MAX_DESTINATIONS = 5;
export const MAX_LEGS = 4;

export type SearchKind = "oneway" | "multi-dest" | "roundtrip" | "multicity";
/** The supplier's FlightSource values. */
export type SearchSource = "All" | "OwnedFlight" | "ThirdPartyFlight";

export interface SearchRoute {
  origin: string;
  destination: string;
  /** yyyy-MM-dd */
  date: string;
}

/**
 * One supplier request: routes in the order of OriginDestinationOptionList (round trip:
 * outbound then return; several destinations: one route each, same date).
 */
export interface ParsedSearch {
  kind: SearchKind;
  routes: SearchRoute[];
  source: SearchSource;
  /** FetchClosedFlights */
  closed: boolean;
  /** FetchFlightsThatAreRestrictedForTour */
  tour: boolean;
}

/** The same query with every date moved by `days` (day before/after); dates are not re-checked. */
export function shiftSearchDates(query: ParsedSearch, days: number): ParsedSearch {
  return { ...query, routes: query.routes.map((route) => ({ ...route, date: addDays(route.date, days) })) };
}
