import { sql, type Kysely } from "kysely";
import type { Logger } from "../logger.js";
import type { LedgerTables } from "./schema.js";

/**
 * SQLite copies its write-ahead log back into the database file (a checkpoint) inside the COMMIT
 * that takes the log past 1000 pages. A page of the feed writes thousands, so every page's
 * commit paid a whole checkpoint (20-50 ms of a 5000-event page, and its only fsyncs). Here automatic
 * checkpoints are off and one runs shortly after a write, outside the commit. Nothing is less
 * safe: a commit is whole in the log, which SQLite replays when the file is opened after a
 * kill or a crash. Writes close together share one checkpoint (at most one per DELAY_MS), so
 * the log holds about what that time wrote. PASSIVE: it does not wait for readers (a backup,
 * a reporting tool); it runs on the ledger's connection between two transactions.
 */
export interface Checkpoints {
  /** A write transaction committed: a checkpoint follows soon. */
  afterWrite(): void;
  /** No checkpoint after this; waits for one under way. SQLite checkpoints the log when the last connection closes. */
  close(): Promise<void>;
}

const DELAY_MS = 100;

export const noCheckpoints: Checkpoints = { afterWrite: () => undefined, close: async () => undefined };

export async function deferredCheckpoints(db: Kysely<LedgerTables>, logger: Logger): Promise<Checkpoints> {
  await sql`pragma wal_autocheckpoint = 0`.execute(db);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let closed = false;
  const run = () => {
    timer = undefined;
    running = sql`pragma wal_checkpoint(PASSIVE)`.execute(db).then(
      () => undefined,
      // The log keeps the commits; the next write's checkpoint tries again.
      (error: unknown) => logger.warn({ err: String(error) }, "could not checkpoint the ledger's write-ahead log"),
    );
  };
  return {
    afterWrite() {
      if (closed || timer) return;
      // Not keeping the process alive: close() (or SQLite, on exit) finishes the work.
      timer = setTimeout(run, DELAY_MS).unref();
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await running;
    },
  };
}
