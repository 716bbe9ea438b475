import type { MessageEntity } from "grammy/types";

/** Telegram's limit on a text message, in UTF-16 code units after entity parsing. */
export const MAX_MESSAGE_LENGTH = 4096;

export interface FormattedText {
  text: string;
  entities: MessageEntity[];
}

export const utf8Length = (s: string): number => Buffer.byteLength(s, "utf8");

// The characters Telegram strips from both ends of a message (TDLib's is_space).
const EDGE_SPACE = /^[ \t\r\n\v\0]*/;
const TRAILING_SPACE = /[ \t\r\n\v\0]*$/;

/**
 * Strips leading and trailing white space like Telegram does before storing a message, and
 * moves or clips the entities so they still cover the same characters. JS string indexes are
 * UTF-16 code units, the unit entity offsets are counted in.
 */
export function trimFormatted({ text, entities }: FormattedText): FormattedText {
  const lead = EDGE_SPACE.exec(text)?.[0].length ?? 0;
  const trimmedEnd = text.length - (TRAILING_SPACE.exec(text.slice(lead))?.[0].length ?? 0);
  const trimmed = text.slice(lead, trimmedEnd);
  const moved: MessageEntity[] = [];
  for (const entity of entities) {
    const start = Math.max(entity.offset - lead, 0);
    const end = Math.min(entity.offset + entity.length - lead, trimmed.length);
    if (end > start) moved.push({ ...entity, offset: start, length: end - start });
  }
  return { text: trimmed, entities: sortEntities(moved) };
}

// TDLib's order for entities over the same text: block-level first, then code, links, marks.
const TYPE_PRIORITY: Partial<Record<MessageEntity["type"], number>> = {
  blockquote: 0,
  expandable_blockquote: 0,
  pre: 11,
  code: 20,
  text_link: 49,
  text_mention: 49,
  bold: 90,
  italic: 91,
  underline: 92,
  strikethrough: 93,
  spoiler: 94,
  custom_emoji: 99,
};
const priority = (entity: MessageEntity): number => TYPE_PRIORITY[entity.type] ?? 50;

/** Telegram returns entities by offset, the longer first when they start together. */
export function sortEntities(entities: MessageEntity[]): MessageEntity[] {
  return [...entities].sort(
    (a, b) => a.offset - b.offset || b.length - a.length || priority(a) - priority(b),
  );
}

// `/command` or `/command@bot_name` at the start of the text or after white space.
const COMMAND = /(^|\s)(\/[A-Za-z0-9_]{1,64}(?:@[A-Za-z0-9_]{3,32})?)(?=$|[^A-Za-z0-9_@])/g;

/** The `bot_command` entities Telegram attaches to a user's message. */
export function commandEntities(text: string): MessageEntity[] {
  const entities: MessageEntity[] = [];
  for (const match of text.matchAll(COMMAND)) {
    const command = match[2] ?? "";
    const offset = (match.index ?? 0) + (match[1]?.length ?? 0);
    entities.push({ type: "bot_command", offset, length: command.length });
  }
  return entities;
}
