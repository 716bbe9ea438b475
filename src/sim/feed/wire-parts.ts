import type { BookedLeg } from "../data/bookings.js";
import type { Baggage } from "../data/fare-classes.js";
import { fareTotal, farePayable, type Fare } from "../data/fares.js";
import { hashKey } from "../random.js";
import { percentOf, toAmount, type Currency } from "../money.js";
import { formatMinutes } from "../time.js";
import type { WireSaleCurrency } from "../wire/common.js";
import type { WireBuyInfo, WireCharterFlight, WireEventBaggage, WireEventFlightRef, WireEventSaleInfo, WireWebserviceFlight } from "../wire/events.js";
import { PARTNER_SUPPLIERS } from "../data/airlines.js";

/** Pieces shared by the event renderers. */

export function saleCurrency(currency: Currency): WireSaleCurrency {
  return { Id: currency.id, Code: currency.code };
}

export function eventSaleInfo(currency: Currency, fare: Fare): WireEventSaleInfo {
  const amount = (minor: number): number => toAmount(currency, minor);
  return {
    BaseFare: amount(fare.base),
    Tax: amount(fare.tax),
    TotalFare: amount(fareTotal(fare)),
    CommisionPercent: fare.commissionPct,
    CalculatedAmountOfCommisionPercent: amount(fare.commission),
    CommisionValue: 0,
    Discount: 0,
    Surcharge: amount(fare.markup),
    Payable: amount(farePayable(fare)),
  };
}

/** Commission the partner supplier grants on what the simulated supplier buys from it. */
const BUY_COMMISSION_PCT = 4;

export function buyInfo(currency: Currency, fare: Fare): WireBuyInfo {
  const total = fareTotal(fare);
  const commission = percentOf(total, BUY_COMMISSION_PCT, currency.smallStep);
  return {
    CurrencyId: currency.id,
    NerkheTabdileArzeKharidBeArzePaye: 1,
    BaseFare: toAmount(currency, fare.base),
    Tax: toAmount(currency, fare.tax),
    TotalFare: toAmount(currency, total),
    Commision: toAmount(currency, commission),
    Payable: toAmount(currency, total - commission),
  };
}

export function eventBaggage(bag: Baggage): WireEventBaggage {
  return {
    CheckedBaggageQuantity: bag.checkedQuantity,
    CheckedBaggageTotalWeight: bag.checkedWeight,
    HandBaggageQuantity: bag.handQuantity,
    HandBaggageTotalWeight: bag.handWeight,
  };
}

export function localFlightDate(leg: BookedLeg): string {
  return formatMinutes(leg.flight.departureUtc, leg.flight.origin.utcOffsetMinutes);
}

export function charterFlight(leg: BookedLeg): WireCharterFlight {
  const { flight, cls } = leg;
  return {
    FlightId: flight.id,
    FlightClassId: cls.id,
    FlightNumber: flight.flightNumber,
    FlightDate: localFlightDate(leg),
    DurationInMinute: flight.durationMinutes,
    OriginIataCode: flight.origin.code,
    DestinationIataCode: flight.destination.code,
    BookingCode: cls.template.bookingCode,
    FareName: cls.template.fareName,
    AirlineIataCode: flight.airline.code,
    CabinType: cls.template.cabin,
  };
}

export function partnerOf(leg: BookedLeg): { id: number; name: string } {
  const partner = PARTNER_SUPPLIERS[leg.flight.airline.code];
  if (!partner) throw new Error(`no partner supplier for ${leg.flight.airline.code}`);
  return partner;
}

export function webserviceFlight(leg: BookedLeg): WireWebserviceFlight {
  const { flight, cls } = leg;
  return {
    FlightNumber: flight.flightNumber,
    FlightDate: localFlightDate(leg),
    DurationInMinute: flight.durationMinutes,
    OriginIataCode: flight.origin.code,
    DestinationIataCode: flight.destination.code,
    BookingCode: cls.template.bookingCode,
    FareName: cls.template.fareName,
    SupplierId: partnerOf(leg).id,
    AirlineIataCode: flight.airline.code,
  };
}

export function flightRef(leg: BookedLeg): WireEventFlightRef {
  return {
    FlightId: leg.flight.id,
    FlightNumber: leg.flight.flightNumber,
    FlightDate: localFlightDate(leg),
    OriginIataCode: leg.flight.origin.code,
    DestinationIataCode: leg.flight.destination.code,
    AirlineIataCode: leg.flight.airline.code,
  };
}

/** Stable user id of a username that is not one of the agencies' users (API accounts). */
export function userIdOf(username: string): number {
  return 5000 + (hashKey("user", username) % 4000);
}
