import { z } from "zod";
import { outboxEntrySchema, type OutboxData, type OutboxEntry } from "../store/alerts-schema.js";

/**
 * The outbox entries of an alert, kept in the alert's own row (outbox_alerts.entries, migration
 * 0010) as one JSON array of tuples instead of a row per destination: a page of the desk's
 * subscriptions wrote 21,744 entry rows for 5000 alerts. A change of any entry rewrites its
 * alert's row; the mirror in memory (src/ledger/delivery.ts) keeps one entry per destination.
 */

/** [chatId, threadId or null, seq, state, attempts, notBefore, enqueuedAt, language, owner]: the event id is the alert's. */
type EntryTuple = [number, number | null, number, string, number, number, string, string, number];

const rowSchema = z.array(z.array(z.unknown()));

export function encodeEntries(entries: readonly OutboxEntry[]): string {
  return JSON.stringify(entries.map((e): EntryTuple => [e.chatId, e.threadId ?? null, e.seq, e.state, e.attempts, e.notBefore, e.enqueuedAt, e.language, e.owner]));
}

/** The entries of alert `eventId` as its row holds them; one that does not fit its schema throws. */
export function decodeEntries(eventId: number, text: string): OutboxEntry[] {
  return rowSchema
    .parse(JSON.parse(text))
    .map(([chatId, threadId, seq, state, attempts, notBefore, enqueuedAt, language, owner]) =>
      outboxEntrySchema.parse({ chatId, ...(threadId === null ? {} : { threadId }), eventId, seq, state, attempts, notBefore, enqueuedAt, language, owner }),
    );
}

/** The alert an entry key belongs to: its event id ends the key (src/ledger/outbox.ts entryKey). */
export const alertIdOf = (key: string): string => key.slice(key.lastIndexOf(":") + 1);

/**
 * Which entry keys each alert (by event id) has, so that writing an alert's row does not look
 * through the whole outbox. Built from the outbox once, then told of every key a save touches.
 */
export class EntriesByAlert {
  readonly #keys = new Map<number, Set<string>>();

  constructor(outbox: OutboxData) {
    for (const [key, entry] of Object.entries(outbox.entries)) this.#add(entry.eventId, key);
  }

  /** `touched` keys are now as `outbox` holds them (set, changed or gone). */
  follow(outbox: OutboxData, touched: Iterable<string>): void {
    for (const key of touched) {
      const entry = outbox.entries[key];
      if (entry) this.#add(entry.eventId, key);
      else this.#keys.get(Number(alertIdOf(key)))?.delete(key);
    }
  }

  /** The alert's entries that `outbox` holds. */
  entries(outbox: OutboxData, eventId: number): OutboxEntry[] {
    const keys = this.#keys.get(eventId);
    if (!keys) return [];
    const found: OutboxEntry[] = [];
    for (const key of keys) {
      const entry = outbox.entries[key];
      if (entry) found.push(entry);
      else keys.delete(key);
    }
    if (keys.size === 0) this.#keys.delete(eventId);
    return found;
  }

  #add(eventId: number, key: string): void {
    const keys = this.#keys.get(eventId);
    if (keys) keys.add(key);
    else this.#keys.set(eventId, new Set([key]));
  }
}
