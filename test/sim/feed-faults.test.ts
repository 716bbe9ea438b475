import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startSimulator, type Simulator } from "../../src/sim/server.js";
import { formatSeconds } from "../../src/sim/time.js";
import { validateFaultRules } from "../../src/sim/faults.js";
import { call, CREDS, manualClock, ok } from "./helpers.js";

/** The unkind feed: late, on a clock behind ours, or serving an old event again. */
const MIN = 60_000;
const START = new Date("2031-03-10T08:00:00Z");

describe("feed faults", () => {
  let sim: Simulator;
  const clock = manualClock(START);
  const events = async (fromMs: number, toMs: number) =>
    (await ok(call(sim, "B2BGetEvents", { ...CREDS, EventTypeList: [], FromDatetime: formatSeconds(fromMs), ToDatetime: formatSeconds(toMs) }))).EventList as {
      Id: number;
      CreateDateTime: string;
    }[];
  const ids = async (fromMs: number, toMs: number) => (await events(fromMs, toMs)).map((e) => e.Id);

  beforeEach(async () => {
    clock.set(START);
    sim = await startSimulator({ profile: "strict", eventDelaySeconds: 0, now: clock.now });
  });
  afterEach(async () => {
    await sim.close();
  });

  it("visibleAfterSeconds: an event shows only that long after its CreateDateTime", async () => {
    sim.setFaults([{ operation: "B2BGetEvents", visibleAfterSeconds: 600 }]);
    const sale = sim.createBooking();
    const now = START.getTime();
    expect(await ids(now - MIN, now + 20 * MIN)).not.toContain(sale.eventId);
    clock.advance(9 * MIN);
    expect(await ids(now - MIN, now + 20 * MIN)).not.toContain(sale.eventId);
    clock.advance(MIN);
    expect(await ids(now - MIN, now + 20 * MIN)).toContain(sale.eventId);
  });

  it("clockOffsetSeconds: the supplier dates its sales on its own clock, 6 minutes behind", async () => {
    sim.setFaults([{ operation: "*", clockOffsetSeconds: -360 }]);
    const sale = sim.createBooking();
    const found = (await events(START.getTime() - 10 * MIN, START.getTime())).find((e) => e.Id === sale.eventId);
    expect(found?.CreateDateTime).toBe(formatSeconds(START.getTime() - 6 * MIN));
    // Cleared, its clock is right again.
    sim.clearFaults();
    const later = sim.createBooking();
    expect((await events(START.getTime(), START.getTime())).map((e) => e.Id)).toContain(later.eventId);
  });

  it("replayEventId: every answer carries that event again under its old date, whatever the range", async () => {
    const old = (await events(START.getTime() - 24 * 60 * MIN, START.getTime() - 60 * MIN))[0]!;
    sim.setFaults([{ operation: "B2BGetEvents", replayEventId: old.Id }]);
    const sale = sim.createBooking();
    const page = await events(START.getTime() - MIN, START.getTime() + MIN);
    expect(page.map((e) => e.Id)).toEqual([old.Id, sale.eventId]);
    expect(page[0]!.CreateDateTime).toBe(old.CreateDateTime);
    expect((await events(START.getTime() - MIN, START.getTime() + MIN)).filter((e) => e.Id === old.Id)).toHaveLength(1);
  });

  it("names a feed fault set where it cannot apply", () => {
    expect(() => validateFaultRules([{ operation: "GetStatus", visibleAfterSeconds: 60 }])).toThrow(/visibleAfterSeconds applies to B2MGetEvents, B2BGetEvents or \*/);
    expect(() => validateFaultRules([{ operation: "GetStatus", replayEventId: 7 }])).toThrow(/replayEventId applies to/);
    expect(() => validateFaultRules([{ operation: "B2BGetEvents", clockOffsetSeconds: -360 }])).toThrow(/operation \* and no times/);
    expect(() => validateFaultRules([{ operation: "*", clockOffsetSeconds: -360, times: 2 }])).toThrow(/operation \* and no times/);
  });
});
