/** SearchByRouteAndDate (V18) response. */

export interface WireAirportRef {
  Code: string;
  /** Always empty, like the real service. */
  Terminal: string;
}

export interface WireStop {
  AirportIataCode: string;
  FlightDurationUntilThisStopInMinute: number;
  StopDurationInMinute: number;
  /** yyyy-MM-dd HH:mm, local at the stop. */
  ArrivalDateTime: string;
  DepartureDateTime: string;
}

export interface WireFare {
  BaseFare: number;
  Tax: number;
  TotalFare: number;
  Commission: number;
  Markup: number;
  Payable: number;
}

export interface WireFreeBaggage {
  CheckedBaggageQuantity: number;
  CheckedBaggageTotalWeight: number;
  HandBaggageQuantity: number;
  HandBaggageTotalWeight: number;
}

export interface WireCancelationPolicy {
  Culture: "fa-IR" | "en-US";
  Text: string | null;
}

export interface WireFlightClass {
  CabinType: string;
  BookingCode: string;
  FareName: string;
  AvailableSeat: number;
  AdultFare: WireFare;
  ChildFare: WireFare;
  InfantFare: WireFare;
  AdultFreeBaggage: WireFreeBaggage;
  ChildFreeBaggage: WireFreeBaggage;
  InfantFreeBaggage: WireFreeBaggage;
  CancelationPolicyList: WireCancelationPolicy[];
  RestrictedForTour: boolean;
  PermittedNationalityList: string[];
  ProhibitedNationalityList: string[];
}

/** The flight fields of a segment; a ClosedFlight is exactly this. */
export interface WireFlight {
  FlightNumber: string;
  DepartureDateTime: string;
  Origin: WireAirportRef;
  Destination: WireAirportRef;
  Aircraft: string;
  ArrivalDateTime: string;
  Duration: number;
  Airline: string;
  Remarks: string;
  Source: "Owned" | "ThirdParty";
  Stop1: WireStop | null;
  Stop2: WireStop | null;
}

export interface WireFlightSegment extends WireFlight {
  FlightClass: WireFlightClass;
}

export interface WireItinerary {
  FlightList: WireFlightSegment[];
}

export interface WireSearchResponse {
  CurrencyCode: string;
  ItineraryList: WireItinerary[];
  ClosedFlightList: WireFlight[];
}
