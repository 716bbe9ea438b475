import { describe, expect, it } from "vitest";
import { SIM_FIXTURES as F } from "../../src/sim/fixtures.js";
import type { Simulator } from "../../src/sim/server.js";
import { bothProfiles, call, CREDS, ok, series } from "./helpers.js";

/** The real profile on GetHistory and GetStatus. */

const sims = bothProfiles();

const history = (sim: Simulator, Pnr: string) => ok(call(sim, "GetHistory", { ...CREDS, Pnr }));
const status = (sim: Simulator, YourLocalInventoryPnr: string) => ok(call(sim, "GetStatus", { ...CREDS, YourLocalInventoryPnr }));
const member = (obj: any, key: string): unknown => (Object.hasOwn(obj, key) ? obj[key] : "absent");
const GENDER = { M: 1, F: 2 } as const;

describe("real profile: passengers", () => {
  it("sends Gender as 1/2 on some answers and the letter on others, with the same meaning", async () => {
    const expected = (await history(sims.strict, F.sixPassengers.pnr)).LastState.PassengerList;
    const answers = await series(20, () => history(sims.real, F.sixPassengers.pnr));
    let numeric = 0;
    for (const answer of answers) {
      const passengers = answer.LastState.PassengerList;
      const asNumbers = typeof passengers[0].Gender === "number";
      if (asNumbers) numeric++;
      passengers.forEach((p: any, i: number) => {
        const letter = expected[i].Gender as "M" | "F";
        expect(p.Gender).toBe(asNumbers ? GENDER[letter] : letter);
        expect(p.Id).toBe(expected[i].Id);
      });
      const initial = answer.History_InitialBooking.PassengerList;
      expect(initial.every((p: any) => typeof p.Gender === (asNumbers ? "number" : "string"))).toBe(true);
    }
    expect(numeric).toBeGreaterThanOrEqual(2);
    expect(numeric).toBeLessThanOrEqual(14);
  });

  it("leaves Birthdate null or out for some passengers and keeps it for most", async () => {
    const expected = (await status(sims.strict, F.status.issued.reference)).PassengerList.map((p: any) => p.Birthdate);
    const passengers = (await series(20, () => status(sims.real, F.status.issued.reference))).flatMap((a) => a.PassengerList);
    const kept = passengers.filter((p, i) => p.Birthdate === expected[i % expected.length]);
    const missing = passengers.filter((p) => p.Birthdate == null);
    expect(kept.length + missing.length).toBe(passengers.length);
    expect(missing.length).toBeGreaterThan(0);
    expect(kept.length).toBeGreaterThan(passengers.length / 2);
  });
});

describe("real profile: history lists", () => {
  it("sends an empty history as {HistoryList: []}, {HistoryList: null}, null, or leaves it out", async () => {
    const strictAnswer = await history(sims.strict, F.oneWayRefundable.pnr);
    expect(strictAnswer.History_ChangedFlight).toEqual({ HistoryList: [] });
    const shapes = new Set<string>();
    for (const answer of await series(40, () => history(sims.real, F.oneWayRefundable.pnr))) {
      const h = member(answer, "History_ChangedFlight");
      shapes.add(h === null || h === "absent" ? String(h) : `list:${JSON.stringify(member(h, "HistoryList"))}`);
      expect(answer.LastState.PassengerList).toHaveLength(2);
    }
    expect(shapes).toEqual(new Set(["list:[]", "list:null", "list:\"absent\"", "null", "absent"]));
  });

  it("never nulls a history that has entries", async () => {
    for (const answer of await series(15, () => history(sims.real, F.sixPassengers.pnr))) {
      expect(answer.History_Cancelation.HistoryList).toHaveLength(1);
      expect(answer.History_PassengerInfoChanged.HistoryList[0]).toMatchObject({ OldValue: "Rezaie", NewValue: "Rezaei" });
      expect(answer.History_ChangedFlight.HistoryList).toHaveLength(1);
    }
  });

  it("sends the failed GetStatus's empty PassengerList as [], null or not at all, and FailReason always", async () => {
    const shapes = new Set<string>();
    for (const answer of await series(24, () => status(sims.real, F.status.failed.reference))) {
      shapes.add(JSON.stringify(member(answer, "PassengerList")));
      expect(answer).toMatchObject({ StatusId: 2, StatusDesc: "Failed", LocalPnr: "", FailReason: F.status.failed.failReason });
    }
    expect(shapes).toEqual(new Set(["[]", "null", "\"absent\""]));
  });
});
