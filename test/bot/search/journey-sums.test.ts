import { describe, expect, it } from "vitest";
import { groupJourneys } from "../../../src/bot/search/journeys.js";
import { AvailabilityResponseSchema, type FlightSegment } from "../../../src/supplier/schemas/availability.js";
import { roundTripSample } from "../../support/search-sample.js";

const [outbound, back] = AvailabilityResponseSchema.parse(roundTripSample({ itineraries: 1 })).ItineraryList[0]!.FlightList as [FlightSegment, FlightSegment];

function priced(segment: FlightSegment, total: number): FlightSegment {
  return { ...segment, FlightClass: { ...segment.FlightClass, AdultFare: { ...segment.FlightClass.AdultFare, TotalFare: total, Payable: total } } };
}

/** The adult total of a one-itinerary journey over these segment fares. */
const adultTotal = (...legs: Array<[FlightSegment, number]>) => groupJourneys([{ FlightList: legs.map(([segment, fare]) => priced(segment, fare)) }])[0]!.options[0]!.adultTotal;

describe("a journey's adult total", () => {
  it("adds whole fares as they are", () => {
    expect(adultTotal([outbound, 17_227_000], [back, 9_150_500])).toBe(26_377_500);
  });

  it("stays exact when a step of the sum passes the largest safe integer", () => {
    // Added in order as numbers: 2^53 - 1 + 2 rounds to 2^53, and minus 2 gives 2^53 - 2.
    expect(adultTotal([outbound, Number.MAX_SAFE_INTEGER], [back, 2], [outbound, -2])).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("stays exact with fractions, mixed with whole fares", () => {
    expect(adultTotal([outbound, 1_000_000], [back, 0.1], [outbound, 0.2])).toBe(1_000_000.3);
  });
});
