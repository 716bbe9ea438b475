import type { InlineKeyboardButton, InlineKeyboardMarkup } from "grammy/types";
import { badRequest } from "./errors.js";
import { utf8Length } from "./text.js";
import { checkCopyText } from "./rich-message.js";

/** One inline button as tests and the terminal chat see it. */
export interface StoredButton {
  text: string;
  /** callback_data, for buttons that send a callback query. */
  data?: string;
  url?: string;
  /** copy_text's text: what pressing the button copies to the clipboard. */
  copyText?: string;
}

export interface CheckedMarkup {
  /** The inline keyboard to echo back in Message.reply_markup; reply keyboards are not echoed. */
  inline?: InlineKeyboardMarkup;
  keyboard: StoredButton[][];
}

const MAX_BUTTONS = 100;
const MAX_CALLBACK_DATA_BYTES = 64;
const BUTTON_URL_PROTOCOLS = new Set(["http:", "https:", "tg:"]);
// Buttons that do something other than send callback data or open a URL; accepted as they are.
const OTHER_ACTIONS = [
  "web_app",
  "login_url",
  "switch_inline_query",
  "switch_inline_query_current_chat",
  "switch_inline_query_chosen_chat",
  "callback_game",
  "pay",
] as const;

/**
 * Checks `reply_markup` the way Telegram does for the limits a bot can run into: callback data
 * of 1-64 bytes, valid URLs, at most 100 inline buttons, every button with an action.
 * Reply keyboards, keyboard removal and force-reply are accepted without being stored.
 */
export function checkReplyMarkup(raw: unknown): CheckedMarkup {
  if (raw === undefined || raw === null) return { keyboard: [] };
  if (typeof raw !== "object" || Array.isArray(raw)) {
    throw badRequest("can't parse reply keyboard markup JSON object");
  }
  const markup = raw as Record<string, unknown>;
  if (!("inline_keyboard" in markup)) return { keyboard: [] };
  const rows = markup["inline_keyboard"];
  if (!Array.isArray(rows) || !rows.every((row) => Array.isArray(row))) {
    throw badRequest('field "inline_keyboard" of the InlineKeyboardMarkup must be an Array of Arrays');
  }
  const buttons = (rows as unknown[][]).flat();
  if (buttons.length > MAX_BUTTONS) throw badRequest("reply markup is too long");
  const keyboard = (rows as unknown[][]).map((row) => row.map(checkButton));
  return { inline: { inline_keyboard: rows as InlineKeyboardButton[][] }, keyboard };
}

function checkButton(raw: unknown): StoredButton {
  if (typeof raw !== "object" || raw === null) {
    throw badRequest("can't parse inline keyboard button: InlineKeyboardButton must be an Object");
  }
  const button = raw as Record<string, unknown>;
  const text = button["text"];
  if (typeof text !== "string") {
    throw badRequest('can\'t parse inline keyboard button: Field "text" must be of type String');
  }
  if (text.trim() === "") throw badRequest("BUTTON_TEXT_INVALID");
  const data = button["callback_data"];
  if (data !== undefined) {
    if (typeof data !== "string" || data === "" || utf8Length(data) > MAX_CALLBACK_DATA_BYTES) {
      throw badRequest("BUTTON_DATA_INVALID");
    }
    return { text, data };
  }
  const url = button["url"];
  if (url !== undefined) {
    if (typeof url !== "string" || !isButtonUrl(url)) throw badRequest("BUTTON_URL_INVALID");
    return { text, url };
  }
  if (button["copy_text"] !== undefined) return { text, copyText: checkCopyText(button["copy_text"]) };
  if (OTHER_ACTIONS.some((action) => button[action] !== undefined)) return { text };
  throw badRequest("can't parse inline keyboard button: Text buttons are unallowed in the inline keyboard");
}

function isButtonUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return BUTTON_URL_PROTOCOLS.has(parsed.protocol) && (parsed.protocol === "tg:" || parsed.hostname !== "");
  } catch {
    return false;
  }
}
