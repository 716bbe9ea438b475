import type { Kysely } from "kysely";
import type { LedgerTables } from "./schema.js";

/**
 * Several instances behind a load balancer may get two updates of one chat at once (a double
 * tap, a reply typed while the answer to the last one is on its way). Inside one process grammY's
 * sequentialize runs them one after the other; across instances a chat's turn is a row: the
 * handling that wrote it has the chat, the others wait for it to go. A turn whose instance died
 * ends by itself after TURN_LEASE_MS.
 */

/** Longer than any one update's handling (the supplier's slowest call and its retries). */
export const TURN_LEASE_MS = 120_000;

/** True when `holder` has the chat's turn now (taken, or its own still). */
export async function takeTurn(db: Kysely<LedgerTables>, chatId: number, holder: string, nowMs: number): Promise<boolean> {
  const taken = await db
    .insertInto("chat_turns")
    .values({ chat_id: chatId, holder, until_ms: nowMs + TURN_LEASE_MS })
    .onConflict((oc) =>
      oc
        .column("chat_id")
        .doUpdateSet({ holder, until_ms: nowMs + TURN_LEASE_MS })
        .where((eb) => eb.or([eb("chat_turns.until_ms", "<", nowMs), eb("chat_turns.holder", "=", holder)])),
    )
    .executeTakeFirst();
  return Number(taken.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Gives the chat's turn back (only `holder`'s own). */
export async function endTurn(db: Kysely<LedgerTables>, chatId: number, holder: string): Promise<void> {
  await db.deleteFrom("chat_turns").where("chat_id", "=", chatId).where("holder", "=", holder).execute();
}

/** Turns of instances that died, long over. */
export async function forgetOldTurns(db: Kysely<LedgerTables>, nowMs: number): Promise<void> {
  await db.deleteFrom("chat_turns").where("until_ms", "<", nowMs).execute();
}
