import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commandMenu } from "../../src/bot/command-table.js";
import type { TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { SIM_FIXTURES } from "../../src/sim/fixtures.js";
import { ADMIN, STRANGER, TEST_LIMITS, type Stack } from "../support/stack.js";
import { ask, buttons, press, adminStack, letIn, upcoming } from "../support/steps.js";
import { botMessages, buttonData, groupSettled, ownedBy, setRole, supplierCalls, toastFor, type Group } from "../support/security-steps.js";

const { oneWayRefundable, status } = SIM_FIXTURES;
const GROUP: Group = { id: -100661, type: "supergroup", title: "Ops desk" };
const LEAVER: TgUserSpec = { id: 7501, first_name: "Lea", language_code: "en" };
const DEMOTED: TgUserSpec = { id: 7502, first_name: "Dema", language_code: "en" };
const REMOVED: TgUserSpec = { id: 7503, first_name: "Remy", language_code: "en" };
/** A viewer no test revokes: the buttons of their detail are the ones a stranger replays. */
const KEPT: TgUserSpec = { id: 7504, first_name: "Kian", language_code: "en" };

/** Arguments that would make each command call the supplier or change something. */
const ARGS: Record<string, string> = {
  search: "THR MHD +3",
  history: oneWayRefundable.pnr,
  status: status.issued.reference,
  penalty: oneWayRefundable.pnr,
  refund: oneWayRefundable.pnr,
  subscribe: "all",
  audit: "5",
};

/** Every command of the menu (command-table.ts), with arguments, plus /start and the guided /search. */
function everyCommand(): string[] {
  const all = commandMenu.for("admin", (key) => key).map((c) => `/${c.command}${ARGS[c.command] ? ` ${ARGS[c.command]}` : ""}`);
  expect(all.length).toBeGreaterThanOrEqual(15);
  return ["/start", "/search", ...all];
}

const REFUSAL = new RegExp(`staff only\\. Your Telegram id is ${STRANGER.id}`);

describe("people who are not let in", () => {
  let s: Stack;
  beforeAll(async () => {
    // Every command's refusal is checked here, so strangers are answered every time; the
    // once-a-minute rule for strangers has its own tests (access, flood).
    s = await adminStack({ limits: { ...TEST_LIMITS, stranger: TEST_LIMITS.staff } });
    await letIn(s, LEAVER, "viewer");
    await letIn(s, DEMOTED, "agent");
    await letIn(s, REMOVED, "agent");
    await letIn(s, KEPT, "viewer");
  });
  afterAll(() => s?.stop());

  it("a stranger gets the same refusal for every command and any text, and no supplier call is made", async () => {
    const before = supplierCalls(s);
    for (const text of [...everyCommand(), oneWayRefundable.pnr, "THR MHD tomorrow"]) {
      const reply = await ask(s.tg, STRANGER, text);
      expect(reply.text, text).toMatch(REFUSAL);
      expect(buttons(reply), text).toEqual(["🙋 Request access"]);
    }
    expect(supplierCalls(s)).toBe(before);
    // Their /subscribe all made no alert subscription.
    expect((await ask(s.tg, ADMIN, "/poller")).text).toContain("Subscriptions: 0 (0 private chats, 0 groups)");
  });

  it("an unapproved member of a group gets no answer at all there, and no supplier call is made", async () => {
    const before = supplierCalls(s);
    const shown = botMessages(s, GROUP.id);
    for (const text of everyCommand()) await s.tg.sendText(STRANGER, text.replace(/^(\/\w+)/, `$1@${s.tg.botInfo.username}`), { chat: GROUP });
    await groupSettled(s, GROUP);
    // Only the admin's /help was answered.
    expect(botMessages(s, GROUP.id)).toHaveLength(shown.length + 1);
    expect(supplierCalls(s)).toBe(before);
  });

  it("an unapproved member pressing the admin's buttons in a group changes nothing and calls no supplier operation", async () => {
    const bot = s.tg.botInfo.username;
    const results = await ask(s.tg, ADMIN, `/search@${bot} THR MHD +3`, GROUP);
    const history = upcoming(s, GROUP.id, (m) => buttons(m).includes("💰 Penalty quote"));
    await ask(s.tg, ADMIN, `/history@${bot} ${oneWayRefundable.pnr}`, GROUP);
    const withButtons = [results, await history, await ask(s.tg, ADMIN, `/subscribe@${bot}`, GROUP), await ask(s.tg, ADMIN, `/lang@${bot}`, GROUP)];
    for (const msg of withButtons) expect(buttonData(msg).length, msg.text).toBeGreaterThan(0);

    const before = supplierCalls(s);
    const shown = botMessages(s, GROUP.id);
    const answered = s.tg.callbackAnswers().length;
    for (const msg of withButtons) for (const data of buttonData(msg)) await s.tg.pressButton(STRANGER, msg, data);
    await groupSettled(s, GROUP);
    expect(supplierCalls(s)).toBe(before);
    // Each press gets a private toast that says why, not a spinning button.
    const toasts = s.tg.callbackAnswers().slice(answered);
    expect(toasts.length).toBe(withButtons.flatMap(buttonData).length);
    for (const toast of toasts) expect(toast.text).toBe("This bot is for the operator's staff only.");
    // Nothing edited (no page turned, no language changed), nothing added but the admin's /help.
    expect(botMessages(s, GROUP.id)).toEqual([...shown, expect.objectContaining({ text: expect.stringContaining("What you can do") })]);
    expect((await ask(s.tg, ADMIN, `/subscriptions@${bot}`, GROUP)).text).toMatch(/This chat gets no alerts/);
  });

  it("a stranger replaying the admin's private buttons, or forging them in their own name, is refused", async () => {
    // Admin-only messages: the user list, a user's detail, a pending access request.
    const request = s.tg.nextMessage(ADMIN.id);
    const refusal = await ask(s.tg, STRANGER, "/start");
    await press(s.tg, STRANGER, refusal, "🙋 Request access");
    const decision = await request;
    const list = await ask(s.tg, ADMIN, "/users");
    const detail = await press(s.tg, ADMIN, list, buttons(list).find((b) => b.startsWith(KEPT.first_name))!);
    const own = s.tg.lastMessage(STRANGER.id)!;

    const before = supplierCalls(s);
    for (const data of [...buttonData(decision), ...buttonData(list), ...buttonData(detail)]) {
      for (const attempt of [data, ownedBy(data, STRANGER)]) expect(await toastFor(s, STRANGER, own, attempt), attempt).toMatch(REFUSAL);
    }
    expect(supplierCalls(s)).toBe(before);
    // Still a stranger, still waiting; the viewer kept their role.
    expect((await ask(s.tg, STRANGER, "/help")).text).toMatch(REFUSAL);
    const users = (await ask(s.tg, ADMIN, "/users")).text;
    expect(users).toContain(`Kian ${KEPT.id}: viewer`);
    expect(users).toMatch(/Waiting for a decision/);
    const answered = s.tg.callbackAnswers().length;
    await s.tg.pressButton(ADMIN, decision, "❌ Deny");
    // Answered before the test ends: another test counts the answers that follow its own presses.
    await expect.poll(() => s.tg.callbackAnswers().length).toBeGreaterThan(answered);
  });

  it("a revoked user's flow in progress, old buttons and commands give no data and call no supplier operation", async () => {
    const results = await ask(s.tg, LEAVER, "/search THR MHD +3");
    const history = upcoming(s, LEAVER.id, (m) => buttons(m).includes("💰 Penalty quote"));
    await ask(s.tg, LEAVER, `/history ${oneWayRefundable.pnr}`);
    const penaltyButton = await history;
    const kind = await ask(s.tg, LEAVER, "/search");
    await press(s.tg, LEAVER, kind, "One-way");
    await ask(s.tg, LEAVER, "THR");
    const dateQuestion = await ask(s.tg, LEAVER, "MHD");
    expect(dateQuestion.text).toContain("Date of THR → MHD?");

    await setRole(s, LEAVER, "revoke");
    const before = supplierCalls(s);
    const shown = botMessages(s, LEAVER.id);
    const leaverRefusal = new RegExp(`staff only\\. Your Telegram id is ${LEAVER.id}`);
    // The flow's own button, then a typed answer to the same question.
    expect(await toastFor(s, LEAVER, dateQuestion, buttonData(dateQuestion)[2]!)).toMatch(leaverRefusal);
    expect((await ask(s.tg, LEAVER, "+3")).text).toMatch(leaverRefusal);
    // Buttons of answers they got while they were let in.
    for (const msg of [results, penaltyButton]) {
      for (const data of buttonData(msg)) expect(await toastFor(s, LEAVER, msg, data)).toMatch(leaverRefusal);
    }
    for (const text of everyCommand()) expect((await ask(s.tg, LEAVER, text)).text, text).toMatch(leaverRefusal);
    expect(supplierCalls(s)).toBe(before);
    // Only refusals were added: no result, no edit of an earlier message.
    const now = botMessages(s, LEAVER.id);
    expect(now.slice(0, shown.length)).toEqual(shown);
    expect(now.slice(shown.length).every((m) => leaverRefusal.test(m.text))).toBe(true);
  });

  it("an agent made viewer while a refund waits for a typed PNR or a button goes no further in it", async () => {
    const askPnr = await ask(s.tg, DEMOTED, "/refund");
    expect(askPnr.text).toMatch(/Which booking\?/);
    await setRole(s, DEMOTED, "viewer");
    const before = supplierCalls(s);
    expect((await ask(s.tg, DEMOTED, oneWayRefundable.pnr)).text).toMatch(/needs the agent role; yours is viewer/);
    expect(supplierCalls(s)).toBe(before);
    // The flow is over: the next text is not taken as a PNR.
    expect((await ask(s.tg, DEMOTED, oneWayRefundable.pnr)).text).toMatch(/Send a command/);

    await setRole(s, DEMOTED, "agent");
    const picker = await ask(s.tg, DEMOTED, `/refund ${oneWayRefundable.pnr}`);
    expect(buttons(picker)).toContain("Select all");
    await setRole(s, DEMOTED, "viewer");
    const quotes = s.sim.calls().GetPenalty;
    const refused = upcoming(s, DEMOTED.id, (m) => /needs the agent role/.test(m.text));
    await s.tg.pressButton(DEMOTED, picker, "Select all");
    expect((await refused).text).toContain("yours is viewer");
    await s.tg.pressButton(DEMOTED, picker, buttons(picker).find((b) => b.startsWith("Continue"))!);
    await expect.poll(() => s.tg.callbackAnswers().at(-1)?.text).toMatch(/refund step is closed/);
    expect(s.sim.calls().GetPenalty).toBe(quotes);
  });

  it("an agent removed while a refund waits for the reason gets the refusal, and no quote is taken", async () => {
    const picker = await press(s.tg, REMOVED, await ask(s.tg, REMOVED, `/refund ${oneWayRefundable.pnr}`), "Select all");
    const reasons = upcoming(s, REMOVED.id, (m) => buttons(m).includes("🙋 Passenger's own reasons"));
    await s.tg.pressButton(REMOVED, picker, buttons(picker).find((b) => b.startsWith("Continue"))!);
    const reasonPrompt = await reasons;
    await setRole(s, REMOVED, "revoke");
    const before = supplierCalls(s);
    expect(await toastFor(s, REMOVED, reasonPrompt, buttonData(reasonPrompt)[0]!)).toMatch(new RegExp(`Your Telegram id is ${REMOVED.id}`));
    expect(supplierCalls(s)).toBe(before);
  });
});
