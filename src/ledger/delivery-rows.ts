import type { Transaction, Kysely } from "kysely";
import { alertBodySchema, type OutboxData, type OutboxEntry, type PollerState } from "../store/alerts-schema.js";
import { keyOf, storedBodyJson } from "./outbox.js";
import type { DeliveryData } from "./poller-state.js";
import { chunks, insertRows, type InsertStatements } from "./batch-insert.js";
import { decodeEntries, encodeEntries, type EntriesByAlert } from "./alert-entries.js";
import type { LedgerTables, OutboxAlertsTable } from "./schema.js";

/**
 * The poller's state and the outbox between their SQL rows and the documents the repos of
 * src/ledger/poller-state.ts and outbox.ts work on: read whole at start, written key by key.
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
  const entries: [string, OutboxEntry][] = [];
  for (const alert of await db.selectFrom("outbox_alerts").selectAll().execute()) {
    const eventId = Number(alert.event_id);
    const mine = decodeEntries(eventId, alert.entries);
    if (mine.length === 0) continue;
    outbox.alerts[String(eventId)] = { eventId, at: alert.at, refs: mine.length, body: alertBodySchema.parse(JSON.parse(alert.body)) };
    for (const entry of mine) entries.push([keyOf(entry), entry]);
  }
  // In their order of arrival, as they were added.
  for (const [key, entry] of entries.sort(([, a], [, b]) => a.seq - b.seq)) {
    outbox.entries[key] = entry;
    outbox.nextSeq = entry.seq + 1;
  }
  return data;
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

/**
 * Writes what `touched` names as `data` now holds it, and the poller's row. An alert's row holds
 * its entries (alert-entries.ts): every alert with a touched entry is written whole again.
 */
export async function saveDelivery(trx: Transaction<LedgerTables>, statements: InsertStatements, data: DeliveryData, touched: Touched, byAlert: EntriesByAlert): Promise<void> {
  const { poller, outbox } = data;
  const row = pollerRow(poller, outbox.renderFailures ?? 0);
  await insertRows(trx, statements, "poller_state", [row], { key: "id", update: Object.keys(row).filter((c) => c !== "id") });

  const [seenKept, seenGone] = split(touched.seen, (id) => Object.hasOwn(poller.seen, id));
  await insertRows(trx, statements, "seen_events", seenKept.map((id) => ({ id: Number(id), seen_at: poller.seen[id]! })), { key: "id", update: ["seen_at"] });
  for (const batch of chunks(seenGone, KEYS_PER_DELETE)) await trx.deleteFrom("seen_events").where("id", "in", batch.map(Number)).execute();

  byAlert.follow(outbox, touched.entries);
  const alertRows: OutboxAlertsTable[] = [];
  const alertsGone: number[] = [];
  for (const id of touched.alerts) {
    const alert = outbox.alerts[id];
    const entries = alert ? byAlert.entries(outbox, alert.eventId) : [];
    if (alert && entries.length > 0) alertRows.push({ event_id: alert.eventId, at: alert.at, body: storedBodyJson(alert), entries: encodeEntries(entries) });
    else alertsGone.push(Number(id));
  }
  // The body and time of an alert never change: only its entries are written again.
  await insertRows(trx, statements, "outbox_alerts", alertRows, { key: "event_id", update: ["entries"] });
  for (const batch of chunks(alertsGone, KEYS_PER_DELETE)) await trx.deleteFrom("outbox_alerts").where("event_id", "in", batch).execute();
}

function split<T>(items: Iterable<T>, keep: (item: T) => boolean): [T[], T[]] {
  const yes: T[] = [];
  const no: T[] = [];
  for (const item of items) (keep(item) ? yes : no).push(item);
  return [yes, no];
}
