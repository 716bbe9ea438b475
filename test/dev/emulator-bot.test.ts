import { Bot, GrammyError, InlineKeyboard } from "grammy";
import type { ChatMemberUpdated } from "grammy/types";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTelegramEmulator, type StoredMessage, type TelegramEmulator, type TgUserSpec } from "../../src/dev/telegram/emulator.js";

const ALICE: TgUserSpec = { id: 1001, first_name: "Alice", username: "alice", language_code: "en" };
const BOB: TgUserSpec = { id: 1002, first_name: "Bob" };
const GROUP = { id: -100123, type: "supergroup" as const, title: "Ops" };

interface Seen {
  memberUpdates: ChatMemberUpdated[];
  groupTexts: string[];
  /** Who each message came from, as the bot read it. */
  senders: { from: number | undefined; isBot: boolean | undefined; senderChat: number | undefined }[];
}

/** A small real bot: a greeting with buttons, a counter that edits its message, group commands. */
function buildBot(tg: TelegramEmulator, seen: Seen): Bot {
  const bot = new Bot(tg.token, { client: { apiRoot: tg.apiRoot }, botInfo: tg.botInfo });
  bot.use((ctx, next) => {
    const m = ctx.message;
    if (m) seen.senders.push({ from: m.from?.id, isBot: m.from?.is_bot, senderChat: m.sender_chat?.id });
    return next();
  });
  bot.command("start", async (ctx) => {
    await ctx.replyWithChatAction("typing");
    await ctx.reply(`Hello <b>${ctx.from?.first_name ?? ""}</b> &amp; welcome`, {
      parse_mode: "HTML",
      reply_markup: new InlineKeyboard().text("Count", "count:0").url("Site", "https://example.com"),
    });
  });
  bot.callbackQuery(/^count:(\d+)$/, async (ctx) => {
    const next = Number(ctx.match[1]) + 1;
    await ctx.answerCallbackQuery({ text: `now ${next}` });
    await ctx.editMessageText(`Count: <i>${next}</i>`, {
      parse_mode: "HTML",
      reply_markup: new InlineKeyboard().text("Count", `count:${next}`),
    });
  });
  bot.on("my_chat_member", (ctx) => void seen.memberUpdates.push(ctx.myChatMember));
  bot.chatType(["group", "supergroup"]).on("message:text", (ctx) => void seen.groupTexts.push(ctx.message.text));
  return bot;
}

describe("a real grammY bot long-polling the emulator", () => {
  let tg: TelegramEmulator;
  let bot: Bot;
  let running: Promise<void>;
  let seen: Seen;

  // A fresh emulator and bot for each test: each starts from no chats, messages or updates.
  beforeEach(async () => {
    seen = { memberUpdates: [], groupTexts: [], senders: [] };
    tg = await startTelegramEmulator();
    bot = buildBot(tg, seen);
    running = bot.start();
  });

  afterEach(async () => {
    await bot.stop();
    await running;
    await tg.close();
  });

  /** Alice writes /start: the bot's greeting with its Count and Site buttons. */
  async function greet(): Promise<StoredMessage> {
    const reply = tg.nextMessage(ALICE.id);
    await tg.sendText(ALICE, "/start");
    return reply;
  }

  it("answers /start with the visible text of its HTML, entities and buttons", async () => {
    const reply = tg.nextMessage(ALICE.id);
    const updateId = await tg.sendText(ALICE, "/start");
    const message = await reply;
    expect(updateId).toBeGreaterThan(0);
    expect(message).toMatchObject({
      chatId: ALICE.id,
      from: "bot",
      text: "Hello Alice & welcome",
      html: "Hello <b>Alice</b> &amp; welcome",
      entities: [{ type: "bold", offset: 6, length: 5 }],
      keyboard: [[{ text: "Count", data: "count:0" }, { text: "Site", url: "https://example.com" }]],
      edits: 0,
      deleted: false,
    });
    expect(tg.chatActions(ALICE.id)).toEqual(["typing"]);
    const transcript = tg.messages(ALICE.id);
    expect(transcript.map((m) => [m.messageId, m.from])).toEqual([
      [1, ALICE.id],
      [2, "bot"],
    ]);
  });

  it("delivers a button press to the callbackQuery handler, records the answer and edits in place", async () => {
    await greet();
    const greeting = await tg.waitFor(ALICE.id, (m) => m.text.startsWith("Hello"));
    const edited = tg.nextMessage(ALICE.id);
    await tg.pressButton(ALICE, greeting, "Count");
    const first = await edited;
    expect(first).toMatchObject({ messageId: greeting.messageId, text: "Count: 1", edits: 1 });
    expect(first.keyboard).toEqual([[{ text: "Count", data: "count:1" }]]);
    expect(tg.callbackAnswers().at(-1)).toMatchObject({ text: "now 1", showAlert: false });

    const again = tg.nextMessage(ALICE.id);
    await tg.pressButton(ALICE, first, "count:1"); // by callback data this time
    expect(await again).toMatchObject({ messageId: greeting.messageId, text: "Count: 2", edits: 2 });
    expect(tg.lastMessage(ALICE.id)?.text).toBe("Count: 2");
  });

  it("refuses to press a button the message does not have, or a URL button", async () => {
    await greet();
    const current = tg.lastMessage(ALICE.id)!;
    await expect(tg.pressButton(ALICE, current, "Nope")).rejects.toThrow(/no button "Nope".*"Count"/);
    const greeting = tg.nextMessage(ALICE.id);
    await tg.sendText(ALICE, "/start");
    await expect(tg.pressButton(ALICE, await greeting, "Site")).rejects.toThrow(/URL button/);
  });

  it("tells the bot it joined a group and delivers only commands there while privacy mode is on", async () => {
    const joined = await tg.addBotToGroup(ALICE, GROUP, "administrator");
    await expect.poll(() => seen.memberUpdates.length).toBe(1);
    expect(joined).toBeGreaterThan(0);
    expect(seen.memberUpdates[0]).toMatchObject({
      chat: { id: GROUP.id, type: "supergroup", title: "Ops" },
      from: { id: ALICE.id },
      old_chat_member: { status: "left" },
      new_chat_member: { status: "administrator", user: { id: tg.botInfo.id } },
    });
    expect(await tg.sendText(BOB, "just chatting", { chat: GROUP })).toBe(0);
    expect(await tg.sendText(BOB, "/start@other_bot", { chat: GROUP })).toBe(0);
    const reply = tg.nextMessage(GROUP.id);
    await tg.sendText(BOB, `/start@${tg.botInfo.username}`, { chat: GROUP });
    expect((await reply).text).toBe("Hello Bob & welcome");
    expect(seen.groupTexts).toEqual([]); // the command handler answered; plain text never arrived
    await expect(tg.nextMessage(GROUP.id, { timeoutMs: 50 })).rejects.toThrow(/not delivered: the bot's privacy mode/);
  });

  it("answers getChatMember for the admin checks a bot makes in groups", async () => {
    await tg.addBotToGroup(ALICE, GROUP, "administrator");
    tg.setChatMember(GROUP.id, BOB, "member");
    await expect(bot.api.getChatMember(GROUP.id, ALICE.id)).resolves.toMatchObject({ status: "administrator" });
    await expect(bot.api.getChatMember(GROUP.id, BOB.id)).resolves.toMatchObject({ status: "member" });
    tg.setChatMember(GROUP.id, BOB.id, "creator");
    await expect(bot.api.getChatMember(GROUP.id, BOB.id)).resolves.toMatchObject({ status: "creator", user: { first_name: "Bob" } });
    const admins = await bot.api.getChatAdministrators(GROUP.id);
    expect(admins.map((a) => a.user.id).sort()).toEqual([ALICE.id, BOB.id, tg.botInfo.id].sort());
  });

  it("refuses sends to a user who blocked the bot and to a group that removed it, with Telegram's 403s", async () => {
    await greet();
    await tg.addBotToGroup(ALICE, GROUP, "administrator");
    tg.blockBy(ALICE.id);
    await expect.poll(() => seen.memberUpdates.at(-1)?.new_chat_member.status).toBe("kicked");
    await expect(bot.api.sendMessage(ALICE.id, "hi")).rejects.toMatchObject({
      error_code: 403,
      description: "Forbidden: bot was blocked by the user",
    });
    const reply = tg.nextMessage(ALICE.id);
    await tg.sendText(ALICE, "/start"); // writing to the bot again unblocks it, as the apps do
    expect((await reply).text).toMatch(/^Hello/);

    tg.kickFromGroup(GROUP.id);
    await expect(bot.api.sendMessage(GROUP.id, "hi")).rejects.toMatchObject({
      error_code: 403,
      description: "Forbidden: bot was kicked from the supergroup chat",
    });
    await expect(bot.api.sendMessage(424242, "hi")).rejects.toMatchObject({ error_code: 400, description: "Bad Request: chat not found" });
  });

  it("sends what an anonymous admin writes as the group, and both kinds of removal", async () => {
    const group = { id: -100_456, type: "supergroup" as const, title: "Anon" };
    await tg.addBotToGroup(ALICE, group);
    const reply = tg.nextMessage(group.id);
    await tg.sendText(BOB, `/start@${tg.botInfo.username}`, { chat: group, anonymous: true });
    expect((await reply).text).toBe("Hello Group & welcome");
    expect(seen.senders.at(-1)).toEqual({ from: 1087968824, isBot: true, senderChat: group.id });
    expect(tg.messages(group.id).find((m) => m.from !== "bot")?.from).toBe(1087968824);
    await expect(bot.api.getChatMember(group.id, BOB.id)).resolves.toMatchObject({ status: "administrator" });

    tg.kickFromGroup(group.id, ALICE, "left");
    await expect.poll(() => seen.memberUpdates.at(-1)).toMatchObject({ chat: { id: group.id }, old_chat_member: { status: "member" }, new_chat_member: { status: "left" } });
    await expect(bot.api.sendMessage(group.id, "hi")).rejects.toMatchObject({ error_code: 403, description: "Forbidden: bot is not a member of the supergroup chat" });
    tg.kickFromGroup(group.id, ALICE, "kicked");
    await expect.poll(() => seen.memberUpdates.at(-1)).toMatchObject({ chat: { id: group.id }, old_chat_member: { status: "left" }, new_chat_member: { status: "kicked" } });
  });

  it("refuses an edit that changes nothing, and edits or deletes of unknown messages", async () => {
    await greet();
    const sent = await bot.api.sendMessage(ALICE.id, "<b>Same</b>", { parse_mode: "HTML" });
    const same = bot.api.editMessageText(ALICE.id, sent.message_id, "<b>Same</b>", { parse_mode: "HTML" });
    await expect(same).rejects.toThrow(GrammyError);
    await expect(same).rejects.toMatchObject({
      error_code: 400,
      description: expect.stringMatching(/^Bad Request: message is not modified: specified new message content/),
    });
    // The same visible text without the bold entity is a change.
    await expect(bot.api.editMessageText(ALICE.id, sent.message_id, "Same")).resolves.toMatchObject({ text: "Same" });
    await expect(bot.api.editMessageText(ALICE.id, 9999, "x")).rejects.toMatchObject({
      description: "Bad Request: message to edit not found",
    });
    await expect(bot.api.deleteMessage(ALICE.id, sent.message_id)).resolves.toBe(true);
    expect(tg.messages(ALICE.id).find((m) => m.messageId === sent.message_id)?.deleted).toBe(true);
    await expect(bot.api.deleteMessage(ALICE.id, sent.message_id)).rejects.toMatchObject({
      description: "Bad Request: message to delete not found",
    });
  });

  it("refuses a second answer to the same callback query and unknown query ids", async () => {
    const greeting = await greet();
    const edited = tg.nextMessage(ALICE.id);
    await tg.pressButton(ALICE, greeting, "Count");
    await edited;
    await expect(bot.api.answerCallbackQuery("123")).rejects.toMatchObject({
      description: "Bad Request: query is too old and response timeout expired or query ID is invalid",
    });
    const answered = tg.callbackAnswers().at(-1)!;
    await expect(bot.api.answerCallbackQuery(answered.queryId)).rejects.toMatchObject({ error_code: 400 });
  });

  it("stores command lists per language and scope", async () => {
    await bot.api.setMyCommands([{ command: "search", description: "Search flights" }]);
    await bot.api.setMyCommands([{ command: "search", description: "جستجوی پرواز" }], { language_code: "fa" });
    await bot.api.setMyCommands([{ command: "users", description: "Users" }], {
      scope: { type: "chat", chat_id: ALICE.id },
    });
    expect(tg.commands()).toEqual([{ command: "search", description: "Search flights" }]);
    expect(tg.commands("fa")).toEqual([{ command: "search", description: "جستجوی پرواز" }]);
    expect(tg.commands("ar")).toEqual([]);
    expect(tg.commands("", { type: "chat", chat_id: ALICE.id })).toEqual([{ command: "users", description: "Users" }]);
    await expect(bot.api.getMyCommands({ language_code: "fa" })).resolves.toHaveLength(1);
    await expect(bot.api.setMyCommands([{ command: "Search", description: "x" }])).rejects.toMatchObject({
      description: "Bad Request: BOT_COMMAND_INVALID",
    });
    await bot.api.deleteMyCommands({ language_code: "fa" });
    expect(tg.commands("fa")).toEqual([]);
  });
});

describe("stopping and restarting a long-polling bot", () => {
  it("bot.stop() returns promptly, confirms handled updates, and a second poller gets 409", async () => {
    const tg = await startTelegramEmulator();
    try {
      const handled: string[] = [];
      const first = new Bot(tg.token, { client: { apiRoot: tg.apiRoot }, botInfo: tg.botInfo });
      first.on("message:text", (ctx) => void handled.push(`first:${ctx.message.text}`));
      const running = first.start();
      await tg.sendText(ALICE, "one");
      await expect.poll(() => handled).toEqual(["first:one"]);

      // Another instance polling at the same time ends the waiting long poll with 409, like Telegram.
      const rival = await fetch(`${tg.apiRoot}/bot${tg.token}/getUpdates?timeout=0`);
      expect(rival.status).toBe(200);
      await expect.poll(() => tg.calls("getUpdates").some((c) => c.status === 409)).toBe(true);
      await expect(running).rejects.toMatchObject({ error_code: 409 });

      const second = new Bot(tg.token, { client: { apiRoot: tg.apiRoot }, botInfo: tg.botInfo });
      second.on("message:text", (ctx) => void handled.push(`second:${ctx.message.text}`));
      const secondRun = second.start();
      await tg.sendText(ALICE, "two");
      await expect.poll(() => handled).toEqual(["first:one", "second:two"]);
      const startedAt = Date.now();
      await second.stop();
      await secondRun;
      expect(Date.now() - startedAt).toBeLessThan(1000);
      expect(tg.calls("getUpdates").at(-1)?.params).not.toHaveProperty("timeout");

      const third = new Bot(tg.token, { client: { apiRoot: tg.apiRoot }, botInfo: tg.botInfo });
      third.on("message:text", (ctx) => void handled.push(`third:${ctx.message.text}`));
      const thirdRun = third.start();
      await tg.sendText(ALICE, "three");
      await expect.poll(() => handled.at(-1)).toBe("third:three");
      expect(handled).toEqual(["first:one", "second:two", "third:three"]);
      await third.stop();
      await thirdRun;
    } finally {
      await tg.close();
    }
  });
});
