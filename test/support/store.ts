import { spawn, type ChildProcess } from "node:child_process";
import { chmod, mkdir, mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach } from "vitest";
import { openLedger, type Ledger } from "../../src/ledger/ledger.js";
import { silentLogger, type Logger } from "../../src/logger.js";
import { tempFileOf } from "../../src/store/private-file.js";
import { openStore, type Store } from "../../src/store/store.js";

/**
 * Per-test resources: temp dirs (removed after each test, made writable first), stores and
 * ledgers (closed) and child processes (killed).
 */
export function storeFixture() {
  const dirs: string[] = [];
  const stores: Store[] = [];
  const ledgers: Ledger[] = [];
  const children: ChildProcess[] = [];

  afterEach(async () => {
    for (const store of stores.splice(0)) await store.close().catch(() => undefined);
    for (const ledger of ledgers.splice(0)) await ledger.close().catch(() => undefined);
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
    for (const dir of dirs.splice(0)) {
      await chmod(dir, 0o700).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    }
  });

  return {
    async tempDir(): Promise<string> {
      const dir = await mkdtemp(join(tmpdir(), "flightdesk-store-"));
      dirs.push(dir);
      return dir;
    },
    async open(dataDir: string, options: { logger?: Logger; now?: () => Date } = {}): Promise<Store> {
      const store = await openStore({ dataDir, logger: options.logger ?? silentLogger(), now: options.now });
      stores.push(store);
      return store;
    },
    /** The store with its SQLite ledger in the same DATA_DIR, as the app opens them (the ledger first: it keeps the outbox). */
    async openWithLedger(dataDir: string, options: { logger?: Logger; now?: () => Date } = {}): Promise<{ store: Store; ledger: Ledger }> {
      const logger = options.logger ?? silentLogger();
      const ledger = await openLedger({ dataDir, retentionDays: 400, logger });
      ledgers.push(ledger);
      const store = await openStore({ dataDir, logger, now: options.now, delivery: async () => ledger });
      stores.push(store);
      return { store, ledger };
    },
    /** A node process that stays alive until the test ends. */
    async liveProcess(): Promise<number> {
      const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
      children.push(child);
      await new Promise<void>((resolve, reject) => {
        child.once("spawn", resolve);
        child.once("error", reject);
      });
      return child.pid!;
    },
    /** The pid of a process that has exited (and been reaped). */
    async deadPid(): Promise<number> {
      const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
      const pid = child.pid!;
      await new Promise((resolve) => child.once("exit", resolve));
      return pid;
    },
  };
}

export async function readJson(file: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>;
}

export async function listDir(dir: string): Promise<string[]> {
  return (await readdir(dir)).sort();
}

export const isRoot = process.getuid?.() === 0;

/**
 * Makes every save of `file` fail with a real I/O error until `allowSaves`: a folder stands
 * where the save's temp file goes, and a save may remove a file or a link there but not a
 * folder. (A link to /dev/full no longer works: a save never writes through a link.) The
 * folder is made only while no save is under way (a save's own temp file is in the way).
 */
export async function blockSaves(file: string): Promise<void> {
  for (;;) {
    const made = await mkdir(tempFileOf(file)).then(
      () => true,
      (err: NodeJS.ErrnoException) => {
        if (err.code !== "EEXIST") throw err;
        return false;
      },
    );
    if (made) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export async function allowSaves(file: string): Promise<void> {
  await rm(tempFileOf(file), { recursive: true, force: true });
}
