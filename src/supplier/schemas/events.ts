import { z } from "zod";
import { firstIssue } from "../validate.js";
import { SaleCurrencySchema, usernamePasswordShape } from "./common.js";
import { anything, list, opaque, optionalNumber, optionalText, record, zeroWhenAbsent } from "./tolerant.js";

/**
 * Event retrieval (B2M and B2B, V1). Data is checked by the type's family (the name without its
 * version suffix, which changes with the format) for the two families the bot reads. Only what
 * an alert shows or counts is required (the PNR, amounts, tickets, the flight cancelled, the
 * currency); the rest is read when present and always kept as it came.
 */

export const FLIGHT_BOOKED = "FederatedFlight.FlightBookedV2";
export const SEGMENT_CANCELLED = "CharterFlight.BookingSegmentCancelledV1";
/** Named by the interface without its Data: read as far as it fits (SegmentReplacedDataSchema). */
export const SEGMENT_REPLACED = "CharterFlight.BookingFlightSegmentReplacedV1";

const eventsRangeShape = {
  /** yyyy-MM-dd HH:mm:ss, UTC. */
  FromDatetime: z.string(),
  ToDatetime: z.string(),
  EventTypeList: z.array(z.string()),
};

export const B2mEventsRequestSchema = z.looseObject(eventsRangeShape);
export const B2bEventsRequestSchema = z.looseObject({ ...usernamePasswordShape, ...eventsRangeShape });

/** Objects the interface lists but the bot does not read field by field (segments, gateways). */
const objects = list(z.record(z.string(), z.unknown()));

const BookedPassengerSchema = record({
  /** Not described: 1/2/3 or ADL/CHD/INF. */
  AgeTypeId: anything,
  FirstName: optionalText,
  LastName: optionalText,
  CharterSegments: objects,
  WebserviceSegments: objects,
});

/** One leg of the trip: exactly one of Charter and Webservice is set. */
const FlightDetailSchema = record({ Charter: opaque, Webservice: opaque });

export const FlightBookedDataSchema = record({
  Pnr: z.string(),
  ReserveForAgencyName: optionalText,
  ReserveForUserName: optionalText,
  ReserveByUserName: optionalText,
  /** UTC. */
  BookingDateTimeUtc: z.string(),
  TotalSalePayableOfCharterSegments: zeroWhenAbsent,
  TotalSalePayableOfWebserviceSegments: zeroWhenAbsent,
  TotalSalePayable: z.number(),
  SaleCurrency: SaleCurrencySchema,
  Passengers: list(BookedPassengerSchema),
  DepartureFlightDetail: list(FlightDetailSchema),
  ReturningFlightDetail: list(FlightDetailSchema),
  /** One member per payment gateway, all null but the one used. */
  Payment: opaque,
});

const CancelledPassengerSchema = record({
  FirstName: optionalText,
  LastName: optionalText,
  AgeTypeCode: optionalText,
  TicketNumber: z.string(),
  PenaltyPolicyPercent: optionalNumber,
  PenaltyAmountThatPassengerShouldPay: z.number(),
  AmountThatShouldPayBackToPassenger: z.number(),
});

export const SegmentCancelledDataSchema = record({
  Pnr: z.string(),
  CancelledByUsername: optionalText,
  /** UTC. */
  CancelationDateTimeUtc: z.string(),
  CancelledFlightInfo: record({
    FlightNumber: z.string(),
    /** Local time at the origin. */
    FlightDate: z.string(),
    OriginIataCode: z.string(),
    DestinationIataCode: z.string(),
    AirlineIataCode: optionalText,
  }),
  Passengers: list(CancelledPassengerSchema),
  SaleCurrency: SaleCurrencySchema,
});

/** Text the supplier may send as a number (a flight number, a reason code). */
const textOrNumber = z.union([z.string(), z.number()]).transform((value) => String(value));

/** A flight of a replacement: its number, origin-local date (and time when sent) and route. */
const ReplacedFlightSchema = record({
  FlightNumber: textOrNumber,
  /** "yyyy-MM-dd" or "yyyy-MM-dd HH:mm", local at the origin. */
  FlightDate: z.string().regex(/^\d{4}-\d\d-\d\d/),
  OriginIataCode: z.string(),
  DestinationIataCode: z.string(),
  AirlineIataCode: optionalText,
});

/**
 * BookingFlightSegmentReplacedV1: not described by the interface, so this is the shape seen (the
 * simulator's guess of it). Only what the desk needs is required: the PNR and both flights.
 */
export const SegmentReplacedDataSchema = record({
  Pnr: z.string().min(1),
  /** UTC; the event's CreateDateTime stands in when absent. */
  ReplacedDateTimeUtc: optionalText,
  Reason: textOrNumber.nullish(),
  OldFlight: ReplacedFlightSchema,
  NewFlight: ReplacedFlightSchema,
});

const envelopeShape = {
  Id: z.int(),
  Type: z.string(),
  /** yyyy-MM-dd HH:mm:ss, UTC. */
  CreateDateTime: z.string(),
};

export const FlightBookedEventSchema = record({ ...envelopeShape, Data: FlightBookedDataSchema });
export const SegmentCancelledEventSchema = record({ ...envelopeShape, Data: SegmentCancelledDataSchema });
export const SegmentReplacedEventSchema = record({ ...envelopeShape, Data: SegmentReplacedDataSchema });
/** Any other type: the envelope is checked, Data is kept as it came. */
export const OtherEventSchema = record({
  ...envelopeShape,
  Data: z
    .record(z.string(), z.unknown())
    .nullish()
    .transform((data) => data ?? {}),
});

/** The page itself; its items are checked one by one so one bad event cannot sink the page. */
export const EventsPageSchema = record({ EventList: list(z.unknown()) });

export type B2mEventsRequest = z.infer<typeof B2mEventsRequestSchema>;
export type B2bEventsRequest = z.infer<typeof B2bEventsRequestSchema>;
export type FlightBookedData = z.infer<typeof FlightBookedDataSchema>;
export type SegmentCancelledData = z.infer<typeof SegmentCancelledDataSchema>;
export type SegmentReplacedData = z.infer<typeof SegmentReplacedDataSchema>;
export type FlightBookedEvent = z.infer<typeof FlightBookedEventSchema> & { family: "booked" };
export type SegmentCancelledEvent = z.infer<typeof SegmentCancelledEventSchema> & { family: "cancelled" };
export type SegmentReplacedEvent = z.infer<typeof SegmentReplacedEventSchema> & { family: "replaced" };
export type OtherEvent = z.infer<typeof OtherEventSchema> & { family: "other" };
export type SupplierEvent = FlightBookedEvent | SegmentCancelledEvent | SegmentReplacedEvent | OtherEvent;

/** A type's family: its name without the version suffix, in lowercase ("federatedflight.flightbooked"). */
export function eventFamily(type: string): string {
  return type.replace(/V\d+$/i, "").toLowerCase();
}

const BOOKED_FAMILY = eventFamily(FLIGHT_BOOKED);
const CANCELLED_FAMILY = eventFamily(SEGMENT_CANCELLED);
const REPLACED_FAMILY = eventFamily(SEGMENT_REPLACED);

export function isFlightBookedEvent(event: SupplierEvent): event is FlightBookedEvent {
  return event.family === "booked";
}

export function isSegmentCancelledEvent(event: SupplierEvent): event is SegmentCancelledEvent {
  return event.family === "cancelled";
}

export function isSegmentReplacedEvent(event: SupplierEvent): event is SegmentReplacedEvent {
  return event.family === "replaced";
}

/** An EventList item that did not fit its schema. */
export interface RejectedEvent {
  id: number | null;
  type: string | null;
  /** Path and message of the first problem, e.g. "Data.Pnr: Invalid input: expected string". */
  error: string;
}

export interface ParsedEvents {
  events: SupplierEvent[];
  rejected: RejectedEvent[];
  /**
   * Segment-replaced events whose Data did not fit the shape seen (the interface does not
   * describe it): kept in `events` as another type, so their alert stays, and named here
   * (absent: none, as in a page made by hand).
   */
  unread?: RejectedEvent[];
}

/**
 * Checks each EventList item against the schema of its type's family, on its own: an item that
 * does not fit goes to `rejected` (so the poller can log, count and skip it) and the others are
 * kept. A type of a known family in another version (FlightBookedV3) is read as that family
 * when its shape allows, and otherwise kept as an event of another type: a new version never
 * loses its alert.
 */
export function parseEventList(items: readonly unknown[]): ParsedEvents {
  const events: SupplierEvent[] = [];
  const rejected: RejectedEvent[] = [];
  const unread: RejectedEvent[] = [];
  for (const item of items) {
    const parsed = parseEvent(item);
    if ("event" in parsed) events.push(parsed.event);
    else rejected.push(parsed.rejected);
    if ("unread" in parsed && parsed.unread) unread.push(parsed.unread);
  }
  return { events, rejected, unread };
}

function parseEvent(item: unknown): { event: SupplierEvent; unread?: RejectedEvent } | { rejected: RejectedEvent } {
  const envelope = OtherEventSchema.safeParse(item);
  if (!envelope.success) return { rejected: rejectedOf(item, envelope.error) };
  const { Type: type } = envelope.data;
  const family = eventFamily(type);
  if (family === REPLACED_FAMILY) {
    const replaced = SegmentReplacedEventSchema.safeParse(item);
    if (replaced.success) return { event: { ...replaced.data, family: "replaced" } };
    return { event: { ...envelope.data, family: "other" }, unread: rejectedOf(item, replaced.error) };
  }
  const known = family === BOOKED_FAMILY ? "booked" : family === CANCELLED_FAMILY ? "cancelled" : null;
  if (known === null) return { event: { ...envelope.data, family: "other" } };
  const result = (known === "booked" ? FlightBookedEventSchema : SegmentCancelledEventSchema).safeParse(item);
  if (result.success) return { event: { ...result.data, family: known } as SupplierEvent };
  // The documented version must fit; a newer one whose shape moved is still an event.
  if (type !== FLIGHT_BOOKED && type !== SEGMENT_CANCELLED) return { event: { ...envelope.data, family: "other" } };
  return { rejected: rejectedOf(item, result.error) };
}

function rejectedOf(item: unknown, error: z.ZodError): RejectedEvent {
  const fields = typeof item === "object" && item !== null && !Array.isArray(item) ? (item as Record<string, unknown>) : {};
  const { path, message } = firstIssue(error);
  const id = fields["Id"] ?? fields["id"];
  const type = fields["Type"] ?? fields["type"];
  // An Id sent as digits in a string still names the event in the log.
  const numeric = typeof id === "string" && /^\d{1,15}$/.test(id) ? Number(id) : id;
  return {
    id: typeof numeric === "number" ? numeric : null,
    type: typeof type === "string" ? type : null,
    error: path ? `${path}: ${message}` : message,
  };
}
