import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import pg from "pg";
import { loadConfig } from "../../src/config.js";
import { openLedger } from "../../src/ledger/ledger.js";
import { silentLogger } from "../../src/logger.js";
import { checkLedgerDatabase } from "../../src/ops/doctor/ledger.js";
import { leaseLeadership } from "../../src/services/leader.js";
import { createTestDatabase, POSTGRES_TEST_URL, sayWhenNoPostgres } from "../support/ledger-databases.js";
import { freePort } from "../support/ports.js";

/** A configuration that names `databaseUrl` (or none). */
const configWith = (databaseUrl?: string) =>
  loadConfig({
    BOT_TOKEN: "123456:AAF-doctor-ledger-0123456789abcdefgh",
    SUPPLIER_BASE_URL: "http://127.0.0.1:9",
    SUPPLIER_USERNAME: "demo",
    SUPPLIER_PASSWORD: "demo-password",
    ADMIN_IDS: "1",
    DATA_DIR: "/tmp/flightdesk-doctor-ledger",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });

describe("the doctor's ledger database check", () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const done of cleanup.splice(0)) await done();
  });

  it("says SQLite in DATA_DIR without DATABASE_URL", async () => {
    expect(await checkLedgerDatabase(configWith())).toEqual({ name: "ledger database", status: "pass", detail: "SQLite in DATA_DIR (DATABASE_URL is not set)" });
  });

  it("fails a server that does not answer, naming it without the password", async () => {
    const url = `postgres://flightdesk:s3cret-pw@127.0.0.1:${await freePort()}/flightdesk`;
    const check = await checkLedgerDatabase(configWith(url));
    expect(check).toMatchObject({ status: "fail", fix: expect.stringMatching(/^check DATABASE_URL, that the PostgreSQL server runs/) });
    expect(check.detail).toMatch(/^postgres:\/\/flightdesk@127\.0\.0\.1:\d+\/flightdesk does not answer \(.*ECONNREFUSED.*\)$/);
    expect(JSON.stringify(check)).not.toContain("s3cret-pw");
  });

  sayWhenNoPostgres();
  it.skipIf(!POSTGRES_TEST_URL)("on PostgreSQL: an empty database, one this version prepared, one a newer FlightDesk wrote, and who leads", async () => {
    const { url, drop } = await createTestDatabase(POSTGRES_TEST_URL!, "doctor_ledger");
    cleanup.push(drop);
    expect((await checkLedgerDatabase(configWith(url))).detail).toMatch(/answers; no ledger yet: FlightDesk creates its tables at first start; no instance leads \(none runs\)$/);

    const dataDir = await mkdtemp(join(tmpdir(), "flightdesk-doctor-"));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const ledger = await openLedger({ dataDir, databaseUrl: url, retentionDays: 400, logger: silentLogger() });
    await ledger.close();
    expect(await checkLedgerDatabase(configWith(url))).toMatchObject({ status: "pass", detail: expect.stringMatching(/answers; its tables are this version's; no instance leads \(none runs\)$/) });

    const lease = await leaseLeadership({ databaseUrl: url, takeoverSeconds: 3, logger: silentLogger(), name: "flightdesk doctor-test 4242", onLead: async () => undefined, onLose: async () => undefined });
    await expect.poll(() => lease.leading).toBe(true);
    expect((await checkLedgerDatabase(configWith(url))).detail).toMatch(/answers; its tables are this version's; flightdesk doctor-test 4242 leads$/);
    await lease.stop();
    // The server lets the lock go with the session's end, a moment after the connection closes.
    await expect.poll(async () => (await checkLedgerDatabase(configWith(url))).detail).toMatch(/no instance leads \(none runs\)$/);

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    // As an older FlightDesk left it: the start applies the step it lacks.
    await client.query("delete from kysely_migration where name = (select max(name) from kysely_migration)");
    expect((await checkLedgerDatabase(configWith(url))).detail).toMatch(/answers; 1 upgrade step to apply at start; no instance leads \(none runs\)$/);
    await client.query("insert into kysely_migration (name, timestamp) values ('9999-from-a-newer-version', now()::text)");
    await client.end();
    expect(await checkLedgerDatabase(configWith(url))).toMatchObject({
      status: "fail",
      detail: expect.stringMatching(/was written by a newer FlightDesk \(migration 9999-from-a-newer-version is unknown to this one\)$/),
    });
  });
});
