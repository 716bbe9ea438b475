import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BotProcess, startRig, type ProcessRig } from "../support/bot-process.js";
import { createTestDatabase, POSTGRES_TEST_URL, sayWhenNoPostgres } from "../support/ledger-databases.js";

const TAKEOVER_SECONDS = 3;

sayWhenNoPostgres();

/**
 * Drill: two FlightDesk processes (two DATA_DIRs) on one PostgreSQL database and one bot token,
 * long polling, the simulator selling all along. The leader is killed with kill -9: the other
 * leads within LEADER_TAKEOVER_SECONDS (+ 5 s, the bound), and every sale reaches the
 * ledger, once; nobody fought over the token (no 409).
 */
describe.skipIf(!POSTGRES_TEST_URL)("drill: kill -9 of the leading instance", () => {
  let rig: ProcessRig;
  let database: { url: string; drop: () => Promise<void> };
  const dirs: string[] = [];
  const bots: BotProcess[] = [];
  const sales: string[] = [];
  let selling: NodeJS.Timeout | undefined;

  beforeAll(async () => {
    rig = await startRig({ sim: { eventDelaySeconds: 0 } });
    database = await createTestDatabase(POSTGRES_TEST_URL!, "drill_leader");
    for (let i = 0; i < 2; i++) {
      const dir = await mkdtemp(join(tmpdir(), "flightdesk-instance-"));
      dirs.push(dir);
      const bot = new BotProcess(() =>
        rig.env({ DATA_DIR: dir, DATABASE_URL: database.url, EVENTS_SOURCE: "b2b", EVENTS_POLL_SECONDS: "1", LEADER_TAKEOVER_SECONDS: String(TAKEOVER_SECONDS) }),
      );
      bot.start();
      await bot.running();
      bots.push(bot);
    }
  });
  afterAll(async () => {
    clearInterval(selling);
    for (const bot of bots) await bot.stop("SIGTERM");
    await rig?.close();
    await database?.drop();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  const inLedger = async (pnrs: string[]): Promise<number> => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return Number((await client.query<{ n: string }>("select count(*) as n from bookings where pnr = any($1)", [pnrs])).rows[0]!.n);
    } finally {
      await client.end();
    }
  };

  it("the standby leads within the takeover time and no sale is lost", async () => {
    const [a, b] = bots as [BotProcess, BotProcess];
    expect(a.output()).toContain("this instance leads");
    expect(b.output()).not.toContain("this instance leads");
    selling = setInterval(() => sales.push(rig.sim.createBooking().pnr), 250);
    // The leader reads the feed before it is killed.
    await expect.poll(async () => inLedger(sales.slice(0, 3)), { timeout: 15_000 }).toBe(3);

    expect(await a.stop("SIGKILL")).toBeNull();
    const killedAt = Date.now();
    await expect.poll(() => b.output().includes("this instance leads"), { timeout: (TAKEOVER_SECONDS + 5) * 1000, interval: 50 }).toBe(true);
    const takeoverMs = Date.now() - killedAt;
    expect(takeoverMs).toBeLessThan((TAKEOVER_SECONDS + 5) * 1000);

    // Sales go on for a while under the new leader, then stop: every one of them is in the ledger.
    const soldBefore = sales.length;
    await expect.poll(() => sales.length, { timeout: 10_000 }).toBeGreaterThan(soldBefore + 8);
    clearInterval(selling);
    await expect.poll(async () => inLedger(sales), { timeout: 20_000, interval: 250 }).toBe(sales.length);
    expect(new Set(sales).size).toBe(sales.length);
    const lines = (bot: BotProcess, who: string) => bot.output().split("\n").map((line) => `${who}: ${line}`);
    const both = [...lines(a, "killed"), ...lines(b, "standby")];
    // Telegram's 409 as a number of its own, or its word: a pid or a time may hold the digits 409.
    const conflict = /\b409\b|Conflict/;
    expect(both.filter((line) => conflict.test(line)), both.filter((line) => /lead|lease/.test(line) || conflict.test(line)).join("\n")).toEqual([]);
  });
});
