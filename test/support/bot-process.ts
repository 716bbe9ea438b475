import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, inject } from "vitest";
import { startSimulator, type SimOptions, type Simulator } from "../../src/sim/server.js";
import { startTelegramEmulator, type TelegramEmulator } from "../../src/dev/telegram/emulator.js";
import { STORE_FILE_NAME } from "../../src/store/store.js";
import { ADMIN } from "./stack.js";
import { SIM_PROFILE } from "./profile.js";
import { compiledEntry } from "./compiled-app.js";

const ROOT = join(import.meta.dirname, "../..");

/**
 * How a test runs an npm script: "compiled", its node arguments on this run's compiled copy of
 * src/ (compiled-app.ts: the same code, a second faster to start), or "source", exactly as npm
 * runs it (tsx compiling src/ as it loads), for the tests of `npm start` itself.
 */
export type Build = "compiled" | "source";

/**
 * The arguments of an npm script after `node` (`npm start`'s heap cap included), read from
 * package.json so that the tests run the bot, the doctor and the backup as operators do.
 */
export function scriptArguments(name = "start", build: Build = "compiled"): string[] {
  const { scripts } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
  const [command, ...args] = (scripts[name] ?? "").split(/\s+/);
  if (command !== "node") throw new Error(`npm run ${name} does not run node: ${scripts[name]}`);
  if (build === "source") return args;
  const tsx = args.findIndex((arg, i) => arg === "--import" && args[i + 1] === "tsx");
  const node = tsx < 0 ? args : [...args.slice(0, tsx), ...args.slice(tsx + 2)];
  return node.map((arg) => (arg.startsWith("src/") ? compiledEntry(inject("compiledApp"), arg) : arg));
}

/** A user other than the one running the tests, for drills about file permissions. */
export interface OtherUser {
  uid: number;
  gid: number;
}

const reachFor = new Map<number, { root: string } | { reason: string }>();

/**
 * Where `user` runs FlightDesk from (the compiled copy's folder, which every user can read), or
 * why it cannot: node or node_modules out of that user's reach. Call it at the top of the test
 * file.
 */
export function codeRootFor(user: OtherUser): { root: string } | { reason: string } {
  const known = reachFor.get(user.uid);
  if (known) return known;
  const root = inject("compiledApp");
  const probe = spawnSync(process.execPath, ["-e", "require.resolve('grammy')"], { cwd: root, ...user, encoding: "utf8" });
  const result =
    probe.status === 0
      ? { root }
      : { reason: `user ${user.uid} cannot run node with FlightDesk's packages from ${root}: ${(probe.stderr || String(probe.error)).split("\n")[0]}` };
  reachFor.set(user.uid, result);
  return result;
}

/**
 * FlightDesk as an operator runs it (`npm start`: node with its heap cap), configured only by
 * its environment: for tests that kill it with SIGKILL, run it as another user, read its
 * output, or watch it refuse to start. The simulator and the Telegram emulator stay in the
 * test process.
 */
export class BotProcess {
  #child: ChildProcess | undefined;
  #output = "";
  #exit: Promise<number | null> = Promise.resolve(null);

  constructor(
    private readonly env: () => Record<string, string>,
    /** Another user to run as (spawn's uid/gid), from where codeRootFor said. */
    private readonly user: OtherUser | undefined = undefined,
    private readonly build: Build = "compiled",
  ) {}

  start(): void {
    this.#output = "";
    const child = spawn(process.execPath, scriptArguments("start", this.build), {
      cwd: this.user ? codeRoot(this.user) : ROOT,
      env: { PATH: process.env["PATH"] ?? "", ...this.env() },
      stdio: ["ignore", "pipe", "pipe"],
      ...this.user,
    });
    for (const stream of [child.stdout, child.stderr]) stream?.on("data", (d) => (this.#output += String(d)));
    this.#exit = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
    this.#child = child;
  }

  /** Resolves once the bot says it serves; rejects with its output if it exits or takes too long. */
  async running(timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let exited = false;
    void this.#exit.then(() => (exited = true));
    while (!this.#output.includes("FlightDesk is running")) {
      if (exited || Date.now() > deadline) throw new Error(`FlightDesk did not start:\n${this.#output}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** The exit code (null when killed by a signal). */
  exited(): Promise<number | null> {
    return this.#exit;
  }

  async stop(signal: "SIGKILL" | "SIGTERM"): Promise<number | null> {
    this.#child?.kill(signal);
    return this.#exit;
  }

  /** Everything the process wrote since it was last started. */
  output(): string {
    return this.#output;
  }
}

/** What a script that ran to its end said, and how it ended. */
export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `npm run <name> -- args` as an operator runs it (node directly), configured only by `env`,
 * to its end. Not spawnSync: the simulator and the emulator it talks to answer from this process.
 */
export function runScript(name: string, args: string[], env: Record<string, string>, user?: OtherUser): Promise<ScriptRun> {
  const child = spawn(process.execPath, [...scriptArguments(name), ...args], {
    cwd: user ? codeRoot(user) : ROOT,
    env: { PATH: process.env["PATH"] ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    ...user,
  });
  const run: ScriptRun = { code: null, stdout: "", stderr: "" };
  child.stdout.on("data", (d) => (run.stdout += String(d)));
  child.stderr.on("data", (d) => (run.stderr += String(d)));
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => resolve({ ...run, code }));
  });
}

function codeRoot(user: OtherUser): string {
  const code = reachFor.get(user.uid);
  if (!code) throw new Error(`call codeRootFor(user ${user.uid}) at the top of the test file`);
  if ("reason" in code) throw new Error(code.reason);
  return code.root;
}

/** A simulator, a Telegram emulator and a data folder for a BotProcess. */
export interface ProcessRig {
  sim: Simulator;
  tg: TelegramEmulator;
  dataDir: string;
  /** The database file in dataDir. */
  file: string;
  /** The environment of `npm start` against this rig; `extra` is added last. */
  env(extra?: Record<string, string>): Record<string, string>;
  /** The database file, parsed: throws if it is not whole JSON. */
  data(): Record<string, unknown>;
  close(): Promise<void>;
}

export async function startRig(opts: { sim?: SimOptions; adminIds?: number[] } = {}): Promise<ProcessRig> {
  const sim = await startSimulator({ profile: SIM_PROFILE, ...opts.sim });
  const tg = await startTelegramEmulator();
  const dataDir = await mkdtemp(join(tmpdir(), "flightdesk-drill-"));
  const file = join(dataDir, STORE_FILE_NAME);
  return {
    sim,
    tg,
    dataDir,
    file,
    env: (extra = {}) => ({
      BOT_TOKEN: tg.token,
      TELEGRAM_API_ROOT: tg.apiRoot,
      SUPPLIER_BASE_URL: sim.url,
      SUPPLIER_USERNAME: "demo",
      SUPPLIER_PASSWORD: "demo",
      ADMIN_IDS: (opts.adminIds ?? [ADMIN.id]).join(","),
      DATA_DIR: dataDir,
      EVENTS_SOURCE: "off",
      LOG_LEVEL: "info",
      ...extra,
    }),
    data: () => JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>,
    async close() {
      await tg.close();
      await sim.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A drill: a rig and the bot's process on the ledger at `place` (PostgreSQL when it names one),
 * started; `work` kills and restarts it as it likes; at the end it must stop cleanly, and
 * whatever happened, the process is killed and the rig closed.
 */
export async function drill(place: { databaseUrl?: string }, adminIds: number[], work: (rig: ProcessRig, bot: BotProcess) => Promise<void>): Promise<void> {
  const rig = await startRig({ adminIds });
  const bot = new BotProcess(() => rig.env(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}));
  try {
    bot.start();
    await bot.running();
    await work(rig, bot);
    expect(await bot.stop("SIGTERM")).toBe(0);
  } finally {
    await bot.stop("SIGKILL");
    await rig.close();
  }
}
