import { readFile, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { silentLogger } from "../../src/logger.js";
import { LOCK_FILE_NAME, openStore, StoreError } from "../../src/store/store.js";
import { listDir, storeFixture } from "../support/store.js";
import { LogCapture } from "../support/log-capture.js";

const fixture = storeFixture();

async function holderOf(dataDir: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(join(dataDir, LOCK_FILE_NAME), "utf8")) as Record<string, unknown>;
}

async function openError(dataDir: string): Promise<StoreError> {
  const error = await openStore({ dataDir, logger: silentLogger() }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(StoreError);
  return error as StoreError;
}

describe("the DATA_DIR lock", () => {
  it("names this process (host, pid, start) while the store is open, and is removed on close", async () => {
    const dataDir = await fixture.tempDir();
    const store = await fixture.open(dataDir);
    expect(await holderOf(dataDir)).toMatchObject({ host: hostname(), pid: process.pid, startedAt: expect.any(String) });
    expect(await listDir(dataDir), "nothing but the lock and the data beside it").toEqual(["flightdesk.json", LOCK_FILE_NAME]);
    await store.close();
    expect(await listDir(dataDir)).not.toContain(LOCK_FILE_NAME);
    // And the next start can take it.
    await fixture.open(dataDir);
  });

  it("refuses a second open in the same process", async () => {
    const dataDir = await fixture.tempDir();
    await fixture.open(dataDir);

    const error = await openError(dataDir);

    expect(error.kind).toBe("locked");
    expect(error.message).toContain(`this process (pid ${process.pid}) already has DATA_DIR`);
  });

  it("refuses while another live process holds it (a lock of an earlier version: a pid only), and leaves its lock alone", async () => {
    const dataDir = await fixture.tempDir();
    const pid = await fixture.liveProcess();
    const lockFile = join(dataDir, LOCK_FILE_NAME);
    await writeFile(lockFile, `${pid}\n`);

    const error = await openError(dataDir);

    expect(error.kind).toBe("locked");
    expect(error.file).toBe(lockFile);
    expect(error.message).toContain(`another FlightDesk (pid ${pid}) is using DATA_DIR ${dataDir}`);
    expect(await readFile(lockFile, "utf8")).toBe(`${pid}\n`);
    expect(await listDir(dataDir)).toEqual([LOCK_FILE_NAME]);
  });

  it("refuses while another live process of this host holds it, naming host, pid and start", async () => {
    const dataDir = await fixture.tempDir();
    const pid = await fixture.liveProcess();
    const lockFile = join(dataDir, LOCK_FILE_NAME);
    const record = `${JSON.stringify({ host: hostname(), pid, startedAt: "2026-11-01T10:00:00.000Z", procStart: null })}\n`;
    await writeFile(lockFile, record);

    const error = await openError(dataDir);

    expect(error.message).toContain(`another FlightDesk (pid ${pid} on host ${hostname()}, started 2026-11-01T10:00:00.000Z) is using DATA_DIR ${dataDir}`);
    expect(await readFile(lockFile, "utf8")).toBe(record);
    expect(await listDir(dataDir)).toEqual([LOCK_FILE_NAME]);
  });

  it("takes over the lock of a process that died (kill -9), with a warning", async () => {
    const dataDir = await fixture.tempDir();
    const dead = await fixture.deadPid();
    const lockFile = join(dataDir, LOCK_FILE_NAME);
    await writeFile(lockFile, `${dead}\n`);
    const log = new LogCapture();
    const { logger } = log;

    await fixture.open(dataDir, { logger });

    expect(await holderOf(dataDir)).toMatchObject({ pid: process.pid });
    const warning = log.entries().find((line) => line.level === 40);
    expect(warning).toMatchObject({ lockFile, pid: dead });
    expect(warning?.msg).toContain(`no longer running (pid ${dead})`);
  });

  it("takes over a lock holding our own pid that this process did not take (a container restart)", async () => {
    const dataDir = await fixture.tempDir();
    await writeFile(join(dataDir, LOCK_FILE_NAME), `${process.pid}\n`);
    await fixture.open(dataDir);
  });

  it.each([["empty", ""], ["not a pid", "hello"], ["pid 0 (a process group)", "0"]])(
    "refuses a lock file that is %s, explaining how to clear it",
    async (_name, content) => {
      const dataDir = await fixture.tempDir();
      const lockFile = join(dataDir, LOCK_FILE_NAME);
      await writeFile(lockFile, content);

      const error = await openError(dataDir);

      expect(error).toMatchObject({ kind: "locked", file: lockFile });
      expect(error.message).toMatch(/holds no valid pid.*delete the lock file/);
      expect(await readFile(lockFile, "utf8")).toBe(content);
    },
  );
});
