import { isRecord, mapKeys, mapRecords, withMember, type Json } from "../json.js";
import type { Rng } from "../random.js";

/**
 * (c) SearchByRouteAndDate as older versions of the service answer it: on about 1 in 3 answers
 * every itinerary's FlightList is named FlightSegmentList and the fares' Commission is spelt
 * Commision. Independently, about 3 in 10 flights have null terminals.
 */
export const OLD_VERSION_SHARE = 1 / 3;
export const NULL_TERMINAL_SHARE = 0.3;

const FARES = ["AdultFare", "ChildFare", "InfantFare"] as const;

const rename = (from: string, to: string) => (key: string) => (key === from ? to : key);

function oldFares(segment: Json): Json {
  return withMember(segment, "FlightClass", (flightClass) => {
    if (!isRecord(flightClass)) return flightClass;
    let out = flightClass;
    for (const fare of FARES) out = withMember(out, fare, (f) => (isRecord(f) ? mapKeys(f, rename("Commission", "Commision")) : f));
    return out;
  });
}

function terminals(flight: Json, rng: Rng): Json {
  if (!rng.chance(NULL_TERMINAL_SHARE)) return flight;
  const blank = (airport: unknown) => (isRecord(airport) ? { ...airport, Terminal: null } : airport);
  return withMember(withMember(flight, "Origin", blank), "Destination", blank);
}

export function realSearch(body: Json, rng: Rng): Json {
  const old = rng.chance(OLD_VERSION_SHARE);
  const segment = (s: Json): Json => terminals(old ? oldFares(s) : s, rng);
  const itinerary = (it: Json): Json => {
    const shaped = withMember(it, "FlightList", (segments) => mapRecords(segments, segment));
    return old ? mapKeys(shaped, rename("FlightList", "FlightSegmentList")) : shaped;
  };
  const itineraries = withMember(body, "ItineraryList", (items) => mapRecords(items, itinerary));
  return withMember(itineraries, "ClosedFlightList", (flights) => mapRecords(flights, (f) => terminals(f, rng)));
}
