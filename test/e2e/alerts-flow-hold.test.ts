import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredMessage, TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { ADMIN, startStack, type Stack, type StackOptions } from "../support/stack.js";
import { ask, askInGroup, letIn, press, upcoming } from "../support/steps.js";

/**
 * Issue 13, "Alerts and flows in one chat": while a guided flow waits for its user in a private
 * chat, that chat's alerts are held (the question stays the last message) until the flow ends,
 * or for at most the hold's cap; then they come, as one digest when several were held. Groups
 * are never held.
 */

const VIEWER: TgUserSpec = { id: 7131, first_name: "Hana", username: "hana_sales", language_code: "en" };
const GROUP = { id: -100_1313, type: "supergroup" as const, title: "Sales desk" };

async function alertStack(opts: StackOptions = {}): Promise<Stack> {
  const s = await startStack({ env: { EVENTS_SOURCE: "b2b", EVENTS_POLL_SECONDS: "1" }, sim: { eventDelaySeconds: 0 }, ...opts });
  await ask(s.tg, ADMIN, "/start");
  await letIn(s, VIEWER, "viewer");
  await s.tg.addBotToGroup(ADMIN, GROUP);
  expect((await ask(s.tg, VIEWER, "/subscribe bookings")).text).toMatch(/Subscribed: Bookings/);
  expect((await askInGroup(s.tg, ADMIN, GROUP, "/subscribe bookings")).text).toMatch(/Subscribed: Bookings/);
  return s;
}

const lastBotMessage = (s: Stack, chatId: number): StoredMessage | undefined => s.tg.messages(chatId).findLast((m) => m.from === "bot");

/** The viewer starts a guided search and is asked for the airport of departure. */
async function startGuidedSearch(s: Stack): Promise<StoredMessage> {
  const kind = await ask(s.tg, VIEWER, "/search");
  const origin = await press(s.tg, VIEWER, kind, "One-way");
  expect(origin.text).toMatch(/From which airport\?/);
  return origin;
}

/** A sale made in the simulator, once the group has it: the poller has read it and the notifier sent what it may. */
async function saleSeenByGroup(s: Stack): Promise<string> {
  const { pnr } = s.sim.createBooking();
  await s.tg.waitFor(GROUP.id, (m) => m.text.includes(pnr), { timeoutMs: 10_000 });
  // A look of the notifier or two after the group's message: the private chat's would be there by now.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return pnr;
}

const mentions = (s: Stack, chatId: number, pnr: string) => s.tg.messages(chatId).filter((m) => m.from === "bot" && m.text.includes(pnr));

describe("alerts while a guided flow waits in the private chat", () => {
  let s: Stack;
  beforeAll(async () => {
    s = await alertStack();
  });
  afterAll(async () => {
    await s?.stop();
  });

  it("holds the sales while the question waits, and sends them as one digest after /cancel", async () => {
    const question = await startGuidedSearch(s);
    const first = await saleSeenByGroup(s);
    const second = await saleSeenByGroup(s);
    // The group got both at once; the viewer's question is still the last thing the bot said.
    expect(mentions(s, VIEWER.id, first)).toEqual([]);
    expect(mentions(s, VIEWER.id, second)).toEqual([]);
    expect(lastBotMessage(s, VIEWER.id)?.messageId).toBe(question.messageId);

    const digest = upcoming(s, VIEWER.id, (m) => m.text.includes(first), 5000);
    expect((await ask(s.tg, VIEWER, "/cancel")).text).toMatch(/cancel/i);
    const released = await digest;
    expect(released.text).toMatch(/^📦 2 alerts\n/);
    expect(released.text).toContain(second);
    expect(mentions(s, VIEWER.id, first)).toHaveLength(1);
    expect(mentions(s, VIEWER.id, second)).toHaveLength(1);
  });

  it("sends a lone held sale as the usual alert when a new command leaves the flow", async () => {
    const question = await startGuidedSearch(s);
    const pnr = await saleSeenByGroup(s);
    expect(lastBotMessage(s, VIEWER.id)?.messageId).toBe(question.messageId);

    const alert = upcoming(s, VIEWER.id, (m) => m.text.includes(pnr), 5000);
    expect((await ask(s.tg, VIEWER, "/subscriptions")).text).toMatch(/Alerts in this chat/);
    expect((await alert).text).toMatch(new RegExp(`^🟢 New booking ${pnr}\n`));
  });

  it("keeps holding across a restart (the outbox and the flow are saved), and loses nothing", async () => {
    const question = await startGuidedSearch(s);
    const pnr = await saleSeenByGroup(s);
    expect(lastBotMessage(s, VIEWER.id)?.messageId).toBe(question.messageId);

    await s.restart();
    // The flow goes on where it was: its next question, and the sale is still held.
    const destination = await ask(s.tg, VIEWER, "THR");
    expect(destination.text).toContain("From THR to which airport?");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mentions(s, VIEWER.id, pnr)).toEqual([]);
    expect(lastBotMessage(s, VIEWER.id)?.messageId).toBe(destination.messageId);

    const alert = upcoming(s, VIEWER.id, (m) => m.text.includes(pnr), 5000);
    await ask(s.tg, VIEWER, "/cancel");
    expect((await alert).text).toMatch(new RegExp(`^🟢 New booking ${pnr}\n`));
    expect(mentions(s, VIEWER.id, pnr)).toHaveLength(1);
  });

  it("sends at once when no flow waits", async () => {
    const { pnr } = s.sim.createBooking();
    await s.tg.waitFor(VIEWER.id, (m) => m.text.includes(pnr), { timeoutMs: 10_000 });
  });
});

describe("an alert held for a flow nobody answers", () => {
  const HOLD_MS = 4000;
  let s: Stack;
  beforeAll(async () => {
    s = await alertStack({ alertHoldMs: HOLD_MS });
  });
  afterAll(async () => {
    await s?.stop();
  });

  it("goes once it has waited the hold's cap, the flow still waiting", async () => {
    const question = await startGuidedSearch(s);
    const { pnr } = s.sim.createBooking();
    const inGroup = await s.tg.waitFor(GROUP.id, (m) => m.text.includes(pnr), { timeoutMs: 10_000 });
    const heldAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS / 2));
    expect(mentions(s, VIEWER.id, pnr)).toEqual([]);
    expect(lastBotMessage(s, VIEWER.id)?.messageId).toBe(question.messageId);

    const alert = await s.tg.waitFor(VIEWER.id, (m) => m.text.includes(pnr), { timeoutMs: HOLD_MS + 5000 });
    expect(alert.text).toMatch(new RegExp(`^🟢 New booking ${pnr}\n`));
    expect(Date.now() - heldAt).toBeGreaterThan(HOLD_MS / 2);
    expect(inGroup.text).toContain("New booking");
    // The flow itself still waits: its answer is taken.
    expect((await ask(s.tg, VIEWER, "THR")).text).toContain("From THR to which airport?");
    await ask(s.tg, VIEWER, "/cancel");
  });
});
