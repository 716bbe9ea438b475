import { describe, expect, it } from "vitest";
import { flightKey } from "../../src/ledger/flight-board.js";
import { AircraftListResponseSchema } from "../../src/supplier/schemas/bot.js";
import { offeredSeats, seatCapacity } from "../../src/supplier/offered-seats.js";
import type { AvailabilityResponse } from "../../src/supplier/schemas/availability.js";

const segment = (airline: string, number: string, bookingCode: string, seats: number, aircraft: string | null = "M88") => ({
  Airline: airline,
  FlightNumber: number,
  Origin: { Code: "THR" },
  Destination: { Code: "MHD" },
  Aircraft: aircraft,
  FlightClass: { BookingCode: bookingCode, AvailableSeat: seats },
});

describe("offeredSeats", () => {
  it("sums each fare class once per flight, and marks closed flights", () => {
    const answer = {
      CurrencyCode: "IRR",
      ItineraryList: [{ FlightList: [segment("ZV", "4010", "Y", 5)] }, { FlightList: [segment("ZV", "4010", "M", 10)] }, { FlightList: [segment("ZV", "4010", "Y", 5)] }],
      ClosedFlightList: [{ ...segment("IR", "0452", "Y", 0, "320") }],
    } as unknown as AvailabilityResponse;
    const offered = offeredSeats(answer, flightKey);
    expect(offered.get(flightKey("ZV", "4010", "THR", "MHD"))).toEqual({ seats: 15, aircraft: "M88", closed: false });
    expect(offered.get(flightKey("IR", "452", "THR", "MHD"))).toEqual({ seats: 0, aircraft: "320", closed: true });
  });
});

describe("seatCapacity", () => {
  // As the client hands it over (canonical member names; the Bot path answers camelCase).
  const fleet = AircraftListResponseSchema.parse({
    AircraftList: [
      { Id: 1, IataTypeCode: "100", SeatCount: 104, AirlineIataCode: "IR", IsActive: false },
      { Id: 2, IataTypeCode: "100", SeatCount: 100, AirlineIataCode: "EP", IsActive: true },
      { Id: 3, IataTypeCode: "321", SeatCount: 220, AirlineIataCode: "ZV", IsActive: true },
      { Id: 4, IataTypeCode: "321", SeatCount: 180, AirlineIataCode: "ZV", IsActive: true },
    ],
  });

  it("gives the seats of the airline's aircraft of the type, only when they agree", () => {
    expect(seatCapacity(fleet, "EP", "100")).toBe(100);
    expect(seatCapacity(fleet, "IR", "100")).toBe(104);
    expect(seatCapacity(fleet, "ZV", "321")).toBeNull();
    expect(seatCapacity(fleet, "ZV", "M88")).toBeNull();
  });
});
