import { mkdir, readFile, rename, stat, unlink } from "node:fs/promises";
import { join, resolve } from "node:path";
import { Database } from "../ledger/sqlite-driver.js";
import { LEDGER_FILE, describeUrl } from "../ledger/open.js";
import { errorCode } from "../store/errors.js";
import { PRIVATE_DIR_MODE, replaceFile, syncFolder, tempFileOf, writeNewFile } from "../store/private-file.js";
import { STORE_FILE_NAME } from "../store/store.js";

/**
 * `npm run backup -- DEST`: a whole copy of the data file and of the SQLite ledger, taken while
 * the bot runs. The data file is only ever replaced by a rename (private-file.ts), so one read
 * of it is one whole version; the ledger is copied with SQLite's online backup API, a snapshot
 * of one moment however the bot writes meanwhile. Each is a consistent copy of itself: the two
 * are taken a moment apart (what the bot wrote in between is in the second only).
 */

export interface BackupOptions {
  dataDir: string;
  databaseUrl?: string;
  dest: string;
}

export interface Copied {
  file: string;
  bytes: number;
}

export interface BackupResult {
  /** The data file's copy; null when the state is in PostgreSQL (the data file is not used). */
  dataFile: Copied | null;
  /** The SQLite ledger's copy, with the bookings it holds; null when the ledger is in PostgreSQL. */
  ledger: (Copied & { bookings: number }) | null;
  /** What to run for a PostgreSQL ledger (pg_dump), the password left out; null for SQLite. */
  postgresHint: string | null;
}

/** Why no backup could be taken: a sentence that says what to do. */
export class BackupRefused extends Error {
  override readonly name = "BackupRefused";
}

export async function takeBackup(options: BackupOptions): Promise<BackupResult> {
  const dataDir = resolve(options.dataDir);
  const dest = resolve(options.dest);
  await checkOwner(dataDir);
  if (dest === dataDir) throw new BackupRefused("DEST is DATA_DIR itself: name another folder");
  await mkdir(dest, { recursive: true, mode: PRIVATE_DIR_MODE });
  if (options.databaseUrl) {
    // The users, roles, subscriptions, flows and audit log are there too (src/store/shared-db.ts).
    const file = join(dest, "flightdesk-ledger.pgdump");
    // pg_dump is not run for the operator: its version must match the server's, and a PostgreSQL
    // server has its own backup routine. The password comes from PGPASSWORD or ~/.pgpass.
    const hint = `pg_dump --format=custom --file '${file}' '${describeUrl(options.databaseUrl)}'`;
    return { dataFile: null, ledger: null, postgresHint: hint };
  }
  const dataFile = await copyDataFile(join(dataDir, STORE_FILE_NAME), join(dest, STORE_FILE_NAME));
  const ledger = await copyLedger(join(dataDir, LEDGER_FILE), join(dest, LEDGER_FILE));
  return { dataFile, ledger, postgresHint: null };
}

/**
 * Run as another user (root), SQLite could leave files in DATA_DIR the bot may not open; and
 * the copies, full of personal data, belong to the bot's user.
 */
async function checkOwner(dataDir: string): Promise<void> {
  let owner: number;
  try {
    owner = (await stat(dataDir)).uid;
  } catch (error) {
    throw new BackupRefused(`cannot read DATA_DIR ${dataDir} (${errorCode(error) ?? String(error)}): check DATA_DIR`);
  }
  const me = process.getuid?.();
  if (me !== undefined && me !== owner) {
    throw new BackupRefused(
      `DATA_DIR ${dataDir} belongs to user ${owner}, not to this user (${me}): run the backup as FlightDesk's user, e.g. sudo -u flightdesk npm run backup -- DEST`,
    );
  }
}

async function copyDataFile(from: string, to: string): Promise<Copied> {
  let text: string;
  try {
    text = await readFile(from, "utf8");
  } catch (error) {
    if (errorCode(error) === "ENOENT") throw new BackupRefused(`there is no data file ${from}: check DATA_DIR`);
    throw error;
  }
  // Always whole (renamed into place), unless damaged on disk: a backup of a damaged file is none.
  try {
    JSON.parse(text);
  } catch {
    throw new BackupRefused(`the data file ${from} is not whole JSON: it is damaged, keep the backups you have`);
  }
  await replaceFile(to, text);
  return { file: to, bytes: Buffer.byteLength(text) };
}

async function copyLedger(from: string, to: string): Promise<Copied & { bookings: number }> {
  let source: Database;
  try {
    source = new Database(from, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupRefused(`cannot open the ledger ${from} (${errorCode(error) ?? String(error)}): check DATA_DIR`);
  }
  const temp = tempFileOf(to);
  try {
    await unlink(temp).catch((error: unknown) => {
      if (errorCode(error) !== "ENOENT") throw error;
    });
    // Created private first: SQLite writes its copy into the empty file with this mode.
    await writeNewFile(temp, "");
    await source.backup(temp);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  } finally {
    source.close();
  }
  const bookings = checkCopy(temp);
  await rename(temp, to);
  await syncFolder(resolve(to, ".."));
  return { file: to, bytes: (await stat(to)).size, bookings };
}

/** The copy opens and SQLite finds it sound: the bookings it holds. */
function checkCopy(file: string): number {
  const copy = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const check = copy.pragma("quick_check", { simple: true });
    if (check !== "ok") throw new BackupRefused(`the ledger's copy ${file} is not sound (${String(check)}): try again`);
    return (copy.prepare("select count(*) as n from bookings").get() as { n: number }).n;
  } finally {
    copy.close();
  }
}
