import { beforeAll, describe, expect, it } from "vitest";
import type { Simulator } from "../../src/sim/server.js";
import { bothProfiles, call, CREDS, ok, withoutNulls } from "./helpers.js";

/** The real profile's event feed: version-blind type filters, FlightBookedV3, null members left out. */

const ALL_TIME = { FromDatetime: "2000-01-01 00:00:00", ToDatetime: "2100-01-01 00:00:00" };
const V2 = "FederatedFlight.FlightBookedV2";
const V3 = "FederatedFlight.FlightBookedV3";
const events = async (sim: Simulator, EventTypeList: string[]): Promise<any[]> => {
  const answer = await ok(call(sim, "B2BGetEvents", { ...CREDS, ...ALL_TIME, EventTypeList }));
  return answer.EventList ?? [];
};

const sims = bothProfiles();
let expected: any[];
beforeAll(async () => {
  expected = await events(sims.strict, []);
});

describe("real profile: events", () => {
  it("answers FlightBookedV3 for about 1 in 5 bookings when V2 is asked, same Ids, times and money", async () => {
    const booked = expected.filter((e) => e.Type === V2);
    const got = await events(sims.real, [V2]);
    expect(got.map((e) => [e.Id, e.CreateDateTime])).toEqual(booked.map((e) => [e.Id, e.CreateDateTime]));
    const v3 = got.filter((e) => e.Type === V3);
    expect(new Set(got.map((e) => e.Type))).toEqual(new Set([V2, V3]));
    expect(v3.length / got.length).toBeGreaterThan(0.05);
    expect(v3.length / got.length).toBeLessThan(0.4);
    got.forEach((e, i) => {
      // Nothing removed but null members, values unchanged; V3 adds LoyaltyProgram.
      const { LoyaltyProgram, ...rest } = e.Data;
      expect(withoutNulls(rest)).toEqual(withoutNulls(booked[i].Data));
      if (e.Type === V2) expect(LoyaltyProgram).toBeUndefined();
    });
    expect(v3.some((e) => e.Data.LoyaltyProgram?.ProgramName === "Simorgh Club")).toBe(true);
  });

  it("keeps an event's version across polls and in the B2M view", async () => {
    const types = (list: any[]) => list.map((e) => `${e.Id}:${e.Type}`);
    const first = await events(sims.real, []);
    expect(types(await events(sims.real, []))).toEqual(types(first));
    const head = (await ok(call(sims.real, "B2MGetEvents", { ...ALL_TIME, EventTypeList: [] }))).EventList;
    expect(types(head)).toEqual(types(first));
    expect(first.map((e) => e.Id)).toEqual(expected.map((e) => e.Id));
  });

  it("matches EventTypeList entries in any case and any version, and unknown types match nothing", async () => {
    const cancelled = expected.filter((e) => e.Type === "CharterFlight.BookingSegmentCancelledV1").map((e) => e.Id);
    expect(cancelled.length).toBeGreaterThan(0);
    expect((await events(sims.real, ["charterflight.bookingsegmentcancelledV7"])).map((e) => e.Id)).toEqual(cancelled);
    const booked = await events(sims.real, [V3.toLowerCase()]);
    expect(new Set(booked.map((e) => e.Type))).toEqual(new Set([V2, V3]));
    expect(await events(sims.real, ["Federated.SomethingElseV1"])).toEqual([]);
    // Strict: exact names only.
    expect(await events(sims.strict, [V3])).toEqual([]);
    expect(await events(sims.strict, [V2.toLowerCase()])).toEqual([]);
  });

  it("leaves null members out of about half the Data objects", async () => {
    const withoutUtm = expected.filter((e) => e.Type === V2 && e.Data.Utm === null).map((e) => e.Id);
    expect(withoutUtm.length).toBeGreaterThan(4);
    const got = new Map((await events(sims.real, [V2])).map((e) => [e.Id, e]));
    const present = withoutUtm.filter((id) => "Utm" in got.get(id).Data).length;
    expect(present).toBeGreaterThan(0);
    expect(present).toBeLessThan(withoutUtm.length);
  });
});
