import { describe, expect, it } from "vitest";
import { MAX_OUTBOX_ENTRIES } from "../../src/ledger/outbox.js";
import type { NewAlert } from "../../src/store/store.js";
import { ledgerFixture, TEST_DATABASES } from "../support/ledger-databases.js";
import { storedAlert, waitingFor } from "../support/outbox.js";

/** The outbox's repo over the ledger's database: entries per destination, alerts, retries, a crash mid-send, pruning. */

const T = Date.UTC(2026, 10, 20, 12, 0, 0);
const now = new Date(T);

const DAY_MS = 86_400_000;
const GROUP = -100_77;
const to = (threadId?: number) => ({ chatId: GROUP, ...(threadId === undefined ? {} : { threadId }), language: "en" as const, owner: 1 });

const alert = (eventId: number, chats: number[]): NewAlert => ({
  eventId,
  at: "2026-11-20 11:59:00",
  body: { kind: "other", type: "FederatedHotel.HotelBookedV1", reference: `H${eventId}` },
  recipients: chats.map((chatId) => ({ chatId, language: "en", owner: chatId > 0 ? chatId : 1 })),
});

describe.each(TEST_DATABASES)("on $name", (database) => {
  const fixture = ledgerFixture(database);

  describe("outbox", () => {
    it("keeps one alert per event however many chats it goes to, and lets it go with the last entry", async () => {
      const ledger = await fixture.open(await fixture.place(), { now: () => now });
      const added = await ledger.commitPage([], { cursor: T, seen: [], alerts: [alert(1, [42, 43]), alert(2, [42])], rejected: 0 }, now);
      expect(added).toEqual({ added: 3, dropped: 0 });
      // The same event again (a poll's overlap) adds nothing.
      expect(await ledger.commitPage([], { cursor: T, seen: [], alerts: [alert(1, [42, 43])], rejected: 0 }, now)).toEqual({ added: 0, dropped: 0 });
      expect((await ledger.outbox.backlog(T)).map((c) => [c.chatId, c.entries.map((e) => e.eventId)])).toEqual([[42, [1, 2]], [43, [1]]]);

      const [first] = await waitingFor(ledger.outbox, 42);
      await ledger.outbox.delivered([first!]);
      expect((await storedAlert(ledger.outbox, 1))?.refs).toBe(1);
      expect((await waitingFor(ledger.outbox, 42)).map((e) => e.eventId)).toEqual([2]);
      await ledger.outbox.delivered(await waitingFor(ledger.outbox, 43));
      expect(await storedAlert(ledger.outbox, 1)).toBeUndefined();
    });

    it("drops the oldest waiting entries when a page fills it beyond its cap, in the database too", async () => {
      const place = await fixture.place();
      const ledger = await fixture.open(place, { now: () => now });
      await ledger.commitPage([], { cursor: T, seen: [1], alerts: [alert(1, [41])], rejected: 0 }, now);
      const chats = Array.from({ length: MAX_OUTBOX_ENTRIES }, (_, i) => 1000 + i);
      expect(await ledger.commitPage([], { cursor: T, seen: [2], alerts: [alert(2, chats)], rejected: 0 }, now)).toEqual({ added: MAX_OUTBOX_ENTRIES, dropped: 1 });
      await ledger.close();

      const again = await fixture.open(place, { now: () => now });
      expect(await again.outbox.stats()).toMatchObject({ entries: MAX_OUTBOX_ENTRIES, chats: MAX_OUTBOX_ENTRIES });
      expect(await storedAlert(again.outbox, 1)).toBeUndefined();
      expect((await storedAlert(again.outbox, 2))?.refs).toBe(MAX_OUTBOX_ENTRIES);
      expect([again.poller.isSeen(1), again.poller.isSeen(2)]).toEqual([true, true]);
    });

    it("takes an empty list of alerts as nothing to do, on every call", async () => {
      const ledger = await fixture.open(await fixture.place(), { now: () => now });
      await ledger.commitPage([], { cursor: T, seen: [], alerts: [alert(1, [42])], rejected: 0 }, now);
      expect(await ledger.outbox.markSending([])).toBe(true);
      await ledger.outbox.release([], T, true);
      await ledger.outbox.delivered([]);
      await ledger.outbox.unrenderable([]);
      expect(await ledger.outbox.stats()).toEqual({ entries: 1, sending: 0, chats: 1, renderFailures: 0 });
    });

    it("holds back a retried entry until its time, counting failed attempts but not flood waits", async () => {
      const ledger = await fixture.open(await fixture.place(), { now: () => now });
      await ledger.commitPage([], { cursor: T, seen: [], alerts: [alert(1, [42]), alert(2, [43])], rejected: 0 }, now);
      const toPrivate = await waitingFor(ledger.outbox, 42);
      await ledger.outbox.markSending(toPrivate);
      expect((await ledger.outbox.backlog(T)).map((c) => c.chatId)).toEqual([43]);
      await ledger.outbox.release(toPrivate, T + 5000, true);
      expect((await ledger.outbox.backlog(T)).map((c) => c.chatId)).toEqual([43]);
      expect(await ledger.outbox.nextRetryAt(T)).toBe(T + 5000);
      expect((await ledger.outbox.backlog(T + 5000))[0]!.entries[0]).toMatchObject({ eventId: 1, attempts: 1 });
      await ledger.outbox.release(await waitingFor(ledger.outbox, 43), 0, false);
      expect((await ledger.outbox.backlog(T)).find((c) => c.chatId === 43)!.entries[0]!.attempts).toBe(0);
    });

    it("sends entries found 'sending' after a crash again, in their order, and drops a gone chat's entries", async () => {
      const place = await fixture.place();
      const ledger = await fixture.open(place, { now: () => now });
      await ledger.commitPage([], { cursor: T, seen: [], alerts: [alert(1, [42, 43]), alert(2, [42])], rejected: 0 }, now);
      await ledger.outbox.markSending(await waitingFor(ledger.outbox, 42));
      await ledger.close();

      const again = await fixture.open(place, { now: () => now });
      // A message's claim holds its page's row for the chat: both of chat 42's alerts.
      expect(await again.outbox.stats()).toEqual({ entries: 3, sending: 2, chats: 2, renderFailures: 0 });
      expect(await again.outbox.settleInterrupted()).toBe(2);
      // Whether its message left before the crash nobody knows: it waits again, first in its chat.
      expect(await again.outbox.stats()).toEqual({ entries: 3, sending: 0, chats: 2, renderFailures: 0 });
      expect((await again.outbox.backlog(T)).map((c) => [c.chatId, c.entries.map((e) => e.eventId)])).toEqual([[42, [1, 2]], [43, [1]]]);
      expect((await storedAlert(again.outbox, 1))?.refs).toBe(2);
      expect(await again.outbox.settleInterrupted()).toBe(0);
      expect(await again.outbox.dropChat(42)).toBe(2);
      expect((await again.outbox.backlog(T)).map((c) => c.chatId)).toEqual([43]);
    });

    it("drops entries older than three days when the ledger opens, and only those", async () => {
      const place = await fixture.place();
      const ledger = await fixture.open(place);
      // The ledger prunes by the real clock.
      await ledger.commitPage([], { cursor: T, seen: [], alerts: [alert(1, [42])], rejected: 0 }, new Date(Date.now() - 4 * DAY_MS));
      await ledger.commitPage([], { cursor: T, seen: [], alerts: [alert(2, [42])], rejected: 0 }, new Date(Date.now() - 2 * DAY_MS));
      await ledger.close();
      const later = await fixture.open(place);
      expect((await later.outbox.backlog(Date.now())).flatMap((c) => c.entries.map((e) => e.eventId))).toEqual([2]);
      expect(await storedAlert(later.outbox, 1)).toBeUndefined();
    });

    it("drops a chat's waiting entries when its alerts stop, not one being sent", async () => {
      const ledger = await fixture.open(await fixture.place(), { now: () => now });
      await ledger.commitPage([], { cursor: T, seen: [], alerts: [alert(1, [42, 43]), alert(2, [42])], rejected: 0 }, now);
      await ledger.outbox.markSending(await waitingFor(ledger.outbox, 43));
      expect(await ledger.outbox.dropWaiting(43)).toBe(0);
      expect(await ledger.outbox.dropWaiting(42)).toBe(2);
      expect(await ledger.outbox.dropWaiting(44)).toBe(0);
      expect(await ledger.outbox.stats()).toMatchObject({ entries: 1, sending: 1 });
      expect(await storedAlert(ledger.outbox, 2)).toBeUndefined();
    });

    it("keeps one entry per forum topic and one for the chat itself, each its own backlog, all dropped with the chat", async () => {
      const ledger = await fixture.open(await fixture.place(), { now: () => now });
      await ledger.commitPage([], { cursor: T, seen: [], alerts: [{ ...alert(1, []), recipients: [to(5), to(9), to()] }], rejected: 0 }, now);
      expect((await ledger.outbox.backlog(T)).map((b) => [b.chatId, b.threadId, b.entries.map((e) => e.eventId)])).toEqual([
        [GROUP, 5, [1]],
        [GROUP, 9, [1]],
        [GROUP, undefined, [1]],
      ]);
      await ledger.outbox.delivered(await waitingFor(ledger.outbox, GROUP, 5));
      expect((await storedAlert(ledger.outbox, 1))?.refs).toBe(2);
      expect(await ledger.outbox.dropChat(GROUP)).toBe(2);
      expect(await storedAlert(ledger.outbox, 1)).toBeUndefined();
    });

    it("counts alerts that could not be rendered and lets them go, across a restart", async () => {
      const place = await fixture.place();
      const ledger = await fixture.open(place, { now: () => now });
      await ledger.commitPage([], { cursor: T, seen: [], alerts: [1, 2].map((id) => ({ ...alert(id, []), recipients: [to(5)] })), rejected: 0 }, now);
      const [first] = await waitingFor(ledger.outbox, GROUP, 5);
      await ledger.outbox.unrenderable([first!]);
      expect((await ledger.outbox.backlog(T))[0]!.entries.map((e) => e.eventId)).toEqual([2]);
      await ledger.close();
      expect((await (await fixture.open(place, { now: () => now })).outbox.stats()).renderFailures).toBe(1);
    });
  });
});
