import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "../support/stack.js";
import { ask } from "../support/steps.js";
import { BotProcess, startRig, type ProcessRig } from "../support/bot-process.js";

/** `npm start` as an operator runs it (tsx, from src/), with this environment. */
function startBot(env: Record<string, string>): BotProcess {
  const bot = new BotProcess(() => env, undefined, "source");
  bot.start();
  return bot;
}

describe("the bot as a process", () => {
  let rig: ProcessRig;

  beforeAll(async () => {
    rig = await startRig();
  });
  afterAll(async () => {
    await rig?.close();
  });

  it("refuses to start with a bad configuration, one line per problem, no secret echoed", async () => {
    const bot = startBot(rig.env({ SUPPLIER_PASSWORD_MD5: "Secret-Value", ADMIN_IDS: "x" }));
    expect(await bot.exited()).toBe(1);
    expect(bot.output()).toMatch(/SUPPLIER_PASSWORD_MD5 must be exactly 32 lowercase hex/);
    expect(bot.output()).toMatch(/ADMIN_IDS must be comma-separated/);
    expect(bot.output()).not.toContain("Secret-Value");
    expect(bot.output()).not.toMatch(/\n\s+at /);
  });

  it("serves, refuses a second process on the same data folder, and stops on SIGTERM with exit 0", async () => {
    const first = startBot(rig.env());
    await first.running();
    const reply = await ask(rig.tg, ADMIN, "/help");
    expect(reply.text).toContain("/users");

    const second = startBot(rig.env());
    expect(await second.exited()).toBe(1);
    expect(second.output()).toMatch(/another FlightDesk .*pid/i);

    expect(await first.stop("SIGTERM")).toBe(0);
    // The signal reached the bot itself (npm start runs node, no npm in between): its own stop ran to the end.
    expect(first.output()).toMatch(/"signal":"SIGTERM".*"msg":"stopping"[\s\S]*"msg":"FlightDesk stopped"/);
  });

  it("LOG_FORMAT=pretty: lines for a person, the token never in them, the last ones written before exit", async () => {
    const bot = startBot(rig.env({ LOG_FORMAT: "pretty" }));
    await bot.running();
    expect((await ask(rig.tg, ADMIN, "/help")).text).toContain("/users");
    expect(await bot.stop("SIGTERM")).toBe(0);
    const output = stripVTControlCharacters(bot.output());
    expect(output).toMatch(/\] INFO: FlightDesk is running\n/);
    expect(output).not.toContain('"msg"');
    // Logged just before process.exit: nothing is left behind in a buffer.
    expect(output).toMatch(/INFO: stopping\n\s+signal: "SIGTERM"[\s\S]*INFO: FlightDesk stopped\n$/);
    expect(output).not.toContain(rig.env()["BOT_TOKEN"]!.split(":")[1]);
  });

  it("refuses a damaged data file, names it, and leaves it untouched", async () => {
    const dir = await mkdtemp(join(tmpdir(), "flightdesk-damaged-"));
    const file = join(dir, "flightdesk.json");
    const damaged = '{"schemaVersion":1,"users":{';
    await writeFile(file, damaged);
    const bot = startBot(rig.env({ DATA_DIR: dir }));
    expect(await bot.exited()).toBe(1);
    expect(bot.output()).toContain(file);
    expect(await readFile(file, "utf8")).toBe(damaged);
    await rm(dir, { recursive: true, force: true });
  });
});
