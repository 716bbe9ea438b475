/** ChangedSchedulePassengers (V1) response, Charter and Webservice alike. */

export interface WireChangedPassenger {
  Pnr: string;
  TicketNumber: string;
  FirstName: string;
  LastName: string;
  AgeType: "Adult" | "Child" | "Infant";
  FlightNumber: string;
  AirlineIataCode: string;
  OriginIataCode: string;
  DestinationIataCode: string;
  /** yyyy-MM-dd HH:mm, origin local time. */
  OldFlightDateTime: string;
  NewFlightDateTime: string;
  /** DateChanged, TimeChanged or FlightChanged. */
  ChangeType: string;
}

export interface WireScheduleChangesResponse {
  PassengerList: WireChangedPassenger[];
}

