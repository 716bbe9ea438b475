import type { Message, MessageEntity, User } from "grammy/types";
import type { EmulatedChat } from "./chats.js";
import type { CheckedMarkup, StoredButton } from "./keyboard.js";
import type { StoredRich } from "./rich-message.js";

/** A message as tests see it: current state, edits applied. */
export interface StoredMessage {
  chatId: number;
  messageId: number;
  /** "bot", or the id of the user who wrote it. */
  from: "bot" | number;
  /** Visible text: tags stripped, HTML entities decoded, trimmed like Telegram does. */
  text: string;
  /** The text as the bot sent it, when it used parse_mode HTML. */
  html?: string;
  entities: MessageEntity[];
  /** Inline keyboard rows; empty when the message has none. */
  keyboard: StoredButton[][];
  /** How many times the bot edited the message. */
  edits: number;
  /** Unix seconds of sending. */
  date: number;
  deleted: boolean;
  /** The forum topic (message_thread_id) it was sent in; absent: the chat itself. */
  threadId?: number;
  /** A photo or document the bot uploaded; `text` is then its caption. */
  file?: { kind: "photo" | "document"; fileName: string; data: Uint8Array };
  /** A rich message (sendRichMessage) as the bot sent it; `text` is then its visible text. */
  rich?: StoredRich;
}

export type MessageEventKind = "new" | "edit" | "delete";
export type MessageListener = (message: StoredMessage, kind: MessageEventKind) => void;

/** What a message says: its text, formatting and inline keyboard. */
export interface MessageContent {
  text: string;
  entities: MessageEntity[];
  html?: string;
  markup: CheckedMarkup;
  rich?: StoredRich;
}

export interface NewMessage {
  chat: EmulatedChat;
  from: User;
  sender: "bot" | number;
  content: MessageContent;
  replyTo?: Message;
  /** A forum topic's message_thread_id. */
  threadId?: number;
  file?: StoredMessage["file"];
}

/** One message in both forms: the API object Telegram returns and the tests' view. */
export interface MessageRecord {
  api: Message;
  stored: StoredMessage;
}

interface ChatLog {
  lastId: number;
  records: MessageRecord[];
}

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** Every message of every chat, in order, with message ids counted per chat as Telegram does. */
export class MessageStore {
  private readonly chats = new Map<number, ChatLog>();
  private readonly listeners = new Set<MessageListener>();

  add({ chat, from, sender, content, replyTo, threadId, file }: NewMessage): MessageRecord {
    const log = this.log(chat.id);
    const date = nowSeconds();
    const api = { message_id: ++log.lastId, from, chat, date, text: content.text } as Message;
    if (replyTo) {
      // Telegram does not nest replies: the quoted message comes without its own reply_to_message.
      const { reply_to_message: _nested, ...quoted } = replyTo;
      api.reply_to_message = { ...quoted, reply_to_message: undefined };
    }
    if (threadId !== undefined) Object.assign(api, { message_thread_id: threadId, is_topic_message: true });
    applyContent(api, content);
    const stored: StoredMessage = {
      chatId: chat.id,
      messageId: api.message_id,
      from: sender,
      text: content.text,
      entities: content.entities,
      keyboard: content.markup.keyboard,
      edits: 0,
      date,
      deleted: false,
    };
    if (content.html !== undefined) stored.html = content.html;
    if (content.rich !== undefined) stored.rich = content.rich;
    if (threadId !== undefined) stored.threadId = threadId;
    if (file) attachFile(api, stored, file);
    const record = { api, stored };
    log.records.push(record);
    this.emit(stored, "new");
    return record;
  }

  get(chatId: number, messageId: number): MessageRecord | undefined {
    return this.chats.get(chatId)?.records.find((r) => r.stored.messageId === messageId);
  }

  /** Replaces text, formatting and keyboard, as editMessageText does. */
  editContent(record: MessageRecord, content: MessageContent): void {
    if (!content.rich) record.api.text = content.text;
    applyContent(record.api, content);
    Object.assign(record.stored, { text: content.text, entities: content.entities, keyboard: content.markup.keyboard });
    if (content.html !== undefined) record.stored.html = content.html;
    else delete record.stored.html;
    if (content.rich !== undefined) record.stored.rich = content.rich;
    else delete record.stored.rich;
    this.markEdited(record);
  }

  /** Replaces only the inline keyboard, as editMessageReplyMarkup does. */
  editMarkup(record: MessageRecord, markup: CheckedMarkup): void {
    if (markup.inline) record.api.reply_markup = markup.inline;
    else delete record.api.reply_markup;
    record.stored.keyboard = markup.keyboard;
    this.markEdited(record);
  }

  delete(record: MessageRecord): void {
    record.stored.deleted = true;
    this.emit(record.stored, "delete");
  }

  /** Copies of the chat's messages, oldest first, deleted ones flagged. */
  list(chatId: number): StoredMessage[] {
    return (this.chats.get(chatId)?.records ?? []).map((r) => structuredClone(r.stored));
  }

  onChange(listener: MessageListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private markEdited(record: MessageRecord): void {
    record.api.edit_date = nowSeconds();
    record.stored.edits += 1;
    this.emit(record.stored, "edit");
  }

  private emit(stored: StoredMessage, kind: MessageEventKind): void {
    for (const listener of [...this.listeners]) listener(structuredClone(stored), kind);
  }

  private log(chatId: number): ChatLog {
    let log = this.chats.get(chatId);
    if (!log) {
      log = { lastId: 0, records: [] };
      this.chats.set(chatId, log);
    }
    return log;
  }
}

function applyContent(api: Message, content: MessageContent): void {
  const withRich = api as { rich_message?: unknown };
  if (content.rich) {
    // A rich message comes back as blocks, not text; html and markdown (not parsed here) as one paragraph.
    const blocks = content.rich.blocks ?? [{ type: "paragraph", text: content.text }];
    withRich.rich_message = { blocks, ...(content.rich.isRtl ? { is_rtl: true } : {}) };
    delete (api as { text?: string }).text;
  } else delete withRich.rich_message;
  if (content.entities.length > 0) api.entities = content.entities;
  else delete api.entities;
  if (content.markup.inline) api.reply_markup = content.markup.inline;
  else delete api.reply_markup;
}

/** A photo or document in the API object (file ids made up, captions in place of text) and the tests' view. */
function attachFile(api: Message, stored: StoredMessage, file: NonNullable<StoredMessage["file"]>): void {
  stored.file = file;
  const id = `${file.kind}-${api.chat.id}-${api.message_id}`;
  const text = api.text;
  delete (api as { text?: string }).text;
  const entities = api.entities;
  delete api.entities;
  if (text) Object.assign(api, { caption: text, ...(entities ? { caption_entities: entities } : {}) });
  const size = file.data.length;
  if (file.kind === "photo") Object.assign(api, { photo: [{ file_id: id, file_unique_id: id, width: 1200, height: 700, file_size: size }] });
  else Object.assign(api, { document: { file_id: id, file_unique_id: id, file_name: file.fileName, file_size: size } });
}
