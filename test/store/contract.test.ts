import type { ConversationData, VersionedState } from "@grammyjs/conversations";
import { describe, expect, it } from "vitest";
import { FLOW_STATE_VERSION } from "../../src/store/conversations.js";
import { MAX_RECENT_AIRPORTS } from "../../src/store/schema.js";
import { MAX_SUBSCRIPTIONS_PER_CHAT, type NewSubscription } from "../../src/store/store.js";
import { STATE_KINDS, stateFixture } from "../support/state-stores.js";

/**
 * What every home of the store's state does alike (the data file of one DATA_DIR, and the
 * PostgreSQL database several instances share): each repo's rules, and that a change outlives
 * the process (a store opened again reads it).
 */

const at = "2026-03-01T10:00:00.000Z";
const sara = { id: 7, role: "viewer" as const, name: "Sara", approvedBy: 1, approvedAt: at };
const subscription = (over: Partial<NewSubscription> = {}): NewSubscription => ({
  chatId: -100,
  topic: "bookings",
  filters: {},
  language: "en",
  createdBy: 7,
  createdAt: at,
  ...over,
});

describe.each(STATE_KINDS)("the store's contract, $name", (kind) => {
  const fixture = stateFixture(kind);

  it("users: upsert, role, proposal and revoke hold across a reopen; reads are copies; a bad record changes nothing", async () => {
    const place = await fixture.place();
    const store = await fixture.open(place);
    await store.users.upsert(sara);
    await expect(store.users.upsert({ ...sara, id: 8, approvedAt: "yesterday" })).rejects.toThrow(/approvedAt/);
    expect(await store.users.setRole(7, "agent")).toMatchObject({ role: "agent" });
    const proposal = { id: 11, by: 1, byName: "Ada", at };
    expect(await store.users.proposeAdmin(7, proposal)).toEqual(proposal);
    expect(await store.users.proposeAdmin(7, { ...proposal, id: 12 })).toEqual(proposal);
    store.users.get(7)!.name = "changed";
    await store.close();

    const again = await fixture.open(place);
    expect(again.users.list()).toEqual([{ ...sara, role: "agent", adminProposal: proposal }]);
    expect(again.users.isAllowed(8)).toBe(false);
    expect(await again.users.takeAdminProposal(7, 12)).toBeUndefined();
    expect(await again.users.takeAdminProposal(7, 11)).toEqual(proposal);
    expect(await again.users.takeAdminProposal(7, 11)).toBeUndefined();
    expect(await again.users.revoke(7)).toBe(true);
    expect(await again.users.revoke(7)).toBe(false);
    expect(await again.users.setRole(7, "admin")).toBeUndefined();
  });

  it("access requests: the first one stays, a removal says whether there was one", async () => {
    const place = await fixture.place();
    const store = await fixture.open(place);
    // Recent: older requests are dropped when the store opens.
    const requestedAt = new Date().toISOString();
    const first = await store.requests.add({ id: 9, name: "Omid", requestedAt });
    expect(await store.requests.add({ id: 9, name: "Omid R", requestedAt })).toEqual(first);
    await store.close();
    const again = await fixture.open(place);
    expect(again.requests.list()).toEqual([first]);
    expect(await again.requests.remove(9)).toBe(true);
    expect(await again.requests.remove(9)).toBe(false);
    expect(again.requests.get(9)).toBeUndefined();
  });

  it("settings, recent airports and published fingerprints hold across a reopen", async () => {
    const place = await fixture.place();
    const store = await fixture.open(place);
    await store.settings.setLanguage(7, "fa");
    await store.settings.setDigits(7, "latin");
    await store.recentAirports.push(7, ["THR", "MHD"]);
    const codes = ["KIH", "SYZ", "IFN", "TBZ", "AWZ", "BND", "MHD"];
    expect(await store.recentAirports.push(7, codes)).toEqual(codes.slice(0, MAX_RECENT_AIRPORTS));
    await store.published.record("menu:default:en", "abc");
    await store.published.record("menu:admin:fa", "def");
    await store.published.forget(["menu:admin:fa"]);
    await store.close();

    const again = await fixture.open(place);
    expect(again.settings.getLanguage(7)).toBe("fa");
    expect(again.settings.getDigits(7)).toBe("latin");
    expect(again.settings.getDigits(8)).toBe("native");
    expect(again.recentAirports.get(7)).toEqual(codes.slice(0, MAX_RECENT_AIRPORTS));
    expect(again.published.keys()).toEqual(["menu:default:en"]);
    expect(again.published.fingerprint("menu:default:en")).toBe("abc");
  });

  it("guided flows: a saved step is read back after a reopen, and a deleted one is gone", async () => {
    const place = await fixture.place();
    const store = await fixture.open(place, { now: () => new Date(at) });
    const state: VersionedState<ConversationData> = {
      version: [0, FLOW_STATE_VERSION],
      state: { refund: [{ args: '["ABC123"]', interrupts: [1], replay: { send: [{ payload: "wait" }], receive: [{ send: 0, returnValue: { pnr: "ABC123" } }] } }] },
    };
    await store.conversations.write("7", state);
    await store.conversations.write("-100:7", state);
    await store.conversations.delete("-100:7");
    await store.close();

    const again = await fixture.open(place, { now: () => new Date(at) });
    expect(again.conversations.read("7")).toEqual(state);
    expect(again.conversations.read("-100:7")).toBeUndefined();
    expect(again.privateFlowSavedAt(7)).toEqual(new Date(at));
    expect(again.privateFlowSavedAt(8)).toBeNull();
  });

  it("audit: ids in order, an entry completed later, the newest first", async () => {
    const place = await fixture.place();
    const store = await fixture.open(place);
    const pending = await store.audit.append({ userId: 7, action: "refund", pnr: "ABC123", result: "pending", at });
    await store.audit.append({ userId: 0, action: "user.approve", target: 9, at });
    expect(await store.audit.update(pending.id, { result: "done", trackingCode: "T1" })).toMatchObject({ id: pending.id, result: "done", pnr: "ABC123" });
    expect(await store.audit.update(999, { result: "done" })).toBeUndefined();
    await store.close();

    const again = await fixture.open(place);
    expect(again.audit.latest(5).map((e) => [e.id, e.action, e["result"]])).toEqual([
      [pending.id + 1, "user.approve", undefined],
      [pending.id, "refund", "done"],
    ]);
    expect((await again.audit.append({ userId: 7, action: "export.sales" })).id).toBe(pending.id + 2);
  });

  it("subscriptions: a twin and a chat over the limit are refused; a stopped group is told once and forgotten", async () => {
    const place = await fixture.place();
    const store = await fixture.open(place);
    expect(await store.subscriptions.add(subscription({ filters: { airline: "IR" } }))).toMatchObject({ kind: "added", subscription: { id: 1 } });
    expect(await store.subscriptions.add(subscription({ filters: { airline: "IR" } }))).toMatchObject({ kind: "duplicate", subscription: { id: 1 } });
    for (let i = 1; i < MAX_SUBSCRIPTIONS_PER_CHAT; i++) await store.subscriptions.add(subscription({ filters: { flight: String(i) } }));
    expect(await store.subscriptions.add(subscription({ topic: "all" }))).toEqual({ kind: "limit" });
    const digest = await store.subscriptions.add(subscription({ chatId: 7, topic: "digest", digest: { time: "08:00", lastDay: "2026-02-28" } }));
    expect(await store.subscriptions.setCreatedBy(1, 8, "Ben")).toMatchObject({ createdBy: 8, createdByName: "Ben" });
    await store.close();

    const again = await fixture.open(place);
    expect(again.subscriptions.forChat(-100)).toHaveLength(MAX_SUBSCRIPTIONS_PER_CHAT);
    const id = digest.kind === "added" ? digest.subscription.id : 0;
    await again.subscriptions.digestSent(id, "2026-03-01");
    expect(await again.subscriptions.setDigest(id, "09:30", "2026-02-27")).toMatchObject({ digest: { time: "09:30", lastDay: "2026-03-01" } });
    expect(await again.subscriptions.stopGroup(-100, "Sales", new Date(at))).toMatchObject({ chatId: -100, title: "Sales" });
    expect(again.subscriptions.forChat(-100)).toEqual([]);
    expect(await again.subscriptions.markTold(-100, new Date(at))).toBe(true);
    expect(await again.subscriptions.markTold(-100, new Date(at))).toBe(false);
    expect(await again.subscriptions.stopGroup(-100, "Sales desk", new Date(at))).toMatchObject({ title: "Sales desk", toldAt: at });
    expect(await again.subscriptions.forgetGroup(-100)).toMatchObject({ chatId: -100 });
    expect(again.subscriptions.stoppedGroups()).toEqual([]);
    expect(await again.subscriptions.remove(7, id)).toMatchObject({ id });
    expect(await again.subscriptions.remove(7, id)).toBeUndefined();
  });
});
