import { chown, mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Database } from "../../src/ledger/sqlite-driver.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEDGER_FILE } from "../../src/ledger/open.js";
import { STORE_FILE_NAME } from "../../src/store/store.js";
import { ADMIN } from "../support/stack.js";
import { ask } from "../support/steps.js";
import { BotProcess, runScript, startRig, type ProcessRig } from "../support/bot-process.js";

/** The PNRs a ledger file holds, read as any SQLite reader would (the bot may be writing). */
function pnrsIn(file: string): string[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("select pnr from bookings").all() as { pnr: string }[]).map((r) => r.pnr);
  } finally {
    db.close();
  }
}

describe("npm run backup -- DEST", () => {
  let rig: ProcessRig;
  let bot: BotProcess;
  const dests: string[] = [];
  const newDest = async () => {
    const dir = await mkdtemp(join(tmpdir(), "flightdesk-backup-"));
    dests.push(dir);
    return join(dir, "copy");
  };

  beforeAll(async () => {
    rig = await startRig({ sim: { eventDelaySeconds: 0 } });
    bot = new BotProcess(() => rig.env({ EVENTS_SOURCE: "b2b", EVENTS_POLL_SECONDS: "1" }));
    bot.start();
    await bot.running();
    // Something of the admin's in the data file: a subscription of their chat.
    await ask(rig.tg, ADMIN, "/subscribe cancellations");
  });
  afterAll(async () => {
    await bot?.stop("SIGTERM");
    await rig?.close();
    for (const dir of dests) await rm(dir, { recursive: true, force: true });
  });

  it("copies the data file and the ledger while the bot writes both: the copies open and hold the data", async () => {
    const live = join(rig.dataDir, LEDGER_FILE);
    // Sales keep coming, and the bot keeps writing them to the ledger, before, during and after the backup.
    const selling = setInterval(() => rig.sim.createBooking(), 20);
    try {
      await expect.poll(() => pnrsIn(live).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(50);
      const before = pnrsIn(live);
      const dest = await newDest();

      const run = await runScript("backup", [dest], rig.env());

      expect(run.code, run.stderr).toBe(0);
      const copied = pnrsIn(join(dest, LEDGER_FILE));
      expect(copied).toEqual(expect.arrayContaining(before));
      expect(run.stdout).toContain(`${copied.length} bookings`);
      const data = JSON.parse(await readFile(join(dest, STORE_FILE_NAME), "utf8")) as { subscriptions: { items: { chatId: number }[] } };
      expect(data.subscriptions.items.map((s) => s.chatId)).toEqual([ADMIN.id]);
      for (const name of [STORE_FILE_NAME, LEDGER_FILE]) expect((await stat(join(dest, name))).mode & 0o777, name).toBe(0o600);
      await expect.poll(() => pnrsIn(live).length, { timeout: 15_000 }).toBeGreaterThan(copied.length);
    } finally {
      clearInterval(selling);
    }
  });

  it("with the state in PostgreSQL: copies nothing (the data file is not used), names pg_dump without the password, exits 1", async () => {
    const dest = await newDest();
    const run = await runScript("backup", [dest], rig.env({ DATABASE_URL: "postgres://flightdesk:S3cret-pw@db.example:5432/flightdesk" }));
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/NOT in this backup.*\n\s+pg_dump --format=custom .*'postgres:\/\/flightdesk@db\.example:5432\/flightdesk'/);
    expect(run.stdout + run.stderr).not.toContain("S3cret-pw");
    await expect(stat(join(dest, STORE_FILE_NAME))).rejects.toThrow(/ENOENT/);
  });

  it("refuses to run as another user than DATA_DIR's owner, and without DEST", async () => {
    const dir = await mkdtemp(join(tmpdir(), "flightdesk-foreign-"));
    dests.push(dir);
    const uid = process.getuid?.() === 0 ? 65534 : undefined;
    if (uid !== undefined) await chown(dir, uid, uid);
    const foreign = await runScript("backup", [await newDest()], rig.env({ DATA_DIR: dir }));
    expect(foreign.code).toBe(1);
    // As another user than root the folder is the tester's own: then the data file is what is missing.
    expect(foreign.stderr).toMatch(uid !== undefined ? /belongs to user 65534.*sudo -u flightdesk npm run backup -- DEST/ : /there is no data file/);

    const usage = await runScript("backup", [], rig.env());
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("Usage: npm run backup -- DEST");
  });
});
