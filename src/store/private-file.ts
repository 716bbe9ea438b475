import { constants } from "node:fs";
import { chmod, lstat, open, readdir, rename, unlink } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import type { Logger } from "../logger.js";
import { errorCode } from "./errors.js";

/**
 * DATA_DIR holds staff names, Telegram ids and booking references: only the user FlightDesk
 * runs as may read it. Every file it writes there is created with these modes, whatever the umask.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Created, never opened: O_EXCL refuses a name that exists (a planted hard link) and
 * O_NOFOLLOW a symlink, so nothing is ever written through a link someone left there.
 */
const CREATE_NEW = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;

/**
 * Writes `text` to a new private file at `path`; rejects with EEXIST when the name is taken. A
 * file it could not write whole (a full disk) is removed: a cut-off copy must not pass for whole.
 * The bytes are on the disk (fsync) when it resolves: a rename over another file then cannot
 * leave an empty or cut-off file after a power loss.
 */
export async function writeNewFile(path: string, text: string): Promise<void> {
  const handle = await open(path, CREATE_NEW, PRIVATE_FILE_MODE);
  try {
    await handle.writeFile(text);
    await handle.sync();
    await handle.close();
  } catch (error) {
    await handle.close().catch(() => undefined);
    await unlink(path).catch(() => undefined);
    throw error;
  }
}

/** The temp file a save writes before renaming it over `file`. */
export function tempFileOf(file: string): string {
  return join(dirname(file), `.${basename(file)}.tmp`);
}

/**
 * Replaces `file` with `text`: written to a new temp file (fsynced), then renamed over it, so the
 * file is always the old or the new version, also after a power loss; the folder is fsynced last
 * so that the rename itself is on the disk. A temp file that is in the way (left by a save that
 * failed, or planted as a link) is removed first: unlink removes the link itself, never its target.
 */
export async function replaceFile(file: string, text: string): Promise<void> {
  const temp = tempFileOf(file);
  try {
    await writeNewFile(temp, text);
  } catch (error) {
    if (errorCode(error) !== "EEXIST") throw error;
    await unlink(temp);
    await writeNewFile(temp, text);
  }
  await rename(temp, file);
  await syncFolder(dirname(file));
}

/** Makes the folder's entries (a rename, a new name) durable: Linux needs the folder itself fsynced. */
export async function syncFolder(dir: string): Promise<void> {
  const handle = await open(dir, constants.O_RDONLY | constants.O_DIRECTORY);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Takes back group and other permissions from DATA_DIR and from FlightDesk's own files in it
 * (names starting with one of `prefixes`), as an earlier version created them 0755 and 0644.
 * Logs once what it changed, and what it could not change (another user's file). Symlinks are
 * left alone: chmod would change their target.
 */
export async function tightenModes(dataDir: string, prefixes: string[], logger: Logger): Promise<void> {
  const loose: string[] = [];
  const stuck: string[] = [];
  const tighten = async (path: string, mode: number) => {
    const stats = await lstat(path).catch((error: unknown) => {
      // A temp file renamed away meanwhile: nothing to tighten.
      if (errorCode(error) === "ENOENT") return null;
      throw error;
    });
    if (!stats || (stats.mode & 0o077) === 0 || stats.isSymbolicLink()) return;
    const was = (stats.mode & 0o777).toString(8);
    try {
      await chmod(path, mode);
      loose.push(`${path} (was ${was})`);
    } catch (error) {
      // Another user's file: said, not fatal; FlightDesk reads it as before.
      stuck.push(`${path} (${was}: ${errorCode(error) ?? String(error)})`);
    }
  };
  await tighten(dataDir, PRIVATE_DIR_MODE);
  for (const entry of await readdir(dataDir, { withFileTypes: true })) {
    if (!entry.isFile() || !prefixes.some((p) => entry.name.startsWith(p) || entry.name.startsWith(`.${p}`))) continue;
    await tighten(join(dataDir, entry.name), PRIVATE_FILE_MODE);
  }
  if (loose.length > 0) {
    logger.warn({ tightened: loose }, "DATA_DIR or its files could be read by other users: their permissions are now owner-only (0700 folder, 0600 files)");
  }
  if (stuck.length > 0) {
    logger.warn({ notTightened: stuck }, "DATA_DIR or its files can be read by other users and FlightDesk may not change that: make them owner-only (chmod 700 the folder, 600 the files)");
  }
}
