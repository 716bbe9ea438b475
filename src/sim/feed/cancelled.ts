import { oppositeTicket, type BookedLeg, type Booking, type Cancellation, type PassengerInfo } from "../data/bookings.js";
import { toAmount, type Currency } from "../money.js";
import { formatSeconds } from "../time.js";
import type { WireCancelledPassenger, WireSegmentCancelledV1 } from "../wire/events.js";
import { eventSaleInfo, localFlightDate, saleCurrency, userIdOf } from "./wire-parts.js";

/**
 * CharterFlight.BookingSegmentCancelledV1: one event per cancelled flight segment of a refund,
 * carrying the passengers refunded on it. Flights and names are captured when the refund happens,
 * so later changes to the booking do not rewrite the event.
 */
export interface CancelledSegment {
  booking: Booking;
  leg: BookedLeg;
  /** The other leg of a round trip at the time of the refund. */
  oppositeLeg: BookedLeg | null;
  cancellations: readonly Cancellation[];
  passengers: readonly PassengerInfo[];
  atUtc: number;
  byUsername: string;
}

/** Captures what the event needs, grouping a refund's cancellations by leg. */
export function cancelledSegments(booking: Booking, cancellations: readonly Cancellation[]): CancelledSegment[] {
  const byLeg = new Map<number, Cancellation[]>();
  for (const c of cancellations) byLeg.set(c.ticket.leg, [...(byLeg.get(c.ticket.leg) ?? []), c]);
  return [...byLeg.entries()].map(([legIndex, list]) => ({
    booking,
    leg: booking.legs[legIndex]!,
    oppositeLeg: booking.roundTrip ? (booking.legs[1 - legIndex] ?? null) : null,
    cancellations: list,
    passengers: list.map((c) => ({ ...booking.passengers[c.ticket.passenger]! })),
    atUtc: list[0]!.atUtc,
    byUsername: list[0]!.byUsername,
  }));
}

export function segmentCancelledData(segment: CancelledSegment, currency: Currency): WireSegmentCancelledV1 {
  const { booking, leg, oppositeLeg } = segment;
  const amount = (minor: number): number => toAmount(currency, minor);
  const passengers = segment.cancellations.map((c, i): WireCancelledPassenger => {
    const passenger = segment.passengers[i]!;
    const opposite = oppositeLeg ? oppositeTicket(booking, c.ticket) : undefined;
    return {
      FirstName: passenger.firstName,
      LastName: passenger.lastName,
      AgeTypeCode: passenger.ageCode,
      TicketNumber: c.ticket.localNumber,
      SaleInfo: eventSaleInfo(currency, c.ticket.sale),
      PenaltyPolicyPercent: c.penaltyPercent,
      PenaltyAmountThatPassengerShouldPay: amount(c.penalty),
      OppositeFlightOnewayAndRoundtripPayableDifferenceThatPassengerShouldHaveCharged: amount(c.oppositeDifferenceDue),
      OppositeFlightOnewayAndRoundtripPayableDifferenceThatPassengerCharged: amount(c.oppositeDifference),
      AmountThatShouldPayBackToPassenger: amount(c.refund),
      OppositeFlight:
        oppositeLeg && opposite
          ? {
              FlightId: oppositeLeg.flight.id,
              FlightNumber: oppositeLeg.flight.flightNumber,
              FlightDate: localFlightDate(oppositeLeg),
              OriginIataCode: oppositeLeg.flight.origin.code,
              DestinationIataCode: oppositeLeg.flight.destination.code,
              OnewaySaleInfo: eventSaleInfo(currency, opposite.oneway),
              RoundtripSaleInfo: booking.roundTripFare ? eventSaleInfo(currency, opposite.sale) : null,
            }
          : null,
    };
  });
  return {
    Pnr: booking.pnr,
    SerialNumber: booking.serialNumber,
    ReserveForUserId: booking.channel.forUserId,
    ReserveForAgencyId: booking.channel.agencyId,
    ReserveForAgencyName: booking.channel.agencyName,
    BookingDateTimeUtc: formatSeconds(booking.bookedAtUtc),
    PaymentTypeId: booking.payment.typeId,
    CancelledByUserId: userIdOf(segment.byUsername),
    CancelledByUsername: segment.byUsername,
    CancelationDateTimeUtc: formatSeconds(segment.atUtc),
    CancelledFlightInfo: {
      FlightId: leg.flight.id,
      FlightClassId: leg.cls.id,
      FlightNumber: leg.flight.flightNumber,
      FlightDate: localFlightDate(leg),
      OriginIataCode: leg.flight.origin.code,
      DestinationIataCode: leg.flight.destination.code,
      BookingCode: leg.cls.template.bookingCode,
      FareName: leg.cls.template.fareName,
      AirlineIataCode: leg.flight.airline.code,
    },
    Passengers: passengers,
    SaleCurrency: saleCurrency(currency),
  };
}
