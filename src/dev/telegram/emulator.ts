/**
 * A local Telegram Bot API for the demo and the end-to-end tests: the real grammY bot talks to
 * it over HTTP exactly as it talks to api.telegram.org, while tests (and the terminal chat) act
 * as Telegram users through the methods below. See src/dev/README.md.
 */
import { randomBytes } from "node:crypto";
import type { BotCommandScope, UserFromGetMe } from "grammy/types";
import { BotApi, type CallRecord } from "./api.js";
import { CallbackQueryBook, type CallbackAnswer } from "./callback-queries.js";
import { ChatRegistry, type GroupSpec, type MemberStatus, type TgUserSpec } from "./chats.js";
import { FaultPlan, type Fault } from "./faults.js";
import { InlineQueryBook, type InlineAnswer } from "./inline-queries.js";
import { startApiServer } from "./http-server.js";
import { MessageStore, type MessageEventKind, type StoredMessage } from "./message-store.js";
import { chatMethods } from "./methods/chats.js";
import { inlineMethods } from "./methods/inline.js";
import { messageMethods } from "./methods/messages.js";
import { richMethods } from "./methods/rich.js";
import { DraftBook, type StoredDraft } from "./drafts.js";
import { settingsMethods } from "./methods/settings.js";
import { updateMethods } from "./methods/updates.js";
import { RateLimiter, type RateLimitOptions } from "./rate-limit.js";
import { BotSettings, scopeKey } from "./settings-store.js";
import type { EmulatorState } from "./state.js";
import { UpdateQueue } from "./update-queue.js";
import { UserActions, type InlineQueryOptions, type SendTextOptions } from "./user-actions.js";
import { MessageWaits, type WaitOptions } from "./waiting.js";
import { WebhookPusher } from "./webhook.js";

export type { CallbackAnswer } from "./callback-queries.js";
export type { CallRecord } from "./api.js";
export type { GroupSpec, MemberStatus, TgUserSpec } from "./chats.js";
export type { InlineAnswer, InlineResultView } from "./inline-queries.js";
export type { InlineQueryOptions } from "./user-actions.js";
export type { Fault } from "./faults.js";
export type { StoredDraft } from "./drafts.js";
export type { StoredRich } from "./rich-message.js";
export type { StoredButton } from "./keyboard.js";
export type { MessageEventKind, StoredMessage } from "./message-store.js";
export type { RateLimitOptions } from "./rate-limit.js";
export type { SendTextOptions } from "./user-actions.js";
export type { WaitOptions } from "./waiting.js";

export interface TelegramEmulator {
  /** e.g. "http://127.0.0.1:34567"; the bot calls `${apiRoot}/bot${token}/${method}`. */
  apiRoot: string;
  token: string;
  /** What getMe returns; pass it to `new Bot(token, { botInfo })` to skip the getMe call. */
  botInfo: UserFromGetMe;
  /** Answers pending long polls, stops webhook pushes, closes the server and its sockets. */
  close(): Promise<void>;

  // --- acting as users ---
  /** The user writes; commands get bot_command entities. Returns the update_id, 0 if privacy mode withheld it. */
  sendText(user: TgUserSpec, text: string, opts?: SendTextOptions): Promise<number>;
  /** Presses a button (by its text or callback data) of the message as it is now. */
  pressButton(user: TgUserSpec, msg: StoredMessage, button: string): Promise<number>;
  /** A callback query with any data, as a tampered or outdated client could send. */
  pressRaw(user: TgUserSpec, msg: StoredMessage, data: string): Promise<number>;
  /** The user types `@bot query` in a chat (an inline_query update); returns the query id. */
  sendInlineQuery(user: TgUserSpec, query: string, opts?: InlineQueryOptions): Promise<string>;
  /** The user blocks the bot (my_chat_member update); sends to them then fail with 403. */
  blockBy(userId: number): void;
  unblockBy(userId: number): void;
  /** The bot is added to a group (my_chat_member update); `by` becomes an administrator there. */
  addBotToGroup(by: TgUserSpec, group: GroupSpec, status?: "member" | "administrator"): Promise<number>;
  /** Someone joins a group (chat_member update, delivered only if the bot asked for chat_member). */
  addGroupMember(groupId: number, user: TgUserSpec, status?: MemberStatus): Promise<number>;
  /** The bot is removed from a group (my_chat_member update, "kicked" or "left"); sends there then fail with 403. */
  kickFromGroup(groupId: number, by?: TgUserSpec, status?: "kicked" | "left"): void;
  /** Sets what getChatMember answers, quietly (no update): e.g. make a user an administrator. */
  setChatMember(groupId: number, user: number | TgUserSpec, status: MemberStatus): void;
  /** Opens a forum topic in a supergroup (it becomes a forum); returns its message_thread_id. */
  createForumTopic(groupId: number, name: string): number;
  /** Deletes a topic: sends to it then fail with "message thread not found". */
  deleteForumTopic(groupId: number, threadId: number): void;

  // --- what the bot did ---
  /** The chat's messages (users' and the bot's), oldest first, edits applied, deleted ones flagged. */
  messages(chatId: number): StoredMessage[];
  /** The bot's latest message in the chat that is not deleted. */
  lastMessage(chatId: number): StoredMessage | undefined;
  /** Resolves with the newest bot message that matches now, or the first new message or edit that does. */
  waitFor(chatId: number, predicate: (m: StoredMessage) => boolean, opts?: WaitOptions): Promise<StoredMessage>;
  /** Resolves with the first bot message or edit in the chat after this call. */
  nextMessage(chatId: number, opts?: WaitOptions): Promise<StoredMessage>;
  callbackAnswers(queryId?: string): CallbackAnswer[];
  /** The bot's answerInlineQuery calls, results checked and parsed (see InlineAnswer). */
  inlineAnswers(queryId?: string): InlineAnswer[];
  /** Resolves with the bot's answer to an inline query, given or to come. */
  inlineAnswer(queryId: string, opts?: WaitOptions): Promise<InlineAnswer>;
  chatActions(chatId: number): string[];
  /** Every Bot API call the bot made, with the HTTP status it got. */
  calls(method?: string): CallRecord[];
  /** The command list set for this language (default: none) and scope (default: default scope). */
  commands(languageCode?: string, scope?: BotCommandScope): { command: string; description: string }[];
  /** Bot messages as they happen in any chat: new, edited, deleted. Returns an unsubscribe function. */
  onBotMessage(listener: (m: StoredMessage, kind: MessageEventKind) => void): () => void;

  // --- Telegram misbehaving ---
  /** The next `times` calls of `method` ("*": any method but getUpdates) fail as described. */
  failNext(method: string, fault: Fault, times?: number): void;
  /** Flood control: off by default. `true` uses Telegram-like defaults. */
  setRateLimits(on: boolean | RateLimitOptions): void;
  /** Milliseconds each HTTP call takes (see EmulatorOptions.latencyMs). */
  setLatency(ms: number): void;
  /** Rich messages on (default) or off, as on an older self-hosted Bot API server (EmulatorOptions.richMessages). */
  setRichMessages(on: boolean): void;
  /** The rich message draft (sendRichMessageDraft) the chat shows now: the last streamed, for 30 s, until the bot sends a message. */
  draft(chatId: number): StoredDraft | undefined;
}

export interface EmulatorOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0: a free port. */
  port?: number;
  /** "<bot id>:<secret>", as Telegram's; the bot id must match `bot.id`. Default: random. */
  token?: string;
  bot?: { id: number; username: string; first_name: string };
  rateLimits?: boolean | RateLimitOptions;
  /**
   * Milliseconds each HTTP call takes, a round trip as to api.telegram.org (~100 ms): half
   * before the call is handled, half before its answer. Default 0.
   */
  latencyMs?: number;
  /**
   * Telegram's privacy mode for groups, on by default as for a new bot: in groups the bot only
   * receives commands and replies to its own messages.
   */
  groupPrivacy?: boolean;
  /**
   * Inline mode, as BotFather's /setinline turns it on (default on: FlightDesk's README has the
   * operator turn it on). Off, getMe says so and users cannot send inline queries.
   */
  inlineMode?: boolean;
  /**
   * How long an inline query may wait for its answer (default 10 s, as Telegram): a later
   * answerInlineQuery gets "query is too old", and the user saw nothing.
   */
  inlineAnswerWithinMs?: number;
  /** How long a webhook delivery waits for the bot's answer before it is retried (default 10 s). */
  webhookTimeoutMs?: number;
  /**
   * Rich messages (Bot API 10.1: sendRichMessage, sendRichMessageDraft, editMessageText's
   * rich_message), on by default. Off, the server answers as an older self-hosted one: the
   * methods are unknown (404) and editMessageText ignores rich_message.
   */
  richMessages?: boolean;
}

const DEFAULT_BOT = { id: 7_000_000_001, username: "flightdesk_demo_bot", first_name: "FlightDesk" };

export async function startTelegramEmulator(opts: EmulatorOptions = {}): Promise<TelegramEmulator> {
  const groupPrivacy = opts.groupPrivacy ?? true;
  const botInfo = makeBotInfo(opts.bot ?? botForToken(opts.token), groupPrivacy, opts.inlineMode ?? true);
  const token = opts.token ?? `${botInfo.id}:${randomBytes(27).toString("base64url").slice(0, 35)}`;
  if (!token.startsWith(`${botInfo.id}:`)) throw new Error("the token must start with the bot's id and a colon");
  const updates = new UpdateQueue();
  const faults = new FaultPlan();
  const never = new AbortController().signal;
  // The webhook pusher runs methods through the API, which is built from the state holding the pusher.
  let api!: BotApi;
  const state: EmulatorState = {
    bot: botInfo,
    chats: new ChatRegistry(botInfo),
    messages: new MessageStore(),
    updates,
    // A method in a webhook answer runs like any call, without a connection to abort.
    webhook: new WebhookPusher(updates, async (method, params) => void (await api.call(method, params, never)), opts.webhookTimeoutMs),
    callbackQueries: new CallbackQueryBook(),
    inlineQueries: new InlineQueryBook(opts.inlineAnswerWithinMs),
    settings: new BotSettings(),
    chatActions: new Map(),
    rateLimiter: rateLimiterFor(opts.rateLimits ?? false),
    richMessages: opts.richMessages ?? true,
    drafts: new DraftBook(),
  };
  api = new BotApi([updateMethods(state), messageMethods(state), richMethods(state), inlineMethods(state), settingsMethods(state), chatMethods(state)], faults);
  let latencyMs = checkedLatency(opts.latencyMs ?? 0);
  const server = await startApiServer(api, token, opts.host ?? "127.0.0.1", opts.port ?? 0, () => latencyMs);
  const users = new UserActions(state, groupPrivacy);
  const waits = new MessageWaits(state.messages, (m) => users.wasWithheld(m));

  return {
    apiRoot: server.apiRoot,
    token,
    botInfo,
    async close() {
      waits.cancelAll();
      updates.close();
      await state.webhook.stop();
      await server.close();
    },

    sendText: async (user, text, options) => users.sendText(user, text, options),
    pressButton: async (user, msg, button) => users.pressButton(user, msg, button),
    pressRaw: async (user, msg, data) => users.pressRaw(user, msg, data),
    sendInlineQuery: async (user, query, options) => users.sendInlineQuery(user, query, options),
    blockBy: (userId) => void users.setBlocked(userId, true),
    unblockBy: (userId) => void users.setBlocked(userId, false),
    addBotToGroup: async (by, group, status = "member") => users.addBotToGroup(by, group, status),
    addGroupMember: async (groupId, user, status = "member") => users.addGroupMember(groupId, user, status),
    kickFromGroup: (groupId, by, status) => void users.kickFromGroup(groupId, by, status),
    setChatMember(groupId, user, status) {
      const userId = typeof user === "number" ? user : state.chats.rememberUser(user).id;
      if (!state.chats.user(userId)) throw new Error(`unknown user ${userId}: pass a TgUserSpec instead of an id`);
      state.chats.setStatus(groupId, userId, status);
    },
    createForumTopic: (groupId, name) => state.chats.createTopic(groupId, name),
    deleteForumTopic: (groupId, threadId) => state.chats.deleteTopic(groupId, threadId),

    messages: (chatId) => state.messages.list(chatId),
    lastMessage: (chatId) =>
      state.messages
        .list(chatId)
        .reverse()
        .find((m) => m.from === "bot" && !m.deleted),
    waitFor: (chatId, predicate, options) => waits.waitFor(chatId, predicate, options),
    nextMessage: (chatId, options) => waits.nextMessage(chatId, options),
    callbackAnswers: (queryId) => state.callbackQueries.list(queryId),
    inlineAnswers: (queryId) => state.inlineQueries.list(queryId),
    inlineAnswer: (queryId, options) => state.inlineQueries.wait(queryId, options?.timeoutMs ?? 5000),
    chatActions: (chatId) => [...(state.chatActions.get(chatId) ?? [])],
    calls: (method) => api.calls(method),
    commands: (languageCode = "", scope) => state.settings.commands(scopeKey(scope), languageCode),
    onBotMessage: (listener) =>
      state.messages.onChange((message, kind) => {
        if (message.from === "bot") listener(message, kind);
      }),

    failNext: (method, fault, times = 1) => faults.add(method, fault, times),
    setRateLimits(on) {
      state.rateLimiter = rateLimiterFor(on);
    },
    setLatency(ms) {
      latencyMs = checkedLatency(ms);
    },
    setRichMessages(on) {
      state.richMessages = on;
    },
    draft: (chatId) => state.drafts.current(chatId),
  };
}

function checkedLatency(ms: number): number {
  if (!Number.isFinite(ms) || ms < 0 || ms > 60_000) throw new Error(`latencyMs must be 0 to 60000, got ${ms}`);
  return ms;
}

/** A Telegram token starts with the bot's id: the default bot takes the id of a given token. */
function botForToken(token: string | undefined): { id: number; username: string; first_name: string } {
  if (token === undefined) return DEFAULT_BOT;
  const id = /^(\d{1,15}):[A-Za-z0-9_-]+$/.exec(token)?.[1];
  if (!id) throw new Error('a bot token looks like "<bot id>:<secret>" (letters, digits, "_" and "-")');
  return { ...DEFAULT_BOT, id: Number(id) };
}

function rateLimiterFor(on: boolean | RateLimitOptions): RateLimiter | undefined {
  if (on === false) return undefined;
  return new RateLimiter(on === true ? {} : on);
}

/** What getMe answers for this bot; also the in-process bot rig's, which has no emulator to ask. */
export function makeBotInfo(bot: { id: number; username: string; first_name: string }, groupPrivacy: boolean, inlineMode = false): UserFromGetMe {
  return {
    id: bot.id,
    is_bot: true,
    first_name: bot.first_name,
    username: bot.username,
    can_join_groups: true,
    can_read_all_group_messages: !groupPrivacy,
    supports_inline_queries: inlineMode,
    can_connect_to_business: false,
    has_main_web_app: false,
    has_topics_enabled: false,
    allows_users_to_create_topics: false,
    can_manage_bots: false,
    supports_join_request_queries: false,
  };
}
