import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { codeRootFor, runScript, startRig, type ProcessRig, type ScriptRun } from "../support/bot-process.js";
import { freePort } from "../support/ports.js";

/** chmod does not stop root: as root, the doctor runs as nobody for the unwritable folder. */
const AS_ROOT = process.getuid?.() === 0;
const NOBODY = { uid: 65534, gid: 65534 };
const NOBODY_CODE = AS_ROOT ? codeRootFor(NOBODY) : undefined;
const NOBODY_CANNOT_RUN = NOBODY_CODE && "reason" in NOBODY_CODE ? NOBODY_CODE.reason : undefined;

/** The line of a check and its fix line, if any. */
function lineOf(run: ScriptRun, name: string): string {
  const lines = run.stdout.split("\n");
  const at = lines.findIndex((l) => l.includes(` ${name}: `));
  if (at < 0) throw new Error(`no "${name}" line in:\n${run.stdout}${run.stderr}`);
  return [lines[at], ...(lines[at + 1]?.trim().startsWith("fix: ") ? [lines[at + 1]] : [])].join("\n");
}

describe("npm run doctor against the simulator and the Telegram emulator", () => {
  let rig: ProcessRig;
  const dirs: string[] = [];
  beforeAll(async () => {
    rig = await startRig();
  });
  afterEach(() => rig.sim.clearFaults());
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    await rig?.close();
  });
  const doctor = (extra: Record<string, string> = {}, user?: typeof NOBODY) => runScript("doctor", [], rig.env({ EVENTS_SOURCE: "b2b", DISPLAY_TIMEZONE: "Asia/Tehran", ...extra }), user);

  it("passes every check of a sound configuration, exit 0, no secret printed", async () => {
    const run = await doctor();
    expect(run.code, run.stdout + run.stderr).toBe(0);
    for (const name of ["Bot API reachable", "Telegram token", "webhook", "supplier reachable", "service account", "event feed", "data folder", "ledger database", "time zone"]) {
      expect(lineOf(run, name)).toMatch(/^ {2}[✓–] /);
    }
    expect(lineOf(run, "Telegram token")).toContain(`@${rig.tg.botInfo.username}`);
    expect(lineOf(run, "ledger database")).toBe("  ✓ ledger database: SQLite in DATA_DIR (DATABASE_URL is not set)");
    expect(run.stdout).toContain("Everything checked is ready.");
    expect(run.stdout + run.stderr).not.toContain(rig.tg.token.split(":")[1]);
  });

  it("checks the webhook in webhook mode", async () => {
    const run = await doctor({ WEBHOOK_URL: "https://bot.example/hook", WEBHOOK_SECRET: "s3cret-webhook-token-0123" });
    expect(lineOf(run, "webhook")).toMatch(/✓ webhook: not set yet/);
    expect(run.stdout).not.toContain("s3cret-webhook-token-0123");
  });

  const FAULTS: [string, () => Promise<Record<string, string>>, string, RegExp][] = [
    ["a wrong token", async () => ({ BOT_TOKEN: "123456:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" }), "Telegram token", /refused BOT_TOKEN \(401[\s\S]*fix: copy the token again from @BotFather/],
    ["an unreachable Bot API", async () => ({ TELEGRAM_API_ROOT: `http://127.0.0.1:${await freePort()}` }), "Bot API reachable", /ECONNREFUSED[\s\S]*fix: check this server's network/],
    ["the supplier down", async () => ({ SUPPLIER_BASE_URL: `http://127.0.0.1:${await freePort()}` }), "supplier reachable", /no usable answer[\s\S]*fix: check SUPPLIER_BASE_URL/],
    ["the account refused", async () => ({ SUPPLIER_PASSWORD: "not-the-password" }), "service account", /refused it: .*Invalid username or password[\s\S]*fix: check SUPPLIER_USERNAME and SUPPLIER_PASSWORD/],
    ["the feed failing", async () => (rig.sim.setFaults([{ operation: "B2BGetEvents", status: 503 }]), {}), "event feed", /✗ event feed: B2B events: .*503[\s\S]*fix: the supplier's event feed fails/],
    ["a bad zone", async () => ({ DISPLAY_TIMEZONE: "Mars/Olympus" }), "time zone", /Mars\/Olympus is not a time zone[\s\S]*fix: set an IANA zone/],
  ];
  it.each(FAULTS)("names %s with its fix, exit 1", async (_fault, inject, name, said) => {
    const run = await doctor(await inject());
    expect(run.code).toBe(1);
    expect(lineOf(run, name)).toMatch(/^ {2}✗ /);
    expect(lineOf(run, name)).toMatch(said);
    expect(run.stdout).toMatch(/1 of \d+ checks failed\./);
  });

  it("takes the supplier's words about the impossible reference as the account accepted, at any status", async () => {
    for (const errorStatus of [200, 400, 500] as const) {
      rig.sim.setFaults([{ operation: "GetStatus", errorStatus }]);
      const run = await doctor();
      expect(lineOf(run, "service account"), `at HTTP ${errorStatus}`).toMatch(/^ {2}✓ service account: demo accepted/);
      expect(run.code, run.stdout).toBe(0);
    }
  });

  it("names the framework's authorization refusal at 401 and 403 as the account refused", async () => {
    for (const errorStatus of [401, 403] as const) {
      rig.sim.setFaults([{ operation: "GetStatus", exception: "Authorization has been denied for this request.", errorStatus, errorBody: "framework" }]);
      const run = await doctor();
      expect(run.code).toBe(1);
      expect(lineOf(run, "service account")).toMatch(/✗ service account: the supplier refused it: .*Authorization has been denied[\s\S]*fix: check SUPPLIER_USERNAME/);
    }
  });

  it("names a data folder others may read, and one that cannot be created", async () => {
    const dir = await mkdtemp(join(tmpdir(), "flightdesk-doctor-"));
    dirs.push(dir);
    await chmod(dir, 0o755);
    const loose = await doctor({ DATA_DIR: dir });
    expect(loose.code).toBe(1);
    expect(lineOf(loose, "data folder")).toMatch(/✗ data folder: others may read it: .* is 755[\s\S]*fix: chmod 700/);

    const blocker = join(dir, "a-file");
    await writeFile(blocker, "x");
    const under = await doctor({ DATA_DIR: join(blocker, "data") });
    expect(lineOf(under, "data folder")).toMatch(/✗ data folder: .* cannot be created \(ENOTDIR\)[\s\S]*fix: create it/);
  });

  it("names a data folder FlightDesk's user may not write in", async (ctx) => {
    ctx.skip(NOBODY_CANNOT_RUN !== undefined, NOBODY_CANNOT_RUN);
    const dir = await mkdtemp(join(tmpdir(), "flightdesk-doctor-"));
    dirs.push(dir);
    // Root's 0755 folder for nobody; 0500 for the user running the tests.
    await chmod(dir, AS_ROOT ? 0o755 : 0o500);
    const run = await doctor({ DATA_DIR: dir }, AS_ROOT ? NOBODY : undefined);
    expect(run.code).toBe(1);
    expect(lineOf(run, "data folder")).toMatch(AS_ROOT ? /belongs to user 0, not to this user \(65534\)[\s\S]*fix: / : /cannot write in .*EACCES[\s\S]*fix: /);
  });

  it("lists configuration problems by variable when the configuration is not valid", async () => {
    const run = await doctor({ ADMIN_IDS: "x", DISPLAY_TIMEZONE: "Mars/Olympus" });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/✗ configuration: ADMIN_IDS must be comma-separated[\s\S]*fix: correct it in \.env/);
    expect(lineOf(run, "time zone")).toMatch(/✗ /);
  });
});
