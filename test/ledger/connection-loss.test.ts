import { sql } from "kysely";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PageCommit } from "../../src/ledger/poller-state.js";
import { sampleBooking } from "../support/alert-samples.js";
import { bookedWire, parsed } from "../support/ledger-events.js";
import { ledgerFixture, POSTGRES_TEST_URL, sayWhenNoPostgres } from "../support/ledger-databases.js";

/**
 * The ledger's PostgreSQL connection dropped at any moment (a restart, a failover, an operator's
 * pg_terminate_backend), a transaction included: the work under way fails as "unreachable", the
 * process goes on, and the same ledger works again as soon as the server answers. Only this
 * test's own database has its connections ended; the server runs on for everyone else.
 */

const NOW = new Date("2026-11-22T12:00:00Z");
const CURSOR = Date.parse("2026-11-20T10:14:02Z");

const page = (): PageCommit => ({
  cursor: CURSOR,
  seen: [1],
  newestAt: CURSOR,
  alerts: [{ eventId: 1, at: "2026-11-20 10:14:02", body: sampleBooking(), recipients: [{ chatId: 42, language: "en", owner: 42 }] }],
  rejected: 0,
});

sayWhenNoPostgres();

describe.skipIf(!POSTGRES_TEST_URL)("the ledger's PostgreSQL connection lost", () => {
  const fixture = ledgerFixture({ name: "PostgreSQL", serverUrl: POSTGRES_TEST_URL! });
  let admin: pg.Client;
  /** Errors nobody handled: an 'error' event of pg with no listener lands here and would end the bot. */
  const unhandled: unknown[] = [];
  const record = (error: unknown) => unhandled.push(error);

  beforeEach(async () => {
    admin = new pg.Client({ connectionString: POSTGRES_TEST_URL });
    await admin.connect();
    unhandled.length = 0;
    process.on("uncaughtException", record);
  });
  afterEach(async () => {
    process.off("uncaughtException", record);
    await admin.end();
  });

  const nameOf = (url: string) => new URL(url).pathname.slice(1);
  /** Ends every connection to the database, as a server restart would, and waits until they are gone. */
  const terminate = async (database: string) => {
    await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [database]);
    await expect.poll(async () => (await admin.query("select count(*)::int as n from pg_stat_activity where datname = $1", [database])).rows[0].n).toBe(0);
  };

  it("a transaction whose connection is ended between two statements fails as unreachable; nothing crashes and the same ledger works on", async () => {
    const place = await fixture.place();
    const ledger = await fixture.open(place);
    const database = nameOf(place.databaseUrl!);

    const cut = ledger.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      await terminate(database);
      await sql`select 1`.execute(trx);
    });

    await expect(cut).rejects.toMatchObject({ name: "StoreError", kind: "unreachable", message: expect.stringContaining("is unreachable") });
    await expect(cut).rejects.not.toThrow(/password/);
    // The pool opens a new connection; the dead one is never handed out again.
    expect(await ledger.counts()).toMatchObject({ bookings: 0 });
    expect(await ledger.commitPage(parsed(bookedWire(1, "AB12CD")), page(), NOW)).toEqual({ added: 1, dropped: 0 });
    expect(unhandled).toEqual([]);
  });

  it("a page cut off while the database refuses connections is read again once it answers: the cursor unmoved, nothing of the page kept", async () => {
    const place = await fixture.place();
    const ledger = await fixture.open(place, { now: () => NOW });
    const database = nameOf(place.databaseUrl!);
    const inDatabase = new pg.Client({ connectionString: place.databaseUrl });
    await inDatabase.connect();
    // The page's bookings wait inside its transaction: the moment to end the connection.
    await inDatabase.query(`create function hold() returns trigger language plpgsql as $$ begin perform pg_sleep(30); return new; end $$;
      create trigger hold before insert on bookings for each row execute function hold()`);
    await inDatabase.end();

    const cut = ledger.commitPage(parsed(bookedWire(1, "AB12CD")), page(), NOW);
    // It fails while the connection is being ended below, before the check that reads it: handled
    // from now on, or Node would call the rejection unhandled meanwhile.
    cut.catch(() => undefined);
    await expect.poll(async () => (await admin.query("select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event = 'PgSleep'", [database])).rows[0].n).toBe(1);
    await admin.query(`alter database ${database} allow_connections false`);
    await terminate(database);
    // The server's own words, not those of a rollback tried on the dead connection after them.
    await expect(cut).rejects.toMatchObject({ kind: "unreachable", message: expect.stringContaining("terminating connection due to administrator command") });
    // The poller records its failure: the database is still away.
    await expect(ledger.poller.recordFailure(NOW, "down")).rejects.toThrow();

    await admin.query(`alter database ${database} allow_connections true`);
    // The next poll read its range from the mirror before it could be read back: refused, not written.
    await expect(ledger.commitPage([], { ...page(), cursor: CURSOR + 60_000, seen: [], alerts: [] }, NOW)).rejects.toThrow(/read back/);
    expect(ledger.poller.cursorState().cursor).toBeNull();
    expect(ledger.poller.isSeen(1)).toBe(false);
    expect((await ledger.outbox.stats()).entries).toBe(0);
    const stored = await ledger.db.selectFrom("poller_state").select("cursor").executeTakeFirst();
    expect(stored?.cursor ?? null).toBeNull();

    // The page read again is kept whole.
    await ledger.db.executeQuery(sql`drop trigger hold on bookings`.compile(ledger.db));
    expect(await ledger.commitPage(parsed(bookedWire(1, "AB12CD")), page(), NOW)).toEqual({ added: 1, dropped: 0 });
    expect(ledger.poller.cursorState().cursor).toBe(CURSOR);
    expect(await ledger.counts()).toMatchObject({ bookings: 1, events: 1 });
    expect(unhandled).toEqual([]);
  });
});
