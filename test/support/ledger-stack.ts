import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { openLedger, type Ledger } from "../../src/ledger/ledger.js";
import type { AuditEntry } from "../../src/store/store.js";
import { STORE_FILE_NAME } from "../../src/store/store.js";
import { readSharedDocument } from "../../src/store/shared-db.js";
import { STATE_SPLITS } from "../../src/store/state-splits.js";
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

/** A part of the store as the bot stored it: the data file's, or on PostgreSQL the state's rows, read through the test's own connection. */
async function storedPart<T>({ s, ledger }: Pick<LedgerStack, "s" | "ledger">, part: "audit" | "conversations"): Promise<T> {
  if (ledger.dialect === "postgres") return (await readSharedDocument(ledger.db, STATE_SPLITS))![part] as T;
  return (JSON.parse(await readFile(join(s.dataDir, STORE_FILE_NAME), "utf8")) as Record<string, T>)[part]!;
}

/** The audit log as the bot stored it (each entry is written before the bot answers). */
export async function storedAudit(stack: Pick<LedgerStack, "s" | "ledger">): Promise<AuditEntry[]> {
  return (await storedPart<{ entries: AuditEntry[] }>(stack, "audit")).entries;
}

/** The guided flow saved for a private chat, as JSON ("" when none): what it holds, and whether its latest step is saved. */
export async function storedFlow(stack: Pick<LedgerStack, "s" | "ledger">, chatId: number): Promise<string> {
  const saved = (await storedPart<Record<string, unknown> | undefined>(stack, "conversations"))?.[String(chatId)];
  return saved ? JSON.stringify(saved) : "";
}
