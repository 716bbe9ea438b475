import { Bot, InlineKeyboard } from "grammy";
import type { InlineQueryResultArticle } from "grammy/types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTelegramEmulator, type TelegramEmulator } from "../../src/dev/telegram/emulator.js";

const USER = { id: 2101, first_name: "Ines", language_code: "en" };

const article = (id: string, extra: Partial<InlineQueryResultArticle> = {}): InlineQueryResultArticle => ({
  type: "article",
  id,
  title: `Card ${id}`,
  input_message_content: { message_text: `<b>Card</b> ${id}`, parse_mode: "HTML" },
  ...extra,
});

/** Inline mode as Telegram runs it: a query from a user, one answer, checked as Telegram checks it. */
describe("the emulator's inline queries", () => {
  let tg: TelegramEmulator;
  let bot: Bot;
  /** A query the bot has received, its id as the bot sees it. */
  async function received(query: string): Promise<string> {
    const id = await tg.sendInlineQuery(USER, query);
    const updates = await bot.api.getUpdates({ timeout: 0 });
    const update = updates.find((u) => u.inline_query?.id === id);
    expect(update?.inline_query).toMatchObject({ query, from: { id: USER.id }, offset: "", chat_type: "sender" });
    await bot.api.getUpdates({ offset: updates.at(-1)!.update_id + 1, timeout: 0 });
    return id;
  }

  beforeAll(async () => {
    tg = await startTelegramEmulator();
    bot = new Bot(tg.token, { client: { apiRoot: tg.apiRoot }, botInfo: tg.botInfo });
  });
  afterAll(() => tg.close());

  it("says in getMe that inline mode is on, and refuses queries to a bot without it", async () => {
    expect((await bot.api.getMe()).supports_inline_queries).toBe(true);
    const plain = await startTelegramEmulator({ inlineMode: false });
    try {
      expect(plain.botInfo.supports_inline_queries).toBe(false);
      await expect(plain.sendInlineQuery(USER, "THR MHD")).rejects.toThrow(/setinline/);
    } finally {
      await plain.close();
    }
  });

  it("records an answer: each card as the chat would show it, cache time, personal, the button", async () => {
    const id = await received("THR MHD");
    const keyboard = new InlineKeyboard().url("Open", "https://t.me/x_bot?start=h_K7M2QA");
    await bot.api.answerInlineQuery(id, [article("0", { description: "9 seats", reply_markup: keyboard }), article("1")], {
      cache_time: 60,
      is_personal: true,
      button: { text: "Open the bot", start_parameter: "help" },
    });
    const answer = await tg.inlineAnswer(id);
    expect(answer).toMatchObject({ queryId: id, cacheTime: 60, isPersonal: true, button: { text: "Open the bot", startParameter: "help" } });
    expect(answer.results[0]).toMatchObject({ id: "0", title: "Card 0", description: "9 seats", text: "Card 0", entities: [{ type: "bold", offset: 0, length: 4 }] });
    expect(answer.results[0]!.keyboard).toEqual([[{ text: "Open", url: "https://t.me/x_bot?start=h_K7M2QA" }]]);
    expect(answer.results[1]!.keyboard).toEqual([]);
  });

  it("takes no answer twice, nor one to a query never sent", async () => {
    const id = await received("THR");
    await bot.api.answerInlineQuery(id, []);
    expect(tg.inlineAnswers(id)[0]).toMatchObject({ results: [], cacheTime: 300, isPersonal: false });
    const tooOld = { error_code: 400, description: "Bad Request: query is too old and response timeout expired or query ID is invalid" };
    await expect(bot.api.answerInlineQuery(id, [])).rejects.toMatchObject(tooOld);
    await expect(bot.api.answerInlineQuery("12345", [])).rejects.toMatchObject(tooOld);
  });

  it("refuses what Telegram refuses, and the query can still be answered after", async () => {
    const id = await received("IKA IST");
    const refused = (description: string) => ({ error_code: 400, description: `Bad Request: ${description}` });
    const many = Array.from({ length: 51 }, (_, i) => article(String(i)));
    await expect(bot.api.answerInlineQuery(id, many)).rejects.toMatchObject(refused("RESULTS_TOO_MUCH"));
    await expect(bot.api.answerInlineQuery(id, [article("a"), article("a")])).rejects.toMatchObject(refused("RESULT_ID_DUPLICATE"));
    await expect(bot.api.answerInlineQuery(id, [article("x".repeat(65))])).rejects.toMatchObject(refused("RESULT_ID_INVALID"));
    await expect(bot.api.answerInlineQuery(id, [article("")])).rejects.toMatchObject(refused("RESULT_ID_INVALID"));
    await expect(bot.api.answerInlineQuery(id, [article("t", { title: " " })])).rejects.toMatchObject(refused("RESULT_TITLE_EMPTY"));
    const unescaped = article("h", { input_message_content: { message_text: "Tom & Jerry", parse_mode: "HTML" } });
    await expect(bot.api.answerInlineQuery(id, [unescaped])).rejects.toMatchObject({ description: expect.stringContaining("can't parse entities") });
    const long = article("l", { input_message_content: { message_text: "x".repeat(4097) } });
    await expect(bot.api.answerInlineQuery(id, [long])).rejects.toMatchObject(refused("message is too long"));
    const badUrl = article("u", { reply_markup: { inline_keyboard: [[{ text: "Go", url: "not a url" }]] } });
    await expect(bot.api.answerInlineQuery(id, [badUrl])).rejects.toMatchObject(refused("BUTTON_URL_INVALID"));
    await expect(bot.api.answerInlineQuery(id, [], { button: { text: "Go", start_parameter: "h K7M2QA" } })).rejects.toMatchObject(refused("START_PARAM_INVALID"));
    await expect(bot.api.answerInlineQuery(id, [], { button: { text: "Go", start_parameter: "x".repeat(65) } })).rejects.toMatchObject(refused("START_PARAM_INVALID"));
    await expect(bot.api.answerInlineQuery(id, [], { button: { text: "", start_parameter: "help" } })).rejects.toMatchObject(refused("BUTTON_TEXT_INVALID"));
    expect(tg.inlineAnswers(id)).toEqual([]);
    await bot.api.answerInlineQuery(id, Array.from({ length: 50 }, (_, i) => article(String(i))));
    expect(tg.inlineAnswers(id)[0]!.results).toHaveLength(50);
  });

  it("refuses an answer that comes after the query's deadline, as Telegram does after about 10 s", async () => {
    const strict = await startTelegramEmulator({ inlineAnswerWithinMs: 100 });
    const late = new Bot(strict.token, { client: { apiRoot: strict.apiRoot }, botInfo: strict.botInfo });
    try {
      const id = await strict.sendInlineQuery(USER, "THR MHD");
      await new Promise((r) => setTimeout(r, 150));
      await expect(late.api.answerInlineQuery(id, [article("0")])).rejects.toThrow(/query is too old/);
      expect(strict.inlineAnswers(id)).toEqual([]);
      // In time, the same bot is answered as usual.
      const inTime = await strict.sendInlineQuery(USER, "THR MHD");
      await late.api.answerInlineQuery(inTime, [article("0")]);
      expect(strict.inlineAnswers(inTime)).toHaveLength(1);
    } finally {
      await strict.close();
    }
  });

  it("refuses a query longer than Telegram lets a user type", async () => {
    await expect(tg.sendInlineQuery(USER, "x".repeat(257))).rejects.toThrow(/256/);
  });
});
