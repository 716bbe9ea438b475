import { sumOfProducts } from "../../domain/decimal.js";
import {
  isFlightBookedEvent,
  isSegmentCancelledEvent,
  type FlightBookedData,
  type SegmentCancelledData,
  type SupplierEvent,
} from "../../supplier/schemas/events.js";
import type { AlertBody, AlertLeg, BookingAlert, CancellationAlert, OtherAlert } from "../../store/store.js";

/**
 * What an alert needs from an event, taken out once when the event is polled and kept in the
 * outbox. Pure and total: the event passed its schema, and the parts the interface leaves
 * undescribed (charter legs, payment gateways, age type ids) are read defensively.
 */

/** A cancellation of a large group keeps this many passengers by name; the rest are counted. */
export const MAX_CANCELLED_PASSENGERS = 20;

export function alertBody(event: SupplierEvent): AlertBody {
  if (isFlightBookedEvent(event)) return bookingAlert(event.Data);
  if (isSegmentCancelledEvent(event)) return cancellationAlert(event.Data);
  return otherAlert(event.Type, event.Data);
}

/** Members of Payment that are not gateways. */
const PAYMENT_FIELDS = new Set(["PaymentTypeId", "SettlePaymentDatetime", "UserReturningFromIpgDateTime"]);

/** Charter (the supplier's own quota), web service (bought from another supplier), or both. */
export function bookingChannel(data: FlightBookedData): BookingAlert["channel"] {
  const details = [...data.DepartureFlightDetail, ...(data.ReturningFlightDetail ?? [])];
  const charter = details.some((d) => d.Charter) || data.TotalSalePayableOfCharterSegments > 0;
  const webservice = details.some((d) => d.Webservice) || data.TotalSalePayableOfWebserviceSegments > 0;
  return charter && webservice ? "mixed" : charter ? "charter" : webservice ? "webservice" : "unknown";
}

function bookingAlert(data: FlightBookedData): BookingAlert {
  const passengers = { adult: 0, child: 0, infant: 0, other: 0 };
  for (const passenger of data.Passengers) passengers[ageGroup(passenger.AgeTypeId)] += 1;
  const gateway = Object.entries(data.Payment ?? {}).find(([name, value]) => !PAYMENT_FIELDS.has(name) && isObject(value))?.[0] ?? null;
  return {
    kind: "booking",
    pnr: data.Pnr,
    legs: bookingLegs(data),
    passengers,
    total: data.TotalSalePayable,
    currency: data.SaleCurrency.Code,
    agency: data.ReserveForAgencyName ?? null,
    user: data.ReserveByUserName ?? data.ReserveForUserName ?? null,
    channel: bookingChannel(data),
    gateway,
    bookedAt: data.BookingDateTimeUtc,
  };
}

/**
 * The flights of a booking: the flight details (outbound, then return) when they name their
 * flight; otherwise the flights of the passengers' segments, each once.
 */
export function bookingLegs(data: FlightBookedData): AlertLeg[] {
  // Read for every booking of a page (its ledger rows and its alert): loops, no copies.
  const fromDetails: AlertLeg[] = [];
  for (const details of [data.DepartureFlightDetail, data.ReturningFlightDetail ?? []]) {
    for (const d of details) {
      const leg = legOf(d.Charter ?? d.Webservice);
      if (!leg) return segmentLegs(data);
      fromDetails.push(leg);
    }
  }
  return fromDetails.length > 0 ? fromDetails : segmentLegs(data);
}

function segmentLegs(data: FlightBookedData): AlertLeg[] {
  const legs = new Map<string, AlertLeg>();
  for (const passenger of data.Passengers) {
    for (const segments of [passenger.CharterSegments, passenger.WebserviceSegments]) {
      for (const segment of segments) {
        const leg = legOf((segment as Record<string, unknown>)["Flight"]);
        if (leg) legs.set(`${leg.airline}${leg.flight}@${leg.date}`, leg);
      }
    }
  }
  return [...legs.values()];
}

function cancellationAlert(data: SegmentCancelledData): CancellationAlert {
  const info = data.CancelledFlightInfo;
  const passengers = data.Passengers.slice(0, MAX_CANCELLED_PASSENGERS).map((p) => ({
    name: `${p.FirstName ?? ""} ${p.LastName ?? ""}`.trim(),
    ageType: p.AgeTypeCode ?? "",
    ticket: p.TicketNumber,
    penalty: p.PenaltyAmountThatPassengerShouldPay,
    penaltyPercent: p.PenaltyPolicyPercent ?? null,
    refund: p.AmountThatShouldPayBackToPassenger,
  }));
  return {
    kind: "cancellation",
    pnr: data.Pnr,
    leg: {
      origin: info.OriginIataCode,
      destination: info.DestinationIataCode,
      airline: info.AirlineIataCode ?? "",
      flight: info.FlightNumber,
      date: info.FlightDate,
    },
    cancelledBy: data.CancelledByUsername ?? null,
    cancelledAt: data.CancelationDateTimeUtc,
    currency: data.SaleCurrency.Code,
    passengers,
    morePassengers: data.Passengers.length - passengers.length,
    refundTotal: sumOfProducts(data.Passengers.map((p) => [p.AmountThatShouldPayBackToPassenger, 1] as const)),
  };
}

/** Fields that name the booking in the other event types seen (PNR, hotel or tour reference). */
const REFERENCE_FIELDS = ["Pnr", "BookingReference", "FlightPnr"];

function otherAlert(type: string, data: Record<string, unknown>): OtherAlert {
  const reference = REFERENCE_FIELDS.map((field) => data[field]).find((v): v is string => typeof v === "string" && v !== "");
  return { kind: "other", type, reference: reference ?? null };
}

/** A flight object from a part of the event the interface does not describe, or null. */
function legOf(value: unknown): AlertLeg | null {
  if (!isObject(value)) return null;
  const origin = stringAt(value, "OriginIataCode");
  const destination = stringAt(value, "DestinationIataCode");
  const flight = stringAt(value, "FlightNumber");
  const date = stringAt(value, "FlightDate");
  if (!origin || !destination || !flight || !date) return null;
  return { origin, destination, airline: stringAt(value, "AirlineIataCode") ?? "", flight, date };
}

function stringAt(holder: Record<string, unknown>, name: string): string | null {
  const value = holder[name];
  return typeof value === "string" ? value : null;
}

/** AgeTypeId is not described: 1/2/3 and the ADL/CHD/INF codes of the other operations are understood. */
function ageGroup(value: unknown): "adult" | "child" | "infant" | "other" {
  const code = String(value).toUpperCase();
  if (code === "1" || code === "ADL" || code === "ADULT") return "adult";
  if (code === "2" || code === "CHD" || code === "CHILD") return "child";
  if (code === "3" || code === "INF" || code === "INFANT") return "infant";
  return "other";
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
