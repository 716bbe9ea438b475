import { z } from "zod";
import { BookingCodeSchema, GenderSchema, usernamePasswordShape } from "./common.js";
import { list, maybe, opaque, optionalNumber, optionalText, record, zeroWhenAbsent } from "./tolerant.js";

/** GetHistory and GetStatus (V3). */

export const HistoryRequestSchema = z.looseObject({ ...usernamePasswordShape, Pnr: z.string() });

export const StatusRequestSchema = z.looseObject({
  ...usernamePasswordShape,
  YourLocalInventoryPnr: z.string(),
});

/** Money of a sold segment, exact as sent. */
export const HistorySaleInfoSchema = record({
  BaseFare: z.number(),
  Tax: z.number(),
  TotalFare: z.number(),
  CommissionPercent: z.number(),
  CalculatedAmountOfCommissionPercent: z.number(),
  CommissionValue: zeroWhenAbsent,
  Payable: z.number(),
});

export const HistoryFreeBaggageSchema = record({
  CheckedBaggage_Quantity: optionalNumber,
  CheckedBaggage_TotalWeight: optionalNumber,
  HandBaggage_Quantity: optionalNumber,
  HandBaggage_TotalWeight: optionalNumber,
});

/** A segment as first booked (History_InitialBooking): no baggage, no cancellation texts. */
const initialSegmentShape = {
  FlightNumber: z.string(),
  /** yyyy-MM-dd HH:mm, local time at the origin. */
  FlightDate: z.string(),
  OriginIataCode: z.string(),
  DestinationIataCode: z.string(),
  CabinType: optionalText,
  BookingCode: BookingCodeSchema,
  FareName: optionalText,
  AirlineIataCode: z.string(),
  OriginalPnr: optionalText,
  /** The ticket a refund names. */
  LocalTicketNumber: z.string(),
  OriginalTicketNumber: optionalText,
  OriginalSupplierName: optionalText,
  SaleInfo: HistorySaleInfoSchema,
};

export const InitialSegmentSchema = record(initialSegmentShape);

/** A segment in its latest state (LastState, GetStatus). */
export const HistorySegmentSchema = record({
  ...initialSegmentShape,
  FreeBaggage: maybe(HistoryFreeBaggageSchema),
  JarimeCanceliTextFa: optionalText,
  JarimeCanceliTextEn: optionalText,
});

const passengerShape = {
  /** GUID-shaped. */
  Id: optionalText,
  FirstName: z.string(),
  LastName: z.string(),
  /** A letter (M) or a number (1 male, 2 female); null when left out. */
  Gender: GenderSchema,
  /** yyyy-MM-dd; may be null. */
  Birthdate: optionalText,
  /** Two letters. */
  NationalityCountry: optionalText,
  IranianCartMelli: maybe(record({ CodeMelli: optionalText })),
  /** Fields not described by the interface. */
  Passport: opaque,
};

export const HistoryPassengerSchema = record({
  ...passengerShape,
  /** Values seen: ADL, INF. */
  AgeType: optionalText,
  SegmentList: list(HistorySegmentSchema),
});

export const InitialPassengerSchema = record({
  ...passengerShape,
  AgeTypeCode: optionalText,
  SegmentList: list(InitialSegmentSchema),
});

/**
 * The three history lists: elements not described by the interface. The member itself, or its
 * list, may be null: both read as an empty list.
 */
const HistoryListSchema = maybe(record({ HistoryList: list(z.record(z.string(), z.unknown())) })).transform(
  (value) => value ?? { HistoryList: [] },
);

export const HistoryResponseSchema = record({
  LastState: record({ PassengerList: list(HistoryPassengerSchema) }),
  History_InitialBooking: record({
    /** yyyy-MM-dd HH:mm:ss, UTC. */
    BookingDateTime: z.string(),
    Phone: optionalText,
    Email: optionalText,
    Remarks: optionalText,
    PassengerList: list(InitialPassengerSchema),
  }),
  History_Cancelation: HistoryListSchema,
  History_PassengerInfoChanged: HistoryListSchema,
  History_ChangedFlight: HistoryListSchema,
});

export const StatusResponseSchema = record({
  /** 1 with StatusDesc OK: the booking was issued. Other values are not described. */
  StatusId: z.int(),
  StatusDesc: optionalText,
  /** Empty or absent while nothing was issued. */
  LocalPnr: optionalText,
  FailReason: optionalText,
  PassengerList: list(HistoryPassengerSchema),
});

export type HistoryRequest = z.infer<typeof HistoryRequestSchema>;
export type StatusRequest = z.infer<typeof StatusRequestSchema>;
export type HistorySaleInfo = z.infer<typeof HistorySaleInfoSchema>;
export type HistoryFreeBaggage = z.infer<typeof HistoryFreeBaggageSchema>;
export type InitialSegment = z.infer<typeof InitialSegmentSchema>;
export type HistorySegment = z.infer<typeof HistorySegmentSchema>;
export type HistoryPassenger = z.infer<typeof HistoryPassengerSchema>;
export type InitialPassenger = z.infer<typeof InitialPassengerSchema>;
export type HistoryResponse = z.infer<typeof HistoryResponseSchema>;
export type StatusResponse = z.infer<typeof StatusResponseSchema>;
