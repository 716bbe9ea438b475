import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { formatUtcDateTime } from "../../src/domain/datetime.js";
import { bookedOnFlight, expectEachOnce } from "../support/alert-steps.js";
import { BotProcess, startRig } from "../support/bot-process.js";
import { ledgerFixture, POSTGRES_TEST_URL, sayWhenNoPostgres } from "../support/ledger-databases.js";
import { freePort } from "../support/ports.js";
import { ADMIN } from "../support/stack.js";
import { ask, upcoming } from "../support/steps.js";

/**
 * Fault drill: the ledger's PostgreSQL connections cut at any moment (a restart, a failover, an
 * operator's pg_terminate_backend), while the bot writes a big page of the feed in one
 * transaction, then the database refusing connections a while. The process stays up, staff get
 * the apology with a reference, /readyz says not ready only while the database refuses, and
 * every alert arrives once. With three instances on the database the cut takes the leader's
 * lease too: whichever leads after it, no process ends and no alert comes twice. Only this
 * test's own database has its connections cut: the server runs on for everyone else.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

sayWhenNoPostgres();

describe.skipIf(!POSTGRES_TEST_URL).each([1, 3])("drill: the ledger's PostgreSQL connections cut, %i instance(s)", (instances) => {
  const fixture = ledgerFixture({ name: "PostgreSQL", serverUrl: POSTGRES_TEST_URL! });

  it("while a big page is written and while the database refuses: the bot stays up, says so with a reference, is ready again by itself, and delivers each alert once", async () => {
    const place = await fixture.place();
    const database = new URL(place.databaseUrl!).pathname.slice(1);
    const metricsPorts = await Promise.all(Array.from({ length: instances }, () => freePort()));
    const readyz = async (i = 0) => {
      const res = await fetch(`http://127.0.0.1:${metricsPorts[i]}/readyz`);
      return { status: res.status, checks: ((await res.json()) as { checks: Record<string, string> }).checks };
    };
    const rig = await startRig({ sim: { eventDelaySeconds: 0, bulkEvents: 5000 } });
    const env: Record<string, string> = { DATABASE_URL: place.databaseUrl!, EVENTS_POLL_SECONDS: "1", LEADER_TAKEOVER_SECONDS: "3" };
    const dirs = await Promise.all(metricsPorts.slice(1).map(() => mkdtemp(join(tmpdir(), "flightdesk-instance-"))));
    // The first in the fixture's data folder; the others in their own.
    const bots = metricsPorts.map((port, i) => new BotProcess(() => rig.env({ ...env, METRICS_PORT: String(port), ...(i > 0 ? { DATA_DIR: dirs[i - 1]! } : {}) })));
    const bot = bots[0]!;
    const admin = new pg.Client({ connectionString: POSTGRES_TEST_URL });
    await admin.connect();
    const cut = () => admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [database]);
    try {
      bot.start();
      await bot.running();
      await ask(rig.tg, ADMIN, "/start");
      await ask(rig.tg, ADMIN, "/subscribe bookings flight=QB1280");
      await bot.stop("SIGTERM");
      const yesterday = Math.floor(Date.now() / DAY_MS) * DAY_MS - DAY_MS;
      const expected = await bookedOnFlight(rig.sim.url, yesterday, "QB", "1280");
      expect(expected.length).toBeGreaterThan(0);

      // Each statement writing bookings waits a moment: a page's transaction is long enough to be cut.
      const inDatabase = new pg.Client({ connectionString: place.databaseUrl });
      await inDatabase.connect();
      await inDatabase.query(`create function hold() returns trigger language plpgsql as $$ begin perform pg_sleep(0.2); return null; end $$;
        create trigger hold before insert on bookings for each statement execute function hold()`);
      await inDatabase.end();
      const pageInFlight = async () => (await admin.query("select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event = 'PgSleep'", [database])).rows[0].n > 0;
      const pagesCut = () => bots.reduce((n, each) => n + each.output().split("could not write the poller's state").length - 1, 0);
      const outputs = () => bots.map((each) => each.output()).join("\n");
      /** For a failure's message: where the alerts are (queued, claimed) and the poller's state. */
      const stateOfAlerts = async () => {
        const reader = new pg.Client({ connectionString: place.databaseUrl });
        try {
          await reader.connect();
          const queue = await reader.query("select state, attempts, not_before, size from alert_queue");
          const poller = await reader.query("select * from poller_state");
          return `alert_queue: ${JSON.stringify(queue.rows)}\npoller_state: ${JSON.stringify(poller.rows)}`;
        } catch (e) {
          return `the alerts' state could not be read: ${String(e)}`;
        } finally {
          await reader.end().catch(() => undefined);
        }
      };

      Object.assign(env, { EVENTS_SOURCE: "b2b", EVENTS_START: formatUtcDateTime(new Date(yesterday)) });
      let ended = false;
      // All at once: one after the other, on a busy machine the leader could write the feed whole
      // while the others start, leaving no page to cut.
      for (const each of bots) each.start();
      await Promise.all(bots.map((each) => each.running()));
      for (const each of bots) void each.exited().then(() => (ended = true));
      /** A page being written; on failure, what the instances said. */
      const pageWritten = (what: string) =>
        expect
          .poll(pageInFlight, { timeout: 15_000, interval: 5 })
          .toBe(true)
          .catch((err: unknown) => {
            throw new Error(`no page ${what} within 15 s:\n${outputs().slice(-8000)}`, { cause: err });
          });
      // A restart or a failover: every connection cut, again and again, while a page is written.
      await pageWritten("written");
      const until = Date.now() + 1000;
      while (Date.now() < until && !ended) {
        await cut();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(ended, `a process ended:\n${outputs().slice(-3000)}`).toBe(false);
      expect(pagesCut()).toBeGreaterThanOrEqual(1);

      // The page read again is cut too, and the database refuses connections a while: not ready,
      // and a screen that reads the ledger says so.
      const before = pagesCut();
      await pageWritten("read again");
      await admin.query(`alter database ${database} allow_connections false`);
      await cut();
      await expect.poll(pagesCut).toBeGreaterThan(before);
      for (let i = 0; i < instances; i++) {
        await expect.poll(async () => (await readyz(i)).status).toBe(503);
        expect((await readyz(i)).checks.store).toMatch(/ledger database/);
      }
      // The answer to /sales, not the feed-late alert the admin may get meanwhile.
      const salesAnswer = async () => {
        const answer = upcoming(rig, ADMIN.id, (m) => /^⚠️ Sorry|^Sales, |^The ledger is empty/.test(m.text), 10_000);
        await rig.tg.sendText(ADMIN, "/sales today");
        return answer;
      };
      const sorry = await salesAnswer();
      expect(sorry.text).toMatch(/Sorry, something went wrong on our side\. Reference: [A-Z0-9]{6}/);
      expect(sorry.text).not.toMatch(/postgres|Error|at /);

      // It answers again: ready by itself, the pages read again, each alert once.
      await admin.query(`alter database ${database} allow_connections true`);
      for (let i = 0; i < instances; i++) await expect.poll(async () => (await readyz(i)).checks.store, { timeout: 15_000 }).toBe("ok");
      expect((await salesAnswer()).text).not.toMatch(/Sorry/);
      await expectEachOnce(rig.tg, ADMIN.id, expected, 30_000).catch(async (err: unknown) => {
        throw new Error(`${String(err)}\n${await stateOfAlerts()}\n${outputs().slice(-8000)}`, { cause: err });
      });
      expect(outputs()).toMatch(/lost a connection to the ledger database/);
      expect(outputs()).not.toMatch(/uncaught|unhandled/i);
      expect(ended).toBe(false);
      for (const each of bots) expect(await each.stop("SIGTERM")).toBe(0);
    } finally {
      await admin.query(`alter database ${database} allow_connections true`).catch(() => undefined);
      await admin.end();
      for (const each of bots) await each.stop("SIGKILL");
      await rig.close();
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
