import { PassThrough } from "node:stream";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Bot, InlineKeyboard, InputFile } from "grammy";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTelegramEmulator, type StoredMessage, type TelegramEmulator } from "../../src/dev/telegram/emulator.js";
import { ChatViews } from "../../src/dev/chat-views.js";
import { deepLinkStart, inChatOf, readLine, renderInlineAnswer, renderMessage, renderToast, runTerminalChat, TERMINAL_CHAT_HELP, type ChatPerson, type TerminalChatOptions } from "../../src/dev/terminal-chat.js";
import { fileSize } from "../../src/dev/saved-files.js";

const USER = { id: 5001, first_name: "Gita" };
const OTHER = { id: 5002, first_name: "Hadi", last_name: "Checker" };
const GITA: ChatPerson = { name: "gita", user: USER };
const HADI: ChatPerson = { name: "hadi", user: OTHER };
/** Not a real PNG: the emulator and the chat keep the bytes without reading them. */
const CHART = Buffer.from("\x89PNG\r\n\x1a\nchart");
const FAST = { settleMs: 50, finalQuietMs: 150, maxWaitMs: 2000 };

/** Runs a scripted chat and returns everything printed. */
async function chat(tg: TelegramEmulator, lines: string[], people: readonly ChatPerson[] = [GITA], options: TerminalChatOptions = {}): Promise<string> {
  const input = new PassThrough();
  const output = new PassThrough();
  let printed = "";
  output.on("data", (chunk: Buffer) => (printed += chunk.toString("utf8")));
  const done = runTerminalChat(tg, people, input, output, { ...FAST, ...options });
  input.end(lines.map((line) => `${line}\n`).join(""));
  await done;
  return printed;
}

/** A bot message as the emulator stores it. */
function message(messageId: number, buttons: string[][], extra: Partial<StoredMessage> = {}): StoredMessage {
  const keyboard = buttons.map((row) => row.map((text) => ({ text, data: text.toLowerCase() })));
  return { chatId: USER.id, messageId, from: "bot", text: `message ${messageId}`, entities: [], keyboard, edits: 0, date: 0, deleted: false, ...extra };
}

describe("what a typed line means (readLine)", () => {
  const older = message(3, [["Yes", "No"]]);
  const latest = message(5, [["A"], ["B", "C"]]);
  const plain = message(6, []);
  const chatOf = [older, { ...message(4, []), from: USER.id }, latest, plain];

  it("presses a button of the latest message with buttons by its number, across rows", () => {
    expect(readLine("3", chatOf)).toMatchObject({ kind: "press", message: latest, button: { text: "C" }, label: "[5.3]" });
  });

  it("presses a button of an earlier message by message.button, as its label reads", () => {
    expect(readLine("3.2", chatOf)).toMatchObject({ kind: "press", message: older, button: { text: "No" }, label: "[3.2]" });
    expect(readLine("#3.1", chatOf)).toMatchObject({ kind: "press", button: { text: "Yes" } });
  });

  it("answers a wrong number with the buttons that exist and how to send it as text", () => {
    expect(readLine("4", chatOf)).toEqual({
      kind: "hint",
      text: 'No button 4 on message #5: its buttons are [5.1] to [5.3]. Type \\4 to send "4" as text, ? for help.',
    });
    expect(readLine("0", chatOf)).toMatchObject({ kind: "hint", text: expect.stringContaining("No button 0 on message #5") });
    expect(readLine("3.3", chatOf)).toMatchObject({ kind: "hint", text: expect.stringMatching(/^No button 3 on message #3: its buttons are \[3\.1\] to \[3\.2\]\./) });
    expect(readLine("9.1", chatOf)).toEqual({
      kind: "hint",
      text: 'There is no message #9 from the bot. Buttons you can press: [5.1] to [5.3], [3.1] to [3.2]. Type \\9.1 to send "9.1" as text, ? for help.',
    });
    expect(readLine("6.1", chatOf)).toMatchObject({ text: expect.stringMatching(/^Message #6 has no buttons \(any more\)\./) });
    expect(readLine("4.1", chatOf)).toMatchObject({ text: expect.stringMatching(/^There is no message #4 from the bot\./) });
    expect(readLine("3.1", [{ ...older, deleted: true }])).toMatchObject({
      text: expect.stringMatching(/^Message #3 was deleted\. No message shows buttons now\./),
    });
  });

  it("sends anything else as text: a number when no message has buttons, anything after a backslash", () => {
    expect(readLine("2", [plain])).toEqual({ kind: "send", text: "2" });
    expect(readLine("\\2", chatOf)).toEqual({ kind: "send", text: "2" });
    expect(readLine("\\3.1", chatOf)).toEqual({ kind: "send", text: "3.1" });
    expect(readLine("\\?", chatOf)).toEqual({ kind: "send", text: "?" });
    expect(readLine("/search THR MHD +3", chatOf)).toEqual({ kind: "send", text: "/search THR MHD +3" });
    expect(readLine("1405/09/20", chatOf)).toEqual({ kind: "send", text: "1405/09/20" });
    expect(readLine("?", chatOf)).toEqual({ kind: "help" });
  });

  it("switches who types on @name, whatever its case; an unknown name gets the names; \\@ sends it as text", () => {
    const people = ["gita", "hadi"];
    expect(readLine("@hadi", chatOf, people)).toEqual({ kind: "switch", to: "hadi" });
    expect(readLine("@Hadi ", chatOf, people)).toEqual({ kind: "switch", to: "hadi" });
    expect(readLine("@zed", chatOf, people)).toEqual({
      kind: "hint",
      text: 'No one called "zed" types here. Who can type here: @gita, @hadi. Type \\@zed to send "@zed" as text.',
    });
    expect(readLine("@", chatOf, people)).toMatchObject({ kind: "hint", text: expect.stringMatching(/^Type @ and a name\. Who can type here: @gita, @hadi\./) });
    expect(readLine("@hadi", chatOf)).toMatchObject({ kind: "hint", text: expect.stringContaining("No one else types here.") });
    expect(readLine("\\@hadi", chatOf, people)).toEqual({ kind: "send", text: "@hadi" });
  });
});

describe("inline queries and deep links in the terminal", () => {
  it("reads @<bot> and the rest as an inline query, whatever the username's case; another @name still switches", () => {
    expect(readLine("@Desk_Bot THR  MHD tomorrow", [], ["ben"], "desk_bot")).toEqual({ kind: "inline", query: "THR MHD tomorrow" });
    expect(readLine("@desk_bot", [], ["ben"], "desk_bot")).toEqual({ kind: "inline", query: "" });
    expect(readLine("@ben", [], ["ben"], "desk_bot")).toEqual({ kind: "switch", to: "ben" });
    expect(readLine("@desk_botx THR", [], ["ben"], "desk_bot").kind).toBe("hint");
    expect(readLine("\\@desk_bot THR", [], ["ben"], "desk_bot")).toEqual({ kind: "send", text: "@desk_bot THR" });
  });

  it("finds the start parameter of a link to this bot only", () => {
    expect(deepLinkStart("https://t.me/Desk_Bot?start=h_ABC123", "desk_bot")).toBe("h_ABC123");
    expect(deepLinkStart("https://t.me/other_bot?start=h_ABC123", "desk_bot")).toBeNull();
    expect(deepLinkStart("https://example.com/desk_bot?start=h_A", "desk_bot")).toBeNull();
    expect(deepLinkStart("not a url", "desk_bot")).toBeNull();
  });

  it("prints an inline answer's hint button and each card with its buttons", () => {
    const printed = renderInlineAnswer({
      button: { text: "Type a route", startParameter: "help" },
      results: [{ id: "1", type: "article", title: "IR 452 · 08:30", description: "from 1,200,000 IRR", text: "THR→MHD IR 452", entities: [], keyboard: [[{ text: "🔎 Open", url: "https://t.me/b?start=s_X" }]] }],
    });
    expect(printed).toBe("── inline results: 1 ──\n[Type a route] → /start help\n1. IR 452 · 08:30 · from 1,200,000 IRR\nTHR→MHD IR 452\n[🔎 Open ↗]");
  });
});

describe("what each person has seen of their chat (ChatViews)", () => {
  it("shows once what came while away: new messages, edits of seen ones, deletions of seen ones; not what came and went", () => {
    const views = new ChatViews();
    const seen = message(1, []);
    const edited = message(2, []);
    const gone = message(3, []);
    for (const m of [seen, edited, gone]) views.shown(m);
    const now = [seen, { ...edited, edits: 1 }, { ...gone, deleted: true }, message(4, []), message(5, [], { deleted: true }), { ...message(6, []), from: USER.id }];
    expect(views.unseen(now).map(({ message: m, kind }) => [m.messageId, kind])).toEqual([
      [2, "edit"],
      [3, "delete"],
      [4, "new"],
    ]);
    for (const { message: m } of views.unseen(now)) views.shown(m);
    expect(views.unseen(now)).toEqual([]);
  });

  it("announces a chat once until its person looks", () => {
    const views = new ChatViews();
    expect(views.announce(OTHER.id)).toBe(true);
    expect(views.announce(OTHER.id)).toBe(false);
    views.looked(OTHER.id);
    expect(views.announce(OTHER.id)).toBe(true);
  });
});

describe("how the chat shows the bot", () => {
  it("labels buttons by message and number, one line per row, links marked", () => {
    const shown = message(12, [["Yes", "No"]]);
    shown.keyboard.push([{ text: "Rules", url: "https://example.com/" }]);
    expect(renderMessage(shown, "new")).toBe("── bot #12 ──\nmessage 12\n[12.1] Yes  [12.2] No\n[12.3] Rules ↗");
    expect(renderMessage(shown, "edit").split("\n")[0]).toBe("── bot #12 (edited) ──");
    expect(renderMessage(shown, "delete")).toBe("── bot message #12 deleted ──");
  });

  it("shows a toast, an alert with its OK, and nothing for a silent answer", () => {
    expect(renderToast({ text: "Saved", showAlert: false })).toBe("💬 toast: Saved");
    expect(renderToast({ text: "Not allowed", showAlert: true })).toBe("⚠ alert: Not allowed   [OK]");
    expect(renderToast({ showAlert: false })).toBeNull();
  });

  it("names a photo or document with its size and where it was saved, then its caption", () => {
    const data = new Uint8Array(2048);
    const shown = message(7, [], { text: "Sales by day", file: { kind: "document", fileName: "sales.xlsx", data } });
    expect(renderMessage(shown, "new", undefined, "/tmp/f/1-7-sales.xlsx")).toBe("── bot #7 ──\n📎 document sales.xlsx, 2.0 KB: saved as /tmp/f/1-7-sales.xlsx\nSales by day");
    const photo = message(8, [], { text: "", file: { kind: "photo", fileName: "chart.png", data: new Uint8Array(10) } });
    expect(renderMessage(photo, "new")).toBe("── bot #8 ──\n🖼 photo chart.png, 10 B: not saved (no files folder)");
    expect([fileSize(1023), fileSize(1536), fileSize(3 * 1024 * 1024)]).toEqual(["1023 B", "1.5 KB", "3.0 MB"]);
  });

  it("has a help that names every way to type", () => {
    for (const form of ["12.2", "\\2", "?", "Ctrl-D", "/help", "@ben", "\\@x"]) expect(TERMINAL_CHAT_HELP).toContain(form);
  });
});

describe("the terminal chat", () => {
  let tg: TelegramEmulator;
  let bot: Bot;
  let running: Promise<void>;

  // A fresh emulator and bot for each test: message numbers and answers start from nothing.
  beforeEach(async () => {
    tg = await startTelegramEmulator();
    bot = new Bot(tg.token, { client: { apiRoot: tg.apiRoot }, botInfo: tg.botInfo });
    bot.command("start", (ctx) =>
      ctx.reply("Fly <b>today</b>? See <a href=\"https://example.com/\">rules</a>", {
        parse_mode: "HTML",
        reply_markup: new InlineKeyboard().text("Yes", "yes").text("No", "no").row().url("Help", "https://example.com/help"),
      }),
    );
    bot.command("ask", (ctx) => ctx.reply("Seat?", { reply_markup: new InlineKeyboard().text("Window", "toast").text("Aisle", "alert") }));
    bot.callbackQuery(["yes", "no"], async (ctx) => {
      await ctx.answerCallbackQuery();
      await ctx.editMessageText(`You said ${ctx.callbackQuery.data}`);
    });
    bot.callbackQuery("toast", (ctx) => ctx.answerCallbackQuery("Window seat noted"));
    bot.callbackQuery("alert", (ctx) => ctx.answerCallbackQuery({ text: "Aisle seats are gone", show_alert: true }));
    bot.command("tell", (ctx) => ctx.api.sendMessage(OTHER.id, "Note for Hadi"));
    bot.command("link", (ctx) => ctx.reply("Open it", { reply_markup: new InlineKeyboard().url("Open", `https://t.me/${tg.botInfo.username}?start=h_ABC123`) }));
    bot.on("inline_query", (ctx) =>
      ctx.answerInlineQuery([{ type: "article", id: "a1", title: `Flights for ${ctx.inlineQuery.query}`, input_message_content: { message_text: "IR 452 THR→MHD" } }]),
    );
    bot.command("board", (ctx) =>
      ctx.api.sendRichMessage(
        ctx.chat.id,
        { blocks: [{ type: "heading", size: 2, text: "Board" }, { type: "table", cells: [[{ text: "IR 452", align: "left", valign: "top" }, { text: "12", align: "right", valign: "top" }]] }] },
        { reply_markup: new InlineKeyboard().copyText("PNR", "K7M2QA") },
      ),
    );
    bot.command("chart", async (ctx) => {
      await ctx.replyWithPhoto(new InputFile(CHART, "chart.png"), { caption: "Sales chart" });
      await ctx.replyWithDocument(new InputFile(Buffer.from("xlsx bytes"), "../sales report.xlsx"), { caption: "Sales, <b>this week</b>", parse_mode: "HTML" });
    });
    bot.on("message:text", (ctx) => ctx.reply(`Echo: ${ctx.message.text}`));
    running = bot.start({ allowed_updates: ["message", "callback_query", "inline_query"] });
  });

  afterEach(async () => {
    await bot.stop();
    await running;
    await tg.close();
  });

  it("prints a rich message's blocks, and what a copy-text button copied when pressed", async () => {
    const printed = await chat(tg, ["/board", "1"]);
    expect(printed).toContain('── bot #2 ──\n## Board\nIR 452 │ 12\n[2.1] PNR ⧉ copies "K7M2QA"');
    expect(printed).toContain("(copied to the clipboard: K7M2QA)");
    expect(tg.callbackAnswers()).toHaveLength(0);
  });

  it("saves the photos and documents the bot sends and prints their path, size and caption", async () => {
    const folder = await mkdtemp(join(tmpdir(), "terminal-files-"));
    try {
      const printed = await chat(tg, ["/chart"], [GITA], { filesDir: join(folder, "files") });
      const chart = join(folder, "files", `${USER.id}-2-chart.png`);
      const sheet = join(folder, "files", `${USER.id}-3-sales_report.xlsx`);
      expect(printed).toContain(`── bot #2 ──\n🖼 photo chart.png, ${CHART.length} B: saved as ${chart}\nSales chart`);
      expect(printed).toContain(`── bot #3 ──\n📎 document ../sales report.xlsx, 10 B: saved as ${sheet}\nSales, this week`);
      expect(await readFile(chart)).toEqual(CHART);
      expect((await readFile(sheet)).toString()).toBe("xlsx bytes");
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("prints messages with buttons numbered by message and presses a button when a number is typed", async () => {
    const printed = await chat(tg, ["/start", "1"]);
    expect(printed).toContain("» you: /start");
    expect(printed).toMatch(/── bot #2 ──\nFly today\? See rules \(https:\/\/example\.com\/\)\n\[2\.1\] Yes {2}\[2\.2\] No\n\[2\.3\] Help ↗/);
    expect(printed).toContain("» you pressed [2.1] Yes");
    expect(printed).toContain("── bot #2 (edited) ──\nYou said yes");
    expect(printed).not.toContain("\x1b["); // no colours when the output is not a terminal
    expect(tg.callbackAnswers()).toHaveLength(1);
  });

  it("sends a number as text when no message has buttons, or when escaped with a backslash", async () => {
    // No message has buttons yet, so "9" is just text.
    const printed = await chat(tg, ["9", "/start", "\\7", "3", "9"]);
    expect(printed).toContain("Echo: 9");
    expect(printed).toContain("Echo: 7");
    expect(printed).toContain("(a link: https://example.com/help)");
    expect(printed).toMatch(/No button 9 on message #(\d+): its buttons are \[\1\.1\] to \[\1\.3\]\. Type \\9 to send "9" as text, \? for help\./);
    const sent = tg.messages(USER.id).filter((m) => m.from === USER.id).map((m) => m.text);
    expect(sent.slice(-3)).toEqual(["9", "/start", "7"]);
  });

  it("presses a button of an earlier message, prints the toasts and alerts the bot answers with, and help on ?", async () => {
    const before = await chat(tg, ["/start", "/ask"]);
    const [, earlier] = /── bot #(\d+) ──\nFly today/.exec(before) ?? [];
    const [, asked] = /── bot #(\d+) ──\nSeat\?/.exec(before) ?? [];
    expect(before).toContain(`[${asked}.1] Window  [${asked}.2] Aisle`);

    const printed = await chat(tg, [`${earlier}.2`, "1", `${asked}.2`, `${asked}.7`, "?"]);
    expect(printed).toContain(`» you pressed [${earlier}.2] No`);
    expect(printed).toContain(`── bot #${earlier} (edited) ──\nYou said no`);
    expect(printed).toContain(`» you pressed [${asked}.1] Window\n💬 toast: Window seat noted`);
    expect(printed).toContain(`» you pressed [${asked}.2] Aisle\n⚠ alert: Aisle seats are gone   [OK]`);
    expect(printed).toContain(`No button 7 on message #${asked}`);
    expect(printed).toContain(TERMINAL_CHAT_HELP);
    // Each toast once, though the chat watches the answers all along.
    expect(printed.split("💬 toast").length).toBe(2);
  });

  it("sends an inline query on @<bot> and prints its cards; a link button to the bot sends its /start as the app does", async () => {
    const printed = await chat(tg, [`@${tg.botInfo.username} THR MHD`, "/link", "1"]);
    expect(printed).toContain(`» you typed in a chat: @${tg.botInfo.username} THR MHD`);
    expect(printed).toContain("── inline results: 1 ──\n1. Flights for THR MHD\nIR 452 THR→MHD");
    expect(printed).toContain("» you: /start h_ABC123");
    const sent = tg.messages(USER.id).filter((m) => m.from === USER.id).map((m) => m.text);
    expect(sent.slice(-2)).toEqual(["/link", "/start h_ABC123"]);
  });

  it("switches who types on @name: each sees their own chat, is told of a message for the other, and sees it on switching", async () => {
    const printed = await chat(tg, ["@hadi", "hello", "@gita", "/tell", "/tell", "@hadi", "@nobody"], [GITA, HADI]);
    const [asHadi, asGita, backToHadi] = printed.split(/── You are .+ ──\n/).slice(1);
    expect(printed).toContain(inChatOf(HADI));
    expect(inChatOf(HADI)).toBe("── You are Hadi Checker (@hadi), in Hadi's private chat with the bot ──");
    expect(asHadi).toMatch(/── bot #\d+ ──\nEcho: hello/);
    expect(asGita).toContain("» you: /tell");
    // Two messages for Hadi while Gita types: told once, not shown in her chat.
    expect(asGita!.split("🔔 A message came to Hadi's chat: type @hadi to see it.").length).toBe(2);
    expect(asGita).not.toContain("Note for Hadi");
    // On switching back: both notes, and not the echo he saw already.
    expect(backToHadi!.match(/── bot #\d+ ──\nNote for Hadi/g)).toHaveLength(2);
    expect(backToHadi).not.toContain("Echo: hello");
    expect(backToHadi).toContain('No one called "nobody" types here. Who can type here: @gita, @hadi.');
    const typed = (id: number) => tg.messages(id).filter((m) => m.from === id).map((m) => m.text);
    expect(typed(OTHER.id)).toEqual(["hello"]);
    expect(typed(USER.id).slice(-2)).toEqual(["/tell", "/tell"]);
  });
});
