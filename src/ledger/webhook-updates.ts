import type { Kysely } from "kysely";
import type { LedgerTables } from "./schema.js";

/**
 * Telegram re-sends an update it saw no answer to, for up to a day, to whichever instance the
 * load balancer picks: an update id is taken once in the database, by one instance, ever.
 */

/** Ids are kept this long: past Telegram's day of re-sending. */
export const WEBHOOK_IDS_KEPT_MS = 2 * 86_400_000;

/** True for the first taker of `updateId` (this call wrote its row), false for a re-delivery. */
export async function takeUpdate(db: Kysely<LedgerTables>, updateId: number, now: Date): Promise<boolean> {
  const result = await db
    .insertInto("webhook_updates")
    .values({ update_id: updateId, taken_at: now.getTime() })
    .onConflict((oc) => oc.column("update_id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Forgets the ids taken before WEBHOOK_IDS_KEPT_MS ago. */
export async function forgetOldUpdates(db: Kysely<LedgerTables>, now: Date): Promise<void> {
  await db.deleteFrom("webhook_updates").where("taken_at", "<", now.getTime() - WEBHOOK_IDS_KEPT_MS).execute();
}
