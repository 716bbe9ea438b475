import { firstStart, seenCutoff, startAt, withCursor, type CursorState } from "../domain/cursor.js";
import type { Db } from "./db.js";
import { addAlerts, type NewAlert } from "./outbox.js";
import type { PollerState } from "./alerts-schema.js";
import type { StoreData } from "./schema.js";

/** At most this many seen ids are kept, whatever the pruning by age leaves (a feed gone wild). */
export const MAX_SEEN_IDS = 200_000;

/** A page of events, handled: saved in one write, so a crash keeps all of it or none. */
export interface PageCommit {
  /** The cursor after this page (src/domain/cursor.ts cursorAfter). */
  cursor: number;
  /** Every new event of the page, alert or not: id and CreateDateTime in epoch ms. */
  seen: readonly { id: number; at: number }[];
  alerts: readonly NewAlert[];
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
 * The event poller's position and health. The cursor moves only in `commitPage`, in the same
 * save that puts the page's alerts in the outbox.
 */
export interface PollerRepo {
  cursorState(): CursorState;
  status(): PollerStatus;
  isSeen(eventId: number): boolean;
  /**
   * Sets where polling begins: at `now` on the very first start; at `start` when the operator
   * asks for one (EVENTS_START) that was not applied before. Returns the state to poll from.
   */
  begin(now: Date, start: Date | undefined): Promise<CursorState>;
  /** Returns how many outbox entries were added, and dropped to keep the outbox bounded. */
  commitPage(page: PageCommit, now: Date): Promise<{ added: number; dropped: number }>;
  recordSuccess(at: Date): Promise<void>;
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

function saveCursorState(p: PollerState, state: CursorState): void {
  p.cursor = iso(state.cursor);
  p.since = iso(state.since);
  p.done = state.done && { from: new Date(state.done.from).toISOString(), to: new Date(state.done.to).toISOString() };
}

export function pollerRepo(db: Db<StoreData>): PollerRepo {
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
    isSeen: (eventId) => Object.hasOwn(poller().seen, String(eventId)),
    async begin(now, start) {
      const p = poller();
      const startIso = start?.toISOString() ?? null;
      const current = toCursorState(p);
      let next: CursorState | null = null;
      if (start && startIso !== p.appliedStart) next = startAt(current, start.getTime());
      else if (current.cursor === null) next = firstStart(now.getTime());
      if (!next) return current;
      const chosen = next;
      await db.update((data) => {
        saveCursorState(data.poller, chosen);
        if (startIso) data.poller.appliedStart = startIso;
      });
      return chosen;
    },
    async commitPage(page, now) {
      return db.update((data) => {
        const p = data.poller;
        const outcome = addAlerts(data.outbox, page.alerts, now);
        for (const event of page.seen) p.seen[String(event.id)] = event.at;
        saveCursorState(p, withCursor(toCursorState(p), page.cursor));
        pruneSeen(p, seenCutoff(page.cursor));
        p.rejected += page.rejected;
        return outcome;
      });
    },
    async recordSuccess(at) {
      await db.update((data) => {
        data.poller.lastSuccessAt = at.toISOString();
        data.poller.failures = 0;
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

function pruneSeen(p: PollerState, cutoff: number): void {
  for (const [id, at] of Object.entries(p.seen)) if (at < cutoff) delete p.seen[id];
  const ids = Object.keys(p.seen);
  if (ids.length <= MAX_SEEN_IDS) return;
  const oldest = ids.sort((a, b) => p.seen[a]! - p.seen[b]!).slice(0, ids.length - MAX_SEEN_IDS);
  for (const id of oldest) delete p.seen[id];
}
