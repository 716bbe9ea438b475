import { Api, GrammyError, InlineKeyboard, InputFile } from "grammy";
import type { InputRichBlock, RichText } from "grammy/types";
import { beforeEach, describe, expect, it } from "vitest";
import { startTelegramEmulator, type TelegramEmulator } from "../../src/dev/telegram/emulator.js";
import { RICH_LIMITS } from "../../src/dev/telegram/rich-message.js";

const USER = { id: 2301, first_name: "Rana" };
const GROUP = { id: -2301, type: "group" as const, title: "Ops" };

const paragraph = (text: RichText): InputRichBlock => ({ type: "paragraph", text });
/** A paragraph as drafts take it (they upload nothing). */
const line = (text: string) => ({ type: "paragraph" as const, text });
const cell = (text: string) => ({ text, align: "left" as const, valign: "top" as const });
const table = (columns: number, rows = 1): InputRichBlock => ({ type: "table", cells: Array.from({ length: rows }, () => Array.from({ length: columns }, (_, i) => cell(`c${i}`))) });
const refused = (detail: string) => ({ error_code: 400, description: `Bad Request: ${detail}` });

/** Rich messages (Bot API 10.1/10.3) as Telegram checks them, through grammY's own client over HTTP. */
describe("emulator: rich messages", () => {
  const fresh = { tg: undefined as unknown as TelegramEmulator, api: undefined as unknown as Api };
  // A fresh emulator per test (drafts and the rich switch start over), closed by the returned teardown.
  beforeEach(async () => {
    fresh.tg = await startTelegramEmulator();
    fresh.api = new Api(fresh.tg.token, { apiRoot: fresh.tg.apiRoot });
    await fresh.tg.sendText(USER, "/start"); // opens the private chat
    return () => fresh.tg.close();
  });

  it("sends headings, a table and folded details, kept for tests with their visible text; returns the blocks", async () => {
    const blocks: InputRichBlock[] = [
      { type: "heading", size: 2, text: "Board" },
      { type: "table", cells: [[{ ...cell("Flight"), is_header: true }, { ...cell("Sold"), is_header: true }], [cell("IR 452"), cell("12")]] },
      { type: "details", summary: "Older", blocks: [paragraph(["Three ", { type: "bold", text: "more" }])] },
    ];
    const sent = await fresh.api.sendRichMessage(USER.id, { blocks, is_rtl: true }, { reply_markup: new InlineKeyboard().copyText("Copy PNR", "K7M2QA") });
    expect(sent.rich_message).toEqual({ blocks, is_rtl: true });
    const stored = fresh.tg.lastMessage(USER.id)!;
    expect(stored.text).toBe("Board\nFlight | Sold\nIR 452 | 12\nOlder\nThree more");
    expect(stored.rich).toEqual({ blocks, isRtl: true });
    expect(stored.keyboard).toEqual([[{ text: "Copy PNR", copyText: "K7M2QA" }]]);
  });

  it("needs exactly one of html, markdown and blocks, and known block kinds where they may stand", async () => {
    const one = refused("exactly one of html, markdown and blocks must be specified in the rich message");
    await expect(fresh.api.sendRichMessage(USER.id, {})).rejects.toMatchObject(one);
    await expect(fresh.api.sendRichMessage(USER.id, { html: "<b>a</b>", markdown: "**a**" })).rejects.toMatchObject(one);
    await expect(fresh.api.sendRichMessage(USER.id, { markdown: "# Board" })).resolves.toBeDefined();
    await expect(fresh.api.sendRichMessage(USER.id, { blocks: [{ type: "marquee" } as unknown as InputRichBlock] })).rejects.toMatchObject(refused('unsupported rich message block type "marquee"'));
    await expect(fresh.api.sendRichMessage(USER.id, { blocks: [{ type: "thinking", text: "…" }] })).rejects.toMatchObject(refused('block "thinking" can be used only in message drafts'));
    await expect(fresh.api.sendRichMessage(USER.id, { blocks: [{ type: "collage", blocks: [paragraph("x")] }] })).rejects.toMatchObject(refused("a collage can contain only media blocks"));
    await expect(fresh.api.sendRichMessage(USER.id, { blocks: [{ type: "heading", size: 7, text: "x" } as unknown as InputRichBlock] })).rejects.toMatchObject(refused("heading size must be 1-6"));
  });

  it("holds to Telegram's limits: characters, blocks, nesting, table columns, media", async () => {
    const send = (blocks: InputRichBlock[]) => fresh.api.sendRichMessage(USER.id, { blocks });
    await expect(send([paragraph("a".repeat(RICH_LIMITS.characters))])).resolves.toBeDefined();
    await expect(send([paragraph("a".repeat(RICH_LIMITS.characters + 1))])).rejects.toMatchObject(refused("rich message is too long"));
    // A table row is a block: 1 table + 499 rows = 500.
    await expect(send([table(2, 499)])).resolves.toBeDefined();
    await expect(send([table(2, 500)])).rejects.toMatchObject(refused("too many blocks in the rich message"));
    await expect(send([table(RICH_LIMITS.columns)])).resolves.toBeDefined();
    await expect(send([table(RICH_LIMITS.columns + 1)])).rejects.toMatchObject(refused("too many columns in a table"));
    const nested = (levels: number): InputRichBlock => (levels === 1 ? paragraph("deep") : { type: "blockquote", blocks: [nested(levels - 1)] });
    // The paragraph's text is one level below it: 15 blocks and the text make 16.
    await expect(send([nested(15)])).resolves.toBeDefined();
    await expect(send([nested(16)])).rejects.toMatchObject(refused("rich message nesting is too deep"));
    const photo = (i: number): InputRichBlock => ({ type: "photo", photo: { type: "photo", media: `https://example.com/${i}.jpg` } });
    await expect(send(Array.from({ length: RICH_LIMITS.media }, (_, i) => photo(i)))).resolves.toBeDefined();
    await expect(send(Array.from({ length: RICH_LIMITS.media + 1 }, (_, i) => photo(i)))).rejects.toMatchObject(refused("too many media in the rich message"));
  });

  it("checks copy_text buttons: 1-256 characters", async () => {
    const copy = (text: string) => fresh.api.sendMessage(USER.id, "PNR K7M2QA", { reply_markup: { inline_keyboard: [[{ text: "Copy", copy_text: { text } }]] } });
    await expect(copy("K7M2QA")).resolves.toBeDefined();
    await expect(copy("")).rejects.toMatchObject(refused("COPY_TEXT_INVALID"));
    await expect(copy("x".repeat(257))).rejects.toMatchObject(refused("COPY_TEXT_INVALID"));
    const row = (copy_text: unknown) => fresh.api.sendRichMessage(USER.id, { blocks: [{ type: "buttons", buttons: [{ text: "Copy", copy_text } as never] }] });
    await expect(row({ text: "0962310040001" })).resolves.toBeDefined();
    await expect(row({})).rejects.toMatchObject(refused("COPY_TEXT_INVALID"));
  });

  it("shows a draft for 30 seconds in a private chat until the bot sends its message", async () => {
    await fresh.api.sendRichMessageDraft(USER.id, 7, { blocks: [{ type: "thinking", text: "Refunding 1 of 5" }] });
    await fresh.api.sendRichMessageDraft(USER.id, 7, { blocks: [line("Refunding 2 of 5")] });
    expect(fresh.tg.draft(USER.id)).toMatchObject({ draftId: 7, text: "Refunding 2 of 5", updates: 2 });
    expect(fresh.tg.draft(USER.id)!.expiresAt - Date.now()).toBeGreaterThan(29_000);
    await expect(fresh.api.sendRichMessageDraft(USER.id, 0, { blocks: [line("x")] })).rejects.toMatchObject(refused("draft_id must be non-zero"));
    await fresh.tg.addBotToGroup(USER, GROUP);
    await expect(fresh.api.sendRichMessageDraft(GROUP.id, 7, { blocks: [line("x")] })).rejects.toMatchObject(refused("drafts can be sent only to private chats"));
    await fresh.api.sendRichMessage(USER.id, { blocks: [paragraph("5 refunded")] });
    expect(fresh.tg.draft(USER.id)).toBeUndefined();
    // A file the bot sends ends it as well.
    await fresh.api.sendRichMessageDraft(USER.id, 8, { blocks: [line("Writing the Excel file…")] });
    await fresh.api.sendDocument(USER.id, new InputFile(Buffer.from("x"), "sales.xlsx"));
    expect(fresh.tg.draft(USER.id)).toBeUndefined();
  });

  it("edits a text message into a rich one, and says when nothing changed", async () => {
    const sent = await fresh.api.sendMessage(USER.id, "Loading…");
    const rich = { blocks: [{ type: "heading" as const, size: 1 as const, text: "Manifest" }] };
    const edited = await fresh.api.editMessageText(USER.id, sent.message_id, "", { rich_message: rich } as never);
    expect(edited).toMatchObject({ rich_message: rich });
    expect(fresh.tg.lastMessage(USER.id)).toMatchObject({ text: "Manifest", rich, edits: 1 });
    await expect(fresh.api.editMessageText(USER.id, sent.message_id, "", { rich_message: rich } as never)).rejects.toMatchObject({ description: expect.stringMatching(/^Bad Request: message is not modified/) });
  });

  it("refuses rich messages as an older self-hosted Bot API server does, when turned off", async () => {
    fresh.tg.setRichMessages(false);
    const error = await fresh.api.sendRichMessage(USER.id, { blocks: [paragraph("x")] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GrammyError);
    expect(error).toMatchObject({ error_code: 404, description: "Not Found: method not found" });
    await expect(fresh.api.sendRichMessageDraft(USER.id, 1, { blocks: [line("x")] })).rejects.toMatchObject({ error_code: 404 });
    const sent = await fresh.api.sendMessage(USER.id, "Loading…");
    // An older server does not know rich_message: the edit has no text.
    await expect(fresh.api.editMessageText(USER.id, sent.message_id, "", { rich_message: { blocks: [paragraph("x")] } } as never)).rejects.toMatchObject(refused("message text is empty"));
    fresh.tg.setRichMessages(true);
    await expect(fresh.api.sendRichMessage(USER.id, { blocks: [paragraph("x")] })).resolves.toBeDefined();
  });
});
