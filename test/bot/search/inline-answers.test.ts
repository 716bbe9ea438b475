import { describe, expect, it } from "vitest";
import { INLINE_CACHE_SECONDS, InlineSearches, MAX_INLINE_RESULTS } from "../../../src/bot/search/inline-answers.js";
import type { SearchResult } from "../../../src/supplier/client.js";
import { AvailabilityResponseSchema } from "../../../src/supplier/schemas/availability.js";
import { roundTripSample } from "../../support/search-sample.js";
import { groupJourneys } from "../../../src/bot/search/journeys.js";

const RESULT: SearchResult = { ...AvailabilityResponseSchema.parse(roundTripSample({ itineraries: 3 })), airportNotServed: false };

describe("InlineSearches", () => {
  it("asks the supplier once for a query asked again within the minute, also while the first search is under way", async () => {
    let now = 0;
    const searches = new InlineSearches(() => new Date(now));
    let calls = 0;
    const search = async () => {
      calls++;
      return RESULT;
    };
    const [a, b] = await Promise.all([searches.answer("en-US THR MHD 2026-12-01", search), searches.answer("en-US THR MHD 2026-12-01", search)]);
    expect(calls).toBe(1);
    expect(b).toBe(a);
    expect(a.journeys.length).toBeGreaterThan(0);
    await searches.answer("fa-IR THR MHD 2026-12-01", search);
    expect(calls).toBe(2);
    now = INLINE_CACHE_SECONDS * 1000 - 1;
    await searches.answer("en-US THR MHD 2026-12-01", search);
    expect(calls).toBe(2);
    now = INLINE_CACHE_SECONDS * 1000;
    await searches.answer("en-US THR MHD 2026-12-01", search);
    expect(calls).toBe(3);
  });

  it("keeps no failure: the next query asks again", async () => {
    const searches = new InlineSearches(() => new Date(0));
    let calls = 0;
    const failing = async (): Promise<SearchResult> => {
      calls++;
      throw new Error("supplier down");
    };
    await expect(searches.answer("k", failing)).rejects.toThrow("supplier down");
    await expect(searches.answer("k", failing)).rejects.toThrow("supplier down");
    expect(calls).toBe(2);
  });

  it("keeps only the journeys a card can show: a large answer does not stay in memory for the minute", async () => {
    const large: SearchResult = { ...AvailabilityResponseSchema.parse(roundTripSample({ itineraries: 400 })), airportNotServed: false };
    const all = groupJourneys(large.ItineraryList);
    expect(all.length).toBeGreaterThan(MAX_INLINE_RESULTS);
    const answer = await new InlineSearches(() => new Date(0)).answer("k", async () => large);
    expect(answer.journeys).toEqual(all.slice(0, MAX_INLINE_RESULTS));
  });
});
