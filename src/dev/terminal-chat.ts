/**
 * A Telegram chat in the terminal, for the demo: prints the bot's messages in the private chat
 * of whoever is typing as they arrive (edits and deletions included) with buttons numbered by
 * message ([12.1] is button 1 of message #12), prints the toasts and alerts the bot answers a
 * press with, and turns typed lines into messages or button presses. Several people may type
 * (`@name` switches, e.g. to a second admin who approves): each has their own chat, a message
 * for someone else's is announced and shown when one switches to them. `@<bot> THR MHD tomorrow`
 * is an inline query, its cards printed; a link button to the bot (a deep link) sends its
 * `/start` as the Telegram app does. What a line means
 * (`readLine`) and how a message looks (`renderMessage`, `renderToast`) are pure.
 */
import { createInterface } from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";
import type { MessageEntity } from "grammy/types";
import type { MessageEventKind, StoredButton, StoredMessage, TelegramEmulator, TgUserSpec } from "./telegram/emulator.js";
import type { CallbackAnswer } from "./telegram/callback-queries.js";
import type { InlineAnswer } from "./telegram/inline-queries.js";
import { ChatViews } from "./chat-views.js";
import { fileLine, saveBotFile } from "./saved-files.js";
import { renderRichBlocks } from "./rich-render.js";

export interface TerminalChatOptions {
  /** After each line: once the bot answers, how long it must stay quiet before the next line. Default 300. */
  settleMs?: number;
  /** After the input ends: how long the bot must stay quiet before returning. Default 1500. */
  finalQuietMs?: number;
  /** The longest wait for the bot after a line or at the end. Default 5000. */
  maxWaitMs?: number;
  /** Where photos and documents the bot sends are saved (saved-files.ts); unset: only named. */
  filesDir?: string;
}

/** What can be typed: printed by the demo at start and whenever "?" is typed. */
export const TERMINAL_CHAT_HELP = [
  "What you can type:",
  "  /help, /search THR MHD tomorrow, any text   sent to the bot, as in Telegram",
  "  12.2                                        press button [12.2]: button 2 of message #12 (any message that shows buttons)",
  "  2                                           press button 2 of the latest message with buttons",
  "  @ben                                        type as ben from now on, in ben's own chat with the bot (names as the demo lists them)",
  "  @<bot> THR MHD tomorrow                     inline search, as typed in any chat (the bot's @name as the demo prints it)",
  "  \\2   \\12.2   \\?   \\@x                        a leading \\ sends the rest as text",
  "  ?                                           this help; Ctrl-D ends the chat",
].join("\n");

/** What a typed line asks for. */
export type TerminalAction =
  | { kind: "send"; text: string }
  | { kind: "press"; message: StoredMessage; button: StoredButton; label: string }
  | { kind: "help" }
  /** Type as this person (a name of `people`) from now on. */
  | { kind: "switch"; to: string }
  /** An inline query (`@<bot> text`), as typed in any chat. */
  | { kind: "inline"; query: string }
  /** Nothing to do but tell the user why (a wrong number, with what would work). */
  | { kind: "hint"; text: string };

const BUTTON_OF_LATEST = /^\d+$/;
// "12.2" (or "#12.2"): button 2 of message #12, as its label [12.2] reads.
const BUTTON_OF_MESSAGE = /^#?(\d+)\.(\d+)$/;
/** How many messages with buttons a hint lists. */
const LISTED = 4;

/** Someone who can type in the terminal chat; `@name` switches to them. */
export interface ChatPerson {
  /** Lower case, no spaces: what follows the `@`. */
  name: string;
  user: TgUserSpec;
}

/**
 * What `line` (trimmed, not empty) means, given the messages of the typing user's private chat
 * (oldest first, as the emulator lists them), the names of those who can type and the bot's
 * username. A leading `@` never reaches the bot as text (commands start with `/`): it is an
 * inline query or a switch; `\\@...` sends it as text.
 */
export function readLine(line: string, messages: readonly StoredMessage[], people: readonly string[] = [], bot?: string): TerminalAction {
  if (line.startsWith("\\")) return { kind: "send", text: line.slice(1) };
  if (line === "?") return { kind: "help" };
  const inline = bot === undefined ? null : inlineQueryOf(line, bot);
  if (inline !== null) return { kind: "inline", query: inline };
  if (line.startsWith("@")) return switchTo(line, people);
  const withButtons = messages.filter((m) => m.from === "bot" && !m.deleted && m.keyboard.length > 0).reverse();
  const latest = withButtons[0];
  const asText = `Type \\${line} to send "${line}" as text, ? for help.`;
  if (BUTTON_OF_LATEST.test(line)) {
    // With no buttons on screen a number is an answer to the bot (a count, a choice it asked for).
    if (!latest) return { kind: "send", text: line };
    return pick(latest, Number(line), asText);
  }
  const qualified = BUTTON_OF_MESSAGE.exec(line);
  if (qualified) {
    const id = Number(qualified[1]);
    const message = messages.find((m) => m.from === "bot" && m.messageId === id);
    if (message && !message.deleted && message.keyboard.length > 0) return pick(message, Number(qualified[2]), asText);
    const why = !message ? `There is no message #${id} from the bot.` : message.deleted ? `Message #${id} was deleted.` : `Message #${id} has no buttons (any more).`;
    const listed = withButtons.slice(0, LISTED).map(buttonRange);
    const others = listed.length > 0 ? ` Buttons you can press: ${listed.join(", ")}.` : " No message shows buttons now.";
    return { kind: "hint", text: `${why}${others} ${asText}` };
  }
  return { kind: "send", text: line };
}

/** "@bot THR MHD" -> "THR MHD" (Telegram sends the query as the text after the username). */
function inlineQueryOf(line: string, bot: string): string | null {
  const [head = "", ...rest] = line.split(/\s+/);
  return head.toLowerCase() === `@${bot.toLowerCase()}` ? rest.join(" ") : null;
}

/** The `start` parameter of a link that opens this bot's private chat, or null for another link. */
export function deepLinkStart(url: string, bot: string): string | null {
  let link: URL;
  try {
    link = new URL(url);
  } catch {
    return null;
  }
  if (link.hostname !== "t.me" || link.pathname.toLowerCase() !== `/${bot.toLowerCase()}`) return null;
  return link.searchParams.get("start");
}

function switchTo(line: string, people: readonly string[]): TerminalAction {
  const name = line.slice(1).trim().toLowerCase();
  if (people.includes(name)) return { kind: "switch", to: name };
  const who = people.length > 0 ? `Who can type here: ${people.map((p) => `@${p}`).join(", ")}.` : "No one else types here.";
  const asked = name === "" ? "Type @ and a name." : `No one called "${name}" types here.`;
  return { kind: "hint", text: `${asked} ${who} Type \\${line} to send "${line}" as text.` };
}

function pick(message: StoredMessage, number: number, asText: string): TerminalAction {
  const button = message.keyboard.flat()[number - 1];
  if (!button) return { kind: "hint", text: `No button ${number} on message #${message.messageId}: its buttons are ${buttonRange(message)}. ${asText}` };
  return { kind: "press", message, button, label: `[${message.messageId}.${number}]` };
}

/** "[12.1] to [12.3]", or "[12.1]" for a single button. */
function buttonRange(message: StoredMessage): string {
  const count = message.keyboard.flat().length;
  const id = message.messageId;
  return count === 1 ? `[${id}.1]` : `[${id}.1] to [${id}.${count}]`;
}

/** A toast (or an alert, which Telegram shows with an OK button) the bot answered a press with; null when it showed nothing. */
export function renderToast(answer: Pick<CallbackAnswer, "text" | "showAlert" | "url">, style: Style = PLAIN): string | null {
  if (answer.url) return style.note(`(the bot opened a link: ${answer.url})`);
  if (!answer.text) return null;
  return answer.showAlert ? style.toast(`⚠ alert: ${answer.text}   [OK]`) : style.toast(`💬 toast: ${answer.text}`);
}

/**
 * Runs until `input` ends, then waits briefly for the bot's last replies. The first of `people`
 * types at start. A line is read by `readLine`: a message to send, a button to press, a switch
 * to another person, help, or a hint about a wrong number or name.
 */
export async function runTerminalChat(
  emulator: TelegramEmulator,
  people: readonly ChatPerson[],
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
  options: TerminalChatOptions = {},
): Promise<void> {
  const { settleMs = 300, finalQuietMs = 1500, maxWaitMs = 5000 } = options;
  const style = (output as { isTTY?: boolean }).isTTY === true ? ANSI : PLAIN;
  const echoInput = (input as { isTTY?: boolean }).isTTY !== true;
  const write = (text: string): void => void output.write(`${text}\n`);
  const activity = { events: 0, lastAt: Date.now() };
  const noticed = (): void => {
    activity.events += 1;
    activity.lastAt = Date.now();
  };

  const first = people[0];
  if (!first) throw new Error("runTerminalChat needs someone to type");
  let current: ChatPerson = first;
  const views = new ChatViews();
  // Only what comes from now on, as in an app just opened; others see their chat when switched to.
  for (const message of emulator.messages(current.user.id)) views.shown(message);
  const show = (message: StoredMessage, kind: MessageEventKind): void => {
    views.shown(message);
    const { file } = message;
    const savedAs = file && kind !== "delete" && options.filesDir !== undefined ? saveBotFile(options.filesDir, { ...message, file }) : undefined;
    write(renderMessage(message, kind, style, savedAs));
  };
  const names = people.map((p) => p.name);

  const unsubscribe = emulator.onBotMessage((message, kind) => {
    const person = people.find((p) => p.user.id === message.chatId);
    if (!person) return;
    noticed();
    if (person === current) show(message, kind);
    else if (views.announce(person.user.id)) write(style.note(`🔔 A message came to ${person.user.first_name}'s chat: type @${person.name} to see it.`));
  });
  const switchTo = (name: string): void => {
    current = people.find((p) => p.name === name) ?? current;
    views.looked(current.user.id);
    write(style.note(inChatOf(current)));
    for (const { message, kind } of views.unseen(emulator.messages(current.user.id))) show(message, kind);
  };
  // Answers to presses: the emulator keeps them in a list; the ones after this user's presses are theirs.
  let answersSeen = emulator.callbackAnswers().length;
  let pressesOpen = 0;
  const showToasts = (): void => {
    const answers = emulator.callbackAnswers();
    if (pressesOpen === 0) {
      answersSeen = answers.length;
      return;
    }
    for (const answer of answers.slice(answersSeen)) {
      pressesOpen = Math.max(0, pressesOpen - 1);
      noticed();
      const toast = renderToast(answer, style);
      if (toast) write(toast);
    }
    answersSeen = answers.length;
  };
  // A toast may come after the chat stopped waiting for the bot (a slow supplier): watched all along.
  const toastWatch = setInterval(showToasts, POLL_MS);

  /** Waits until the bot has been quiet for `quietMs` (after answering, if `needAnswer`), at most maxWaitMs. */
  const settle = async (eventsBefore: number, quietMs: number, needAnswer: boolean): Promise<void> => {
    const start = Date.now();
    while (Date.now() - start < maxWaitMs) {
      showToasts();
      const answered = activity.events > eventsBefore;
      const quietSince = answered ? activity.lastAt : start;
      if ((answered || !needAnswer) && Date.now() - quietSince >= quietMs) return;
      await sleep(POLL_MS);
    }
  };

  try {
    const lines = createInterface({ input, terminal: false, crlfDelay: Infinity });
    for await (const raw of lines) {
      const line = raw.trim();
      if (line === "") continue;
      const eventsBefore = activity.events;
      const action = readLine(line, emulator.messages(current.user.id), names, emulator.botInfo.username);
      if (action.kind === "switch") {
        switchTo(action.to);
        continue;
      }
      const acted = await act(emulator, current.user, action, echoInput, write, style);
      if (action.kind === "press" && acted) pressesOpen += 1;
      if (acted) await settle(eventsBefore, settleMs, true);
    }
    await settle(activity.events, finalQuietMs, false);
    showToasts();
  } finally {
    clearInterval(toastWatch);
    unsubscribe();
  }
}

const POLL_MS = 25;

/** Who is typing now, and in which chat. */
export function inChatOf(person: ChatPerson): string {
  const full = [person.user.first_name, person.user.last_name].filter(Boolean).join(" ");
  return `── You are ${full} (@${person.name}), in ${person.user.first_name}'s private chat with the bot ──`;
}

/** Does what the line asked. Returns whether the bot was told anything. */
async function act(
  emulator: TelegramEmulator,
  user: TgUserSpec,
  action: Exclude<TerminalAction, { kind: "switch" }>,
  echoInput: boolean,
  write: (text: string) => void,
  style: Style,
): Promise<boolean> {
  switch (action.kind) {
    case "help":
      write(style.note(TERMINAL_CHAT_HELP));
      return false;
    case "hint":
      write(style.note(action.text));
      return false;
    case "press": {
      const { button, label, message } = action;
      if (echoInput) write(style.note(`» you pressed ${label} ${button.text}`));
      if (button.url) {
        const start = deepLinkStart(button.url, emulator.botInfo.username);
        if (start === null) {
          write(style.note(`(a link: ${button.url})`));
          return false;
        }
        // As the app does: the link opens the private chat and its Start sends the parameter.
        return send(emulator, user, `/start ${start}`, echoInput, write, style);
      }
      if (button.copyText !== undefined) {
        write(style.note(`(copied to the clipboard: ${button.copyText})`));
        return false;
      }
      if (button.data === undefined) {
        write(style.note("(this button does nothing outside the Telegram app)"));
        return false;
      }
      await emulator.pressRaw(user, message, button.data);
      return true;
    }
    case "send":
      return send(emulator, user, action.text, echoInput, write, style);
    case "inline":
      if (echoInput) write(style.note(`» you typed in a chat: @${emulator.botInfo.username} ${action.query}`));
      try {
        const answer = await emulator.inlineAnswer(await emulator.sendInlineQuery(user, action.query), { timeoutMs: INLINE_WAIT_MS });
        write(renderInlineAnswer(answer, style));
      } catch (error) {
        write(style.note(`(no inline answer: ${error instanceof Error ? error.message : String(error)})`));
      }
      return false;
  }
}

/** An inline answer can wait for a supplier search (a slow one, on the unkind profile). */
const INLINE_WAIT_MS = 20_000;

async function send(emulator: TelegramEmulator, user: TgUserSpec, text: string, echoInput: boolean, write: (text: string) => void, style: Style): Promise<boolean> {
  if (echoInput) write(style.note(`» you: ${text}`));
  try {
    await emulator.sendText(user, text);
    return true;
  } catch (error) {
    write(style.note(`(not sent: ${error instanceof Error ? error.message : String(error)})`));
    return false;
  }
}

/**
 * An inline answer as the app lists it above the keyboard: its button (a hint opening the private
 * chat), then each card's title and description with the message choosing it would post.
 */
export function renderInlineAnswer(answer: Pick<InlineAnswer, "results" | "button">, style: Style = PLAIN): string {
  const lines = [style.header(`── inline results: ${answer.results.length} ──`)];
  if (answer.button) lines.push(style.button(`[${answer.button.text}]${answer.button.startParameter ? ` → /start ${answer.button.startParameter}` : ""}`));
  answer.results.forEach((result, i) => {
    lines.push(style.header(`${i + 1}. ${[result.title, result.description].filter(Boolean).join(" · ")}`));
    lines.push(renderText(result.text, result.entities, style));
    lines.push(...result.keyboard.map((row) => row.map((b) => style.button(`[${b.text}${b.url ? " ↗" : ""}]`)).join("  ")));
  });
  return lines.join("\n");
}

export interface Style {
  header(text: string): string;
  note(text: string): string;
  toast(text: string): string;
  button(text: string): string;
  /** Escape codes opening and closing a formatting entity; empty when plain. */
  entity(entity: MessageEntity): [string, string];
}

export const PLAIN: Style = {
  header: (text) => text,
  note: (text) => text,
  toast: (text) => text,
  button: (text) => text,
  entity: () => ["", ""],
};

const ENTITY_CODES: Partial<Record<MessageEntity["type"], [string, string]>> = {
  bold: ["\x1b[1m", "\x1b[22m"],
  italic: ["\x1b[3m", "\x1b[23m"],
  underline: ["\x1b[4m", "\x1b[24m"],
  strikethrough: ["\x1b[9m", "\x1b[29m"],
  code: ["\x1b[36m", "\x1b[39m"],
  pre: ["\x1b[36m", "\x1b[39m"],
  spoiler: ["\x1b[2m", "\x1b[22m"],
  text_link: ["\x1b[4m", "\x1b[24m"],
};

const ANSI: Style = {
  header: (text) => `\x1b[2m${text}\x1b[22m`,
  note: (text) => `\x1b[2m${text}\x1b[22m`,
  toast: (text) => `\x1b[7m ${text} \x1b[27m`,
  button: (text) => `\x1b[1m${text}\x1b[22m`,
  entity: (entity) => ENTITY_CODES[entity.type] ?? ["", ""],
};

/**
 * A bot message as printed: a header with its number, its photo or document (name, size, where
 * it was saved: `savedAs`), its text (a file's caption; a rich message's blocks as rich-render.ts
 * prints them), its buttons labelled [message.button].
 */
export function renderMessage(message: StoredMessage, kind: MessageEventKind, style: Style = PLAIN, savedAs?: string): string {
  if (kind === "delete") return style.header(`── bot message #${message.messageId} deleted ──`);
  const header = kind === "edit" ? `── bot #${message.messageId} (edited) ──` : `── bot #${message.messageId} ──`;
  const file = message.file ? [style.note(fileLine(message.file, savedAs))] : [];
  const blocks = message.rich?.blocks;
  const text = blocks ? renderRichBlocks(blocks) : message.text === "" ? [] : [renderText(message.text, message.entities, style)];
  return [style.header(header), ...file, ...text, ...renderButtons(message, style)].join("\n");
}

/** The visible text with formatting as escape codes, and link targets written out after their text. */
function renderText(text: string, entities: MessageEntity[], style: Style): string {
  const opens = new Map<number, string[]>();
  const closes = new Map<number, string[]>();
  for (const entity of entities) {
    const [open, close] = style.entity(entity);
    const link = entity.type === "text_link" ? ` (${entity.url})` : "";
    if (open === "" && link === "") continue;
    const end = entity.offset + entity.length;
    opens.set(entity.offset, [...(opens.get(entity.offset) ?? []), open]);
    closes.set(end, [close + link, ...(closes.get(end) ?? [])]);
  }
  let out = "";
  for (let i = 0; i <= text.length; i++) {
    out += (closes.get(i) ?? []).join("") + (opens.get(i) ?? []).join("");
    if (i < text.length) out += text.charAt(i);
  }
  return out;
}

/** One line per keyboard row, buttons numbered from 1 across rows after the message's number: [12.1] [12.2]. */
function renderButtons(message: StoredMessage, style: Style): string[] {
  let number = 0;
  return message.keyboard.map((row) =>
    row.map((button) => style.button(`[${message.messageId}.${++number}] ${button.text}${buttonMark(button)}`)).join("  "),
  );
}

/** What a button does besides sending a press: a link (↗) or text it copies. */
function buttonMark(button: StoredButton): string {
  if (button.url) return " ↗";
  return button.copyText !== undefined ? ` ⧉ copies "${button.copyText}"` : "";
}
