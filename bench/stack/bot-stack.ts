/**
 * The real stack for the whole-stack benchmarks: the supplier simulator (no latency) and the
 * Telegram emulator in this process, the bot (startApp) in a child process of its own
 * (bot-process.ts), with `staffCount` staff already let in as viewers.
 */
import { fork, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { startTelegramEmulator, type StoredMessage, type TelegramEmulator, type TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { silentLogger } from "../../src/logger.js";
import { startSimulator, type Simulator } from "../../src/sim/server.js";
import { openStore } from "../../src/store/store.js";
import type { Update } from "grammy/types";
import type { FromBot, MemoryFigures, ToBot, UpdateTiming } from "./protocol.js";
import { freePort } from "../../test/support/ports.js";

const ADMIN_ID = 700_000;
const REPO = fileURLToPath(new URL("../..", import.meta.url));
/** Long enough for a reply at the back of a 200-search burst on a slow machine. */
const REPLY_TIMEOUT_MS = 30_000;

export interface BenchStack {
  /** The bot's /metrics. */
  metricsUrl: string;
  sim: Simulator;
  tg: TelegramEmulator;
  bot: BotProcess;
  /** Viewers, ids from 700001 up. */
  staff: TgUserSpec[];
  stop(): Promise<void>;
}

export interface Reply {
  /** From sending the text to the bot's message arriving at the emulator. */
  ms: number;
  updateId: number;
  message: StoredMessage;
}

/** Sends text in the user's private chat and waits for the bot's next message there. */
export async function timedAsk(tg: TelegramEmulator, user: TgUserSpec, text: string): Promise<Reply> {
  const next = tg.nextMessage(user.id, { timeoutMs: REPLY_TIMEOUT_MS });
  const start = performance.now();
  const updateId = await tg.sendText(user, text);
  const message = await next;
  return { ms: performance.now() - start, updateId, message };
}

/** The bot process, asked one thing at a time. */
export class BotProcess {
  readonly #child: ChildProcess;
  #pending: { resolve: (m: FromBot) => void; reject: (e: Error) => void } | undefined;

  constructor() {
    // --expose-gc: the memory benchmark reads the heap still held after a full collection.
    // BENCH_BOT_NODE_FLAGS: more flags for the bot process alone, e.g. to profile it under a
    // benchmark: BENCH_BOT_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/bot-prof".
    const entry = fileURLToPath(new URL("./bot-process.ts", import.meta.url));
    const extra = process.env["BENCH_BOT_NODE_FLAGS"]?.split(" ").filter((flag) => flag !== "") ?? [];
    this.#child = fork(entry, [], { cwd: REPO, execArgv: ["--max-old-space-size=192", "--import", "tsx", "--expose-gc", ...extra] /* the heap cap of `npm start` */ });
    this.#child.on("message", (message: FromBot) => {
      const pending = this.#pending;
      this.#pending = undefined;
      if (message.type === "failed") pending?.reject(new Error(`bot process: ${message.message}`));
      else pending?.resolve(message);
    });
    this.#child.on("exit", (code) => this.#pending?.reject(new Error(`bot process exited (${code ?? "signal"})`)));
    this.#child.on("error", (err) => this.#pending?.reject(err));
  }

  #ask<T extends FromBot["type"]>(message: ToBot, answer: T): Promise<Extract<FromBot, { type: T }>> {
    if (this.#pending) return Promise.reject(new Error("BotProcess: one request at a time"));
    return new Promise((resolve, reject) => {
      this.#pending = {
        resolve: (m) => (m.type === answer ? resolve(m as Extract<FromBot, { type: T }>) : reject(new Error(`bot process answered ${m.type}`))),
        reject,
      };
      this.#child.send(message);
    });
  }

  async start(env: Record<string, string>, tg: TelegramEmulator): Promise<void> {
    await this.#ask({ type: "start", env, botInfo: tg.botInfo }, "started");
  }

  /** Timings of the updates finished since the last call. */
  async timings(): Promise<UpdateTiming[]> {
    return (await this.#ask({ type: "timings" }, "timings")).updates;
  }

  /** Timings of a bare grammY bot in the same process handling these updates (the floor). */
  async bare(updates: Update[]): Promise<UpdateTiming[]> {
    return (await this.#ask({ type: "bare", updates }, "bare")).updates;
  }

  async memory(gc = false): Promise<MemoryFigures> {
    return (await this.#ask({ type: "memory", gc }, "memory")).figures;
  }

  async stop(): Promise<void> {
    if (this.#child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.#child.once("exit", resolve));
    await this.#ask({ type: "stop" }, "stopped").catch(() => this.#child.kill());
    await exited;
  }
}

/** Writes the staff into a new data folder, as an admin's approvals would. */
async function letIn(dataDir: string, staff: TgUserSpec[]): Promise<void> {
  const store = await openStore({ dataDir, logger: silentLogger() });
  const approvedAt = new Date().toISOString();
  for (const user of staff) {
    await store.users.upsert({ id: user.id, role: "viewer", name: user.first_name, approvedBy: ADMIN_ID, approvedAt });
  }
  await store.close();
}

/** `databaseUrl`: the ledger and the state in PostgreSQL (the staff's data file is moved in at start). */
export async function startBenchStack(staffCount: number, options: { databaseUrl?: string } = {}): Promise<BenchStack> {
  const staff: TgUserSpec[] = Array.from({ length: staffCount }, (_, i) => ({
    id: ADMIN_ID + 1 + i,
    first_name: `Agent ${i + 1}`,
    language_code: "en",
  }));
  const dataDir = await mkdtemp(join(tmpdir(), "flightdesk-bench-"));
  await letIn(dataDir, staff);
  const sim = await startSimulator();
  const tg = await startTelegramEmulator();
  const bot = new BotProcess();
  const metricsPort = await freePort();
  const stop = async () => {
    await bot.stop();
    await tg.close();
    await sim.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await bot.start(
      {
        BOT_TOKEN: tg.token,
        TELEGRAM_API_ROOT: tg.apiRoot,
        SUPPLIER_BASE_URL: sim.url,
        SUPPLIER_USERNAME: "demo",
        SUPPLIER_PASSWORD: "demo",
        ADMIN_IDS: String(ADMIN_ID),
        DATA_DIR: dataDir,
        EVENTS_SOURCE: "off",
        LOG_LEVEL: "silent",
        // Metrics on, as an operator runs it: every update is timed and counted, /metrics served.
        METRICS_PORT: String(metricsPort),
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      },
      tg,
    );
  } catch (err) {
    await stop();
    throw err;
  }
  return { metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`, sim, tg, bot, staff, stop };
}
