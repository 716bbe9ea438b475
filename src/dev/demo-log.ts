import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * Where a demo run writes its log: `<data dir>/logs/demo-<UTC time of the start>.log`, one file
 * per run, so a trainer can look at what a session did afterwards. The data dir is DATA_DIR,
 * as for `npm start`, or ./data; the demo's own database is a temporary folder removed at the end.
 */
export function demoLogFile(env: NodeJS.ProcessEnv, startedAt: Date): string {
  return resolve(join(dataDirOf(env), "logs", `demo-${stampOf(startedAt)}.log`));
}

/**
 * Where a demo run saves the photos and documents the bot sends (the /sales chart, Excel files,
 * digests): `<data dir>/files/demo-<UTC time of the start>/`, kept after the run as the log is.
 */
export function demoFilesFolder(env: NodeJS.ProcessEnv, startedAt: Date): string {
  return resolve(join(dataDirOf(env), "files", `demo-${stampOf(startedAt)}`));
}

const dataDirOf = (env: NodeJS.ProcessEnv): string => (env["DATA_DIR"] ?? "").trim() || "./data";

/** 2026-11-20T09-05-03Z: sorts by time, and no ":" (not allowed in Windows file names). */
const stampOf = (at: Date): string => at.toISOString().replace(/\.\d{3}Z$/, "Z").replaceAll(":", "-");

/** Makes the log's folder, private to the user (logs name staff and bookings). */
export function makeLogFolder(file: string): void {
  mkdirSync(join(file, ".."), { recursive: true, mode: 0o700 });
}
