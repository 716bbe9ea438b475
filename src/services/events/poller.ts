import { firstHalf, pollRange, type TimeRange } from "../../domain/cursor.js";
import type { Ledger } from "../../ledger/ledger.js";
import type { Logger } from "../../logger.js";
import type { Store, Subscription } from "../../store/store.js";
import type { EventsPage, EventsSource, SupplierClient } from "../../supplier/client.js";
import { SupplierCallError, TransportError } from "../../supplier/errors.js";
import { EVENT_TYPES } from "./event-types.js";
import { handlePage } from "./page.js";
import { paceWatchOf } from "./pace-watch.js";
import { quietRecipients } from "./quiet.js";
import type { PaceRules } from "../../domain/pace-alerts.js";

/**
 * The event poller: every pollSeconds it reads the supplier's feed from the cursor (the newest
 * event time read, src/domain/cursor.ts) minus the overlap to now, page by page, and puts the
 * alerts of new events in the outbox. A page is one transaction of the ledger's database
 * (Ledger.commitPage): every booking and cancellation of it, whoever subscribed (idempotent by
 * event Id), its outbox entries, its seen ids and the cursor after it, so a crash at any moment
 * either keeps a whole page or none of it, and the next poll reads it again. After each poll the feed's health is checked
 * (afterPoll: admins hear when it is late or quiet).
 * A failing supplier (down, slow, garbage) only delays the next poll: the cursor stays, the bot
 * keeps serving chats, and the first good answer catches up by itself.
 */

export interface PollerOptions {
  supplier: Pick<SupplierClient, "getEvents">;
  /** The subscriptions. */
  store: Store;
  /** Keeps each page (its ledger rows, alerts and cursor) and the poller's state. */
  ledger: Pick<Ledger, "commitPage" | "poller">;
  source: EventsSource;
  pollSeconds: number;
  /** EVENTS_OVERLAP_MINUTES in ms: how far before the cursor each poll starts. */
  overlapMs: number;
  logger: Logger;
  now: () => Date;
  /** EVENTS_START: backfill (or skip) to this time, once. */
  start?: Date;
  /** False for a private subscription whose user lost access since. */
  mayReceive: (subscription: Subscription) => boolean;
  /** Called once new alerts are safely in the outbox. */
  onAlerts: () => void;
  /** Called after every poll, good or failed (the feed's health is in the ledger by then). */
  afterPoll?: () => Promise<void>;
  /** DISPLAY_TIMEZONE: chats' quiet hours and the pace alerts' "today" are read in it (default UTC). */
  timeZone?: string;
  /** Pace alerts (/subscribe pace) are checked in each page's transaction by these rules; absent: never. */
  paceRules?: PaceRules;
}

export interface PollOutcome {
  pages: number;
  /** Events not seen before. */
  events: number;
  /** Outbox entries added. */
  alerts: number;
}

/** Seconds skipped as too large, remembered (far more than an overlap window holds). */
const MAX_SKIPPED_REMEMBERED = 10_000;

/** Rejected events named in one log line; more are counted. */
const MAX_REJECTED_LOGGED = 100;

/** Backoff after failures doubles from pollSeconds up to this (or pollSeconds if longer). */
const MAX_BACKOFF_MS = 10 * 60_000;

export class EventPoller {
  readonly #o: PollerOptions;
  readonly #log: Logger;
  #timer: NodeJS.Timeout | undefined;
  #current: Promise<unknown> | undefined;
  #begun = false;
  #stopped = false;
  /** The last poll failed: its page may have committed all the same (a lost answer to COMMIT). */
  #failedLast = false;
  /** Seconds skipped as too large to read. */
  readonly #skipped = new Set<number>();

  constructor(options: PollerOptions) {
    this.#o = options;
    this.#log = options.logger.child({ module: "poller", source: options.source });
  }

  /** Polls now, then every pollSeconds (longer after failures). */
  start(): void {
    this.#schedule(0);
  }

  /** Stops polling; a page being read is finished and saved first. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#current;
  }

  /** One poll: every page from the cursor to now. Throws what the supplier or the ledger threw. */
  async #pollOnce(): Promise<PollOutcome> {
    const { ledger, now } = this.#o;
    if (!this.#begun) {
      await ledger.poller.begin(now(), this.#o.start, this.#o.overlapMs);
      this.#begun = true;
    }
    const range = pollRange(ledger.poller.cursorState(), now().getTime(), this.#o.overlapMs);
    const outcome: PollOutcome = { pages: 0, events: 0, alerts: 0 };
    // `part` is the range asked for: the whole poll, or a first half when an answer was too large.
    let part: TimeRange = range;
    while (!this.#stopped) {
      const page = await this.#o.supplier
        .getEvents(this.#o.source, { from: new Date(part.from), to: new Date(part.to), types: [...EVENT_TYPES] })
        .catch((error: unknown) => {
          if (error instanceof TransportError && error.kind === "too-large") return null;
          throw error;
        });
      if (page === null) {
        const half = firstHalf(part);
        if (half) this.#log.info({ from: new Date(half.from).toISOString(), to: new Date(half.to).toISOString() }, "an event page was too large to read: asking for a shorter range");
        if (half) part = half;
        else if (this.#skipped.has(part.from)) part = { from: part.from + 1000, to: range.to };
        else await this.#skipSecond(part.from);
      } else {
        outcome.pages += 1;
        const next = await this.#savePage(page, part.from, part, outcome);
        if (next !== null) part = { from: next, to: part.to };
        else if (part.to < range.to) part = { from: part.to, to: range.to };
        else break;
      }
      if (part.from > range.to) break;
    }
    return outcome;
  }

  /**
   * A single second whose events are too many to read within the answer limit: the cursor moves
   * past it, so that the seconds after it are not lost too, and the poll fails loudly (an error
   * line, /poller, the next poll waiting longer). A supplier whose answers stay too large
   * whatever is asked (it ignores the range) thus costs one failed poll per second skipped, with
   * backoff, never a flood of requests. The second is remembered while later polls reach back
   * over it, and passed over quietly then.
   */
  async #skipSecond(at: number): Promise<never> {
    const { ledger, now } = this.#o;
    this.#skipped.add(at);
    if (this.#skipped.size > MAX_SKIPPED_REMEMBERED) this.#skipped.delete(this.#skipped.values().next().value!);
    const when = new Date(at).toISOString();
    this.#log.error({ at: when }, "the events of one second are too large to read: that second is skipped");
    await ledger.commitPage([], { cursor: Math.max(ledger.poller.cursorState().cursor ?? 0, at + 1000), seen: [], alerts: [], rejected: 0, overlapMs: this.#o.overlapMs }, now());
    throw new Error(`the events of ${when} are too large to read: that second was skipped`);
  }

  /** Saves the page; returns where the next page starts, or null when the range is read. */
  async #savePage(page: EventsPage, from: number, range: TimeRange, outcome: PollOutcome): Promise<number | null> {
    const { store, ledger, now } = this.#o;
    if (page.rejected.length > 0) {
      // One line per page naming each event (id, type, what did not fit; never its data), so
      // the supplier can be asked about them; /poller counts them.
      const events = page.rejected.slice(0, MAX_REJECTED_LOGGED);
      this.#log.warn({ count: page.rejected.length, events }, "skipped events that do not fit their schema");
    }
    const unread = page.unread ?? [];
    if (unread.length > 0) {
      // Same form: ids, types and the first misfit, never the data. Their alert still goes out.
      this.#log.warn({ count: unread.length, events: unread.slice(0, MAX_REJECTED_LOGGED) }, "segment-replaced events of a shape not seen before: alerted, not read into the ledger");
    }
    // Subscriptions made on another instance since the last reading (shared state) get this page.
    await store.fresh().catch((error: unknown) => this.#log.warn({ err: error instanceof Error ? error.message : String(error) }, "cannot read the shared state back; matching the page against the last copy"));
    const subscriptions = store.subscriptions.list();
    const handled = handlePage(page, {
      from,
      range,
      state: ledger.poller.cursorState(),
      isSeen: (id) => ledger.poller.isSeen(id),
      subscriptions,
      mayReceive: this.#o.mayReceive,
    });
    const timeZone = this.#o.timeZone ?? "UTC";
    const quietOf = (chatId: number) => store.subscriptions.quiet(chatId);
    const at = now();
    const alerts = handled.alerts.map((a) => ({ ...a, recipients: quietRecipients(a.recipients, quietOf, timeZone, at) }));
    const pace = this.#o.paceRules ? paceWatchOf({ rules: this.#o.paceRules, timeZone, mayReceive: this.#o.mayReceive, quietOf }, subscriptions, at) : undefined;
    if (handled.step.kind === "skip") {
      this.#log.error(
        { at: new Date(from).toISOString(), count: page.events.length + page.rejected.length },
        "a full page of events within one second: the rest of that second cannot be fetched and is skipped",
      );
    }
    // One transaction: a database that cannot take the page fails the poll, the cursor stays,
    // and the page is read again (the ledger leaves out what it already has).
    const saved = await ledger.commitPage(
      page.events,
      {
        cursor: handled.cursor ?? from,
        seen: handled.returned,
        newestAt: handled.newestAt,
        alerts,
        ...(pace ? { pace } : {}),
        rejected: page.rejected.length,
        overlapMs: this.#o.overlapMs,
      },
      at,
    );
    if (saved.dropped > 0) this.#log.error({ dropped: saved.dropped }, "the outbox is full: the oldest undelivered alerts were dropped");
    outcome.events += handled.fresh.length;
    outcome.alerts += saved.added;
    if (saved.added > 0) this.#o.onAlerts();
    return handled.step.kind === "done" ? null : handled.step.from;
  }

  #schedule(delayMs: number): void {
    if (this.#stopped) return;
    this.#timer = setTimeout(() => {
      const run = this.#tick();
      this.#current = run;
      void run.finally(() => {
        if (this.#current === run) this.#current = undefined;
      });
    }, delayMs);
  }

  async #tick(): Promise<void> {
    const { ledger, now, pollSeconds } = this.#o;
    const started = Date.now();
    const startedAt = now().getTime();
    let delay = pollSeconds * 1000;
    try {
      const outcome = await this.#pollOnce();
      // Every id in this poll's range was just returned: what was not, for an overlap, is out of reach.
      if (!this.#stopped) await ledger.poller.recordSuccess(now(), startedAt - this.#o.overlapMs);
      // A page whose commit's answer was lost (the connection cut at COMMIT) failed here but queued
      // its alerts: the notifier, told only of pages seen to commit, would not look until the next.
      if (this.#failedLast) this.#o.onAlerts();
      this.#failedLast = false;
      this.#log.debug({ ...outcome, ms: Date.now() - started }, "polled the event feed");
    } catch (error) {
      this.#failedLast = true;
      const failures = ledger.poller.status().failures + 1;
      delay = Math.min(pollSeconds * 1000 * 2 ** Math.min(failures - 1, 20), Math.max(MAX_BACKOFF_MS, pollSeconds * 1000));
      this.#log.warn({ err: describeFailure(error), failures, retryInSeconds: Math.round(delay / 1000) }, "event poll failed; the cursor is kept");
      await ledger.poller.recordFailure(now(), describeFailure(error)).catch((e: unknown) => {
        this.#log.error({ err: String(e) }, "could not record the poll failure");
      });
    }
    await this.#o.afterPoll?.().catch((err: unknown) => {
      this.#log.error({ err: String(err) }, "the feed's health check failed");
    });
    this.#schedule(delay);
  }
}

/** One line for the log and /poller: what failed, never a secret (supplier errors carry none). */
function describeFailure(error: unknown): string {
  if (error instanceof SupplierCallError) return error.message;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
