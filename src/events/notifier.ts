import type { Api, InlineKeyboard } from "grammy";
import type { Logger } from "../logger.js";
import { entryKey, type ChatBacklog, type Language, type OutboxEntry, type StoredAlert, type Store } from "../store/store.js";
import { renderAlert } from "../bot/render/alert.js";
import { renderDigest } from "../bot/render/alerts-digest.js";
import type { Translate } from "../bot/render/types.js";
import { isGroupChat, Pacer, TELEGRAM_LIMITS, type PacingLimits } from "./pacing.js";
import { classifySendFailure } from "./send-failure.js";

/**
 * The one sender of alerts: it drains the outbox within Telegram's limits (pacing.ts), one
 * message at a time, the chat with the oldest waiting alert first. More than DIGEST_AFTER alerts
 * waiting for a chat go as digests. 429 parks its chat for retry_after while the others go on;
 * 5xx and network failures are retried with backoff; a chat that blocked or removed the bot is
 * unsubscribed.
 *
 * It sends through its own Api, without @grammyjs/auto-retry: auto-retry would sleep inside the
 * call through a flood wait, holding up every other chat, and retry a 5xx blindly.
 *
 * Delivery guarantee. The poller puts an event's alerts in the outbox in the same save as the
 * cursor that passes it, so every matching event gets its entries exactly once. Before a
 * message goes out, its entries are marked "sending" on disk; once Telegram has accepted it they
 * are removed. After a crash (kill -9, power loss) an entry found "sending" is taken as
 * delivered and never sent again, so a restart never shows an alert twice. The price is one
 * window: a crash after that mark reached the disk and before the request reached Telegram (a
 * few milliseconds; longer if a connection must be opened first) loses that one message. One
 * message at a time keeps it to one message. A network failure while a message is under way is
 * the other inherent case: it is retried, so that chat may see it twice.
 * At ~100 ms per call towards api.telegram.org that is about 10 messages a second; a burst
 * still reaches everyone quickly because the messages become digests.
 */

/** More alerts than this waiting for one chat go as digests. */
export const DIGEST_AFTER = 5;
/** Backoff after transient failures: 1 s, 2 s, 4 s ... up to this. */
const MAX_RETRY_DELAY_MS = 5 * 60_000;
/** Alerts considered for one digest; more than a message can hold. */
const DIGEST_CANDIDATES = 200;

export interface NotifierOptions {
  /** An Api without auto-retry (see above). */
  api: Api;
  store: Store;
  logger: Logger;
  translate: (language: Language) => Translate;
  timeZone: string;
  limits?: PacingLimits;
}

interface Outgoing {
  chatId: number;
  keys: string[];
  entries: readonly OutboxEntry[];
  text: string;
  keyboard?: InlineKeyboard;
}

export class Notifier {
  readonly #o: NotifierOptions;
  readonly #log: Logger;
  readonly #pacer: Pacer;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  /** Woken while sending: look again as soon as the current run ends. */
  #again = false;
  #started = false;
  #stopped = false;

  constructor(options: NotifierOptions) {
    this.#o = options;
    this.#log = options.logger.child({ module: "notifier" });
    this.#pacer = new Pacer(options.limits ?? TELEGRAM_LIMITS);
  }

  /** Settles what a crash interrupted, then starts sending. */
  async start(): Promise<void> {
    const settled = await this.#o.store.outbox.settleInterrupted();
    if (settled > 0) {
      this.#log.warn({ alerts: settled }, "alerts were being sent when FlightDesk stopped abruptly; they count as delivered (never shown twice)");
    }
    this.#started = true;
    this.wake();
  }

  /** New alerts are in the outbox. */
  wake(): void {
    if (!this.#started || this.#stopped) return;
    if (this.#running) this.#again = true;
    else this.#arm(0);
  }

  /** Sends what it can for up to `drainMs`, then stops; a message under way is finished first. */
  async stop(drainMs = 3000): Promise<void> {
    const deadline = Date.now() + drainMs;
    while (this.#started && !this.#stopped && Date.now() < deadline && (this.#running || this.#o.store.outbox.backlog(Date.now()).length > 0)) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
  }

  #arm(delayMs: number): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#run(), Math.max(0, delayMs));
  }

  #run(): void {
    if (this.#stopped || this.#running) return;
    this.#again = false;
    const run = this.#sendWhileReady().catch((error: unknown) => {
      this.#log.error({ err: String(error) }, "sending alerts failed; they wait for the next try");
      return Date.now() + 1000;
    });
    this.#running = run.then((nextAt) => {
      this.#running = undefined;
      if (this.#stopped) return;
      if (this.#again) this.#arm(0);
      else if (nextAt !== null) this.#arm(nextAt - Date.now());
    });
  }

  /** Sends one message after another while one may go; returns when to look again (null: when woken). */
  async #sendWhileReady(): Promise<number | null> {
    const { store, api } = this.#o;
    // The previous message's "delivered" joins the next message's "sending" in one save.
    let delivered: Promise<void> = Promise.resolve();
    while (!this.#stopped) {
      const now = Date.now();
      const { message, nextAt } = this.#next(now);
      if (!message) {
        await delivered;
        return nextAt;
      }
      this.#pacer.take(message.chatId, now);
      await store.outbox.markSending(message.keys);
      await delivered;
      try {
        await api.sendMessage(message.chatId, message.text, {
          parse_mode: "HTML",
          link_preview_options: { is_disabled: true },
          ...(message.keyboard ? { reply_markup: message.keyboard } : {}),
        });
      } catch (error) {
        await this.#failed(message, error);
        continue;
      }
      this.#log.debug({ chatId: message.chatId, alerts: message.keys.length }, "alerts sent");
      delivered = store.outbox.delivered(message.keys).catch((error: unknown) => {
        // Still "sending" on disk: after a restart it counts as delivered, which it was.
        this.#log.error({ err: String(error), chatId: message.chatId }, "could not record delivered alerts");
      });
    }
    await delivered;
    return null;
  }

  /** The next message that may go now, or when one may. */
  #next(now: number): { message: Outgoing | null; nextAt: number | null } {
    const globalWait = this.#pacer.globalWaitMs(now);
    if (globalWait > 0) return { message: null, nextAt: now + globalWait };
    let nextAt: number | null = null;
    for (const chat of this.#o.store.outbox.backlog(now)) {
      const chatWait = this.#pacer.chatWaitMs(chat.chatId, now);
      if (chatWait > 0) {
        nextAt = Math.min(nextAt ?? Infinity, now + chatWait);
        continue;
      }
      const message = this.#compose(chat);
      if (message) return { message, nextAt: null };
    }
    const retryAt = this.#o.store.outbox.nextRetryAt();
    return { message: null, nextAt: retryAt === null ? nextAt : Math.min(nextAt ?? Infinity, retryAt) };
  }

  /** The chat's next message: its oldest alert, or a digest of the oldest when many wait. */
  #compose(chat: ChatBacklog): Outgoing | null {
    const { store, timeZone } = this.#o;
    const first = chat.entries[0]!;
    // In a private chat the user's current language wins; a group keeps its subscriber's.
    const t = this.#o.translate((!isGroupChat(chat.chatId) && store.settings.getLanguage(chat.chatId)) || first.language);
    const candidates = chat.entries.length > DIGEST_AFTER ? chat.entries.slice(0, DIGEST_CANDIDATES) : [first];
    const alerts: StoredAlert[] = [];
    const entries: OutboxEntry[] = [];
    for (const entry of candidates) {
      const alert = store.outbox.alert(entry.eventId);
      if (!alert) {
        // Cannot happen while entries and alerts are written together; never block the chat on it.
        this.#log.error({ chatId: chat.chatId, eventId: entry.eventId }, "an outbox entry has no alert; dropped");
        void store.outbox.delivered([entryKey(entry.chatId, entry.eventId)]).catch(() => undefined);
        continue;
      }
      alerts.push(alert);
      entries.push(entry);
    }
    if (alerts.length === 0) return null;
    if (candidates.length === 1) {
      const { text, keyboard } = renderAlert({ alert: alerts[0]!, timeZone, owner: first.owner }, t);
      return { chatId: chat.chatId, entries, keys: [entryKey(chat.chatId, first.eventId)], text, ...(keyboard ? { keyboard } : {}) };
    }
    const digest = renderDigest(alerts, timeZone, t);
    const used = entries.slice(0, digest.count);
    return { chatId: chat.chatId, entries: used, keys: used.map((e) => entryKey(e.chatId, e.eventId)), text: digest.text };
  }

  async #failed(message: Outgoing, error: unknown): Promise<void> {
    const { store } = this.#o;
    const { chatId, keys } = message;
    const failure = classifySendFailure(error);
    const now = Date.now();
    try {
      switch (failure.kind) {
        case "flood":
          this.#pacer.block(chatId, now + failure.retryAfterMs);
          await store.outbox.release(keys, 0, false);
          this.#log.info({ chatId, retryAfterMs: failure.retryAfterMs }, "Telegram asked to slow down (429); the chat waits");
          return;
        case "gone": {
          const subscriptions = await store.subscriptions.removeChat(chatId);
          const dropped = await store.outbox.dropChat(chatId);
          this.#log.warn({ chatId, reason: failure.reason, subscriptions, dropped }, "the chat blocked the bot or removed it: unsubscribed");
          return;
        }
        case "moved": {
          const moved = await store.subscriptions.moveChat(chatId, failure.toChatId);
          await store.outbox.release(keys, 0, false);
          await store.outbox.moveChat(chatId, failure.toChatId);
          this.#log.info({ chatId, toChatId: failure.toChatId, subscriptions: moved }, "the group became a supergroup: its alerts follow it");
          return;
        }
        case "rejected":
          await store.outbox.delivered(keys);
          this.#log.error({ chatId, reason: failure.reason, alerts: keys.length }, "Telegram refused an alert message; it is dropped, not retried");
          return;
        case "transient": {
          const attempts = Math.max(...message.entries.map((e) => e.attempts)) + 1;
          const delay = Math.min(1000 * 2 ** (attempts - 1), MAX_RETRY_DELAY_MS);
          await store.outbox.release(keys, now + delay, true);
          this.#log.warn({ chatId, reason: failure.reason, attempts, retryInMs: delay }, "sending an alert failed; it will be retried");
          return;
        }
      }
    } catch (storeError) {
      this.#log.error({ err: String(storeError), chatId }, "could not record the outcome of a failed send");
    }
  }
}
