import { checkNationality } from "../domain/nationality.js";
import type { WebServiceSale } from "./data/booking-factory.js";
import type { BookedLeg, Booking, PassengerInfo } from "./data/bookings.js";
import { AGE_GROUPS, discountedFareSet, farePayable, fareSet, type AgeGroup } from "./data/fares.js";
import { exception, SimError } from "./errors.js";
import { holdsOf, type HoldState, type PartyCounts, type SeatLock, type SegmentHold } from "./locks.js";
import { formatAmount, percentOf, roundTo, toAmount, type Currency } from "./money.js";
import { MINUTE_MS } from "./time.js";
import type { SimWorld } from "./world.js";

/**
 * Selling on the simulator's world: Lock holds seats at the fare of now, Book turns a lock into a
 * booking like any other sale (seats, credit, FlightBookedV2), ReleaseLock and expiry give the
 * seats back. ops/lock.ts and ops/book.ts read and write the wire.
 */
export const MAX_LOCK_SEATS = 9;
export const LOCK_EXPIRY_MINUTES = 10;
/** FailReason of a Book the `notIssued` fault fails. */
export const NOT_ISSUED_REASON = "The airline's reservation system did not confirm the seats; no ticket was issued.";

export interface LockAsk {
  departure: BookedLeg;
  returning: BookedLeg | null;
  party: PartyCounts;
}

const legsOf = (ask: Pick<LockAsk, "departure" | "returning">): BookedLeg[] => (ask.returning ? [ask.departure, ask.returning] : [ask.departure]);
const label = ({ flight, cls }: BookedLeg): string => `class ${cls.template.bookingCode} of ${flight.airline.code}${flight.flightNumber}`;

/** What the party pays on the flights now, minor units; a round trip whose classes both have one at the round-trip-only fares. */
function payableNow(ask: LockAsk): number {
  const legs = legsOf(ask);
  const roundTripFare = legs.length === 2 && legs.every((leg) => leg.cls.roundTripFares !== null);
  const count: Readonly<Record<AgeGroup, number>> = { adult: ask.party.adults, child: ask.party.children, infant: ask.party.infants };
  let total = 0;
  for (const { cls } of legs) {
    const fares = roundTripFare ? cls.roundTripFares! : cls.fares;
    for (const age of AGE_GROUPS) total += farePayable(fares[age]) * count[age];
  }
  return total;
}

/** TotalPayable must be the exact wire amount of the fare (a sum of rounded floats is not). */
function requireTotal(currency: Currency, sent: number, minor: number, what: string): void {
  if (sent !== toAmount(currency, minor)) {
    throw new SimError("Error1052-FareMismatchException", `TotalPayable ${sent} is not ${what}, ${formatAmount(currency, minor)}. Search again.`);
  }
}

/** The `fareChangePercent` fault: the classes' fares move (at least one fare step), as search shows from now on. */
function moveFares(currency: Currency, legs: readonly BookedLeg[], percent: number): void {
  for (const { flight, cls } of legs) {
    const base = cls.fares.adult.base;
    let moved = roundTo(base + percentOf(base, percent), currency.fareStep);
    if (moved === base) moved = base + Math.sign(percent) * currency.fareStep;
    cls.fares = fareSet(currency, moved, flight.service.source);
    if (cls.roundTripFares) cls.roundTripFares = discountedFareSet(currency, moved, flight.service.source, cls.template.roundTripDiscountPct);
  }
}

/** Lock: the party's seats held on each flight at the fare of now, or the supplier's refusal. */
export function lockSeats(world: SimWorld, ask: LockAsk, totalPayable: number, fareChangePercent: number | null): SeatLock {
  const legs = legsOf(ask);
  const seats = ask.party.adults + ask.party.children;
  if (seats > MAX_LOCK_SEATS) {
    throw new SimError("Error1013-FlightLockCountLimit", `At most ${MAX_LOCK_SEATS} seats can be locked on a flight; ${seats} were asked.`);
  }
  for (const leg of legs) {
    if (leg.cls.seats < seats || !world.inventory.fits(leg.flight, seats)) {
      throw new SimError("Error1002-NoEnoughSeatAvailable", `${label(leg)} has ${leg.cls.seats} seats left; ${seats} were asked.`);
    }
  }
  if (fareChangePercent !== null) moveFares(world.currency, legs, fareChangePercent);
  const totalMinor = payableNow(ask);
  requireTotal(world.currency, totalPayable, totalMinor, "the fare now");
  for (const leg of legs) world.inventory.hold(leg, seats);
  return world.locks.create({ ...ask, seats, totalMinor, expiresAtMs: world.nowMs() + LOCK_EXPIRY_MINUTES * MINUTE_MS });
}

function free(world: SimWorld, lock: SeatLock, hold: SegmentHold, state: HoldState): void {
  world.inventory.release(hold.leg, lock.seats);
  hold.state = state;
}

function refuseGone(hold: SegmentHold): never {
  throw new SimError("Error1010-LockReleased", `The lock ${hold.id} was ${hold.state}; lock the seats again.`);
}

/** ReleaseLock: one segment's seats back on sale. */
export function releaseLock(world: SimWorld, id: number | string): void {
  const found = world.locks.find(id);
  if (!found) throw exception(`No seats are locked under LockId ${id}.`);
  if (found.hold.state !== "held") refuseGone(found.hold);
  free(world, found.lock, found.hold, "released");
}

export function expireLocks(world: SimWorld): void {
  for (const { lock, hold } of world.locks.expiring(world.nowMs())) free(world, lock, hold, "expired");
}

/** The lock a Book names: both of its segments' ids, each still held. */
export function heldLock(world: SimWorld, departureId: number | string, returningId: number | string | null): SeatLock {
  const found = world.locks.find(departureId);
  if (!found || found.hold !== found.lock.departure) throw exception(`No seats are locked under LockId ${departureId}.`);
  const { lock } = found;
  const returning = returningId === null ? null : world.locks.find(returningId)?.hold;
  if (returning !== lock.returning) {
    throw exception(`ReturningSegment.LockId must be the return lock of LockId ${departureId}: ${lock.returning ? lock.returning.id : "none, it is one-way"}.`);
  }
  for (const hold of holdsOf(lock)) if (hold.state !== "held") refuseGone(hold);
  return lock;
}

export interface BookAsk {
  passengers: PassengerInfo[];
  totalPayable: number;
  reference: string;
  sale: WebServiceSale;
}

/** Book: the locked seats issued as a booking, or the supplier's refusal (the lock is then kept). */
export function bookLock(world: SimWorld, lock: SeatLock, ask: BookAsk, faults: { fareChangePercent: number | null; notIssued: boolean }): Booking {
  const legs = holdsOf(lock).map((hold) => hold.leg);
  for (const passenger of ask.passengers) {
    for (const leg of legs) {
      const { permitted, prohibited } = leg.cls.nationalities;
      if (!checkNationality(passenger.nationality, permitted, prohibited).allowed) {
        throw new SimError("Error1012-ForbiddenNationality", `Passengers of nationality ${passenger.nationality} may not fly on ${label(leg)}.`);
      }
    }
  }
  if (faults.fareChangePercent !== null) moveFares(world.currency, legs, faults.fareChangePercent);
  requireTotal(world.currency, ask.totalPayable, lock.totalMinor, "the locked total");
  requireTotal(world.currency, ask.totalPayable, payableNow({ departure: lock.departure.leg, returning: lock.returning?.leg ?? null, party: lock.party }), "the fare now");
  const refusal = world.account.refusal(lock.totalMinor);
  if (refusal) throw refusal;
  if (faults.notIssued) throw exception(NOT_ISSUED_REASON);
  for (const hold of holdsOf(lock)) free(world, lock, hold, "booked");
  return world.issueBooking({
    reference: ask.reference,
    legs,
    passengers: ask.passengers,
    roundTrip: legs.length === 2,
    bookedAtUtc: world.nowMs(),
    webService: ask.sale,
  });
}
