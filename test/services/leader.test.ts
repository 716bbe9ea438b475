import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import type { LedgerTables } from "../../src/ledger/schema.js";
import { silentLogger } from "../../src/logger.js";
import { leaseLeadership, NotLeading, type Leadership } from "../../src/services/leader.js";
import { createTestDatabase, POSTGRES_TEST_URL, sayWhenNoPostgres } from "../support/ledger-databases.js";
import { startTcpRelay } from "../support/tcp-relay.js";

const TAKEOVER_SECONDS = 2;

sayWhenNoPostgres();

describe.skipIf(!POSTGRES_TEST_URL)("the leader's lease on PostgreSQL", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const step of cleanups.splice(0).reverse()) await step().catch(() => undefined);
  });

  async function database() {
    const created = await createTestDatabase(POSTGRES_TEST_URL!, "lease_test");
    cleanups.push(created.drop);
    const pool = new pg.Pool({ connectionString: created.url });
    // The database is dropped with (force) at the end: an idle connection ended then is expected.
    pool.on("error", () => undefined);
    const db = new Kysely<LedgerTables>({ dialect: new PostgresDialect({ pool }) });
    cleanups.push(() => db.destroy());
    return { url: created.url, db };
  }

  /** An instance: its lease, and what its background work went through. */
  async function instance(url: string, name: string, onLead: () => Promise<void> = async () => undefined) {
    const work = { starts: 0, stops: 0 };
    const lease = await leaseLeadership({
      databaseUrl: url,
      takeoverSeconds: TAKEOVER_SECONDS,
      logger: silentLogger(),
      name,
      onLead: async () => {
        await onLead();
        work.starts++;
      },
      onLose: async () => void work.stops++,
    });
    cleanups.push(() => lease.stop());
    return { lease, work };
  }

  const terminate = async (url: string, name: string) => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      // This test's database only: other tests (another pass beside this one) name their leases alike.
      await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = $2", [name, new URL(url).pathname.slice(1)]);
    } finally {
      await admin.end();
    }
  };
  const fenced = (lease: Leadership, db: Kysely<LedgerTables>) => db.transaction().execute((trx) => lease.fence(trx));

  it("FlightDesks on two databases of one server each lead their own, and name their own leader", async () => {
    const [one, two] = [await database(), await database()];
    const a = await instance(one.url, "flightdesk one");
    const b = await instance(two.url, "flightdesk two");
    expect([a.lease.leading, b.lease.leading]).toEqual([true, true]);
    expect([await a.lease.leader(), await b.lease.leader()]).toEqual(["flightdesk one", "flightdesk two"]);
  });

  it("of two instances one leads and runs the work, the other stands by; both name the leader", async () => {
    const { url, db } = await database();
    const a = await instance(url, "flightdesk a");
    const b = await instance(url, "flightdesk b");
    expect([a.lease.leading, b.lease.leading]).toEqual([true, false]);
    expect([a.work.starts, b.work.starts]).toEqual([1, 0]);
    expect(await a.lease.leader()).toBe("flightdesk a");
    expect(await b.lease.leader()).toBe("flightdesk a");
    await expect(fenced(a.lease, db)).resolves.toBeUndefined();
    await expect(fenced(b.lease, db)).rejects.toBeInstanceOf(NotLeading);
  });

  it("the leader's lease connection cut while the other instance asks: one of them leads within the takeover time, the other stops its work; pages follow the lock", async () => {
    const { url, db } = await database();
    const a = await instance(url, "flightdesk a");
    const b = await instance(url, "flightdesk b");
    await terminate(url, "flightdesk a");
    // Settled when the instance that says it leads holds the lock with its own connection: while a
    // cut leader retakes its lock, it still says it leads, and its dying connection may still be listed.
    const settled = async () => {
      const holder = await b.lease.leader();
      if (holder === null || a.lease.leading === b.lease.leading) return false;
      const leader = a.lease.leading ? a : b;
      return leader.lease.name === holder && fenced(leader.lease, db).then(() => true, () => false);
    };
    await expect.poll(settled, { timeout: TAKEOVER_SECONDS * 1000 + 2000, interval: 50 }).toBe(true);
    const standby = a.lease.leading ? b : a;
    expect(standby.lease.leading).toBe(false);
    expect(standby.work.stops).toBe(standby === a ? 1 : 0);
    await expect(fenced(standby.lease, db)).rejects.toBeInstanceOf(NotLeading);
  });

  it("a leader alone whose connection is cut (the database restarted) leads on, its pages refused until it holds the lock again", async () => {
    const { url, db } = await database();
    let regained = 0;
    const a = await leaseLeadership({ databaseUrl: url, takeoverSeconds: TAKEOVER_SECONDS, logger: silentLogger(), name: "flightdesk a", onLead: async () => undefined, onLose: async () => undefined, onRegain: async () => void regained++ });
    cleanups.push(() => a.stop());
    await terminate(url, "flightdesk a");
    await expect.poll(() => fenced(a, db).then(() => "kept", (e: unknown) => (e instanceof NotLeading ? "refused" : String(e)))).toBe("refused");
    expect(a.leading).toBe(true);
    await expect.poll(() => regained, { timeout: TAKEOVER_SECONDS * 1000 + 2000 }).toBe(1);
    await expect(fenced(a, db)).resolves.toBeUndefined();
    expect(await a.leader()).toBe("flightdesk a");
  });

  /** `url` through a relay that can hold the database's answers back, as a slow network or a busy host would. */
  async function relayed(url: string) {
    const target = new URL(url);
    const relay = await startTcpRelay(target.hostname, Number(target.port));
    cleanups.push(() => relay.close());
    const through = new URL(url);
    through.host = `127.0.0.1:${relay.port}`;
    return { url: through.toString(), relay };
  }

  it("a leader whose lease connection answers late (a busy machine) keeps the lead: no second leader meanwhile", async () => {
    const { url, db } = await database();
    const slow = await relayed(url);
    const a = await instance(slow.url, "flightdesk a");
    const b = await instance(url, "flightdesk b");
    expect(a.lease.leading).toBe(true);
    // Longer than a check's own time limit, shorter than twice the takeover time.
    slow.relay.hold(TAKEOVER_SECONDS * 1000);
    const until = Date.now() + TAKEOVER_SECONDS * 2000;
    while (Date.now() < until) {
      expect(b.lease.leading).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect([a.lease.leading, a.work.stops, b.work.starts]).toEqual([true, 0, 0]);
    expect(await b.lease.leader()).toBe("flightdesk a");
    await expect(fenced(a.lease, db)).resolves.toBeUndefined();
  });

  it("a leader whose lease connection stays silent much longer than the takeover time gives the lead up to another", async () => {
    const { url, db } = await database();
    const slow = await relayed(url);
    const a = await instance(slow.url, "flightdesk a");
    const b = await instance(url, "flightdesk b");
    slow.relay.hold(TAKEOVER_SECONDS * 4000);
    await expect.poll(() => b.lease.leading, { timeout: TAKEOVER_SECONDS * 4000, interval: 50 }).toBe(true);
    await expect(fenced(b.lease, db)).resolves.toBeUndefined();
    await expect.poll(() => a.lease.leading, { timeout: TAKEOVER_SECONDS * 4000, interval: 50 }).toBe(false);
    expect(a.work.stops).toBe(1);
  });

  it("a leader that stops hands over: its work stops first, then the standby leads", async () => {
    const { url } = await database();
    const a = await instance(url, "flightdesk a");
    const b = await instance(url, "flightdesk b");
    await a.lease.stop();
    expect(a.work.stops).toBe(1);
    await expect.poll(() => b.lease.leading, { timeout: TAKEOVER_SECONDS * 1000 + 2000, interval: 50 }).toBe(true);
  });

  it("an instance whose work does not start gives the lead to another", async () => {
    const { url } = await database();
    const a = await instance(url, "flightdesk a", async () => {
      throw new Error("the supplier refuses the account");
    });
    expect(a.lease.leading).toBe(false);
    const b = await instance(url, "flightdesk b");
    await expect.poll(() => b.lease.leading, { timeout: TAKEOVER_SECONDS * 1000 + 2000, interval: 50 }).toBe(true);
  });
});
