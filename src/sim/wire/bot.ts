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
