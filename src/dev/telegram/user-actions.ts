import { randomInt } from "node:crypto";
import type { CallbackQuery, InlineQuery, User } from "grammy/types";
import type { EmulatedChat, GroupSpec, MemberStatus, TgUserSpec } from "./chats.js";
import type { MessageRecord, StoredMessage } from "./message-store.js";
import type { EmulatorState } from "./state.js";
import { commandEntities, MAX_MESSAGE_LENGTH, trimFormatted } from "./text.js";
import { memberUpdate } from "./update-builders.js";

/** The user Telegram shows as the author of an anonymous admin's actions in groups. */
export const GROUP_ANONYMOUS_BOT: User = { id: 1087968824, is_bot: true, first_name: "Group", username: "GroupAnonymousBot" };

/** Telegram's limit on the text typed after the bot's name. */
const MAX_INLINE_QUERY_LENGTH = 256;

export interface InlineQueryOptions {
  /** Where the user types it (default "sender": their private chat with the bot). */
  chatType?: NonNullable<InlineQuery["chat_type"]>;
  /** The next_offset of an earlier answer, to ask for more results. */
  offset?: string;
}

export interface SendTextOptions {
  /** Write in this group instead of the user's private chat with the bot. */
  chat?: GroupSpec;
  /** Reply to this message (in privacy mode, replies to the bot reach it in groups). */
  replyTo?: StoredMessage;
  /** Write in this forum topic of the group (createForumTopic gives its id). */
  threadId?: number;
  /**
   * The user is an admin of `chat` who "Remains anonymous": the message is sent as the group
   * (`sender_chat` the group, `from` GroupAnonymousBot), as Telegram sends it.
   */
  anonymous?: boolean;
}

/**
 * What people do in Telegram, turned into the updates the bot receives: writing, pressing
 * buttons, blocking the bot, adding it to groups and removing it.
 */
export class UserActions {
  private readonly chatInstances = new Map<number, string>();
  /** "chatId:messageId" of group messages privacy mode kept from the bot. */
  private readonly withheld = new Set<string>();

  constructor(
    private readonly state: EmulatorState,
    private readonly groupPrivacy: boolean,
  ) {}

  /** Returns the update_id, or 0 when privacy mode keeps a group message from the bot. */
  sendText(spec: TgUserSpec, text: string, options: SendTextOptions = {}): number {
    const formatted = trimFormatted({ text, entities: commandEntities(text) });
    if (formatted.text === "" || formatted.text.length > MAX_MESSAGE_LENGTH) {
      throw new Error(`a Telegram user can send 1-${MAX_MESSAGE_LENGTH} characters of text, got ${formatted.text.length}`);
    }
    if (options.anonymous && !options.chat) throw new Error("only a group's admin can write anonymously: give the chat");
    const person = this.state.chats.rememberUser(spec);
    const chat = options.chat ? this.enterGroup(person, options.chat) : this.openPrivateChat(person);
    if (options.anonymous) this.state.chats.setStatus(chat.id, person.id, "administrator");
    const user = options.anonymous ? GROUP_ANONYMOUS_BOT : person;
    const replyTo = options.replyTo ? this.existing(options.replyTo) : undefined;
    if (options.threadId !== undefined) this.state.chats.checkThread(chat, options.threadId);
    const record = this.state.messages.add({
      chat,
      from: user,
      sender: user.id,
      content: { ...formatted, markup: { keyboard: [] } },
      ...(replyTo ? { replyTo: replyTo.api } : {}),
      ...(options.threadId !== undefined ? { threadId: options.threadId } : {}),
    });
    if (chat.type !== "private" && this.groupPrivacy && !this.reachesBotInPrivacyMode(record, replyTo)) {
      this.withheld.add(`${chat.id}:${record.stored.messageId}`);
      return 0;
    }
    if (options.anonymous) Object.assign(record.api, { sender_chat: chat });
    return this.state.updates.push((update_id) => ({ update_id, message: { ...record.api, chat, from: user } }));
  }

  /** Presses a button of the message as it is now, found by its text or its callback data. */
  pressButton(spec: TgUserSpec, message: StoredMessage, button: string): number {
    const record = this.existing(message);
    const buttons = record.stored.keyboard.flat();
    const pressed = buttons.find((b) => b.text === button) ?? buttons.find((b) => b.data === button);
    const where = `message #${message.messageId} in chat ${message.chatId}`;
    if (!pressed) {
      const labels = buttons.map((b) => `"${b.text}"`).join(", ") || "none";
      throw new Error(`no button "${button}" on ${where}; its buttons: ${labels}`);
    }
    if (pressed.url) throw new Error(`"${pressed.text}" opens ${pressed.url}; a URL button sends nothing to the bot`);
    if (pressed.data === undefined) throw new Error(`"${pressed.text}" on ${where} sends no callback data`);
    return this.pressRaw(spec, message, pressed.data);
  }

  /** A callback query with any data, as a tampered or outdated client could send. */
  pressRaw(spec: TgUserSpec, message: StoredMessage, data: string): number {
    const record = this.existing(message);
    if (record.stored.from !== "bot") throw new Error("only the bot's messages have buttons to press");
    if (record.api.chat.type === "private" && record.api.chat.id !== spec.id) {
      throw new Error(`user ${spec.id} cannot see message #${message.messageId} of another user's private chat`);
    }
    const user = this.state.chats.rememberUser(spec);
    const query: CallbackQuery = {
      id: this.state.callbackQueries.open(),
      from: user,
      message: structuredClone(record.api),
      chat_instance: this.chatInstance(record.api.chat.id),
      data,
    };
    return this.state.updates.push((update_id) => ({ update_id, callback_query: query }));
  }

  /**
   * The user types `@bot <query>` in a chat: an inline_query update, when the bot has inline
   * mode (BotFather's /setinline). Returns the query's id, to read the bot's answer by.
   */
  sendInlineQuery(spec: TgUserSpec, query: string, options: InlineQueryOptions = {}): string {
    if (!this.state.bot.supports_inline_queries) throw new Error("the bot has no inline mode: Telegram sends it no inline queries (BotFather's /setinline)");
    if (query.length > MAX_INLINE_QUERY_LENGTH) throw new Error(`an inline query is at most ${MAX_INLINE_QUERY_LENGTH} characters, got ${query.length}`);
    const from = this.state.chats.rememberUser(spec);
    const id = this.state.inlineQueries.open();
    const inlineQuery: InlineQuery = { id, from, query, offset: options.offset ?? "", chat_type: options.chatType ?? "sender" };
    this.state.updates.push((update_id) => ({ update_id, inline_query: inlineQuery }));
    return id;
  }

  /** The bot joins a group; `by` becomes one of its administrators unless already a member. */
  addBotToGroup(spec: TgUserSpec, group: GroupSpec, status: "member" | "administrator"): number {
    const by = this.state.chats.rememberUser(spec);
    const wasKnown = this.state.chats.chat(group.id) !== undefined;
    const chat = this.state.chats.ensureGroup(group, "left");
    const from = wasKnown ? (this.state.chats.status(chat.id, this.state.bot.id) ?? "left") : "left";
    if (this.state.chats.status(chat.id, by.id) === "left") this.state.chats.setStatus(chat.id, by.id, "administrator");
    return this.changeBotStatus(chat, by, from, status);
  }

  /** Someone joins a group: a chat_member update, delivered only if the bot asked for it in allowed_updates. */
  addGroupMember(groupId: number, spec: TgUserSpec, status: MemberStatus): number {
    const chat = this.group(groupId);
    const user = this.state.chats.rememberUser(spec);
    const from = this.state.chats.status(chat.id, user.id) ?? "left";
    this.state.chats.setStatus(chat.id, user.id, status);
    return this.state.updates.push(memberUpdate("chat_member", { chat, by: user, member: user, from, to: status }));
  }

  /**
   * An admin removes the bot from a group ("left": removed; "kicked": removed and banned): it
   * gets my_chat_member, then 403 on every send. Removing it again sends another update, as
   * Telegram does when an admin bans a bot already removed.
   */
  kickFromGroup(groupId: number, spec?: TgUserSpec, to: "kicked" | "left" = "kicked"): number {
    const chat = this.group(groupId);
    const by = spec ? this.state.chats.rememberUser(spec) : GROUP_ANONYMOUS_BOT;
    const from = this.state.chats.status(chat.id, this.state.bot.id) ?? "left";
    return this.changeBotStatus(chat, by, from, to);
  }

  /** The user blocks (or unblocks) the bot: my_chat_member in their private chat; sends then get 403. */
  setBlocked(userId: number, blocked: boolean): number {
    const user = this.state.chats.user(userId);
    if (!user) throw new Error(`unknown user ${userId}: they must write to the bot first`);
    if (this.state.chats.isBlocked(userId) === blocked) return 0;
    this.state.chats.setBlocked(userId, blocked);
    const chat = this.state.chats.chat(userId) ?? this.state.chats.openPrivateChat(user);
    const from: MemberStatus = blocked ? "member" : "kicked";
    const to: MemberStatus = blocked ? "kicked" : "member";
    return this.state.updates.push(memberUpdate("my_chat_member", { chat, by: user, member: this.state.bot, from, to }));
  }

  wasWithheld(message: StoredMessage): boolean {
    return this.withheld.has(`${message.chatId}:${message.messageId}`);
  }

  /** Writing to a bot one blocked unblocks it, as the Telegram apps do. */
  private openPrivateChat(user: User): EmulatedChat {
    this.setBlocked(user.id, false);
    return this.state.chats.openPrivateChat(user);
  }

  private enterGroup(user: User, spec: GroupSpec): EmulatedChat {
    const chat = this.state.chats.ensureGroup(spec);
    if (!this.state.chats.botIsIn(chat.id)) {
      const status = this.state.chats.status(chat.id, this.state.bot.id);
      throw new Error(`the bot is not in group ${chat.id} (status "${status}"): add it with addBotToGroup first`);
    }
    if (this.state.chats.status(chat.id, user.id) === "left") this.state.chats.setStatus(chat.id, user.id, "member");
    return chat;
  }

  /** In privacy mode a bot sees commands meant for it and replies to its own messages. */
  private reachesBotInPrivacyMode(record: MessageRecord, replyTo: MessageRecord | undefined): boolean {
    if (replyTo?.stored.from === "bot") return true;
    const first = record.stored.entities[0];
    if (first?.type !== "bot_command" || first.offset !== 0) return false;
    const addressee = record.stored.text.slice(0, first.length).split("@")[1];
    return addressee === undefined || addressee.toLowerCase() === this.state.bot.username.toLowerCase();
  }

  private changeBotStatus(chat: EmulatedChat, by: User, from: MemberStatus, to: MemberStatus): number {
    this.state.chats.setStatus(chat.id, this.state.bot.id, to);
    return this.state.updates.push(memberUpdate("my_chat_member", { chat, by, member: this.state.bot, from, to }));
  }

  private group(groupId: number): EmulatedChat {
    const chat = this.state.chats.chat(groupId);
    if (!chat || chat.type === "private") throw new Error(`unknown group ${groupId}: add the bot to it first`);
    return chat;
  }

  private existing(message: StoredMessage): MessageRecord {
    const record = this.state.messages.get(message.chatId, message.messageId);
    if (!record) throw new Error(`message #${message.messageId} does not exist in chat ${message.chatId}`);
    if (record.stored.deleted) throw new Error(`message #${message.messageId} in chat ${message.chatId} was deleted`);
    return record;
  }

  /** Telegram's chat_instance: an opaque id, stable per chat. */
  private chatInstance(chatId: number): string {
    let instance = this.chatInstances.get(chatId);
    if (!instance) {
      instance = String(randomInt(-(2 ** 46), 2 ** 46));
      this.chatInstances.set(chatId, instance);
    }
    return instance;
  }
}
