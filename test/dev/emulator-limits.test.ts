import { Bot, InlineKeyboard } from "grammy";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTelegramEmulator, type TelegramEmulator } from "../../src/dev/telegram/emulator.js";

const USER = { id: 2001, first_name: "Dana" };

/** What Telegram enforces on sendMessage, seen through grammY's own API client over HTTP. */
describe("Telegram's limits on what a bot sends", () => {
  let tg: TelegramEmulator;
  let bot: Bot;

  // A fresh emulator for each test: one checks that nothing was sent.
  beforeEach(async () => {
    tg = await startTelegramEmulator();
    bot = new Bot(tg.token, { client: { apiRoot: tg.apiRoot }, botInfo: tg.botInfo });
    await tg.sendText(USER, "/start"); // opens the private chat; the bot may not write first
  });

  afterEach(async () => {
    await tg.close();
  });

  const html = (text: string) => bot.api.sendMessage(USER.id, text, { parse_mode: "HTML" });
  const parseError = (detail: string) => ({
    error_code: 400,
    description: `Bad Request: can't parse entities: ${detail}`,
  });

  it("refuses HTML that Telegram cannot parse, naming the problem and its byte offset", async () => {
    await expect(html("<b>open")).rejects.toMatchObject(parseError('Can\'t find end tag corresponding to start tag "b"'));
    await expect(html("1 < 2")).rejects.toMatchObject(parseError('Unsupported start tag "" at byte offset 2'));
    await expect(html("<p>para</p>")).rejects.toMatchObject(parseError('Unsupported start tag "p" at byte offset 0'));
    await expect(html("é<b>x</i>")).rejects.toMatchObject(
      parseError('Unmatched end tag at byte offset 6, expected "</b>", found "</i>"'),
    );
    await expect(html("Tom & Jerry")).rejects.toMatchObject(parseError('Unescaped "&" at byte offset 4; write it as "&amp;"'));
    await expect(html("x</b>")).rejects.toMatchObject(parseError("Unexpected end tag at byte offset 1"));
    expect(tg.messages(USER.id).filter((m) => m.from === "bot")).toEqual([]);
  });

  it("stores valid HTML as visible text plus entities, and keeps what was sent", async () => {
    const sent = await html('<b>PNR</b> &lt;AB12&gt; <a href="https://example.com/x?a=1&amp;b=2">link</a> <code>42</code>');
    expect(sent.text).toBe("PNR <AB12> link 42");
    expect(sent.entities).toEqual([
      { type: "bold", offset: 0, length: 3 },
      { type: "text_link", offset: 11, length: 4, url: "https://example.com/x?a=1&b=2" },
      { type: "code", offset: 16, length: 2 },
    ]);
    expect(tg.lastMessage(USER.id)).toMatchObject({ text: "PNR <AB12> link 42", html: expect.stringContaining("&lt;AB12&gt;") });
  });

  it("counts the 4096-character limit in UTF-16 code units of the visible text", async () => {
    await expect(bot.api.sendMessage(USER.id, "a".repeat(4096))).resolves.toMatchObject({ message_id: expect.any(Number) });
    await expect(bot.api.sendMessage(USER.id, "a".repeat(4097))).rejects.toMatchObject({
      error_code: 400,
      description: "Bad Request: message is too long",
    });
    // An emoji outside the BMP is two code units: 2048 of them fill the message exactly.
    await expect(bot.api.sendMessage(USER.id, "😀".repeat(2048))).resolves.toBeDefined();
    await expect(bot.api.sendMessage(USER.id, `${"😀".repeat(2048)}!`)).rejects.toMatchObject({
      description: "Bad Request: message is too long",
    });
    // Tags do not count, an entity counts as the one character it stands for.
    await expect(html(`<b>${"a".repeat(4095)}</b>&amp;`)).resolves.toBeDefined();
    await expect(html(`<b>${"a".repeat(4096)}</b>&amp;`)).rejects.toMatchObject({ description: "Bad Request: message is too long" });
  });

  it("refuses empty text, including text that is empty once tags and white space are gone", async () => {
    for (const text of ["", "   \n ", "<b> </b>"]) {
      await expect(html(text)).rejects.toMatchObject({ error_code: 400, description: "Bad Request: message text is empty" });
    }
    const trimmed = await html("\n  <i>hi</i>  \n");
    expect(trimmed.text).toBe("hi");
    expect(trimmed.entities).toEqual([{ type: "italic", offset: 0, length: 2 }]);
  });

  it("limits callback data to 64 bytes of UTF-8 and a keyboard to 100 buttons", async () => {
    const withData = (data: string) =>
      bot.api.sendMessage(USER.id, "pick", { reply_markup: new InlineKeyboard().text("Go", data) });
    await expect(withData("é".repeat(32))).resolves.toBeDefined(); // 64 bytes, 32 characters
    await expect(withData(`${"é".repeat(32)}x`)).rejects.toMatchObject({
      error_code: 400,
      description: "Bad Request: BUTTON_DATA_INVALID",
    });
    await expect(withData("")).rejects.toMatchObject({ description: "Bad Request: BUTTON_DATA_INVALID" });
    const many = new InlineKeyboard();
    for (let i = 0; i < 101; i++) many.text(`b${i}`, `d${i}`);
    await expect(bot.api.sendMessage(USER.id, "many", { reply_markup: many })).rejects.toMatchObject({
      description: "Bad Request: reply markup is too long",
    });
    await expect(
      bot.api.sendMessage(USER.id, "link", { reply_markup: new InlineKeyboard().url("Bad", "not a url") }),
    ).rejects.toMatchObject({ description: "Bad Request: BUTTON_URL_INVALID" });
  });

  it("implements only the HTML parse mode and says so", async () => {
    await expect(bot.api.sendMessage(USER.id, "*hi*", { parse_mode: "MarkdownV2" })).rejects.toMatchObject({
      error_code: 400,
      description: expect.stringContaining('unsupported parse_mode "MarkdownV2"'),
    });
  });
});

/** The HTTP surface itself, as clients other than grammY may use it. */
describe("the Bot API over HTTP", () => {
  let tg: TelegramEmulator;

  beforeAll(async () => {
    tg = await startTelegramEmulator({ token: "123:secret-token" });
    await tg.sendText(USER, "hello");
  });

  afterAll(async () => {
    await tg.close();
  });

  it("answers 401 to a wrong token without echoing it, and 404 to an unknown method", async () => {
    const wrong = await fetch(`${tg.apiRoot}/bot123:guess/getMe`);
    expect(wrong.status).toBe(401);
    const body = await wrong.text();
    expect(JSON.parse(body)).toEqual({ ok: false, error_code: 401, description: "Unauthorized" });
    expect(body).not.toContain("guess");
    const unknown = await fetch(`${tg.apiRoot}/bot${tg.token}/sendTelepathy`, { method: "POST" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ ok: false, error_code: 404, description: "Not Found: method not found" });
  });

  it("takes form-encoded and query parameters, with JSON-serialised objects, and case-insensitive method names", async () => {
    const form = new URLSearchParams({
      chat_id: String(USER.id),
      text: "form <b>bold</b>",
      parse_mode: "HTML",
      reply_markup: JSON.stringify({ inline_keyboard: [[{ text: "Yes", callback_data: "y" }]] }),
    });
    const res = await fetch(`${tg.apiRoot}/bot${tg.token}/sendmessage`, { method: "POST", body: form });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, result: { text: "form bold", reply_markup: { inline_keyboard: [[{ text: "Yes" }]] } } });
    const me = await fetch(`${tg.apiRoot}/bot${tg.token}/getMe`);
    expect(await me.json()).toMatchObject({ ok: true, result: { id: 123, is_bot: true } });
    expect(tg.calls("sendMessage")).toHaveLength(1);
  });
});
