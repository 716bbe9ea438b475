/**
 * A Telegram chat in the terminal, for the demo: prints the bot's messages in the user's
 * private chat as they arrive (edits and deletions included) with numbered inline buttons,
 * and turns typed lines into messages or button presses.
 */
import { createInterface } from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";
import type { MessageEntity } from "grammy/types";
import type { MessageEventKind, StoredButton, StoredMessage, TelegramEmulator, TgUserSpec } from "./telegram/emulator.js";

export interface TerminalChatOptions {
  /** After each line: once the bot answers, how long it must stay quiet before the next line. Default 300. */
  settleMs?: number;
  /** After the input ends: how long the bot must stay quiet before returning. Default 1500. */
  finalQuietMs?: number;
  /** The longest wait for the bot after a line or at the end. Default 5000. */
  maxWaitMs?: number;
}

const POLL_MS = 25;
// A number typed as text when buttons are on screen: "\3" sends "3".
const ESCAPED_NUMBER = /^\\(\d+)$/;

/**
 * Runs until `input` ends, then waits briefly for the bot's last replies. A line that is only
 * a number presses that button of the latest message with buttons; any other line is sent.
 */
export async function runTerminalChat(
  emulator: TelegramEmulator,
  user: TgUserSpec,
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
  options: TerminalChatOptions = {},
): Promise<void> {
  const { settleMs = 300, finalQuietMs = 1500, maxWaitMs = 5000 } = options;
  const style = (output as { isTTY?: boolean }).isTTY === true ? ANSI : PLAIN;
  const echoInput = (input as { isTTY?: boolean }).isTTY !== true;
  const write = (text: string): void => void output.write(`${text}\n`);
  const activity = { events: 0, lastAt: Date.now() };

  const unsubscribe = emulator.onBotMessage((message, kind) => {
    if (message.chatId !== user.id) return;
    activity.events += 1;
    activity.lastAt = Date.now();
    write(renderMessage(message, kind, style));
  });

  /** Waits until the bot has been quiet for `quietMs` (after answering, if `needAnswer`), at most maxWaitMs. */
  const settle = async (eventsBefore: number, quietMs: number, needAnswer: boolean): Promise<void> => {
    const start = Date.now();
    while (Date.now() - start < maxWaitMs) {
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
      const acted = await act(emulator, user, line, echoInput, write, style);
      if (acted) await settle(eventsBefore, settleMs, true);
    }
    await settle(activity.events, finalQuietMs, false);
  } finally {
    unsubscribe();
  }
}

/** Sends the line or presses a button. Returns whether the bot was told anything. */
async function act(
  emulator: TelegramEmulator,
  user: TgUserSpec,
  line: string,
  echoInput: boolean,
  write: (text: string) => void,
  style: Style,
): Promise<boolean> {
  const withButtons = emulator
    .messages(user.id)
    .reverse()
    .find((m) => m.from === "bot" && !m.deleted && m.keyboard.length > 0);
  if (/^\d+$/.test(line) && withButtons) {
    const buttons = withButtons.keyboard.flat();
    const button = buttons[Number(line) - 1];
    if (!button) {
      write(
        style.note(
          `No button ${line}: message #${withButtons.messageId} has buttons 1 to ${buttons.length}; type \\${line} to send "${line}" as text.`,
        ),
      );
      return false;
    }
    if (echoInput) write(style.note(`» you pressed [${line}] ${button.text}`));
    if (button.url) {
      write(style.note(`(a link: ${button.url})`));
      return false;
    }
    if (button.data === undefined) {
      write(style.note("(this button does nothing outside the Telegram app)"));
      return false;
    }
    await emulator.pressRaw(user, withButtons, button.data);
    return true;
  }
  const text = ESCAPED_NUMBER.exec(line)?.[1] ?? line;
  if (echoInput) write(style.note(`» you: ${text}`));
  try {
    await emulator.sendText(user, text);
    return true;
  } catch (error) {
    write(style.note(`(not sent: ${error instanceof Error ? error.message : String(error)})`));
    return false;
  }
}

interface Style {
  header(text: string): string;
  note(text: string): string;
  button(text: string): string;
  /** Escape codes opening and closing a formatting entity; empty when plain. */
  entity(entity: MessageEntity): [string, string];
}

const PLAIN: Style = {
  header: (text) => text,
  note: (text) => text,
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
  button: (text) => `\x1b[1m${text}\x1b[22m`,
  entity: (entity) => ENTITY_CODES[entity.type] ?? ["", ""],
};

function renderMessage(message: StoredMessage, kind: MessageEventKind, style: Style): string {
  if (kind === "delete") return style.header(`── bot message #${message.messageId} deleted ──`);
  const header = kind === "edit" ? `── bot #${message.messageId} (edited) ──` : `── bot #${message.messageId} ──`;
  return [style.header(header), renderText(message.text, message.entities, style), ...renderButtons(message.keyboard, style)].join(
    "\n",
  );
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

/** One line per keyboard row, buttons numbered from 1 across rows. */
function renderButtons(keyboard: StoredButton[][], style: Style): string[] {
  let number = 0;
  return keyboard.map((row) =>
    row.map((button) => style.button(`[${++number}] ${button.text}${button.url ? " ↗" : ""}`)).join("  "),
  );
}
