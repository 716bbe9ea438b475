import type { SqliteDatabase, SqliteStatement } from "kysely";

/**
 * better-sqlite3 under kysely with its prepared statements kept: kysely prepares every query it
 * runs, and preparing a 500-row INSERT (10,000 parameters) costs about as much as running it.
 * The ingest sends the same few statements page after page, so they are prepared once. Kysely
 * runs one query at a time on SQLite (one connection), so a kept statement is never in use
 * twice at once. The least recently used statement goes when the cache is full.
 */
export function keepingStatements(database: SqliteDatabase, size: number): SqliteDatabase {
  const kept = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = kept.get(sql);
      if (statement) kept.delete(sql);
      else statement = database.prepare(sql);
      kept.set(sql, statement);
      if (kept.size > size) kept.delete(kept.keys().next().value!);
      return statement;
    },
  };
}
