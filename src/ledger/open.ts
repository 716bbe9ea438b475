import { mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { Database } from "./sqlite-driver.js";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import type { Logger } from "../logger.js";
import { errorCode, StoreError, unwritableError } from "../store/errors.js";
import { PRIVATE_DIR_MODE, tightenModes, writeNewFile } from "../store/private-file.js";
import { ledgerMigrator } from "./migrations.js";
import { guardedPool } from "./pg-guard.js";
import { keepingStatements } from "./statement-cache.js";
import type { LedgerTables } from "./schema.js";

/**
 * Opens the ledger's SQL database and brings its tables to the latest migration: SQLite in one
 * file under DATA_DIR by default, PostgreSQL when DATABASE_URL is set. A database that cannot be
 * opened is refused with a StoreError naming it and saying what to do; nothing is written to it.
 */

export const LEDGER_FILE = "flightdesk-ledger.sqlite3";

export type LedgerDialect = "sqlite" | "postgres";

export interface LedgerConnection {
  db: Kysely<LedgerTables>;
  dialect: LedgerDialect;
  /** The file, or the server and database without the password: for logs and errors. */
  where: string;
}

export interface OpenLedgerDbOptions {
  dataDir: string;
  databaseUrl?: string;
  logger: Logger;
}

export async function openLedgerDb(options: OpenLedgerDbOptions): Promise<LedgerConnection> {
  const connection = options.databaseUrl ? await openPostgres(options.databaseUrl, options.logger) : await openSqlite(options.dataDir, options.logger);
  try {
    await migrate(connection);
  } catch (error) {
    await connection.db.destroy().catch(() => undefined);
    throw error;
  }
  return connection;
}

/** Prepared statements kept (statement-cache.ts): the ingest's few and the reports' queries. */
const KEPT_STATEMENTS = 64;

/** SQLite error codes that mean the file is not a database FlightDesk can read. */
const DAMAGED_CODES = new Set(["SQLITE_NOTADB", "SQLITE_CORRUPT"]);

async function openSqlite(dataDir: string, logger: Logger): Promise<LedgerConnection> {
  const dir = resolve(dataDir);
  const file = join(dir, LEDGER_FILE);
  try {
    await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  } catch (error) {
    throw unwritableError(dir, "create DATA_DIR for the ledger", error);
  }
  // Created empty and private first: SQLite takes an empty file as a new database, and makes
  // its -wal and -shm files with the same mode as the database file.
  await writeNewFile(file, "").then(
    () => logger.info({ file }, "creating a new, empty ledger"),
    (error: unknown) => {
      if (errorCode(error) !== "EEXIST") throw unwritableError(file, "create the ledger", error);
    },
  );
  await tightenModes(dir, [LEDGER_FILE], logger).catch((error: unknown) => {
    throw unwritableError(dir, "restrict the permissions of", error);
  });
  let database: Database | undefined;
  try {
    database = new Database(file, { fileMustExist: true });
    // Reads the header: a file that is not a database fails here, before anything is written.
    database.pragma("journal_mode = WAL");
    // A commit survives the process being killed; the last commits may be lost with the
    // machine's power, never the database's integrity (WAL). Saves an fsync per commit.
    database.pragma("synchronous = NORMAL");
    // 32 MiB of pages (default 2): a page's inserts land all over the indexes, which then stay
    // in memory instead of being read back for every batch.
    database.pragma("cache_size = -32768");
    // A backup or a reporting tool reading at the same moment makes a write wait, not fail.
    database.pragma("busy_timeout = 5000");
  } catch (error) {
    database?.close();
    throw sqliteOpenError(file, error);
  }
  return { db: new Kysely<LedgerTables>({ dialect: new SqliteDialect({ database: keepingStatements(database, KEPT_STATEMENTS) }) }), dialect: "sqlite", where: file };
}

function sqliteOpenError(file: string, error: unknown): StoreError {
  const code = errorCode(error) ?? "";
  if (DAMAGED_CODES.has(code)) {
    return new StoreError(
      "damaged",
      file,
      `${file} is not a SQLite database or is damaged (${code}); FlightDesk has not changed it. ` +
        "Restore the ledger from a backup, or move the file aside to start an empty ledger (EVENTS_START reads the feed again from a past time).",
      { cause: error },
    );
  }
  return unwritableError(file, "open the ledger", error);
}

/** pg's type id of int8: counts and event ids, all within 2^53, read as numbers. NUMERIC stays exact text. */
const INT8_OID = 20;

/**
 * A statement with no answer for this long is taken as a connection that died without a word
 * (a failover, a cable): it fails as unreachable and the connection is dropped. The longest
 * statements are the first start's migrations and the reports over a big ledger, which take
 * seconds (README: the night's ledger figures); a page's inserts take milliseconds.
 */
const QUERY_TIMEOUT_MS = 120_000;
/** TCP keepalive after this much silence: an idle connection to a vanished server is noticed. */
const KEEPALIVE_DELAY_MS = 10_000;

async function openPostgres(url: string, logger: Logger): Promise<LedgerConnection> {
  const where = describeUrl(url);
  // Loaded only for PostgreSQL: a SQLite ledger never needs it.
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({
    connectionString: url,
    max: 4,
    connectionTimeoutMillis: 10_000,
    query_timeout: QUERY_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    types: { getTypeParser: ((oid: number, format?: "text" | "binary") => (oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format))) as typeof pg.types.getTypeParser },
  });
  const db = new Kysely<LedgerTables>({ dialect: new PostgresDialect({ pool: guardedPool(pool, where, logger) }) });
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await db.destroy().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new StoreError(
      "unreachable",
      where,
      `cannot use the ledger database ${where}: ${reason}. Check DATABASE_URL (user, password, host, port, database), ` +
        "that the PostgreSQL server is running and that it lets this user connect.",
      { cause: error },
    );
  }
  return { db, dialect: "postgres", where };
}

/** The URL without its password: "postgres://flightdesk@db.example:5432/flightdesk". */
export function describeUrl(url: string): string {
  const parsed = new URL(url);
  parsed.password = "";
  parsed.search = "";
  return parsed.toString();
}

async function migrate({ db, where }: LedgerConnection): Promise<void> {
  const { error, results } = await ledgerMigrator(db as unknown as Kysely<unknown>).migrateToLatest();
  if (!error) return;
  const reason = error instanceof Error ? error.message : String(error);
  // kysely refuses a database holding migrations this version does not know.
  if (/corrupted migrations/i.test(reason)) {
    throw new StoreError(
      "too-new",
      where,
      `the ledger ${where} was written by a newer FlightDesk (${reason}); nothing was changed. Run that version again, or restore the ledger from a backup.`,
      { cause: error },
    );
  }
  const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "?";
  throw new StoreError("damaged", where, `cannot prepare the ledger tables in ${where} (migration ${failed}): ${reason}`, { cause: error });
}
