import type { Currency } from "../money.js";
import { rngFor, type Rng } from "../random.js";
import { DAY_MS, formatDate, HOUR_MS } from "../time.js";
import type { BookingFactory } from "./booking-factory.js";
import type { Booking, Cancellation } from "./bookings.js";
import type { SalesDemand } from "./demand.js";
import type { Flight, Schedule } from "./flights.js";
import { drawLeadDays, MAX_LEAD_DAYS, shareSoldBefore } from "./lead-time.js";
import { randomParty } from "./people.js";
import type { SeatInventory } from "./seat-inventory.js";
import { cancelOneTicket, PARTY_SIZES } from "./seed-random.js";

/**
 * The sales history (salesHistoryDays): on a few routes, the owned flights of the last `days` days
 * with every sale they had, and the flights still on sale with the sales made so far, each sale
 * made when the lead-time curve says and each flight filled to its demand (demand.ts). Past
 * flights began selling up to MAX_LEAD_DAYS before departure, so the sales go back `days` +
 * MAX_LEAD_DAYS days. One flight in 2 to 5 days of the strongest of these routes is a rush: it
 * starts at RUSH_LOAD and live sales favour it (curve-sale.ts). A few sales lose a ticket to a
 * refund; the seat is not put back on sale (the charter's quota went back to the tour operator).
 */
export const HISTORY_ROUTES = ["MHD-KIH", "KIH-MHD", "MHD-NJF", "NJF-MHD"] as const;
export const RUSH_LOAD = 0.78;
const RUSH_DAYS_AHEAD = [3, 4, 2, 5] as const;
const CANCELLED_SHARE = 0.05;
const FOREIGN_SHARE = 0.25;
const MIN_LEAD_DAYS = (2 * HOUR_MS) / DAY_MS;

export interface SalesHistoryContext {
  schedule: Schedule;
  factory: BookingFactory;
  inventory: SeatInventory;
  demand: SalesDemand;
  currency: Currency;
  seed: number;
  /** Past flights of this many days before today. */
  days: number;
  todayMs: number;
  /** Sales are made before this instant. */
  historyEndMs: number;
  refunded: (booking: Booking, cancellations: Cancellation[]) => void;
}

/** Seeds the history's bookings (and their refunds); answers the rush flight. */
export function seedSalesHistory(ctx: SalesHistoryContext): Flight | null {
  const rush = rushFlight(ctx);
  for (const key of HISTORY_ROUTES) {
    for (let day = -ctx.days; day <= MAX_LEAD_DAYS; day++) {
      for (const flight of historyFlights(ctx, key, day)) sellFlight(ctx, flight, flight === rush);
    }
  }
  return rush;
}

/** Owned flights a route sells on a day from today: closed ones sell nothing. */
function historyFlights(ctx: SalesHistoryContext, routeKey: string, day: number): Flight[] {
  const [origin, destination] = routeKey.split("-") as [string, string];
  return ctx.schedule.flightsOn(origin, destination, formatDate(ctx.todayMs + day * DAY_MS)).filter((f) => f.service.source === "Owned" && f.status !== "Closed");
}

function rushFlight(ctx: SalesHistoryContext): Flight | null {
  const strongest = [...HISTORY_ROUTES].sort((a, b) => ctx.demand.routeStrength(b) - ctx.demand.routeStrength(a));
  for (const key of strongest) {
    for (const day of RUSH_DAYS_AHEAD) {
      const flight = historyFlights(ctx, key, day).find((f) => f.status === "OnTime");
      if (flight) return flight;
    }
  }
  return null;
}

function sellFlight(ctx: SalesHistoryContext, flight: Flight, rush: boolean): void {
  const capacity = ctx.inventory.capacity(flight) ?? 0;
  shareOut(flight, capacity);
  ctx.inventory.clip(flight);
  const daysLeft = (flight.departureUtc - ctx.historyEndMs) / DAY_MS;
  const demanded = Math.min(capacity, Math.round(ctx.demand.flightLoad(flight) * capacity));
  const target = rush ? Math.floor(RUSH_LOAD * capacity) : Math.round(demanded * shareSoldBefore(daysLeft));
  const rng = rngFor(ctx.seed, "history", flight.id);
  while (ctx.inventory.takenOn(flight) < target) {
    const booking = sellOne(ctx, rng, flight, Math.min(rng.pick(PARTY_SIZES), target - ctx.inventory.takenOn(flight)), daysLeft);
    if (!booking) break;
    // The rush flight keeps every ticket: its load in the ledger is what the demo's hint says.
    if (!rush && rng.chance(CANCELLED_SHARE)) cancelOneTicket(ctx, rng, booking);
  }
  if (flight.status === "SoldOut") for (const cls of flight.classes) cls.seats = 0;
}

function sellOne(ctx: SalesHistoryContext, rng: Rng, flight: Flight, size: number, daysLeft: number): Booking | undefined {
  const classes = flight.classes.filter((cls) => !cls.template.tourOnly && cls.seats >= size);
  if (classes.length === 0) return undefined;
  const bookedAtUtc = flight.departureUtc - drawLeadDays(rng, Math.max(daysLeft, MIN_LEAD_DAYS)) * DAY_MS;
  const booking = ctx.factory.create(rng, {
    legs: [{ flight, cls: rng.pick(classes) }],
    passengers: randomParty(rng, size, flight.localDate, rng.chance(FOREIGN_SHARE)),
    roundTrip: false,
    bookedAtUtc,
    remarks: null,
  });
  ctx.inventory.take(booking, true);
  return booking;
}

/**
 * The aircraft's seats shared among the classes on sale by their size. The tour operators' quota
 * was released to them: a flight sells out when its capacity is sold.
 */
function shareOut(flight: Flight, capacity: number): void {
  const onSale = flight.classes.filter((cls) => !cls.template.tourOnly);
  for (const cls of flight.classes) if (cls.template.tourOnly) cls.seats = 0;
  const weight = onSale.reduce((sum, cls) => sum + cls.template.maxSeats, 0);
  for (const cls of onSale) cls.seats = Math.floor((capacity * cls.template.maxSeats) / weight);
  onSale[0]!.seats += capacity - onSale.reduce((sum, cls) => sum + cls.seats, 0);
}

