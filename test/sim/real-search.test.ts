import { describe, expect, it } from "vitest";
import { SIM_FIXTURES as F } from "../../src/sim/fixtures.js";
import { startSimulator } from "../../src/sim/server.js";
import { bothProfiles, call, CREDS, FIXED_NOW, ok, searchBody, series } from "./helpers.js";

/** The real profile on SearchByRouteAndDate: same values as sims.strict, shapes of several versions. */

const sims = bothProfiles();

const body = searchBody([{ origin: "THR", destination: "MHD", dayOffset: 4 }], { FetchClosedFlights: true }, FIXED_NOW);
const segmentsOf = (answer: any): any[] => answer.ItineraryList.flatMap((it: any) => it.FlightList ?? it.FlightSegmentList);

/** What must not differ between profiles: identifiers, seats and every amount. */
const values = (answer: any) =>
  segmentsOf(answer).map((s) => [
    s.FlightNumber,
    s.DepartureDateTime,
    s.FlightClass.BookingCode,
    s.FlightClass.AvailableSeat,
    ...["AdultFare", "ChildFare", "InfantFare"].flatMap((k) => {
      const f = s.FlightClass[k];
      return [f.BaseFare, f.Tax, f.TotalFare, f.Commission ?? f.Commision, f.Markup, f.Payable];
    }),
  ]);

describe("real profile: search answers", () => {
  it("is the default profile, and bad profile or apiKey options are refused", async () => {
    expect(sims.real.profile).toBe("real");
    expect(sims.strict.profile).toBe("strict");
    await expect(startSimulator({ profile: "lenient" as never })).rejects.toThrow(/profile/);
    await expect(startSimulator({ apiKey: "" })).rejects.toThrow(/apiKey/);
  });

  it("answers about 1 in 3 searches in the older version (FlightSegmentList, Commision), amounts as in strict", async () => {
    const expected = values(await ok(call(sims.strict, "SearchByRouteAndDate", body)));
    expect(expected.length).toBeGreaterThan(5);
    const answers = await series(30, () => ok(call(sims.real, "SearchByRouteAndDate", body)));
    const old = answers.filter((a) => "FlightSegmentList" in a.ItineraryList[0]);
    expect(old.length).toBeGreaterThanOrEqual(4);
    expect(old.length).toBeLessThanOrEqual(18);
    for (const answer of answers) {
      const isOld = old.includes(answer);
      for (const it of answer.ItineraryList) expect(Object.keys(it)).toEqual([isOld ? "FlightSegmentList" : "FlightList"]);
      for (const s of segmentsOf(answer)) {
        expect(s.FlightClass.AdultFare).toHaveProperty(isOld ? "Commision" : "Commission");
        expect(s.FlightClass.AdultFare).not.toHaveProperty(isOld ? "Commission" : "Commision");
      }
      expect(values(answer)).toEqual(expected);
    }
  });

  it("sends null terminals on some flights and leaves null members out of about half the objects", async () => {
    const segments = (await series(10, () => ok(call(sims.real, "SearchByRouteAndDate", body)))).flatMap(segmentsOf);
    const terminals = segments.map((s) => (Object.hasOwn(s.Origin, "Terminal") ? s.Origin.Terminal : "absent"));
    expect(new Set(terminals)).toEqual(new Set(["", null, "absent"]));
    // This route has no stops: strict sends Stop1 null on every segment.
    const stops = segments.map((s) => (Object.hasOwn(s, "Stop1") ? s.Stop1 : "absent"));
    expect(new Set(stops)).toEqual(new Set([null, "absent"]));
    const absent = stops.filter((s) => s === "absent").length / stops.length;
    expect(absent).toBeGreaterThan(0.3);
    expect(absent).toBeLessThan(0.7);
  });

  it("sends an empty list as [], as null, or leaves it out", async () => {
    const empty = searchBody([F.routes.noFlights], { FetchClosedFlights: true }, FIXED_NOW);
    const answers = await series(24, () => ok(call(sims.real, "SearchByRouteAndDate", empty)));
    const shapes = new Set(answers.map((a) => (Object.hasOwn(a, "ItineraryList") ? JSON.stringify(a.ItineraryList) : "absent")));
    expect(shapes).toEqual(new Set(["[]", "null", "absent"]));
    for (const a of answers) expect(a.CurrencyCode).toBe("IRR");
  });
});

describe("real profile: determinism", () => {
  it("gives byte-identical answers for the same seed and call sequence, other bytes for another seed", async () => {
    const trio = await Promise.all([11, 11, 12].map((seed) => startSimulator({ seed, now: () => FIXED_NOW, eventDelaySeconds: 0 })));
    const sequence = [
      ["SearchByRouteAndDate", body],
      ["GetHistory", { ...CREDS, Pnr: F.sixPassengers.pnr }],
      ["GetHistory", { ...CREDS, Pnr: F.unknownPnr }],
      ["GetStatus", { ...CREDS, YourLocalInventoryPnr: F.status.failed.reference }],
      ["GetPenalty", { Credential: CREDS, Pnr: F.noPenalty.pnr, SegmentList: [{ TicketNumber: F.noPenalty.tickets[0] }] }],
      ["B2BGetEvents", { ...CREDS, FromDatetime: "2000-01-01 00:00:00", ToDatetime: "2100-01-01 00:00:00", EventTypeList: [] }],
      ["AircraftGetList", { AccessToken: F.credentials.accessToken }],
    ] as const;
    try {
      const runs = await Promise.all(
        trio.map((sim) => series(3 * sequence.length, async (i) => {
          const [op, request] = sequence[i % sequence.length]!;
          const r = await call(sim, op, request);
          return `${r.status} ${r.text}`;
        })),
      );
      expect(runs[0]).toEqual(runs[1]);
      expect(runs[0]).not.toEqual(runs[2]);
    } finally {
      await Promise.all(trio.map((s) => s.close()));
    }
  });
});
