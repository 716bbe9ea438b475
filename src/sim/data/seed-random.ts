import type { Currency } from "../money.js";
import { rngFor, type Rng } from "../random.js";
import { applyRefund, quoteRefund } from "../refunds.js";
import { addDays, DAY_MS, formatDate, HOUR_MS, MINUTE_MS } from "../time.js";
import { changePassenger, replaceFlight } from "./booking-changes.js";
import { pickLeg, type BookingFactory, type LegFilter, type NewBooking } from "./booking-factory.js";
import type { BookedLeg, Booking, Cancellation } from "./bookings.js";
import type { Flight, Schedule } from "./flights.js";
import { randomParty } from "./people.js";
import { findRoute, ROUTES } from "./routes.js";

/** Random sales: the seeded booking history, the live generator and the bulk feed all use it. */

export const PARTY_SIZES = [1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 3, 3, 3, 4, 4, 5, 6] as const;
const INTERNATIONAL = new Set(["NJF", "IST", "DXB"]);
const REMARKS = ["Wheelchair needed at arrival", "Vegetarian meal requested", "Group of colleagues", "Please seat the family together"];

export interface SpecOptions {
  bookedAtUtc: number;
  /** Sell only from what is on sale now: on-time flights, classes with seats for the party. */
  forSale: boolean;
  /** One passenger, one way: small events for high-volume feeds. */
  lean?: boolean;
  /** With forSale: whether the aircraft has this many seats free (SeatInventory). */
  fits?: (flight: Flight, seats: number) => boolean;
  /** Only classes with a penalty rule (a refund the supplier quotes). */
  refundable?: boolean;
}

/** The flights and classes a party of `size` may book. */
export function saleFilter(options: SpecOptions, size: number): LegFilter {
  return (flight, cls) =>
    !cls.template.tourOnly &&
    (!options.refundable || cls.template.penaltyRule !== "none") &&
    (!options.forSale || (flight.status === "OnTime" && cls.seats >= size && (options.fits?.(flight, size) ?? true)));
}

/** A random booking request made at `bookedAtUtc`, or undefined when the draw found no flight. */
export function randomBookingSpec(schedule: Schedule, rng: Rng, options: SpecOptions): NewBooking | undefined {
  const route = rng.pick(ROUTES);
  const size: number = options.lean ? 1 : rng.pick(PARTY_SIZES);
  const firstDate = formatDate(options.bookedAtUtc + rng.int(1, 45) * DAY_MS, 210);
  const outbound = pickLeg(schedule, route.origin, route.destination, firstDate, saleFilter(options, size), rng);
  if (!outbound || outbound.flight.departureUtc < options.bookedAtUtc + 2 * HOUR_MS) return undefined;
  return completeSpec(schedule, rng, outbound, size, options);
}

/** The rest of a booking request once its first flight is chosen: maybe a return, then the party. */
export function completeSpec(schedule: Schedule, rng: Rng, outbound: BookedLeg, partySize: number, options: SpecOptions): NewBooking | undefined {
  const { route, localDate: firstDate } = outbound.flight;
  const reverse = findRoute(route.destination, route.origin)!;
  const accept = saleFilter(options, partySize);
  const legs = [outbound];
  const roundTrip = !options.lean && rng.chance(0.3);
  if (roundTrip) {
    const returnDate = addDays(firstDate, rng.int(2, 9));
    const sameClass: LegFilter = (flight, cls) => accept(flight, cls) && cls.template.bookingCode === outbound.cls.template.bookingCode;
    const back =
      pickLeg(schedule, reverse.origin, reverse.destination, returnDate, sameClass, rng) ??
      pickLeg(schedule, reverse.origin, reverse.destination, returnDate, accept, rng);
    if (!back) return undefined;
    legs.push(back);
  }
  const size = options.forSale ? Math.min(partySize, ...legs.map((leg) => leg.cls.seats)) : partySize;
  const foreign = rng.chance(INTERNATIONAL.has(route.origin) || INTERNATIONAL.has(route.destination) ? 0.4 : 0.05);
  return {
    legs,
    passengers: randomParty(rng, size, firstDate, foreign),
    roundTrip,
    bookedAtUtc: options.bookedAtUtc,
    remarks: rng.chance(0.2) ? rng.pick(REMARKS) : null,
  };
}

/**
 * A multi-city booking of `legs` flights, each from where the last one landed, up to four a day
 * over the following weeks: an alert longer than one Telegram message.
 */
export function multiCitySpec(schedule: Schedule, rng: Rng, legs: number, options: SpecOptions): NewBooking {
  const { bookedAtUtc } = options;
  const chain: BookedLeg[] = [];
  let at = rng.pick(ROUTES).origin;
  const accept = saleFilter({ ...options, forSale: true }, 1);
  // Days spent waiting where nothing on sale left that day (all closed or sold out).
  let waited = 0;
  let misses = 0;
  for (let i = 0; chain.length < legs; i++) {
    if (i > legs * 20) throw new Error(`no ${legs}-flight multi-city booking fits the timetable`);
    const date = formatDate(bookedAtUtc + (1 + waited + Math.floor(chain.length / 4)) * DAY_MS, 210);
    const next = rng.pick(ROUTES.filter((route) => route.origin === at));
    const leg = pickLeg(schedule, next.origin, next.destination, date, accept, rng);
    if (!leg) {
      if (++misses % 10 === 0) waited++;
      continue;
    }
    misses = 0;
    chain.push(leg);
    at = next.destination;
  }
  return { legs: chain, passengers: randomParty(rng, 1, formatDate(bookedAtUtc + DAY_MS, 210), false), roundTrip: false, bookedAtUtc, remarks: null };
}

/** A random booking request on any route and day of the next 45, drawn alike (the seeded history, the bulk feed). */
export function drawBookingSpec(schedule: Schedule, rng: Rng, options: SpecOptions): NewBooking {
  return firstFound(() => randomBookingSpec(schedule, rng, options));
}

/** Draws until a booking request fits (a few tries are always enough with this timetable). */
export function firstFound(draw: () => NewBooking | undefined): NewBooking {
  for (let attempt = 0; attempt < 50; attempt++) {
    const spec = draw();
    if (spec) return spec;
  }
  throw new Error("no bookable flight found for a random booking");
}

export interface RandomSeedContext {
  schedule: Schedule;
  factory: BookingFactory;
  currency: Currency;
  seed: number;
  /** Seeded history happens before this instant (midnight UTC of "today"). */
  historyEndMs: number;
  /** Called with the cancellations of each seeded refund, when they are made. */
  refunded: (booking: Booking, cancellations: Cancellation[]) => void;
}

const between = (rng: Rng, fromMs: number, toMs: number): number => fromMs + Math.floor(rng.next() * Math.max(0, toMs - fromMs));

/** `count` past sales, some later cancelled, corrected or moved to another flight. */
export function seedRandomBookings(ctx: RandomSeedContext, count: number): void {
  for (let i = 0; i < count; i++) {
    const rng = rngFor(ctx.seed, "booking", i);
    const bookedAtUtc = ctx.historyEndMs - rng.int(60, 20 * 24 * 60) * MINUTE_MS;
    const booking = ctx.factory.create(rng, drawBookingSpec(ctx.schedule, rng, { bookedAtUtc, forSale: false }));
    const lastChange = Math.min(ctx.historyEndMs - MINUTE_MS, booking.legs[0]!.flight.departureUtc - HOUR_MS);
    if (rng.chance(0.15)) {
      const atUtc = between(rng, bookedAtUtc, lastChange);
      const passenger = booking.passengers[0]!;
      if (passenger.passport) changePassenger(booking, 0, "PassportNumber", `${passenger.passport.number.slice(0, 2)}${rng.int(1_000_000, 9_999_999)}`, atUtc, booking.channel.byUserName);
      else changePassenger(booking, 0, "Birthdate", addDays(passenger.birthdate, rng.int(1, 30)), atUtc, booking.channel.byUserName);
    }
    if (rng.chance(0.12)) moveToNextDay(ctx, booking, between(rng, bookedAtUtc, lastChange));
    if (rng.chance(0.2)) cancelOneTicket(ctx, rng, booking);
  }
}

/**
 * The airline moved the first flight to the same flight number a day later; false when that
 * flight or class does not exist or would land after the return leg leaves.
 */
export function moveToNextDay(ctx: Pick<RandomSeedContext, "schedule">, booking: Booking, atUtc: number): boolean {
  const { flight, cls } = booking.legs[0]!;
  const next = ctx.schedule
    .flightsOn(flight.origin.code, flight.destination.code, addDays(flight.localDate, 1))
    .find((f) => f.flightNumber === flight.flightNumber);
  const nextClass = next?.classes.find((c) => c.template.bookingCode === cls.template.bookingCode);
  const returnLeg = booking.legs[1];
  if (!next || !nextClass || (returnLeg && returnLeg.flight.departureUtc <= next.arrivalUtc)) return false;
  replaceFlight(booking, 0, { flight: next, cls: nextClass }, atUtc, "Schedule change by the airline");
  return true;
}

/** Refunds one ticket of a seeded booking at a random time between its sale and the earlier of its flight and the history's end. */
export function cancelOneTicket(ctx: Pick<RandomSeedContext, "currency" | "historyEndMs" | "refunded">, rng: Rng, booking: Booking): void {
  const ticket = rng.pick(booking.tickets);
  const leg = booking.legs[ticket.leg]!;
  const latest = Math.min(ctx.historyEndMs - MINUTE_MS, leg.flight.departureUtc - HOUR_MS);
  const atUtc = between(rng, booking.bookedAtUtc, latest);
  const reason = leg.cls.template.penaltyRule === "none" || rng.chance(0.15) ? 2 : 1;
  const quotes = quoteRefund(booking, [ticket.localNumber], reason, atUtc, ctx.currency);
  ctx.refunded(booking, applyRefund(booking, quotes, { atUtc, reason, byUsername: booking.channel.byUserName, remarks: null }));
}
