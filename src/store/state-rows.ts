import type { Transaction } from "kysely";
import type { LedgerTables } from "../ledger/schema.js";

/**
 * The rows of state_parts (src/store/shared-db.ts): one per part of the document, and for a part
 * too big to write whole at each change (the audit log, the guided flows) a small head row plus
 * one row per piece ("audit#3"). A change writes the head and the pieces whose JSON differs from
 * what the database holds; another instance reads back only the rows that changed.
 */

export type Parts = Record<string, unknown>;

/** How a big part is kept in pieces. */
export interface PartSplit {
  /** The part as a small head (written with every change of the part) and its pieces by name. */
  split(value: unknown): { head: unknown; pieces: Record<string, unknown> };
  /**
   * The part again from its head, the pieces read with it (`changed`) and, for the others, the
   * part as this instance holds it (`current`; undefined at the first reading, which reads all).
   */
  join(head: unknown, changed: ReadonlyMap<string, unknown>, current: unknown): unknown;
}

const PIECE_MARK = "#";

export class StateRows {
  /** The body of each piece row as last written or read, to write only the pieces that changed. */
  readonly #pieces = new Map<string, string>();

  constructor(private readonly splits: Readonly<Record<string, PartSplit>>) {}

  /** The parts of the rows written after version `since` (-1: all), joined with `current`. */
  async read(trx: Transaction<LedgerTables>, since: number, current?: Parts): Promise<Parts> {
    if (since < 0) this.#pieces.clear();
    const rows = await trx.selectFrom("state_parts").select(["name", "body"]).where("version", ">", since).execute();
    const parts: Parts = {};
    const heads = new Map<string, unknown>();
    const pieces = new Map<string, Map<string, unknown>>();
    for (const { name, body } of rows) {
      const mark = name.indexOf(PIECE_MARK);
      if (mark < 0) {
        if (this.splits[name]) heads.set(name, JSON.parse(body));
        else parts[name] = JSON.parse(body);
        continue;
      }
      this.#pieces.set(name, body);
      const part = name.slice(0, mark);
      const ofPart = pieces.get(part) ?? new Map<string, unknown>();
      ofPart.set(name.slice(mark + 1), JSON.parse(body));
      pieces.set(part, ofPart);
    }
    for (const [name, head] of heads) parts[name] = this.splits[name]!.join(head, pieces.get(name) ?? new Map(), current?.[name]);
    return parts;
  }

  /** Writes part `name` as of `version`: whole, or its head and the pieces that changed. */
  async write(trx: Transaction<LedgerTables>, name: string, version: number, value: unknown): Promise<void> {
    const split = this.splits[name];
    if (!split) return upsert(trx, name, version, JSON.stringify(value ?? null));
    const { head, pieces } = split.split(value);
    const prefix = `${name}${PIECE_MARK}`;
    for (const [piece, pieceValue] of Object.entries(pieces)) {
      const row = `${prefix}${piece}`;
      const body = JSON.stringify(pieceValue);
      if (this.#pieces.get(row) === body) continue;
      await upsert(trx, row, version, body);
      this.#pieces.set(row, body);
    }
    for (const row of [...this.#pieces.keys()]) {
      if (!row.startsWith(prefix) || Object.hasOwn(pieces, row.slice(prefix.length))) continue;
      await trx.deleteFrom("state_parts").where("name", "=", row).execute();
      this.#pieces.delete(row);
    }
    await upsert(trx, name, version, JSON.stringify(head));
  }
}

async function upsert(trx: Transaction<LedgerTables>, name: string, version: number, body: string): Promise<void> {
  await trx
    .insertInto("state_parts")
    .values({ name, version, body })
    .onConflict((c) => c.column("name").doUpdateSet({ version, body }))
    .execute();
}
