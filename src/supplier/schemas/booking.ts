import { z } from "zod";
import {
  BookingCodeSchema,
  NullableTextSchema,
  OpaqueObjectSchema,
  usernamePasswordShape,
} from "./common.js";

/** GetHistory and GetStatus (V3). */

export const HistoryRequestSchema = z.looseObject({ ...usernamePasswordShape, Pnr: z.string() });

export const StatusRequestSchema = z.looseObject({
  ...usernamePasswordShape,
  YourLocalInventoryPnr: z.string(),
});

export const HistorySaleInfoSchema = z.looseObject({
  BaseFare: z.number(),
  Tax: z.number(),
  TotalFare: z.number(),
  CommissionPercent: z.number(),
  CalculatedAmountOfCommissionPercent: z.number(),
  CommissionValue: z.number(),
  Payable: z.number(),
});

export const HistoryFreeBaggageSchema = z.looseObject({
  CheckedBaggage_Quantity: z.number(),
  CheckedBaggage_TotalWeight: z.number(),
  HandBaggage_Quantity: z.number(),
  HandBaggage_TotalWeight: z.number(),
});

/** A segment as first booked (History_InitialBooking): no baggage, no cancellation texts. */
const initialSegmentShape = {
  FlightNumber: z.string(),
  /** yyyy-MM-dd HH:mm, local time at the origin. */
  FlightDate: z.string(),
  OriginIataCode: z.string(),
  DestinationIataCode: z.string(),
  CabinType: z.string(),
  BookingCode: BookingCodeSchema,
  FareName: z.string(),
  AirlineIataCode: z.string(),
  OriginalPnr: NullableTextSchema,
  LocalTicketNumber: z.string(),
  OriginalTicketNumber: NullableTextSchema,
  OriginalSupplierName: NullableTextSchema,
  SaleInfo: HistorySaleInfoSchema,
};

export const InitialSegmentSchema = z.looseObject(initialSegmentShape);

/** A segment in its latest state (LastState, GetStatus). */
export const HistorySegmentSchema = z.looseObject({
  ...initialSegmentShape,
  FreeBaggage: HistoryFreeBaggageSchema,
  JarimeCanceliTextFa: NullableTextSchema,
  JarimeCanceliTextEn: NullableTextSchema,
});

const passengerShape = {
  /** GUID-shaped. */
  Id: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  /** Values seen: M. */
  Gender: z.string(),
  /** yyyy-MM-dd. */
  Birthdate: z.string(),
  /** Two letters. */
  NationalityCountry: z.string(),
  IranianCartMelli: z.looseObject({ CodeMelli: z.string() }).nullable(),
  /** Fields not described by the interface. */
  Passport: OpaqueObjectSchema.nullable(),
};

export const HistoryPassengerSchema = z.looseObject({
  ...passengerShape,
  /** Values seen: ADL, INF. */
  AgeType: z.string(),
  SegmentList: z.array(HistorySegmentSchema),
});

export const InitialPassengerSchema = z.looseObject({
  ...passengerShape,
  AgeTypeCode: z.string(),
  SegmentList: z.array(InitialSegmentSchema),
});

/** Elements of the three history lists are not described by the interface. */
const HistoryListSchema = z.looseObject({ HistoryList: z.array(OpaqueObjectSchema) });

export const HistoryResponseSchema = z.looseObject({
  LastState: z.looseObject({ PassengerList: z.array(HistoryPassengerSchema) }),
  History_InitialBooking: z.looseObject({
    /** yyyy-MM-dd HH:mm:ss, UTC. */
    BookingDateTime: z.string(),
    Phone: NullableTextSchema,
    Email: NullableTextSchema,
    Remarks: NullableTextSchema,
    PassengerList: z.array(InitialPassengerSchema),
  }),
  History_Cancelation: HistoryListSchema,
  History_PassengerInfoChanged: HistoryListSchema,
  History_ChangedFlight: HistoryListSchema,
});

export const StatusResponseSchema = z.looseObject({
  /** 1 with StatusDesc OK: the booking was issued. Other values are not described. */
  StatusId: z.int(),
  StatusDesc: z.string(),
  LocalPnr: z.string(),
  FailReason: NullableTextSchema,
  PassengerList: z.array(HistoryPassengerSchema),
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
