/**
 * Takeover after kill -9 of the leader (README "Running several instances"): two FlightDesk
 * processes started as `npm start` starts them, on one PostgreSQL database (DATABASE_URL_TEST;
 * without it the benchmark is left out) and one bot token, long polling, LEADER_TAKEOVER_SECONDS
 * at its default. The leader is killed with SIGKILL; the time is from the kill to the standby's
 * log line saying it leads (its background work started). Then a new standby is started and the
 * new leader killed, ROUNDS times.
 */
import { fork, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startTelegramEmulator } from "../src/dev/telegram/emulator.js";
import { startSimulator } from "../src/sim/server.js";
import { SIM_FIXTURES } from "../src/sim/fixtures.js";
import { percentiles, type Result, type Scenario } from "./benchmark.js";
import { postgresDatabase } from "./postgres-database.js";

const ROUNDS = 3;
const TAKEOVER_SECONDS = 15;
const REPO = fileURLToPath(new URL("..", import.meta.url));

/** One FlightDesk process and what it logged. */
class Instance {
  readonly child: ChildProcess;
  #output = "";
  constructor(env: Record<string, string>) {
    this.child = fork(join(REPO, "src/main.ts"), [], { cwd: REPO, env: { PATH: process.env["PATH"] ?? "", ...env }, execArgv: ["--max-old-space-size=192", "--import", "tsx"], stdio: ["ignore", "pipe", "pipe", "ipc"] });
    for (const stream of [this.child.stdout, this.child.stderr]) stream?.on("data", (d) => (this.#output += String(d)));
  }
  async until(text: string, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.#output.includes(text)) {
      if (Date.now() > deadline || this.child.exitCode !== null) throw new Error(`no "${text}" within ${timeoutMs} ms:\n${this.#output.slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  kill(): Promise<void> {
    return new Promise((resolve) => {
      if (this.child.exitCode !== null || this.child.signalCode !== null) return resolve();
      this.child.once("exit", () => resolve());
      this.child.kill("SIGKILL");
    });
  }
}

async function measureTakeover(serverUrl: string): Promise<Result[]> {
  const database = await postgresDatabase(serverUrl, "bench_takeover");
  const sim = await startSimulator({ profile: "real" });
  const tg = await startTelegramEmulator();
  const dirs: string[] = [];
  const running: Instance[] = [];
  const start = async () => {
    const dir = await mkdtemp(join(tmpdir(), "flightdesk-bench-instance-"));
    dirs.push(dir);
    const instance = new Instance({
      BOT_TOKEN: tg.token,
      TELEGRAM_API_ROOT: tg.apiRoot,
      SUPPLIER_BASE_URL: sim.url,
      SUPPLIER_USERNAME: SIM_FIXTURES.credentials.username,
      SUPPLIER_PASSWORD_MD5: SIM_FIXTURES.credentials.passwordMd5,
      ADMIN_IDS: "5001",
      DATA_DIR: dir,
      DATABASE_URL: database.url,
      EVENTS_SOURCE: "b2b",
      LOG_LEVEL: "info",
    });
    running.push(instance);
    await instance.until("FlightDesk is running", 30_000);
    return instance;
  };
  const times: number[] = [];
  try {
    let leader = await start();
    await leader.until("this instance leads", 5000);
    for (let round = 0; round < ROUNDS; round++) {
      const standby = await start();
      await leader.kill();
      const killedAt = performance.now();
      await standby.until("this instance leads", (TAKEOVER_SECONDS + 30) * 1000);
      times.push((performance.now() - killedAt) / 1000);
      leader = standby;
    }
  } finally {
    for (const instance of running) await instance.kill();
    await tg.close();
    await sim.close();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    await database.drop();
  }
  const { median } = percentiles(times);
  const worst = Math.max(...times);
  const target = TAKEOVER_SECONDS + 5;
  return [
    {
      name: `takeover: the leader killed (kill -9), two instances on PostgreSQL, LEADER_TAKEOVER_SECONDS=${TAKEOVER_SECONDS}; ${ROUNDS} rounds: ${times.map((t) => `${t.toFixed(1)} s`).join(", ")}`,
      median: `${median.toFixed(2)} s`,
      p95: `worst ${worst.toFixed(2)} s`,
      target: `< ${target} s`,
      vsBaseline: "",
      ok: worst < target,
      figures: { medianSeconds: median, worstSeconds: worst, rounds: ROUNDS, takeoverSeconds: TAKEOVER_SECONDS },
    },
  ];
}

const serverUrl = process.env["DATABASE_URL_TEST"];
export const scenarios: Scenario[] = serverUrl ? [{ name: "leader takeover", run: () => measureTakeover(serverUrl) }] : [];
