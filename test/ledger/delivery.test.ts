import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { NewAlert } from "../../src/ledger/outbox.js";
import type { PageCommit } from "../../src/ledger/poller-state.js";
import { sampleBooking } from "../support/alert-samples.js";
import { bookedWire, parsed } from "../support/ledger-events.js";
import { ledgerFixture, TEST_DATABASES } from "../support/ledger-databases.js";
import { storedAlert, waitingFor } from "../support/outbox.js";

/** The poller's cursor and the outbox in the ledger's database: one transaction per page, kept across restarts. */

const NOW = new Date("2026-11-22T12:00:00Z");

const alert = (eventId: number, chatIds: number[]): NewAlert => ({
  eventId,
  at: "2026-11-20 10:14:02",
  body: sampleBooking(),
  recipients: chatIds.map((chatId) => ({ chatId, language: "en", owner: 42 })),
});

const page = (over: Partial<PageCommit> = {}): PageCommit => ({
  cursor: Date.parse("2026-11-20T10:14:02Z"),
  seen: [1],
  newestAt: Date.parse("2026-11-20T10:14:02Z"),
  alerts: [alert(1, [42, -100])],
  rejected: 0,
  ...over,
});

describe.each(TEST_DATABASES)("the poller's state and the outbox on $name", (database) => {
  const fixture = ledgerFixture(database);
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanups.splice(0)) await step();
  });

  it("commits a page's ledger rows, alerts, seen ids and cursor together, and finds them again after a restart", async () => {
    const place = await fixture.place();
    const first = await fixture.open(place, { now: () => NOW });
    expect(await first.commitPage(parsed(bookedWire(1, "AB12CD")), page({ rejected: 2 }), NOW)).toEqual({ added: 2, dropped: 0 });
    await first.close();

    const again = await fixture.open(place, { now: () => NOW });
    expect(await again.counts()).toMatchObject({ bookings: 1, events: 1 });
    expect(again.poller.cursorState().cursor).toBe(Date.parse("2026-11-20T10:14:02Z"));
    expect(again.poller.isSeen(1)).toBe(true);
    expect(again.poller.status()).toMatchObject({ rejected: 2, seen: 1 });
    expect(await again.outbox.stats()).toMatchObject({ entries: 2, chats: 2 });
    expect(await storedAlert(again.outbox, 1)).toMatchObject({ eventId: 1, refs: 2, body: sampleBooking() });
    expect((await again.outbox.backlog(NOW.getTime())).map((b) => b.chatId)).toEqual([42, -100]);
  });

  it.skipIf(!database.serverUrl)("a standby's change (a chat's alerts dropped) is made on the leader's state: the cursor and the other chats' alerts stay as the leader wrote them", async () => {
    const place = await fixture.place();
    const other = await mkdtemp(join(tmpdir(), "flightdesk-ledger-"));
    cleanups.push(() => rm(other, { recursive: true, force: true }));
    // The standby opened first: its copy predates everything the leader writes.
    const standby = await fixture.open({ ...place, dataDir: other }, { now: () => NOW });
    standby.standingBy(true);
    const leader = await fixture.open(place, { now: () => NOW });
    await leader.commitPage(parsed(bookedWire(1, "AB12CD")), page({ alerts: [alert(1, [42, -100, 77])] }), NOW);
    await leader.outbox.delivered(await waitingFor(leader.outbox, 42));

    expect(await standby.outbox.dropWaiting(-100)).toBe(1);
    const after = await fixture.open({ ...place, dataDir: other }, { now: () => NOW });
    expect(after.poller.cursorState().cursor).toBe(Date.parse("2026-11-20T10:14:02Z"));
    expect(after.poller.isSeen(1)).toBe(true);
    // Chat 42 had it already, chat -100's was dropped: chat 77's alone waits.
    expect((await after.outbox.backlog(NOW.getTime())).map((b) => b.chatId)).toEqual([77]);
  });

  it("keeps nothing of a page whose transaction fails: no ledger rows, no alerts, the cursor where it was", async () => {
    const place = await fixture.place();
    const ledger = await fixture.open(place, { now: () => NOW });
    // A table gone: the page's ledger rows cannot be written, after its event id was.
    await ledger.db.schema.dropTable("bookings").execute();
    await expect(ledger.commitPage(parsed(bookedWire(1, "AB12CD")), page(), NOW)).rejects.toThrow();
    expect(ledger.poller.cursorState().cursor).toBeNull();
    expect(ledger.poller.isSeen(1)).toBe(false);
    expect((await ledger.outbox.stats()).entries).toBe(0);
    expect(Number((await ledger.db.selectFrom("outbox_alerts").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n)).toBe(0);
    expect(Number((await ledger.db.selectFrom("ledger_events").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n)).toBe(0);
  });

  it("an alert marked sending when the process died is sent again after a restart; a delivered one is gone", async () => {
    const place = await fixture.place();
    const first = await fixture.open(place, { now: () => NOW });
    await first.commitPage([], page(), NOW);
    const [toPrivate, toGroup] = (await first.outbox.backlog(NOW.getTime()));
    expect(await first.outbox.markSending(toPrivate!.entries)).toBe(true);
    expect(await first.outbox.markSending(toGroup!.entries)).toBe(true);
    // Claimed once: a second sender gets nothing.
    expect(await first.outbox.markSending(toGroup!.entries)).toBe(false);
    await first.outbox.delivered(toPrivate!.entries);
    await first.close();

    const again = await fixture.open(place, { now: () => NOW });
    expect(await (await again.outbox.backlog(NOW.getTime()))).toEqual([]);
    expect(await again.outbox.settleInterrupted()).toBe(1);
    expect((await again.outbox.backlog(NOW.getTime())).map((b) => b.chatId)).toEqual([-100]);
    expect(await storedAlert(again.outbox, 1)).toMatchObject({ refs: 1 });
    await again.outbox.delivered(await waitingFor(again.outbox, -100));
    await again.close();
    const last = await fixture.open(place, { now: () => NOW });
    expect((await last.outbox.stats()).entries).toBe(0);
    expect(await storedAlert(last.outbox, 1)).toBeUndefined();
    expect(Number((await last.db.selectFrom("outbox_alerts").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n)).toBe(0);
  });

  it("forgets seen ids after a successful poll, in the database too", async () => {
    const place = await fixture.place();
    const first = await fixture.open(place, { now: () => NOW });
    await first.commitPage([], page({ seen: [1, 2], alerts: [] }), NOW);
    await first.poller.recordFailure(NOW, "supplier down");
    await first.poller.recordSuccess(new Date(NOW.getTime() + 1000), NOW.getTime() + 1);
    await first.close();
    const again = await fixture.open(place, { now: () => NOW });
    expect(again.poller.status()).toMatchObject({ seen: 0, failures: 0, lastError: "supplier down" });
  });
});
