import { open, readFile, unlink } from "node:fs/promises";
import { dirname } from "node:path";
import type { Logger } from "../logger.js";
import { errorCode, StoreError, unwritableError } from "./errors.js";

/**
 * One FlightDesk per DATA_DIR. Two processes on one file would each keep their own copy in
 * memory and overwrite each other's saves, so the second one must not start.
 *
 * The lock is a file created with O_EXCL holding the owner's pid. A process killed with
 * kill -9 leaves it behind; its pid is then no longer alive and the next start takes it over.
 */
export interface Lock {
  readonly file: string;
  /** Deletes the lock file if it still holds our pid. Safe to call twice. */
  release(): Promise<void>;
}

/**
 * Lock files this process holds. The pid test cannot tell "this process opened the store
 * twice" from "a previous process had our pid" (in a container the bot is often pid 1 on
 * every start), so the process remembers what it took.
 */
const heldHere = new Set<string>();

export async function acquireLock(file: string, logger: Logger): Promise<Lock> {
  if (heldHere.has(file)) {
    throw new StoreError(
      "locked",
      file,
      `this process (pid ${process.pid}) already has DATA_DIR ${dirname(file)} open ` +
        `(lock file ${file}): open the store once and share it.`,
    );
  }
  // Two rounds: the second runs after a stale lock was removed or the holder released it.
  for (let round = 0; round < 2; round++) {
    if (await tryCreate(file)) {
      heldHere.add(file);
      return { file, release: () => release(file) };
    }
    const holder = await readHolder(file);
    if (holder === "gone") continue;
    if (holder === "invalid") {
      throw new StoreError(
        "locked",
        file,
        `the lock file ${file} of DATA_DIR ${dirname(file)} holds no valid pid. ` +
          "If no FlightDesk is running on this DATA_DIR, delete the lock file and start again.",
      );
    }
    // Our own pid here is not us (checked above): a previous process that had the same pid.
    if (holder !== process.pid && isAlive(holder)) throw lockedByOther(file, holder);
    logger.warn(
      { lockFile: file, pid: holder },
      `taking over the lock of a FlightDesk that is no longer running (pid ${holder}); it was probably killed`,
    );
    // Re-read right before deleting: another starter may have taken it over in between.
    if ((await readHolder(file)) === holder) await removeLockFile(file);
  }
  const holder = await readHolder(file);
  throw lockedByOther(file, typeof holder === "number" ? holder : "unknown");
}

function lockedByOther(file: string, pid: number | "unknown"): StoreError {
  return new StoreError(
    "locked",
    file,
    `another FlightDesk (pid ${pid}) is using DATA_DIR ${dirname(file)} (lock file ${file}). ` +
      "Stop it first. If no FlightDesk is running there, delete the lock file and start again.",
  );
}

/** Creates the lock file holding our pid; false when it already exists. */
async function tryCreate(file: string): Promise<boolean> {
  let handle;
  try {
    handle = await open(file, "wx");
  } catch (error) {
    if (errorCode(error) === "EEXIST") return false;
    throw unwritableError(file, "create the lock file", error);
  }
  try {
    await handle.writeFile(`${process.pid}\n`);
  } catch (error) {
    // An empty lock file would block the next start: do not leave one behind.
    await handle.close().catch(() => undefined);
    await removeLockFile(file);
    throw unwritableError(file, "write the lock file", error);
  }
  await handle.close();
  return true;
}

async function readHolder(file: string): Promise<number | "gone" | "invalid"> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if (errorCode(error) === "ENOENT") return "gone";
    throw new StoreError("locked", file, `cannot read the lock file ${file}: ${String(error)}`, {
      cause: error,
    });
  }
  const trimmed = text.trim();
  // Only a plain positive number: 0 and negative pids mean process groups to kill().
  if (!/^[1-9]\d*$/.test(trimmed)) return "invalid";
  return Number(trimmed);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user. Anything unexpected: assume alive.
    return errorCode(error) !== "ESRCH";
  }
}

async function removeLockFile(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (error) {
    if (errorCode(error) !== "ENOENT") throw unwritableError(file, "remove the lock file", error);
  }
}

async function release(file: string): Promise<void> {
  if (!heldHere.delete(file)) return;
  if ((await readHolder(file)) === process.pid) await removeLockFile(file);
}
