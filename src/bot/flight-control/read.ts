import { flightNumberKey, type FlightRef } from "../../domain/flight-ref.js";
import { flightBoard, flightKey } from "../../ledger/flight-board.js";
import type { Ledger } from "../../ledger/ledger.js";
import type { ControlledFlight, SupplierClient } from "../../supplier/client.js";

/** Where a flight is found in Bot Flight GetList: its local date and its route. */
export interface FlightPlace {
  date: string;
  origin: string;
  destination: string;
}

/** The supplier's flight with this id, as GetList shows it now; null when it is not listed there. */
export async function readFlightById(supplier: SupplierClient, at: FlightPlace, id: string): Promise<ControlledFlight | null> {
  const flights = await supplier.getFlights(at);
  return flights.find((f) => String(f.Id) === id) ?? null;
}

/** The supplier's own flights of a date with this airline and number (one per route flown that day), on one route when given. */
export async function readFlightsByRef(supplier: SupplierClient, date: string, ref: FlightRef, route?: { origin: string; destination: string }): Promise<ControlledFlight[]> {
  const flights = await supplier.getFlights({ date, ...route });
  return flights.filter((f) => f.AirlineIataCode.toUpperCase() === ref.airline && flightNumberKey(f.FlightNumber) === ref.number);
}

/** Seats the ledger counts as sold on the flight (active tickets, infants apart); null when it has none of its sales. */
export async function soldSeats(ledger: Ledger, flight: ControlledFlight): Promise<number | null> {
  const place = placeOf(flight);
  const board = await flightBoard(ledger.db, place.date, place);
  const key = flightKey(flight.AirlineIataCode, flight.FlightNumber, flight.OriginIataCode, flight.DestinationIataCode);
  return board.find((f) => flightKey(f.airline, f.number, f.origin, f.destination) === key)?.sold ?? null;
}

/** A flight's local departure date and route. */
export function placeOf(flight: ControlledFlight): FlightPlace {
  return { date: flight.DepartureDateTime.slice(0, 10), origin: flight.OriginIataCode, destination: flight.DestinationIataCode };
}
