import { sql, type Kysely } from "kysely";
import type { LedgerTables } from "./schema.js";

/**
 * The merges of the SQLite ledger's FTS5 indexes (/find's names and keys), run after a write
 * instead of inside it. Each transaction that writes an FTS5 index adds a segment to it, and
 * FTS5 merges segments by itself at the end of the writing transaction: at a million bookings
 * that was about 20 ms of a 5000-event page's commit, more on some pages than on others.
 * Migration 0030 turns that off (automerge 0); upkeep.ts runs these merges shortly after a
 * write, outside it, in steps that let other queries in between. FTS5's own safety net stays:
 * a level that reaches 16 segments (crisismerge) is merged inside the transaction, as before,
 * should these merges not run (an older FlightDesk on the same file, say).
 */

/**
 * The FTS5 tables of the ledger (migrations 0003, 0015, 0025): found in the schema, so a new one
 * is merged too. A migration that adds one sets its automerge to 0 as 0030 did, or it still
 * merges inside its writes as well.
 */
export async function ftsTables(db: Kysely<LedgerTables>): Promise<string[]> {
  const rows = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and sql like 'create virtual table % using fts5%' order by name`.execute(db);
  return rows.rows.map((r) => r.name);
}

/**
 * Merged index data written per step, in FTS5 pages (about 4 KB each): a step holds the
 * ledger's one connection a few milliseconds.
 */
const PAGES_PER_STEP = 200;

/**
 * One step of merging `table`, as FTS5's automatic merge would have done it: levels holding 4
 * segments or more (usermerge) are merged. Returns whether there was anything to merge (FTS5
 * tells it by the rows it changed: 2 or more when it merged).
 */
export async function mergeStep(db: Kysely<LedgerTables>, table: string): Promise<boolean> {
  // On one connection held for the step: another query's changes are not counted as the merge's.
  return db.connection().execute(async (connection) => {
    const changes = async () => Number((await sql<{ n: number }>`select total_changes() as n`.execute(connection)).rows[0]?.n ?? 0);
    const before = await changes();
    await sql.raw(`insert into ${table}(${table}, rank) values ('merge', ${PAGES_PER_STEP})`).execute(connection);
    return (await changes()) - before >= 2;
  });
}
