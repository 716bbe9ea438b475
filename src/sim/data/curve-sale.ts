import type { Rng } from "../random.js";
import { DAY_MS, formatDate, HOUR_MS } from "../time.js";
import type { NewBooking } from "./booking-factory.js";
import type { BookedLeg } from "./bookings.js";
import type { SalesDemand } from "./demand.js";
import type { Flight, Schedule } from "./flights.js";
import { drawLeadDays } from "./lead-time.js";
import { ROUTES } from "./routes.js";
import { completeSpec, PARTY_SIZES, saleFilter, type SpecOptions } from "./seed-random.js";

/**
 * A live sale along the sales curve: its departure day is drawn from the lead-time curve (most
 * sales close to departure), and among that day's flights on sale it takes one with a chance in
 * proportion to the flight's demand (strong routes sell more). A rush flight, when there is one,
 * takes RUSH_SHARE of the sales while it has seats.
 */
const RUSH_SHARE = 0.4;

export interface CurveSale {
  schedule: Schedule;
  demand: SalesDemand;
  rush: Flight | null;
}

export function curveBookingSpec(ctx: CurveSale, rng: Rng, options: SpecOptions): NewBooking | undefined {
  const size: number = rng.pick(PARTY_SIZES);
  const accept = saleFilter(options, size);
  const onSale = (flight: Flight): BookedLeg[] =>
    flight.departureUtc < options.bookedAtUtc + 2 * HOUR_MS ? [] : flight.classes.filter((cls) => accept(flight, cls)).map((cls) => ({ flight, cls }));
  const rushLegs = ctx.rush && rng.chance(RUSH_SHARE) ? onSale(ctx.rush) : [];
  const outbound = rushLegs.length > 0 ? rng.pick(rushLegs) : curveLeg(ctx, rng, options.bookedAtUtc, onSale);
  return outbound && completeSpec(ctx.schedule, rng, outbound, size, options);
}

/** A flight and class on sale on the day the curve draws, weighted by the flight's demand. */
function curveLeg(ctx: CurveSale, rng: Rng, nowMs: number, onSale: (flight: Flight) => BookedLeg[]): BookedLeg | undefined {
  const date = formatDate(nowMs + drawLeadDays(rng) * DAY_MS, 210);
  const choices = ROUTES.flatMap((route) => ctx.schedule.flightsOn(route.origin, route.destination, date))
    .map((flight) => ({ legs: onSale(flight), weight: ctx.demand.flightLoad(flight) }))
    .filter((choice) => choice.legs.length > 0);
  let roll = rng.next() * choices.reduce((sum, choice) => sum + choice.weight, 0);
  for (const choice of choices) {
    roll -= choice.weight;
    if (roll < 0) return rng.pick(choice.legs);
  }
  return undefined;
}
