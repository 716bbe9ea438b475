import { SUPPLIER_NAME } from "../data/airlines.js";
import { AGE_GROUP_OF, type BookedLeg, type Booking, type PassengerInfo, type Ticket } from "../data/bookings.js";
import { fareTotal, farePayable, type Fare } from "../data/fares.js";
import { partnerOf } from "../feed/wire-parts.js";
import { toAmount, type Currency } from "../money.js";
import { policyTexts } from "../penalty.js";
import { formatMinutes } from "../time.js";
import type { WireBookingPassenger, WireBookingSaleInfo, WireBookingSegment, WireInitialPassenger, WireInitialSegment } from "../wire/booking.js";

/** Passengers and segments of GetHistory and GetStatus. */

function saleInfo(currency: Currency, fare: Fare): WireBookingSaleInfo {
  return {
    BaseFare: toAmount(currency, fare.base),
    Tax: toAmount(currency, fare.tax),
    TotalFare: toAmount(currency, fareTotal(fare)),
    CommissionPercent: fare.commissionPct,
    CalculatedAmountOfCommissionPercent: toAmount(currency, fare.commission),
    CommissionValue: 0,
    Payable: toAmount(currency, farePayable(fare)),
  };
}

/** A ticket as first sold: GetHistory's initial booking, and Book's answer. */
export function initialSegment(currency: Currency, leg: BookedLeg, ticket: Ticket): WireInitialSegment {
  const { flight, cls } = leg;
  return {
    FlightNumber: flight.flightNumber,
    FlightDate: formatMinutes(flight.departureUtc, flight.origin.utcOffsetMinutes),
    OriginIataCode: flight.origin.code,
    DestinationIataCode: flight.destination.code,
    CabinType: cls.template.cabin,
    BookingCode: cls.template.bookingCode,
    FareName: cls.template.fareName,
    AirlineIataCode: flight.airline.code,
    OriginalPnr: ticket.originalPnr,
    LocalTicketNumber: ticket.localNumber,
    OriginalTicketNumber: ticket.originalNumber,
    OriginalSupplierName: flight.service.source === "Owned" ? SUPPLIER_NAME : partnerOf(leg).name,
    SaleInfo: saleInfo(currency, ticket.sale),
  };
}

function segment(currency: Currency, booking: Booking, passenger: PassengerInfo, ticket: Ticket): WireBookingSegment {
  const leg = booking.legs[ticket.leg]!;
  const template = leg.cls.template;
  const bag = AGE_GROUP_OF[passenger.ageCode] === "infant" ? template.infantBaggage : template.baggage;
  const texts = policyTexts(template.penaltyRule);
  return {
    ...initialSegment(currency, leg, ticket),
    FreeBaggage: {
      CheckedBaggage_Quantity: bag.checkedQuantity,
      CheckedBaggage_TotalWeight: bag.checkedWeight,
      HandBaggage_Quantity: bag.handQuantity,
      HandBaggage_TotalWeight: bag.handWeight,
    },
    JarimeCanceliTextFa: texts.fa,
    JarimeCanceliTextEn: texts.en,
  };
}

function identity(p: PassengerInfo) {
  return {
    Id: p.id,
    FirstName: p.firstName,
    LastName: p.lastName,
    Gender: p.gender,
    Birthdate: p.birthdate,
    NationalityCountry: p.nationality,
    IranianCartMelli: p.codeMelli ? { CodeMelli: p.codeMelli } : null,
    Passport: p.passport ? { Number: p.passport.number, ExpiryDate: p.passport.expiryDate, IssuingCountry: p.passport.issuingCountry } : null,
  };
}

/** The latest state: current names and flights; refunded segments are left out. */
export function currentPassengers(currency: Currency, booking: Booking): WireBookingPassenger[] {
  return booking.passengers.map((p, index) => ({
    ...identity(p),
    AgeType: p.ageCode,
    SegmentList: booking.tickets.filter((t) => t.passenger === index && !t.cancellation).map((t) => segment(currency, booking, p, t)),
  }));
}

/** The booking as first made. */
export function initialPassengers(currency: Currency, booking: Booking): WireInitialPassenger[] {
  return booking.initialPassengers.map((p, index) => ({
    ...identity(p),
    AgeTypeCode: p.ageCode,
    SegmentList: booking.tickets.filter((t) => t.passenger === index).map((t) => initialSegment(currency, booking.initialLegs[t.leg]!, t)),
  }));
}
