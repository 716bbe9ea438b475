import { describe, expect, it } from "vitest";
import { simDate } from "../../src/sim/fixtures.js";
import { bothProfiles, call, CREDS, FIXED_NOW, ok, series } from "./helpers.js";

/**
 * The issue-15 operations on the real profile (rule j): numbers as text, the other casing, bare
 * lists, undocumented members; and Flight GetList lagging an Update by default on real only.
 */
const sims = bothProfiles({ credit: 1500 });
const date = simDate(4, FIXED_NOW);

describe("real profile, rule (j)", () => {
  it("sends the credit as a number or as text, in either casing, with an undocumented member", async () => {
    const answers = await series(24, () => ok(call(sims.real, "CurrentBalance", CREDS)));
    const credit = (a: any) => a.RemainedCredit ?? a.remainedCredit;
    expect(new Set(answers.map((a) => typeof credit(a)))).toEqual(new Set(["number", "string"]));
    expect(answers.some((a) => "remainedCredit" in a)).toBe(true);
    expect(answers.every((a) => Number(credit(a)) === 1500)).toBe(true);
    expect(await ok(call(sims.strict, "CurrentBalance", CREDS))).toEqual({ RemainedCredit: 1500 });
  });

  it("sends the flight list camelCase or PascalCase, wrapped or bare, numbers sometimes as text", async () => {
    const body = { ...CREDS, FlightDate: date, OriginIataCode: "THR", DestinationIataCode: "MHD" };
    const answers = await series(30, () => ok(call(sims.real, "FlightGetList", body)));
    const items = answers.map((a) => (Array.isArray(a) ? a : (a.flightList ?? a.FlightList))[0]);
    expect(answers.some(Array.isArray)).toBe(true);
    expect(items.some((f) => "SeatCapacity" in f)).toBe(true);
    expect(items.some((f) => typeof (f.seatCapacity ?? f.SeatCapacity) === "string")).toBe(true);
    expect(items.every((f) => (f.flightStatus ?? f.FlightStatus) === "Scheduled")).toBe(true);
    const strict = await ok(call(sims.strict, "FlightGetList", body));
    expect(Object.keys(strict)).toEqual(["flightList"]);
    expect(strict.flightList[0]).not.toHaveProperty("flightStatus");
  });
});

describe("Flight GetList after an Update", () => {
  const route = { ...CREDS, FlightDate: date, OriginIataCode: "MHD", DestinationIataCode: "KIH" };
  const first = (answer: any): any => {
    const item = (Array.isArray(answer) ? answer : (answer.flightList ?? answer.FlightList))[0];
    return Object.fromEntries(Object.entries(item).map(([k, v]) => [k[0]!.toLowerCase() + k.slice(1), v]));
  };

  it.each([
    ["real", 0],
    ["strict", 1],
  ] as const)("on %s shows the capacity read + %d right after the update (real lags 5 s by default)", async (profile, added) => {
    const sim = sims[profile];
    const flight = first(await ok(call(sim, "FlightGetList", route)));
    const capacity = Number(flight.seatCapacity);
    await ok(call(sim, "FlightUpdate", { ...CREDS, FlightId: flight.id, OldData: flight, ...flight, seatCapacity: capacity + 1 }));
    const again = first(await ok(call(sim, "FlightGetList", route)));
    expect(Number(again.seatCapacity)).toBe(capacity + added);
  });
});
