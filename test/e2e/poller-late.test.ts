import { afterEach, describe, expect, it } from "vitest";
import { silentLogger } from "../../src/logger.js";
import type { FaultRule } from "../../src/sim/faults.js";
import { SupplierClient } from "../../src/supplier/client.js";
import { isFlightBookedEvent } from "../../src/supplier/schemas/events.js";
import { ADMIN, startStack, type Stack } from "../support/stack.js";
import { ask } from "../support/steps.js";
import { expectEachOnce, pnrCounts } from "../support/alert-steps.js";

/**
 * An unkind feed (issue 11, findings 5 and 6): sales that show up late, a supplier clock behind
 * the bot's, an old event served again. The bot and the simulator share a clock the test moves
 * forward, a step at a time with a poll in between, as time passes in production.
 */

const MIN = 60_000;
const LATE_NOTICE = "The supplier's event feed is late.";
const QUIET_NOTICE = "No new event from the supplier's feed for";
const MENDED_NOTICE = "The supplier's event feed is on time again.";

describe("a late or unkind event feed", () => {
  let s: Stack;
  let shiftMs = 0;
  const now = () => new Date(Date.now() + shiftMs);

  async function start(faults: FaultRule[] = []): Promise<void> {
    shiftMs = 0;
    s = await startStack({ env: { EVENTS_SOURCE: "b2b", EVENTS_QUIET_ALERT_MINUTES: "60" }, pollSeconds: 0.2, now, sim: { eventDelaySeconds: 0, now, faults } });
    await ask(s.tg, ADMIN, "/start");
    await ask(s.tg, ADMIN, "/subscribe bookings");
  }
  afterEach(async () => {
    await s?.stop();
  });

  /** Waits until a whole poll has run (one may be under way with the old time). */
  async function polls(n = 2): Promise<void> {
    const before = s.sim.calls().B2BGetEvents;
    await expect.poll(() => s.sim.calls().B2BGetEvents, { timeout: 10_000, interval: 50 }).toBeGreaterThanOrEqual(before + n);
  }

  /** Time passes on both clocks, `step` minutes between polls. */
  async function pass(minutes: number, step = 2): Promise<void> {
    for (let done = 0; done < minutes; done += step) {
      shiftMs += Math.min(step, minutes - done) * MIN;
      await polls();
    }
  }

  const notices = (text: string) => s.tg.messages(ADMIN.id).filter((m) => m.from === "bot" && m.text.includes(text));

  it("alerts a sale that shows up 10 minutes late exactly once, and tells the admins once that the feed is late, then that it mended", async () => {
    await start();
    s.sim.setFaults([{ operation: "B2BGetEvents", visibleAfterSeconds: 600 }]);
    const late = s.sim.createBooking();
    await pass(12);
    await expectEachOnce(s.tg, ADMIN.id, [late.pnr], 8000);
    const status = (await ask(s.tg, ADMIN, "/poller")).text;
    expect(status).toMatch(/⚠️ Late: the newest event arrived 1\d min after it happened \(on time: within 5 min\); polls reach 30 min back/);
    await pass(4);
    expect(pnrCounts(s.tg, ADMIN.id, [late.pnr]).get(late.pnr)).toBe(1);
    expect(notices(LATE_NOTICE)).toHaveLength(1);
    expect(notices(LATE_NOTICE)[0]!.text).toMatch(/Events up to 30 min late are still caught \(EVENTS_OVERLAP_MINUTES\)/);

    s.sim.clearFaults();
    const onTime = s.sim.createBooking();
    await expectEachOnce(s.tg, ADMIN.id, [onTime.pnr], 8000);
    await expect.poll(() => notices(MENDED_NOTICE).length, { timeout: 8000 }).toBe(1);
    expect((await ask(s.tg, ADMIN, "/poller")).text).not.toMatch(/Late:/);
    await polls(3);
    expect([notices(LATE_NOTICE).length, notices(MENDED_NOTICE).length]).toEqual([1, 1]);
  });

  it("alerts sales when the supplier's clock is 6 minutes behind the bot's, and shows the lag", async () => {
    await start([{ operation: "*", clockOffsetSeconds: -360 }]);
    const sales = [s.sim.createBooking()];
    await pass(2, 1);
    sales.push(s.sim.createBooking());
    await pass(3, 1);
    sales.push(s.sim.createBooking());
    await expectEachOnce(s.tg, ADMIN.id, sales.map((sale) => sale.pnr), 8000);
    expect((await ask(s.tg, ADMIN, "/poller")).text).toMatch(/Events read up to .* · lag 6 min\n⚠️ Late: the newest event arrived 6 min after it happened/);
    await polls(3);
    expect(notices(LATE_NOTICE)).toHaveLength(1);
  });

  it("alerts an old event the supplier serves again at every poll once, however long it goes on", async () => {
    await start();
    const supplier = new SupplierClient({ ...s.config.supplier, logger: silentLogger() });
    // The seeded sales lie on past days at fixed times: a month back always holds some, whatever the hour.
    const page = await supplier.getEvents("b2b", { from: new Date(Date.now() - 30 * 24 * 60 * MIN), to: new Date(Date.now() - 2 * 60 * MIN), types: ["FederatedFlight.FlightBookedV2"] });
    await supplier.close();
    const old = page.events.filter(isFlightBookedEvent).at(-1)!;
    s.sim.setFaults([{ operation: "B2BGetEvents", replayEventId: old.Id }]);
    await expectEachOnce(s.tg, ADMIN.id, [old.Data.Pnr], 8000);
    // Several polls, then longer than the overlap on the bot's clock, the event still served.
    await polls(4);
    await pass(40, 10);
    await polls(2);
    expect(pnrCounts(s.tg, ADMIN.id, [old.Data.Pnr]).get(old.Data.Pnr)).toBe(1);
  });

  it("says on /poller and tells the admins once when nothing has arrived for longer than usual, and when it mends", async () => {
    await start();
    await polls();
    shiftMs += 65 * MIN;
    await polls(3);
    expect((await ask(s.tg, ADMIN, "/poller")).text).toMatch(/⚠️ Quiet: no new event for 6\d min \(admins are told after 60 min\)/);
    await expect.poll(() => notices(QUIET_NOTICE).length, { timeout: 5000 }).toBe(1);
    expect(notices(QUIET_NOTICE)[0]!.text).toMatch(/^⚠️ No new event from the supplier's feed for 6\d min\.\nOne usually comes within 60 min \(EVENTS_QUIET_ALERT_MINUTES\)/);
    await polls(3);
    expect(notices(QUIET_NOTICE)).toHaveLength(1);

    const sale = s.sim.createBooking();
    await expectEachOnce(s.tg, ADMIN.id, [sale.pnr], 8000);
    await expect.poll(() => notices(MENDED_NOTICE).length, { timeout: 8000 }).toBe(1);
    expect(notices(MENDED_NOTICE)[0]!.text).toMatch(/on time again\.\nEvents read up to .* · lag \d+ s\n🕒 Times are .+$/);
    expect((await ask(s.tg, ADMIN, "/poller")).text).not.toMatch(/Quiet:/);
  });
});
