import type { Transaction, Kysely } from "kysely";
import type { PollerState } from "../store/alerts-schema.js";
import type { PollerData } from "./poller-state.js";
import { chunks, insertRows, type InsertStatements } from "./batch-insert.js";
import type { LedgerTables } from "./schema.js";

/**
 * The poller's state between its SQL rows and the document the repo of
 * src/ledger/poller-state.ts works on: read whole at start, the seen ids written key by key.
 */

/** Seen ids one update set (present in memory: written) or deleted (absent: deleted). */
export type TouchedSeen = ReadonlySet<string>;

/** Keys per DELETE's IN list. */
const KEYS_PER_DELETE = 1000;

export function emptyPoller(): PollerState {
  return { cursor: null, since: null, done: null, appliedStart: null, seen: {}, lastSuccessAt: null, lastErrorAt: null, lastError: null, failures: 0, rejected: 0 };
}

export async function loadPoller(db: Kysely<LedgerTables>): Promise<PollerData> {
  const poller = emptyPoller();
  const row = await db.selectFrom("poller_state").selectAll().where("id", "=", 1).executeTakeFirst();
  if (row) {
    Object.assign(poller, {
      cursor: row.cursor,
      since: row.since,
      done: row.done_from && row.done_to ? { from: row.done_from, to: row.done_to } : null,
      appliedStart: row.applied_start,
      newestEventAt: row.newest_event_at,
      lastArrivalAt: row.last_arrival_at,
      lastSuccessAt: row.last_success_at,
      lastErrorAt: row.last_error_at,
      lastError: row.last_error,
      failures: Number(row.failures),
      rejected: Number(row.rejected),
    });
  }
  for (const seen of await db.selectFrom("seen_events").selectAll().execute()) poller.seen[String(seen.id)] = Number(seen.seen_at);
  return { poller };
}

/** The poller's row; render_failures is the outbox's (src/ledger/outbox.ts): 0 when the row is new, left as it is after. */
function pollerRow(p: PollerState): LedgerTables["poller_state"] {
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
    render_failures: 0,
  };
}

/** Writes the poller's row, and the seen ids `touched` names as `data` now holds them. */
export async function savePoller(trx: Transaction<LedgerTables>, statements: InsertStatements, data: PollerData, touched: TouchedSeen): Promise<void> {
  const { poller } = data;
  const row = pollerRow(poller);
  await insertRows(trx, statements, "poller_state", [row], { key: "id", update: Object.keys(row).filter((c) => c !== "id" && c !== "render_failures") });
  const kept: string[] = [];
  const gone: number[] = [];
  for (const id of touched) {
    if (Object.hasOwn(poller.seen, id)) kept.push(id);
    else gone.push(Number(id));
  }
  await insertRows(trx, statements, "seen_events", kept.map((id) => ({ id: Number(id), seen_at: poller.seen[id]! })), { key: "id", update: ["seen_at"] });
  for (const batch of chunks(gone, KEYS_PER_DELETE)) await trx.deleteFrom("seen_events").where("id", "in", batch).execute();
}
