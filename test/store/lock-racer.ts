/**
 * A FlightDesk start reduced to taking the DATA_DIR lock, for the race test: each line
 * "<dataDir> <ms>" on stdin releases the lock of the previous line, waits that long after the
 * line came, tries the folder's lock and answers "won", "refused" or "error <message>". A lock
 * won stays held (this process stays alive) until the next line, as a running bot's would. A
 * delay, not an instant: under faketime each process's clock starts where the fake time does
 * when the process starts, so two processes' clocks disagree by the time between their starts.
 */
import { join } from "node:path";
import { createInterface } from "node:readline";
import { silentLogger } from "../../src/logger.js";
import { acquireLock, type Lock } from "../../src/store/lock.js";
import { StoreError } from "../../src/store/errors.js";
import { LOCK_FILE_NAME } from "../../src/store/store.js";

let held: Lock | undefined;
for await (const line of createInterface({ input: process.stdin })) {
  const [dataDir = "", delay = "0"] = line.split(" ");
  const at = Date.now() + Number(delay);
  await held?.release();
  held = undefined;
  while (Date.now() < at);
  try {
    held = await acquireLock(join(dataDir, LOCK_FILE_NAME), silentLogger());
    process.stdout.write("won\n");
  } catch (error) {
    process.stdout.write(error instanceof StoreError && error.kind === "locked" ? "refused\n" : `error ${String(error)}\n`);
  }
}
