/** Bot path: Aircraft GetList (V1) response; the interface leaves the fields to the supplier. */

export interface WireAircraft {
  Id: number;
  Registration: string;
  IataTypeCode: string;
  Model: string;
  SeatCount: number;
  AirlineIataCode: string;
  IsActive: boolean;
}

export interface WireAircraftListResponse {
  AircraftList: WireAircraft[];
}

/** Bot path: a flight of Flight GetList (V1), in the documented camelCase. */
export interface WireControlledFlight {
  id: number;
  flightNumber: string;
  airlineIataCode: string;
  /** yyyy-MM-dd HH:mm, origin local time. */
  departureDateTime: string;
  /** yyyy-MM-dd HH:mm, destination local time. */
  arrivalDateTime: string;
  originIataCode: string;
  destinationIataCode: string;
  flightDurationInMinute: number;
  seatCapacity: number;
  hideFlightFromSubsidiaryAgencies: boolean;
  aircraftId: number | null;
  publicRemarks: string | null;
}

export interface WireFlightListResponse {
  flightList: WireControlledFlight[];
}

export interface WireFlightUpdateResponse {
  flightId: number;
  updated: true;
}
