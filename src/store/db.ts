import { mkdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Logger } from "../logger.js";
import { decodeDocument, DocumentProblem, type DocumentFormat } from "./decode.js";
import { errorCode, StoreError, unwritableError } from "./errors.js";
import { acquireLock, type Lock } from "./lock.js";
import { Low } from "lowdb";
import { PRIVATE_DIR_MODE, tightenModes, writeNewFile } from "./private-file.js";
import { PrivateJsonFile } from "./private-json-file.js";

/**
 * The database file: one JSON document, held in memory, saved whole after each change.
 *
 * Saving (lowdb over PrivateJsonFile) writes a new temp file and renames it over the old one,
 * so the file on disk is always either the previous or the new version, never half of one.
 */
export interface Db<T> {
  readonly file: string;
  /** The in-memory document. Change it only inside `update`. */
  readonly data: T;
  /**
   * Applies `change` to the document and resolves once a save that contains it is on disk;
   * rejects with StoreError("unwritable") when that save fails. The change then stays in
   * memory and reaches the disk with the next successful save.
   */
  update<R>(change: (data: T) => R): Promise<R>;
  /** Saves the current document now (also retries what a failed save left unsaved). */
  flush(): Promise<void>;
  /** Saves, then releases the lock, even when the save fails. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions<T> {
  dataDir: string;
  fileName: string;
  lockName: string;
  format: DocumentFormat<T>;
  logger: Logger;
  /** Runs on the loaded document before the first save (pruning). */
  prepare?: (data: T) => void;
  /**
   * Runs under the lock on a file older than format.version, on the document as the file holds
   * it, before the upgraded one is saved: what the upgrade drops can be kept elsewhere first.
   * When it rejects, the file is left as it is and the open fails.
   */
  beforeUpgrade?: (old: Readonly<Record<string, unknown>>, fromVersion: number) => Promise<void>;
}

/**
 * Locks DATA_DIR, loads (or creates) the file, and saves once: a start-up on a full or
 * read-only disk fails now rather than at the first approval. A damaged file is refused
 * before anything is written.
 */
export async function openDatabase<T>(options: OpenDatabaseOptions<T>): Promise<Db<T>> {
  const { file, lock } = await lockDataDir(options);
  try {
    const data = await loadDocument(file, options, options.logger);
    options.prepare?.(data);
    const db = new JsonDb(file, new Low<T>(new PrivateJsonFile<T>(file), data), lock);
    await db.flush();
    return db;
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/**
 * Creates DATA_DIR when missing, takes its lock (one process per DATA_DIR) and keeps its files
 * private. Returns the data file's path and the lock.
 */
export async function lockDataDir(options: Pick<OpenDatabaseOptions<unknown>, "dataDir" | "fileName" | "lockName" | "logger">): Promise<{ file: string; lock: Lock }> {
  const dataDir = resolve(options.dataDir);
  try {
    await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  } catch (error) {
    throw unwritableError(dataDir, "create DATA_DIR", error);
  }
  const lock = await acquireLock(join(dataDir, options.lockName), options.logger);
  try {
    await tightenModes(dataDir, [options.fileName, options.lockName], options.logger).catch((error: unknown) => {
      throw unwritableError(dataDir, "restrict the permissions of", error);
    });
  } catch (error) {
    await lock.release();
    throw error;
  }
  return { file: join(dataDir, options.fileName), lock };
}

/** The data file's document, upgraded to format.version; an empty one when there is no file. */
export async function loadDocument<T>(file: string, { format, beforeUpgrade }: Pick<OpenDatabaseOptions<T>, "format" | "beforeUpgrade">, logger: Logger): Promise<T> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if (errorCode(error) === "ENOENT") {
      logger.info({ file }, "creating a new, empty database");
      return format.empty();
    }
    // Not damage: "restore a backup or move it away" would be the wrong advice.
    if (errorCode(error) === "EACCES" || errorCode(error) === "EPERM") throw unwritableError(file, "read", error);
    throw damaged(file, `cannot be read (${(error as Error).message})`, { cause: error });
  }
  let decoded;
  try {
    decoded = decodeDocument(text, format);
  } catch (error) {
    if (!(error instanceof DocumentProblem)) throw error;
    throw error.kind === "too-new"
      ? new StoreError(
          "too-new",
          file,
          `${file} ${error.reason}. FlightDesk did not start and did not change the file. ` +
            "Run the newer FlightDesk, or restore a backup written by this version.",
        )
      : damaged(file, error.reason, { details: error.details });
  }
  if (decoded.fromVersion < format.version) {
    // Parsed again: decodeDocument's upgrade no longer holds what it dropped.
    await beforeUpgrade?.(JSON.parse(text) as Record<string, unknown>, decoded.fromVersion);
    const backup = `${file}.v${decoded.fromVersion}.bak`;
    await keepBackup(backup, text);
    logger.info(
      { file, backup, from: decoded.fromVersion, to: format.version },
      "upgraded the database to a newer schema version; the old file is kept as a backup",
    );
  }
  return decoded.data;
}

function damaged(
  file: string,
  reason: string,
  { cause, details = [] }: { cause?: unknown; details?: string[] } = {},
): StoreError {
  return new StoreError(
    "damaged",
    file,
    `${file} ${reason}. FlightDesk did not start and did not change the file. ` +
      "Restore it from a backup (or move it away to start with an empty database), then start again." +
      details.map((line) => `\n${line}`).join(""),
    { cause },
  );
}

/** Writes the pre-migration text beside the file; an existing backup (older still) is kept. */
async function keepBackup(backup: string, text: string): Promise<void> {
  try {
    await writeNewFile(backup, text);
  } catch (error) {
    if (errorCode(error) !== "EEXIST") throw unwritableError(backup, "write the backup", error);
  }
}

class JsonDb<T> implements Db<T> {
  #closed = false;
  /** The save that is running or queued: every save starts after the previous one ended. */
  #tail: Promise<void> = Promise.resolve();
  /** A queued save that has not started yet: changes made now join it. */
  #next: Promise<void> | undefined;

  constructor(
    readonly file: string,
    private readonly low: Low<T>,
    private readonly lock: Lock,
  ) {}

  get data(): T {
    return this.low.data;
  }

  async update<R>(change: (data: T) => R): Promise<R> {
    if (this.#closed) throw new Error(`the store ${this.file} is closed`);
    const result = change(this.data);
    await this.#save();
    return result;
  }

  async flush(): Promise<void> {
    // After close the lock is released: another process may own the file now.
    if (this.#closed) throw new Error(`the store ${this.file} is closed`);
    return this.#save();
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    try {
      await this.#save();
    } finally {
      await this.lock.release();
    }
  }

  /**
   * Queues a save, or joins the queued one if it has not started: the document is serialized
   * when the save starts, so it holds every change made before. Each caller gets the outcome
   * of the save that holds its change.
   */
  #save(): Promise<void> {
    if (!this.#next) {
      const save = this.#tail.then(() => {
        this.#next = undefined;
        return this.#writeFile();
      });
      this.#next = save;
      this.#tail = save.catch(() => undefined);
    }
    return this.#next;
  }

  async #writeFile(): Promise<void> {
    try {
      await this.low.write();
    } catch (error) {
      // Only I/O failures are "unwritable"; anything else is a bug and keeps its own error.
      if (errorCode(error) === undefined) throw error;
      throw unwritableError(this.file, "save", error);
    }
  }
}
