import { z } from "zod";
import { firstIssue } from "../validate.js";
import {
  BookingCodeSchema,
  NullableTextSchema,
  OpaqueObjectSchema,
  SaleCurrencySchema,
  usernamePasswordShape,
} from "./common.js";

/**
 * Event retrieval (B2M and B2B, V1). Data is checked by Type for the two event types the bot
 * reads; the fields it uses are typed and everything else is kept. Identifiers whose type the
 * interface does not state are `unknown`: they are carried, never relied on.
 */

export const FLIGHT_BOOKED = "FederatedFlight.FlightBookedV2";
export const SEGMENT_CANCELLED = "CharterFlight.BookingSegmentCancelledV1";

const eventsRangeShape = {
  /** yyyy-MM-dd HH:mm:ss, UTC. */
  FromDatetime: z.string(),
  ToDatetime: z.string(),
  EventTypeList: z.array(z.string()),
};

export const B2mEventsRequestSchema = z.looseObject(eventsRangeShape);
export const B2bEventsRequestSchema = z.looseObject({ ...usernamePasswordShape, ...eventsRangeShape });

const IranianCartMelliSchema = z.looseObject({ CodeMelli: z.string() }).nullable();

const WebserviceSegmentSchema = z.looseObject({
  Flight: z.looseObject({
    FlightNumber: z.string(),
    /** Local time at the origin. */
    FlightDate: z.string(),
    DurationInMinute: z.number(),
    OriginIataCode: z.string(),
    DestinationIataCode: z.string(),
    BookingCode: BookingCodeSchema,
    FareName: z.string(),
    SupplierId: z.unknown(),
    AirlineIataCode: z.string(),
  }),
  SupplierId: z.unknown(),
  SupplierPnr: NullableTextSchema,
  SupplierTicketNumber: NullableTextSchema,
  PrimarySupplier: z.unknown(),
  LocalTicketNumber: NullableTextSchema,
  JarimeCanceliFaText: NullableTextSchema,
  JarimeCanceliEnText: NullableTextSchema,
  BuyInfo: z.looseObject({
    CurrencyId: z.unknown(),
    NerkheTabdileArzeKharidBeArzePaye: z.number(),
    BaseFare: z.number(),
    Tax: z.number(),
    TotalFare: z.number(),
    Commision: z.number(),
    Payable: z.number(),
  }),
  SaleInfo: z.looseObject({
    BaseFare: z.number(),
    Tax: z.number(),
    TotalFare: z.number(),
    CommisionPercent: z.number(),
    CalculatedAmountOfCommisionPercent: z.number(),
    CommisionValue: z.number(),
    Discount: z.number(),
    Surcharge: z.number(),
    Payable: z.number(),
  }),
  FreeBaggage: z.looseObject({
    CheckedBaggageQuantity: z.number(),
    CheckedBaggageTotalWeight: z.number(),
    HandBaggageQuantity: z.number(),
    HandBaggageTotalWeight: z.number(),
  }),
});

const BookedPassengerSchema = z.looseObject({
  AgeTypeId: z.unknown(),
  FirstName: z.string(),
  LastName: z.string(),
  IranianCartMelli: IranianCartMelliSchema,
  Passport: OpaqueObjectSchema.nullable(),
  Gender: z.int(),
  Birthdate: NullableTextSchema,
  /** Item fields not described by the interface. */
  CharterSegments: z.array(OpaqueObjectSchema),
  WebserviceSegments: z.array(WebserviceSegmentSchema),
});

/** One leg of the trip: exactly one of Charter and Webservice is set. */
const FlightDetailSchema = z.looseObject({
  Charter: OpaqueObjectSchema.nullable(),
  Webservice: OpaqueObjectSchema.nullable(),
});

export const FlightBookedDataSchema = z.looseObject({
  Pnr: z.string(),
  SerialNumber: z.unknown(),
  Phone: NullableTextSchema,
  Email: NullableTextSchema,
  Address: NullableTextSchema,
  Remarks: NullableTextSchema,
  ReserveForAgencyId: z.unknown(),
  ReserveForAgencyName: NullableTextSchema,
  ReserveForUserId: z.unknown(),
  ReserveForUserName: NullableTextSchema,
  ReserveByUserId: z.unknown(),
  ReserveByUserName: NullableTextSchema,
  UserIp: NullableTextSchema,
  IsBookedByExternalApi: z.boolean(),
  CookieTraceId: z.unknown(),
  /** UTC. */
  BookingDateTimeUtc: z.string(),
  TotalSalePayableOfCharterSegments: z.number(),
  TotalSalePayableOfWebserviceSegments: z.number(),
  TotalSalePayable: z.number(),
  SaleCurrency: SaleCurrencySchema,
  Passengers: z.array(BookedPassengerSchema),
  DepartureFlightDetail: z.array(FlightDetailSchema),
  ReturningFlightDetail: z.array(FlightDetailSchema).nullable(),
  /** One member per payment gateway, all null but the one used. */
  Payment: z.looseObject({
    PaymentTypeId: z.unknown(),
    SettlePaymentDatetime: NullableTextSchema,
    UserReturningFromIpgDateTime: NullableTextSchema,
  }),
  /** Type not described; null when there is none. */
  Utm: z.unknown(),
  AyaMogheForoshFareTarkibShode: z.boolean(),
  PnrSystemDakheliAgance: NullableTextSchema,
});

const CancelledPassengerSchema = z.looseObject({
  FirstName: z.string(),
  LastName: z.string(),
  AgeTypeCode: z.string(),
  TicketNumber: z.string(),
  SaleInfo: OpaqueObjectSchema,
  PenaltyPolicyPercent: z.number(),
  PenaltyAmountThatPassengerShouldPay: z.number(),
  OppositeFlightOnewayAndRoundtripPayableDifferenceThatPassengerShouldHaveCharged: z.number(),
  OppositeFlightOnewayAndRoundtripPayableDifferenceThatPassengerCharged: z.number(),
  AmountThatShouldPayBackToPassenger: z.number(),
  /** The other leg of a round trip; null for a one-way booking. */
  OppositeFlight: z
    .looseObject({
      FlightId: z.unknown(),
      FlightNumber: z.string(),
      FlightDate: z.string(),
      OriginIataCode: z.string(),
      DestinationIataCode: z.string(),
      OnewaySaleInfo: OpaqueObjectSchema.nullable(),
      RoundtripSaleInfo: OpaqueObjectSchema.nullable(),
    })
    .nullable(),
});

export const SegmentCancelledDataSchema = z.looseObject({
  Pnr: z.string(),
  SerialNumber: z.unknown(),
  ReserveForUserId: z.unknown(),
  ReserveForAgencyId: z.unknown(),
  ReserveForAgencyName: NullableTextSchema,
  /** UTC. */
  BookingDateTimeUtc: z.string(),
  PaymentTypeId: z.unknown(),
  CancelledByUserId: z.unknown(),
  CancelledByUsername: NullableTextSchema,
  /** UTC. */
  CancelationDateTimeUtc: z.string(),
  CancelledFlightInfo: z.looseObject({
    FlightId: z.unknown(),
    FlightClassId: z.unknown(),
    FlightNumber: z.string(),
    /** Local time at the origin. */
    FlightDate: z.string(),
    OriginIataCode: z.string(),
    DestinationIataCode: z.string(),
    BookingCode: BookingCodeSchema,
    FareName: z.string(),
    AirlineIataCode: z.string(),
  }),
  Passengers: z.array(CancelledPassengerSchema),
  SaleCurrency: SaleCurrencySchema,
});

const envelopeShape = {
  Id: z.int(),
  /** yyyy-MM-dd HH:mm:ss, UTC. */
  CreateDateTime: z.string(),
};

export const FlightBookedEventSchema = z.looseObject({
  ...envelopeShape,
  Type: z.literal(FLIGHT_BOOKED),
  Data: FlightBookedDataSchema,
});

export const SegmentCancelledEventSchema = z.looseObject({
  ...envelopeShape,
  Type: z.literal(SEGMENT_CANCELLED),
  Data: SegmentCancelledDataSchema,
});

/** Any other type: the envelope is checked, Data is kept as it came. */
export const OtherEventSchema = z.looseObject({
  ...envelopeShape,
  Type: z.string(),
  Data: OpaqueObjectSchema,
});

/** The page itself; its items are checked one by one so one bad event cannot sink the page. */
export const EventsPageSchema = z.looseObject({ EventList: z.array(z.unknown()) });

export type B2mEventsRequest = z.infer<typeof B2mEventsRequestSchema>;
export type B2bEventsRequest = z.infer<typeof B2bEventsRequestSchema>;
export type FlightBookedData = z.infer<typeof FlightBookedDataSchema>;
export type SegmentCancelledData = z.infer<typeof SegmentCancelledDataSchema>;
export type FlightBookedEvent = z.infer<typeof FlightBookedEventSchema>;
export type SegmentCancelledEvent = z.infer<typeof SegmentCancelledEventSchema>;
export type OtherEvent = z.infer<typeof OtherEventSchema>;
export type SupplierEvent = FlightBookedEvent | SegmentCancelledEvent | OtherEvent;

export function isFlightBookedEvent(event: SupplierEvent): event is FlightBookedEvent {
  return event.Type === FLIGHT_BOOKED;
}

export function isSegmentCancelledEvent(event: SupplierEvent): event is SegmentCancelledEvent {
  return event.Type === SEGMENT_CANCELLED;
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
}

/**
 * Checks each EventList item against the schema of its Type, on its own: an item that does
 * not fit goes to `rejected` (so the poller can log and skip it) and the others are kept.
 */
export function parseEventList(items: readonly unknown[]): ParsedEvents {
  const events: SupplierEvent[] = [];
  const rejected: RejectedEvent[] = [];
  for (const item of items) {
    const fields: Record<string, unknown> =
      typeof item === "object" && item !== null && !Array.isArray(item) ? (item as Record<string, unknown>) : {};
    const result = schemaForType(fields.Type).safeParse(item);
    if (result.success) {
      events.push(result.data);
      continue;
    }
    const { path, message } = firstIssue(result.error);
    rejected.push({
      id: typeof fields.Id === "number" ? fields.Id : null,
      type: typeof fields.Type === "string" ? fields.Type : null,
      error: path ? `${path}: ${message}` : message,
    });
  }
  return { events, rejected };
}

function schemaForType(type: unknown) {
  if (type === FLIGHT_BOOKED) return FlightBookedEventSchema;
  if (type === SEGMENT_CANCELLED) return SegmentCancelledEventSchema;
  return OtherEventSchema;
}
