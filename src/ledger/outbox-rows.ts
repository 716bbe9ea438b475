import type { Insertable, Kysely, Transaction } from "kysely";
import type { OutboxData } from "../store/alerts-schema.js";
import { chunks, insertRows, type InsertStatements } from "./batch-insert.js";
import { destinationKey, MAX_OUTBOX_ENTRIES, OUTBOX_MAX_AGE_DAYS, type Destination, type NewAlert } from "./outbox.js";
import { forgetEntries, IDS_PER_QUERY, parseQueued, queuedJson, type QueuedEvent } from "./outbox-queue.js";
import type { AlertQueueTable, LedgerTables } from "./schema.js";

/**
 * The outbox's rows (src/ledger/outbox.ts): a page's alerts queued in the page's transaction,
 * an alert's body let go when no destination waits for it any more, the queue kept bounded and
 * fresh, and a store file's outbox of version 4 or older moved in.
 */

/**
 * Queues a page's alerts, inside the page's transaction: each alert's body once, and for each
 * destination one row of its alerts in order. An event already in the outbox (a page read
 * again) is left as it is. Returns how many alerts were queued, and how many of the oldest
 * waiting were dropped to keep MAX_OUTBOX_ENTRIES.
 */
export async function enqueueAlerts(trx: Transaction<LedgerTables>, statements: InsertStatements, alerts: readonly NewAlert[], now: Date): Promise<{ added: number; dropped: number }> {
  if (alerts.length === 0) return { added: 0, dropped: 0 };
  const known = new Set<number>();
  for (const ids of chunks([...new Set(alerts.map((a) => a.eventId))], IDS_PER_QUERY)) {
    for (const row of await trx.selectFrom("outbox_alerts").select("event_id").where("event_id", "in", ids).execute()) known.add(Number(row.event_id));
  }
  const bodies: LedgerTables["outbox_alerts"][] = [];
  const queues = new Map<string, Destination & { events: QueuedEvent[]; notBefore: number }>();
  for (const alert of alerts) {
    if (known.has(alert.eventId)) continue;
    const reached = new Set<string>();
    for (const r of alert.recipients) {
      const key = destinationKey(r);
      if (reached.has(key)) continue;
      reached.add(key);
      const queue = queues.get(key) ?? queues.set(key, { chatId: r.chatId, ...(r.threadId === undefined ? {} : { threadId: r.threadId }), events: [], notBefore: 0 }).get(key)!;
      queue.events.push({ eventId: alert.eventId, language: r.language, owner: r.owner });
      queue.notBefore = Math.max(queue.notBefore, r.notBefore ?? 0);
    }
    if (reached.size === 0) continue;
    known.add(alert.eventId);
    bodies.push({ event_id: alert.eventId, at: alert.at, body: JSON.stringify(alert.body), refs: reached.size });
  }
  await insertRows(trx, statements, "outbox_alerts", bodies);
  const enqueuedAt = now.toISOString();
  const rows = [...queues.values()].map((q) => queueRow(q, q.events, enqueuedAt, "pending", 0, q.notBefore));
  await insertRows(trx, statements, "alert_queue", rows);
  const added = rows.reduce((sum, row) => sum + row.size, 0);
  return { added, dropped: added > 0 ? await capQueue(trx, MAX_OUTBOX_ENTRIES) : 0 };
}

function queueRow(to: Destination, events: readonly QueuedEvent[], enqueuedAt: string, state = "pending", attempts = 0, notBefore = 0): Insertable<AlertQueueTable> {
  return { chat_id: to.chatId, thread_id: to.threadId ?? null, state, attempts, not_before: notBefore, enqueued_at: enqueuedAt, size: events.length, events: queuedJson(events) };
}

/** Beyond `max` alerts waiting, the oldest waiting go. Returns how many. */
async function capQueue(trx: Transaction<LedgerTables>, max: number): Promise<number> {
  const total = await trx
    .selectFrom("alert_queue")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("size"), eb.lit(0)).as("n"))
    .executeTakeFirstOrThrow();
  let excess = Number(total.n) - max;
  if (excess <= 0) return 0;
  const dropped = excess;
  const gone: number[] = [];
  const whole: number[] = [];
  for (const row of await trx.selectFrom("alert_queue").select(["id", "size", "events"]).where("state", "=", "pending").orderBy("id").execute()) {
    if (excess <= 0) break;
    const events = parseQueued(row.events);
    if (events.length <= excess) {
      whole.push(Number(row.id));
      gone.push(...events.map((e) => e.eventId));
      excess -= events.length;
      continue;
    }
    gone.push(...events.slice(0, excess).map((e) => e.eventId));
    const left = events.slice(excess);
    await trx.updateTable("alert_queue").set({ events: queuedJson(left), size: left.length }).where("id", "=", row.id).execute();
    excess = 0;
  }
  for (const ids of chunks(whole, IDS_PER_QUERY)) await trx.deleteFrom("alert_queue").where("id", "in", ids).execute();
  await forgetEntries(trx, gone);
  return dropped - excess;
}

/** Alerts queued before this (epoch ms) are too old to send. */
const staleBefore = (now: Date): number => now.getTime() - OUTBOX_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;

/** At start: alerts queued more than OUTBOX_MAX_AGE_DAYS ago go. Returns how many. */
export async function pruneOutbox(db: Kysely<LedgerTables>, now: Date): Promise<number> {
  const cutoff = new Date(staleBefore(now)).toISOString();
  return db.transaction().execute(async (trx) => {
    const gone = await trx.deleteFrom("alert_queue").where("enqueued_at", "<", cutoff).returning("events").execute();
    const events = gone.flatMap((row) => parseQueued(row.events).map((q) => q.eventId));
    await forgetEntries(trx, events);
    return events.length;
  });
}

/**
 * A store file's outbox (version 4 or older), inside the transaction that moves its poller state
 * in: each entry its own row in its order, as it was (waiting, or being sent, with its attempts
 * and retry time); entries older than OUTBOX_MAX_AGE_DAYS and those without an alert are left out.
 * Returns how many alerts were queued.
 */
export async function enqueueLegacy(trx: Transaction<LedgerTables>, statements: InsertStatements, outbox: OutboxData, now: Date): Promise<number> {
  const cutoff = staleBefore(now);
  const entries = Object.values(outbox.entries)
    .filter((e) => outbox.alerts[String(e.eventId)] && Date.parse(e.enqueuedAt) >= cutoff)
    .sort((a, b) => a.seq - b.seq);
  const refs = new Map<number, number>();
  for (const e of entries) refs.set(e.eventId, (refs.get(e.eventId) ?? 0) + 1);
  await insertRows(
    trx,
    statements,
    "outbox_alerts",
    [...refs].map(([eventId, n]) => {
      const alert = outbox.alerts[String(eventId)]!;
      return { event_id: eventId, at: alert.at, body: JSON.stringify(alert.body), refs: n };
    }),
  );
  await insertRows(
    trx,
    statements,
    "alert_queue",
    entries.map((e) => queueRow(e, [{ eventId: e.eventId, language: e.language, owner: e.owner }], e.enqueuedAt, e.state, e.attempts, e.notBefore)),
  );
  return entries.length;
}
