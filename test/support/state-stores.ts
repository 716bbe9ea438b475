import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach } from "vitest";
import { openLedger, type Ledger } from "../../src/ledger/ledger.js";
import { silentLogger, type Logger } from "../../src/logger.js";
import { openStore, type Store } from "../../src/store/store.js";
import { createTestDatabase, POSTGRES_TEST_URL } from "./ledger-databases.js";

/**
 * Where the store's state lives, for the contract tests every implementation passes: the data
 * file of one DATA_DIR, and (when DATABASE_URL_TEST names a server) a PostgreSQL database that
 * several instances share, each with a DATA_DIR of its own.
 */
export interface StateKind {
  name: "data file" | "PostgreSQL";
  serverUrl?: string;
}

export const STATE_KINDS: StateKind[] = [{ name: "data file" }, ...(POSTGRES_TEST_URL ? [{ name: "PostgreSQL" as const, serverUrl: POSTGRES_TEST_URL }] : [])];

/** One FlightDesk's state: a DATA_DIR (data file) or a database (shared). */
export interface StatePlace {
  dataDir: string;
  databaseUrl?: string;
}

export interface OpenStateOptions {
  now?: () => Date;
  logger?: Logger;
  /** Background readings of other instances' changes (shared state); default none: tests ask. */
  refreshMs?: number;
  /** The instance's own DATA_DIR (shared state); default a new one. */
  dataDir?: string;
}

export function stateFixture(kind: StateKind) {
  const cleanups: (() => Promise<unknown>)[] = [];
  const opened: (Store | Ledger)[] = [];
  afterEach(async () => {
    for (const one of opened.splice(0).reverse()) await one.close().catch(() => undefined);
    for (const step of cleanups.splice(0).reverse()) await step().catch(() => undefined);
  });
  const tempDir = async (): Promise<string> => {
    const dir = await mkdtemp(join(tmpdir(), "flightdesk-state-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    return dir;
  };

  return {
    tempDir,
    async place(): Promise<StatePlace> {
      const dataDir = await tempDir();
      if (!kind.serverUrl) return { dataDir };
      const { url, drop } = await createTestDatabase(kind.serverUrl, "state_test");
      cleanups.push(drop);
      return { dataDir, databaseUrl: url };
    },
    /**
     * An instance's store on the place. For the data file, the place's DATA_DIR (close the one
     * before: one process per DATA_DIR); for PostgreSQL, another instance with its own DATA_DIR.
     */
    async open(place: StatePlace, options: OpenStateOptions = {}): Promise<Store> {
      const logger = options.logger ?? silentLogger();
      if (!place.databaseUrl) {
        const store = await openStore({ dataDir: place.dataDir, logger, now: options.now });
        opened.push(store);
        return store;
      }
      const dataDir = options.dataDir ?? (await tempDir());
      const ledger = await openLedger({ dataDir, databaseUrl: place.databaseUrl, retentionDays: 400, logger });
      opened.push(ledger);
      const store = await openStore({ dataDir, logger, now: options.now, sharedState: true, stateRefreshMs: options.refreshMs ?? 0, delivery: async () => ledger });
      opened.push(store);
      return store;
    },
  };
}
