import { describe, expect, it } from "vitest";
import { ledgerFixture, olderLedger, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";
import { storedAlert, waitingFor } from "../support/outbox.js";

/**
 * Migrations 0010 and 0022: the outbox entries a ledger of 0009 holds (a row each) move into their
 * alerts' rows, then into the queue of today, and are delivered.
 */

const T = Date.now();
const ENQUEUED = new Date(T - 60_000).toISOString();
const body = (pnr: string) => JSON.stringify({ kind: "other", type: "FlightBooked", reference: pnr });

describe.each(TEST_DATABASES)("the outbox of an older ledger on $name", (database) => {
  const fixture = ledgerFixture(database);

  it("keeps every waiting entry with its state, attempts, retry time, topic and order, and delivers them", async () => {
    const place = await fixture.place();
    const db = await olderLedger(place, "0010");
    const entry = (chatId: number, eventId: number, seq: number, over: Record<string, unknown> = {}) => ({
      key: over["thread_id"] === undefined ? `${chatId}:${eventId}` : `${chatId}/${String(over["thread_id"])}:${eventId}`,
      chat_id: chatId,
      thread_id: null,
      event_id: eventId,
      seq,
      state: "pending",
      attempts: 0,
      not_before: 0,
      enqueued_at: ENQUEUED,
      language: "en",
      owner: 7,
      ...over,
    });
    await db.insertInto("outbox_alerts").values([{ event_id: 1, at: "2026-11-20 10:00:00", body: body("AAA111") }, { event_id: 2, at: "2026-11-20 10:01:00", body: body("BBB222") }]).execute();
    await db
      .insertInto("outbox_entries")
      .values([
        entry(42, 1, 1, { state: "sending" }),
        entry(-100, 1, 2, { thread_id: 9, language: "fa", owner: 8 }),
        entry(42, 2, 3, { attempts: 2, not_before: T + 60_000 }),
        // Its alert is gone: nothing to send.
        entry(43, 3, 4),
      ])
      .execute();
    await db.insertInto("poller_state").values({ id: 1, cursor: null, since: null, failures: 0, rejected: 0, render_failures: 0 }).execute();
    await db.destroy();

    const ledger = await fixture.open(place);
    expect(await ledger.outbox.stats()).toEqual({ entries: 3, sending: 1, chats: 2, renderFailures: 0 });
    expect(await ledger.outbox.settleInterrupted()).toBe(1);
    expect((await ledger.outbox.backlog(T)).map((c) => [c.chatId, c.threadId, c.entries.map((e) => [e.eventId, e.language, e.owner])])).toEqual([
      [42, undefined, [[1, "en", 7]]],
      [-100, 9, [[1, "fa", 8]]],
    ]);
    expect(await ledger.outbox.nextRetryAt(T)).toBe(T + 60_000);
    expect((await ledger.outbox.backlog(T + 60_000)).find((c) => c.chatId === 42)!.entries.map((e) => [e.eventId, e.attempts])).toEqual([[1, 0], [2, 2]]);
    expect(await storedAlert(ledger.outbox, 1)).toMatchObject({ refs: 2, body: { reference: "AAA111" } });
    expect(await storedAlert(ledger.outbox, 3)).toBeUndefined();

    // Delivered across a restart: what is left, and then nothing.
    await ledger.outbox.delivered(await waitingFor(ledger.outbox, 42));
    await ledger.close();
    const again = await fixture.open(place);
    expect((await again.outbox.backlog(Infinity)).flatMap((c) => c.entries.map((e) => [e.chatId, e.threadId, e.eventId]))).toEqual([[-100, 9, 1]]);
    expect(await storedAlert(again.outbox, 2)).toBeUndefined();
    await again.outbox.delivered(await waitingFor(again.outbox, -100, 9));
    expect((await again.outbox.stats()).entries).toBe(0);
    expect(Number((await again.db.selectFrom("outbox_alerts").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n)).toBe(0);
  });
});

sayWhenNoPostgres();
