import { drawBookingSpec } from "../data/seed-random.js";
import { randomPnr, type BookingFactory } from "../data/booking-factory.js";
import type { Booking } from "../data/bookings.js";
import type { Schedule } from "../data/flights.js";
import type { Currency } from "../money.js";
import { rngFor } from "../random.js";
import { flightBookedData } from "./booked.js";
import { hotelBookedData, passengerInfoChangedData, segmentReplacedData, tourBundleBookedData } from "./other.js";
import type { StoredEvent } from "./store.js";

/** The feed's startup history: events of the seeded bookings, other sales, and bulk volume. */

export type SeedEvent = Omit<StoredEvent, "id">;

/** Booked, passenger-changed and flight-replaced events of stored bookings (refunds emit their own). */
export function bookingHistoryEvents(bookings: readonly Booking[], currency: Currency): SeedEvent[] {
  return bookings.flatMap((booking): SeedEvent[] => [
    { type: "FederatedFlight.FlightBookedV2", createdMs: booking.bookedAtUtc, data: () => flightBookedData(booking, currency) },
    ...booking.infoChanges.map((change): SeedEvent => ({
      type: "Federated.PassengerInfoChangedV1",
      createdMs: change.atUtc,
      data: () => passengerInfoChangedData(booking, change),
    })),
    ...booking.flightChanges.map((change): SeedEvent => ({
      type: "CharterFlight.BookingFlightSegmentReplacedV1",
      createdMs: change.atUtc,
      data: () => segmentReplacedData(booking, change),
    })),
  ]);
}

/** Hotel and tour sales of the last two weeks: types a flight-alert consumer must skip. */
export function otherSalesEvents(seed: number, beforeMs: number, currency: Currency): SeedEvent[] {
  const events: SeedEvent[] = [];
  for (let i = 0; i < 12; i++) {
    const rng = rngFor(seed, "other-sale", i);
    const atUtc = beforeMs - rng.int(10, 14 * 24 * 60) * 60_000;
    events.push(
      i % 3 === 0
        ? { type: "TourBundle.TourBundleBookedV2", createdMs: atUtc, data: () => tourBundleBookedData(rngFor(seed, "tour", i), atUtc, currency) }
        : { type: "FederatedHotel.HotelBookedV1", createdMs: atUtc, data: () => hotelBookedData(rngFor(seed, "hotel", i), atUtc, currency) },
    );
  }
  return events;
}

export interface BulkContext {
  schedule: Schedule;
  factory: BookingFactory;
  currency: Currency;
  seed: number;
}

const BULK_SERIAL_BASE = 900_000;

/**
 * `count` FlightBookedV2 events at random seconds of one UTC day (several may share a second, as
 * on a busy real feed). Each is a few numbers until read: its booking is synthesised from the
 * seed and its index when the event is rendered, identically every time. These bookings are not
 * stored (GetHistory does not know their PNRs).
 */
export function bulkBookingEvents(ctx: BulkContext, count: number, dayStartMs: number): SeedEvent[] {
  const times = rngFor(ctx.seed, "bulk-times");
  const seconds = Array.from({ length: count }, () => times.int(0, 86_399)).sort((a, b) => a - b);
  return seconds.map((second, index): SeedEvent => {
    const createdMs = dayStartMs + second * 1000;
    return {
      type: "FederatedFlight.FlightBookedV2",
      createdMs,
      data: () => {
        const rng = rngFor(ctx.seed, "bulk", index);
        const spec = drawBookingSpec(ctx.schedule, rng, { bookedAtUtc: createdMs, forSale: false, lean: true });
        const booking = ctx.factory.build(rng, { ...spec, pnr: randomPnr(rng), reference: `FD-B${index}`, serialNumber: BULK_SERIAL_BASE + index });
        return flightBookedData(booking, ctx.currency);
      },
    };
  });
}
