import type { Kysely, Transaction } from "kysely";
import type { Logger } from "../logger.js";
import type { ChangedKeys, DeliveryData, DeliveryDb } from "./poller-state.js";
import type { InsertStatements } from "./batch-insert.js";
import { alertIdOf, EntriesByAlert } from "./alert-entries.js";
import { loadDelivery, saveDelivery, type Touched } from "./delivery-rows.js";
import type { LedgerTables } from "./schema.js";

/**
 * The poller's state and the outbox, kept in the ledger's database and mirrored in memory: the
 * repos of src/ledger/poller-state.ts and outbox.ts read synchronously (the notifier and /poller ask
 * many times a second) and change the mirror inside `update`, as they did the store's file.
 * Each update is then written in its own transaction, in call order, holding only the rows it
 * touched; `inside` runs in that transaction first (a page's ledger rows), so rows, alerts and
 * cursor commit together or not at all. One process owns DATA_DIR (the store's lock), so the
 * mirror is the database's only writer of these tables.
 *
 * A failed write puts the mirror back as the database holds it: the change is gone, as it is
 * from the database (a page is read again; an alert marked "sending" or delivered may be sent
 * again: at least once, never lost). When the database cannot be read back either (it is down),
 * the mirror is stale until a later write reads it back first. A change made on the mirror as it
 * was before such a reading is refused, not written: its caller decided on what the database
 * may never have held (a cursor of a page that was not kept, an alert not in the outbox).
 */
export interface DeliveryMirror extends DeliveryDb {
  update<R>(change: (data: DeliveryData) => R, inside?: Inside): Promise<R>;
  /**
   * As `update`, for a change that names every outbox entry and seen id it sets or deletes in
   * `changed` (applyPage): it runs on the data itself, untracked. A page's tens of thousands of
   * entries and seen ids through the tracker's proxies took longer than all of its ledger rows.
   */
  updateNamed<R>(change: (data: DeliveryData, changed: ChangedKeys) => R, inside?: Inside): Promise<R>;
  /**
   * Writes `legacy` whole, in one transaction, when the database has no poller state yet, and
   * mirrors it; otherwise changes nothing. Returns whether it was written.
   */
  adopt(legacy: DeliveryData): Promise<boolean>;
  /** Resolves when every update so far is written (or failed). */
  settled(): Promise<void>;
  /** Reads the poller's state and the outbox back from the database, after the updates so far: another instance led and wrote them. */
  readBack(): Promise<void>;
  /**
   * While another instance leads (src/services/leader.ts) it writes these tables: `update` then
   * reads them back before its change (a chat's alerts dropped on a standby), so that what it
   * writes, the poller's row included, is the leader's state and not an old copy.
   */
  standingBy(standing: boolean): void;
}

/** Runs first in the transaction of an update: a page's ledger rows. */
type Inside = (trx: Transaction<LedgerTables>) => Promise<unknown>;

/** `written` is told after each transaction the mirror commits. */
export async function openDeliveryMirror(db: Kysely<LedgerTables>, statements: InsertStatements, logger: Logger, written: () => void): Promise<DeliveryMirror> {
  let data = await loadDelivery(db);
  let byAlert = new EntriesByAlert(data.outbox);
  /** Counts the changes of `data` a write cannot follow: a reading back, or a failed write. */
  let generation = 0;
  /** A write failed and the database could not be read back since. */
  let stale = false;
  const reload = async () => {
    data = await loadDelivery(db);
    byAlert = new EntriesByAlert(data.outbox);
    generation += 1;
    stale = false;
  };
  let tail: Promise<unknown> = Promise.resolve();
  let standing = false;
  const readBack = (): Promise<void> => {
    const read = tail.then(reload);
    tail = read.catch(() => undefined);
    return read;
  };
  /** Writes what `touched` names after the updates before it; resolves once committed. */
  const save = (touched: Touched, inside: Inside | undefined): Promise<void> => {
    const madeOn = generation;
    const saved = tail
      .then(async () => {
        if (stale) await reload();
        if (madeOn !== generation) throw new Error("the poller's state and the outbox were read back from the ledger database after a failed write: this change was made before and is not kept");
        await db.transaction().execute(async (trx) => {
          await inside?.(trx);
          await saveDelivery(trx, statements, data, touched, byAlert);
        });
        written();
      })
      .catch(async (error: unknown) => {
        if (madeOn !== generation) throw error;
        // Before the caller hears of the failure: the poller reads its cursor next.
        logger.error({ err: String(error) }, "could not write the poller's state or the outbox: reading them back from the ledger database");
        generation += 1;
        stale = true;
        await reload().catch((e: unknown) => logger.warn({ err: String(e) }, "could not read the poller's state and the outbox back: read again before the next write"));
        throw error;
      });
    tail = saved.catch(() => undefined);
    return saved;
  };
  return {
    get data() {
      return data;
    },
    async update(change, inside) {
      // On a standby: the change is made on the leader's state, not an old copy.
      if (standing) await readBack();
      const tracker = new Tracker();
      const result = change(tracker.view(data));
      await save(tracker.touched(), inside);
      return result;
    },
    async updateNamed(change, inside) {
      const changed: ChangedKeys = { entries: new Set(), seen: new Set() };
      const result = change(data, changed);
      await save({ seen: changed.seen, entries: changed.entries, alerts: alertsOf(changed.entries) }, inside);
      return result;
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
          await saveDelivery(trx, statements, legacy, everything, new EntriesByAlert(legacy.outbox));
          return true;
        });
        if (!wrote) return false;
        written();
        // Read back as any later start reads it.
        await reload();
        return true;
      });
      tail = adopted.catch(() => undefined);
      return adopted;
    },
    settled: () => tail.then(() => undefined),
    readBack,
    fresh: () => (standing ? readBack() : Promise.resolve()),
    standingBy(yes) {
      standing = yes;
    },
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
    const alerts = alertsOf(entries);
    for (const id of this.#alerts.changed()) alerts.add(id);
    return { seen: this.#seen.changed(), entries, alerts };
  }
}

/** An entry's alert comes and goes with it: its event id ends the entry's key. */
function alertsOf(entries: ReadonlySet<string>): Set<string> {
  const alerts = new Set<string>();
  for (const key of entries) alerts.add(alertIdOf(key));
  return alerts;
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
