import { CompiledQuery, sql, type Insertable, type Transaction } from "kysely";
import type { LedgerTables } from "./schema.js";

/**
 * Multi-row INSERTs whose SQL is built by kysely once per database, table, columns, number of
 * rows and conflict rule, then run with each batch's values: kysely building a 500-row statement
 * again for every batch was a tenth of a page's time (and on SQLite the same text finds its
 * prepared statement again, statement-cache.ts). The ingest and the poller's state and outbox
 * (poller-rows.ts, outbox-rows.ts) write through it, in the same transaction.
 */

export type InsertStatements = Map<string, string>;

/** One per open ledger: the SQL text differs between SQLite and PostgreSQL. */
export const insertStatements = (): InsertStatements => new Map();

/** Rows per INSERT: far below SQLite's 32766 and PostgreSQL's 65535 parameters at 20 columns. */
export const ROWS_PER_INSERT = 500;

/** A row whose key is there already: the first one stays, or these columns take the new row's values. */
export type OnConflict = "keep" | { key: string; update: readonly string[] };

type AnyTables = Record<string, Record<string, unknown>>;

/** Every row must have the same members (a member may be null): the first row's name the columns. Resolves to the rows written (with "keep": those whose key was new). */
export async function insertRows<T extends keyof LedgerTables & string>(
  trx: Transaction<LedgerTables>,
  statements: InsertStatements,
  table: T,
  rows: readonly Insertable<LedgerTables[T]>[],
  conflict: OnConflict = "keep",
): Promise<number> {
  const first = rows[0];
  if (!first) return 0;
  let written = 0;
  const columns = Object.keys(first);
  const rule = conflict === "keep" ? "keep" : `${conflict.key}:${conflict.update.join(",")}`;
  for (let from = 0; from < rows.length; from += ROWS_PER_INSERT) {
    const batch = rows.slice(from, from + ROWS_PER_INSERT) as readonly Record<string, unknown>[];
    const key = `${table}:${columns.join(",")}:${batch.length}:${rule}`;
    let text = statements.get(key);
    if (text === undefined) {
      const template = batch.map(() => Object.fromEntries(columns.map((c) => [c, null])));
      // kysely cannot narrow a table name given as a type parameter; the rows are typed by it above.
      text = (trx as unknown as Transaction<AnyTables>)
        .insertInto(table as string)
        .values(template)
        .onConflict((oc) =>
          conflict === "keep"
            ? oc.doNothing()
            : oc.column(conflict.key).doUpdateSet(Object.fromEntries(conflict.update.map((c) => [c, sql.ref(`excluded.${c}`)]))),
        )
        .compile().sql;
      statements.set(key, text);
    }
    const values: unknown[] = new Array(batch.length * columns.length);
    let at = 0;
    for (const row of batch) for (const column of columns) values[at++] = row[column] ?? null;
    written += Number((await trx.executeQuery(CompiledQuery.raw(text, values))).numAffectedRows ?? 0);
  }
  return written;
}

/** `items` in runs of at most `size` (statements have a limit on parameters). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
