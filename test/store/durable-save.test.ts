import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { STORE_FILE_NAME } from "../../src/store/store.js";
import { storeFixture } from "../support/store.js";

const fixture = storeFixture();
const ROOT = join(import.meta.dirname, "../..");

/** strace can trace a child here (it is installed and ptrace is allowed), or why not. */
const STRACE = spawnSync("strace", ["-qq", "-e", "trace=none", "true"], { encoding: "utf8" });
const NO_STRACE = STRACE.status === 0 ? undefined : `strace cannot run here: ${STRACE.error?.message ?? STRACE.stderr.trim()}`;

describe("a save of the data file survives a power loss", () => {
  // A power loss after a rename whose file was not fsynced can leave an empty or cut-off file:
  // what is checked is the order of the system calls a real save makes.
  it.skipIf(NO_STRACE !== undefined)("fsyncs the temp file before renaming it over the data file, then fsyncs the folder", async () => {
    const dataDir = await fixture.tempDir();
    const trace = join(await fixture.tempDir(), "strace.out");
    const run = spawnSync(
      "strace",
      ["-f", "-y", "-qq", "-e", "trace=fsync,fdatasync,rename,renameat,renameat2", "-o", trace, process.execPath, "--import", "tsx", join(import.meta.dirname, "durable-saver.ts"), dataDir],
      { cwd: ROOT, encoding: "utf8" },
    );
    expect(run.status, run.stderr).toBe(0);
    const file = join(dataDir, STORE_FILE_NAME);
    const temp = join(dataDir, `.${STORE_FILE_NAME}.tmp`);
    // One call per line ("pid call(args) = result"), threads interleaved, in the order they
    // started. A call another thread's call overlapped is cut in two ("call(args <unfinished ...>"
    // then "<... call resumed>) = result"): its start counts, the resumption is no call.
    const calls = (await readFile(trace, "utf8"))
      .split("\n")
      .map((line) => line.replace(/^\d+\s+/, ""))
      .filter((line) => line !== "" && !line.startsWith("<..."));
    const renames = calls.flatMap((call, i) => (call.includes(`"${temp}", "${file}"`) ? [i] : []));
    expect(renames.length, "the open's save and the change's save").toBeGreaterThanOrEqual(2);
    for (const at of renames) {
      const before = calls.slice(0, at).findLastIndex((call) => /^f(data)?sync\(\d+</.test(call));
      expect(calls[before], "the last fsync before the rename").toContain(`<${temp}>`);
      expect(calls[at + 1], "the call after the rename").toMatch(new RegExp(`^fsync\\(\\d+<${dataDir}>\\)`));
    }
  });
});
