import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTelegramEmulator, type TelegramEmulator } from "../../src/dev/telegram/emulator.js";
import { ADMIN } from "../support/stack.js";
import { ask } from "../support/steps.js";
import { BotProcess, startRig, type ProcessRig } from "../support/bot-process.js";
import { freePort } from "../support/ports.js";
import { SIM_PROFILE } from "../support/profile.js";

/**
 * Operator signals at start (issue 13), from `npm start` as a real process: Telegram out of
 * reach, a token Telegram refuses, DISPLAY_TIMEZONE unset.
 */

const TOKEN = "777001:AAF-process-telegram-0123456789abcdef";

/** Every bot a test started: one a failed test left running would hold the rig's data folder. */
const started: BotProcess[] = [];

function startBot(env: Record<string, string>): BotProcess {
  const bot = new BotProcess(() => env);
  bot.start();
  started.push(bot);
  return bot;
}

/** The output's lines that hold `text`. */
const linesWith = (bot: BotProcess, text: string) => bot.output().split("\n").filter((line) => line.includes(text));

/** Waits until `count` lines hold `text`; rejects with the output after `timeoutMs`. */
async function lines(bot: BotProcess, text: string, count: number, timeoutMs: number): Promise<number> {
  const start = Date.now();
  while (linesWith(bot, text).length < count) {
    if (Date.now() - start > timeoutMs) throw new Error(`${count} lines with "${text}" not seen within ${timeoutMs} ms:\n${bot.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - start;
}

const UNREACHABLE = "cannot reach the Bot API at";

describe("the bot as a process, when Telegram is out of reach or refuses it", () => {
  let rig: ProcessRig;
  let late: TelegramEmulator | undefined;

  beforeAll(async () => {
    rig = await startRig();
  });
  afterEach(async () => {
    for (const bot of started.splice(0)) await bot.stop("SIGKILL");
  });
  afterAll(async () => {
    await late?.close();
    await rig?.close();
  });

  // The wait does not touch the supplier: once, under the "real" profile, is enough. The 30 s
  // between two warnings is the unit test's (test/telegram-reach.test.ts, on an injected clock).
  it.skipIf(SIM_PROFILE === "strict")(
    "says so within 10 s while TELEGRAM_API_ROOT answers no Bot API, tries again every 5 s without a line per try, then serves once Telegram is up",
    async () => {
      const tries: number[] = [];
      const gateway = createServer((req, res) => {
        tries.push(Date.now());
        res.writeHead(502, { "content-type": "text/html" }).end("<html>502 Bad Gateway</html>");
      });
      await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
      const { port } = gateway.address() as AddressInfo;
      const root = `http://127.0.0.1:${port}`;
      const bot = startBot(rig.env({ TELEGRAM_API_ROOT: root, BOT_TOKEN: TOKEN }));
      expect(await lines(bot, UNREACHABLE, 1, 10_000)).toBeLessThan(10_000);
      await expect.poll(() => tries.length, { timeout: 15_000, interval: 50 }).toBeGreaterThanOrEqual(2);
      expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(4_500);
      expect(linesWith(bot, UNREACHABLE)).toHaveLength(1); // a line every 30 s, not every try
      expect(linesWith(bot, UNREACHABLE)[0]).toContain(`"msg":"cannot reach the Bot API at ${root}: check network or TELEGRAM_API_ROOT"`);
      expect(linesWith(bot, UNREACHABLE)[0]).toMatch(/"reason":"the answer is not the Bot API's \(not JSON\)".*"retryEverySeconds":5/);
      // DISPLAY_TIMEZONE is not set by the rig: one warning, naming the zone used.
      expect(linesWith(bot, "DISPLAY_TIMEZONE is not set")).toHaveLength(1);
      expect(linesWith(bot, "DISPLAY_TIMEZONE is not set")[0]).toMatch(/"level":40,.*times are shown in UTC/);

      gateway.closeAllConnections();
      await new Promise((resolve) => gateway.close(resolve));
      late = await startTelegramEmulator({ port, token: TOKEN });
      await bot.running(10_000);
      expect((await ask(late, ADMIN, "/help")).text).toContain("/users");
      expect(bot.output()).toContain('"msg":"reached the Bot API"');
      expect(bot.output()).not.toContain(TOKEN.split(":")[1]);
      expect(await bot.stop("SIGTERM")).toBe(0);
    },
    60_000,
  );

  it("stops with exit 0 on SIGTERM while it waits for Telegram", async () => {
    const bot = startBot(rig.env({ TELEGRAM_API_ROOT: `http://127.0.0.1:${await freePort()}` }));
    await lines(bot, UNREACHABLE, 1, 10_000);
    expect(await bot.stop("SIGTERM")).toBe(0);
    expect(bot.output()).toContain("FlightDesk stopped before it started");
    // The data folder is free again: a new process starts on it (here, against the rig's Telegram).
    const next = startBot(rig.env());
    await next.running();
    expect(await next.stop("SIGTERM")).toBe(0);
  });

  it("exits 1 with one line and no stack trace when Telegram refuses BOT_TOKEN", async () => {
    const wrong = `${rig.tg.botInfo.id}:AAF-not-the-token-0123456789abcdefghij`;
    const bot = startBot(rig.env({ BOT_TOKEN: wrong, DISPLAY_TIMEZONE: "Asia/Tehran" }));
    expect(await bot.exited()).toBe(1);
    const refused = linesWith(bot, "BOT_TOKEN");
    expect(refused).toHaveLength(1);
    expect(refused[0]).toContain(`"msg":"Telegram refused BOT_TOKEN (401 Unauthorized) at ${rig.tg.apiRoot}: check the token BotFather gave for this bot`);
    expect(bot.output()).not.toMatch(/\n\s+at |\\n\s+at /);
    expect(bot.output()).not.toContain("AAF-not-the-token");
    expect(bot.output()).not.toContain(UNREACHABLE);
    // DISPLAY_TIMEZONE set: no warning about it.
    expect(bot.output()).not.toContain("DISPLAY_TIMEZONE");
  });
});
