import { describe, expect, it } from "vitest";
import type { Booking } from "../../src/sim/data/bookings.js";
import type { Flight } from "../../src/sim/data/flights.js";
import { ROUTES } from "../../src/sim/data/routes.js";
import { DAY_MS } from "../../src/sim/time.js";
import type { SimWorld } from "../../src/sim/world.js";
import { FIXED_NOW, manualClock } from "./helpers.js";
import { simWorld } from "./world-helpers.js";

/**
 * Live sales along the sales curve (data/curve-sale.ts): close to departure more often, strong
 * routes more than weak ones, never more seats than a flight has, and now and then a flight sold
 * out. The clock starts at FIXED_NOW and moves 30 s a sale (2 a minute, as the demo sells).
 */
const SALE_MS = 30_000;

function sell(world: SimWorld, clock: ReturnType<typeof manualClock>, count: number): Booking[] {
  const out: Booking[] = [];
  for (let i = 0; i < count; i++) {
    clock.advance(SALE_MS);
    out.push(world.bookings.get(world.createBooking().pnr)!);
  }
  return out;
}

const seatsOf = (booking: Booking): number => booking.passengers.filter((p) => p.ageCode !== "INF").length;
const leadDays = (booking: Booking): number => (booking.legs[0]!.flight.departureUtc - booking.bookedAtUtc) / DAY_MS;

/** Seats each flight sold, added up from the bookings themselves. */
function seatsByFlight(bookings: readonly Booking[]): Map<Flight, number> {
  const out = new Map<Flight, number>();
  for (const booking of bookings) for (const leg of booking.legs) out.set(leg.flight, (out.get(leg.flight) ?? 0) + seatsOf(booking));
  return out;
}

describe("live sales along the sales curve", () => {
  it("sells close to departure more often: of 2,000 sales, far more within 7 days than 21 to 28 days before", () => {
    const clock = manualClock(FIXED_NOW);
    const leads = sell(simWorld(clock.now), clock, 2000).map(leadDays);
    const within7 = leads.filter((d) => d < 7).length;
    const weeks3to4 = leads.filter((d) => d >= 21 && d < 28).length;
    expect(within7).toBeGreaterThan(5 * weeks3to4);
    expect(leads.filter((d) => d < 14).length).toBeGreaterThan(leads.length / 2);
    // The curve draws a day: a flight late on the 45th day is a little more than 45 days away.
    expect(Math.max(...leads)).toBeLessThan(46);
  });

  it("is the same for the same seed and clock, and other for another seed", () => {
    const run = (seed: number): string[] => {
      const clock = manualClock(FIXED_NOW);
      return sell(simWorld(clock.now, { seed }), clock, 50).map((b) => `${b.pnr} ${b.legs[0]!.flight.id}`);
    };
    expect(run(7)).toEqual(run(7));
    expect(run(8)).not.toEqual(run(7));
  });

  it("sells strong routes more than weak ones, per flight of the timetable", () => {
    const clock = manualClock(FIXED_NOW);
    const world = simWorld(clock.now);
    const strengths = ROUTES.map((r) => world.demand.routeStrength(r.key));
    expect(Math.min(...strengths)).toBeLessThan(0.5);
    expect(Math.max(...strengths)).toBeGreaterThan(0.75);
    const sales = new Map<string, number>();
    for (const booking of sell(world, clock, 3000)) sales.set(booking.legs[0]!.flight.route.key, (sales.get(booking.legs[0]!.flight.route.key) ?? 0) + 1);
    const perFlight = (tier: (strength: number) => boolean): number => {
      const routes = ROUTES.filter((r) => tier(world.demand.routeStrength(r.key)));
      const flights = routes.reduce((n, r) => n + r.services.reduce((m, s) => m + s.departures.length, 0), 0);
      return routes.reduce((n, r) => n + (sales.get(r.key) ?? 0), 0) / flights;
    };
    expect(perFlight((s) => s >= 0.8)).toBeGreaterThan(1.5 * perFlight((s) => s < 0.5));
  });

  it("never sells more seats than a flight has, offers no more than is left, and sells some flight out in a long run", () => {
    const clock = manualClock(FIXED_NOW);
    const world = simWorld(clock.now);
    const sold = seatsByFlight(sell(world, clock, 8000));
    let soldOut = 0;
    for (const [flight, seats] of sold) {
      const onSale = flight.classes.filter((c) => !c.template.tourOnly).reduce((n, c) => n + c.seats, 0);
      if (flight.status === "OnTime" && onSale === 0) soldOut++;
      if (flight.service.source !== "Owned") continue;
      const capacity = world.flightControl.capacityOf(flight);
      expect(seats, `${flight.flightNumber} ${flight.localDate}`).toBeLessThanOrEqual(capacity);
      expect(world.inventory.takenOn(flight)).toBeGreaterThanOrEqual(seats);
      expect(onSale + world.inventory.takenOn(flight)).toBeLessThanOrEqual(capacity);
    }
    expect(soldOut).toBeGreaterThan(0);
  });

  it("with the sales history, takes the rush flight past 80 % within 10 sales and sells it out at its capacity", () => {
    const clock = manualClock(FIXED_NOW);
    const world = simWorld(clock.now, { salesHistoryDays: 10 });
    const rush = world.rush!;
    const capacity = world.flightControl.capacityOf(rush);
    const soldOnRush = (): number =>
      world.bookings.all().reduce((n, b) => n + b.tickets.filter((t) => !t.cancellation && b.legs[t.leg]!.flight === rush && b.passengers[t.passenger]!.ageCode !== "INF").length, 0);
    expect(soldOnRush() / capacity).toBeLessThan(0.78);
    sell(world, clock, 10);
    expect(soldOnRush() / capacity).toBeGreaterThanOrEqual(0.8);
    sell(world, clock, 90);
    expect(soldOnRush()).toBe(capacity);
    expect(rush.classes.every((c) => c.seats === 0)).toBe(true);
  });
  it("refundable: true sells only classes the supplier quotes a penalty for, one flight or many; without it, some sales are refund by phone only", () => {
    const clock = manualClock(FIXED_NOW);
    const world = simWorld(clock.now);
    const phoneOnly = (booking: Booking) => booking.legs.some((leg) => leg.cls.template.penaltyRule === "none");
    expect(sell(world, clock, 400).some(phoneOnly)).toBe(true);
    const refundable = Array.from({ length: 400 }, (_, i) => world.bookings.get(world.createBooking({ refundable: true, ...(i % 50 === 0 ? { legs: 5 } : {}) }).pnr)!);
    expect(refundable.filter((booking) => booking.legs.length === 5)).toHaveLength(8);
    expect(refundable.filter(phoneOnly)).toEqual([]);
  });
});
