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

  // The wait does not touch the supplier: once, under the "real" profile, is enough for 40 s.
  it.skipIf(SIM_PROFILE === "strict")(
    "says so within 10 s and every 30 s while nothing listens at TELEGRAM_API_ROOT, then serves once Telegram is up",
    async () => {
      const port = await freePort();
      const root = `http://127.0.0.1:${port}`;
      const bot = startBot(rig.env({ TELEGRAM_API_ROOT: root, BOT_TOKEN: TOKEN }));
      expect(await lines(bot, UNREACHABLE, 1, 10_000)).toBeLessThan(10_000);
      const again = await lines(bot, UNREACHABLE, 2, 40_000);
      expect(again).toBeGreaterThan(20_000); // every 30 s, not every try
      expect(linesWith(bot, UNREACHABLE)[0]).toContain(`"msg":"cannot reach the Bot API at ${root}: check network or TELEGRAM_API_ROOT"`);
      // DISPLAY_TIMEZONE is not set by the rig: one warning, naming the zone used.
      expect(linesWith(bot, "DISPLAY_TIMEZONE is not set")).toHaveLength(1);
      expect(linesWith(bot, "DISPLAY_TIMEZONE is not set")[0]).toMatch(/"level":40,.*times are shown in UTC/);

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
