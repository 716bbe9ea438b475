import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTES } from "../../src/sim/data/routes.js";
import { SIM_FIXTURES as F } from "../../src/sim/fixtures.js";
import { startSimulator, type Simulator } from "../../src/sim/server.js";
import { call, CREDS, FLIGHT_TIME, ok, searchBody } from "./helpers.js";

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({ profile: "strict" });
});
afterAll(async () => {
  await sim.close();
});

const search = (legs: Parameters<typeof searchBody>[0], overrides?: Record<string, unknown>) => ok(call(sim, "SearchByRouteAndDate", searchBody(legs, overrides)));

/** Every route on a few days, with every filter open. */
async function sample(overrides: Record<string, unknown>): Promise<any[]> {
  const answers = await Promise.all(
    ROUTES.flatMap((r) => [2, 9, 27].map((dayOffset) => search([{ origin: r.origin, destination: r.destination, dayOffset }], overrides))),
  );
  return answers;
}

const segmentsOf = (answers: any[]): any[] => answers.flatMap((a) => a.ItineraryList.flatMap((i: any) => i.FlightList));

describe("fares and classes over many searches", () => {
  let open: any[];
  let closedAndTour: any[];
  beforeAll(async () => {
    open = await sample({});
    closedAndTour = await sample({ FetchClosedFlights: true, FetchFlightsThatAreRestrictedForTour: true });
  });

  it("flies every route and answers in IRR", () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(15);
    expect(open.every((a) => a.CurrencyCode === "IRR")).toBe(true);
    const routes = new Set(segmentsOf(open).map((s) => `${s.Origin.Code}-${s.Destination.Code}`));
    expect(routes.size).toBe(ROUTES.length);
  });

  it("has TotalFare = BaseFare + Tax, Payable = Total + Markup - Commission, and positive seats", () => {
    const segments = segmentsOf(closedAndTour);
    expect(segments.length).toBeGreaterThan(300);
    for (const s of segments) {
      expect(s.FlightClass.AvailableSeat).toBeGreaterThanOrEqual(1);
      for (const fare of [s.FlightClass.AdultFare, s.FlightClass.ChildFare, s.FlightClass.InfantFare]) {
        expect(fare.TotalFare).toBe(fare.BaseFare + fare.Tax);
        expect(fare.Payable).toBe(fare.TotalFare + fare.Markup - fare.Commission);
        expect(Number.isInteger(fare.BaseFare)).toBe(true);
      }
    }
  });

  it("puts Markup only on third-party flights and Tax 0 on owned ones", () => {
    const segments = segmentsOf(closedAndTour);
    const fares = (s: any) => [s.FlightClass.AdultFare, s.FlightClass.ChildFare, s.FlightClass.InfantFare];
    for (const s of segments.filter((x) => x.Source === "Owned")) for (const f of fares(s)) expect([f.Tax, f.Markup]).toEqual([0, 0]);
    const thirdParty = segments.filter((x) => x.Source === "ThirdParty");
    expect(thirdParty.length).toBeGreaterThan(0);
    for (const s of thirdParty) expect(s.FlightClass.AdultFare.Markup).toBeGreaterThan(0);
    expect(new Set(segments.map((s) => s.Source))).toEqual(new Set(["Owned", "ThirdParty"]));
  });

  it("keeps BookingCode to 3 characters and FareName to 50, over several cabin types", () => {
    const segments = segmentsOf(closedAndTour);
    for (const s of segments) {
      expect(s.FlightClass.BookingCode.length).toBeLessThanOrEqual(3);
      expect(s.FlightClass.FareName.length).toBeLessThanOrEqual(50);
    }
    expect(new Set(segments.map((s) => s.FlightClass.CabinType)).size).toBeGreaterThanOrEqual(5);
  });

  it("shows tour-only classes only when asked", () => {
    expect(segmentsOf(open).some((s) => s.FlightClass.RestrictedForTour)).toBe(false);
    expect(segmentsOf(open).some((s) => s.FlightClass.BookingCode === "TR")).toBe(false);
    const tour = segmentsOf(closedAndTour).filter((s) => s.FlightClass.RestrictedForTour);
    expect(tour.length).toBeGreaterThan(0);
  });

  it("lists closed flights only when asked", () => {
    expect(open.every((a) => a.ClosedFlightList.length === 0)).toBe(true);
    expect(closedAndTour.some((a) => a.ClosedFlightList.length > 0)).toBe(true);
  });

  it("answers CancelationPolicyList in fa-IR and en-US, with some texts null", () => {
    const policies = segmentsOf(closedAndTour).flatMap((s) => s.FlightClass.CancelationPolicyList);
    expect(new Set(policies.map((p: any) => p.Culture))).toEqual(new Set(["fa-IR", "en-US"]));
    expect(policies.some((p: any) => p.Text === null)).toBe(true);
    expect(policies.some((p: any) => typeof p.Text === "string" && p.Text.length > 0)).toBe(true);
  });

  it("has classes open to All, classes with explicit lists, and duplicated prohibited codes", async () => {
    const classes = segmentsOf(closedAndTour).map((s) => s.FlightClass);
    expect(classes.some((c) => c.PermittedNationalityList.includes("All"))).toBe(true);
    // A week of days: on a given day a flight may be delayed, cancelled or sold out (seeded by the date).
    const week = (route: { origin: string; destination: string }) => Promise.all([2, 3, 4, 5, 6, 7, 8].map((dayOffset) => search([{ ...route, dayOffset }])));
    const explicit = segmentsOf(await week(F.routes.explicitNationalities));
    expect(explicit.some((s) => s.Source === "Owned" && s.FlightClass.PermittedNationalityList.join() === "IR,IQ")).toBe(true);
    const dup = segmentsOf(await week(F.routes.duplicateProhibited)).map((s) => s.FlightClass.ProhibitedNationalityList);
    expect(dup.some((list: string[]) => new Set(list).size < list.length)).toBe(true);
  });

  it("uses the wire formats: local times, terminals empty", () => {
    for (const s of segmentsOf(open)) {
      expect(s.DepartureDateTime).toMatch(FLIGHT_TIME);
      expect(s.ArrivalDateTime).toMatch(FLIGHT_TIME);
      expect(s.Origin.Terminal).toBe("");
      expect(s.Destination.Terminal).toBe("");
      expect(s.Airline).toMatch(/^[A-Z0-9]{2}$/);
    }
  });
});

describe("request shapes", () => {
  it("filters by FlightSource", async () => {
    // A week of days: on a given day a source's only flight may be delayed, cancelled or sold out.
    const days = [3, 4, 5, 6, 7, 8, 9];
    const sources = async (FlightSource: string) =>
      new Set(segmentsOf(await Promise.all(days.map((dayOffset) => search([{ ...F.routes.mixedSources, dayOffset }], { FlightSource, FetchClosedFlights: true })))).map((s) => s.Source));
    expect(await sources("All")).toEqual(new Set(["Owned", "ThirdParty"]));
    expect(await sources("OwnedFlight")).toEqual(new Set(["Owned"]));
    expect(await sources("ThirdPartyFlight")).toEqual(new Set(["ThirdParty"]));
    const only = await search([{ ...F.routes.thirdPartyOnly, dayOffset: 6 }], { FlightSource: "OwnedFlight", FetchClosedFlights: true });
    expect(only.ItineraryList).toEqual([]);
    expect(only.ClosedFlightList).toEqual([]);
  });

  it("shows the fixture day's closed and sold-out flights only in ClosedFlightList", async () => {
    const leg = [F.routes.closedFlights];
    const withClosed = await search(leg, { FetchClosedFlights: true });
    const closedNumbers = withClosed.ClosedFlightList.map((f: any) => f.FlightNumber);
    expect(closedNumbers.length).toBeGreaterThanOrEqual(2);
    expect(withClosed.ClosedFlightList[0]).not.toHaveProperty("FlightClass");
    const openNumbers = new Set(withClosed.ItineraryList.map((i: any) => i.FlightList[0].FlightNumber));
    for (const n of closedNumbers) expect(openNumbers.has(n)).toBe(false);
    expect(openNumbers.size).toBeGreaterThan(0);
    expect((await search(leg)).ClosedFlightList).toEqual([]);
  });

  it("returns every outbound x return combination of a round trip, with cheaper round-trip fares", async () => {
    const r = F.routes.roundTrip;
    const out = { origin: r.origin, destination: r.destination, dayOffset: r.outboundDayOffset };
    const back = { origin: r.destination, destination: r.origin, dayOffset: r.returnDayOffset };
    const rt = await search([out, back]);
    const oneOut = await search([out]);
    const oneBack = await search([back]);
    expect(rt.ItineraryList.length).toBe(oneOut.ItineraryList.length * oneBack.ItineraryList.length);
    for (const it of rt.ItineraryList) {
      expect(it.FlightList).toHaveLength(2);
      expect(it.FlightList[0].Origin.Code).toBe(r.origin);
      expect(it.FlightList[1].Origin.Code).toBe(r.destination);
    }
    const oneWayFare = new Map(oneOut.ItineraryList.map((i: any) => [`${i.FlightList[0].FlightNumber}/${i.FlightList[0].FlightClass.BookingCode}`, i.FlightList[0].FlightClass.AdultFare.TotalFare]));
    const cheaper = rt.ItineraryList.filter((i: any) => {
      const s = i.FlightList[0];
      return s.FlightClass.AdultFare.TotalFare < (oneWayFare.get(`${s.FlightNumber}/${s.FlightClass.BookingCode}`) as number);
    });
    expect(cheaper.length).toBeGreaterThan(0);
    const departures = rt.ItineraryList.map((i: any) => i.FlightList[0].DepartureDateTime);
    expect([...departures].sort()).toEqual(departures);
  });

  it("combines multicity legs chronologically, sorted by departure", async () => {
    // The fixture's days and the six after: a leg's one flight may be delayed or sold out on a day.
    const answers = await Promise.all([0, 1, 2, 3, 4, 5, 6].map((shift) => search(F.routes.multicity.map((leg) => ({ ...leg, dayOffset: leg.dayOffset + shift })))));
    expect(answers.some((answer) => answer.ItineraryList.length > 0)).toBe(true);
    for (const answer of answers) {
      expect(answer.ItineraryList.length).toBeLessThanOrEqual(300);
      for (const it of answer.ItineraryList) {
        expect(it.FlightList.map((s: any) => `${s.Origin.Code}-${s.Destination.Code}`)).toEqual(["THR-MHD", "MHD-KIH"]);
        expect(it.FlightList[1].DepartureDateTime > it.FlightList[0].ArrivalDateTime).toBe(true);
      }
    }
  });

  it("answers several destinations from one origin as one-way itineraries sorted by departure", async () => {
    const { origin, destinations, dayOffset } = F.routes.severalDestinations;
    const answer = await search(destinations.map((destination) => ({ origin, destination, dayOffset })));
    expect(answer.ItineraryList.every((i: any) => i.FlightList.length === 1)).toBe(true);
    expect(new Set(answer.ItineraryList.map((i: any) => i.FlightList[0].Destination.Code))).toEqual(new Set(destinations));
    const departures = answer.ItineraryList.map((i: any) => i.FlightList[0].DepartureDateTime);
    expect([...departures].sort()).toEqual(departures);
  });

  it("describes stops with local times at the stop", async () => {
    const two = segmentsOf([await search([{ ...F.routes.twoStops, dayOffset: 5 }, { ...F.routes.twoStops, dayOffset: 6 }])]);
    expect(two.length).toBeGreaterThan(0);
    const s = two[0];
    expect([s.Stop1.AirportIataCode, s.Stop2.AirportIataCode]).toEqual(F.routes.twoStops.stops);
    expect(s.Stop1.ArrivalDateTime).toMatch(FLIGHT_TIME);
    expect(s.Stop2.FlightDurationUntilThisStopInMinute).toBeGreaterThan(s.Stop1.FlightDurationUntilThisStopInMinute + s.Stop1.StopDurationInMinute - 1);
    expect(s.Duration).toBeGreaterThan(s.Stop2.FlightDurationUntilThisStopInMinute);
    const one = segmentsOf([await search([{ ...F.routes.oneStop, dayOffset: 5 }, { ...F.routes.oneStop, dayOffset: 6 }])]);
    expect(one[0].Stop1.AirportIataCode).toBe("SYZ");
    expect(one[0].Stop2).toBeNull();
  });

  it("answers Error1027 for an airport it does not serve, and nothing for a pair it does not fly", async () => {
    const bad = await call(sim, "SearchByRouteAndDate", searchBody([{ origin: F.unservedAirport, destination: "THR", dayOffset: 3 }]));
    expect(bad.status).toBe(400);
    expect(bad.json.ExceptionType).toBe("Error1027-AirportNotFound");
    expect(bad.headers["content-type"]).toBe("application/json; charset=utf-8");
    const none = await search([F.routes.noFlights], { FetchClosedFlights: true });
    expect(none).toEqual({ CurrencyCode: "IRR", ItineraryList: [], ClosedFlightList: [] });
  });

  it("answers remarks in the requested language, Arabic falling back to English", async () => {
    const leg = [{ origin: "THR", destination: "KIH", dayOffset: 8 }];
    const remark = async (Culture: string) => segmentsOf([await search(leg, { Culture })])[0].Remarks as string;
    expect(await remark("fa-IR")).toMatch(/[\u0600-\u06FF]/);
    expect(await remark("en-US")).toMatch(/^[\x20-\x7E]+$/);
    expect(await remark("ar-IQ")).toMatch(/[\u0600-\u06FF]/);
    const partner = segmentsOf([await search([{ ...F.routes.thirdPartyOnly, dayOffset: 8 }], { Culture: "ar-IQ" })])[0].Remarks;
    expect(partner).toMatch(/^[\x20-\x7E]+$/);
  });

  it("rejects malformed requests with a clear Exception", async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ FlightSource: "Everything" }, /FlightSource/],
      [{ OriginDestinationOptionList: [{ OriginIataCode: "THR", DestinationIataCode: "MHD", FlightDate: "2025-02-30" }] }, /FlightDate/],
      [{ OriginDestinationOptionList: [{ OriginIataCode: "thr", DestinationIataCode: "MHD", FlightDate: "2030-01-01" }] }, /IATA/],
      [{ OriginDestinationOptionList: [] }, /OriginDestinationOptionList/],
      [{ Culture: undefined }, /Culture/],
    ];
    for (const [override, message] of cases) {
      const r = await call(sim, "SearchByRouteAndDate", searchBody([{ origin: "THR", destination: "MHD", dayOffset: 2 }], override));
      expect(r.status).toBe(400);
      expect(r.json.ExceptionType).toBe("Exception");
      expect(r.json.ErrorMessage).toMatch(message);
    }
  });

  it("lets the public account search", async () => {
    const body = { ...searchBody([{ origin: "THR", destination: "MHD", dayOffset: 2 }]), Username: "public", Password: "anything" };
    expect((await ok(call(sim, "SearchByRouteAndDate", body))).ItineraryList.length).toBeGreaterThan(0);
  });

  it("answers a search in a few milliseconds", async () => {
    const body = searchBody([{ origin: "THR", destination: "MHD", dayOffset: 11 }]);
    await call(sim, "SearchByRouteAndDate", body);
    const started = performance.now();
    for (let i = 0; i < 20; i++) await ok(call(sim, "SearchByRouteAndDate", body));
    expect((performance.now() - started) / 20).toBeLessThan(25);
  });
});

describe("data set", () => {
  it("is the same for the same seed and clock, and differs for another seed", async () => {
    const now = new Date("2031-03-10T08:00:00Z");
    const a = await startSimulator({ profile: "strict", seed: 7, now: () => now });
    const b = await startSimulator({ profile: "strict", seed: 7, now: () => now });
    const c = await startSimulator({ profile: "strict", seed: 8, now: () => now });
    try {
      const body = searchBody([{ origin: "IKA", destination: "DXB", dayOffset: 12 }], { FetchClosedFlights: true }, now);
      const [ra, rb, rc] = await Promise.all([a, b, c].map((s) => call(s, "SearchByRouteAndDate", body)));
      expect(ra!.text).toBe(rb!.text);
      expect(ra!.text).not.toBe(rc!.text);
      expect(ra!.json.ItineraryList[0].FlightList[0].DepartureDateTime.startsWith("2031-03-22")).toBe(true);
    } finally {
      await Promise.all([a.close(), b.close(), c.close()]);
    }
  });

  it("builds the same bookings and feed at any hour of the same day", async () => {
    const morning = await startSimulator({ profile: "strict", seed: 3, now: () => new Date("2031-03-10T02:00:00Z") });
    const evening = await startSimulator({ profile: "strict", seed: 3, now: () => new Date("2031-03-10T21:30:00Z") });
    try {
      const body = { ...CREDS, FromDatetime: "2031-01-01 00:00:00", ToDatetime: "2031-03-10 00:00:00", EventTypeList: [] };
      const [a, b] = await Promise.all([morning, evening].map((s) => call(s, "B2BGetEvents", body)));
      expect(a!.json.EventList.length).toBeGreaterThan(40);
      expect(a!.text).toBe(b!.text);
    } finally {
      await Promise.all([morning.close(), evening.close()]);
    }
  });

  it("prices in two-decimal currencies exactly", async () => {
    const usd = await startSimulator({ profile: "strict", currency: "USD" });
    try {
      const answer = await ok(call(usd, "SearchByRouteAndDate", searchBody([{ origin: "IKA", destination: "IST", dayOffset: 9 }])));
      expect(answer.CurrencyCode).toBe("USD");
      const fares = segmentsOf([answer]).flatMap((s) => [s.FlightClass.AdultFare, s.FlightClass.ChildFare, s.FlightClass.InfantFare]);
      const cents = (x: number) => Math.round(x * 100);
      expect(fares.some((f) => !Number.isInteger(f.TotalFare))).toBe(true);
      for (const f of fares) {
        expect(Math.abs(f.Tax * 100 - cents(f.Tax))).toBeLessThan(1e-6);
        expect(cents(f.TotalFare)).toBe(cents(f.BaseFare) + cents(f.Tax));
        expect(f.TotalFare).toBe(cents(f.TotalFare) / 100);
      }
    } finally {
      await usd.close();
    }
  });
});
