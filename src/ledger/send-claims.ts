import type { Kysely } from "kysely";
import type { LedgerTables } from "./schema.js";

/**
 * A message the background work sends once (a day's digest, a refund's outcome) is claimed in the
 * database before it goes: a leader that was deposed but still runs, or two instances leading for
 * a moment, never both send it. A claim whose sender died before Telegram took the message ends
 * after SEND_CLAIM_LEASE_MS and the message is claimed again: a crash never loses it. Only a kill
 * in the instant between Telegram's answer and `claimSent` sends it twice, as before the claims.
 */

/** Longer than any one send (a digest's chart upload times out in 30 s). */
export const SEND_CLAIM_LEASE_MS = 5 * 60_000;
/** Sent claims are kept this long: past any catch-up after a stop (digests: 6 hours). */
export const SEND_CLAIMS_KEPT_MS = 7 * 86_400_000;

export type SendKind = "digest" | "report" | "refund-outcome" | "run-outcomes";

/** True when `holder` may send it now: nobody holds it, its claim lapsed, and it was not sent. */
export async function claimSend(db: Kysely<LedgerTables>, kind: SendKind, key: string, holder: string, nowMs: number): Promise<boolean> {
  const taken = await db
    .insertInto("send_claims")
    .values({ kind, key, holder, claimed_at: nowMs, sent_at: null })
    .onConflict((oc) =>
      oc
        .columns(["kind", "key"])
        .doUpdateSet({ holder, claimed_at: nowMs })
        .where((eb) => eb.and([eb("send_claims.sent_at", "is", null), eb("send_claims.claimed_at", "<=", nowMs - SEND_CLAIM_LEASE_MS)])),
    )
    .executeTakeFirst();
  return Number(taken.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Telegram took it (or refused it for good): never sent again. */
export async function claimSent(db: Kysely<LedgerTables>, kind: SendKind, key: string, nowMs: number): Promise<void> {
  await db.updateTable("send_claims").set({ sent_at: nowMs }).where("kind", "=", kind).where("key", "=", key).execute();
}

/** It did not go out and is to be tried again (by whichever instance leads then). */
export async function releaseSend(db: Kysely<LedgerTables>, kind: SendKind, key: string, holder: string): Promise<void> {
  await db.deleteFrom("send_claims").where("kind", "=", kind).where("key", "=", key).where("holder", "=", holder).where("sent_at", "is", null).execute();
}

/** Forgets claims older than SEND_CLAIMS_KEPT_MS (retention). */
export async function forgetOldSendClaims(db: Kysely<LedgerTables>, nowMs: number): Promise<void> {
  await db.deleteFrom("send_claims").where("claimed_at", "<", nowMs - SEND_CLAIMS_KEPT_MS).execute();
}
