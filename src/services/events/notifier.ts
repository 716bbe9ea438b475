import type { Api, InlineKeyboard } from "grammy";
import type { Logger } from "../../logger.js";
import type { Language } from "../../domain/languages.js";
import type { OutboxRepo, StoredAlert, Store } from "../../store/store.js";
import type { ChatBacklog, Destination, QueuedAlert } from "../../ledger/outbox.js";
import { renderAlert } from "../../bot/render/alert.js";
import { renderDigest } from "../../bot/render/alerts-digest.js";
import type { Translate } from "../../bot/render/types.js";
import { formatFor, type Format } from "../../bot/render/format.js";
import { isGroupChat, Pacer, TELEGRAM_LIMITS, type PacingLimits } from "./pacing.js";
import { classifySendFailure } from "../send-failure.js";
import type { Metrics } from "../../metrics/metrics.js";

/**
 * The one sender of alerts: it drains the outbox within Telegram's limits (pacing.ts), the
 * destination with the oldest waiting alert first. Different chats are sent to concurrently (up
 * to MAX_IN_FLIGHT messages under way, one per chat, so a chat's alerts keep their order):
 * against api.telegram.org (~100 ms a call) one at a time would cap delivery at ~10 messages a
 * second, well under Telegram's 30. A forum topic is its own destination (message_thread_id);
 * its messages count against its group's limit. More than DIGEST_AFTER alerts waiting for a
 * destination go as digests. 429 parks its chat for retry_after while the others go on; 5xx and
 * network failures are retried with backoff; a chat that blocked or removed the bot is
 * unsubscribed.
 *
 * It sends through its own Api, without @grammyjs/auto-retry: auto-retry would sleep inside the
 * call through a flood wait, holding up every other chat, and retry a 5xx blindly.
 *
 * Delivery guarantee. The poller puts an event's alerts in the outbox in the same transaction as
 * the cursor that passes it, so every matching event is queued exactly once. Messages go in
 * batches: those that may go now (one per chat) claim their rows in the database in one
 * transaction ("sending", a conditional update: a batch with a row another sender claimed is not
 * sent here), then are sent together;
 * once Telegram has accepted a message its alerts leave the outbox. The next batch is claimed
 * only when this one is answered (or after BATCH_FENCE_MS, if a call hangs). A write that fails
 * (the database is away) is tried again until it holds: the rows stay claimed meanwhile, so
 * nothing is sent twice. When a sender starts (a restart, another instance taking the lead after
 * kill -9) the rows found "sending" are sent again (outbox settleInterrupted), so an alert is
 * never lost: whether Telegram took a message whose answer never came back nobody can tell, and
 * counting it as delivered lost whole batches whose requests had not left yet. The price is one
 * window: a sender dying after Telegram took a message and before its removal was written shows
 * it twice; at most the messages of one batch (MAX_IN_FLIGHT). A network failure while a message
 * is under way is retried: that chat may see it twice.
 *
 * A guided flow's question is never buried. While a guided flow waits for its user in a private
 * chat (its state is saved in the store, and was saved less than the flows' timeout ago), that
 * chat's alerts are held: they stay pending in the outbox, so a restart loses none, and go when
 * the flow ends (done, /cancel, timed out, left for a new command; seen at the next look, at
 * most HOLD_CHECK_MS later) or when the oldest of them has waited `holdMs` (ALERT_HOLD_MS). Held
 * alerts released together go as one digest when there are several. Groups are never held:
 * one member's flow must not delay everyone's alerts.
 *
 * Rendering. Each destination reads alerts in its language and digits: a private chat in its
 * user's current choice, a group in its subscriber's language with native digits. An alert
 * whose parts cannot all be rendered is sent without them; one that cannot be rendered at all is
 * dropped and counted (outbox stats, shown on /poller), never retried: one bad event never holds
 * up the alerts after it. Both are logged with ids only.
 */

/** More alerts than this waiting for one destination go as digests. */
export const DIGEST_AFTER = 5;
/** The longest an alert is held for a guided flow waiting in its private chat. */
export const ALERT_HOLD_MS = 10 * 60_000;
/** While alerts are held, how often the notifier looks whether their flow has ended. */
const HOLD_CHECK_MS = 1000;
/** Messages under way at once; also the most a crash can show twice (see above). */
export const MAX_IN_FLIGHT = 10;
/** A batch whose calls hang this long no longer holds up the next one. */
const BATCH_FENCE_MS = 1000;
/** Backoff after transient failures: 1 s, 2 s, 4 s ... up to this. */
const MAX_RETRY_DELAY_MS = 5 * 60_000;
/** Alerts considered for one digest; more than a message can hold. */
const DIGEST_CANDIDATES = 200;
/** A claim or an outcome the database did not take: tried again after this long (the alerts wait, unsent). */
const UNSAVED_RETRY_MS = 1000;

export interface NotifierOptions {
  /** An Api with the send defaults (src/bot/send-defaults.ts: the texts are HTML) and without auto-retry (see above). */
  api: Api;
  /** Settings, subscriptions and guided flows. */
  store: Store;
  /** The ledger's outbox (Ledger.outbox). */
  outbox: OutboxRepo;
  logger: Logger;
  translate: (language: Language) => Translate;
  timeZone: string;
  limits?: PacingLimits;
  /** Holding a private chat's alerts while a guided flow waits there (see above); absent: never held. */
  flows?: FlowHold;
  /** Counts alerts sent and failed. */
  metrics?: Pick<Metrics, "alertsSent" | "alertsFailed">;
  /** The bot's username (getMe): group alerts link to its private chat instead of carrying buttons. */
  botUsername?: string;
  /** FLIGHT_CONTROL=on: pace alerts offer their flight's control screen. */
  flightControl?: boolean;
}

export interface FlowHold {
  /** How long a guided flow waits for an answer: one saved longer ago waits no more. */
  timeoutMs: number;
  /** The longest an alert is held (default ALERT_HOLD_MS); tests shorten it. */
  holdMs?: number;
}

interface Outgoing extends Destination {
  entries: readonly QueuedAlert[];
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
  /** Sends under way, by chat. */
  readonly #inFlight = new Map<number, Promise<void>>();
  /** Private chats whose alerts were held for a flow: released together, several go as one digest. */
  readonly #held = new Set<number>();
  /** Ends the run loop's wait: a send ended, or new alerts came. */
  #nudge: (() => void) | undefined;

  constructor(options: NotifierOptions) {
    this.#o = options;
    this.#log = options.logger.child({ module: "notifier" });
    this.#pacer = new Pacer(options.limits ?? TELEGRAM_LIMITS);
  }

  /** Settles what a crash interrupted, then starts sending. */
  async start(): Promise<void> {
    const settled = await this.#o.outbox.settleInterrupted();
    if (settled > 0) {
      this.#log.warn({ alerts: settled }, "alerts were being sent when FlightDesk stopped abruptly; they are sent again (a chat may see them twice)");
    }
    this.#started = true;
    this.wake();
  }

  /** New alerts are in the outbox. */
  wake(): void {
    if (!this.#started || this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      this.#nudge?.();
    } else this.#arm(0);
  }

  /** Sends what it can for up to `drainMs`, then stops; messages under way are finished first. */
  async stop(drainMs = 3000): Promise<void> {
    const deadline = Date.now() + drainMs;
    while (this.#started && !this.#stopped && Date.now() < deadline && (this.#running || (await this.#sendable(Date.now())))) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#nudge?.();
    await this.#running;
  }

  /** Whether anything waits that is not held for a flow (held alerts stay in the outbox across a stop). */
  async #sendable(now: number): Promise<boolean> {
    const backlogs = await this.#o.outbox.backlog(now, 0).catch(() => []);
    return backlogs.some((backlog) => this.#heldUntil(backlog, now) === null);
  }

  /**
   * Until when the destination's alerts are held for a guided flow waiting in its private chat
   * (at most `holdMs` after the oldest of them came), or null when they may go.
   */
  #heldUntil(backlog: ChatBacklog, now: number): number | null {
    const flows = this.#o.flows;
    if (!flows || isGroupChat(backlog.chatId) || backlog.threadId !== undefined) return null;
    const saved = this.#o.store.privateFlowSavedAt(backlog.chatId);
    if (saved === null || saved.getTime() + flows.timeoutMs <= now) return null;
    const until = Date.parse(backlog.entries[0]!.enqueuedAt) + (flows.holdMs ?? ALERT_HOLD_MS);
    return until > now ? until : null;
  }

  #arm(delayMs: number): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#run(), Math.max(0, delayMs));
  }

  #run(): void {
    if (this.#stopped || this.#running) return;
    this.#again = false;
    const run = this.#sendWhileReady().catch(async (error: unknown) => {
      this.#log.error({ err: String(error) }, "sending alerts failed; they wait for the next try");
      await Promise.all([...this.#inFlight.values()]);
      return Date.now() + 1000;
    });
    this.#running = run.then((nextAt) => {
      this.#running = undefined;
      if (this.#stopped) return;
      if (this.#again) this.#arm(0);
      else if (nextAt !== null) this.#arm(nextAt - Date.now());
    });
  }

  /**
   * Sends in batches: the messages that may go now (one per chat, MAX_IN_FLIGHT at most) claim
   * their rows together and are sent at once; the next batch is claimed only when this one is answered, or
   * after BATCH_FENCE_MS if a call hangs. So the messages claimed and not yet on their way are
   * only ever those of one batch, sent the moment their claim is written. Returns when nothing
   * is under way or ready (null: look again when woken).
   */
  async #sendWhileReady(): Promise<number | null> {
    while (!this.#stopped) {
      this.#again = false;
      const { batch, nextAt } = await this.#nextBatch(Date.now());
      if (batch.length === 0) {
        if (this.#inFlight.size === 0) return nextAt;
        await this.#somethingChanged(nextAt);
        continue;
      }
      // One claim for the batch: all its rows, or none when another sender has one of them.
      const claimed = this.#o.outbox.markSending(batch.flatMap((message) => message.entries));
      const sends = batch.map((message) => this.#launch(message, claimed));
      await this.#settledOrFence(sends);
    }
    await Promise.all([...this.#inFlight.values()]);
    return null;
  }

  /** The messages that may go now, one per chat not already under way, or when one may. */
  async #nextBatch(now: number): Promise<{ batch: Outgoing[]; nextAt: number | null }> {
    const batch: Outgoing[] = [];
    const chosen = new Set<number>();
    let nextAt: number | null = null;
    for (const backlog of await this.#o.outbox.backlog(now, DIGEST_CANDIDATES)) {
      if (this.#inFlight.size + batch.length >= MAX_IN_FLIGHT) return { batch, nextAt: null };
      const globalWait = this.#pacer.globalWaitMs(now);
      if (globalWait > 0) return { batch, nextAt: now + globalWait };
      // A chat's next message waits for the one under way: its alerts keep their order.
      if (this.#inFlight.has(backlog.chatId) || chosen.has(backlog.chatId)) continue;
      const heldUntil = this.#heldUntil(backlog, now);
      if (heldUntil !== null) {
        this.#held.add(backlog.chatId);
        nextAt = Math.min(nextAt ?? Infinity, heldUntil, now + HOLD_CHECK_MS);
        continue;
      }
      const chatWait = this.#pacer.chatWaitMs(backlog.chatId, now);
      if (chatWait > 0) {
        nextAt = Math.min(nextAt ?? Infinity, now + chatWait);
        continue;
      }
      const message = await this.#compose(backlog);
      if (!message) continue;
      this.#pacer.take(message.chatId, now);
      chosen.add(message.chatId);
      batch.push(message);
    }
    const retryAt = await this.#o.outbox.nextRetryAt(now);
    return { batch, nextAt: retryAt === null ? nextAt : Math.min(nextAt ?? Infinity, retryAt) };
  }

  #settledOrFence(sends: readonly Promise<void>[]): Promise<void> {
    return new Promise((resolve) => {
      const fence = setTimeout(resolve, BATCH_FENCE_MS);
      void Promise.all(sends).then(() => {
        clearTimeout(fence);
        resolve();
      });
    });
  }

  #somethingChanged(until: number | null): Promise<void> {
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const done = () => {
        clearTimeout(timer);
        this.#nudge = undefined;
        resolve();
      };
      if (until !== null) timer = setTimeout(done, Math.max(0, until - Date.now()));
      this.#nudge = done;
    });
  }

  #launch(message: Outgoing, claimed: Promise<boolean>): Promise<void> {
    const sent = this.#send(message, claimed).finally(() => {
      this.#inFlight.delete(message.chatId);
      this.#nudge?.();
    });
    this.#inFlight.set(message.chatId, sent);
    return sent;
  }

  async #send(message: Outgoing, claimed: Promise<boolean>): Promise<void> {
    const { outbox, api } = this.#o;
    const { chatId, threadId, entries } = message;
    try {
      if (!(await claimed)) {
        this.#log.warn({ chatId, threadId }, "another sender claimed these alerts; they are not sent here");
        return;
      }
    } catch (error) {
      // Nothing was claimed: the alerts wait, unsent.
      this.#log.error({ err: String(error), chatId, threadId }, "could not claim alerts for sending; they wait and are sent later");
      this.#pacer.block(chatId, Date.now() + UNSAVED_RETRY_MS);
      return;
    }
    try {
      await api.sendMessage(chatId, message.text, { message_thread_id: threadId, reply_markup: message.keyboard });
    } catch (error) {
      await this.#failed(message, error);
      return;
    }
    this.#log.debug({ chatId, threadId, alerts: entries.length }, "alerts sent");
    this.#o.metrics?.alertsSent(entries.length);
    // The chat stays under way until this is written: its rows are claimed until then, and its
    // next alerts are looked for once they are free.
    await this.#settle(() => outbox.delivered(entries), "could not record delivered alerts");
  }

  /**
   * A write after a claim, tried until the database takes it (its rows stay claimed until then),
   * or until the notifier stops: then the rows are sent again by the next sender to start.
   */
  async #settle(write: () => Promise<void>, failure: string): Promise<void> {
    while (!this.#stopped) {
      try {
        return await write();
      } catch (error) {
        this.#log.error({ err: String(error) }, `${failure}; trying again`);
        await new Promise((resolve) => setTimeout(resolve, UNSAVED_RETRY_MS));
      }
    }
  }

  /**
   * The destination's next message: its oldest alert, or a digest of the oldest when many wait.
   * Alerts that cannot be rendered are dropped here (null when none is left to send now).
   */
  async #compose(backlog: ChatBacklog): Promise<Outgoing | null> {
    const { outbox } = this.#o;
    const { chatId, threadId } = backlog;
    const destination: Destination = threadId === undefined ? { chatId } : { chatId, threadId };
    const first = backlog.entries[0]!;
    const { t, f } = this.#readerOf(chatId, first.language);
    // Alerts released together after a flow's hold go as one digest when there are several.
    const digestAfter = this.#held.has(chatId) ? 1 : DIGEST_AFTER;
    const candidates = backlog.entries.length > digestAfter ? backlog.entries.slice(0, DIGEST_CANDIDATES) : [first];
    if (candidates.length === backlog.entries.length) this.#held.delete(chatId);
    const stored = await outbox.alerts(candidates.map((e) => e.eventId));
    const alerts: StoredAlert[] = [];
    const entries: QueuedAlert[] = [];
    for (const entry of candidates) {
      const alert = stored.get(entry.eventId);
      if (!alert) {
        // Cannot happen while entries and alerts are written together; never block the chat on it.
        this.#log.error({ chatId, threadId, eventId: entry.eventId }, "an outbox entry has no alert; dropped");
        await outbox.delivered([entry]);
        continue;
      }
      alerts.push(alert);
      entries.push(entry);
    }
    if (alerts.length === 0) return null;
    if (candidates.length === 1) {
      const linkBot = isGroupChat(chatId) ? this.#o.botUsername : undefined;
      const { text, keyboard, omitted } = renderAlert({ alert: alerts[0]!, owner: first.owner, ...(linkBot ? { linkBot } : {}), flightControl: this.#o.flightControl ?? false }, t, f);
      const ids = { chatId, threadId, eventId: first.eventId };
      if (text === "") {
        await this.#unrenderable(entries, ids);
        return null;
      }
      if (omitted.length > 0) this.#log.warn({ ...ids, omitted }, "parts of an alert could not be rendered; it is sent without them");
      return { ...destination, entries, text, ...(keyboard ? { keyboard } : {}) };
    }
    const digest = renderDigest(alerts, t, f);
    const taken = entries.slice(0, digest.count);
    const failed = taken.filter((e) => digest.failed.includes(e.eventId));
    if (failed.length > 0) await this.#unrenderable(failed, { chatId, threadId, eventIds: failed.map((e) => e.eventId) });
    if (digest.text === "") return null;
    const used = taken.filter((e) => !digest.failed.includes(e.eventId));
    return { ...destination, entries: used, text: digest.text };
  }

  /**
   * The words and numbers of a destination: in a private chat the user's current language and
   * digits (/lang); a group reads its subscriber's language in that language's own digits.
   */
  #readerOf(chatId: number, subscribed: Language): { t: Translate; f: Format } {
    const { store, timeZone } = this.#o;
    const group = isGroupChat(chatId);
    const lang = (!group && store.settings.getLanguage(chatId)) || subscribed;
    const t = this.#o.translate(lang);
    return { t, f: formatFor({ lang, digits: group ? "native" : store.settings.getDigits(chatId), timeZone, t }) };
  }

  /** Dropped and counted, never retried: one bad event must not hold up the alerts after it. */
  async #unrenderable(entries: readonly QueuedAlert[], ids: Record<string, unknown>): Promise<void> {
    this.#log.error(ids, "an alert could not be rendered; it is dropped (see README: When an alert cannot be rendered)");
    this.#o.metrics?.alertsFailed("unrenderable", entries.length);
    await this.#o.outbox.unrenderable(entries);
  }

  async #failed(message: Outgoing, error: unknown): Promise<void> {
    const { store, outbox } = this.#o;
    const { chatId, threadId, entries } = message;
    const failure = classifySendFailure(error);
    this.#o.metrics?.alertsFailed(failure.kind, entries.length);
    const now = Date.now();
    try {
      switch (failure.kind) {
        case "flood":
          this.#pacer.block(chatId, now + failure.retryAfterMs);
          await outbox.release(entries, 0, false);
          this.#log.info({ chatId, retryAfterMs: failure.retryAfterMs }, "Telegram asked to slow down (429); the chat waits");
          return;
        case "gone": {
          // A group's are kept as stopped: admins are told when the removal's update comes (features/alerts.ts).
          const subscriptions = chatId < 0 ? ((await store.subscriptions.stopGroup(chatId, undefined, new Date(now)))?.subscriptions.length ?? 0) : await store.subscriptions.removeChat(chatId);
          const dropped = await outbox.dropChat(chatId);
          this.#log.warn({ chatId, reason: failure.reason, subscriptions, dropped }, "the chat blocked the bot or removed it: unsubscribed");
          return;
        }
        case "moved": {
          const moved = await store.subscriptions.moveChat(chatId, failure.toChatId);
          await outbox.release(entries, 0, false);
          await outbox.moveChat(chatId, failure.toChatId);
          this.#log.info({ chatId, toChatId: failure.toChatId, subscriptions: moved }, "the group became a supergroup: its alerts follow it");
          return;
        }
        case "topic-gone":
          if (threadId !== undefined) {
            // A missed sale is worse than one in the wrong place: the topic's alerts, waiting and
            // to come, go to the group's general chat, and its subscriptions show no topic.
            const subscriptions = await store.subscriptions.leaveTopic(chatId, threadId);
            await outbox.release(entries, 0, false);
            await outbox.leaveTopic(chatId, threadId);
            this.#log.warn({ chatId, threadId, reason: failure.reason, subscriptions }, "a forum topic with alerts is gone: they go to the group's general chat");
            return;
          }
          await outbox.delivered(entries);
          this.#log.error({ chatId, reason: failure.reason, alerts: entries.length }, "Telegram refused an alert message; it is dropped, not retried");
          return;
        case "rejected":
          await outbox.delivered(entries);
          this.#log.error({ chatId, threadId, reason: failure.reason, alerts: entries.length }, "Telegram refused an alert message; it is dropped, not retried");
          return;
        case "transient": {
          const attempts = Math.max(...message.entries.map((e) => e.attempts)) + 1;
          const delay = Math.min(1000 * 2 ** (attempts - 1), MAX_RETRY_DELAY_MS);
          await outbox.release(entries, now + delay, true);
          this.#log.warn({ chatId, threadId, reason: failure.reason, attempts, retryInMs: delay }, "sending an alert failed; it will be retried");
          return;
        }
      }
    } catch (storeError) {
      // The rows stay claimed until they wait again: tried until the database takes it.
      this.#log.error({ err: String(storeError), chatId }, "could not record the outcome of a failed send; the alerts are sent again later");
      await this.#settle(() => outbox.release(entries, Date.now() + UNSAVED_RETRY_MS, false), "could not put alerts back to wait");
    }
  }
}
