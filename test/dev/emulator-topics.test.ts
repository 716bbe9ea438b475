import { Api, GrammyError } from "grammy";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTelegramEmulator, type TelegramEmulator, type TgUserSpec } from "../../src/dev/telegram/emulator.js";

const ADA: TgUserSpec = { id: 1001, first_name: "Ada" };
const FORUM = { id: -100_555, type: "supergroup" as const, title: "Ops", isForum: true };
const PLAIN = { id: -100_556, type: "supergroup" as const, title: "Plain" };

/** Forum topics (message_thread_id) and the latency of a real Bot API, as the notifier meets them. */
describe("emulator: forum topics and latency", () => {
  let tg: TelegramEmulator;
  let api: Api;

  // A fresh emulator for each test: the first reads every message the forum chat holds.
  beforeEach(async () => {
    tg = await startTelegramEmulator();
    api = new Api(tg.token, { apiRoot: tg.apiRoot });
    await tg.addBotToGroup(ADA, FORUM, "administrator");
    await tg.addBotToGroup(ADA, PLAIN);
  });
  afterEach(async () => {
    await tg?.close();
  });

  it("sends into a topic, keeps the thread on the message, and refuses one that does not exist", async () => {
    const sales = tg.createForumTopic(FORUM.id, "Sales");
    const { message_thread_id: refunds } = await api.createForumTopic(FORUM.id, "Refunds");
    expect(refunds).not.toBe(sales);
    const sent = await api.sendMessage(FORUM.id, "in sales", { message_thread_id: sales });
    expect(sent).toMatchObject({ message_thread_id: sales, is_topic_message: true });
    await api.sendMessage(FORUM.id, "general");
    expect(tg.messages(FORUM.id).map((m) => [m.text, m.threadId])).toEqual([["in sales", sales], ["general", undefined]]);

    tg.deleteForumTopic(FORUM.id, sales);
    for (const [chatId, threadId] of [[FORUM.id, sales], [FORUM.id, 999], [PLAIN.id, refunds]] as const) {
      const error = await api.sendMessage(chatId, "x", { message_thread_id: threadId }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GrammyError);
      expect((error as GrammyError).description).toBe("Bad Request: message thread not found");
    }
  });

  it("lets a user write in a topic: the update carries its thread", async () => {
    const topic = tg.createForumTopic(FORUM.id, "Desk");
    await tg.sendText(ADA, "/start@" + tg.botInfo.username, { chat: FORUM, threadId: topic });
    const [update] = await api.getUpdates({ offset: -1 });
    expect(update?.message).toMatchObject({ message_thread_id: topic, is_topic_message: true });
  });

  it("takes latencyMs for every call", async () => {
    tg.setLatency(100);
    const started = performance.now();
    await api.getMe();
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
    tg.setLatency(0);
  });
});
