import { describe, expect, it } from "vitest";
import { BoundedCache } from "../../../src/bot/search/cache.js";
import { groupJourneys, optionPartyTotals, optionSeatsFor } from "../../../src/bot/search/journeys.js";
import { ITINERARIES_KEPT, RESULT_TTL_MS, RESULTS_KEPT, SearchResults } from "../../../src/bot/search/results.js";
import { AvailabilityResponseSchema, type AvailabilityResponse } from "../../../src/supplier/schemas/availability.js";
import { SAMPLE_QUERY, roundTripSample } from "../../support/search-sample.js";


const answer = (itineraries: number): AvailabilityResponse => AvailabilityResponseSchema.parse(roundTripSample({ itineraries }));

describe("BoundedCache", () => {
  it("forgets an entry once its time to live has passed", () => {
    let now = 0;
    const cache = new BoundedCache<string>({ maxEntries: 10, ttlMs: 1000 }, () => now);
    cache.set("a", "A");
    now = 999;
    expect(cache.get("a")).toBe("A");
    now = 1000;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("drops the oldest entries beyond its size, and a re-set entry counts as new", () => {
    let now = 0;
    const cache = new BoundedCache<number>({ maxEntries: 3, ttlMs: 10_000 }, () => now++);
    for (const key of ["a", "b", "c"]) cache.set(key, 1);
    cache.set("a", 2);
    cache.set("d", 1);
    expect([cache.has("a"), cache.has("b"), cache.has("c"), cache.has("d")]).toEqual([true, false, true, true]);
    expect(cache.size).toBe(3);
  });

  it("drops the oldest entries beyond its total weight, but always keeps the newest", () => {
    const cache = new BoundedCache<number>({ maxEntries: 10, ttlMs: 10_000, maxWeight: 10, weigh: (n) => n }, () => 0);
    cache.set("a", 4);
    cache.set("b", 4);
    cache.set("c", 4);
    expect([cache.has("a"), cache.has("b"), cache.has("c")]).toEqual([false, true, true]);
    cache.set("big", 50);
    expect([cache.has("b"), cache.has("c"), cache.has("big")]).toEqual([false, false, true]);
    cache.set("d", 1);
    expect([cache.has("big"), cache.has("d")]).toEqual([false, true]);
  });
});

describe("SearchResults", () => {
  it("keeps a result 30 minutes; a renewed result keeps its id", () => {
    let now = new Date("2026-11-22T08:00:00Z").getTime();
    const results = new SearchResults(() => new Date(now));
    const { id } = results.remember(SAMPLE_QUERY, { ...answer(4), airportNotServed: false });
    expect(id).toMatch(/^[0-9a-z]{1,8}$/);
    expect(results.result(id)?.journeys.length).toBeGreaterThan(0);
    now += RESULT_TTL_MS;
    expect(results.result(id)).toBeUndefined();
    expect(results.remember(SAMPLE_QUERY, { ...answer(2), airportNotServed: false }, id).id).toBe(id);
    expect(results.result(id)?.fetchedAt.getTime()).toBe(now);
    expect(results.result("nope")).toBeUndefined();
    expect(results.result(undefined)).toBeUndefined();
  });

  it("holds at most RESULTS_KEPT results, the newest, and at most ITINERARIES_KEPT itineraries", () => {
    const results = new SearchResults(() => new Date());
    const empty = { CurrencyCode: "IRR", ItineraryList: [], ClosedFlightList: [], airportNotServed: false };
    const ids = Array.from({ length: RESULTS_KEPT + 5 }, () => results.remember(SAMPLE_QUERY, empty).id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(results.result(ids[0])).toBeUndefined();
    expect(results.result(ids.at(-1))).toBeDefined();

    const big = { ...answer(300), airportNotServed: false };
    const kept = Array.from({ length: Math.ceil(ITINERARIES_KEPT / 300) + 2 }, () => results.remember(SAMPLE_QUERY, big).id);
    const alive = kept.filter((id) => results.result(id) !== undefined).length;
    expect(alive).toBe(Math.floor(ITINERARIES_KEPT / 300));
  });

  it("names the airport of an Error1027 that no earlier answer showed", () => {
    const results = new SearchResults(() => new Date());
    const notServed = { CurrencyCode: "", ItineraryList: [], ClosedFlightList: [], airportNotServed: true };
    const toLondon = { ...SAMPLE_QUERY, kind: "oneway" as const, routes: [{ origin: "THR", destination: "LHR", date: "2026-12-01" }] };
    expect(results.remember(toLondon, notServed).unserved).toEqual(["THR", "LHR"]);
    results.remember(SAMPLE_QUERY, { ...answer(2), airportNotServed: false });
    expect(results.remember(toLondon, notServed).unserved).toEqual(["LHR"]);
    expect(results.remember(SAMPLE_QUERY, notServed).unserved).toEqual(["THR", "MHD"]);
    expect(results.remember(SAMPLE_QUERY, { ...answer(2), airportNotServed: false }).unserved).toBeNull();
  });
});

describe("groupJourneys", () => {
  it("groups itineraries flying the same flights, cheapest option first, journeys by departure", () => {
    const raw = answer(40);
    const journeys = groupJourneys([...raw.ItineraryList].reverse());
    expect(journeys.reduce((n, j) => n + j.options.length, 0)).toBe(40);
    const departures = journeys.map((j) => j.segments.map((s) => s.DepartureDateTime).join(">"));
    expect(departures).toEqual([...departures].sort());
    expect(new Set(departures).size).toBe(journeys.length);
    for (const journey of journeys) {
      const totals = journey.options.map((o) => o.adultTotal);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      for (const option of journey.options) {
        expect(option.classes).toHaveLength(2);
        expect(option.seats).toBe(Math.min(...option.classes.map((c) => c.AvailableSeat)));
      }
    }
  });

  it("sums the segments' fares exactly, and prices a party by rule 3 with the seat check of rule 1", () => {
    const raw = answer(1);
    const [outbound, back] = raw.ItineraryList[0]!.FlightList;
    const withFare = (segment: typeof outbound, total: number, seats: number) => ({
      ...segment!,
      FlightClass: { ...segment!.FlightClass, AvailableSeat: seats, AdultFare: { ...segment!.FlightClass.AdultFare, TotalFare: total, Payable: total, Commission: 0.1 } },
    });
    const [journey] = groupJourneys([{ FlightList: [withFare(outbound, 0.1, 9), withFare(back, 0.2, 2)] }]);
    const option = journey!.options[0]!;
    expect(option.adultTotal).toBe(0.3);
    expect(option.seats).toBe(2);

    const party = { adults: 3, children: 0, infants: 0 };
    const totals = optionPartyTotals(option, party);
    expect(totals.TotalFare).toBe(0.9);
    expect(totals.Commission).toBe(0.6);
    expect(optionSeatsFor(option, party)).toBe(false);
    expect(optionSeatsFor(option, { adults: 1, children: 1, infants: 1 })).toBe(true);
  });
});

describe("availability schema", () => {
  it("keeps an unknown cabin type and flight source instead of refusing the whole answer", () => {
    const raw = roundTripSample({ itineraries: 1 }) as { ItineraryList: { FlightList: Record<string, unknown>[] }[] };
    const segment = raw.ItineraryList[0]!.FlightList[0]!;
    segment.Source = "Codeshare";
    (segment.FlightClass as Record<string, unknown>).CabinType = "Cargo";
    const parsed = AvailabilityResponseSchema.parse(raw);
    expect(parsed.ItineraryList[0]!.FlightList[0]!.Source).toBe("Codeshare");
    expect(parsed.ItineraryList[0]!.FlightList[0]!.FlightClass.CabinType).toBe("Cargo");
    (segment.FlightClass as Record<string, unknown>).CabinType = 3;
    expect(AvailabilityResponseSchema.safeParse(raw).success).toBe(false);
  });
});
