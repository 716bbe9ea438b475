import { describe, expect, it } from "vitest";
import { freshClasses, holdTotal, offerOf, offerOfTag, offerSeats, offerTag, offerWords, type BookOffer } from "../../../src/bot/book/offer.js";
import { groupJourneys } from "../../../src/bot/search/journeys.js";
import { SearchResults } from "../../../src/bot/search/results.js";
import { parseSearchLine } from "../../../src/domain/search-query.js";
import { AvailabilityResponseSchema, type FlightClass, type FlightSegment } from "../../../src/supplier/schemas/availability.js";
import { SAMPLE_QUERY, roundTripSample } from "../../support/search-sample.js";

const answer = AvailabilityResponseSchema.parse(roundTripSample({ itineraries: 8 }));
const NOW = new Date("2026-11-22T10:00:00Z");

function kept(query = SAMPLE_QUERY) {
  return new SearchResults(() => NOW).remember(query, { ...answer, airportNotServed: false });
}

const withFare = (c: FlightClass, payable: number): FlightClass => ({ ...c, AdultFare: { ...c.AdultFare, Payable: payable } });

describe("the offer of a search result's option", () => {
  it("takes a round trip's two flights and their classes, as the search answered them", () => {
    const result = kept();
    const offer = offerOf(result, 0, 1) as BookOffer;
    const option = result.journeys[0]!.options[1]!;
    expect(offer.classes).toEqual(option.classes);
    // Each flight names the option's class, not the one its first itinerary had.
    expect(offer.segments.map((s) => s.FlightClass)).toEqual(option.classes);
    expect(offer.segments.map((s) => s.FlightNumber)).toEqual(result.journeys[0]!.segments.map((s) => s.FlightNumber));
    expect(result.journeys[0]!.segments.map((s) => s.FlightClass)).not.toEqual(option.classes);
    expect(offer.currency).toBe("IRR");
    expect(offerWords(offer)).toMatch(/^ZV 4000 THR-MHD 2026-12-01 \d\d:\d\d [YC] \+ \S+ \d+ MHD-THR 2026-12-05 \d\d:\d\d [YC]$/);
  });

  it("has none for a journey or option the result does not hold, and refuses two flights that are not a round trip", () => {
    expect(offerOf(kept(), 99, 0)).toBeUndefined();
    expect(offerOf(kept(), 0, 99)).toBeUndefined();
    const multicity = parseSearchLine("THR-MHD 2026-12-01 MHD-THR 2026-12-05", "2026-11-22");
    if (!multicity.ok) throw new Error("sample refused");
    expect(offerOf(kept(multicity.query), 0, 0)).toBe("not-bookable");
  });

  it("finds the same flights and fare classes in a fresh search, at its fares; none when they are gone", () => {
    const offer = offerOf(kept(), 0, 0) as BookOffer;
    const moved = answer.ItineraryList.map((i) => ({ FlightList: i.FlightList.map((s): FlightSegment => ({ ...s, FlightClass: withFare(s.FlightClass, s.FlightClass.AdultFare.Payable + 1000) })) }));
    const fresh = freshClasses(groupJourneys(moved), offer)!;
    expect(fresh.map((c) => c.FareName)).toEqual(offer.classes.map((c) => c.FareName));
    expect(fresh[0]!.AdultFare.Payable).toBe(offer.classes[0]!.AdultFare.Payable + 1000);
    expect(freshClasses(groupJourneys(answer.ItineraryList.slice(1).filter((i) => i.FlightList[0]!.FlightNumber !== offer.segments[0]!.FlightNumber)), offer)).toBeUndefined();
  });

  it("is found by its button's tag in another search of the query, whatever its place and fares there; not when gone", () => {
    const offer = offerOf(kept(), 0, 1) as BookOffer;
    const tag = offerTag(kept().journeys[0]!.segments, offer.classes);
    expect(tag).toMatch(/^[0-9a-f]{10}$/);
    // Another instance's search: itineraries in another order, fares moved.
    const moved = [...answer.ItineraryList].reverse().map((i) => ({ FlightList: i.FlightList.map((s): FlightSegment => ({ ...s, FlightClass: withFare(s.FlightClass, s.FlightClass.AdultFare.Payable + 1000) })) }));
    const elsewhere = new SearchResults(() => NOW).remember(SAMPLE_QUERY, { ...answer, ItineraryList: moved, airportNotServed: false });
    const found = offerOfTag(elsewhere, tag) as BookOffer;
    expect(found.segments.map((s) => s.FlightNumber)).toEqual(offer.segments.map((s) => s.FlightNumber));
    expect(found.classes.map((c) => c.FareName)).toEqual(offer.classes.map((c) => c.FareName));
    expect(found.classes[0]!.AdultFare.Payable).toBe(offer.classes[0]!.AdultFare.Payable + 1000);
    expect(offerOfTag(elsewhere, "0000000000")).toBeUndefined();
  });

  it("totals the party's Payable on every segment exactly (rule 3), and counts the scarcest class's seats", () => {
    const offer = offerOf(kept(), 0, 0) as BookOffer;
    const classes = [withFare(offer.classes[0]!, 0.1), withFare(offer.classes[1]!, 0.2)];
    const party = { adults: 1, children: 0, infants: 0 };
    expect(holdTotal(classes, party)).toBe(0.3);
    const [a, b] = offer.classes as [FlightClass, FlightClass];
    const family = { adults: 2, children: 1, infants: 1 };
    const expected = [a, b].reduce((sum, c) => sum + 2 * c.AdultFare.Payable + c.ChildFare.Payable + c.InfantFare.Payable, 0);
    expect(holdTotal(offer.classes, family)).toBe(expected);
    expect(offerSeats(offer.classes)).toBe(Math.min(a.AvailableSeat, b.AvailableSeat));
  });
});
