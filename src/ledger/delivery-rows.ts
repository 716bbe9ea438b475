import type { Transaction, Kysely } from "kysely";
import { alertBodySchema, type OutboxData, type OutboxEntry, type PollerState } from "../store/alerts-schema.js";
import type { DeliveryData } from "../store/poller.js";
import { insertRows, type InsertStatements } from "./batch-insert.js";
import type { LedgerTables, OutboxEntriesTable } from "./schema.js";

/**
 * The poller's state and the outbox between their SQL rows and the documents the repos of
 * src/store/poller.ts and outbox.ts work on: read whole at start, written key by key.
 */

/** What one update changed: keys present in memory are written, absent ones deleted. */
export interface Touched {
  seen: ReadonlySet<string>;
  entries: ReadonlySet<string>;
  /** Event ids whose alert may have come or gone. */
  alerts: ReadonlySet<string>;
}

/** Keys per DELETE's IN list. */
const KEYS_PER_DELETE = 1000;

export function emptyDelivery(): DeliveryData {
  return {
    poller: { cursor: null, since: null, done: null, appliedStart: null, seen: {}, lastSuccessAt: null, lastErrorAt: null, lastError: null, failures: 0, rejected: 0 },
    outbox: { nextSeq: 1, entries: {}, alerts: {} },
  };
}

export async function loadDelivery(db: Kysely<LedgerTables>): Promise<DeliveryData> {
  const data = emptyDelivery();
  const row = await db.selectFrom("poller_state").selectAll().where("id", "=", 1).executeTakeFirst();
  if (row) {
    data.poller = {
      cursor: row.cursor,
      since: row.since,
      done: row.done_from && row.done_to ? { from: row.done_from, to: row.done_to } : null,
      appliedStart: row.applied_start,
      seen: {},
      newestEventAt: row.newest_event_at,
      lastArrivalAt: row.last_arrival_at,
      lastSuccessAt: row.last_success_at,
      lastErrorAt: row.last_error_at,
      lastError: row.last_error,
      failures: Number(row.failures),
      rejected: Number(row.rejected),
    };
    data.outbox.renderFailures = Number(row.render_failures);
  }
  for (const seen of await db.selectFrom("seen_events").selectAll().execute()) data.poller.seen[String(seen.id)] = Number(seen.seen_at);
  const outbox: OutboxData = data.outbox;
  for (const entry of await db.selectFrom("outbox_entries").selectAll().orderBy("seq").execute()) {
    outbox.entries[entry.key] = toEntry(entry);
    outbox.nextSeq = Number(entry.seq) + 1;
  }
  const refs = new Map<number, number>();
  for (const entry of Object.values(outbox.entries)) refs.set(entry.eventId, (refs.get(entry.eventId) ?? 0) + 1);
  for (const alert of await db.selectFrom("outbox_alerts").selectAll().execute()) {
    const count = refs.get(Number(alert.event_id)) ?? 0;
    if (count > 0) outbox.alerts[String(alert.event_id)] = { eventId: Number(alert.event_id), at: alert.at, refs: count, body: alertBodySchema.parse(JSON.parse(alert.body)) };
  }
  return data;
}

function toEntry(row: OutboxEntriesTable): OutboxEntry {
  return {
    chatId: Number(row.chat_id),
    ...(row.thread_id === null ? {} : { threadId: Number(row.thread_id) }),
    eventId: Number(row.event_id),
    seq: Number(row.seq),
    state: row.state as OutboxEntry["state"],
    attempts: Number(row.attempts),
    notBefore: Number(row.not_before),
    enqueuedAt: row.enqueued_at,
    language: row.language as OutboxEntry["language"],
    owner: Number(row.owner),
  };
}

function toRow(key: string, e: OutboxEntry): OutboxEntriesTable {
  return {
    key,
    chat_id: e.chatId,
    thread_id: e.threadId ?? null,
    event_id: e.eventId,
    seq: e.seq,
    state: e.state,
    attempts: e.attempts,
    not_before: e.notBefore,
    enqueued_at: e.enqueuedAt,
    language: e.language,
    owner: e.owner,
  };
}

function pollerRow(p: PollerState, renderFailures: number): LedgerTables["poller_state"] {
  return {
    id: 1,
    cursor: p.cursor,
    since: p.since,
    done_from: p.done?.from ?? null,
    done_to: p.done?.to ?? null,
    applied_start: p.appliedStart,
    newest_event_at: p.newestEventAt ?? null,
    last_arrival_at: p.lastArrivalAt ?? null,
    last_success_at: p.lastSuccessAt,
    last_error_at: p.lastErrorAt,
    last_error: p.lastError,
    failures: p.failures,
    rejected: p.rejected,
    render_failures: renderFailures,
  };
}

/** Columns an outbox entry changes after it is added (its key, event, seq and recipient stay). */
const ENTRY_CHANGES = ["chat_id", "thread_id", "state", "attempts", "not_before"] as const;

/** Writes what `touched` names as `data` now holds it, and the poller's row. */
export async function saveDelivery(trx: Transaction<LedgerTables>, statements: InsertStatements, data: DeliveryData, touched: Touched): Promise<void> {
  const { poller, outbox } = data;
  const row = pollerRow(poller, outbox.renderFailures ?? 0);
  await insertRows(trx, statements, "poller_state", [row], { key: "id", update: Object.keys(row).filter((c) => c !== "id") });

  const [seenKept, seenGone] = split(touched.seen, (id) => Object.hasOwn(poller.seen, id));
  await insertRows(trx, statements, "seen_events", seenKept.map((id) => ({ id: Number(id), seen_at: poller.seen[id]! })), { key: "id", update: ["seen_at"] });
  for (const batch of chunks(seenGone, KEYS_PER_DELETE)) await trx.deleteFrom("seen_events").where("id", "in", batch.map(Number)).execute();

  const [kept, gone] = split(touched.entries, (key) => Object.hasOwn(outbox.entries, key));
  await insertRows(trx, statements, "outbox_entries", kept.map((key) => toRow(key, outbox.entries[key]!)), { key: "key", update: ENTRY_CHANGES });
  for (const batch of chunks(gone, KEYS_PER_DELETE)) await trx.deleteFrom("outbox_entries").where("key", "in", batch).execute();

  const [alertsKept, alertsGone] = split(touched.alerts, (id) => Object.hasOwn(outbox.alerts, id));
  await insertRows(trx, statements, "outbox_alerts", alertsKept.map((id) => ({ event_id: Number(id), at: outbox.alerts[id]!.at, body: JSON.stringify(outbox.alerts[id]!.body) })));
  for (const batch of chunks(alertsGone, KEYS_PER_DELETE)) await trx.deleteFrom("outbox_alerts").where("event_id", "in", batch.map(Number)).execute();
}

function split<T>(items: Iterable<T>, keep: (item: T) => boolean): [T[], T[]] {
  const yes: T[] = [];
  const no: T[] = [];
  for (const item of items) (keep(item) ? yes : no).push(item);
  return [yes, no];
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
