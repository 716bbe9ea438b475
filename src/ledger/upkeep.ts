import { sql, type Kysely } from "kysely";
import type { Logger } from "../logger.js";
import { ftsTables, mergeStep } from "./fts-merge.js";
import type { LedgerTables } from "./schema.js";

/**
 * The SQLite ledger's upkeep after a write, outside the write's transaction: its FTS5 indexes'
 * merges (fts-merge.ts), then a checkpoint. SQLite copies its write-ahead log back into the
 * database file (a checkpoint) inside the COMMIT that takes the log past 1000 pages. A page of
 * the feed writes thousands, so every page's commit paid a whole checkpoint (20-50 ms of a
 * 5000-event page, and its only fsyncs). Here automatic checkpoints are off and one runs
 * shortly after a write, outside the commit. Nothing is less safe: a commit is whole in the
 * log, which SQLite replays when the file is opened after a kill or a crash. Writes close
 * together share one upkeep (at most one per DELAY_MS), so the log holds about what that time
 * wrote. PASSIVE: it does not wait for readers (a backup, a reporting tool). It all runs on the
 * ledger's connection between two transactions, a merge in steps that other queries come between.
 */
export interface Upkeep {
  /** A write transaction committed: the upkeep follows soon. */
  afterWrite(): void;
  /** Runs the upkeep at once (after one under way), resolved once it is done. */
  now(): Promise<void>;
  /** No upkeep after this; waits for one under way (it stops after its current step). SQLite checkpoints the log when the last connection closes. */
  close(): Promise<void>;
}

const DELAY_MS = 100;

export const noUpkeep: Upkeep = { afterWrite: () => undefined, now: async () => undefined, close: async () => undefined };

export async function deferredUpkeep(db: Kysely<LedgerTables>, logger: Logger): Promise<Upkeep> {
  await sql`pragma wal_autocheckpoint = 0`.execute(db);
  const indexes = await ftsTables(db);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  /** A write came while the upkeep ran: another follows it. */
  let again = false;
  let closed = false;
  const merge = async () => {
    for (const table of indexes) {
      try {
        while (!closed && (await mergeStep(db, table)));
      } catch (error) {
        // The other indexes are still merged; this one at the next write's upkeep.
        logger.warn({ err: String(error), index: table }, "could not merge a search index of the ledger: the next write's upkeep tries again");
      }
    }
  };
  const schedule = () => {
    // Not keeping the process alive: close() (or SQLite, on exit) finishes the work.
    timer = setTimeout(run, DELAY_MS).unref();
  };
  const run = () => {
    timer = undefined;
    busy = true;
    running = merge()
      .then(() => sql`pragma wal_checkpoint(PASSIVE)`.execute(db))
      .then(
        () => undefined,
        // The log keeps the commits; the next write's upkeep tries again.
        (error: unknown) => logger.warn({ err: String(error) }, "could not checkpoint the ledger's write-ahead log"),
      )
      .finally(() => {
        busy = false;
        if (again && !closed) schedule();
        again = false;
      });
  };
  return {
    afterWrite() {
      if (closed || timer) return;
      if (busy) again = true;
      else schedule();
    },
    async now() {
      // One upkeep at a time, whoever asked for it: a run under way ends first.
      while (busy) await running;
      clearTimeout(timer);
      timer = undefined;
      if (closed) return;
      again = false;
      run();
      await running;
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await running;
    },
  };
}
