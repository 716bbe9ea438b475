import { DEFAULT_OVERLAP_MS, firstStart, startAt, withCursor, type CursorState } from "../domain/cursor.js";
import { withArrival, type FeedArrivals } from "../domain/feed-health.js";
import { MAX_SEEN_IDS, seenToForget } from "../domain/seen.js";
import type { NewAlert } from "./outbox.js";
import type { OutboxData, PollerState } from "../store/alerts-schema.js";
import type { PaceWatch } from "./pace-alerts.js";

/** The poller's state and the outbox as a store file of version 4 or older holds them (Ledger.takeOver). */
export interface DeliveryData {
  poller: PollerState;
  outbox: OutboxData;
}

/** What the poller's repo keeps, mirrored from the ledger's database (src/ledger/poller-mirror.ts). */
export interface PollerData {
  poller: PollerState;
  /**
   * At least as many as the seen ids held (exact when last counted; ids forgotten since are not
   * taken off): applyPage counts them all, up to 200,000 at a page, only when this may pass the
   * cap. Unset: not counted yet.
   */
  seenAtMost?: number;
}

/** The mirror as the repo sees it: read synchronously, changed inside `update` (resolves once written). */
export interface PollerDb {
  readonly data: PollerData;
  update<R>(change: (data: PollerData) => R): Promise<R>;
  /** Resolves once `data` is the database's (an instance standing by reads it back first). */
  fresh(): Promise<void>;
}

/** A page of events, handled: saved in one transaction, so a crash keeps all of it or none. */
export interface PageCommit {
  /** The cursor after this page (src/domain/cursor.ts cursorAfter). */
  cursor: number;
  /** Every event id the page returned, new or not: remembered (or refreshed) at `now`. */
  seen: readonly number[];
  /** The newest event time of the page within the range asked for; an arrival when newer than all before. */
  newestAt?: number | null;
  /** EVENTS_OVERLAP_MINUTES in ms (the done window of a backfill is kept while polls reach it). */
  overlapMs?: number;
  alerts: readonly NewAlert[];
  /** With pace subscriptions: the flights the page touches are checked for pace alerts (pace-alerts.ts). */
  pace?: PaceWatch;
  /** Events of the page that did not fit their schema. */
  rejected: number;
}

/** What /poller shows. */
export interface PollerStatus {
  cursor: string | null;
  lastSuccessAt: string | null;
  lastErrorAt: string | null;
  lastError: string | null;
  failures: number;
  rejected: number;
  seen: number;
}

/**
 * The event poller's position and health. The cursor moves only with a page (Ledger.commitPage,
 * applyPage below), in the transaction that puts the page's ledger rows and alerts in.
 */
export interface PollerRepo {
  cursorState(): CursorState;
  status(): PollerStatus;
  /** The feed's newest event time and when it arrived (src/domain/feed-health.ts). */
  arrivals(): FeedArrivals;
  isSeen(eventId: number): boolean;
  /**
   * Sets where polling begins: at `now` on the very first start; at `start` when the operator
   * asks for one (EVENTS_START) that was not applied before. Returns the state to poll from.
   * The feed's quiet time is counted from the first start until an event arrives.
   */
  begin(now: Date, start: Date | undefined, overlapMs?: number): Promise<CursorState>;
  /**
   * After a whole successful poll: ids the feed has not returned since `forgetSeenBefore` are
   * forgotten (every id of the poll's range was just refreshed).
   */
  recordSuccess(at: Date, forgetSeenBefore?: number): Promise<void>;
  recordFailure(at: Date, error: string): Promise<void>;
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
const ms = (text: string | null): number | null => (text === null ? null : Date.parse(text));

function toCursorState(p: PollerState): CursorState {
  return {
    cursor: ms(p.cursor),
    since: ms(p.since),
    done: p.done && { from: Date.parse(p.done.from), to: Date.parse(p.done.to) },
  };
}

function toArrivals(p: PollerState): FeedArrivals {
  return { newestEventAt: ms(p.newestEventAt ?? null), lastArrivalAt: ms(p.lastArrivalAt ?? null) };
}

function saveCursorState(p: PollerState, state: CursorState): void {
  p.cursor = iso(state.cursor);
  p.since = iso(state.since);
  p.done = state.done && { from: new Date(state.done.from).toISOString(), to: new Date(state.done.to).toISOString() };
}

/**
 * A page's seen ids, cursor and arrival, applied to the state (inside one update); `changed`
 * gets the seen ids it set or deleted (the poller's own members, cursor and counts, are always
 * saved with it). The page's alerts go to the outbox in the same transaction (Ledger.commitPage).
 */
export function applyPage(data: PollerData, page: PageCommit, now: Date, changed: Set<string>): void {
  const p = data.poller;
  const seen = p.seen;
  let added = 0;
  for (const id of page.seen) {
    const key = String(id);
    if (!Object.hasOwn(seen, key)) added += 1;
    seen[key] = now.getTime();
    changed.add(key);
  }
  const atMost = (data.seenAtMost ?? Number.POSITIVE_INFINITY) + added;
  if (atMost <= MAX_SEEN_IDS) data.seenAtMost = atMost;
  else {
    const { forget, left } = seenToForget(seen, null);
    for (const id of forget) {
      delete seen[id];
      changed.add(id);
    }
    data.seenAtMost = left;
  }
  saveCursorState(p, withCursor(toCursorState(p), page.cursor, page.overlapMs));
  const arrivals = withArrival(toArrivals(p), page.newestAt ?? null, now.getTime());
  p.newestEventAt = iso(arrivals.newestEventAt);
  p.lastArrivalAt = iso(arrivals.lastArrivalAt);
  p.rejected += page.rejected;
}

export function pollerRepo(db: PollerDb): PollerRepo {
  const poller = () => db.data.poller;
  return {
    cursorState: () => toCursorState(poller()),
    status: () => {
      const p = poller();
      return {
        cursor: p.cursor,
        lastSuccessAt: p.lastSuccessAt,
        lastErrorAt: p.lastErrorAt,
        lastError: p.lastError,
        failures: p.failures,
        rejected: p.rejected,
        seen: Object.keys(p.seen).length,
      };
    },
    arrivals: () => toArrivals(poller()),
    isSeen: (eventId) => Object.hasOwn(poller().seen, String(eventId)),
    async begin(now, start, overlapMs = DEFAULT_OVERLAP_MS) {
      const p = poller();
      const startIso = start?.toISOString() ?? null;
      const current = toCursorState(p);
      let next: CursorState | null = null;
      if (start && startIso !== p.appliedStart) next = startAt(current, start.getTime(), overlapMs);
      else if (current.cursor === null) next = firstStart(now.getTime(), overlapMs);
      const watching = (p.lastArrivalAt ?? null) === null;
      if (!next && !watching) return current;
      const chosen = next ?? current;
      await db.update((data) => {
        saveCursorState(data.poller, chosen);
        if (startIso) data.poller.appliedStart = startIso;
        if (watching) data.poller.lastArrivalAt = now.toISOString();
      });
      return chosen;
    },
    async recordSuccess(at, forgetSeenBefore) {
      await db.update((data) => {
        data.poller.lastSuccessAt = at.toISOString();
        data.poller.failures = 0;
        if (forgetSeenBefore !== undefined) for (const id of seenToForget(data.poller.seen, forgetSeenBefore).forget) delete data.poller.seen[id];
      });
    },
    async recordFailure(at, error) {
      await db.update((data) => {
        data.poller.lastErrorAt = at.toISOString();
        data.poller.lastError = error.slice(0, 300);
        data.poller.failures += 1;
      });
    },
  };
}
