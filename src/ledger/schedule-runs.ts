import type { Kysely, Transaction } from "kysely";
import { amountOf, type LedgerTables, type ScheduleRunsTable } from "./schema.js";

/**
 * The schedule-change desk's bulk refunds in SQL. A run is a draft while its summary waits for
 * Confirm; Confirm turns it to running (once: the update is conditional), and each ticket goes
 * queued -> sending (written BEFORE its DoRefund) -> done | refused | unknown. A start of the bot
 * finds a ticket still "sending" to be one whose call may have happened: it becomes "unknown"
 * and is never sent again; queued ones are sent when the run resumes.
 */

export type RunStatus = "draft" | "running" | "done" | "cancelled";
export type RunTicketState = "queued" | "sending" | "done" | "refused" | "unknown" | "skipped";

export interface RunTicket {
  idx: number;
  pnr: string;
  ticket: string;
  /** The passenger's name as the desk listed it; null for runs before migration 0024. */
  passenger: string | null;
  /** As the supplier sent it. */
  amount: number;
  selected: boolean;
  state: RunTicketState;
  trackingCode: string | null;
  detail: string | null;
}

export interface Run {
  id: string;
  userId: number;
  userName: string;
  chatId: number;
  messageId: number | null;
  flight: string;
  oldTime: string;
  newTime: string;
  currency: string;
  status: RunStatus;
  restarts: number;
  createdAt: string;
  startedAt: string | null;
  endedAt: string | null;
  tickets: RunTicket[];
}

export interface RunDraft {
  id: string;
  userId: number;
  userName: string;
  chatId: number;
  flight: string;
  oldTime: string;
  newTime: string;
  currency: string;
  tickets: { pnr: string; ticket: string; passenger: string; amount: number }[];
  /** Every ticket in the run ("refund all"), or none yet (picked one by one). */
  selected: boolean;
}

export class ScheduleRuns {
  constructor(private readonly db: Kysely<LedgerTables>) {}

  async create(draft: RunDraft, now: Date): Promise<void> {
    const at = now.toISOString();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("schedule_runs")
        .values({
          id: draft.id,
          user_id: draft.userId,
          user_name: draft.userName,
          chat_id: draft.chatId,
          message_id: null,
          flight: draft.flight,
          old_time: draft.oldTime,
          new_time: draft.newTime,
          currency: draft.currency,
          status: "draft",
          created_at: at,
          started_at: null,
          ended_at: null,
        })
        .execute();
      if (draft.tickets.length === 0) return;
      await trx
        .insertInto("schedule_run_tickets")
        .values(
          draft.tickets.map((t, idx) => ({
            run_id: draft.id,
            idx,
            pnr: t.pnr,
            ticket: t.ticket,
            passenger: t.passenger,
            amount: t.amount,
            selected: draft.selected ? 1 : 0,
            state: "queued",
            tracking_code: null,
            detail: null,
            updated_at: at,
          })),
        )
        .execute();
    });
  }

  async get(id: string): Promise<Run | null> {
    const row = await this.db.selectFrom("schedule_runs").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return null;
    const tickets = await this.db.selectFrom("schedule_run_tickets").selectAll().where("run_id", "=", id).orderBy("idx").execute();
    return {
      ...runOf(row),
      tickets: tickets.map((t) => ({
        idx: t.idx,
        pnr: t.pnr,
        ticket: t.ticket,
        passenger: t.passenger,
        amount: amountOf(t.amount),
        selected: t.selected === 1,
        state: t.state as RunTicketState,
        trackingCode: t.tracking_code,
        detail: t.detail,
      })),
    };
  }

  async setMessage(id: string, messageId: number): Promise<void> {
    await this.db.updateTable("schedule_runs").set({ message_id: messageId }).where("id", "=", id).execute();
  }

  /** Picks or drops a ticket of a draft (every one with `idx` "all": all on unless all are on). False when the run is no draft. */
  async toggle(id: string, idx: number | "all"): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const run = await trx.selectFrom("schedule_runs").select("status").where("id", "=", id).executeTakeFirst();
      if (run?.status !== "draft") return false;
      if (idx === "all") {
        const off = await trx.selectFrom("schedule_run_tickets").select("idx").where("run_id", "=", id).where("selected", "=", 0).executeTakeFirst();
        await trx.updateTable("schedule_run_tickets").set({ selected: off ? 1 : 0 }).where("run_id", "=", id).execute();
      } else {
        const ticket = await trx.selectFrom("schedule_run_tickets").select("selected").where("run_id", "=", id).where("idx", "=", idx).executeTakeFirst();
        if (!ticket) return false;
        await trx.updateTable("schedule_run_tickets").set({ selected: 1 - ticket.selected }).where("run_id", "=", id).where("idx", "=", idx).execute();
      }
      return true;
    });
  }

  /**
   * Draft -> running, once: a second Confirm (a double tap, a re-delivered update) finds it
   * running and gets false. The tickets left out become "skipped".
   */
  async confirm(id: string, userId: number, now: Date): Promise<boolean> {
    const at = now.toISOString();
    return this.db.transaction().execute(async (trx) => {
      const started = await trx
        .updateTable("schedule_runs")
        .set({ status: "running", started_at: at })
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .where("status", "=", "draft")
        .executeTakeFirst();
      if (Number(started.numUpdatedRows) !== 1) return false;
      await trx.updateTable("schedule_run_tickets").set({ state: "skipped", updated_at: at }).where("run_id", "=", id).where("selected", "=", 0).execute();
      return true;
    });
  }

  /** A draft left without Confirm. False when it is no longer a draft. */
  async cancel(id: string, now: Date): Promise<boolean> {
    const done = await this.db
      .updateTable("schedule_runs")
      .set({ status: "cancelled", ended_at: now.toISOString() })
      .where("id", "=", id)
      .where("status", "=", "draft")
      .executeTakeFirst();
    return Number(done.numUpdatedRows) === 1;
  }

  /** queued -> sending, on disk when this resolves: false when the ticket was not queued (then it must not be sent). */
  async sending(id: string, idx: number, now: Date): Promise<boolean> {
    const done = await this.db
      .updateTable("schedule_run_tickets")
      .set({ state: "sending", updated_at: now.toISOString() })
      .where("run_id", "=", id)
      .where("idx", "=", idx)
      .where("state", "=", "queued")
      .executeTakeFirst();
    return Number(done.numUpdatedRows) === 1;
  }

  async settle(id: string, idx: number, outcome: { state: "done" | "refused" | "unknown" | "skipped"; trackingCode?: string | null; detail?: string | null }, now: Date): Promise<void> {
    await this.db
      .updateTable("schedule_run_tickets")
      .set({ state: outcome.state, tracking_code: outcome.trackingCode ?? null, detail: outcome.detail ?? null, updated_at: now.toISOString() })
      .where("run_id", "=", id)
      .where("idx", "=", idx)
      .execute();
  }

  /**
   * This instance carries the run out from now (and says so again before each ticket): true when
   * the run is running and nobody else is at it, or its owner has not been seen for RUN_LEASE_MS.
   */
  async own(id: string, holder: string, now: Date): Promise<boolean> {
    return takeRun(this.db, id, holder, now, true);
  }

  async finish(id: string, now: Date): Promise<void> {
    await this.db.updateTable("schedule_runs").set({ status: "done", ended_at: now.toISOString() }).where("id", "=", id).where("status", "=", "running").execute();
  }

  /**
   * The runs to resume, taken for `holder`: at start-up (`own`: no DoRefund of this DATA_DIR is
   * under way) its own and unowned ones, and any whose owner was not seen for RUN_LEASE_MS (its
   * instance died); a run another live instance carries out is left to it. Their "sending"
   * tickets are turned "unknown" (the call may have happened) and their restarts counted.
   */
  async interrupted(now: Date, holder: string, own: boolean): Promise<string[]> {
    const at = now.toISOString();
    return this.db.transaction().execute(async (trx) => {
      const runs = await trx.selectFrom("schedule_runs").select("id").where("status", "=", "running").orderBy("started_at").execute();
      const ids: string[] = [];
      for (const { id } of runs) if (await takeRun(trx, id, holder, now, own)) ids.push(id);
      if (ids.length === 0) return [];
      await trx
        .updateTable("schedule_run_tickets")
        .set({ state: "unknown", detail: "interrupted: the bot stopped during the call", updated_at: at })
        .where("run_id", "in", ids)
        .where("state", "=", "sending")
        .execute();
      await trx.updateTable("schedule_runs").set((eb) => ({ restarts: eb("restarts", "+", 1) })).where("id", "in", ids).execute();
      return ids;
    });
  }
}

function runOf(row: Omit<ScheduleRunsTable, "restarts" | "owner" | "owner_seen_at"> & { restarts: number }): Omit<Run, "tickets"> {
  return {
    id: row.id,
    userId: Number(row.user_id),
    userName: row.user_name,
    chatId: Number(row.chat_id),
    messageId: row.message_id === null ? null : Number(row.message_id),
    flight: row.flight,
    oldTime: row.old_time,
    newTime: row.new_time,
    currency: row.currency,
    status: row.status as RunStatus,
    restarts: row.restarts,
    createdAt: row.created_at,
    startedAt: row.started_at,
    endedAt: row.ended_at,
  };
}

/** A run whose owner has not been seen this long is taken for one its instance dropped (it died). */
export const RUN_LEASE_MS = 120_000;

/**
 * Takes the run for `holder` when it runs and is unowned, its own (`mine`: a start of this
 * DATA_DIR finds its own runs' process gone, or a run it carries on), or its owner was not seen
 * for RUN_LEASE_MS. Otherwise (the leader looking for runs of instances gone) only another's
 * lapsed run, or one confirmed that long ago and never taken.
 */
async function takeRun(db: Kysely<LedgerTables> | Transaction<LedgerTables>, id: string, holder: string, now: Date, mine: boolean): Promise<boolean> {
  const lapsed = new Date(now.getTime() - RUN_LEASE_MS).toISOString();
  const taken = await db
    .updateTable("schedule_runs")
    .set({ owner: holder, owner_seen_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "=", "running")
    .where((eb) =>
      mine
        ? eb.or([eb("owner", "is", null), eb("owner", "=", holder), eb("owner_seen_at", "<", lapsed)])
        : // Not this instance's own (its runs carry on here), nor one just confirmed elsewhere.
          eb.or([eb.and([eb("owner", "is", null), eb("started_at", "<", lapsed)]), eb.and([eb("owner", "<>", holder), eb("owner_seen_at", "<", lapsed)])]),
    )
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}
