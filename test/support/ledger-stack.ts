import { openLedger, type Ledger } from "../../src/ledger/ledger.js";
import { silentLogger } from "../../src/logger.js";
import { createTestDatabase, type TestDatabase } from "./ledger-databases.js";
import type { Stack, StackOptions } from "./stack.js";
import { adminStack } from "./steps.js";

/**
 * The bot on its own ledger (its DATA_DIR, and a database of its own on PostgreSQL), and a
 * second connection to that ledger for the test: to write into it as the poller would, or to
 * look at what the poller wrote.
 */
export interface LedgerStack {
  s: Stack;
  ledger: Ledger;
  /** Closes the test's connection, stops the bot, drops the database. */
  stop(): Promise<void>;
}

export async function ledgerStack(database: TestDatabase, prefix: string, opts: StackOptions = {}): Promise<LedgerStack> {
  const created = database.serverUrl ? await createTestDatabase(database.serverUrl, prefix) : undefined;
  const databaseUrl = created?.url;
  const s = await adminStack({ ...opts, env: { ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...opts.env } });
  const ledger = await openLedger({ dataDir: s.dataDir, ...(databaseUrl ? { databaseUrl } : {}), retentionDays: 400, logger: silentLogger() });
  return {
    s,
    ledger,
    async stop() {
      await ledger.close();
      await s.stop();
      await created?.drop();
    },
  };
}
