import { spawn, type ChildProcess } from "node:child_process";
import { chmod, mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach } from "vitest";
import { createLogger, silentLogger, type Logger } from "../../src/logger.js";
import { openStore, type Store } from "../../src/store/store.js";

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** A real logger whose lines are kept for assertions. */
export function capturingLogger(): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = createLogger("debug", { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { logger, lines };
}

/**
 * Per-test resources: temp dirs (removed after each test, made writable first), stores
 * (closed) and child processes (killed).
 */
export function storeFixture() {
  const dirs: string[] = [];
  const stores: Store[] = [];
  const children: ChildProcess[] = [];

  afterEach(async () => {
    for (const store of stores.splice(0)) await store.close().catch(() => undefined);
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
