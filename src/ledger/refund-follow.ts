import type { Kysely, Selectable } from "kysely";
import { amountOf, type LedgerTables, type RefundFollowTable } from "./schema.js";

/** The refunds followed to their outcome (bot/refund/follow.ts), as SQL. Times are ISO 8601 UTC. */

export type FollowOutcome = "confirmed" | "rejected" | "expired";

export interface FollowedRefund {
  trackingCode: string;
  auditId: number;
  userId: number;
  userName: string;
  pnr: string;
  tickets: string[];
  currency: string;
  requestedAt: string;
  status: string | null;
  checkedAt: string | null;
  outcome: FollowOutcome | null;
  refundedAmount: number | null;
  remarks: string | null;
  decidedAt: string | null;
  auditedAt: string | null;
  toldAt: string | null;
}

export type NewFollow = Pick<FollowedRefund, "trackingCode" | "auditId" | "userId" | "userName" | "pnr" | "tickets" | "currency" | "requestedAt">;

type Db = Kysely<LedgerTables>;

/** Starts following a refund; one already followed (the same TrackingCode) stays as it is. */
export async function insertFollow(db: Db, r: NewFollow): Promise<void> {
  await db
    .insertInto("refund_follow")
    .values({
      tracking_code: r.trackingCode,
      audit_id: r.auditId,
      user_id: r.userId,
      user_name: r.userName,
      pnr: r.pnr,
      tickets: r.tickets.join(","),
      currency: r.currency,
      requested_at: r.requestedAt,
    })
    .onConflict((oc) => oc.column("tracking_code").doNothing())
    .execute();
}

/** Those still followed, oldest first. */
export async function openFollows(db: Db): Promise<FollowedRefund[]> {
  const rows = await db.selectFrom("refund_follow").selectAll().where("outcome", "is", null).orderBy("requested_at").execute();
  return rows.map(fromRow);
}

/** Decided, and not yet both audited and told. */
export async function unfinishedDecisions(db: Db): Promise<FollowedRefund[]> {
  const rows = await db
    .selectFrom("refund_follow")
    .selectAll()
    .where("decided_at", "is not", null)
    .where("outcome", "in", ["confirmed", "rejected"])
    .where((eb) => eb.or([eb("told_at", "is", null), eb("audited_at", "is", null)]))
    .orderBy("decided_at")
    .execute();
  return rows.map(fromRow);
}

/** A Status read that decides nothing (Pending, or one not documented). */
export async function recordCheck(db: Db, code: string, status: string, at: string): Promise<void> {
  await db.updateTable("refund_follow").set({ status, checked_at: at }).where("tracking_code", "=", code).execute();
}

/** The outcome, before anyone is told (only while still open: a decision is never rewritten). */
export async function recordDecision(
  db: Db,
  code: string,
  d: { outcome: "confirmed" | "rejected"; status: string; refundedAmount: number | null; remarks: string | null; at: string },
): Promise<void> {
  await db
    .updateTable("refund_follow")
    .set({ status: d.status, checked_at: d.at, outcome: d.outcome, refunded_amount: d.refundedAmount, remarks: d.remarks, decided_at: d.at })
    .where("tracking_code", "=", code)
    .where("outcome", "is", null)
    .execute();
}

/** FOLLOW_DAYS passed without an outcome: no longer asked. */
export async function recordExpiry(db: Db, code: string, at: string): Promise<void> {
  await db.updateTable("refund_follow").set({ outcome: "expired", decided_at: at }).where("tracking_code", "=", code).where("outcome", "is", null).execute();
}

export async function markAudited(db: Db, code: string, at: string): Promise<void> {
  await db.updateTable("refund_follow").set({ audited_at: at }).where("tracking_code", "=", code).execute();
}

export async function markTold(db: Db, code: string, at: string): Promise<void> {
  await db.updateTable("refund_follow").set({ told_at: at }).where("tracking_code", "=", code).execute();
}

/**
 * What /refunds lists: the open ones, and those no longer followed (expired, or rejected by the
 * supplier: not refunded after all) since `stoppedSince`; only `userId`'s when given. Oldest
 * first, at most `limit`, with how many there are in all.
 */
export async function listedFollows(db: Db, q: { userId?: number; stoppedSince: string; limit: number }): Promise<{ rows: FollowedRefund[]; total: number }> {
  let query = db
    .selectFrom("refund_follow")
    .where((eb) => eb.or([eb("outcome", "is", null), eb.and([eb("outcome", "in", ["expired", "rejected"]), eb("decided_at", ">=", q.stoppedSince)])]));
  if (q.userId !== undefined) query = query.where("user_id", "=", q.userId);
  const rows = await query.selectAll().orderBy("requested_at").limit(q.limit).execute();
  const { n } = await query.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow();
  return { rows: rows.map(fromRow), total: Number(n) };
}

/** Still open and sent before `before`, oldest first. */
export async function pendingBefore(db: Db, before: string): Promise<FollowedRefund[]> {
  const rows = await db.selectFrom("refund_follow").selectAll().where("outcome", "is", null).where("requested_at", "<", before).orderBy("requested_at").execute();
  return rows.map(fromRow);
}

/** The booking's tickets whose refund the supplier rejected, each with when (the latest rejection's decided_at). */
export async function rejectedTickets(db: Db, pnr: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom("refund_follow")
    .select(["tickets", "decided_at"])
    .where("pnr", "=", pnr)
    .where("outcome", "=", "rejected")
    .orderBy("decided_at")
    .execute();
  const rejected = new Map<string, string>();
  for (const row of rows) for (const ticket of row.tickets.split(",")) if (ticket !== "" && row.decided_at !== null) rejected.set(ticket, row.decided_at);
  return rejected;
}

export async function followOf(db: Db, code: string): Promise<FollowedRefund | undefined> {
  const row = await db.selectFrom("refund_follow").selectAll().where("tracking_code", "=", code).executeTakeFirst();
  return row ? fromRow(row) : undefined;
}

function fromRow(row: Selectable<RefundFollowTable>): FollowedRefund {
  return {
    trackingCode: row.tracking_code,
    // PostgreSQL sends bigint as text.
    auditId: Number(row.audit_id),
    userId: Number(row.user_id),
    userName: row.user_name,
    pnr: row.pnr,
    tickets: row.tickets === "" ? [] : row.tickets.split(","),
    currency: row.currency,
    requestedAt: row.requested_at,
    status: row.status,
    checkedAt: row.checked_at,
    outcome: row.outcome as FollowOutcome | null,
    refundedAmount: row.refunded_amount === null ? null : amountOf(row.refunded_amount),
    remarks: row.remarks,
    decidedAt: row.decided_at,
    auditedAt: row.audited_at,
    toldAt: row.told_at,
  };
}
