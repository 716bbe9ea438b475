import { describe, expect, it } from "vitest";
import { entryKey } from "../../src/ledger/outbox.js";
import { ledgerFixture, olderLedger, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";

/** Migration 0010: the outbox entries a ledger of 0009 holds (a row each) move into their alerts' rows, and are delivered. */

const T = Date.now();
const ENQUEUED = new Date(T - 60_000).toISOString();
const body = (pnr: string) => JSON.stringify({ kind: "other", type: "FlightBooked", reference: pnr });

describe.each(TEST_DATABASES)("the outbox of an older ledger on $name", (database) => {
  const fixture = ledgerFixture(database);

  it("keeps every waiting entry with its state, attempts, retry time, topic and order, and delivers them", async () => {
    const place = await fixture.place();
    const db = await olderLedger(place, "0010");
    const entry = (chatId: number, eventId: number, seq: number, over: Record<string, unknown> = {}) => ({
      key: entryKey(chatId, eventId, over["thread_id"] as number | undefined),
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
    expect(ledger.outbox.stats()).toEqual({ entries: 3, sending: 1, chats: 2, renderFailures: 0 });
    expect(await ledger.outbox.settleInterrupted()).toBe(1);
    expect(ledger.outbox.backlog(T).map((c) => [c.chatId, c.threadId, c.entries.map((e) => [e.eventId, e.seq, e.language, e.owner])])).toEqual([
      [42, undefined, [[1, 1, "en", 7]]],
      [-100, 9, [[1, 2, "fa", 8]]],
    ]);
    expect(ledger.outbox.nextRetryAt()).toBe(T + 60_000);
    expect(ledger.outbox.backlog(T + 60_000).find((c) => c.chatId === 42)!.entries.map((e) => [e.eventId, e.attempts])).toEqual([[1, 0], [2, 2]]);
    expect(ledger.outbox.alert(1)).toMatchObject({ refs: 2, body: { reference: "AAA111" } });
    expect(ledger.outbox.alert(3)).toBeUndefined();

    // Delivered across a restart: what is left, and then nothing.
    await ledger.outbox.delivered([entryKey(42, 1), entryKey(42, 2)]);
    await ledger.close();
    const again = await fixture.open(place);
    expect(again.outbox.backlog(Infinity).flatMap((c) => c.entries.map((e) => entryKey(e.chatId, e.eventId, e.threadId)))).toEqual([entryKey(-100, 1, 9)]);
    expect(again.outbox.alert(2)).toBeUndefined();
    await again.outbox.delivered([entryKey(-100, 1, 9)]);
    expect(again.outbox.stats().entries).toBe(0);
    expect(Number((await again.db.selectFrom("outbox_alerts").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n)).toBe(0);
  });
});

sayWhenNoPostgres();
