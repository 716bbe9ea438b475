import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_OVERLAP_MS } from "../../src/domain/cursor.js";
import { EVENT_TYPES } from "../../src/services/events/event-types.js";
import { EventPoller } from "../../src/services/events/poller.js";
import type { Ledger } from "../../src/ledger/ledger.js";
import { silentLogger } from "../../src/logger.js";
import { SIM_FIXTURES } from "../../src/sim/fixtures.js";
import { startSimulator } from "../../src/sim/server.js";
import { openStore, type Store } from "../../src/store/store.js";
import { SupplierClient } from "../../src/supplier/client.js";
import { isFlightBookedEvent, isSegmentCancelledEvent } from "../../src/supplier/schemas/events.js";
import { ledgerFixture, POSTGRES_TEST_URL, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";
import { SIM_PROFILE } from "../support/profile.js";
import { startTcpRelay } from "../support/tcp-relay.js";

/**
 * The poller writing the simulator's feed into the ledger over HTTP: the last eight days (the
 * seeded sales and refunds, and a busy yesterday), every booking and cancellation whether or not
 * a chat subscribed, and the same days read again by a fresh poller changing nothing.
 */

const DAY_MS = 86_400_000;

describe.each(TEST_DATABASES)("the poller and the ledger on $name", (database) => {
  const fixture = ledgerFixture(database);
  const cleanup: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  it("puts every booking and cancellation of the feed in the ledger, once", async () => {
    const sim = await startSimulator({ profile: SIM_PROFILE, eventDelaySeconds: 0, bulkEvents: 300 });
    cleanup.push(() => sim.close());
    const { credentials } = SIM_FIXTURES;
    const supplier = new SupplierClient({ baseUrl: sim.url, username: credentials.username, passwordMd5: credentials.passwordMd5, timeoutMs: 5000, logger: silentLogger() });
    cleanup.push(() => supplier.close());
    const place = await fixture.place();
    const ledger = await fixture.open(place);
    const start = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS - 8 * DAY_MS);

    const store = await openStore({ dataDir: place.dataDir, logger: silentLogger(), delivery: async () => ledger });
    cleanup.push(() => store.close());
    const pollOnce = async (from: Date) => {
      const before = ledger.poller.status().lastSuccessAt;
      const poller = new EventPoller({ ...pollerOptions(supplier, store, ledger), start: from });
      poller.start();
      await expect.poll(() => ledger.poller.status().lastSuccessAt, { timeout: 20_000 }).not.toBe(before);
      await poller.stop();
      expect(ledger.poller.status()).toMatchObject({ failures: 0, lastError: null });
    };
    await pollOnce(start);
    // No chat subscribed: no alert, yet the ledger has it all.
    expect(store.subscriptions.list()).toEqual([]);

    const feed = await supplier.getEvents("b2b", { from: start, to: new Date(), types: [...EVENT_TYPES] });
    expect(feed.events.length).toBeLessThan(5000);
    const booked = feed.events.filter(isFlightBookedEvent);
    const cancelled = feed.events.filter(isSegmentCancelledEvent);
    expect(booked.length).toBeGreaterThan(300);
    expect(cancelled.length).toBeGreaterThan(0);
    const expected = {
      bookings: new Set(booked.map((e) => e.Data.Pnr)).size,
      passengers: booked.reduce((n, e) => n + e.Data.Passengers.length, 0),
      cancellations: new Set(cancelled.flatMap((e) => e.Data.Passengers.map((p) => `${e.Data.Pnr} ${p.TicketNumber}`))).size,
      events: booked.length + cancelled.length,
    };
    const counts = await ledger.counts();
    expect(counts).toMatchObject(expected);
    await expectCancelledTicketsMatched(ledger);

    // A new EVENTS_START a second earlier: the cursor goes back and the same days are read again.
    await pollOnce(new Date(start.getTime() - 1000));
    expect(await ledger.counts()).toEqual(counts);
  });
});

describe.skipIf(!POSTGRES_TEST_URL)("the poller when the answer to its COMMIT is lost (PostgreSQL)", () => {
  const fixture = ledgerFixture({ name: "PostgreSQL", serverUrl: POSTGRES_TEST_URL! });
  const cleanup: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  it("the page committed all the same: its alerts are queued once, and the next poll that succeeds wakes the notifier for them", async () => {
    const sim = await startSimulator({ profile: SIM_PROFILE, eventDelaySeconds: 0 });
    cleanup.push(() => sim.close());
    const { credentials } = SIM_FIXTURES;
    const supplier = new SupplierClient({ baseUrl: sim.url, username: credentials.username, passwordMd5: credentials.passwordMd5, timeoutMs: 5000, logger: silentLogger() });
    cleanup.push(() => supplier.close());
    const place = await fixture.place();
    const server = new URL(place.databaseUrl!);
    const relay = await startTcpRelay(server.hostname, Number(server.port));
    cleanup.push(() => relay.close());
    const through = new URL(server);
    through.host = `127.0.0.1:${relay.port}`;
    const ledger = await fixture.open({ ...place, databaseUrl: through.toString() });
    const store = await openStore({ dataDir: place.dataDir, logger: silentLogger(), delivery: async () => ledger });
    cleanup.push(() => store.close());
    await store.subscriptions.add({ chatId: 42, topic: "bookings", filters: {}, language: "en", createdBy: 42, createdAt: new Date().toISOString() });

    const cut = relay.loseAnswerTo("commit\0", "alert_queue");
    let woken = 0;
    const poller = new EventPoller({ ...pollerOptions(supplier, store, ledger), pollSeconds: 0.2, start: new Date(Date.now() - 8 * DAY_MS), onAlerts: () => void woken++ });
    poller.start();
    cleanup.push(() => poller.stop());
    await cut;
    await expect.poll(() => ledger.poller.status().failures, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(woken).toBe(0);
    const queued = await ledger.db.selectFrom("alert_queue").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
    expect(Number(queued.n)).toBeGreaterThan(0);

    await expect.poll(() => ledger.poller.status().failures, { timeout: 10_000 }).toBe(0);
    await expect.poll(() => woken, { timeout: 5_000 }).toBeGreaterThan(0);
    const after = await ledger.db.selectFrom("alert_queue").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
    expect(after.n).toBe(queued.n);
  });
});

sayWhenNoPostgres();

function pollerOptions(supplier: SupplierClient, store: Store, ledger: Ledger) {
  return {
    supplier,
    store,
    ledger,
    source: "b2b" as const,
    pollSeconds: 60,
    overlapMs: DEFAULT_OVERLAP_MS,
    logger: silentLogger(),
    now: () => new Date(),
    mayReceive: () => true,
    onAlerts: () => undefined,
  };
}

/** Every cancelled ticket has its cancellation, and every cancellation of a ticket in the ledger cancelled it. */
async function expectCancelledTicketsMatched(ledger: Ledger): Promise<void> {
  const cancelledTickets = await ledger.db.selectFrom("tickets").select(["pnr", "ticket_number"]).where("status", "=", "cancelled").execute();
  const matched = await ledger.db
    .selectFrom("cancellations as c")
    .innerJoin("tickets as t", (join) => join.onRef("t.pnr", "=", "c.pnr").onRef("t.ticket_number", "=", "c.ticket_number"))
    .select(["t.pnr", "t.ticket_number", "t.status"])
    .execute();
  expect(matched.length).toBeGreaterThan(0);
  expect(matched.every((t) => t.status === "cancelled")).toBe(true);
  expect(cancelledTickets.length).toBe(matched.length);
}
