import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredMessage, TgUserSpec } from "../../src/dev/telegram/emulator.js";
import type { Fault } from "../../src/dev/telegram/faults.js";
import { SIM_FIXTURES } from "../../src/sim/fixtures.js";
import { ADMIN, startStack, type Stack } from "../support/stack.js";
import { ask, buttons, askInGroup, upcoming } from "../support/steps.js";
import { expectEachOnce } from "../support/alert-steps.js";
import { CONFIRM, PERSONAL } from "../support/refund-steps.js";

/**
 * Fault drill (issue #7): Telegram failing (429 with retry_after, 5xx, dropped connections)
 * while replies and alerts are going out. Nothing may be lost and nothing sent twice. The
 * emulator fails a call before doing anything, as Telegram does when it refuses or a proxy
 * drops the request; a message Telegram sent but whose answer was lost is not emulated.
 */

const AGENT: TgUserSpec = { id: 5201, first_name: "Arash", language_code: "en" };
const ON_DUTY: TgUserSpec = { id: 5202, first_name: "Dina", language_code: "en" };
const GROUP = { id: -100_7107, type: "supergroup" as const, title: "Night desk" };
const THROTTLED: Fault = { status: 429, retryAfter: 1 };

const { oneWayRefundable } = SIM_FIXTURES;

describe("drill: Telegram failing while replies and alerts go out", () => {
  let s: Stack;
  beforeAll(async () => {
    s = await startStack({
      env: { EVENTS_SOURCE: "b2b", EVENTS_POLL_SECONDS: "1", ADMIN_IDS: [ADMIN, AGENT, ON_DUTY].map((u) => u.id).join(",") },
      sim: { eventDelaySeconds: 0 },
    });
    for (const user of [ADMIN, AGENT, ON_DUTY]) await ask(s.tg, user, "/start");
  });
  afterAll(async () => {
    await s?.stop();
  });

  /** The bot's messages in a chat (edits are not new messages). */
  const botMessages = (chatId: number) => s.tg.messages(chatId).filter((m) => m.from === "bot");
  /**
   * Statuses of the bot's calls after the first `from`, failures only (0: the connection was
   * dropped). A call still under way also shows 0: the long poll for updates always is.
   */
  const statusesSince = (from: number) => {
    const calls = s.tg.calls().slice(from);
    const polling = calls.findLast((c) => c.method === "getUpdates");
    return calls.filter((c) => c.status !== 200 && c !== polling).map((c) => c.status);
  };

  it("takes a guided refund to its end with a failure at every step: each message once, one DoRefund, no step slowed by an earlier failure", async () => {
    const before = { messages: botMessages(AGENT.id).length, refunds: s.sim.calls().DoRefund, calls: s.tg.calls().length };
    /**
     * Plans one failure for the bot's next call, acts, and waits for the step's message. The
     * step may take the failure's own wait (auto-retry: retry_after, or 3 s after a 5xx or a
     * dropped connection), not the waits of the steps before it.
     */
    const step = async (fault: Fault, act: () => Promise<unknown>, arrival: Promise<StoredMessage>) => {
      s.tg.failNext("*", fault);
      const started = Date.now();
      await act();
      const msg = await arrival;
      expect(Date.now() - started, `after ${JSON.stringify(fault)}`).toBeLessThan(("retryAfter" in fault ? fault.retryAfter : 3) * 1000 + 2000);
      return msg;
    };

    const next = (expected: (m: StoredMessage) => boolean) => upcoming(s, AGENT.id, expected, 15_000);
    const picker = await step(THROTTLED, () => s.tg.sendText(AGENT, `/refund ${oneWayRefundable.pnr}`), next((m) => buttons(m).includes("Select all")));
    // The picker is edited in place to show both tickets ticked.
    const edited = s.tg.waitFor(AGENT.id, (m) => m.messageId === picker.messageId && buttons(m).includes("Continue (2)"), { timeoutMs: 15_000 });
    const ticked = await step({ status: 502 }, () => s.tg.pressButton(AGENT, picker, "Select all"), edited);
    const reason = await step({ drop: true }, () => s.tg.pressButton(AGENT, ticked, "Continue (2)"), next((m) => buttons(m).includes(PERSONAL)));
    const remarks = await step({ status: 500 }, () => s.tg.pressButton(AGENT, reason, PERSONAL), next((m) => buttons(m).includes("Skip")));
    const summary = await step(THROTTLED, () => s.tg.pressButton(AGENT, remarks, "Skip"), next((m) => buttons(m).includes(CONFIRM)));
    const done = await step({ drop: true }, () => s.tg.pressButton(AGENT, summary, CONFIRM), next((m) => /Refund of K7M2QA done/.test(m.text)));

    expect(done.text).toContain("✅");
    expect(s.sim.calls().DoRefund).toBe(before.refunds + 1);
    // Picker, reason, remarks, summary, done: each sent once, whatever failed on the way.
    const sent = botMessages(AGENT.id).slice(before.messages).map((m) => m.text.split("\n")[0]);
    expect(sent).toHaveLength(5);
    expect(new Set(sent).size).toBe(5);
    expect(statusesSince(before.calls)).toEqual(expect.arrayContaining([429, 429, 502, 500, 0, 0]));
  }, 60_000);

  it("delivers every alert and every reply once while sends fail, and while polling for updates fails", async () => {
    await s.tg.addBotToGroup(ADMIN, GROUP);
    await askInGroup(s.tg, ADMIN, GROUP, "/subscribe bookings");
    expect((await ask(s.tg, ON_DUTY, "/subscribe bookings")).text).toMatch(/Subscribed/);
    const before = s.tg.calls().length;

    s.tg.failNext("getUpdates", { drop: true });
    for (const fault of [{ status: 502 }, THROTTLED, { drop: true }, THROTTLED, { status: 500 }, THROTTLED] as Fault[]) s.tg.failNext("sendMessage", fault);
    // Sales and staff commands at the same time; the commands land in the chat that gets alerts.
    const destinations = ["MHD", "KIH", "SYZ", "IFN"];
    const pnrs: string[] = [];
    for (const [i, destination] of destinations.entries()) {
      pnrs.push(s.sim.createBooking().pnr, s.sim.createBooking().pnr);
      await s.tg.sendText(ON_DUTY, `/search THR ${destination} +${i + 3}`);
    }

    await expectEachOnce(s.tg, GROUP.id, pnrs, 30_000);
    await expectEachOnce(s.tg, ON_DUTY.id, pnrs, 30_000);
    for (const destination of destinations) {
      const header = `One-way: THR ${destination} `;
      await expect.poll(() => botMessages(ON_DUTY.id).filter((m) => m.text.includes(header)).length, { timeout: 20_000, message: header }).toBe(1);
    }
    // Every planned failure happened.
    expect(statusesSince(before).sort()).toEqual([0, 0, 429, 429, 429, 500, 502]);
    expect(s.logs.filter((line) => line.includes("could not tell the user") || line.includes('"update failed"'))).toEqual([]);
  }, 60_000);
});
