import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { ADMIN, startStack, type Stack } from "../support/stack.js";
import { ask, askInGroup } from "../support/steps.js";
import { expectEachOnce, pnrCounts } from "../support/alert-steps.js";

const SECOND_ADMIN: TgUserSpec = { id: 5002, first_name: "Bahram", language_code: "en" };
const GROUP = { id: -100_9001, type: "supergroup" as const, title: "Ops" };

/** Delivery under Telegram's flood control, as the emulator enforces it. */
describe("alert delivery within Telegram's limits", () => {
  let s: Stack;
  const sendStatuses = () => s.tg.calls("sendMessage").map((c) => c.status);

  // A bot of its own for each test: a subscription, a block or a burst of one would reach the next.
  beforeEach(async () => {
    s = await startStack({
      env: { EVENTS_SOURCE: "b2b", EVENTS_POLL_SECONDS: "1", ADMIN_IDS: `${ADMIN.id},${SECOND_ADMIN.id}` },
      sim: { eventDelaySeconds: 0 },
      telegram: { rateLimits: true },
    });
    await ask(s.tg, ADMIN, "/start");
    await ask(s.tg, SECOND_ADMIN, "/start");
    await s.tg.addBotToGroup(ADMIN, GROUP);
  });
  afterEach(async () => {
    await s?.stop();
  });

  it("brings a burst of 500 bookings to a group in digests, well within a minute, without a 429", async () => {
    await askInGroup(s.tg, ADMIN, GROUP, "/subscribe bookings");
    const started = Date.now();
    const pnrs = Array.from({ length: 500 }, () => s.sim.createBooking().pnr);
    await expectEachOnce(s.tg, GROUP.id, pnrs, 60_000);
    expect(Date.now() - started).toBeLessThan(20_000);
    const digests = s.tg.messages(GROUP.id).filter((m) => m.from === "bot" && m.text.startsWith("📦"));
    expect(digests.length).toBeLessThanOrEqual(20);
    for (const digest of digests) expect(digest.text.length).toBeLessThan(4096);
    expect(sendStatuses()).not.toContain(429);
  });

  it("obeys a storm of 429 answers: every alert arrives, once", async () => {
    await ask(s.tg, SECOND_ADMIN, "/subscribe bookings");
    s.tg.failNext("sendMessage", { status: 429, retryAfter: 1 }, 4);
    const pnrs = Array.from({ length: 3 }, () => s.sim.createBooking().pnr);
    await expectEachOnce(s.tg, SECOND_ADMIN.id, pnrs, 15_000);
    expect(sendStatuses().filter((status) => status === 429)).toHaveLength(4);
    expect(s.logs.some((line) => line.includes("Telegram asked to slow down"))).toBe(true);
  });

  it("retries a failing Telegram (5xx, dropped connections) until the alert is through", async () => {
    await ask(s.tg, SECOND_ADMIN, "/subscribe bookings");
    s.tg.failNext("sendMessage", { status: 502 }, 1);
    s.tg.failNext("sendMessage", { drop: true }, 1);
    const { pnr } = s.sim.createBooking();
    await expectEachOnce(s.tg, SECOND_ADMIN.id, [pnr], 15_000);
    expect(s.logs.filter((line) => line.includes("it will be retried")).length).toBeGreaterThanOrEqual(2);
  });

  it("unsubscribes a chat whose messages come back 403, and logs it", async () => {
    await ask(s.tg, SECOND_ADMIN, "/subscribe bookings");
    // Blocked while FlightDesk was down, and Telegram slow to hand over updates after the
    // restart: the bot learns of the block from the 403 of a send.
    let pnr = "";
    await s.restart(async () => {
      s.tg.blockBy(SECOND_ADMIN.id);
      pnr = s.sim.createBooking().pnr;
      s.tg.failNext("getUpdates", { status: 500 }, 1);
    });
    await expect.poll(() => s.logs.some((line) => line.includes("unsubscribed") && line.includes(String(SECOND_ADMIN.id))), { timeout: 10_000 }).toBe(true);
    expect(pnrCounts(s.tg, SECOND_ADMIN.id, [pnr]).get(pnr)).toBe(0);
    expect((await ask(s.tg, SECOND_ADMIN, "/subscriptions")).text).toMatch(/This chat gets no alerts/);
  });
});
