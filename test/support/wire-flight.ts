import type { WireFlight } from "../../src/supplier/schemas/flight-control.js";

/** A flight of Bot Flight GetList in the supplier's documented member names, for flight control's unit tests. */
export const WIRE_FLIGHT: WireFlight = {
  id: 4101,
  flightNumber: "4061",
  airlineIataCode: "ZV",
  departureDateTime: "2026-12-02 08:30",
  arrivalDateTime: "2026-12-02 10:00",
  originIataCode: "AWZ",
  destinationIataCode: "THR",
  flightDurationInMinute: 90,
  seatCapacity: 180,
  hideFlightFromSubsidiaryAgencies: false,
  aircraftId: 7,
  publicRemarks: null,
};
