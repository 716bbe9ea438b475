import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MOVED_FILE_SUFFIX, STORE_FILE_NAME, type NewSubscription } from "../../src/store/store.js";
import pg from "pg";
import { emptyStoreData } from "../../src/store/schema.js";
import { AUDIT_BLOCK } from "../../src/store/state-splits.js";
import { POSTGRES_TEST_URL, sayWhenNoPostgres } from "../support/ledger-databases.js";
import { stateFixture } from "../support/state-stores.js";
import { LogCapture } from "../support/log-capture.js";

/**
 * Several FlightDesks on one PostgreSQL are one: what one instance changes, the others read; a
 * check and the change it guards hold across instances as in one process.
 */

const at = "2026-03-01T10:00:00.000Z";
const sara = { id: 7, role: "viewer" as const, name: "Sara", approvedBy: 1, approvedAt: at };
const subscription: NewSubscription = { chatId: -100, topic: "bookings", filters: { airline: "IR" }, language: "en", createdBy: 7, createdAt: at };

describe.skipIf(!POSTGRES_TEST_URL)("the state several instances share (PostgreSQL)", () => {
  const fixture = stateFixture({ name: "PostgreSQL", serverUrl: POSTGRES_TEST_URL! });

  it("an agent approved on one instance is let in by the other, at its next update or by itself within the refresh period", async () => {
    const place = await fixture.place();
    const a = await fixture.open(place);
    const b = await fixture.open(place);
    const c = await fixture.open(place, { refreshMs: 50 });
    await a.users.upsert(sara);
    expect(b.users.isAllowed(7)).toBe(false);
    await b.fresh();
    expect(b.users.get(7)).toEqual(sara);
    await expect.poll(() => c.users.isAllowed(7)).toBe(true);
    // And back: the other instance's change, then this one's own, both kept.
    await b.settings.setLanguage(7, "fa");
    await a.settings.setDigits(7, "latin");
    await b.fresh();
    expect([b.settings.getLanguage(7), b.settings.getDigits(7)]).toEqual(["fa", "latin"]);
  });

  it("two admins deciding one proposal on two instances at once: one decision takes it", async () => {
    const place = await fixture.place();
    const a = await fixture.open(place);
    const b = await fixture.open(place);
    await a.users.upsert(sara);
    const proposal = { id: 11, by: 1, byName: "Ada", at };
    await a.users.proposeAdmin(7, proposal);
    await b.fresh();
    const taken = await Promise.all([...Array.from({ length: 5 }, () => a.users.takeAdminProposal(7, 11)), ...Array.from({ length: 5 }, () => b.users.takeAdminProposal(7, 11))]);
    expect(taken.filter(Boolean)).toEqual([proposal]);
  });

  it("an access request granted on one instance and refused on the other: one decision (remove says so once)", async () => {
    const place = await fixture.place();
    const a = await fixture.open(place);
    const b = await fixture.open(place);
    const requestedAt = new Date().toISOString();
    const [first, second] = await Promise.all([a.requests.add({ id: 9, name: "Omid", requestedAt }), b.requests.add({ id: 9, name: "Omid R", requestedAt })]);
    expect(second).toEqual(first);
    await Promise.all([a.fresh(), b.fresh()]);
    expect(await Promise.all([a.requests.remove(9), b.requests.remove(9)])).toEqual(expect.arrayContaining([true, false]));
  });

  it("audit entries from both instances at once: every one kept, each with an id of its own", async () => {
    const place = await fixture.place();
    const a = await fixture.open(place);
    const b = await fixture.open(place);
    const entries = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? a : b).audit.append({ userId: i, action: "search", at })),
    );
    expect(new Set(entries.map((e) => e.id)).size).toBe(40);
    await a.fresh();
    expect(a.audit.latest(100).map((e) => e.userId).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });

  it("the audit log is kept in blocks: an entry added writes its block and the head, the other instance reads the log back whole", async () => {
    const place = await fixture.place();
    const a = await fixture.open(place);
    const b = await fixture.open(place);
    for (let i = 0; i < AUDIT_BLOCK + 20; i++) await (i % 2 ? a : b).audit.append({ userId: i, action: "search", at });
    const rows = async () => {
      const client = new pg.Client({ connectionString: place.databaseUrl });
      await client.connect();
      try {
        return (await client.query<{ name: string; version: string }>("select name, version from state_parts where name like 'audit%' order by name")).rows;
      } finally {
        await client.end();
      }
    };
    expect((await rows()).map((r) => r.name)).toEqual(["audit", "audit#0", "audit#1"]);
    await a.audit.append({ userId: 999, action: "export.sales", at });
    const written = await rows();
    const newest = Math.max(...written.map((r) => Number(r.version)));
    expect(written.filter((r) => Number(r.version) === newest).map((r) => r.name)).toEqual(["audit", "audit#1"]);
    await b.fresh();
    expect(b.audit.latest(AUDIT_BLOCK + 21).map((e) => e.id)).toEqual(a.audit.latest(AUDIT_BLOCK + 21).map((e) => e.id));
    expect(b.audit.latest(1)[0]).toMatchObject({ userId: 999, action: "export.sales" });
    expect(b.audit.latest(AUDIT_BLOCK + 30)).toHaveLength(AUDIT_BLOCK + 21);
  });

  it("one subscription made on both instances at once is added once; a stopped group is told once", async () => {
    const place = await fixture.place();
    const a = await fixture.open(place);
    const b = await fixture.open(place);
    const outcomes = await Promise.all([a.subscriptions.add(subscription), b.subscriptions.add(subscription)]);
    expect(outcomes.map((o) => o.kind).sort()).toEqual(["added", "duplicate"]);
    await a.subscriptions.stopGroup(-100, "Sales", new Date(at));
    await b.fresh();
    expect(await Promise.all([a.subscriptions.markTold(-100, new Date(at)), b.subscriptions.markTold(-100, new Date(at))])).toEqual(expect.arrayContaining([true, false]));
  });

  it("the first instance moves its data file in and keeps it as a backup; another instance's file is left, with a warning", async () => {
    const place = await fixture.place();
    const file = join(place.dataDir, STORE_FILE_NAME);
    await writeFile(file, JSON.stringify({ ...emptyStoreData(), users: { "7": sara } }));
    const first = await fixture.open(place, { dataDir: place.dataDir });
    expect(first.users.get(7)).toEqual(sara);
    expect(await readdir(place.dataDir)).toContain(`${STORE_FILE_NAME}${MOVED_FILE_SUFFIX}`);
    expect(await readdir(place.dataDir)).not.toContain(STORE_FILE_NAME);
    expect(JSON.parse(await readFile(`${file}${MOVED_FILE_SUFFIX}`, "utf8"))).toMatchObject({ users: { "7": sara } });

    const other = await fixture.tempDir();
    await writeFile(join(other, STORE_FILE_NAME), JSON.stringify({ ...emptyStoreData(), users: {} }));
    const log = new LogCapture();
    const second = await fixture.open(place, { dataDir: other, logger: log.logger });
    expect(second.users.get(7)).toEqual(sara);
    expect(await readdir(other)).toContain(STORE_FILE_NAME);
    expect(log.entries().some((line) => line.msg.includes("this data file is not used"))).toBe(true);
  });
});

sayWhenNoPostgres();
