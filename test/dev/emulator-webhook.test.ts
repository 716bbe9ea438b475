import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Bot, webhookCallback } from "grammy";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTelegramEmulator, type TelegramEmulator } from "../../src/dev/telegram/emulator.js";

const USER = { id: 4001, first_name: "Farid" };
const SECRET = "s3cret_token-1";

/** Webhook mode: the emulator pushes updates to the bot's own HTTP server, as Telegram does. */
describe("webhook delivery", () => {
  let tg: TelegramEmulator;
  let bot: Bot;
  let server: Server;
  let url: string;
  let received: { headers: IncomingHttpHeaders; status: number }[];
  let failuresLeft: number;

  // A fresh emulator and webhook server for each test: no webhook set, no delivery seen.
  beforeEach(async () => {
    received = [];
    failuresLeft = 1;
    tg = await startTelegramEmulator();
    bot = new Bot(tg.token, { client: { apiRoot: tg.apiRoot }, botInfo: tg.botInfo });
    bot.command("start", (ctx) => ctx.reply("Hello over the webhook"));
    const handle = webhookCallback(bot, "http", { secretToken: SECRET });
    server = createServer((req, res) => {
      // The first delivery fails, so the emulator has to retry the same update.
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        received.push({ headers: req.headers, status: 500 });
        res.writeHead(500).end();
        return;
      }
      res.on("finish", () => received.push({ headers: req.headers, status: res.statusCode }));
      void handle(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });

  afterEach(async () => {
    await tg.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it("pushes updates with the secret header, retries a failed delivery, and reports the error", async () => {
    await expect(bot.api.setWebhook(url, { secret_token: SECRET })).resolves.toBe(true);
    const reply = tg.nextMessage(USER.id);
    await tg.sendText(USER, "/start");
    expect((await reply).text).toBe("Hello over the webhook");
    // The bot replies before it answers the webhook request, so the 200 may come a moment later.
    await expect.poll(() => received.map((r) => r.status)).toEqual([500, 200]);
    expect(received.every((r) => r.headers["x-telegram-bot-api-secret-token"] === SECRET)).toBe(true);
    const info = await bot.api.getWebhookInfo();
    expect(info).toMatchObject({
      url,
      pending_update_count: 0,
      last_error_message: "Wrong response from the webhook: 500 Internal Server Error",
    });
  });

  it("refuses getUpdates while the webhook is set, and polling works again once it is deleted", async () => {
    await bot.api.setWebhook(url, { secret_token: SECRET });
    await expect(bot.api.getUpdates()).rejects.toMatchObject({
      error_code: 409,
      description: "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
    });
    await expect(bot.api.deleteWebhook()).resolves.toBe(true);
    expect(tg.calls("deleteWebhook").at(-1)?.status).toBe(200);
    await tg.sendText(USER, "queued");
    const updates = await bot.api.getUpdates({ timeout: 0 });
    expect(updates.map((u) => u.message?.text)).toEqual(["queued"]);
    expect((await bot.api.getWebhookInfo()).url).toBe("");
  });

  it("refuses a secret token with characters Telegram does not allow", async () => {
    await expect(bot.api.setWebhook(url, { secret_token: "not allowed!" })).rejects.toMatchObject({ error_code: 400 });
  });
});
