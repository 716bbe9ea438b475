import { flightKey, type BoardRoute } from "../../ledger/flight-board.js";
import type { SupplierClient } from "../../supplier/client.js";

/** Seats per flight (flight-board.ts flightKey) of one day in the supplier's own flight list (the Bot path's Flight GetList). */
export async function listedSeats(supplier: Pick<SupplierClient, "getFlights">, date: string, route?: BoardRoute): Promise<Map<string, number>> {
  const seats = new Map<string, number>();
  for (const f of await supplier.getFlights({ date, ...(route ?? {}) })) {
    if (f.SeatCapacity > 0) seats.set(flightKey(f.AirlineIataCode, f.FlightNumber, f.OriginIataCode, f.DestinationIataCode), f.SeatCapacity);
  }
  return seats;
}
