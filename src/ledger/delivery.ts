import type { Kysely, Transaction } from "kysely";
import type { Logger } from "../logger.js";
import type { DeliveryData, DeliveryDb } from "../store/poller.js";
import type { InsertStatements } from "./batch-insert.js";
import { loadDelivery, saveDelivery, type Touched } from "./delivery-rows.js";
import type { LedgerTables } from "./schema.js";

/**
 * The poller's state and the outbox, kept in the ledger's database and mirrored in memory: the
 * repos of src/store/poller.ts and outbox.ts read synchronously (the notifier and /poller ask
 * many times a second) and change the mirror inside `update`, as they did the store's file.
 * Each update is then written in its own transaction, in call order, holding only the rows it
 * touched; `inside` runs in that transaction first (a page's ledger rows), so rows, alerts and
 * cursor commit together or not at all. One process owns DATA_DIR (the store's lock), so the
 * mirror is the database's only writer of these tables.
 *
 * A failed write puts the mirror back as the database holds it: the change is gone, as it is
 * from the database (a page is read again; an alert marked "sending" or delivered may be sent
 * again: at least once, never lost).
 */
export interface DeliveryMirror extends DeliveryDb {
  update<R>(change: (data: DeliveryData) => R, inside?: (trx: Transaction<LedgerTables>) => Promise<unknown>): Promise<R>;
  /**
   * Writes `legacy` whole, in one transaction, when the database has no poller state yet, and
   * mirrors it; otherwise changes nothing. Returns whether it was written.
   */
  adopt(legacy: DeliveryData): Promise<boolean>;
  /** Resolves when every update so far is written (or failed). */
  settled(): Promise<void>;
}

/** `written` is told after each transaction the mirror commits. */
export async function openDeliveryMirror(db: Kysely<LedgerTables>, statements: InsertStatements, logger: Logger, written: () => void): Promise<DeliveryMirror> {
  let data = await loadDelivery(db);
  let tail: Promise<unknown> = Promise.resolve();
  return {
    get data() {
      return data;
    },
    update(change, inside) {
      const tracker = new Tracker();
      const result = change(tracker.view(data));
      const touched = tracker.touched();
      const saved = tail
        .then(() =>
          db.transaction().execute(async (trx) => {
            await inside?.(trx);
            await saveDelivery(trx, statements, data, touched);
          }),
        )
        .then(written)
        .catch(async (error: unknown) => {
          // Before the caller hears of the failure: the poller reads its cursor next.
          logger.error({ err: String(error) }, "could not write the poller's state or the outbox: reading them back from the ledger database");
          data = await loadDelivery(db).catch(() => data);
          throw error;
        });
      tail = saved.catch(() => undefined);
      return saved.then(() => result);
    },
    adopt(legacy) {
      const everything: Touched = {
        seen: new Set(Object.keys(legacy.poller.seen)),
        entries: new Set(Object.keys(legacy.outbox.entries)),
        alerts: new Set(Object.keys(legacy.outbox.alerts)),
      };
      const adopted = tail.then(async () => {
        const wrote = await db.transaction().execute(async (trx) => {
          if (await trx.selectFrom("poller_state").select("id").executeTakeFirst()) return false;
          await saveDelivery(trx, statements, legacy, everything);
          return true;
        });
        if (!wrote) return false;
        written();
        // Read back as any later start reads it.
        data = await loadDelivery(db);
        return true;
      });
      tail = adopted.catch(() => undefined);
      return adopted;
    },
    settled: () => tail.then(() => undefined),
  };
}

/**
 * Records which keys of the seen ids, outbox entries and alerts a change sets, deletes, or
 * changes in place (read, then compared after the change), so that only their rows are written.
 */
class Tracker {
  readonly #seen = new RecordTracker();
  readonly #entries = new RecordTracker();
  readonly #alerts = new RecordTracker();

  view(data: DeliveryData): DeliveryData {
    const seen = this.#seen.wrap(data.poller.seen);
    const entries = this.#entries.wrap(data.outbox.entries);
    const alerts = this.#alerts.wrap(data.outbox.alerts);
    return {
      poller: new Proxy(data.poller, { get: (target, key) => (key === "seen" ? seen : Reflect.get(target, key)) }),
      outbox: new Proxy(data.outbox, {
        get: (target, key) => (key === "entries" ? entries : key === "alerts" ? alerts : Reflect.get(target, key)),
      }),
    };
  }

  touched(): Touched {
    const entries = this.#entries.changed();
    // An entry's alert comes and goes with it: its event id ends the entry's key.
    const alerts = new Set([...this.#alerts.changed(), ...[...entries].map((key) => key.slice(key.lastIndexOf(":") + 1))]);
    return { seen: this.#seen.changed(), entries, alerts };
  }
}

class RecordTracker {
  #record: Record<string, unknown> = {};
  readonly #written = new Set<string>();
  /** Keys read, with their value as it was (JSON for objects, changed in place). */
  readonly #read = new Map<string, unknown>();

  wrap<T extends Record<string, unknown>>(record: T): T {
    this.#record = record;
    return new Proxy(record, {
      get: (target, key, receiver) => {
        const value: unknown = Reflect.get(target, key, receiver);
        if (typeof key === "string" && Object.hasOwn(target, key) && !this.#read.has(key)) this.#read.set(key, snapshot(value));
        return value;
      },
      set: (target, key, value) => {
        if (typeof key === "string") this.#written.add(key);
        return Reflect.set(target, key, value);
      },
      deleteProperty: (target, key) => {
        if (typeof key === "string") this.#written.add(key);
        return Reflect.deleteProperty(target, key);
      },
    });
  }

  changed(): Set<string> {
    const keys = new Set(this.#written);
    for (const [key, before] of this.#read) if (snapshot(this.#record[key]) !== before) keys.add(key);
    return keys;
  }
}

const snapshot = (value: unknown): unknown => (typeof value === "object" && value !== null ? JSON.stringify(value) : value);
