import { lstat, stat, unlink } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { DEFAULT_DISPLAY_TIMEZONE } from "../../config.js";
import { LEDGER_FILE } from "../../ledger/open.js";
import { errorCode } from "../../store/errors.js";
import { writeNewFile } from "../../store/private-file.js";
import { STORE_FILE_NAME } from "../../store/store.js";
import { fail, pass, type Check } from "./check.js";

const ZONE = "time zone";

/** DISPLAY_TIMEZONE known to this Node's time zone data; unset is UTC, said so. */
export function checkZone(env: NodeJS.ProcessEnv): Check {
  const zone = (env["DISPLAY_TIMEZONE"] ?? "").trim();
  if (zone === "") return pass(ZONE, `DISPLAY_TIMEZONE is not set: times are shown in ${DEFAULT_DISPLAY_TIMEZONE}`);
  try {
    const known = new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
    return pass(ZONE, `DISPLAY_TIMEZONE=${known}`);
  } catch {
    return fail(ZONE, `DISPLAY_TIMEZONE=${zone} is not a time zone this Node knows`, "set an IANA zone such as Asia/Tehran, Asia/Dubai or UTC");
  }
}

const FOLDER = "data folder";

/**
 * DATA_DIR (or the folder it will be created in) writable by this user, owned by it, and
 * readable by nobody else (0700, its files 0600): it holds staff names and booking references.
 */
export async function checkDataDir(dataDir: string): Promise<Check> {
  const dir = resolve(dataDir);
  const me = process.getuid?.();
  let folder;
  try {
    folder = await stat(dir);
  } catch (error) {
    // ENOTDIR: a file where a folder of the path should be; said as what cannot be created.
    if (errorCode(error) !== "ENOENT" && errorCode(error) !== "ENOTDIR") return fail(FOLDER, `cannot read ${dir} (${errorCode(error) ?? String(error)})`, `make DATA_DIR a folder this user may enter`);
    // Not there yet: FlightDesk creates it at start, if its parent lets it.
    const probed = await probe(dirname(dir));
    return probed ? fail(FOLDER, `${dir} does not exist and cannot be created (${probed})`, `create it for FlightDesk's user: mkdir -m 700 ${dir} && chown USER ${dir}`) : pass(FOLDER, `${dir} will be created at start`);
  }
  if (!folder.isDirectory()) return fail(FOLDER, `${dir} is not a folder`, "set DATA_DIR to a folder");
  if (me !== undefined && folder.uid !== me) {
    return fail(FOLDER, `${dir} belongs to user ${folder.uid}, not to this user (${me})`, `run as FlightDesk's user, or chown that user ${dir}`);
  }
  const problem = await probe(dir);
  if (problem) return fail(FOLDER, `cannot write in ${dir} (${problem})`, "free space, or give this user write access (and not a read-only disk)");
  const loose = [];
  if ((folder.mode & 0o077) !== 0) loose.push(`${dir} is ${(folder.mode & 0o777).toString(8)}`);
  for (const name of [STORE_FILE_NAME, LEDGER_FILE]) {
    const file = await lstat(join(dir, name)).catch(() => null);
    if (file && (file.mode & 0o077) !== 0) loose.push(`${name} is ${(file.mode & 0o777).toString(8)}`);
    if (file && me !== undefined && file.uid !== me) loose.push(`${name} belongs to user ${file.uid}`);
  }
  if (loose.length > 0) {
    return fail(FOLDER, `others may read it: ${loose.join(", ")}`, `chmod 700 ${dir} and chmod 600 its files, owned by FlightDesk's user (FlightDesk also tightens its own files at start)`);
  }
  return pass(FOLDER, `${dir} writable, owner-only`);
}

/** Creates and removes a file in `dir`: undefined when that worked, else the error's code. */
async function probe(dir: string): Promise<string | undefined> {
  const file = join(dir, ".flightdesk-doctor-probe");
  try {
    await unlink(file).catch(() => undefined);
    await writeNewFile(file, "");
    await unlink(file);
    return undefined;
  } catch (error) {
    return errorCode(error) ?? String(error);
  }
}
