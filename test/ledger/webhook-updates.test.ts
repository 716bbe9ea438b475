import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { earlierUnhandled, forgetOldUpdates, HANDLING_LEASE_MS, markHandled, takeUpdate, WEBHOOK_IDS_KEPT_MS } from "../../src/ledger/webhook-updates.js";
import { ledgerFixture, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";

const NOW = new Date("2026-11-22T12:00:00Z");

describe.each(TEST_DATABASES)("webhook update ids in the ledger on $name", (database) => {
  const fixture = ledgerFixture(database);
  const dirs: string[] = [];
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it("an update is taken once: its first delivery only, however many arrive at once", async () => {
    const ledger = await fixture.open(await fixture.place());
    expect(await takeUpdate(ledger.db, 5001, NOW)).toBe(true);
    expect(await takeUpdate(ledger.db, 5001, NOW)).toBe(false);
    const together = await Promise.all(Array.from({ length: 20 }, () => takeUpdate(ledger.db, 5002, NOW)));
    expect(together.filter(Boolean)).toHaveLength(1);
  });

  it.skipIf(!database.serverUrl)("two instances (two DATA_DIRs) on one database: each update is taken by one of them", async () => {
    const place = await fixture.place();
    const other = await mkdtemp(join(tmpdir(), "flightdesk-ledger-"));
    dirs.push(other);
    const [a, b] = [await fixture.open(place), await fixture.open({ ...place, dataDir: other })];
    for (let id = 1; id <= 50; id++) {
      const taken = await Promise.all([takeUpdate(a.db, id, NOW), takeUpdate(b.db, id, NOW)]);
      expect(taken.filter(Boolean)).toHaveLength(1);
    }
  });

  it("forgets ids taken before Telegram's day of re-sending is long over, keeps the others", async () => {
    const ledger = await fixture.open(await fixture.place());
    await takeUpdate(ledger.db, 1, new Date(NOW.getTime() - WEBHOOK_IDS_KEPT_MS - 1000));
    await takeUpdate(ledger.db, 2, new Date(NOW.getTime() - WEBHOOK_IDS_KEPT_MS + 60_000));
    await forgetOldUpdates(ledger.db, NOW);
    expect(await takeUpdate(ledger.db, 1, NOW)).toBe(true);
    expect(await takeUpdate(ledger.db, 2, NOW)).toBe(false);
    // The daily retention does it.
    await ledger.prune(new Date(NOW.getTime() + WEBHOOK_IDS_KEPT_MS + 1000));
    expect(await takeUpdate(ledger.db, 2, NOW)).toBe(true);
  });

  it("one chat's updates in order: a later one waits while an earlier one of its chat is unhandled, not for other chats, not for one its instance dropped", async () => {
    const ledger = await fixture.open(await fixture.place());
    const at = NOW.getTime();
    await takeUpdate(ledger.db, 10, NOW, 42);
    await takeUpdate(ledger.db, 11, NOW, 43);
    await takeUpdate(ledger.db, 12, NOW, 42);
    await takeUpdate(ledger.db, 13, NOW);
    expect(await earlierUnhandled(ledger.db, 42, 10, at)).toBe(false);
    expect(await earlierUnhandled(ledger.db, 43, 11, at)).toBe(false);
    expect(await earlierUnhandled(ledger.db, 42, 12, at)).toBe(true);
    await markHandled(ledger.db, 10, at);
    expect(await earlierUnhandled(ledger.db, 42, 12, at)).toBe(false);
    // Taken and never handled (its instance died): the chat goes on after the lease.
    await takeUpdate(ledger.db, 20, NOW, 44);
    await takeUpdate(ledger.db, 21, NOW, 44);
    expect(await earlierUnhandled(ledger.db, 44, 21, at + HANDLING_LEASE_MS - 1)).toBe(true);
    expect(await earlierUnhandled(ledger.db, 44, 21, at + HANDLING_LEASE_MS)).toBe(false);
  });
});

sayWhenNoPostgres();
