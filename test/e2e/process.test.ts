import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSimulator, type Simulator } from "../../src/sim/server.js";
import { startTelegramEmulator, type TelegramEmulator } from "../../src/dev/telegram/emulator.js";
import { ADMIN, ask } from "./harness.js";

/** `npm start` as an operator runs it: a real process, configured by its environment. */
function startBot(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: join(import.meta.dirname, "../.."),
    env: { PATH: process.env["PATH"] ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (d) => (out += String(d)));
  child.stderr?.on("data", (d) => (out += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => out, exited };
}

describe("the bot as a process", () => {
  let sim: Simulator;
  let tg: TelegramEmulator;
  let dataDir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    sim = await startSimulator();
    tg = await startTelegramEmulator();
    dataDir = await mkdtemp(join(tmpdir(), "flightdesk-proc-"));
    env = {
      BOT_TOKEN: tg.token,
      TELEGRAM_API_ROOT: tg.apiRoot,
      SUPPLIER_BASE_URL: sim.url,
      SUPPLIER_USERNAME: "demo",
      SUPPLIER_PASSWORD: "demo",
      ADMIN_IDS: String(ADMIN.id),
      DATA_DIR: dataDir,
      EVENTS_SOURCE: "off",
    };
  });
  afterAll(async () => {
    await tg?.close();
    await sim?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("refuses to start with a bad configuration, one line per problem, no secret echoed", async () => {
    const bot = startBot({ ...env, SUPPLIER_PASSWORD_MD5: "Secret-Value", ADMIN_IDS: "x" });
    expect(await bot.exited).toBe(1);
    expect(bot.output()).toMatch(/SUPPLIER_PASSWORD_MD5 must be exactly 32 lowercase hex/);
    expect(bot.output()).toMatch(/ADMIN_IDS must be comma-separated/);
    expect(bot.output()).not.toContain("Secret-Value");
    expect(bot.output()).not.toMatch(/\n\s+at /);
  });

  it("serves, refuses a second process on the same data folder, and stops on SIGTERM with exit 0", async () => {
    const first = startBot(env);
    const reply = await ask(tg, ADMIN, "/help");
    expect(reply.text).toContain("/users");

    const second = startBot(env);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/another FlightDesk .*pid/i);

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
  });

  it("refuses a damaged data file, names it, and leaves it untouched", async () => {
    const dir = await mkdtemp(join(tmpdir(), "flightdesk-damaged-"));
    const file = join(dir, "flightdesk.json");
    const damaged = '{"schemaVersion":1,"users":{';
    await writeFile(file, damaged);
    const bot = startBot({ ...env, DATA_DIR: dir });
    expect(await bot.exited).toBe(1);
    expect(bot.output()).toContain(file);
    expect(await readFile(file, "utf8")).toBe(damaged);
    await rm(dir, { recursive: true, force: true });
  });
});
