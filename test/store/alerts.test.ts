import { describe, expect, it } from "vitest";
import { DEFAULT_OVERLAP_MS } from "../../src/domain/cursor.js";
import { MAX_SUBSCRIPTIONS_PER_CHAT, entryKey, type NewAlert, type NewSubscription } from "../../src/store/store.js";
import { readJson, storeFixture } from "../support/store.js";

const fixture = storeFixture();
const T = Date.UTC(2026, 10, 20, 12, 0, 0);
const now = new Date(T);

const subscription = (over: Partial<NewSubscription> = {}): NewSubscription => ({
  chatId: 42,
  topic: "bookings",
  filters: {},
  language: "en",
  createdBy: 42,
  createdAt: now.toISOString(),
  ...over,
});

const alert = (eventId: number, chats: number[]): NewAlert => ({
  eventId,
  at: "2026-11-20 11:59:00",
  body: { kind: "other", type: "FederatedHotel.HotelBookedV1", reference: `H${eventId}` },
  recipients: chats.map((chatId) => ({ chatId, language: "en", owner: chatId > 0 ? chatId : 1 })),
});

describe("subscriptions", () => {
  it("adds, refuses a twin and a chat over the limit, and keeps them across a reopen", async () => {
    const dir = await fixture.tempDir();
    const store = await fixture.open(dir);
    const first = await store.subscriptions.add(subscription({ filters: { airline: "IR", flight: "452" } }));
    expect(first).toMatchObject({ kind: "added", subscription: { id: 1 } });
    expect(await store.subscriptions.add(subscription({ filters: { flight: "452", airline: "IR" } }))).toMatchObject({ kind: "duplicate", subscription: { id: 1 } });
    for (let i = 1; i < MAX_SUBSCRIPTIONS_PER_CHAT; i++) await store.subscriptions.add(subscription({ filters: { flight: String(i) } }));
    expect(await store.subscriptions.add(subscription({ topic: "all" }))).toEqual({ kind: "limit" });
    expect((await store.subscriptions.add(subscription({ chatId: -100, topic: "all" }))).kind).toBe("added");
    await expect(store.subscriptions.add(subscription({ chatId: 0 }))).rejects.toThrow();
    await store.close();

    const again = await fixture.open(dir);
    expect(again.subscriptions.forChat(42)).toHaveLength(MAX_SUBSCRIPTIONS_PER_CHAT);
    expect(again.subscriptions.forChat(-100)[0]).toMatchObject({ id: MAX_SUBSCRIPTIONS_PER_CHAT + 1, topic: "all" });
  });

  it("counts the same alerts in two forum topics as two subscriptions, and hands one over to another admin", async () => {
    const store = await fixture.open(await fixture.tempDir());
    const inTopic = (threadId: number) => subscription({ chatId: -100, threadId });
    expect((await store.subscriptions.add(inTopic(7))).kind).toBe("added");
    expect((await store.subscriptions.add(inTopic(9))).kind).toBe("added");
    expect((await store.subscriptions.add(subscription({ chatId: -100 }))).kind).toBe("added");
    expect(await store.subscriptions.add(inTopic(7))).toMatchObject({ kind: "duplicate", subscription: { id: 1, threadId: 7 } });

    expect(await store.subscriptions.setCreatedBy(2, 5001, "Ada")).toMatchObject({ id: 2, createdBy: 5001, createdByName: "Ada", threadId: 9 });
    expect(store.subscriptions.get(2)).toMatchObject({ createdBy: 5001 });
    await expect(store.subscriptions.setCreatedBy(2, -1, "x")).rejects.toThrow();
    expect(await store.subscriptions.setCreatedBy(99, 5001, "Ada")).toBeUndefined();
  });

  it("drops a chat's waiting alerts when its last subscription stops, and only then", async () => {
    const store = await fixture.open(await fixture.tempDir());
    const a = await store.subscriptions.add(subscription());
    const b = await store.subscriptions.add(subscription({ topic: "cancellations" }));
    await store.poller.commitPage({ cursor: T, seen: [], alerts: [alert(1, [42, -100])], rejected: 0 }, now);

    await store.subscriptions.remove(42, a.kind === "added" ? a.subscription.id : 0);
    expect(store.outbox.stats().entries).toBe(2);
    expect(await store.subscriptions.remove(42, 999)).toBeUndefined();
    await store.subscriptions.remove(42, b.kind === "added" ? b.subscription.id : 0);
    expect(store.outbox.stats()).toEqual({ entries: 1, sending: 0, chats: 1, renderFailures: 0 });
    expect(store.outbox.alert(1)?.refs).toBe(1);
  });

  it("follows a group that became a supergroup", async () => {
    const store = await fixture.open(await fixture.tempDir());
    await store.subscriptions.add(subscription({ chatId: -5 }));
    await store.poller.commitPage({ cursor: T, seen: [], alerts: [alert(1, [-5])], rejected: 0 }, now);
    expect(await store.subscriptions.moveChat(-5, -100_5)).toBe(1);
    await store.outbox.moveChat(-5, -100_5);
    expect(store.subscriptions.forChat(-100_5)).toHaveLength(1);
    expect(store.outbox.backlog(T).map((c) => c.chatId)).toEqual([-100_5]);
  });
});

describe("outbox", () => {
  it("keeps one alert per event however many chats it goes to, and lets it go with the last entry", async () => {
    const store = await fixture.open(await fixture.tempDir());
    const added = await store.poller.commitPage({ cursor: T, seen: [], alerts: [alert(1, [42, 43]), alert(2, [42])], rejected: 0 }, now);
    expect(added).toEqual({ added: 3, dropped: 0 });
    // The same event again (a poll's overlap) adds nothing.
    expect(await store.poller.commitPage({ cursor: T, seen: [], alerts: [alert(1, [42, 43])], rejected: 0 }, now)).toEqual({ added: 0, dropped: 0 });
    expect(store.outbox.backlog(T).map((c) => [c.chatId, c.entries.map((e) => e.eventId)])).toEqual([[42, [1, 2]], [43, [1]]]);

    await store.outbox.delivered([entryKey(42, 1)]);
    expect(store.outbox.alert(1)?.refs).toBe(1);
    await store.outbox.delivered([entryKey(43, 1)]);
    expect(store.outbox.alert(1)).toBeUndefined();
    expect((await readJson(store.file))["outbox"]).toMatchObject({ alerts: { "2": { refs: 1 } } });
  });

  it("holds back a retried entry until its time, counting failed attempts but not flood waits", async () => {
    const store = await fixture.open(await fixture.tempDir());
    await store.poller.commitPage({ cursor: T, seen: [], alerts: [alert(1, [42]), alert(2, [43])], rejected: 0 }, now);
    await store.outbox.markSending([entryKey(42, 1)]);
    expect(store.outbox.backlog(T).map((c) => c.chatId)).toEqual([43]);
    await store.outbox.release([entryKey(42, 1)], T + 5000, true);
    expect(store.outbox.backlog(T).map((c) => c.chatId)).toEqual([43]);
    expect(store.outbox.nextRetryAt()).toBe(T + 5000);
    expect(store.outbox.backlog(T + 5000)[0]!.entries[0]).toMatchObject({ eventId: 1, attempts: 1, state: "pending" });
    await store.outbox.release([entryKey(43, 2)], 0, false);
    expect(store.outbox.backlog(T).find((c) => c.chatId === 43)!.entries[0]!.attempts).toBe(0);
  });

  it("sends entries found 'sending' after a crash again, in their order, and drops a gone chat's entries", async () => {
    const dir = await fixture.tempDir();
    const store = await fixture.open(dir);
    await store.poller.commitPage({ cursor: T, seen: [], alerts: [alert(1, [42, 43]), alert(2, [42])], rejected: 0 }, now);
    await store.outbox.markSending([entryKey(42, 1)]);
    await store.close();

    const again = await fixture.open(dir);
    expect(again.outbox.stats()).toEqual({ entries: 3, sending: 1, chats: 2, renderFailures: 0 });
    expect(await again.outbox.settleInterrupted()).toBe(1);
    // Whether its message left before the crash nobody knows: it waits again, first in its chat.
    expect(again.outbox.stats()).toEqual({ entries: 3, sending: 0, chats: 2, renderFailures: 0 });
    expect(again.outbox.backlog(T).map((c) => [c.chatId, c.entries.map((e) => e.eventId)])).toEqual([[42, [1, 2]], [43, [1]]]);
    expect(again.outbox.alert(1)?.refs).toBe(2);
    expect(await again.outbox.settleInterrupted()).toBe(0);
    expect(await again.outbox.dropChat(42)).toBe(2);
    expect(again.outbox.backlog(T).map((c) => c.chatId)).toEqual([43]);
  });

  it("drops entries older than three days when the store opens", async () => {
    const dir = await fixture.tempDir();
    const store = await fixture.open(dir, { now: () => now });
    await store.poller.commitPage({ cursor: T, seen: [], alerts: [alert(1, [42])], rejected: 0 }, now);
    await store.close();
    const later = await fixture.open(dir, { now: () => new Date(T + 4 * 24 * 60 * 60 * 1000) });
    expect(later.outbox.stats().entries).toBe(0);
    expect(later.outbox.alert(1)).toBeUndefined();
  });
});

describe("poller state", () => {
  it("begins at now on the very first start, and at EVENTS_START once per value", async () => {
    const dir = await fixture.tempDir();
    const store = await fixture.open(dir);
    expect(await store.poller.begin(now, undefined)).toEqual({ cursor: T, since: T - DEFAULT_OVERLAP_MS, done: null });
    await store.poller.commitPage({ cursor: T + 600_000, seen: [], alerts: [], rejected: 0 }, now);
    expect(await store.poller.begin(new Date(T + 700_000), undefined)).toMatchObject({ cursor: T + 600_000 });

    const start = new Date(T - 24 * 60 * 60 * 1000);
    expect(await store.poller.begin(now, start)).toEqual({
      cursor: start.getTime(),
      since: start.getTime(),
      done: { from: T - DEFAULT_OVERLAP_MS, to: T + 600_000 - DEFAULT_OVERLAP_MS },
    });
    await store.close();
    const again = await fixture.open(dir);
    expect(await again.poller.begin(now, start)).toMatchObject({ cursor: start.getTime() });
    expect(again.poller.cursorState().done).not.toBeNull();
  });

  it("saves a page's seen ids, cursor and rejects together; forgets ids only after a poll that no longer returned them", async () => {
    const store = await fixture.open(await fixture.tempDir());
    const later = new Date(T + 20 * 60_000);
    await store.poller.commitPage({ cursor: T, seen: [1, 2], alerts: [], rejected: 2 }, now);
    await store.poller.commitPage({ cursor: T, seen: [2], alerts: [], rejected: 0 }, later);
    expect(store.poller.status()).toMatchObject({ cursor: new Date(T).toISOString(), rejected: 2, seen: 2 });
    await store.poller.recordSuccess(later, T + 10 * 60_000);
    expect([store.poller.isSeen(1), store.poller.isSeen(2), store.poller.isSeen(3)]).toEqual([false, true, false]);
    await store.poller.recordFailure(now, "B2BGetEvents: timeout");
    await store.poller.recordFailure(now, "B2BGetEvents: timeout");
    expect(store.poller.status()).toMatchObject({ failures: 2, lastError: "B2BGetEvents: timeout" });
    await store.poller.recordSuccess(now);
    expect(store.poller.status()).toMatchObject({ failures: 0, lastSuccessAt: now.toISOString(), lastError: "B2BGetEvents: timeout" });
  });

  it("counts the feed's quiet from the first start, and keeps the newest event's arrival across a restart", async () => {
    const dir = await fixture.tempDir();
    const store = await fixture.open(dir);
    await store.poller.begin(now, undefined);
    expect(store.poller.arrivals()).toEqual({ newestEventAt: null, lastArrivalAt: T });
    const later = new Date(T + 5 * 60_000);
    await store.poller.commitPage({ cursor: T, seen: [1], newestAt: T - 60_000, alerts: [], rejected: 0 }, later);
    // An older event is no arrival.
    await store.poller.commitPage({ cursor: T, seen: [2], newestAt: T - 120_000, alerts: [], rejected: 0 }, new Date(T + 9 * 60_000));
    expect(store.poller.arrivals()).toEqual({ newestEventAt: T - 60_000, lastArrivalAt: later.getTime() });
    await store.close();
    const again = await fixture.open(dir);
    await again.poller.begin(new Date(T + 60 * 60_000), undefined);
    expect(again.poller.arrivals()).toEqual({ newestEventAt: T - 60_000, lastArrivalAt: later.getTime() });
  });
});
