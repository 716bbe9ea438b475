import { createHash, randomBytes } from "node:crypto";
import { link, readFile, unlink } from "node:fs/promises";
import { dirname } from "node:path";
import type { Logger } from "../logger.js";
import { errorCode, StoreError, unwritableError } from "./errors.js";
import { ownHolder, parseHolder, processState, type Holder } from "./lock-holder.js";
import { writeNewFile } from "./private-file.js";

/**
 * One FlightDesk per DATA_DIR. Two processes on one file would each keep their own copy in
 * memory and overwrite each other's saves, so the second one must not start.
 *
 * The lock file names its holder: host, pid, start time (lock-holder.ts). It is never written in
 * place: the holder's record is written to a file of its own and then hard-linked to the lock's
 * name, which fails when the name exists, so a lock is never seen empty or half-written.
 *
 * A holder on this host that no longer runs (killed, a zombie, or its pid now belongs to
 * another process) is stale and taken over. Taking over goes through a guard named after that
 * very lock's content, created the same exclusive way: of the starters that found the same
 * stale lock, exactly one gets the guard and replaces the lock; the others wait and then find
 * the winner's live lock. A lock from another host is never judged: its pid means nothing here.
 */
export interface Lock {
  readonly file: string;
  /** Deletes the lock file if it still holds our record. Safe to call twice. */
  release(): Promise<void>;
}

/**
 * Lock files this process holds. The pid test cannot tell "this process opened the store
 * twice" from "a previous process had our pid" (in a container the bot is often pid 1 on
 * every start), so the process remembers what it took.
 */
const heldHere = new Set<string>();

/** How long a start waits for another starter's takeover of the same stale lock to finish. */
const TAKEOVER_WAIT_MS = 2_000;
const TAKEOVER_POLL_MS = 10;

export async function acquireLock(file: string, logger: Logger): Promise<Lock> {
  if (heldHere.has(file)) {
    throw new StoreError(
      "locked",
      file,
      `this process (pid ${process.pid}) already has DATA_DIR ${dirname(file)} open ` +
        `(lock file ${file}): open the store once and share it.`,
    );
  }
  const record = `${JSON.stringify(await ownHolder())}\n`;
  const mine = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await writeRecord(mine, record);
  try {
    await takeLock(file, mine, logger);
  } finally {
    await removeFile(mine, "remove the temporary lock file");
  }
  heldHere.add(file);
  return { file, release: () => release(file, record) };
}

async function takeLock(file: string, mine: string, logger: Logger): Promise<void> {
  const deadline = Date.now() + TAKEOVER_WAIT_MS;
  for (;;) {
    if (await linkOnce(mine, file)) return;
    const text = await readLock(file);
    if (text === null) continue;
    const holder = parseHolder(text);
    if (holder === null) throw invalidLock(file);
    await refuseUnlessStale(file, holder);
    const guard = `${file}.takeover-${createHash("sha256").update(text).digest("hex").slice(0, 16)}`;
    if (await linkOnce(mine, guard)) {
      try {
        // Holding the guard, nobody else may remove this lock: if it is still the stale one, it is ours to replace.
        if ((await readLock(file)) === text) {
          logger.warn(
            { lockFile: file, pid: holder.pid, host: holder.host },
            `taking over the lock of a FlightDesk that is no longer running (pid ${holder.pid}); it was probably killed`,
          );
          await removeFile(file, "remove the stale lock file");
          if (await linkOnce(mine, file)) return;
        }
      } finally {
        await removeFile(guard, "remove the lock takeover guard");
      }
      continue;
    }
    // Another starter is replacing this stale lock. Wait for it, unless it died doing so.
    const taker = parseHolder((await readLock(guard)) ?? "");
    if (taker && (await isStale(taker)) === "not running") throw interruptedTakeover(file, guard);
    if (Date.now() > deadline) throw interruptedTakeover(file, guard);
    await new Promise((resolve) => setTimeout(resolve, TAKEOVER_POLL_MS));
  }
}

/** Throws unless the holder is a FlightDesk of this host that no longer runs. */
async function refuseUnlessStale(file: string, holder: Holder): Promise<void> {
  const verdict = await isStale(holder);
  if (verdict === "other host") throw lockedFromOtherHost(file, holder);
  if (verdict === "running") throw lockedByOther(file, holder);
}

async function isStale(holder: Holder): Promise<"other host" | "running" | "not running"> {
  const own = await ownHolder();
  if (holder.host !== null && holder.host !== own.host) return "other host";
  // Same hostname, another container: its pids mean nothing in ours.
  if (holder.pidNamespace !== null && own.pidNamespace !== null && holder.pidNamespace !== own.pidNamespace) return "other host";
  // Our own pid here is not us (heldHere is checked first): a previous process that had the same pid.
  if (holder.pid === process.pid) return "not running";
  return (await processState(holder.pid, holder.procStart)) === "running" ? "running" : "not running";
}

function describeHolder(holder: Holder): string {
  const started = holder.startedAt ? `, started ${holder.startedAt}` : "";
  return holder.host === null ? `pid ${holder.pid}${started}` : `pid ${holder.pid} on host ${holder.host}${started}`;
}

function lockedByOther(file: string, holder: Holder): StoreError {
  return new StoreError(
    "locked",
    file,
    `another FlightDesk (${describeHolder(holder)}) is using DATA_DIR ${dirname(file)} (lock file ${file}). ` +
      "Stop it first. If no FlightDesk is running there, delete the lock file and start again.",
  );
}

function lockedFromOtherHost(file: string, holder: Holder): StoreError {
  return new StoreError(
    "locked",
    file,
    `DATA_DIR ${dirname(file)} is locked by a FlightDesk on another host or container (${describeHolder(holder)}; ` +
      `lock file ${file}). A pid cannot be checked from here, so FlightDesk does not guess whether it still runs. ` +
      `If that FlightDesk is stopped (or its host or container is gone), delete the lock file and start again; ` +
      "never run two FlightDesks on one DATA_DIR.",
  );
}

function invalidLock(file: string): StoreError {
  return new StoreError(
    "locked",
    file,
    `the lock file ${file} of DATA_DIR ${dirname(file)} holds no valid pid. ` +
      "If no FlightDesk is running on this DATA_DIR, delete the lock file and start again.",
  );
}

function interruptedTakeover(file: string, guard: string): StoreError {
  return new StoreError(
    "locked",
    file,
    `another start is taking over the stale lock ${file} of DATA_DIR ${dirname(file)} and did not finish ` +
      `(takeover file ${guard}). If no FlightDesk is running on this DATA_DIR, delete both files and start again.`,
  );
}

/** Our record in a private file of its own, complete before any lock name points at it. */
async function writeRecord(path: string, record: string): Promise<void> {
  try {
    await writeNewFile(path, record);
  } catch (error) {
    throw unwritableError(path, "create the lock file", error);
  }
}

/** A new name for our record, atomically; false when the name is taken. */
async function linkOnce(record: string, name: string): Promise<boolean> {
  try {
    await link(record, name);
    return true;
  } catch (error) {
    if (errorCode(error) === "EEXIST") return false;
    throw unwritableError(name, "create the lock file", error);
  }
}

/** The lock's text, or null when there is none. */
async function readLock(file: string): Promise<string | null> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if (errorCode(error) === "ENOENT") return null;
    throw new StoreError("locked", file, `cannot read the lock file ${file}: ${String(error)}`, { cause: error });
  }
}

async function removeFile(file: string, action: string): Promise<void> {
  try {
    await unlink(file);
  } catch (error) {
    if (errorCode(error) !== "ENOENT") throw unwritableError(file, action, error);
  }
}

async function release(file: string, record: string): Promise<void> {
  if (!heldHere.delete(file)) return;
  if ((await readLock(file)) === record) await removeFile(file, "remove the lock file");
}
