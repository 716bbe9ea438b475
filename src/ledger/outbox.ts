import { jsonCopy } from "../store/json.js";
import { type AlertBody, type OutboxData, type OutboxEntry, type StoredAlert } from "../store/alerts-schema.js";
import type { Language } from "../domain/languages.js";
import type { DeliveryData, DeliveryDb } from "./poller-state.js";

/**
 * Alerts waiting for delivery, one entry per (destination, event), and the alerts themselves,
 * kept once per event, in the ledger's database (src/ledger/delivery.ts). A destination is a
 * chat, or a forum topic of a group (its message_thread_id). The poller adds entries in the
 * transaction that moves its cursor; the
 * notifier marks them "sending" before it sends and removes them once Telegram took the message.
 * An entry still "sending" after a crash is sent again (settleInterrupted): no alert is lost.
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

/**
 * `${destination}:${eventId}`. A chat's own key is the "chatId:eventId" that files of the
 * version before topics hold: their entries are the chat's, read as they are, no migration.
 */
export const entryKey = (chatId: number, eventId: number, threadId?: number): string =>
  `${destinationKey(threadId === undefined ? { chatId } : { chatId, threadId })}:${eventId}`;

export const keyOf = (entry: Pick<OutboxEntry, "chatId" | "threadId" | "eventId">): string => entryKey(entry.chatId, entry.eventId, entry.threadId);

/** One destination that receives an event. */
export interface AlertRecipient extends Destination {
  language: Language;
  owner: number;
}

/** An event turned into an alert, and the chats it goes to. */
export interface NewAlert {
  eventId: number;
  /** The event's CreateDateTime. */
  at: string;
  body: AlertBody;
  recipients: AlertRecipient[];
}

/** The alerts of one destination that may be sent now, oldest first. */
export interface ChatBacklog extends Destination {
  entries: readonly OutboxEntry[];
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
   * Destinations with alerts that may be sent at `nowMs` (pending, past their retry time), the
   * one with the oldest alert first. The entries are the mirror's own: read them, do not change them.
   */
  backlog(nowMs: number): ChatBacklog[];
  /** The earliest retry time of a waiting entry, or null when none waits for one. */
  nextRetryAt(): number | null;
  alert(eventId: number): StoredAlert | undefined;
  /**
   * Saved before the message goes out. The mark is made in memory at once (backlog() no longer
   * offers the entries); marks made in the same tick share one save.
   */
  markSending(keys: readonly string[]): Promise<void>;
  /** Telegram took the message: the entries go, and alerts nobody waits for any more. */
  delivered(keys: readonly string[]): Promise<void>;
  /** Alerts that cannot be rendered at all: they go, and are counted (stats().renderFailures). */
  unrenderable(keys: readonly string[]): Promise<void>;
  /** Back to waiting; `failed` counts an attempt (not for a flood wait, which is no failure). */
  release(keys: readonly string[], notBefore: number, failed: boolean): Promise<void>;
  /** Drops every entry of the chat (it blocked the bot or removed it). Returns how many. */
  dropChat(chatId: number): Promise<number>;
  /** The chat's last subscription stopped: its waiting entries go (those being sent finish). Returns how many. */
  dropWaiting(chatId: number): Promise<number>;
  /** A group that became a supergroup: its waiting entries follow it to the new id. */
  moveChat(from: number, to: number): Promise<void>;
  /** A forum topic that is gone: its pending entries go to the group's general chat. */
  leaveTopic(chatId: number, threadId: number): Promise<void>;
  /**
   * After a crash: entries still "sending" go back to waiting, in their order, and are sent
   * again (at least once: a message Telegram took just before the crash shows twice; one that
   * never left is not lost). Returns how many. Run once, before the notifier sends anything.
   */
  settleInterrupted(): Promise<number>;
  stats(): OutboxStats;
}

export function outboxRepo(db: DeliveryDb): OutboxRepo {
  const box = () => db.data.outbox;
  const dropEntries = async (chatId: number, sending: boolean): Promise<number> => {
    await db.fresh();
    if (!Object.values(box().entries).some((e) => e.chatId === chatId)) return 0;
    return db.update((data) => dropChatEntries(data.outbox, chatId, sending));
  };
  return {
    backlog(nowMs) {
      const byDestination = new Map<string, OutboxEntry[]>();
      for (const entry of Object.values(box().entries)) {
        if (entry.state !== "pending" || entry.notBefore > nowMs) continue;
        const key = destinationKey(entry);
        const list = byDestination.get(key);
        if (list) list.push(entry);
        else byDestination.set(key, [entry]);
      }
      const backlogs = [...byDestination.values()].map((entries): ChatBacklog => {
        const { chatId, threadId } = entries[0]!;
        return { chatId, ...(threadId === undefined ? {} : { threadId }), entries: entries.sort((a, b) => a.seq - b.seq) };
      });
      return backlogs.sort((a, b) => a.entries[0]!.seq - b.entries[0]!.seq);
    },
    nextRetryAt() {
      let next: number | null = null;
      for (const entry of Object.values(box().entries)) {
        if (entry.state === "pending" && entry.notBefore > 0 && (next === null || entry.notBefore < next)) next = entry.notBefore;
      }
      return next;
    },
    alert: (eventId) => {
      const alert = box().alerts[String(eventId)];
      return alert && jsonCopy(alert);
    },
    async markSending(keys) {
      await db.update((data) => {
        for (const key of keys) {
          const entry = data.outbox.entries[key];
          if (entry) entry.state = "sending";
        }
      });
    },
    async delivered(keys) {
      await db.update((data) => {
        for (const key of keys) removeEntry(data.outbox, key);
      });
    },
    async unrenderable(keys) {
      await db.update((data) => {
        for (const key of keys) removeEntry(data.outbox, key);
        data.outbox.renderFailures = (data.outbox.renderFailures ?? 0) + keys.length;
      });
    },
    async release(keys, notBefore, failed) {
      await db.update((data) => {
        for (const key of keys) {
          const entry = data.outbox.entries[key];
          if (!entry) continue;
          entry.state = "pending";
          entry.notBefore = notBefore;
          if (failed) entry.attempts += 1;
        }
      });
    },
    dropChat: (chatId) => dropEntries(chatId, true),
    dropWaiting: (chatId) => dropEntries(chatId, false),
    moveChat: (from, to) => db.update((data) => moveEntries(data.outbox, (e) => e.chatId === from, (e) => ({ ...e, chatId: to }))),
    leaveTopic: (chatId, threadId) =>
      db.update((data) =>
        moveEntries(
          data.outbox,
          (e) => e.chatId === chatId && e.threadId === threadId,
          ({ threadId: _gone, ...general }) => general,
        ),
      ),
    async settleInterrupted() {
      const keys = Object.entries(box().entries)
        .filter(([, entry]) => entry.state === "sending")
        .map(([key]) => key);
      if (keys.length > 0) {
        await db.update((data) => {
          for (const key of keys) data.outbox.entries[key]!.state = "pending";
        });
      }
      return keys.length;
    },
    stats() {
      const entries = Object.values(box().entries);
      return {
        entries: entries.length,
        sending: entries.filter((e) => e.state === "sending").length,
        chats: new Set(entries.map((e) => e.chatId)).size,
        renderFailures: box().renderFailures ?? 0,
      };
    },
  };
}

/**
 * Adds alerts to the outbox document (inside the caller's update, so that it is saved with
 * the poller's cursor). An entry that is already there is left as it is. Returns how many
 * entries were added and how many old ones were dropped to respect MAX_OUTBOX_ENTRIES; the
 * keys of both go into `changed` when given.
 */
export function addAlerts(outbox: OutboxData, alerts: readonly NewAlert[], now: Date, changed?: Set<string>): { added: number; dropped: number } {
  const enqueuedAt = now.toISOString();
  const { entries, alerts: stored } = outbox;
  let seq = outbox.nextSeq;
  for (const alert of alerts) {
    const fresh: [string, AlertRecipient][] = [];
    for (const r of alert.recipients) {
      const key = entryKey(r.chatId, alert.eventId, r.threadId);
      if (!entries[key]) fresh.push([key, r]);
    }
    if (fresh.length === 0) continue;
    const id = String(alert.eventId);
    const known = stored[id];
    if (known) known.refs += fresh.length;
    else stored[id] = { eventId: alert.eventId, at: alert.at, refs: fresh.length, body: keptBody(alert.body) };
    for (const [key, r] of fresh) {
      const entry: OutboxEntry = { chatId: r.chatId, eventId: alert.eventId, seq: seq++, state: "pending", attempts: 0, notBefore: 0, enqueuedAt, language: r.language, owner: r.owner };
      if (r.threadId !== undefined) entry.threadId = r.threadId;
      entries[key] = entry;
      changed?.add(key);
    }
  }
  const added = seq - outbox.nextSeq;
  outbox.nextSeq = seq;
  return { added, dropped: capOutbox(outbox, MAX_OUTBOX_ENTRIES, changed) };
}

/** The JSON of the alert bodies addAlerts kept: the ledger writes it as it is (storedBodyJson). */
const bodyJson = new WeakMap<AlertBody, string>();

/**
 * The body as given, its JSON made now: a value JSON cannot hold fails here, in the caller's
 * hands. Not copied (a copy of 5000 bodies was a tenth of a page's work): alertBody makes a fresh
 * one for each event and nothing changes it; the repo hands out copies (alert()).
 */
function keptBody(body: AlertBody): AlertBody {
  if (!bodyJson.has(body)) bodyJson.set(body, JSON.stringify(body));
  return body;
}

/** An alert's body as JSON, made once when it was added. */
export const storedBodyJson = (alert: StoredAlert): string => bodyJson.get(alert.body) ?? JSON.stringify(alert.body);

/** Moves the pending entries `which` selects to where `to` says; one already there wins. */
function moveEntries(outbox: OutboxData, which: (entry: OutboxEntry) => boolean, to: (entry: OutboxEntry) => OutboxEntry): void {
  for (const [key, entry] of Object.entries(outbox.entries)) {
    if (entry.state !== "pending" || !which(entry)) continue;
    delete outbox.entries[key];
    const moved = to(entry);
    if (!outbox.entries[keyOf(moved)]) outbox.entries[keyOf(moved)] = moved;
    else removeEntryRef(outbox, entry.eventId);
  }
}

/** Drops the chat's entries (those being sent too when `sending`). Returns how many. */
function dropChatEntries(outbox: OutboxData, chatId: number, sending: boolean): number {
  let dropped = 0;
  for (const [key, entry] of Object.entries(outbox.entries)) {
    if (entry.chatId !== chatId || (entry.state === "sending" && !sending)) continue;
    removeEntry(outbox, key);
    dropped++;
  }
  return dropped;
}

/** Start-up pruning: entries older than OUTBOX_MAX_AGE_DAYS. Returns how many went. */
export function pruneOutbox(data: Pick<DeliveryData, "outbox">, now: Date): number {
  const cutoff = now.getTime() - OUTBOX_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
  let dropped = 0;
  for (const [key, entry] of Object.entries(data.outbox.entries)) {
    if (Date.parse(entry.enqueuedAt) >= cutoff) continue;
    removeEntry(data.outbox, key);
    dropped++;
  }
  return dropped;
}

function capOutbox(outbox: OutboxData, max: number, changed?: Set<string>): number {
  const keys = Object.keys(outbox.entries);
  if (keys.length <= max) return 0;
  const waiting = keys.filter((k) => outbox.entries[k]!.state === "pending");
  const doomed = waiting.sort((a, b) => outbox.entries[a]!.seq - outbox.entries[b]!.seq).slice(0, keys.length - max);
  for (const key of doomed) {
    removeEntry(outbox, key);
    changed?.add(key);
  }
  return doomed.length;
}

function removeEntry(outbox: OutboxData, key: string): void {
  const entry = outbox.entries[key];
  if (!entry) return;
  delete outbox.entries[key];
  removeEntryRef(outbox, entry.eventId);
}

/** One entry fewer points at the event's alert; the last one takes the alert with it. */
function removeEntryRef(outbox: OutboxData, eventId: number): void {
  const alert = outbox.alerts[String(eventId)];
  if (!alert) return;
  alert.refs -= 1;
  if (alert.refs <= 0) delete outbox.alerts[String(eventId)];
}
