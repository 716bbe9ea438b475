import { PassThrough } from "node:stream";
import { Bot, InlineKeyboard } from "grammy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTelegramEmulator, type TelegramEmulator } from "../../src/dev/telegram/emulator.js";
import { runTerminalChat } from "../../src/dev/terminal-chat.js";

const USER = { id: 5001, first_name: "Gita" };
const FAST = { settleMs: 50, finalQuietMs: 150, maxWaitMs: 2000 };

/** Runs a scripted chat and returns everything printed. */
async function chat(tg: TelegramEmulator, lines: string[]): Promise<string> {
  const input = new PassThrough();
  const output = new PassThrough();
  let printed = "";
  output.on("data", (chunk: Buffer) => (printed += chunk.toString("utf8")));
  const done = runTerminalChat(tg, USER, input, output, FAST);
  input.end(lines.map((line) => `${line}\n`).join(""));
  await done;
  return printed;
}

describe("the terminal chat", () => {
  let tg: TelegramEmulator;
  let bot: Bot;
  let running: Promise<void>;

  beforeAll(async () => {
    tg = await startTelegramEmulator();
    bot = new Bot(tg.token, { client: { apiRoot: tg.apiRoot }, botInfo: tg.botInfo });
    bot.command("start", (ctx) =>
      ctx.reply("Fly <b>today</b>? See <a href=\"https://example.com/\">rules</a>", {
        parse_mode: "HTML",
        reply_markup: new InlineKeyboard().text("Yes", "yes").text("No", "no").row().url("Help", "https://example.com/help"),
      }),
    );
    bot.callbackQuery(["yes", "no"], async (ctx) => {
      await ctx.answerCallbackQuery();
      await ctx.editMessageText(`You said ${ctx.callbackQuery.data}`);
    });
    bot.on("message:text", (ctx) => ctx.reply(`Echo: ${ctx.message.text}`));
    running = bot.start();
  });

  afterAll(async () => {
    await bot.stop();
    await running;
    await tg.close();
  });

  it("prints messages with numbered buttons and presses a button when a number is typed", async () => {
    const printed = await chat(tg, ["/start", "1"]);
    expect(printed).toContain("» you: /start");
    expect(printed).toMatch(/── bot #2 ──\nFly today\? See rules \(https:\/\/example\.com\/\)\n\[1\] Yes {2}\[2\] No\n\[3\] Help ↗/);
    expect(printed).toContain("» you pressed [1] Yes");
    expect(printed).toContain("── bot #2 (edited) ──\nYou said yes");
    expect(printed).not.toContain("\x1b["); // no colours when the output is not a terminal
    expect(tg.callbackAnswers()).toHaveLength(1);
  });

  it("sends a number as text when no message has buttons, or when escaped with a backslash", async () => {
    // The edit above removed the buttons, so "9" is just text.
    const printed = await chat(tg, ["9", "/start", "\\7", "3", "9"]);
    expect(printed).toContain("Echo: 9");
    expect(printed).toContain("Echo: 7");
    expect(printed).toContain("(a link: https://example.com/help)");
    expect(printed).toMatch(/No button 9: message #\d+ has buttons 1 to 3; type \\9 to send "9" as text\./);
    const sent = tg.messages(USER.id).filter((m) => m.from === USER.id).map((m) => m.text);
    expect(sent.slice(-3)).toEqual(["9", "/start", "7"]);
  });
});
