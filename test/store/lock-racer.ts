/**
 * A FlightDesk start reduced to taking the DATA_DIR lock, for the race test: each line
 * "<dataDir> <epoch ms>" on stdin waits until that instant, releases the lock of the previous
 * line, tries the folder's lock and answers "won", "refused" or "error <message>". A lock won
 * stays held (this process stays alive) until the next line, as a running bot's would.
 */
import { join } from "node:path";
import { createInterface } from "node:readline";
import { silentLogger } from "../../src/logger.js";
import { acquireLock, type Lock } from "../../src/store/lock.js";
import { StoreError } from "../../src/store/errors.js";
import { LOCK_FILE_NAME } from "../../src/store/store.js";

let held: Lock | undefined;
for await (const line of createInterface({ input: process.stdin })) {
  const [dataDir = "", at = "0"] = line.split(" ");
  await held?.release();
  held = undefined;
  while (Date.now() < Number(at));
  try {
    held = await acquireLock(join(dataDir, LOCK_FILE_NAME), silentLogger());
    process.stdout.write("won\n");
  } catch (error) {
    process.stdout.write(error instanceof StoreError && error.kind === "locked" ? "refused\n" : `error ${String(error)}\n`);
  }
}
