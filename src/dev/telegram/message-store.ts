import type { Message, MessageEntity, User } from "grammy/types";
import type { EmulatedChat } from "./chats.js";
import type { CheckedMarkup, StoredButton } from "./keyboard.js";

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
  /** A document the bot sent (sendDocument): `text` is then its caption. */
  document?: { fileName: string; mimeType: string; bytes: Buffer };
}

export type MessageEventKind = "new" | "edit" | "delete";
export type MessageListener = (message: StoredMessage, kind: MessageEventKind) => void;

/** What a message says: its text, formatting and inline keyboard. */
export interface MessageContent {
  text: string;
  entities: MessageEntity[];
  html?: string;
  markup: CheckedMarkup;
}

export interface NewMessage {
  chat: EmulatedChat;
  from: User;
  sender: "bot" | number;
  content: MessageContent;
  replyTo?: Message;
  /** A forum topic's message_thread_id. */
  threadId?: number;
  document?: StoredMessage["document"];
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

  add({ chat, from, sender, content, replyTo, threadId, document }: NewMessage): MessageRecord {
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
    if (threadId !== undefined) stored.threadId = threadId;
    if (document) {
      stored.document = document;
      const fileId = `doc-${chat.id}-${api.message_id}`;
      Object.assign(api, { document: { file_id: fileId, file_unique_id: fileId, file_name: document.fileName, mime_type: document.mimeType, file_size: document.bytes.length } });
      if (content.text === "") delete api.text;
      else Object.assign(api, { caption: content.text, text: undefined });
    }
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
    applyContent(record.api, content);
    record.api.text = content.text;
    Object.assign(record.stored, { text: content.text, entities: content.entities, keyboard: content.markup.keyboard });
    if (content.html !== undefined) record.stored.html = content.html;
    else delete record.stored.html;
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
  if (content.entities.length > 0) api.entities = content.entities;
  else delete api.entities;
  if (content.markup.inline) api.reply_markup = content.markup.inline;
  else delete api.reply_markup;
}
