import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { afterAll, describe, expect, it } from "vitest";
import { parseHolder } from "../../src/store/lock-holder.js";
import { LOCK_FILE_NAME, openStore, StoreError } from "../../src/store/store.js";
import { silentLogger } from "../../src/logger.js";
import { listDir, storeFixture } from "../support/store.js";
import { LogCapture } from "../support/log-capture.js";

const fixture = storeFixture();
const ROOT = join(import.meta.dirname, "../..");
const onLinux = existsSync("/proc/self/stat");

/** A process that takes locks on request (lock-racer.ts), answering one line per request. */
function startRacer(): { child: ChildProcess; next: () => Promise<string> } {
  const child = spawn(process.execPath, ["--import", "tsx", join(import.meta.dirname, "lock-racer.ts")], { cwd: ROOT, stdio: ["pipe", "pipe", "inherit"] });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  return { child, next: async () => String((await lines.next()).value) };
}

describe("a stale DATA_DIR lock", () => {
  const racers = [startRacer(), startRacer()];
  afterAll(() => racers.forEach((r) => r.child.kill("SIGKILL")));

  it("is taken over by exactly one of two processes starting at the same instant, every round", async () => {
    const dead = await fixture.deadPid();
    for (let round = 0; round < 20; round++) {
      const dataDir = await fixture.tempDir();
      // As a FlightDesk killed with kill -9 left it (a lock of the earlier kind: its pid only).
      await writeFile(join(dataDir, LOCK_FILE_NAME), `${dead}\n`);
      // Both lines written at once: each racer tries the lock 150 ms after, at the same instant.
      for (const racer of racers) racer.child.stdin!.write(`${dataDir} 150\n`);
      const answers = await Promise.all(racers.map((r) => r.next()));

      expect(answers.sort(), `round ${round}`).toEqual(["refused", "won"]);
      expect(racers.map((r) => r.child.pid)).toContain(parseHolder(await readFile(join(dataDir, LOCK_FILE_NAME), "utf8"))?.pid);
      expect(await listDir(dataDir), "no takeover or record file left behind").toEqual([LOCK_FILE_NAME]);
    }
  }, 60_000);

  it.skipIf(!onLinux)("held by a killed process not yet collected by its parent (a zombie) is taken over", async () => {
    // The shell becomes `sleep 30` before its child exits, and `sleep` never collects it.
    const parent = spawn("sh", ["-c", "sleep 0.2 & echo $!; exec sleep 30"], { stdio: ["ignore", "pipe", "ignore"] });
    const zombie = Number((await createInterface({ input: parent.stdout })[Symbol.asyncIterator]().next()).value);
    try {
      await expect.poll(async () => (await readFile(`/proc/${zombie}/stat`, "utf8")).split(") ")[1]?.[0]).toBe("Z");
      const dataDir = await fixture.tempDir();
      await writeFile(join(dataDir, LOCK_FILE_NAME), `${zombie}\n`);
      const log = new LogCapture();
      const { logger } = log;

      await fixture.open(dataDir, { logger });

      expect(log.entries().find((l) => l.level === 40)?.msg).toContain(`no longer running (pid ${zombie})`);
    } finally {
      parent.kill("SIGKILL");
    }
  });

  it.skipIf(!onLinux)("whose pid now belongs to another process (started at another time) is taken over", async () => {
    const other = await fixture.liveProcess();
    const dataDir = await fixture.tempDir();
    await writeFile(join(dataDir, LOCK_FILE_NAME), `${JSON.stringify({ host: hostname(), pid: other, startedAt: null, procStart: "1" })}\n`);

    await fixture.open(dataDir);
  });

  it.skipIf(!onLinux)("from another container of the same hostname (another pid namespace) is refused, even with our own pid", async () => {
    const dataDir = await fixture.tempDir();
    const lockFile = join(dataDir, LOCK_FILE_NAME);
    // Containers are often pid 1 each: a dead-looking pid, or ours, says nothing across namespaces.
    for (const pid of [process.pid, await fixture.deadPid()]) {
      const record = `${JSON.stringify({ host: hostname(), pid, startedAt: null, procStart: "1", pidNamespace: "pid:[1]" })}\n`;
      await writeFile(lockFile, record);
      const error = await openStore({ dataDir, logger: silentLogger() }).catch((e: unknown) => e);
      expect(error, String(pid)).toMatchObject({ kind: "locked", file: lockFile });
      expect((error as Error).message).toMatch(/another host or container/);
      expect(await readFile(lockFile, "utf8")).toBe(record);
    }
  });

  it("from another host is refused whatever its pid, saying why and how to clear it, and left alone", async () => {
    const dataDir = await fixture.tempDir();
    const lockFile = join(dataDir, LOCK_FILE_NAME);
    const record = `${JSON.stringify({ host: "flightdesk-7f3a9c", pid: await fixture.deadPid(), startedAt: "2026-11-20T06:00:00.000Z", procStart: "4242" })}\n`;
    await writeFile(lockFile, record);

    const error = await openStore({ dataDir, logger: silentLogger() }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(StoreError);
    expect(error).toMatchObject({ kind: "locked", file: lockFile });
    expect((error as Error).message).toMatch(
      new RegExp(
        `locked by a FlightDesk on another host or container \\(pid \\d+ on host flightdesk-7f3a9c, started 2026-11-20T06:00:00.000Z; ` +
          `lock file ${lockFile}\\)\\. A pid cannot be checked from here.*If that FlightDesk is stopped .* delete the lock file and start again`,
      ),
    );
    expect(await readFile(lockFile, "utf8")).toBe(record);
    expect(await listDir(dataDir)).toEqual([LOCK_FILE_NAME]);
  });
});
