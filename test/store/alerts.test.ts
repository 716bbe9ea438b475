import { describe, expect, it } from "vitest";
import { DEFAULT_OVERLAP_MS } from "../../src/domain/cursor.js";
import { MAX_SUBSCRIPTIONS_PER_CHAT, type NewAlert, type NewSubscription } from "../../src/store/store.js";
import { storeFixture } from "../support/store.js";
import { storedAlert, waitingFor } from "../support/outbox.js";

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

  it("drops a chat's waiting alerts (in the ledger) when its last subscription stops, and only then", async () => {
    const { store, ledger } = await fixture.openWithLedger(await fixture.tempDir());
    const a = await store.subscriptions.add(subscription());
    const b = await store.subscriptions.add(subscription({ topic: "cancellations" }));
    await ledger.commitPage([], { cursor: T, seen: [], alerts: [alert(1, [42, -100])], rejected: 0 }, now);

    await store.subscriptions.remove(42, a.kind === "added" ? a.subscription.id : 0);
    expect((await ledger.outbox.stats()).entries).toBe(2);
    expect(await store.subscriptions.remove(42, 999)).toBeUndefined();
    await store.subscriptions.remove(42, b.kind === "added" ? b.subscription.id : 0);
    expect(await ledger.outbox.stats()).toEqual({ entries: 1, sending: 0, chats: 1, renderFailures: 0 });
    expect((await storedAlert(ledger.outbox, 1))?.refs).toBe(1);
  });

  it("keeps a group's subscriptions as stopped when it removes the bot, once, until forgotten; its waiting alerts go", async () => {
    const dir = await fixture.tempDir();
    const { store, ledger } = await fixture.openWithLedger(dir);
    await store.subscriptions.add(subscription({ chatId: -100 }));
    await store.subscriptions.add(subscription({ chatId: -100, topic: "cancellations" }));
    await store.subscriptions.add(subscription({ chatId: -200 }));
    await ledger.commitPage([], { cursor: T, seen: [], alerts: [alert(1, [-100])], rejected: 0 }, now);

    const stopped = await store.subscriptions.stopGroup(-100, "Sales", now);
    expect(stopped).toMatchObject({ chatId: -100, title: "Sales", stoppedAt: now.toISOString() });
    expect(stopped?.subscriptions.map((s) => s.topic)).toEqual(["bookings", "cancellations"]);
    expect(store.subscriptions.forChat(-100)).toEqual([]);
    expect((await ledger.outbox.stats()).entries).toBe(0);
    // Admins are told once; the second update of the same removal finds nothing left to stop.
    expect(await store.subscriptions.markTold(-100, now)).toBe(true);
    expect(await store.subscriptions.markTold(-100, now)).toBe(false);
    expect(await store.subscriptions.stopGroup(-100, "Sales", now)).toMatchObject({ chatId: -100, toldAt: now.toISOString() });
    expect(await store.subscriptions.stopGroup(-300, "None", now)).toBeUndefined();
    // Stopped by a refused send (no title), then the removal's update names the group.
    expect((await store.subscriptions.stopGroup(-200, undefined, now))?.title).toBeUndefined();
    expect(await store.subscriptions.stopGroup(-200, "Ops", now)).toMatchObject({ chatId: -200, title: "Ops" });
    expect(await store.subscriptions.markTold(-200, now)).toBe(true);
    await store.close();

    const again = await fixture.open(dir);
    expect(again.subscriptions.stoppedGroups().map((g) => [g.chatId, g.subscriptions.length])).toEqual([
      [-100, 2],
      [-200, 1],
    ]);
    expect(again.subscriptions.list()).toEqual([]);
    expect((await again.subscriptions.forgetGroup(-100))?.chatId).toBe(-100);
    expect(await again.subscriptions.forgetGroup(-100)).toBeUndefined();
    expect(again.subscriptions.stoppedGroups().map((g) => g.chatId)).toEqual([-200]);
  });

  it("follows a group that became a supergroup", async () => {
    const { store, ledger } = await fixture.openWithLedger(await fixture.tempDir());
    await store.subscriptions.add(subscription({ chatId: -5 }));
    await ledger.commitPage([], { cursor: T, seen: [], alerts: [alert(1, [-5])], rejected: 0 }, now);
    expect(await store.subscriptions.moveChat(-5, -100_5)).toBe(1);
    await ledger.outbox.moveChat(-5, -100_5);
    expect(store.subscriptions.forChat(-100_5)).toHaveLength(1);
    expect((await ledger.outbox.backlog(T)).map((c) => c.chatId)).toEqual([-100_5]);
  });
});
