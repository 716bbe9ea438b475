import type { Kysely } from "kysely";
import type { LedgerTables } from "./schema.js";

/** An amount of the feed the ledger could not hold exactly (schema.ts SetAsideAmountsTable). */
export interface SetAsideAmount {
  eventId: number;
  pnr: string;
  /** "" for a booking's total. */
  ticket: string;
  member: string;
  sent: string;
}

/** Those admins were not told of yet, oldest first. */
export async function untoldSetAside(db: Kysely<LedgerTables>): Promise<SetAsideAmount[]> {
  const rows = await db
    .selectFrom("set_aside_amounts")
    .select(["event_id", "pnr", "ticket", "member", "sent"])
    .where("told_at", "is", null)
    .orderBy("event_id")
    .orderBy("ticket")
    .execute();
  return rows.map((r) => ({ eventId: Number(r.event_id), pnr: r.pnr, ticket: r.ticket, member: r.member, sent: r.sent }));
}

export async function markSetAsideTold(db: Kysely<LedgerTables>, amounts: readonly SetAsideAmount[], at: Date): Promise<void> {
  for (const amount of amounts) {
    await db.updateTable("set_aside_amounts").set({ told_at: at.toISOString() }).where("event_id", "=", amount.eventId).where("ticket", "=", amount.ticket).execute();
  }
}
