import { join, resolve } from "node:path";
import { openLedger } from "../ledger/ledger.js";
import type { Logger } from "../logger.js";
import { decodeDocument } from "../store/decode.js";
import { fileExists } from "../store/errors.js";
import { writeNewFile } from "../store/private-file.js";
import { readSharedDocument } from "../store/shared-db.js";
import { STATE_SPLITS } from "../store/state-splits.js";
import { MOVED_FILE_SUFFIX, openStore, STORE_FILE_NAME, STORE_FORMAT } from "../store/store.js";

/**
 * `npm run migrate-state`: the data file's state (users, roles, settings, subscriptions, flows,
 * the audit log) moved into PostgreSQL by hand, as the first start with DATABASE_URL does by
 * itself; `-- --back` writes PostgreSQL's state to a data file, to run without DATABASE_URL again.
 * Both under DATA_DIR's lock: stop the bot of this DATA_DIR first.
 */

export interface MigrateStateOptions {
  dataDir: string;
  databaseUrl: string;
  logger: Logger;
}

/** Why nothing was moved: a sentence that says what to do. */
export class MigrateRefused extends Error {
  override readonly name = "MigrateRefused";
}

/** Moves DATA_DIR's data file in; returns where it was set aside. */
export async function moveStateIn(options: MigrateStateOptions): Promise<{ movedTo: string; users: number }> {
  const file = join(resolve(options.dataDir), STORE_FILE_NAME);
  if (!(await fileExists(file))) throw new MigrateRefused(`there is no data file ${file}: nothing to move (check DATA_DIR)`);
  const ledger = await openLedger({ ...options, retentionDays: 1 });
  try {
    const store = await openStore({ ...options, sharedState: true, stateRefreshMs: 0, delivery: async () => ledger });
    const users = store.users.list().length;
    await store.close();
    if (await fileExists(file)) {
      throw new MigrateRefused(`${ledger.where} holds a FlightDesk state already: ${file} was not moved. Keep one of the two: move the file away, or empty the state tables (state_head, state_parts) to move it in`);
    }
    return { movedTo: `${file}${MOVED_FILE_SUFFIX}`, users };
  } finally {
    await ledger.close();
  }
}

/** Writes PostgreSQL's state to DATA_DIR's data file, which must not exist. */
export async function moveStateBack(options: MigrateStateOptions): Promise<{ file: string; users: number }> {
  const file = join(resolve(options.dataDir), STORE_FILE_NAME);
  if (await fileExists(file)) throw new MigrateRefused(`${file} exists: move it away first (it is older than the state in PostgreSQL)`);
  const ledger = await openLedger({ ...options, retentionDays: 1 });
  try {
    const document = await readSharedDocument(ledger.db, STATE_SPLITS);
    if (!document) throw new MigrateRefused(`${ledger.where} holds no FlightDesk state: nothing to write`);
    const { data } = decodeDocument(JSON.stringify(document), STORE_FORMAT);
    await writeNewFile(file, JSON.stringify(data));
    return { file, users: Object.keys(data.users).length };
  } finally {
    await ledger.close();
  }
}
