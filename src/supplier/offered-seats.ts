import type { AvailabilityResponse } from "./schemas/availability.js";
import type { AircraftListResponse } from "./schemas/bot.js";
import { describeAircraft } from "./aircraft.js";

/**
 * What an availability search says of the flights it found, for /flights: the seats still
 * offered (each fare class's AvailableSeat once, summed: a flight appears once per class and
 * may repeat in several itineraries), its aircraft type, and whether it is closed or sold out
 * (ClosedFlightList, when asked for). Keyed by `key(airline, number, origin, destination)`.
 */
export interface OfferedFlight {
  seats: number;
  /** IATA type code, as the flight carries it. */
  aircraft: string | null;
  closed: boolean;
}

type Key = (airline: string, number: string, origin: string, destination: string) => string;

export function offeredSeats(answer: AvailabilityResponse, key: Key): Map<string, OfferedFlight> {
  const classes = new Map<string, Map<string, number>>();
  const flights = new Map<string, OfferedFlight>();
  for (const segment of answer.ItineraryList.flatMap((itinerary) => itinerary.FlightList)) {
    const k = key(segment.Airline, segment.FlightNumber, segment.Origin.Code, segment.Destination.Code);
    const byClass = classes.get(k) ?? new Map<string, number>();
    classes.set(k, byClass);
    const code = String(segment.FlightClass.BookingCode);
    byClass.set(code, Math.max(byClass.get(code) ?? 0, segment.FlightClass.AvailableSeat));
    flights.set(k, { seats: [...byClass.values()].reduce((sum, n) => sum + n, 0), aircraft: segment.Aircraft ?? null, closed: false });
  }
  for (const closed of answer.ClosedFlightList) {
    const k = key(closed.Airline, closed.FlightNumber, closed.Origin.Code, closed.Destination.Code);
    if (!flights.has(k)) flights.set(k, { seats: 0, aircraft: closed.Aircraft ?? null, closed: true });
  }
  return flights;
}

/**
 * The seat count of an aircraft type for an airline, from the Bot path's aircraft list, when
 * the list settles it: the active aircraft of that type (of that airline when they say which)
 * all have the same count. Different counts (two cabin layouts of one type) settle nothing.
 */
export function seatCapacity(fleet: AircraftListResponse, airline: string, typeCode: string): number | null {
  const ofType = fleet.filter(
    (a) => a.IataTypeCode?.toUpperCase() === typeCode.toUpperCase() && (!a.AirlineIataCode || a.AirlineIataCode.toUpperCase() === airline.toUpperCase()),
  );
  const active = ofType.filter((a) => a.IsActive !== false);
  const counts = new Set(
    (active.length > 0 ? active : ofType).flatMap((a) => describeAircraft(a).details.flatMap((d) => ("seats" in d ? [d.seats] : []))),
  );
  return counts.size === 1 ? [...counts][0]! : null;
}
