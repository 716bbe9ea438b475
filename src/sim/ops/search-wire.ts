import { AGE_GROUPS, fareTotal, farePayable, type Fare, type FareSet } from "../data/fares.js";
import type { Baggage } from "../data/fare-classes.js";
import type { Flight, FlightClass, FlightStop } from "../data/flights.js";
import { REMARKS } from "../data/routes.js";
import { toAmount, type Currency } from "../money.js";
import { policyTexts } from "../penalty.js";
import { formatMinutes } from "../time.js";
import type { WireCulture } from "../wire/common.js";
import type { WireFare, WireFlight, WireFlightClass, WireFreeBaggage, WireStop } from "../wire/availability.js";

/** Availability wire shapes of flights and fare classes. */

function remarks(flight: Flight, culture: WireCulture): string {
  const key = flight.service.remarks;
  if (!key) return "";
  const texts = REMARKS[key];
  return culture === "fa-IR" ? texts.fa : culture === "ar-IQ" ? (texts.ar ?? texts.en) : texts.en;
}

function stop(s: FlightStop | undefined): WireStop | null {
  if (!s) return null;
  return {
    AirportIataCode: s.airport.code,
    FlightDurationUntilThisStopInMinute: s.elapsedMinutes,
    StopDurationInMinute: s.groundMinutes,
    ArrivalDateTime: formatMinutes(s.arrivalUtc, s.airport.utcOffsetMinutes),
    DepartureDateTime: formatMinutes(s.departureUtc, s.airport.utcOffsetMinutes),
  };
}

export function flightWire(flight: Flight, culture: WireCulture): WireFlight {
  return {
    FlightNumber: flight.flightNumber,
    DepartureDateTime: formatMinutes(flight.departureUtc, flight.origin.utcOffsetMinutes),
    Origin: { Code: flight.origin.code, Terminal: "" },
    Destination: { Code: flight.destination.code, Terminal: "" },
    Aircraft: flight.service.aircraft,
    ArrivalDateTime: formatMinutes(flight.arrivalUtc, flight.destination.utcOffsetMinutes),
    Duration: flight.durationMinutes,
    Airline: flight.airline.code,
    Remarks: remarks(flight, culture),
    Source: flight.service.source,
    Stop1: stop(flight.stops[0]),
    Stop2: stop(flight.stops[1]),
  };
}

function fareWire(currency: Currency, fare: Fare): WireFare {
  return {
    BaseFare: toAmount(currency, fare.base),
    Tax: toAmount(currency, fare.tax),
    TotalFare: toAmount(currency, fareTotal(fare)),
    Commission: toAmount(currency, fare.commission),
    Markup: toAmount(currency, fare.markup),
    Payable: toAmount(currency, farePayable(fare)),
  };
}

function baggageWire(bag: Baggage): WireFreeBaggage {
  return {
    CheckedBaggageQuantity: bag.checkedQuantity,
    CheckedBaggageTotalWeight: bag.checkedWeight,
    HandBaggageQuantity: bag.handQuantity,
    HandBaggageTotalWeight: bag.handWeight,
  };
}

/** A fare class with the given fares (one-way or round-trip-only). */
export function classWire(flight: Flight, cls: FlightClass, fares: FareSet, currency: Currency): WireFlightClass {
  const t = cls.template;
  const texts = policyTexts(t.penaltyRule);
  const [adult, child, infant] = AGE_GROUPS.map((age) => fareWire(currency, fares[age])) as [WireFare, WireFare, WireFare];
  return {
    CabinType: t.cabin,
    BookingCode: t.bookingCode,
    FareName: t.fareName,
    AvailableSeat: cls.seats,
    AdultFare: adult,
    ChildFare: child,
    InfantFare: infant,
    AdultFreeBaggage: baggageWire(t.baggage),
    ChildFreeBaggage: baggageWire(t.baggage),
    InfantFreeBaggage: baggageWire(t.infantBaggage),
    CancelationPolicyList: [
      // Partners send their rules in English only.
      { Culture: "fa-IR", Text: flight.service.source === "Owned" ? texts.fa : null },
      { Culture: "en-US", Text: texts.en },
    ],
    RestrictedForTour: t.tourOnly,
    PermittedNationalityList: [...cls.nationalities.permitted],
    ProhibitedNationalityList: [...cls.nationalities.prohibited],
  };
}
