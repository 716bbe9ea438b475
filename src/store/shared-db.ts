import { sql, type Kysely, type Transaction } from "kysely";
import type { Logger } from "../logger.js";
import type { LedgerTables } from "../ledger/schema.js";
import { decodeDocument, DocumentProblem, type DocumentFormat } from "./decode.js";
import type { Db } from "./db.js";
import { StoreError } from "./errors.js";
import { StateRows, type PartSplit, type Parts } from "./state-rows.js";

/**
 * The store's document in a database that several FlightDesks share (PostgreSQL): each top-level
 * part (users, accessRequests, audit...) is a row of state_parts, a big one (the audit log, the
 * flows) a head row and pieces (state-rows.ts); a head row of state_head counts changes.
 *
 * Reads stay synchronous, from a copy in memory. A change runs inside a transaction that first
 * locks the head row and reads back the parts another instance changed since: it always runs
 * on the latest state, one instance at a time, so a check and the change it guards ("the first
 * decision wins", "one request per user", the next audit id) hold across instances as they hold
 * in one process. The parts it read are written back, the head moves on, and the transaction
 * commits before the caller hears of it. `fresh` catches up with other instances' changes (the
 * bot calls it before each update; a timer calls it every few seconds for background work).
 *
 * A failed write is not kept: the copy is read back from the database (or, when that fails too,
 * before the next change), and the caller gets the error.
 */
export interface SharedDb<T> extends Db<T> {
  /** Reads back what other instances changed since the last change or reading. */
  fresh(): Promise<void>;
}

/** Where the document lives before it is here: the data file, read once to move it in. */
export interface SharedDbOptions<T extends object> {
  db: Kysely<LedgerTables>;
  /** The server and database, for messages (never the password). */
  where: string;
  format: DocumentFormat<T>;
  logger: Logger;
  /** The document to start with when the database holds none yet (the data file's, or empty). */
  initial: () => Promise<T>;
  /** Told after the initial document was written, in the transaction's wake (the data file is set aside). */
  adopted?: () => Promise<void>;
  /** Runs as the first change (pruning). */
  prepare?: (data: T) => void;
  /** Between readings of other instances' changes in the background; 0: none. */
  refreshMs: number;
  /** Parts kept in pieces (src/store/state-rows.ts), by name. */
  splits?: Readonly<Record<string, PartSplit>>;
}

/** An advisory lock key of its own: only one instance moves a data file in. */
const ADOPT_LOCK = 46_504_202;

export async function openSharedDatabase<T extends object>(options: SharedDbOptions<T>): Promise<SharedDb<T>> {
  const { db, where, format, logger } = options;
  const fail = (error: unknown, action: string): StoreError =>
    error instanceof StoreError
      ? error
      : new StoreError("unreachable", where, `cannot ${action} the state in ${where}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });

  let adoptedNow = false;
  const rows = new StateRows(options.splits ?? {});
  const start = await db
    .transaction()
    .execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${ADOPT_LOCK})`.execute(trx);
      const head = await trx.selectFrom("state_head").select(["version", "format"]).where("id", "=", 1).executeTakeFirst();
      if (head) return { version: head.version, format: head.format, parts: await rows.read(trx, -1) };
      const initial = await options.initial();
      const parts = partsOf(initial);
      for (const [name, value] of Object.entries(parts)) await rows.write(trx, name, 1, value);
      await trx.insertInto("state_head").values({ id: 1, version: 1, format: format.version }).execute();
      adoptedNow = true;
      return { version: 1, format: format.version, parts };
    })
    .catch((error: unknown) => {
      throw fail(error, "read");
    });
  if (adoptedNow) await options.adopted?.();

  let data: T;
  try {
    data = decodeDocument(JSON.stringify({ ...start.parts, schemaVersion: start.format }), format).data;
  } catch (error) {
    if (!(error instanceof DocumentProblem)) throw error;
    throw new StoreError(
      error.kind,
      where,
      `the state in ${where} ${error.reason}. FlightDesk did not start and did not change it.` +
        (error.kind === "too-new" ? " Run the newer FlightDesk." : " Restore the database from a backup.") +
        error.details.map((line) => `\n${line}`).join(""),
    );
  }
  const shared = new SharedDocument<T>(db, rows, data, start.version, fail, logger, where);
  // An older document was upgraded in memory: written whole, as a file is saved after its upgrade.
  if (start.format < format.version) {
    await shared.update((doc) => {
      for (const name of Object.keys(partsOf(data))) Reflect.get(doc, name);
    }, format.version);
  }
  if (options.prepare) await shared.update(options.prepare);
  shared.refreshEvery(options.refreshMs);
  return shared;
}

/** A change's own error (a check it made), told to its caller as it is. */
class ChangeFailed extends Error {
  constructor(override readonly cause: unknown) {
    super("the change failed");
  }
}

class SharedDocument<T extends object> implements SharedDb<T> {
  #tail: Promise<unknown> = Promise.resolve();
  /** A write failed and the copy could not be read back since. */
  #stale = false;
  #closed = false;
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Kysely<LedgerTables>,
    private readonly rows: StateRows,
    private readonly doc: T,
    private version: number,
    private readonly fail: (error: unknown, action: string) => StoreError,
    private readonly logger: Logger,
    readonly file: string,
  ) {}

  get data(): T {
    return this.doc;
  }

  update<R>(change: (data: T) => R, format?: number): Promise<R> {
    if (this.#closed) return Promise.reject(new Error("the store is closed"));
    return this.#queue(async () => {
      try {
        return await this.db.transaction().execute(async (trx) => {
          const head = await trx.selectFrom("state_head").select("version").where("id", "=", 1).forUpdate().executeTakeFirstOrThrow();
          if (this.#stale) await this.#readAll(trx);
          else if (head.version !== this.version) await this.#readSince(trx);
          const touched = new Set<string>();
          const view = new Proxy(this.doc, {
            get: (target, key, receiver) => {
              if (typeof key === "string" && key !== "schemaVersion") touched.add(key);
              return Reflect.get(target, key, receiver);
            },
            set: (target, key, value) => {
              if (typeof key === "string" && key !== "schemaVersion") touched.add(key);
              return Reflect.set(target, key, value);
            },
          });
          let result: R;
          try {
            result = change(view);
          } catch (error) {
            throw new ChangeFailed(error);
          }
          const next = head.version + 1;
          for (const name of touched) await this.rows.write(trx, name, next, Reflect.get(this.doc, name));
          await trx
            .updateTable("state_head")
            .set({ version: next, ...(format === undefined ? {} : { format }) })
            .where("id", "=", 1)
            .execute();
          return { result, next };
        });
      } catch (error) {
        // The copy may hold the change the database refused: read back now, or before the next one.
        this.#stale = true;
        await this.db
          .transaction()
          .execute((trx) => this.#readAll(trx))
          .catch(() => undefined);
        throw error instanceof ChangeFailed ? error.cause : this.fail(error, "save");
      }
    }).then(({ result, next }) => {
      this.version = next;
      return result;
    });
  }

  fresh(): Promise<void> {
    if (this.#closed) return Promise.resolve();
    return this.#queue(async () => {
      try {
        if (!this.#stale) {
          // One query when nothing changed, as on most updates.
          const head = await this.db.selectFrom("state_head").select("version").where("id", "=", 1).executeTakeFirstOrThrow();
          if (head.version === this.version) return;
        }
        await this.db.transaction().execute((trx) => (this.#stale ? this.#readAll(trx) : this.#readSince(trx)));
      } catch (error) {
        throw this.fail(error, "read");
      }
    });
  }

  /** Nothing waits in memory: every change was written before it resolved. */
  async flush(): Promise<void> {
    await this.#tail;
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#timer);
    await this.#tail;
  }

  refreshEvery(ms: number): void {
    if (ms <= 0) return;
    let told = false;
    this.#timer = setInterval(() => {
      this.fresh().then(
        () => (told = false),
        (error: unknown) => {
          if (told) return;
          told = true;
          this.logger.warn({ err: error instanceof Error ? error.message : String(error) }, "cannot read the shared state back; the bot answers from its last copy");
        },
      );
    }, ms);
    this.#timer.unref();
  }

  /** Changes and readings run one after the other: a reading never lands in a change's middle. */
  #queue<R>(work: () => Promise<R>): Promise<R> {
    const run = this.#tail.then(work);
    this.#tail = run.catch(() => undefined);
    return run;
  }

  async #readSince(trx: Transaction<LedgerTables>): Promise<void> {
    const head = await trx.selectFrom("state_head").select("version").where("id", "=", 1).executeTakeFirstOrThrow();
    Object.assign(this.doc, await this.rows.read(trx, this.version, this.doc as Parts));
    this.version = head.version;
  }

  async #readAll(trx: Transaction<LedgerTables>): Promise<void> {
    const head = await trx.selectFrom("state_head").select("version").where("id", "=", 1).executeTakeFirstOrThrow();
    Object.assign(this.doc, await this.rows.read(trx, -1));
    this.version = head.version;
    this.#stale = false;
  }
}

/** The shared document as the database holds it (its schemaVersion and parts), undefined when it holds none: for tools. */
export async function readSharedDocument(db: Kysely<LedgerTables>, splits: Readonly<Record<string, PartSplit>>): Promise<Parts | undefined> {
  return db.transaction().execute(async (trx) => {
    const head = await trx.selectFrom("state_head").select("format").where("id", "=", 1).executeTakeFirst();
    return head && { ...(await new StateRows(splits).read(trx, -1)), schemaVersion: head.format };
  });
}

/** The document's parts: every top-level key but its schemaVersion, which the head keeps. */
function partsOf(doc: object): Parts {
  const { schemaVersion: _version, ...parts } = doc as Parts;
  return parts;
}
