import type { WireIranianCartMelli, WirePassport, WireSaleCurrency } from "./common.js";

/** Event retrieval (B2M and B2B, V1). */

export const EVENT_TYPES = [
  "FederatedFlight.FlightBookedV2",
  "CharterFlight.BookingSegmentCancelledV1",
  "FederatedHotel.HotelBookedV1",
  "TourBundle.TourBundleBookedV2",
  "CharterFlight.BookingFlightSegmentReplacedV1",
  "Federated.PassengerInfoChangedV1",
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

export interface WireEvent {
  Id: number;
  Type: EventType;
  /** UTC, yyyy-MM-dd HH:mm:ss. */
  CreateDateTime: string;
  Data: object;
}

export interface WireEventsResponse {
  EventList: WireEvent[];
}

export interface WireEventSaleInfo {
  BaseFare: number;
  Tax: number;
  TotalFare: number;
  CommisionPercent: number;
  CalculatedAmountOfCommisionPercent: number;
  CommisionValue: number;
  Discount: number;
  /** The supplier markup on third-party segments. */
  Surcharge: number;
  Payable: number;
}

export interface WireBuyInfo {
  CurrencyId: number;
  NerkheTabdileArzeKharidBeArzePaye: number;
  BaseFare: number;
  Tax: number;
  TotalFare: number;
  Commision: number;
  Payable: number;
}

export interface WireEventBaggage {
  CheckedBaggageQuantity: number;
  CheckedBaggageTotalWeight: number;
  HandBaggageQuantity: number;
  HandBaggageTotalWeight: number;
}

export interface WireCharterFlight {
  FlightId: number;
  FlightClassId: number;
  FlightNumber: string;
  /** yyyy-MM-dd HH:mm, local at the origin. */
  FlightDate: string;
  DurationInMinute: number;
  OriginIataCode: string;
  DestinationIataCode: string;
  BookingCode: string;
  FareName: string;
  AirlineIataCode: string;
  CabinType: string;
}

export interface WireWebserviceFlight {
  FlightNumber: string;
  FlightDate: string;
  DurationInMinute: number;
  OriginIataCode: string;
  DestinationIataCode: string;
  BookingCode: string;
  FareName: string;
  SupplierId: number;
  AirlineIataCode: string;
}

export interface WireCharterSegment {
  Flight: WireCharterFlight;
  LocalTicketNumber: string;
  JarimeCanceliFaText: string | null;
  JarimeCanceliEnText: string | null;
  SaleInfo: WireEventSaleInfo;
  FreeBaggage: WireEventBaggage;
}

export interface WireWebserviceSegment {
  Flight: WireWebserviceFlight;
  SupplierId: number;
  SupplierPnr: string;
  SupplierTicketNumber: string;
  PrimarySupplier: string;
  LocalTicketNumber: string;
  JarimeCanceliFaText: string | null;
  JarimeCanceliEnText: string | null;
  BuyInfo: WireBuyInfo;
  SaleInfo: WireEventSaleInfo;
  FreeBaggage: WireEventBaggage;
}

export interface WireBookedPassenger {
  /** 1 adult, 2 child, 3 infant. */
  AgeTypeId: 1 | 2 | 3;
  FirstName: string;
  LastName: string;
  IranianCartMelli: WireIranianCartMelli | null;
  Passport: WirePassport | null;
  /** 1 male, 2 female. */
  Gender: 1 | 2;
  Birthdate: string;
  CharterSegments: WireCharterSegment[];
  WebserviceSegments: WireWebserviceSegment[];
}

export interface WireFlightDetail {
  Charter: WireCharterFlight | null;
  Webservice: WireWebserviceFlight | null;
}

export interface WireGatewayPayment {
  InvoiceNumber: string;
  TransactionReferenceId: string;
  TraceNumber: string;
  ReferenceNumber: string;
}

export interface WirePayment {
  /** 1 online gateway, 2 agency credit. */
  PaymentTypeId: number;
  SettlePaymentDatetime: string | null;
  UserReturningFromIpgDateTime: string | null;
  Mellat: WireGatewayPayment | null;
  Saman: WireGatewayPayment | null;
  Parsian: WireGatewayPayment | null;
  Sadad: WireGatewayPayment | null;
}

export interface WireFlightBookedV2 {
  Pnr: string;
  SerialNumber: number;
  Phone: string;
  Email: string;
  Address: string;
  Remarks: string | null;
  ReserveForAgencyId: number;
  ReserveForAgencyName: string;
  ReserveForUserId: number;
  ReserveForUserName: string;
  ReserveByUserId: number;
  ReserveByUserName: string;
  UserIp: string;
  IsBookedByExternalApi: boolean;
  CookieTraceId: string;
  BookingDateTimeUtc: string;
  TotalSalePayableOfCharterSegments: number;
  TotalSalePayableOfWebserviceSegments: number;
  TotalSalePayable: number;
  SaleCurrency: WireSaleCurrency;
  Passengers: WireBookedPassenger[];
  DepartureFlightDetail: WireFlightDetail[];
  ReturningFlightDetail: WireFlightDetail[] | null;
  Payment: WirePayment;
  Utm: { Source: string; Medium: string; Campaign: string } | null;
  AyaMogheForoshFareTarkibShode: boolean;
  PnrSystemDakheliAgance: string | null;
}

export interface WireCancelledFlightInfo {
  FlightId: number;
  FlightClassId: number;
  FlightNumber: string;
  FlightDate: string;
  OriginIataCode: string;
  DestinationIataCode: string;
  BookingCode: string;
  FareName: string;
  AirlineIataCode: string;
}

export interface WireOppositeFlight {
  FlightId: number;
  FlightNumber: string;
  FlightDate: string;
  OriginIataCode: string;
  DestinationIataCode: string;
  OnewaySaleInfo: WireEventSaleInfo;
  /** null when the booking was not sold at a round-trip fare. */
  RoundtripSaleInfo: WireEventSaleInfo | null;
}

export interface WireCancelledPassenger {
  FirstName: string;
  LastName: string;
  AgeTypeCode: "ADL" | "CHD" | "INF";
  TicketNumber: string;
  SaleInfo: WireEventSaleInfo;
  PenaltyPolicyPercent: number;
  PenaltyAmountThatPassengerShouldPay: number;
  OppositeFlightOnewayAndRoundtripPayableDifferenceThatPassengerShouldHaveCharged: number;
  OppositeFlightOnewayAndRoundtripPayableDifferenceThatPassengerCharged: number;
  AmountThatShouldPayBackToPassenger: number;
  /** null on one-way bookings. */
  OppositeFlight: WireOppositeFlight | null;
}

export interface WireSegmentCancelledV1 {
  Pnr: string;
  SerialNumber: number;
  ReserveForUserId: number;
  ReserveForAgencyId: number;
  ReserveForAgencyName: string;
  BookingDateTimeUtc: string;
  PaymentTypeId: number;
  CancelledByUserId: number;
  CancelledByUsername: string;
  CancelationDateTimeUtc: string;
  CancelledFlightInfo: WireCancelledFlightInfo;
  Passengers: WireCancelledPassenger[];
  SaleCurrency: WireSaleCurrency;
}

export interface WireEventFlightRef {
  FlightId: number;
  FlightNumber: string;
  FlightDate: string;
  OriginIataCode: string;
  DestinationIataCode: string;
  AirlineIataCode: string;
}

export interface WireSegmentReplacedV1 {
  Pnr: string;
  SerialNumber: number;
  ReplacedDateTimeUtc: string;
  Reason: string;
  OldFlight: WireEventFlightRef;
  NewFlight: WireEventFlightRef;
  PassengerCount: number;
}

export interface WirePassengerInfoChangedV1 {
  Pnr: string;
  SerialNumber: number;
  PassengerId: string;
  FieldName: string;
  OldValue: string;
  NewValue: string;
  ChangedByUsername: string;
  ChangeDateTimeUtc: string;
}

export interface WireHotelBookedV1 {
  BookingReference: string;
  HotelName: string;
  CityName: string;
  CheckInDate: string;
  CheckOutDate: string;
  RoomCount: number;
  GuestCount: number;
  LeadGuestName: string;
  TotalSalePayable: number;
  SaleCurrency: WireSaleCurrency;
  BookingDateTimeUtc: string;
  ReserveForAgencyId: number;
  ReserveForAgencyName: string;
}

export interface WireTourBundleBookedV2 {
  Pnr: string;
  TourName: string;
  DestinationIataCode: string;
  DepartureDate: string;
  ReturnDate: string;
  PassengerCount: number;
  HotelName: string;
  FlightPnr: string | null;
  TotalSalePayable: number;
  SaleCurrency: WireSaleCurrency;
  BookingDateTimeUtc: string;
  ReserveForAgencyId: number;
  ReserveForAgencyName: string;
}
