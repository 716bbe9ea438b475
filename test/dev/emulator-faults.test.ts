import { autoRetry } from "@grammyjs/auto-retry";
import { Bot, GrammyError, HttpError } from "grammy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTelegramEmulator, type TelegramEmulator } from "../../src/dev/telegram/emulator.js";

const USER = { id: 3001, first_name: "Eli" };
const GROUP = { id: -3001, type: "group" as const, title: "Desk" };

/** Telegram failing on purpose: injected faults and flood control, seen by grammY over HTTP. */
describe("faults and flood control", () => {
  let tg: TelegramEmulator;
  let bot: Bot;

  beforeAll(async () => {
    tg = await startTelegramEmulator();
    bot = new Bot(tg.token, { client: { apiRoot: tg.apiRoot }, botInfo: tg.botInfo });
    await tg.sendText(USER, "/start");
    await tg.addBotToGroup(USER, GROUP);
  });

  afterAll(async () => {
    await tg.close();
  });

  const statuses = (method: string) => tg.calls(method).map((c) => c.status);

  it("answers 429 with retry_after, which @grammyjs/auto-retry waits out before succeeding", async () => {
    const retrying = new Bot(tg.token, { client: { apiRoot: tg.apiRoot }, botInfo: tg.botInfo });
    retrying.api.config.use(autoRetry({ maxRetryAttempts: 2 }));
    tg.failNext("sendMessage", { status: 429, retryAfter: 1 });
    const before = statuses("sendMessage").length;
    const startedAt = Date.now();
    await expect(retrying.api.sendMessage(USER.id, "after the flood")).resolves.toMatchObject({ text: "after the flood" });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(950);
    expect(statuses("sendMessage").slice(before)).toEqual([429, 200]);
  });

  it("reports a 429 exactly as Telegram words it", async () => {
    tg.failNext("sendMessage", { status: 429, retryAfter: 7 });
    const error = await bot.api.sendMessage(USER.id, "x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GrammyError);
    expect(error).toMatchObject({
      error_code: 429,
      description: "Too Many Requests: retry after 7",
      parameters: { retry_after: 7 },
    });
  });

  it("drops the connection without an answer, then serves the next call normally", async () => {
    tg.failNext("sendMessage", { drop: true });
    await expect(bot.api.sendMessage(USER.id, "lost")).rejects.toBeInstanceOf(HttpError);
    await expect(bot.api.sendMessage(USER.id, "kept")).resolves.toMatchObject({ text: "kept" });
    expect(tg.messages(USER.id).map((m) => m.text)).not.toContain("lost");
    expect(statuses("sendMessage").slice(-2)).toEqual([0, 200]);
  });

  it("fails with 500 as JSON and 502 as a proxy's HTML page, as many times as asked", async () => {
    tg.failNext("editMessageText", { status: 500 }, 2);
    const edit = () => bot.api.editMessageText(USER.id, 1, "x");
    await expect(edit()).rejects.toMatchObject({ error_code: 500, description: "Internal Server Error" });
    await expect(edit()).rejects.toMatchObject({ error_code: 500 });
    await expect(edit()).rejects.toMatchObject({ error_code: 400 }); // faults used up: the real answer
    tg.failNext("*", { status: 502 });
    await expect(bot.api.getChat(USER.id)).rejects.toBeInstanceOf(HttpError);
    await expect(bot.api.getChat(USER.id)).resolves.toMatchObject({ id: USER.id, type: "private" });
  });

  it('never spends a "*" fault on getUpdates, whose long poll is always waiting', async () => {
    tg.failNext("*", { status: 500 });
    await expect(bot.api.getUpdates({ timeout: 0 })).resolves.toBeInstanceOf(Array);
    await expect(bot.api.sendChatAction(USER.id, "typing")).rejects.toMatchObject({ error_code: 500 });
  });

  it("limits sends per private chat and per group when flood control is on", async () => {
    tg.setRateLimits(true);
    try {
      const burst = await Promise.allSettled([1, 2, 3, 4].map((n) => bot.api.sendMessage(USER.id, `burst ${n}`)));
      expect(burst.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "rejected"]);
      expect((burst[3] as PromiseRejectedResult).reason).toMatchObject({ error_code: 429, parameters: { retry_after: 1 } });

      for (let n = 0; n < 20; n++) await bot.api.sendMessage(GROUP.id, `group ${n}`);
      await expect(bot.api.sendMessage(GROUP.id, "one too many")).rejects.toMatchObject({
        error_code: 429,
        parameters: { retry_after: 3 }, // 20 a minute: a new message every 3 s
      });
    } finally {
      tg.setRateLimits(false);
    }
    await expect(bot.api.sendMessage(GROUP.id, "flood control off")).resolves.toBeDefined();
  });
});
