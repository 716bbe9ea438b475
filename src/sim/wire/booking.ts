import type { WireIranianCartMelli, WirePassport } from "./common.js";

/** GetHistory and GetStatus (V3) responses. */

export interface WireBookingSaleInfo {
  BaseFare: number;
  Tax: number;
  TotalFare: number;
  CommissionPercent: number;
  CalculatedAmountOfCommissionPercent: number;
  CommissionValue: number;
  /** Debited amount: total + supplier markup (third-party) - commission. */
  Payable: number;
}

export interface WireBookingBaggage {
  CheckedBaggage_Quantity: number;
  CheckedBaggage_TotalWeight: number;
  HandBaggage_Quantity: number;
  HandBaggage_TotalWeight: number;
}

/** A segment of History_InitialBooking: no FreeBaggage and no cancellation texts. */
export interface WireInitialSegment {
  FlightNumber: string;
  /** yyyy-MM-dd HH:mm, local at the origin. */
  FlightDate: string;
  OriginIataCode: string;
  DestinationIataCode: string;
  CabinType: string;
  BookingCode: string;
  FareName: string;
  AirlineIataCode: string;
  OriginalPnr: string;
  LocalTicketNumber: string;
  OriginalTicketNumber: string;
  OriginalSupplierName: string;
  SaleInfo: WireBookingSaleInfo;
}

export interface WireBookingSegment extends WireInitialSegment {
  FreeBaggage: WireBookingBaggage;
  JarimeCanceliTextFa: string | null;
  JarimeCanceliTextEn: string | null;
}

interface WirePassengerBase {
  Id: string;
  FirstName: string;
  LastName: string;
  Gender: "M" | "F";
  Birthdate: string;
  NationalityCountry: string;
  IranianCartMelli: WireIranianCartMelli | null;
  Passport: WirePassport | null;
}

export interface WireBookingPassenger extends WirePassengerBase {
  AgeType: "ADL" | "CHD" | "INF";
  SegmentList: WireBookingSegment[];
}

export interface WireInitialPassenger extends WirePassengerBase {
  AgeTypeCode: "ADL" | "CHD" | "INF";
  SegmentList: WireInitialSegment[];
}

export interface WireCancelationItem {
  /** UTC, yyyy-MM-dd HH:mm:ss. */
  CancelationDateTime: string;
  PassengerId: string;
  FirstName: string;
  LastName: string;
  TicketNumber: string;
  FlightNumber: string;
  FlightDate: string;
  OriginIataCode: string;
  DestinationIataCode: string;
  /** 1 = passenger's personal reasons, 2 = schedule changed by the airline. */
  Reason: number;
  PenaltyPercent: number;
  PenaltyAmount: number;
  AmountPaidBackToPassenger: number;
  CancelledByUsername: string;
  Remarks: string | null;
}

export interface WirePassengerInfoChangedItem {
  ChangeDateTime: string;
  PassengerId: string;
  FieldName: string;
  OldValue: string;
  NewValue: string;
  ChangedByUsername: string;
}

export interface WireChangedFlightItem {
  ChangeDateTime: string;
  OriginIataCode: string;
  DestinationIataCode: string;
  OldFlightNumber: string;
  OldFlightDate: string;
  NewFlightNumber: string;
  NewFlightDate: string;
  AirlineIataCode: string;
  Reason: string;
}

export interface WireHistoryResponse {
  LastState: { PassengerList: WireBookingPassenger[] };
  History_InitialBooking: {
    BookingDateTime: string;
    Phone: string;
    Email: string;
    Remarks: string | null;
    PassengerList: WireInitialPassenger[];
  };
  History_Cancelation: { HistoryList: WireCancelationItem[] };
  History_PassengerInfoChanged: { HistoryList: WirePassengerInfoChangedItem[] };
  History_ChangedFlight: { HistoryList: WireChangedFlightItem[] };
}

export interface WireStatusResponse {
  StatusId: number;
  StatusDesc: string;
  LocalPnr: string;
  FailReason: string | null;
  PassengerList: WireBookingPassenger[];
}
