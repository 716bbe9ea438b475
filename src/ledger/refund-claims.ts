import { hostname } from "node:os";
import type { Kysely } from "kysely";
import type { LedgerTables, RefundClaimsTable } from "./schema.js";

/**
 * Tickets claimed for DoRefund, one row per ticket in the ledger's database, so that every
 * instance on one database sees every other's calls (src/bot/refund/ledger.ts is the guard that
 * decides with them). A claim is written before the call; a ticket is claimed again only when
 * its row is free (the call failed, or the supplier rejected the refund later) or doubtful
 * (under way or of unknown outcome) since before the guard's window.
 */

export type ClaimState = "pending" | "ok" | "unknown" | "free";

export interface TicketClaim {
  pnr: string;
  tickets: readonly string[];
  /** ISO 8601. */
  at: string;
  holder: string;
  userName: string;
}

/** This process's name on its claims: the machine and the DATA_DIR, the same after a restart. */
export const claimHolder = (dataDir: string): string => `${hostname()}:${dataDir}`;

/**
 * Claims every ticket or none, atomically on both databases. `doubtfulSince` (ISO 8601): a
 * pending or unknown claim older than it no longer holds. Null when granted, else the row
 * that holds.
 */
export async function claimTickets(db: Kysely<LedgerTables>, claim: TicketClaim, doubtfulSince: string): Promise<RefundClaimsTable | null> {
  let holding: RefundClaimsTable | null = null;
  await db
    .transaction()
    .execute(async (trx) => {
      // In one order, so two claims of overlapping tickets wait for each other instead of deadlocking.
      for (const ticket of [...claim.tickets].sort()) {
        const row = { pnr: claim.pnr, ticket, state: "pending", claimed_at: claim.at, holder: claim.holder, user_name: claim.userName, tracking_code: null };
        const written = await trx
          .insertInto("refund_claims")
          .values(row)
          .onConflict((oc) =>
            oc
              .columns(["pnr", "ticket"])
              .doUpdateSet({ state: "pending", claimed_at: claim.at, holder: claim.holder, user_name: claim.userName, tracking_code: null })
              .where((eb) =>
                eb.or([
                  eb("refund_claims.state", "=", "free"),
                  eb.and([eb("refund_claims.state", "in", ["pending", "unknown"]), eb("refund_claims.claimed_at", "<", doubtfulSince)]),
                ]),
              ),
          )
          .executeTakeFirst();
        if (Number(written.numInsertedOrUpdatedRows ?? 0) === 1) continue;
        holding = (await trx.selectFrom("refund_claims").selectAll().where("pnr", "=", claim.pnr).where("ticket", "=", ticket).executeTakeFirst()) ?? null;
        throw new Refused();
      }
    })
    .catch((error: unknown) => {
      if (!(error instanceof Refused)) throw error;
    });
  return holding;
}

/** Rolls the claim's transaction back: a ticket is held. */
class Refused extends Error {}

/** Claims this instance's audit log holds from before claims were shared (an upgrade); those there already stay. */
export async function shareClaims(db: Kysely<LedgerTables>, rows: readonly RefundClaimsTable[]): Promise<void> {
  for (const row of rows) {
    await db.insertInto("refund_claims").values(row).onConflict((oc) => oc.columns(["pnr", "ticket"]).doNothing()).execute();
  }
}

/** What became of the call the claim was for. */
export async function settleClaims(db: Kysely<LedgerTables>, pnr: string, tickets: readonly string[], holder: string, state: Exclude<ClaimState, "pending">, trackingCode: string | null = null): Promise<void> {
  if (tickets.length === 0) return;
  await db.updateTable("refund_claims").set({ state, tracking_code: trackingCode }).where("pnr", "=", pnr).where("ticket", "in", [...tickets]).where("holder", "=", holder).where("state", "=", "pending").execute();
}

/** The supplier rejected the refund of this tracking code after it: its tickets may be refunded again. */
export async function freeRejectedClaims(db: Kysely<LedgerTables>, pnr: string, trackingCode: string): Promise<void> {
  await db.updateTable("refund_claims").set({ state: "free" }).where("pnr", "=", pnr).where("tracking_code", "=", trackingCode).where("state", "=", "ok").execute();
}

/** At start: the calls this holder had under way were cut off by the stop; their outcome is unknown. */
export async function interruptedClaims(db: Kysely<LedgerTables>, holder: string): Promise<number> {
  const result = await db.updateTable("refund_claims").set({ state: "unknown" }).where("holder", "=", holder).where("state", "=", "pending").executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The booking's claims that hold now: done ones at any age, doubtful ones since `doubtfulSince`. */
export async function holdingClaims(db: Kysely<LedgerTables>, pnr: string, doubtfulSince: string): Promise<RefundClaimsTable[]> {
  return db
    .selectFrom("refund_claims")
    .selectAll()
    .where("pnr", "=", pnr)
    .where((eb) => eb.or([eb("state", "=", "ok"), eb.and([eb("state", "in", ["pending", "unknown"]), eb("claimed_at", ">=", doubtfulSince)])]))
    .execute();
}
