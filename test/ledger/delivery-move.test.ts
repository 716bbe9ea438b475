import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Ledger } from "../../src/ledger/ledger.js";
import { silentLogger } from "../../src/logger.js";
import { emptyStoreData, STORE_VERSION } from "../../src/store/schema.js";
import { openStore, STORE_FILE_NAME, type DeliveryHome, type Store } from "../../src/store/store.js";
import { sampleBooking } from "../support/alert-samples.js";
import { ledgerFixture, TEST_DATABASES } from "../support/ledger-databases.js";
import { storedAlert, waitingFor } from "../support/outbox.js";

/**
 * The one-time move of an existing install: a store file of version 4 holds the poller's state
 * and the outbox; the first start of this version puts them in the ledger's database (under the
 * store's lock, in one transaction), then the store's upgrade to version 5 drops them.
 */

const DAY_MS = 86_400_000;
const GROUP = -100_77;
const iso = (ms: number) => new Date(ms).toISOString();

function v4File(now: number) {
  const entry = (chatId: number, eventId: number, seq: number, state: "pending" | "sending", enqueuedAt = iso(now - 60_000)) => ({
    chatId,
    eventId,
    seq,
    state,
    attempts: 1,
    notBefore: 0,
    enqueuedAt,
    language: "fa",
    owner: 5,
  });
  return {
    ...emptyStoreData(),
    schemaVersion: 4,
    poller: {
      cursor: "2026-11-20T10:14:02.000Z",
      since: null,
      done: null,
      appliedStart: "2026-11-01T00:00:00.000Z",
      seen: { "11": now - 5000, "12": now - 4000 },
      newestEventAt: "2026-11-20T10:14:02.000Z",
      lastArrivalAt: iso(now - 5000),
      lastSuccessAt: iso(now - 5000),
      lastErrorAt: null,
      lastError: null,
      failures: 0,
      rejected: 3,
    },
    outbox: {
      nextSeq: 4,
      // A group's entry as files before forum topics keep it (no threadId), one interrupted
      // while being sent, one too old to deliver.
      entries: {
        [`${GROUP}:11`]: entry(GROUP, 11, 1, "pending"),
        "42:12": entry(42, 12, 2, "sending"),
        "42:10": entry(42, 10, 3, "pending", iso(now - 4 * DAY_MS)),
      },
      alerts: {
        "10": { eventId: 10, at: "2026-11-16 10:00:00", refs: 1, body: sampleBooking({ pnr: "OLD010" }) },
        "11": { eventId: 11, at: "2026-11-20 10:14:00", refs: 1, body: sampleBooking({ pnr: "ABC011" }) },
        "12": { eventId: 12, at: "2026-11-20 10:14:02", refs: 1, body: sampleBooking({ pnr: "ABC012" }) },
      },
      renderFailures: 2,
    },
  };
}

describe.each(TEST_DATABASES)("moving the poller's state and the outbox from a version 4 store file into the ledger on $name", (database) => {
  const fixture = ledgerFixture(database);
  const stores: Store[] = [];
  afterEach(async () => {
    for (const store of stores.splice(0)) await store.close().catch(() => undefined);
  });

  async function start(place: { dataDir: string; databaseUrl?: string }, delivery?: (ledger: Ledger) => DeliveryHome) {
    const ledger = await fixture.open(place);
    // As the app does: the ledger closes when the store cannot open.
    const store = await openStore({ dataDir: place.dataDir, logger: silentLogger(), delivery: async () => (delivery ? delivery(ledger) : ledger) }).catch(async (error: unknown) => {
      await ledger.close();
      throw error;
    });
    stores.push(store);
    return { ledger, store };
  }

  async function stop({ ledger, store }: { ledger: Ledger; store: Store }) {
    await store.close();
    await ledger.close();
  }

  async function expectMoved(ledger: Ledger) {
    expect(ledger.poller.cursorState()).toEqual({ cursor: Date.parse("2026-11-20T10:14:02.000Z"), since: null, done: null });
    expect(ledger.poller.status()).toMatchObject({ rejected: 3, seen: 2 });
    expect([ledger.poller.isSeen(11), ledger.poller.isSeen(12), ledger.poller.isSeen(13)]).toEqual([true, true, false]);
    expect(await ledger.outbox.stats()).toEqual({ entries: 2, sending: 1, chats: 2, renderFailures: 2 });
    expect(await storedAlert(ledger.outbox, 11)).toMatchObject({ refs: 1, body: { pnr: "ABC011" } });
    expect(await storedAlert(ledger.outbox, 10)).toBeUndefined();
  }

  it("comes up with the same cursor and alerts in the ledger; the store file is of the current version without them, the old one kept", async () => {
    const place = await fixture.place();
    const file = join(place.dataDir, STORE_FILE_NAME);
    const v4Text = JSON.stringify(v4File(Date.now()));
    await writeFile(file, v4Text);

    const first = await start(place);
    await expectMoved(first.ledger);
    // The group's entry keeps its key and is the chat's own; the interrupted one is sent again.
    expect((await first.ledger.outbox.backlog(Date.now())).map((b) => [b.chatId, b.threadId, b.entries.map((e) => e.eventId)])).toEqual([[GROUP, undefined, [11]]]);
    const onDisk = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>;
    expect(onDisk).toMatchObject({ schemaVersion: STORE_VERSION });
    expect(onDisk).not.toHaveProperty("poller");
    expect(onDisk).not.toHaveProperty("outbox");
    expect(await readFile(`${file}.v4.bak`, "utf8")).toBe(v4Text);
    await stop(first);

    const again = await start(place);
    await expectMoved(again.ledger);
    expect(await again.ledger.outbox.settleInterrupted()).toBe(1);
    expect((await again.ledger.outbox.backlog(Date.now())).map((b) => b.chatId)).toEqual([GROUP, 42]);
  });

  it("a kill between the insert and the store's upgrade is harmless: the next start skips the insert and the upgrade drops the old copy", async () => {
    const place = await fixture.place();
    const file = join(place.dataDir, STORE_FILE_NAME);
    await writeFile(file, JSON.stringify(v4File(Date.now())));
    const written: boolean[] = [];
    const killedAfterInsert = (ledger: Ledger): DeliveryHome => ({
      outbox: ledger.outbox,
      async takeOver(legacy, now) {
        written.push(await ledger.takeOver(legacy, now));
        throw new Error("killed");
      },
    });

    await expect(start(place, killedAfterInsert)).rejects.toThrow("killed");
    expect(JSON.parse(await readFile(file, "utf8"))).toMatchObject({ schemaVersion: 4, poller: { rejected: 3 } });

    // A change the second insert would undo if it ran (the poller cannot run before the store
    // opens; this only makes the skip visible).
    const between = await fixture.open(place);
    await between.poller.recordFailure(new Date(), "supplier down");
    await between.close();

    const counted = (ledger: Ledger): DeliveryHome => ({
      outbox: ledger.outbox,
      takeOver: async (legacy, now) => written.push(await ledger.takeOver(legacy, now)),
    });
    const next = await start(place, counted);
    expect(written).toEqual([true, false]);
    await expectMoved(next.ledger);
    expect(next.ledger.poller.status()).toMatchObject({ failures: 1, lastError: "supplier down" });
    expect(JSON.parse(await readFile(file, "utf8"))).not.toHaveProperty("poller");
  });
});
