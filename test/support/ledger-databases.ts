import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { afterEach, expect, it } from "vitest";
import { openLedger, type Ledger } from "../../src/ledger/ledger.js";
import { LEDGER_MIGRATIONS } from "../../src/ledger/migrations.js";
import { LEDGER_FILE } from "../../src/ledger/open.js";
import { Database } from "../../src/ledger/sqlite-driver.js";
import { silentLogger, type Logger } from "../../src/logger.js";

/**
 * The databases the ledger tests run on: SQLite always, PostgreSQL when DATABASE_URL_TEST names
 * a server (.ci/run starts one; `source .ci/postgres.sh; pg_test_start` does it by hand). Each
 * ledger opened gets its own temp DATA_DIR and, on PostgreSQL, its own database, dropped after the test.
 */

export const POSTGRES_TEST_URL = process.env["DATABASE_URL_TEST"]?.trim() || undefined;

export interface TestDatabase {
  name: "SQLite" | "PostgreSQL";
  /** Server URL to create test databases through; undefined for SQLite. */
  serverUrl?: string;
}

export const TEST_DATABASES: TestDatabase[] = [{ name: "SQLite" }, ...(POSTGRES_TEST_URL ? [{ name: "PostgreSQL" as const, serverUrl: POSTGRES_TEST_URL }] : [])];

const NO_POSTGRES = "PostgreSQL: skipped, DATABASE_URL_TEST is not set (.ci/run starts a server; locally: source .ci/postgres.sh; pg_test_start)";

/** Without PostgreSQL, a skipped test says so and why; with it, nothing. */
export function sayWhenNoPostgres(): void {
  if (!POSTGRES_TEST_URL) it.skip(NO_POSTGRES, () => undefined);
}

let databaseCount = 0;

/** A database of its own on the test server: its URL, and how to drop it. */
export async function createTestDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${++databaseCount}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(query).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * The ledger's database at a place as a FlightDesk of before migration `before` left it (its
 * tables only), for a test to fill in its old shape; destroy it before opening the ledger.
 */
export async function olderLedger(place: { dataDir: string; databaseUrl?: string }, before: string): Promise<Kysely<Record<string, Record<string, unknown>>>> {
  const old = place.databaseUrl
    ? new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: place.databaseUrl }) }) })
    : new Kysely<unknown>({ dialect: new SqliteDialect({ database: new Database(join(place.dataDir, LEDGER_FILE)) }) });
  const earlier = Object.fromEntries(Object.entries(LEDGER_MIGRATIONS).filter(([name]) => name < before));
  expect((await new Migrator({ db: old, provider: { getMigrations: async () => earlier } }).migrateToLatest()).error).toBeUndefined();
  return old as unknown as Kysely<Record<string, Record<string, unknown>>>;
}

export function ledgerFixture(database: TestDatabase) {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const step of cleanups.splice(0).reverse()) await step().catch(() => undefined);
  });

  return {
    /** A fresh DATA_DIR and, on PostgreSQL, a fresh database: where a ledger will be opened. */
    async place(): Promise<{ dataDir: string; databaseUrl?: string }> {
      const dataDir = await mkdtemp(join(tmpdir(), "flightdesk-ledger-"));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      if (!database.serverUrl) return { dataDir };
      const { url, drop } = await createTestDatabase(database.serverUrl, "ledger_test");
      cleanups.push(drop);
      return { dataDir, databaseUrl: url };
    },
    async open(place: { dataDir: string; databaseUrl?: string }, options: { retentionDays?: number; logger?: Logger; now?: () => Date } = {}): Promise<Ledger> {
      const ledger = await openLedger({ ...place, retentionDays: options.retentionDays ?? 400, logger: options.logger ?? silentLogger(), ...(options.now ? { now: options.now } : {}) });
      cleanups.push(() => ledger.close());
      return ledger;
    },
  };
}
