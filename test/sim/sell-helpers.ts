import type { Simulator } from "../../src/sim/server.js";
import { call, CREDS, ok, searchBody, type Leg } from "./helpers.js";

/** Lock and Book bodies built from what a one-way or round-trip search answered, over raw HTTP. */

export interface Party {
  adults: number;
  children: number;
  infants: number;
}

/** Each itinerary's segments, in the real profile's older spelling too. */
async function itineraries(sim: Simulator, legs: readonly Leg[], now: Date): Promise<any[][]> {
  const answer = await ok(call(sim, "SearchByRouteAndDate", searchBody(legs, {}, now)));
  return (answer.ItineraryList ?? []).map((i: any) => i.FlightList ?? i.FlightSegmentList);
}

/** The first class of the search with at least `seats` seats (and what `fits` asks): its itinerary's segments. */
export async function offer(sim: Simulator, legs: readonly Leg[], seats: number, now: Date, fits: (segment: any) => boolean = () => true): Promise<any[]> {
  const found = (await itineraries(sim, legs, now)).find((segments) => segments.every((s) => s.FlightClass.AvailableSeat >= seats && fits(s)));
  if (!found) throw new Error(`no class with ${seats} seats on ${JSON.stringify(legs)}`);
  return found;
}

/** The seats a class of a segment offers now (0 when the search no longer lists it). */
export async function seatsLeft(sim: Simulator, leg: Leg, segment: any, now: Date): Promise<number> {
  const same = (await itineraries(sim, [leg], now)).map((segments) => segments[0]).find(
    (s: any) => s.FlightNumber === segment.FlightNumber && s.FlightClass.FareName === segment.FlightClass.FareName,
  );
  return same?.FlightClass.AvailableSeat ?? 0;
}

export const wireSegment = (s: any) => ({
  OriginIataCode: s.Origin.Code,
  DestinationIataCode: s.Destination.Code,
  DepartureDateTime: s.DepartureDateTime,
  FlightNumber: s.FlightNumber,
  FareName: s.FlightClass.FareName,
});

/** Every passenger's Payable on every segment: whole rials add exactly. */
export function totalOf(segments: readonly any[], party: Party): number {
  const fare = (s: any) => s.FlightClass;
  return segments.reduce(
    (sum, s) => sum + fare(s).AdultFare.Payable * party.adults + fare(s).ChildFare.Payable * party.children + fare(s).InfantFare.Payable * party.infants,
    0,
  );
}

export function lockBody(segments: readonly any[], party: Party, total = totalOf(segments, party)) {
  return {
    ...CREDS,
    DepartureSegment: wireSegment(segments[0]),
    ReturningSegment: segments[1] ? wireSegment(segments[1]) : null,
    AdultCount: party.adults,
    ChildCount: party.children,
    InfantCount: party.infants,
    TotalPayable: total,
  };
}

export const iranian = (Title: string, FirstName: string, BirthDate = "1988-04-12") => ({
  Title,
  FirstName,
  LastName: "Tehrani",
  BirthDate,
  IranianCartMelli: { CodeMelli: "0012345678" },
  Passport: null,
});

export const foreigner = (Title: string, FirstName: string, nationality: string) => ({
  Title,
  FirstName,
  LastName: "Schneider",
  BirthDate: "1979-09-30",
  IranianCartMelli: null,
  Passport: { Number: "C4X9TT712", ExpiryDate: "2034-01-01", NationalityCountryCode: nationality, PlaceOfIssueCountryCode: nationality },
});

export interface Passengers {
  AdultPassengers: object[];
  ChildPassengers?: object[];
  InfantPassengers?: object[];
}

/** A Book of the lock's segments for these passengers. */
export function bookBody(segments: readonly any[], lock: any, passengers: Passengers, reference: string, total: number) {
  return {
    ...CREDS,
    DepartureSegment: { ...wireSegment(segments[0]), LockId: lock.DepartureSegmentLockId },
    ReturningSegment: segments[1] ? { ...wireSegment(segments[1]), LockId: lock.ReturningSegmentLockId } : null,
    ChildPassengers: [],
    InfantPassengers: [],
    ...passengers,
    MobileNumber: "+989121112233",
    Email: "desk@example.com",
    TotalPayable: total,
    YourLocalInventoryPnr: reference,
  };
}
