import type { MessageEntity } from "grammy/types";
import { badRequest } from "../errors.js";
import { parseTelegramHtml, type UserLookup } from "../html.js";
import { checkReplyMarkup, type CheckedMarkup } from "../keyboard.js";
import type { MessageContent, MessageRecord } from "../message-store.js";
import { arrayParam, stringParam, type Params } from "../params.js";
import { MAX_MESSAGE_LENGTH, sortEntities, trimFormatted, type FormattedText } from "../text.js";

/**
 * The text, formatting and keyboard of sendMessage / editMessageText, checked as Telegram
 * checks them: HTML parsed, white space trimmed, 1-4096 UTF-16 code units left.
 */
export function readContent(params: Params, lookupUser: UserLookup): MessageContent {
  const raw = stringParam(params, "text") ?? "";
  const parseMode = stringParam(params, "parse_mode") ?? "";
  let formatted: FormattedText;
  if (parseMode === "") formatted = { text: raw, entities: explicitEntities(params, raw) };
  else if (parseMode.toLowerCase() === "html") formatted = parseTelegramHtml(raw, lookupUser);
  else throw badRequest(`unsupported parse_mode "${parseMode}" (the emulator implements HTML only)`);
  const { text, entities } = trimFormatted(formatted);
  if (text === "") throw badRequest("message text is empty");
  if (text.length > MAX_MESSAGE_LENGTH) throw badRequest("message is too long");
  const content: MessageContent = { text, entities, markup: checkReplyMarkup(params["reply_markup"]) };
  if (parseMode !== "") content.html = raw;
  return content;
}

/** The `entities` parameter, used instead of a parse mode. */
function explicitEntities(params: Params, text: string): MessageEntity[] {
  const entities = arrayParam(params, "entities") ?? [];
  for (const entity of entities) {
    const e = entity as Partial<MessageEntity> | null;
    if (typeof e?.type !== "string" || !Number.isInteger(e.offset) || !Number.isInteger(e.length)) {
      throw badRequest("can't parse entities JSON object");
    }
    const end = (e.offset ?? 0) + (e.length ?? 0);
    if ((e.offset ?? 0) < 0 || (e.length ?? 0) <= 0 || end > text.length) {
      throw badRequest(
        `entity beginning at UTF-16 offset ${e.offset} ends after the end of the text at UTF-16 offset ${text.length}`,
      );
    }
  }
  return sortEntities(entities as MessageEntity[]);
}

export const NOT_MODIFIED =
  "message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message";

/** Whether an edit would change nothing Telegram compares: text, entities and inline keyboard. */
export function sameContent(record: MessageRecord, text: string, entities: MessageEntity[], markup: CheckedMarkup): boolean {
  return (
    record.stored.text === text &&
    canonicalJson(record.stored.entities) === canonicalJson(entities) &&
    canonicalJson(record.api.reply_markup ?? null) === canonicalJson(markup.inline ?? null)
  );
}

/** JSON with object keys sorted, so equal values compare equal whatever order the bot wrote keys in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}
