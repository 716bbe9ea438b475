import type { EventType } from "../wire/events.js";

/**
 * The event feed of one simulator instance, ordered by creation time then id. Data is rendered
 * when asked for, so a large seeded feed costs a few numbers per event, not a JSON tree.
 */
export interface StoredEvent {
  id: number;
  type: EventType;
  /** Whole seconds, epoch ms. */
  createdMs: number;
  data: () => object;
}

export interface EventQuery {
  fromMs: number;
  toMs: number;
  /** null or empty: every type. */
  types: ReadonlySet<string> | null;
  /** Events created later than this are not visible yet (the feed lags reality). */
  visibleUntilMs: number;
  limit: number;
}

const FIRST_ID = 100_001;

export const toWholeSecond = (ms: number): number => Math.floor(ms / 1000) * 1000;

export class EventStore {
  private readonly events: StoredEvent[] = [];
  private nextId = FIRST_ID;

  /** The startup history: sorted by time and numbered in that order. Call before append. */
  seed(entries: ReadonlyArray<Omit<StoredEvent, "id">>): void {
    if (this.events.length > 0) throw new Error("the event feed is already seeded");
    const sorted = entries.map((e) => ({ ...e, createdMs: toWholeSecond(e.createdMs) })).sort((a, b) => a.createdMs - b.createdMs);
    for (const entry of sorted) this.events.push({ ...entry, id: this.nextId++ });
  }

  /** A new event; ids only grow. An injected clock may go back: the event is placed by time. */
  append(type: EventType, createdMs: number, data: () => object): StoredEvent {
    const event: StoredEvent = { id: this.nextId++, type, createdMs: toWholeSecond(createdMs), data };
    this.events.splice(this.upperBound(event.createdMs), 0, event);
    return event;
  }

  query(q: EventQuery): StoredEvent[] {
    const until = Math.min(q.toMs, q.visibleUntilMs);
    const out: StoredEvent[] = [];
    for (let i = this.lowerBound(q.fromMs); i < this.events.length && out.length < q.limit; i++) {
      const event = this.events[i]!;
      if (event.createdMs > until) break;
      if (this.matches(event, q.types)) out.push(event);
    }
    return out;
  }

  /** True when `types` (null or empty: every type) names the event's type. */
  matches(event: StoredEvent, types: ReadonlySet<string> | null): boolean {
    return !types || types.size === 0 || types.has(event.type);
  }

  byId(id: number): StoredEvent | undefined {
    return this.events.find((event) => event.id === id);
  }

  /** First index whose time is >= ms. */
  private lowerBound(ms: number): number {
    let lo = 0;
    let hi = this.events.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.events[mid]!.createdMs < ms) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** First index whose time is > ms. */
  private upperBound(ms: number): number {
    let lo = 0;
    let hi = this.events.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.events[mid]!.createdMs <= ms) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
