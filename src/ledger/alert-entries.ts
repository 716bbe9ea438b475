import { z } from "zod";
import { outboxEntrySchema, type OutboxEntry } from "../store/alerts-schema.js";

/**
 * The outbox entries of an alert as migrations 0010 to 0021 kept them in the alert's own row
 * (outbox_alerts.entries): one JSON array of tuples. Migration 0010 wrote them so; 0022 reads
 * them into the queue rows of today (src/ledger/outbox.ts).
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
