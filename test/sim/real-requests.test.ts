import { describe, expect, it } from "vitest";
import { SIM_FIXTURES as F, simDate } from "../../src/sim/fixtures.js";
import { OPERATION_PATHS } from "../../src/sim/operations.js";
import { startSimulator, type SimOptions } from "../../src/sim/server.js";
import { bothProfiles, call, callRaw, CREDS, FIXED_NOW, ok, series } from "./helpers.js";

/** The real profile's requests (any case, any version) and the Bot path's camelCase answers. */

const sims = bothProfiles({ eventDelaySeconds: 0 });

const lower = { username: CREDS.Username, password: CREDS.Password };
const UPPER = { USERNAME: CREDS.Username, PASSWORD: CREDS.Password };

describe("real profile: member names in any case", () => {
  it("takes every operation's members in other cases", async () => {
    const search = await ok(call(sims.real, "SearchByRouteAndDate", {
      ...lower,
      originDestinationOptionList: [{ originIataCode: "THR", DESTINATIONIATACODE: "MHD", flightdate: simDate(4, FIXED_NOW) }],
      flightSource: "All", fetchFlightsThatAreRestrictedForTour: false, FETCHCLOSEDFLIGHTS: false, culture: "en-US",
    }));
    expect(search.ItineraryList.length).toBeGreaterThan(0);
    const history = await ok(call(sims.real, "GetHistory", { ...UPPER, PNR: F.sixPassengers.pnr }));
    expect(history.LastState.PassengerList).toHaveLength(6);
    expect((await ok(call(sims.real, "GetStatus", { ...lower, yourLocalInventoryPnr: "FD-1001" }))).LocalPnr).toBe(F.status.issued.localPnr);
    const ticket = F.partlyRefunded.activeTicket;
    const quote = await ok(call(sims.real, "GetPenalty", { credential: lower, pnr: F.partlyRefunded.pnr, segmentList: [{ ticketNumber: ticket }] }));
    const amount = quote.PassengerList[0].PenaltyAmountThatPassengerShouldPay;
    const done = await call(sims.real, "DoRefund", {
      CREDENTIAL: UPPER, pnr: F.partlyRefunded.pnr, reason: 1, remarks: null,
      segmentlist: [{ ticketnumber: ticket, penaltyAmountThatPassengerShouldPay: amount }],
    });
    expect(done.status).toBe(200);
    expect(done.json.ExceptionType).toBeUndefined();
    const events = await ok(call(sims.real, "B2BGetEvents", { ...lower, fromDatetime: "2000-01-01 00:00:00", todatetime: "2100-01-01 00:00:00", eventTypeList: [] }));
    expect(events.EventList.length).toBeGreaterThan(40);
    const fleet = await ok(call(sims.real, "AircraftGetList", { accesstoken: F.credentials.accessToken }));
    expect(Array.isArray(fleet) ? fleet : fleet.aircraftList).toHaveLength(12);
  });

  it("prefers the member named exactly over another spelling of it", async () => {
    const history = await ok(call(sims.real, "GetHistory", { ...CREDS, username: "someone-else", pnr: F.unknownPnr, Pnr: F.sixPassengers.pnr }));
    expect(history.LastState.PassengerList).toHaveLength(6);
  });

  it("stays exact in strict", async () => {
    const r = await call(sims.strict, "GetHistory", { ...lower, Pnr: F.sixPassengers.pnr });
    expect(r.status).toBe(400);
    expect(r.json.ErrorMessage).toMatch(/Username/);
  });
});

describe("real profile: paths in any case and version", () => {
  const history = OPERATION_PATHS.GetHistory;
  const variants = [history.replace("/V3/", "/V2/"), history.toUpperCase(), history.toLowerCase().replace("/v3/", "/V17/"), "/API/partners/flight/retrievebooking/v3/gethistory"];

  it("reaches the operation", async () => {
    for (const path of variants) {
      const r = await callRaw(sims.real, path, { body: JSON.stringify({ ...CREDS, Pnr: F.sixPassengers.pnr }) });
      expect(r.status).toBe(200);
      expect(r.json.LastState.PassengerList).toHaveLength(6);
    }
    const search = OPERATION_PATHS.SearchByRouteAndDate.replace("V18", "V17");
    const body = { ...CREDS, OriginDestinationOptionList: [{ OriginIataCode: "THR", DestinationIataCode: "MHD", FlightDate: simDate(4, FIXED_NOW) }], FlightSource: "All", FetchFlightsThatAreRestrictedForTour: false, FetchClosedFlights: false, Culture: "en-US" };
    expect((await callRaw(sims.real, search, { body: JSON.stringify(body) })).status).toBe(200);
    expect((await callRaw(sims.real, OPERATION_PATHS.AircraftGetList.replace(/V1$/, "v2"), { body: JSON.stringify({ AccessToken: F.credentials.accessToken }) })).status).toBe(200);
  });

  it("still needs a version segment and the right names, and strict matches exactly", async () => {
    expect((await callRaw(sims.real, history.replace("/V3", ""), { body: "{}" })).status).toBe(404);
    expect((await callRaw(sims.real, history.replace("GetHistory", "GetHistories"), { body: "{}" })).status).toBe(404);
    for (const path of variants) expect((await callRaw(sims.strict, path, { body: "{}" })).status).toBe(404);
  });
});

describe("real profile: Bot path in camelCase", () => {
  it("answers camelCase members, sometimes as a bare array, with the strict values", async () => {
    const expected = (await ok(call(sims.strict, "AircraftGetList", { AccessToken: F.credentials.accessToken }))).AircraftList;
    const camel = expected.map((a: any) => Object.fromEntries(Object.entries(a).map(([k, v]) => [k[0]!.toLowerCase() + k.slice(1), v])));
    expect(Object.keys(camel[0])).toEqual(["id", "registration", "iataTypeCode", "model", "seatCount", "airlineIataCode", "isActive"]);
    const answers = await series(15, () => ok(call(sims.real, "AircraftGetList", { AccessToken: F.credentials.accessToken })));
    const bare = answers.filter((a) => Array.isArray(a));
    expect(bare.length).toBeGreaterThan(0);
    expect(bare.length).toBeLessThan(answers.length);
    for (const answer of answers) {
      if (Array.isArray(answer)) expect(answer).toEqual(camel);
      else expect(answer).toEqual({ aircraftList: camel });
    }
  });
});

describe("apiKey", () => {
  for (const profile of ["strict", "real"] as const) {
    it(`guards the Bot path with X-API-KEY (${profile})`, async () => {
      const opts: SimOptions = { profile, apiKey: "k-7781", now: () => FIXED_NOW };
      const sim = await startSimulator(opts);
      try {
        const token = { AccessToken: F.credentials.accessToken };
        for (const headers of [undefined, { "x-api-key": "wrong" }, { "x-api-key": "K-7781" }]) {
          const r = await call(sim, "AircraftGetList", token, headers);
          expect(r.status).toBe(401);
          expect(r.json).toMatchObject({ ExceptionType: "Exception", ErrorMessage: "An API key is required for this operation." });
        }
        for (const name of ["X-API-KEY", "x-api-key", "X-Api-Key"]) expect((await call(sim, "AircraftGetList", token, { [name]: "k-7781" })).status).toBe(200);
        // Other operations do not need it.
        expect((await call(sim, "GetStatus", { ...CREDS, YourLocalInventoryPnr: "FD-1001" })).status).toBe(200);
      } finally {
        await sim.close();
      }
    });
  }

  it("is not required without the option", async () => {
    expect((await call(sims.strict, "AircraftGetList", { AccessToken: F.credentials.accessToken })).status).toBe(200);
  });
});
