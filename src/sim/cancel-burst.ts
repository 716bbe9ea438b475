import type { Booking, Ticket } from "./data/bookings.js";
import type { Flight, Schedule } from "./data/flights.js";
import { ROUTES } from "./data/routes.js";
import { applyRefund, quoteRefund } from "./refunds.js";
import { DAY_MS, formatDate, parseDate } from "./time.js";
import type { SimWorld } from "./world.js";

/**
 * A cancellation burst (control API, `cancelBurst`): `count` tickets of one upcoming flight
 * refunded now, the latest sales first, one refund per ticket, as DoRefund would (reason 1, or 2
 * for a class without a penalty rule): each emits its BookingSegmentCancelledV1 and its seat goes
 * back on sale. Without a flight: the most sold flight of the next 7 days (the soonest among equals),
 * or of any later day when none there has `count` tickets.
 */
export interface BurstRequest {
  /** Airline code and flight number, e.g. "IR7690". */
  flight?: string;
  /** Local departure date, yyyy-MM-dd; without it, the flight's next departure. */
  date?: string;
  count: number;
}

export interface BurstResult {
  flight: string;
  date: string;
  route: string;
  cancelled: number;
  /** The BookingSegmentCancelledV1 events, one per ticket. */
  eventIds: number[];
}

/** A request the simulator cannot carry out; the message says why. */
export class BurstError extends Error {}

const SOON_DAYS = 7;
const SALE_DAYS = 60;
const REMARKS = "Cancelled in a burst (simulator control)";

interface Sold {
  booking: Booking;
  ticket: Ticket;
}

export function cancelBurst(world: SimWorld, request: BurstRequest): BurstResult {
  const nowMs = world.nowMs();
  const sold = soldByFlight(world.bookings.all(), nowMs);
  const flight = request.flight === undefined ? busiestFlight(sold, request.count, nowMs) : namedFlight(world.schedule, request.flight, request.date, nowMs);
  const tickets = sold.get(flight) ?? [];
  const label = `${flight.airline.code}${flight.flightNumber}`;
  if (tickets.length < request.count) {
    throw new BurstError(`Flight ${label} of ${flight.localDate} has ${tickets.length} active tickets: cannot cancel ${request.count}.`);
  }
  const chosen = [...tickets].sort((a, b) => b.booking.bookedAtUtc - a.booking.bookedAtUtc).slice(0, request.count);
  const eventIds: number[] = [];
  for (const { booking, ticket } of chosen) {
    const leg = booking.legs[ticket.leg]!;
    const reason = leg.cls.template.penaltyRule === "none" ? 2 : 1;
    const quotes = quoteRefund(booking, [ticket.localNumber], reason, nowMs, world.currency, world.penaltyRules);
    const cancellations = applyRefund(booking, quotes, { atUtc: nowMs, reason, byUsername: booking.channel.byUserName, remarks: REMARKS });
    eventIds.push(...world.recordRefund(booking, cancellations));
    world.inventory.release(leg, 1);
  }
  return { flight: label, date: flight.localDate, route: flight.route.key, cancelled: chosen.length, eventIds };
}

/** Active tickets of seated passengers on each flight not yet departed. */
function soldByFlight(bookings: readonly Booking[], nowMs: number): Map<Flight, Sold[]> {
  const out = new Map<Flight, Sold[]>();
  for (const booking of bookings) {
    for (const ticket of booking.tickets) {
      const { flight } = booking.legs[ticket.leg]!;
      if (ticket.cancellation || flight.departureUtc <= nowMs || booking.passengers[ticket.passenger]!.ageCode === "INF") continue;
      const list = out.get(flight) ?? [];
      list.push({ booking, ticket });
      out.set(flight, list);
    }
  }
  return out;
}

function busiestFlight(sold: ReadonlyMap<Flight, Sold[]>, count: number, nowMs: number): Flight {
  const enough = [...sold.entries()].filter(([, tickets]) => tickets.length >= count);
  const soon = enough.filter(([flight]) => flight.departureUtc < nowMs + SOON_DAYS * DAY_MS);
  const pool = soon.length > 0 ? soon : enough;
  pool.sort(([a, x], [b, y]) => y.length - x.length || a.departureUtc - b.departureUtc);
  const first = pool[0];
  if (!first) throw new BurstError(`No upcoming flight has ${count} active tickets to cancel.`);
  return first[0];
}

function namedFlight(schedule: Schedule, label: string, date: string | undefined, nowMs: number): Flight {
  const code = label.trim().toUpperCase();
  const route = ROUTES.find((r) => r.services.some((s) => s.departures.some(([number]) => `${s.airline}${number}` === code)));
  if (!route) throw new BurstError(`No flight ${label} is in the timetable.`);
  const on = (day: string): Flight | undefined => schedule.flightsOn(route.origin, route.destination, day).find((f) => `${f.airline.code}${f.flightNumber}` === code);
  if (date === undefined) {
    for (let day = 0; day <= SALE_DAYS; day++) {
      const next = on(formatDate(nowMs + day * DAY_MS));
      if (next && next.departureUtc > nowMs) return next;
    }
    throw new BurstError(`Flight ${code} has no departure in the next ${SALE_DAYS} days.`);
  }
  if (parseDate(date) === null) throw new BurstError(`date must be a date in the form yyyy-MM-dd (got "${date}").`);
  const flight = on(date);
  if (!flight) throw new BurstError(`Flight ${code} does not fly on ${date}.`);
  if (flight.departureUtc <= nowMs) throw new BurstError(`Flight ${code} of ${date} has departed.`);
  return flight;
}
