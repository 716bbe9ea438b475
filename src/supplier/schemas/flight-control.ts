import { z } from "zod";
import { botListSchema } from "./bot.js";
import { flag, identifier, numeric, optionalNumeric, optionalText, record } from "./tolerant.js";

/**
 * Bot path, Flight GetList and Flight Update (V1): the supplier's own charter flights as its
 * flight-management panel keeps them. Not in the interface document; documented in camelCase and
 * read in any case, numbers also as their text. Strict on what flight control acts on: the id,
 * which flight it is, the seat capacity and whether it is hidden from sub-agencies.
 */
export const ControlledFlightSchema = record({
  Id: identifier,
  FlightNumber: z.union([z.string(), z.number()]).transform((value) => String(value)),
  AirlineIataCode: z.string(),
  /** yyyy-MM-dd HH:mm, origin local time. */
  DepartureDateTime: z.string(),
  /** yyyy-MM-dd HH:mm, destination local time. */
  ArrivalDateTime: optionalText,
  OriginIataCode: z.string(),
  DestinationIataCode: z.string(),
  FlightDurationInMinute: optionalNumeric,
  SeatCapacity: numeric,
  HideFlightFromSubsidiaryAgencies: flag,
  /** Null when there is none. */
  AircraftId: identifier.nullish().transform((value) => value ?? null),
  PublicRemarks: optionalText.transform((value) => value ?? null),
});

export const FlightListResponseSchema = botListSchema("FlightList", ControlledFlightSchema);

/** Update's answer is not described: any JSON that is not an error is an acceptance. */
export const FlightUpdateResponseSchema = z.unknown();

export type ControlledFlight = z.infer<typeof ControlledFlightSchema>;
export type FlightListResponse = z.infer<typeof FlightListResponseSchema>;

/** The fields of a flight as the supplier documents them (camelCase), for OldData and the new values. */
export interface WireFlight {
  id: number | string;
  flightNumber: string;
  airlineIataCode: string;
  departureDateTime: string;
  arrivalDateTime: string | null;
  originIataCode: string;
  destinationIataCode: string;
  flightDurationInMinute: number | null;
  seatCapacity: number;
  hideFlightFromSubsidiaryAgencies: boolean;
  aircraftId: number | string | null;
  publicRemarks: string | null;
}

/** What flight control may change; the other fields are sent back as read. */
export interface FlightChange {
  seatCapacity?: number;
  hideFlightFromSubsidiaryAgencies?: boolean;
  publicRemarks?: string | null;
}

/** A flight as read, in the supplier's documented member names. */
export function wireFlight(flight: ControlledFlight): WireFlight {
  return {
    id: flight.Id,
    flightNumber: flight.FlightNumber,
    airlineIataCode: flight.AirlineIataCode,
    departureDateTime: flight.DepartureDateTime,
    arrivalDateTime: flight.ArrivalDateTime ?? null,
    originIataCode: flight.OriginIataCode,
    destinationIataCode: flight.DestinationIataCode,
    flightDurationInMinute: flight.FlightDurationInMinute,
    seatCapacity: flight.SeatCapacity,
    hideFlightFromSubsidiaryAgencies: flight.HideFlightFromSubsidiaryAgencies,
    aircraftId: flight.AircraftId,
    publicRemarks: flight.PublicRemarks,
  };
}
