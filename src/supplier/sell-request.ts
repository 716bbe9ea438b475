import type { Party } from "../domain/party.js";
import type { BookRequest, LockId, LockRequest, LockResponse, SellPassengerWire, SellSegment } from "./schemas/sell.js";
import type { AgeGroup, PassengerTitles, Sex } from "./titles.js";

/**
 * What the bot asks of Lock and Book, and the bodies the supplier reads. A segment is taken as
 * the search answered it (structurally: a search's FlightSegment fits), so the flight and class
 * go back exactly as the supplier named them.
 */
export interface OfferedSegment {
  FlightNumber: string;
  /** yyyy-MM-dd HH:mm, origin local time. */
  DepartureDateTime: string;
  Origin: { Code: string };
  Destination: { Code: string };
  FlightClass: { FareName: string };
}

export interface LockOrder {
  departure: OfferedSegment;
  /** The return of a round trip, or null. */
  returning: OfferedSegment | null;
  party: Party;
  /**
   * Every passenger's Payable on every segment, summed exactly from the search's own numbers
   * (domain/fares.ts partyTotals, domain/decimal.ts exactSum): sent as is.
   */
  totalPayable: number;
}

export interface SellPassenger {
  age: AgeGroup;
  sex: Sex;
  firstName: string;
  lastName: string;
  /** yyyy-MM-dd */
  birthDate: string;
  /** An Iranian's national code, or null. */
  nationalCode: string | null;
  /** A foreigner's passport, or null. */
  passport: { number: string; expiryDate: string; nationality: string; issuedIn: string } | null;
}

export interface BookOrder {
  /** The segments that were locked, as in the LockOrder. */
  departure: OfferedSegment;
  returning: OfferedSegment | null;
  /** Lock's answer: its ids go back as they came. */
  lock: LockResponse;
  /** As many of each age group as were locked. */
  passengers: readonly SellPassenger[];
  mobile: string;
  email: string;
  /** The locked total, exactly as sent to Lock. */
  totalPayable: number;
  /**
   * YourLocalInventoryPnr: FlightDesk's own reference, new for every Book (the supplier refuses a
   * reused one, Error1007). GetStatus finds the outcome of a Book without answer by it.
   */
  reference: string;
}

function sellSegment(segment: OfferedSegment): SellSegment {
  return {
    OriginIataCode: segment.Origin.Code,
    DestinationIataCode: segment.Destination.Code,
    DepartureDateTime: segment.DepartureDateTime,
    FlightNumber: segment.FlightNumber,
    FareName: segment.FlightClass.FareName,
  };
}

export function lockBody(order: LockOrder, credentials: { Username: string; Password: string }): LockRequest {
  return {
    ...credentials,
    DepartureSegment: sellSegment(order.departure),
    ReturningSegment: order.returning && sellSegment(order.returning),
    AdultCount: order.party.adults,
    ChildCount: order.party.children,
    InfantCount: order.party.infants,
    TotalPayable: order.totalPayable,
  };
}

export function bookBody(order: BookOrder, titles: PassengerTitles, credentials: { Username: string; Password: string }): BookRequest {
  const returningLock = order.lock.ReturningSegmentLockId;
  if (order.returning && returningLock === null) throw new TypeError("book: a returning segment needs the lock's ReturningSegmentLockId");
  const locked = (segment: OfferedSegment, lockId: LockId) => ({ ...sellSegment(segment), LockId: lockId });
  const of = (age: AgeGroup) => order.passengers.filter((p) => p.age === age).map((p) => passengerWire(p, titles));
  return {
    ...credentials,
    DepartureSegment: locked(order.departure, order.lock.DepartureSegmentLockId),
    ReturningSegment: order.returning && returningLock !== null ? locked(order.returning, returningLock) : null,
    AdultPassengers: of("adult"),
    ChildPassengers: of("child"),
    InfantPassengers: of("infant"),
    MobileNumber: order.mobile,
    Email: order.email,
    TotalPayable: order.totalPayable,
    YourLocalInventoryPnr: order.reference,
  };
}

function passengerWire(p: SellPassenger, titles: PassengerTitles): SellPassengerWire {
  return {
    Title: titles[p.age][p.sex],
    FirstName: p.firstName,
    LastName: p.lastName,
    BirthDate: p.birthDate,
    IranianCartMelli: p.nationalCode === null ? null : { CodeMelli: p.nationalCode },
    Passport: p.passport && {
      Number: p.passport.number,
      ExpiryDate: p.passport.expiryDate,
      NationalityCountryCode: p.passport.nationality,
      PlaceOfIssueCountryCode: p.passport.issuedIn,
    },
  };
}
