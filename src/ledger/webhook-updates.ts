import type { Kysely } from "kysely";
import type { LedgerTables } from "./schema.js";

/**
 * Telegram re-sends an update it saw no answer to, for up to a day, to whichever instance the
 * load balancer picks: an update id is taken once in the database, by one instance, ever.
 *
 * Behind a balancer two updates of one chat (a double tap, a reply typed while the answer is on
 * its way) may also reach two instances at once. Each update is taken with its chat before it
 * is answered, so Telegram sends the next only once the one before is recorded; an update then
 * waits until every earlier update of its chat is handled (`earlierUnhandled`), whichever
 * instance has it. An instance that died while handling one holds its chat for HANDLING_LEASE_MS.
 */

/** Ids are kept this long: past Telegram's day of re-sending. */
export const WEBHOOK_IDS_KEPT_MS = 2 * 86_400_000;

/** Past this, an update still unhandled is taken for one its instance dropped (it died): its chat goes on. */
export const HANDLING_LEASE_MS = 60_000;

/**
 * True for the first taker of `updateId` (this call wrote its row), false for a re-delivery.
 * `chatId`: the chat it belongs to (the user's, for an update without a chat); absent for an
 * inline query, which waits for nothing.
 */
export async function takeUpdate(db: Kysely<LedgerTables>, updateId: number, now: Date, chatId?: number): Promise<boolean> {
  const result = await db
    .insertInto("webhook_updates")
    .values({ update_id: updateId, taken_at: now.getTime(), chat_id: chatId ?? null, handled_at: null })
    .onConflict((oc) => oc.column("update_id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** True while an earlier update of the chat, taken within the lease, is not handled yet. */
export async function earlierUnhandled(db: Kysely<LedgerTables>, chatId: number, updateId: number, nowMs: number): Promise<boolean> {
  const earlier = await db
    .selectFrom("webhook_updates")
    .select("update_id")
    .where("chat_id", "=", chatId)
    .where("update_id", "<", updateId)
    .where("handled_at", "is", null)
    .where("taken_at", ">", nowMs - HANDLING_LEASE_MS)
    .limit(1)
    .executeTakeFirst();
  return earlier !== undefined;
}

/** The update is handled: the next of its chat may go. */
export async function markHandled(db: Kysely<LedgerTables>, updateId: number, nowMs: number): Promise<void> {
  await db.updateTable("webhook_updates").set({ handled_at: nowMs }).where("update_id", "=", updateId).execute();
}

/** Forgets the ids taken before WEBHOOK_IDS_KEPT_MS ago. */
export async function forgetOldUpdates(db: Kysely<LedgerTables>, now: Date): Promise<void> {
  await db.deleteFrom("webhook_updates").where("taken_at", "<", now.getTime() - WEBHOOK_IDS_KEPT_MS).execute();
}
