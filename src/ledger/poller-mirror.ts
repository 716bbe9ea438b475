import type { Kysely, Transaction } from "kysely";
import type { Logger } from "../logger.js";
import type { PollerData, PollerDb } from "./poller-state.js";
import type { InsertStatements } from "./batch-insert.js";
import { loadPoller, savePoller } from "./poller-rows.js";
import type { LedgerTables } from "./schema.js";

/**
 * The poller's state, kept in the ledger's database and mirrored in memory: the repo of
 * src/ledger/poller-state.ts reads synchronously (the poller asks for every event whether it was
 * seen, /poller many times) and changes the mirror inside `update`. Each update is then written
 * in its own transaction, in call order, holding only the seen ids it touched; `inside` runs in
 * that transaction first (a page's ledger rows and alerts), so rows, alerts and cursor commit
 * together or not at all. Only the instance that leads (src/services/leader.ts) polls; one
 * standing by reads the state back before it changes it.
 *
 * A failed write puts the mirror back as the database holds it: the change is gone, as it is
 * from the database (a page is read again). When the database cannot be read back either (it is
 * down), the mirror is stale until a later write reads it back first. A change made on the mirror
 * as it was before such a reading is refused, not written: its caller decided on what the
 * database may never have held (a cursor of a page that was not kept).
 */
export interface PollerMirror extends PollerDb {
  update<R>(change: (data: PollerData) => R, inside?: Inside): Promise<R>;
  /**
   * As `update`, for a change that names every seen id it sets or deletes in `changed`
   * (applyPage): it runs on the data itself, untracked. A page's thousands of seen ids through
   * the tracker's proxy took longer than all of its ledger rows.
   */
  updateNamed<R>(change: (data: PollerData, changed: Set<string>) => R, inside?: Inside): Promise<R>;
  /**
   * Writes `legacy` whole, and runs `inside` in the same transaction, when the database has no
   * poller state yet, and mirrors it; otherwise changes nothing. Returns whether it was written.
   */
  adopt(legacy: PollerData, inside: Inside): Promise<boolean>;
  /** Resolves when every update so far is written (or failed). */
  settled(): Promise<void>;
  /** Reads the poller's state back from the database, after the updates so far: another instance led and wrote it. */
  readBack(): Promise<void>;
  /** While another instance leads: `update` reads the state back before its change, so that what it writes is the leader's state and not an old copy. */
  standingBy(standing: boolean): void;
}

/** Runs first in the transaction of an update: a page's ledger rows and alerts. */
type Inside = (trx: Transaction<LedgerTables>) => Promise<unknown>;

/** `written` is told after each transaction the mirror commits. */
export async function openPollerMirror(db: Kysely<LedgerTables>, statements: InsertStatements, logger: Logger, written: () => void): Promise<PollerMirror> {
  let data = await loadPoller(db);
  /** Counts the changes of `data` a write cannot follow: a reading back, or a failed write. */
  let generation = 0;
  /** A write failed and the database could not be read back since. */
  let stale = false;
  const reload = async () => {
    data = await loadPoller(db);
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
  /** Writes the poller's row and the `touched` seen ids after the updates before it; resolves once committed. */
  const save = (touched: ReadonlySet<string>, inside: Inside | undefined): Promise<void> => {
    const madeOn = generation;
    const saved = tail
      .then(async () => {
        if (stale) await reload();
        if (madeOn !== generation) throw new Error("the poller's state was read back from the ledger database after a failed write: this change was made before and is not kept");
        await db.transaction().execute(async (trx) => {
          await inside?.(trx);
          await savePoller(trx, statements, data, touched);
        });
        written();
      })
      .catch(async (error: unknown) => {
        if (madeOn !== generation) throw error;
        // Before the caller hears of the failure: the poller reads its cursor next.
        logger.error({ err: String(error) }, "could not write the poller's state: reading it back from the ledger database");
        generation += 1;
        stale = true;
        await reload().catch((e: unknown) => logger.warn({ err: String(e) }, "could not read the poller's state back: read again before the next write"));
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
      const seen = new SeenTracker();
      const result = change({ poller: seen.wrap(data.poller) });
      await save(seen.changed(), inside);
      return result;
    },
    async updateNamed(change, inside) {
      const changed = new Set<string>();
      const result = change(data, changed);
      await save(changed, inside);
      return result;
    },
    adopt(legacy, inside) {
      const adopted = tail.then(async () => {
        const wrote = await db.transaction().execute(async (trx) => {
          if (await trx.selectFrom("poller_state").select("id").executeTakeFirst()) return false;
          await inside(trx);
          await savePoller(trx, statements, legacy, new Set(Object.keys(legacy.poller.seen)));
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

/** Records which seen ids a change sets or deletes, so that only their rows are written. */
class SeenTracker {
  readonly #written = new Set<string>();

  wrap(poller: PollerData["poller"]): PollerData["poller"] {
    const seen = new Proxy(poller.seen, {
      set: (target, key, value) => {
        if (typeof key === "string") this.#written.add(key);
        return Reflect.set(target, key, value);
      },
      deleteProperty: (target, key) => {
        if (typeof key === "string") this.#written.add(key);
        return Reflect.deleteProperty(target, key);
      },
    });
    return new Proxy(poller, { get: (target, key) => (key === "seen" ? seen : Reflect.get(target, key)) });
  }

  changed(): Set<string> {
    return new Set(this.#written);
  }
}
