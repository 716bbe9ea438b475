import type { UserFromGetMe } from "grammy/types";
import type { CallbackQueryBook } from "./callback-queries.js";
import type { DraftBook } from "./drafts.js";
import type { ChatRegistry } from "./chats.js";
import type { InlineQueryBook } from "./inline-queries.js";
import type { MessageStore } from "./message-store.js";
import type { RateLimiter } from "./rate-limit.js";
import type { BotSettings } from "./settings-store.js";
import type { UpdateQueue } from "./update-queue.js";
import type { WebhookPusher } from "./webhook.js";

/** Everything the emulated Telegram knows, shared by the Bot API methods and the user-side API. */
export interface EmulatorState {
  bot: UserFromGetMe;
  chats: ChatRegistry;
  messages: MessageStore;
  updates: UpdateQueue;
  webhook: WebhookPusher;
  callbackQueries: CallbackQueryBook;
  inlineQueries: InlineQueryBook;
  settings: BotSettings;
  chatActions: Map<number, string[]>;
  /** Flood control; undefined while it is off. */
  rateLimiter: RateLimiter | undefined;
  /** Rich messages (Bot API 10.1): off, the server answers as an older one would. */
  richMessages: boolean;
  drafts: DraftBook;
}
