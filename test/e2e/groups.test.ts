import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredMessage, TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { SIM_FIXTURES } from "../../src/sim/fixtures.js";
import { ADMIN, startStack, type Stack } from "../support/stack.js";
import { ask, buttons, press, letIn, upcoming, askInGroup, groupCommand } from "../support/steps.js";

const ARASH: TgUserSpec = { id: 7401, first_name: "Arash", language_code: "en" };
const BITA: TgUserSpec = { id: 7402, first_name: "Bita", language_code: "en" };
const DESK = { id: -100_7400, type: "supergroup" as const, title: "Ops desk" };
const FORUM = { id: -100_7401, type: "supergroup" as const, title: "Sales forum" };

describe("staff groups", () => {
  let s: Stack;

  beforeAll(async () => {
    s = await startStack();
    await ask(s.tg, ADMIN, "/start");
    await letIn(s, ARASH, "viewer");
    await letIn(s, BITA, "viewer");
    await s.tg.addBotToGroup(ADMIN, DESK);
    await s.tg.addBotToGroup(ADMIN, FORUM);
  });
  afterAll(() => s?.stop());

  /** A command written in a forum topic, and the bot's answer there. */
  async function inTopic(user: TgUserSpec, threadId: number, command: string): Promise<{ reply: StoredMessage; threadId: unknown }> {
    const next = s.tg.nextMessage(FORUM.id);
    await s.tg.sendText(user, groupCommand(s.tg, command), { chat: FORUM, threadId });
    const reply = await next;
    const call = s.tg.calls("sendMessage").findLast((c) => c.params["chat_id"] === FORUM.id);
    return { reply, threadId: call?.params["message_thread_id"] };
  }

  it("records the forum topic of /subscribe, answers in that topic, and counts two topics as two subscriptions", async () => {
    const sales = s.tg.createForumTopic(FORUM.id, "Sales");
    const refunds = s.tg.createForumTopic(FORUM.id, "Refunds");
    const first = await inTopic(ADMIN, sales, "/subscribe bookings airline=IR");
    expect(first.reply.text).toContain(`Subscribed: Bookings · airline IR · forum topic ${sales}`);
    expect(first.threadId).toBe(sales);
    const other = await inTopic(ADMIN, refunds, "/subscribe bookings airline=IR");
    expect(other.reply.text).toContain(`Subscribed: Bookings · airline IR · forum topic ${refunds}`);
    expect(other.threadId).toBe(refunds);
    expect((await inTopic(ADMIN, sales, "/subscribe bookings airline=IR")).reply.text).toMatch(/already gets these alerts/);

    const list = await inTopic(ADMIN, refunds, "/subscriptions");
    expect(list.threadId).toBe(refunds);
    expect(list.reply.text).toContain(`1. Bookings · airline IR · forum topic ${sales}\n2. Bookings · airline IR · forum topic ${refunds}`);
    // Chosen with the topic buttons: the pressed button's message is in the topic.
    const choice = await inTopic(ADMIN, refunds, "/subscribe");
    expect(choice.threadId).toBe(refunds);
    expect((await press(s.tg, ADMIN, choice.reply, "Cancellations")).text).toContain(`Subscribed: Cancellations · forum topic ${refunds}`);
    // Outside any topic (the General topic), the answer carries no thread.
    await askInGroup(s.tg, ADMIN, FORUM, "/subscriptions");
    expect(s.tg.calls("sendMessage").findLast((c) => c.params["chat_id"] === FORUM.id)?.params["message_thread_id"]).toBeUndefined();
  });

  it("answers an anonymous admin's command (sent as the group) with one line: no role taken, no supplier call, no access request", async () => {
    const group = { id: -100_7402, type: "supergroup" as const, title: "Anonymous desk" };
    await s.tg.addBotToGroup(ADMIN, group);
    const supplierCalls = s.sim.calls();
    const adminChat = s.tg.messages(ADMIN.id).length;
    const anonymously = async (command: string) => s.tg.sendText(ADMIN, groupCommand(s.tg, command), { chat: group, anonymous: true });

    const next = s.tg.nextMessage(group.id);
    await anonymously("/subscribe bookings");
    expect((await next).text).toBe(
      'Anonymous admins cannot be identified: turn off "Remain anonymous" in your admin rights in this group to use the bot.',
    );
    // Once a minute per group: the next one is dropped, and an identified admin is answered as usual.
    await anonymously("/search THR MHD +4");
    const named = await askInGroup(s.tg, ADMIN, group, "/subscriptions");
    expect(named.text).not.toMatch(/Anonymous admins/);
    expect(named.text).not.toMatch(/Bookings/);
    expect(s.tg.messages(group.id).filter((m) => m.from === "bot").map((m) => m.text.slice(0, 20))).toHaveLength(2);
    expect(s.sim.calls()).toEqual(supplierCalls);
    expect(s.tg.messages(ADMIN.id)).toHaveLength(adminChat);
  });

  it("keeps one member's guided step when another member sends a command, presses a button or starts their own", async () => {
    // The guided /search answers "send it in one line" in groups; the party price is a guided
    // step there too, started from a result's button and answered with buttons.
    const results = await askInGroup(s.tg, ARASH, DESK, "/search THR MHD +4");
    const details = await press(s.tg, ARASH, results, "ℹ️ 1");
    const question = await press(s.tg, ARASH, details, "👥 Price for a party");
    expect(question.text).toContain("How many passengers?");

    expect((await askInGroup(s.tg, BITA, DESK, "/help")).text).not.toBe("");
    const bitas = await askInGroup(s.tg, BITA, DESK, "/search THR MHD +5");
    const bitasDetails = await press(s.tg, BITA, bitas, "ℹ️ 1");
    const bitasQuestion = await press(s.tg, BITA, bitasDetails, "👥 Price for a party");
    expect((await askInGroup(s.tg, BITA, DESK, "/cancel")).text).toMatch(/Cancelled/);

    const priced = await press(s.tg, ARASH, question, "2 adults, 1 child, 1 infant");
    expect(priced.text).toMatch(/^👥 2 adults, 1 child, 1 infant · \w\w \d+ THR → MHD/);
    // Bita's own step ended with her /cancel, and only hers.
    await s.tg.pressButton(BITA, bitasQuestion, "1 adult");
    await expect.poll(() => s.tg.callbackAnswers().at(-1)?.text).toMatch(/expired|no longer/i);
  });

  it("shows /history without national ids, passports, phones and emails in a group, and with them in private", async () => {
    const { pnr } = SIM_FIXTURES.sixPassengers;
    // Contacts and documents are behind the history's details button.
    const privately = await historyDetails(ADMIN, ADMIN.id, () => s.tg.sendText(ADMIN, `/history ${pnr}`));
    const ids = [...privately.matchAll(/National id: (\d+)/g)].map((m) => m[1]!);
    const contact = /Phone: (\S+) · Email: (\S+)/.exec(privately);
    expect(ids.length).toBeGreaterThan(0);
    expect(contact).not.toBeNull();

    const inGroup = await historyPages(DESK.id, () => s.tg.sendText(ARASH, groupCommand(s.tg, `/history ${pnr}`), { chat: DESK }));
    const groupDetails = await historyDetails(ARASH, DESK.id, () => s.tg.sendText(ARASH, groupCommand(s.tg, `/history ${pnr}`), { chat: DESK }));
    expect(inGroup).toContain(`Booking ${pnr}`);
    expect(groupDetails).toContain("shown only in a private chat");
    for (const secret of [...ids, contact![1]!, contact![2]!, "National id:", "Passport:", "Phone:", "Email:"]) {
      expect(inGroup).not.toContain(secret);
      expect(groupDetails).not.toContain(secret);
    }
    // The booking itself is all there: every passenger and ticket.
    for (const ticket of SIM_FIXTURES.sixPassengers.tickets.filter((t) => t !== SIM_FIXTURES.sixPassengers.refundedTicket)) expect(inGroup).toContain(ticket);
  });

  it("shows /status without national ids and passports in a group", async () => {
    const { reference, localPnr } = SIM_FIXTURES.status.issued;
    // /status shows no documents anywhere now: the ids are read from the booking's details in private.
    const privately = await historyDetails(ADMIN, ADMIN.id, () => s.tg.sendText(ADMIN, `/history ${localPnr}`));
    const ids = [...privately.matchAll(/National id: (\d+)/g)].map((m) => m[1]!);
    expect(ids.length).toBeGreaterThan(0);
    const inGroup = await askInGroup(s.tg, ARASH, DESK, `/status ${reference}`);
    expect(inGroup.text).toContain(localPnr);
    for (const secret of [...ids, "National id:", "Passport:"]) expect(inGroup.text).not.toContain(secret);
  });

  /** The details a user gets from the Details button under a /history answer. */
  async function historyDetails(user: TgUserSpec, chatId: number, send: () => Promise<unknown>): Promise<string> {
    const last = upcoming(s, chatId, (m) => buttons(m).includes("🗂 Details"));
    await send();
    return (await press(s.tg, user, await last, "🗂 Details")).text;
  }

  /** Every message of one /history answer, joined: the last one carries the buttons. */
  async function historyPages(chatId: number, send: () => Promise<unknown>): Promise<string> {
    const first = upcoming(s, chatId, () => true);
    const last = upcoming(s, chatId, (m) => m.keyboard.length > 0);
    await send();
    const [from, to] = [(await first).messageId, (await last).messageId];
    return s.tg
      .messages(chatId)
      .filter((m) => m.from === "bot" && m.messageId >= from && m.messageId <= to)
      .map((m) => m.text)
      .join("\n");
  }
});
