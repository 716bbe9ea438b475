import { Api, InputFile } from "grammy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTelegramEmulator, type TelegramEmulator, type TgUserSpec } from "../../src/dev/telegram/emulator.js";

const ADA: TgUserSpec = { id: 2101, first_name: "Ada" };
const FORUM = { id: -100_2101, type: "supergroup" as const, title: "Ops", isForum: true };
/** Not a real PNG: the emulator keeps the bytes without reading them. */
const PICTURE = Buffer.from("\x89PNG\r\n\x1a\nchart");

/** Photos as Telegram takes them: uploaded, with a caption of at most 1024 visible characters, in a forum topic when asked. */
describe("emulator: sending a photo", () => {
  let tg: TelegramEmulator;
  let api: Api;

  beforeAll(async () => {
    tg = await startTelegramEmulator();
    api = new Api(tg.token, { apiRoot: tg.apiRoot });
    await tg.sendText(ADA, "/start"); // opens the private chat
    await tg.addBotToGroup(ADA, FORUM, "administrator");
  });
  afterAll(async () => {
    await tg?.close();
  });

  const photo = (chatId: number, caption: string, extra: { message_thread_id?: number } = {}) =>
    api.sendPhoto(chatId, new InputFile(PICTURE, "chart.png"), { caption, parse_mode: "HTML", ...extra });

  it("keeps the file and the caption as visible text with its entities", async () => {
    const sent = await photo(ADA.id, "<b>Sales</b> &amp; more");
    expect(sent).toMatchObject({ caption: "Sales & more", caption_entities: [{ type: "bold", offset: 0, length: 5 }] });
    const stored = tg.lastMessage(ADA.id)!;
    expect(stored.file?.kind).toBe("photo");
    expect(Buffer.from(stored.file!.data)).toEqual(PICTURE);
    expect(stored.text).toBe("Sales & more");
  });

  it("refuses a caption over 1024 characters, counted as Telegram counts them: tags not, an entity as one", async () => {
    await expect(photo(ADA.id, `<b>${"a".repeat(1023)}</b>&amp;`)).resolves.toBeDefined();
    await expect(photo(ADA.id, `<b>${"a".repeat(1024)}</b>&amp;`)).rejects.toMatchObject({
      error_code: 400,
      description: "Bad Request: message caption is too long",
    });
    // Two UTF-16 code units each: 512 of them fill the caption.
    await expect(photo(ADA.id, "😀".repeat(512))).resolves.toBeDefined();
    await expect(photo(ADA.id, `${"😀".repeat(512)}!`)).rejects.toMatchObject({ description: "Bad Request: message caption is too long" });
  });

  it("sends into a forum topic and refuses one that is gone", async () => {
    const topic = tg.createForumTopic(FORUM.id, "Sales");
    await expect(photo(FORUM.id, "chart", { message_thread_id: topic })).resolves.toMatchObject({ message_thread_id: topic, is_topic_message: true });
    expect(tg.lastMessage(FORUM.id)).toMatchObject({ threadId: topic, file: { kind: "photo" } });
    tg.deleteForumTopic(FORUM.id, topic);
    await expect(photo(FORUM.id, "chart", { message_thread_id: topic })).rejects.toMatchObject({ description: "Bad Request: message thread not found" });
  });
});
