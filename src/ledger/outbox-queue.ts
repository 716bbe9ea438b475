import type { Kysely, Transaction } from "kysely";
import { z } from "zod";
import { LANGUAGES, type Language } from "../domain/languages.js";
import { chunks } from "./batch-insert.js";
import type { LedgerTables } from "./schema.js";

/** A queue row's alerts (alert_queue.events, src/ledger/outbox.ts), and letting go of alerts that left their rows. */

/** One alert of a queue row, for its destination. */
export interface QueuedEvent {
  eventId: number;
  language: Language;
  owner: number;
}

/** [eventId, language, owner] per alert, in order: alert_queue.events. */
const queuedSchema = z.array(z.tuple([z.number().int(), z.enum(LANGUAGES), z.number().int()]));

/** A queue row's alerts; a row that does not fit its schema throws. */
export function parseQueued(text: string): QueuedEvent[] {
  return queuedSchema.parse(JSON.parse(text)).map(([eventId, language, owner]) => ({ eventId, language, owner }));
}

export const queuedJson = (events: readonly QueuedEvent[]): string => JSON.stringify(events.map((e) => [e.eventId, e.language, e.owner]));

/** Ids per IN list. */
export const IDS_PER_QUERY = 1000;

type Queries = Kysely<LedgerTables> | Transaction<LedgerTables>;

/** These alerts left their destinations (an event once per destination it left): an alert nobody waits for goes. */
export async function forgetEntries(trx: Queries, eventIds: readonly number[]): Promise<void> {
  if (eventIds.length === 0) return;
  const times = new Map<number, number>();
  for (const id of eventIds) times.set(id, (times.get(id) ?? 0) + 1);
  const byTimes = new Map<number, number[]>();
  for (const [id, n] of times) (byTimes.get(n) ?? byTimes.set(n, []).get(n)!).push(id);
  for (const [n, ids] of byTimes) {
    for (const batch of chunks(ids, IDS_PER_QUERY)) await trx.updateTable("outbox_alerts").set((eb) => ({ refs: eb("refs", "-", n) })).where("event_id", "in", batch).execute();
  }
  for (const batch of chunks([...times.keys()], IDS_PER_QUERY)) await trx.deleteFrom("outbox_alerts").where("event_id", "in", batch).where("refs", "<=", 0).execute();
}

