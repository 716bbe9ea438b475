import type { Kysely } from "kysely";
import { followOf, type FollowedRefund } from "./refund-follow.js";
import type { LedgerTables } from "./schema.js";

/**
 * A schedule-change run's refunds followed to their outcome (services/refund-follow.ts) are told
 * as one summary per run, not one message per ticket: these queries link the two tables by the
 * run's tickets (pnr and ticket, their tracking codes once settled).
 */

type Db = Kysely<LedgerTables>;

/** The run a followed refund was sent by: its ticket is in a run, sending or done; null for a refund of its own. */
export async function runOfFollow(db: Db, r: Pick<FollowedRefund, "pnr" | "tickets">): Promise<string | null> {
  if (r.tickets.length === 0) return null;
  const row = await db
    .selectFrom("schedule_run_tickets")
    .select("run_id")
    .where("pnr", "=", r.pnr)
    .where("ticket", "in", r.tickets)
    .where("selected", "=", 1)
    .where("state", "in", ["sending", "done"])
    .limit(1)
    .executeTakeFirst();
  return row?.run_id ?? null;
}

/**
 * Finished runs whose summary is due: every ticket refunded has its outcome (decided and
 * audited, or no longer followed), and one at least is not told yet. Each with its follows.
 */
export async function runSummariesDue(db: Db): Promise<{ runId: string; follows: FollowedRefund[] }[]> {
  const waiting = await db
    .selectFrom("schedule_run_tickets as t")
    .innerJoin("refund_follow as f", "f.tracking_code", "t.tracking_code")
    .innerJoin("schedule_runs as r", "r.id", "t.run_id")
    .select("t.run_id")
    .distinct()
    .where("r.status", "=", "done")
    .where("t.state", "=", "done")
    .where("f.told_at", "is", null)
    .execute();
  const due: { runId: string; follows: FollowedRefund[] }[] = [];
  for (const { run_id: runId } of waiting) {
    // A refund done without a TrackingCode was final at once: nothing to follow, nor to tell again.
    const codes = await db.selectFrom("schedule_run_tickets").select("tracking_code").where("run_id", "=", runId).where("state", "=", "done").where("tracking_code", "is not", null).execute();
    const follows: FollowedRefund[] = [];
    for (const { tracking_code: code } of codes) {
      const follow = code === null ? undefined : await followOf(db, code);
      // Not followed yet (the next start adopts it), or still open: the summary waits.
      if (!follow || follow.outcome === null || (follow.outcome !== "expired" && follow.auditedAt === null)) break;
      follows.push(follow);
    }
    if (follows.length === codes.length) due.push({ runId, follows });
  }
  return due;
}
