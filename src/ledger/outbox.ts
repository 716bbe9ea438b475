import type { Kysely, Selectable, Transaction } from "kysely";
import type { Language } from "../domain/languages.js";
import { alertBodySchema, type AlertBody, type StoredAlert } from "../store/alerts-schema.js";
import { chunks } from "./batch-insert.js";
import type { LedgerDialect } from "./open.js";
import { forgetEntries, IDS_PER_QUERY, parseQueued, queuedJson, type QueuedEvent } from "./outbox-queue.js";
import type { AlertQueueTable, LedgerTables } from "./schema.js";

/**
 * Alerts waiting for delivery, in the ledger's database and nowhere else: every instance reads
 * and changes the rows themselves, so what one drops or sends no other still holds in memory.
 *
 * An alert's body is kept once per event (outbox_alerts, with the number of destinations still
 * waiting for it). What waits is queued per destination: a row of alert_queue holds one
 * destination's alerts of one page, in order (a page to the desk's subscriptions is a handful of
 * rows, not a row per destination and event). A destination is a chat, or a forum topic of a
 * group (its message_thread_id). The poller queues a page's alerts in the transaction that moves
 * its cursor (outbox-rows.ts enqueueAlerts). The notifier claims the rows of a message (pending
 * to "sending", a conditional update: of two claims of one row one wins), sends, then takes the
 * alerts it sent out of their rows. A row still "sending" when a leader takes over is sent again
 * (settleInterrupted): no alert is lost.
 */

/** More than this and the oldest waiting entries go: a chat that cannot be reached must not fill the disk. */
export const MAX_OUTBOX_ENTRIES = 50_000;
/** Alerts older than this are dropped at start-up: news of a sale a week late helps nobody. */
export const OUTBOX_MAX_AGE_DAYS = 3;

/** Where an alert goes: a chat, or one forum topic of it. */
export interface Destination {
  chatId: number;
  /** message_thread_id of a forum topic; absent: the chat itself. */
  threadId?: number;
}

/** "chatId" or "chatId/threadId": one destination. */
export const destinationKey = ({ chatId, threadId }: Destination): string => (threadId === undefined ? String(chatId) : `${chatId}/${threadId}`);

/** One destination that receives an event. */
export interface AlertRecipient extends Destination {
  language: Language;
  owner: number;
  /** Epoch ms before which its alerts wait (the chat's quiet hours); absent: none. */
  notBefore?: number;
}

/** An event turned into an alert, and the chats it goes to. */
export interface NewAlert {
  eventId: number;
  /** The event's CreateDateTime. */
  at: string;
  body: AlertBody;
  recipients: AlertRecipient[];
}

/** One alert waiting for one destination. */
export interface QueuedAlert extends Destination {
  eventId: number;
  /** Its queue row (one destination's alerts of one page). */
  row: number;
  /** Failed attempts to send its row's first message (flood waits not counted). */
  attempts: number;
  enqueuedAt: string;
  language: Language;
  /** Who may press the alert's buttons: the user of a private chat, the subscriber in a group. */
  owner: number;
}

/** The alerts of one destination that may be sent now, oldest first. */
export interface ChatBacklog extends Destination {
  entries: readonly QueuedAlert[];
}

export interface OutboxStats {
  entries: number;
  sending: number;
  chats: number;
  /** Alerts dropped because they could not be rendered at all, since the start of records. */
  renderFailures: number;
}

export interface OutboxRepo {
  /**
   * Destinations whose oldest alert may be sent at `nowMs` (waiting, past its retry time), the
   * one with the oldest alert first; of each, its alerts in order, more than `enough` when more wait.
   */
  backlog(nowMs: number, enough?: number): Promise<ChatBacklog[]>;
  /** The earliest retry time after `nowMs` of a waiting alert, or null when none waits for one. */
  nextRetryAt(nowMs: number): Promise<number | null>;
  /** The alerts of these events that are still waiting somewhere. */
  alerts(eventIds: readonly number[]): Promise<Map<number, StoredAlert>>;
  /**
   * Claims the rows of these alerts before their message goes: true when every one was waiting
   * and is now "sending" here; false (nothing claimed) when another sender had one.
   */
  markSending(entries: readonly QueuedAlert[]): Promise<boolean>;
  /** Telegram took the message: the alerts leave their rows, and alerts nobody waits for any more go. */
  delivered(entries: readonly QueuedAlert[]): Promise<void>;
  /** Alerts that cannot be rendered at all: they go, and are counted (stats().renderFailures). */
  unrenderable(entries: readonly QueuedAlert[]): Promise<void>;
  /** Their rows wait again; `failed` counts an attempt (not for a flood wait, which is no failure). */
  release(entries: readonly QueuedAlert[], notBefore: number, failed: boolean): Promise<void>;
  /** Drops every alert of the chat (it blocked the bot or removed it). Returns how many. */
  dropChat(chatId: number): Promise<number>;
  /**
   * The chat's last subscription stopped: its waiting alerts go. A row a message is being sent
   * from finishes, the rest of its page's alerts with it. Returns how many went.
   */
  dropWaiting(chatId: number): Promise<number>;
  /** A group that became a supergroup: its waiting alerts follow it to the new id. */
  moveChat(from: number, to: number): Promise<void>;
  /** A forum topic that is gone: its waiting alerts go to the group's general chat. */
  leaveTopic(chatId: number, threadId: number): Promise<void>;
  /**
   * When a sender starts (this instance starts leading): alerts still "sending" wait again, in
   * their order, and are sent again (at least once: a message Telegram took just before the
   * sender died shows twice; one that never left is not lost). Returns how many.
   */
  settleInterrupted(): Promise<number>;
  stats(): Promise<OutboxStats>;
}

export function outboxRepo(db: Kysely<LedgerTables>, dialect: LedgerDialect): OutboxRepo {
  const postgres = dialect === "postgres";
  const rowsOf = (entries: readonly QueuedAlert[]): number[] => [...new Set(entries.map((e) => e.row))];
  /** Takes these alerts out of their rows (a row left empty goes); rows with alerts left wait again. */
  const takeOut = async (trx: Transaction<LedgerTables>, entries: readonly QueuedAlert[]): Promise<number[]> => {
    const byRow = new Map<number, Set<number>>();
    for (const e of entries) (byRow.get(e.row) ?? byRow.set(e.row, new Set()).get(e.row)!).add(e.eventId);
    const removed: number[] = [];
    for (const [id, events] of byRow) {
      const row = await trx
        .selectFrom("alert_queue")
        .select("events")
        .where("id", "=", id)
        .$if(postgres, (q) => q.forUpdate())
        .executeTakeFirst();
      if (!row) continue;
      const queued = parseQueued(row.events);
      const left = queued.filter((q) => !events.has(q.eventId));
      for (const q of queued) if (events.has(q.eventId)) removed.push(q.eventId);
      if (left.length === 0) await trx.deleteFrom("alert_queue").where("id", "=", id).execute();
      else await trx.updateTable("alert_queue").set({ events: queuedJson(left), size: left.length, state: "pending", not_before: 0, attempts: 0 }).where("id", "=", id).execute();
    }
    await forgetEntries(trx, removed);
    return removed;
  };
  const drop = async (chatId: number, waitingOnly: boolean): Promise<number> =>
    db.transaction().execute(async (trx) => {
      const gone = await trx
        .deleteFrom("alert_queue")
        .where("chat_id", "=", chatId)
        .$if(waitingOnly, (q) => q.where("state", "=", "pending"))
        .returning("events")
        .execute();
      const events = gone.flatMap((row) => parseQueued(row.events).map((q) => q.eventId));
      await forgetEntries(trx, events);
      return events.length;
    });
  return {
    async backlog(nowMs, enough = Infinity) {
      const heads = await db.selectFrom("alert_queue").select(["id", "chat_id", "thread_id", "state", "not_before", "size"]).orderBy("id").execute();
      const chosen = new Map<string, { rows: number[]; size: number }>();
      const waiting = new Set<string>();
      for (const row of heads) {
        const key = destinationKey(destinationOf(row));
        if (waiting.has(key)) continue;
        // A destination's alerts keep their order: its oldest row decides whether it may go.
        if (row.state !== "pending" || Number(row.not_before) > nowMs) {
          waiting.add(key);
          continue;
        }
        const mine = chosen.get(key) ?? chosen.set(key, { rows: [], size: 0 }).get(key)!;
        if (mine.size > enough) continue;
        mine.rows.push(Number(row.id));
        mine.size += Number(row.size);
      }
      const rows = new Map<number, Selectable<AlertQueueTable>>();
      for (const ids of chunks([...chosen.values()].flatMap((c) => c.rows), IDS_PER_QUERY)) {
        for (const row of await db.selectFrom("alert_queue").selectAll().where("id", "in", ids).execute()) rows.set(Number(row.id), row);
      }
      const backlogs: ChatBacklog[] = [];
      for (const { rows: ids } of chosen.values()) {
        const entries = ids.flatMap((id) => {
          const row = rows.get(id);
          return row ? parseQueued(row.events).map((q) => queuedAlert(row, q)) : [];
        });
        if (entries.length > 0) backlogs.push({ ...destinationOf(rows.get(ids[0]!)!), entries });
      }
      return backlogs;
    },
    async nextRetryAt(nowMs) {
      const row = await db
        .selectFrom("alert_queue")
        .select((eb) => eb.fn.min("not_before").as("at"))
        .where("state", "=", "pending")
        .where("not_before", ">", nowMs)
        .executeTakeFirst();
      return row?.at === null || row?.at === undefined ? null : Number(row.at);
    },
    async alerts(eventIds) {
      const found = new Map<number, StoredAlert>();
      for (const ids of chunks([...new Set(eventIds)], IDS_PER_QUERY)) {
        for (const row of await db.selectFrom("outbox_alerts").selectAll().where("event_id", "in", ids).execute()) {
          const eventId = Number(row.event_id);
          found.set(eventId, { eventId, at: row.at, refs: Number(row.refs), body: alertBodySchema.parse(JSON.parse(row.body)) });
        }
      }
      return found;
    },
    markSending: (entries) =>
      db.transaction().execute(async (trx) => {
        const rows = rowsOf(entries);
        // Nothing to claim (PostgreSQL refuses an empty IN list).
        if (rows.length === 0) return true;
        const claimed = await trx.updateTable("alert_queue").set({ state: "sending" }).where("id", "in", rows).where("state", "=", "pending").returning("id").execute();
        if (claimed.length === rows.length) return true;
        // Another sender has one of them: this message is not this sender's to send.
        if (claimed.length > 0) await trx.updateTable("alert_queue").set({ state: "pending" }).where("id", "in", claimed.map((c) => c.id)).execute();
        return false;
      }),
    async delivered(entries) {
      await db.transaction().execute((trx) => takeOut(trx, entries));
    },
    async unrenderable(entries) {
      await db.transaction().execute(async (trx) => {
        const removed = await takeOut(trx, entries);
        if (removed.length === 0) return;
        await trx
          .insertInto("poller_state")
          .values({ id: 1, failures: 0, rejected: 0, render_failures: removed.length })
          .onConflict((oc) => oc.column("id").doUpdateSet((eb) => ({ render_failures: eb("poller_state.render_failures", "+", eb.ref("excluded.render_failures")) })))
          .execute();
      });
    },
    async release(entries, notBefore, failed) {
      if (entries.length === 0) return;
      await db
        .updateTable("alert_queue")
        .set((eb) => ({ state: "pending", not_before: notBefore, attempts: failed ? eb("attempts", "+", 1) : eb.ref("attempts") }))
        .where("id", "in", rowsOf(entries))
        .execute();
    },
    dropChat: (chatId) => drop(chatId, false),
    dropWaiting: (chatId) => drop(chatId, true),
    async moveChat(from, to) {
      await db.updateTable("alert_queue").set({ chat_id: to }).where("chat_id", "=", from).where("state", "=", "pending").execute();
    },
    async leaveTopic(chatId, threadId) {
      await db.updateTable("alert_queue").set({ thread_id: null }).where("chat_id", "=", chatId).where("thread_id", "=", threadId).where("state", "=", "pending").execute();
    },
    async settleInterrupted() {
      const rows = await db.updateTable("alert_queue").set({ state: "pending" }).where("state", "=", "sending").returning("size").execute();
      return rows.reduce((sum, row) => sum + Number(row.size), 0);
    },
    async stats() {
      const [queue, poller] = await Promise.all([
        db
          .selectFrom("alert_queue")
          .select((eb) => [
            eb.fn.coalesce(eb.fn.sum<number>("size"), eb.lit(0)).as("entries"),
            eb.fn.coalesce(eb.fn.sum<number>(eb.case().when("state", "=", "sending").then(eb.ref("size")).else(0).end()), eb.lit(0)).as("sending"),
            eb.fn.count<number>("chat_id").distinct().as("chats"),
          ])
          .executeTakeFirstOrThrow(),
        db.selectFrom("poller_state").select("render_failures").where("id", "=", 1).executeTakeFirst(),
      ]);
      return { entries: Number(queue.entries), sending: Number(queue.sending), chats: Number(queue.chats), renderFailures: Number(poller?.render_failures ?? 0) };
    },
  };
}

function destinationOf(row: { chat_id: number; thread_id: number | null }): Destination {
  return row.thread_id === null ? { chatId: Number(row.chat_id) } : { chatId: Number(row.chat_id), threadId: Number(row.thread_id) };
}

function queuedAlert(row: Selectable<AlertQueueTable>, q: QueuedEvent): QueuedAlert {
  return { ...destinationOf(row), eventId: q.eventId, row: Number(row.id), attempts: Number(row.attempts), enqueuedAt: row.enqueued_at, language: q.language, owner: q.owner };
}
