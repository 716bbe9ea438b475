import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, startStack, type Stack } from "../support/stack.js";
import { ask, buttons } from "../support/steps.js";
import { expectEachOnce } from "../support/alert-steps.js";

/**
 * Issue 11, findings 4 and 12a: bookings whose alert cannot be shown as usual. A PNR with ':'
 * or longer than a button's 64 bytes once made the renderer throw and the notifier retry the
 * whole run forever, so no later sale reached anyone; a booking with very many flights gave a
 * message over Telegram's 4096 characters, refused and dropped.
 */
describe("alerts of odd bookings", () => {
  let s: Stack;
  const alertOf = (pnr: string) => s.tg.waitFor(ADMIN.id, (m) => m.from === "bot" && m.text.includes(pnr), { timeoutMs: 10_000 });

  beforeAll(async () => {
    s = await startStack({ env: { EVENTS_SOURCE: "b2b", EVENTS_POLL_SECONDS: "1" }, sim: { eventDelaySeconds: 0 } });
    await ask(s.tg, ADMIN, "/start");
    expect((await ask(s.tg, ADMIN, "/subscribe bookings")).text).toMatch(/Subscribed/);
  });
  afterAll(async () => {
    await s?.stop();
  });

  it("brings a PNR no button can carry without its button, and every sale after it", async () => {
    const colon = s.sim.createBooking({ pnr: "AB:12" }).pnr;
    const long = s.sim.createBooking({ pnr: `L${"7".repeat(69)}` }).pnr;
    for (const pnr of [colon, long]) {
      const alert = await alertOf(pnr);
      expect(alert.text).toMatch(/^🟢 New booking /);
      expect(buttons(alert)).toEqual([]);
    }
    const normal = Array.from({ length: 3 }, () => s.sim.createBooking().pnr);
    await expectEachOnce(s.tg, ADMIN.id, [colon, long, ...normal]);
    for (const pnr of normal) expect(buttons(await alertOf(pnr))).toEqual(["📜 History"]);
  });

  it("shortens a booking of 120 flights to one message, saying how many more", async () => {
    const { pnr } = s.sim.createBooking({ legs: 120 });
    const alert = await alertOf(pnr);
    expect(alert.text.length).toBeLessThanOrEqual(4096);
    const flights = alert.text.split("\n").filter((line) => line.startsWith("✈️")).length;
    expect(flights).toBeGreaterThan(20);
    expect(alert.text).toContain(`… and ${120 - flights} more flights`);
    expect(alert.text).toMatch(/🕒 Booked .*$/);
    expect(buttons(alert)).toEqual(["📜 History"]);
  });
});
