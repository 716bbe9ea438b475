import { describe, expect, it } from "vitest";
import { GUARD_WINDOW_MS, REFUND_REJECTED_ACTION, RefundLedger, asRefundEntry, type RefundAttempt } from "../../../src/bot/refund/ledger.js";
import { freeRejectedClaims, interruptedClaims } from "../../../src/ledger/refund-claims.js";
import type { Ledger } from "../../../src/ledger/ledger.js";
import type { Store } from "../../../src/store/store.js";
import { ledgerFixture, sayWhenNoPostgres, TEST_DATABASES } from "../../support/ledger-databases.js";
import { storeFixture } from "../../support/store.js";

const fixture = storeFixture();

sayWhenNoPostgres();

function attempt(tickets: string[], pnr = "K7M2QA"): RefundAttempt {
  return { userId: 5, userName: "Ada", pnr, reason: 1, amounts: tickets.map((ticket) => ({ ticket, penalty: 1.1, refund: 9.9 })), remarks: null };
}

describe.each(TEST_DATABASES)("RefundLedger, its claims on $name", (database) => {
  const ledgers = ledgerFixture(database);
  /** The claims' database, shared by every guard of the test: one per instance. */
  let shared: Promise<Ledger> | undefined;
  const claimsDb = () => (shared ??= ledgers.place().then((place) => ledgers.open(place)));
  const guard = async (store: Store, now: () => Date, holder = "host:/data") => new RefundLedger(store, now, { db: (await claimsDb()).db, holder });
  async function ledgerAt(clock: { now: number }) {
    shared = undefined;
    const store = await fixture.open(await fixture.tempDir());
    return { store, ledger: await guard(store, () => new Date(clock.now)) };
  }

  it("writes a pending entry before the call and completes it after", async () => {
    const { store, ledger } = await ledgerAt({ now: Date.parse("2026-11-22T10:00:00Z") });
    const claim = await ledger.claim(attempt(["1", "2"]));
    if (!claim.granted) throw new Error("refused");
    expect(asRefundEntry(store.audit.get(claim.entryId)!)).toMatchObject({ result: "pending", tickets: ["1", "2"], amounts: [{ penalty: 1.1 }, { penalty: 1.1 }] });
    await ledger.settle(claim.entryId, "K7M2QA", ["1", "2"], { result: "ok", trackingCode: "T-1" });
    expect(store.audit.get(claim.entryId)).toMatchObject({ result: "ok", trackingCode: "T-1" });
  });

  it("refuses a ticket in flight, even when two claims start at the same moment", async () => {
    const { store, ledger } = await ledgerAt({ now: Date.now() });
    const [a, b] = await Promise.all([ledger.claim(attempt(["1", "2"])), ledger.claim(attempt(["2", "3"]))]);
    expect(a.granted).toBe(true);
    expect(b).toEqual({ granted: false, conflict: expect.objectContaining({ result: "pending", userName: "Ada" }) });
    expect(store.audit.latest(2)).toContainEqual(expect.objectContaining({ result: "blocked", tickets: ["2", "3"] }));
    // Other tickets and other bookings are not held.
    expect((await ledger.claim(attempt(["3"]))).granted).toBe(true);
    expect((await ledger.claim(attempt(["1"], "R8T4WX"))).granted).toBe(true);
  });

  it("keeps refused tickets free for a new attempt; refunded ones blocked for good; unknown ones for the window", async () => {
    const clock = { now: Date.parse("2026-11-22T10:00:00Z") };
    const { ledger } = await ledgerAt(clock);
    const settleAs = async (ticket: string, outcome: Parameters<RefundLedger["settle"]>[3]) => {
      const claim = await ledger.claim(attempt([ticket]));
      if (!claim.granted) throw new Error("refused");
      await ledger.settle(claim.entryId, "K7M2QA", [ticket], outcome);
    };
    await settleAs("err", { result: "error", detail: "Error1009-PenaltyMismatchException" });
    await settleAs("ok", { result: "ok", trackingCode: null });
    await settleAs("unk", { result: "unknown", detail: "no usable answer" });
    expect((await ledger.claim(attempt(["err"]))).granted).toBe(true);
    expect(await ledger.claim(attempt(["ok"]))).toMatchObject({ granted: false, conflict: { result: "ok" } });
    expect(await ledger.claim(attempt(["unk"]))).toMatchObject({ granted: false, conflict: { result: "unknown" } });
    clock.now += GUARD_WINDOW_MS + 1;
    expect((await ledger.claim(attempt(["unk"]))).granted).toBe(true);
    expect(await ledger.claim(attempt(["ok"]))).toMatchObject({ granted: false, conflict: { result: "ok" } });
  });

  it("frees a refunded ticket once the supplier rejects that refund, and holds it again for the next refund", async () => {
    const { store, ledger } = await ledgerAt({ now: Date.parse("2026-11-22T10:00:00Z") });
    const refund = async (tickets: string[]) => {
      const claim = await ledger.claim(attempt(tickets));
      if (!claim.granted) throw new Error("refused");
      await ledger.settle(claim.entryId, "K7M2QA", tickets, { result: "ok", trackingCode: `T-${claim.entryId}` });
      return claim.entryId;
    };
    const first = await refund(["1", "2"]);
    await store.audit.append({ userId: 0, action: REFUND_REJECTED_ACTION, agentId: 5, pnr: "K7M2QA", tickets: ["1", "2"], refundEntry: first });
    // Another booking's rejection frees nothing here, nor does one naming another entry.
    await store.audit.append({ userId: 0, action: REFUND_REJECTED_ACTION, agentId: 5, pnr: "R8T4WX", tickets: ["3"], refundEntry: first + 100 });
    await freeRejectedClaims((await claimsDb()).db, "K7M2QA", `T-${first}`);
    expect((await ledger.held("K7M2QA")).size).toBe(0);
    await refund(["1"]);
    // Refunded again: held for good, as any refund; its sibling is still free.
    expect(await ledger.claim(attempt(["1"]))).toMatchObject({ granted: false, conflict: { result: "ok" } });
    expect([...(await ledger.held("K7M2QA")).keys()]).toEqual(["1"]);
    expect((await ledger.claim(attempt(["2"]))).granted).toBe(true);
  });

  it("treats a pending entry left by a dead process as unknown, and marks it so in the audit", async () => {
    shared = undefined;
    const dir = await fixture.tempDir();
    const now = () => new Date();
    const before = await fixture.open(dir);
    const claim = await (await guard(before, now)).claim(attempt(["1"]));
    await before.close();
    const after = await fixture.open(dir);
    const ledger = await guard(after, now);
    expect(await ledger.claim(attempt(["1"]))).toMatchObject({ granted: false, conflict: { result: "unknown" } });
    expect(claim.granted && after.audit.get(claim.entryId)).toMatchObject({ result: "unknown", detail: expect.stringMatching(/interrupted/) });
  });

  it("lists the tickets an attempt holds, as claim would refuse them: in flight, done, of unknown outcome within the window", async () => {
    const clock = { now: Date.parse("2026-11-22T10:00:00Z") };
    const { store, ledger } = await ledgerAt(clock);
    const settleAs = async (ticket: string, outcome: Parameters<RefundLedger["settle"]>[3]) => {
      const claim = await ledger.claim(attempt([ticket]));
      if (!claim.granted) throw new Error("refused");
      await ledger.settle(claim.entryId, "K7M2QA", [ticket], outcome);
    };
    await settleAs("err", { result: "error", detail: "Error1009-PenaltyMismatchException" });
    await settleAs("ok", { result: "ok", trackingCode: "T-1" });
    await settleAs("unk", { result: "unknown", detail: "no usable answer" });
    const inFlight = await ledger.claim(attempt(["fly"]));
    expect(inFlight.granted).toBe(true);
    const held = await ledger.held("K7M2QA");
    expect([...held.keys()].sort()).toEqual(["fly", "ok", "unk"]);
    expect(held.get("fly")).toMatchObject({ result: "pending", userName: "Ada" });
    expect(held.get("ok")).toMatchObject({ result: "ok", trackingCode: "T-1" });
    expect(held.get("unk")).toMatchObject({ result: "unknown", at: "2026-11-22T10:00:00.000Z" });
    expect((await ledger.held("R8T4WX")).size).toBe(0);
    // Another guard on the same store (the /penalty feature's) sees the call under way through its pending entry.
    expect((await (await guard(store, () => new Date(clock.now))).held("K7M2QA")).get("fly")).toMatchObject({ result: "pending" });
    clock.now += GUARD_WINDOW_MS + 1;
    if (inFlight.granted) await ledger.settle(inFlight.entryId, "K7M2QA", ["fly"], { result: "error", detail: "x" });
    expect([...(await ledger.held("K7M2QA")).keys()]).toEqual(["ok"]);
  });

  it("two instances (two DATA_DIRs, one database) claiming the same tickets at once: one DoRefund, the other told who holds them", async () => {
    const clock = { now: Date.parse("2026-11-22T10:00:00Z") };
    shared = undefined;
    const now = () => new Date(clock.now);
    const [storeA, storeB] = [await fixture.open(await fixture.tempDir()), await fixture.open(await fixture.tempDir())];
    const [a, b] = [await guard(storeA, now, "host-a:/data"), await guard(storeB, now, "host-b:/data")];
    for (let round = 0; round < 10; round++) {
      const tickets = [`${round}-1`, `${round}-2`];
      const [first, second] = await Promise.all([a.claim({ ...attempt(tickets), userName: "Ada" }), b.claim({ ...attempt([...tickets].reverse()), userName: "Babak" })]);
      expect([first.granted, second.granted].filter(Boolean)).toHaveLength(1);
      const loser = first.granted ? second : first;
      expect(loser).toMatchObject({ granted: false, conflict: { result: "pending", userName: first.granted ? "Ada" : "Babak" } });
    }
    // The other instance's call under way is shown as such, never taken for a dead one.
    const held = await b.held("K7M2QA");
    expect([...held.values()].every((c) => c.result === "pending")).toBe(true);
    const aWon = await a.claim(attempt(["solo"]));
    expect(await b.claim(attempt(["solo"]))).toMatchObject({ granted: false, conflict: { result: "pending" } });
    if (!aWon.granted) throw new Error("refused");
    await a.settle(aWon.entryId, "K7M2QA", ["solo"], { result: "ok", trackingCode: "T-9" });
    expect(await b.claim(attempt(["solo"]))).toMatchObject({ granted: false, conflict: { result: "ok", trackingCode: "T-9" } });
    // A failed call frees the ticket for everyone.
    const failed = await b.claim(attempt(["retry"]));
    if (!failed.granted) throw new Error("refused");
    await b.settle(failed.entryId, "K7M2QA", ["retry"], { result: "error", detail: "Error1009" });
    expect((await a.claim(attempt(["retry"]))).granted).toBe(true);
  });

  it("at start, turns into unknown only this DATA_DIR's pending claims, never another instance's call under way", async () => {
    shared = undefined;
    const now = () => new Date();
    const [storeA, storeB] = [await fixture.open(await fixture.tempDir()), await fixture.open(await fixture.tempDir())];
    const [a, b] = [await guard(storeA, now, "host-a:/data"), await guard(storeB, now, "host-b:/data")];
    expect((await a.claim(attempt(["a-1"]))).granted).toBe(true);
    expect((await b.claim(attempt(["b-1"]))).granted).toBe(true);
    expect(await interruptedClaims((await claimsDb()).db, "host-a:/data")).toBe(1);
    const held = await (await guard(await fixture.open(await fixture.tempDir()), now, "host-c:/data")).held("K7M2QA");
    expect(held.get("a-1")).toMatchObject({ result: "unknown" });
    expect(held.get("b-1")).toMatchObject({ result: "pending", userName: "Ada" });
  });

  it("when the claim cannot be written (the database is away), refuses to go on and records no pending call", async () => {
    shared = undefined;
    const { store, ledger } = await ledgerAt({ now: Date.now() });
    await (await claimsDb()).close();
    await expect(ledger.claim(attempt(["1"]))).rejects.toThrow();
    expect(store.audit.latest(10).filter((entry) => asRefundEntry(entry)?.result === "pending")).toEqual([]);
  });

  it("after an upgrade, refunds an instance's audit log holds hold on every instance once shared at start", async () => {
    const clock = { now: Date.parse("2026-11-22T10:00:00Z") };
    shared = undefined;
    const now = () => new Date(clock.now);
    const [storeA, storeB] = [await fixture.open(await fixture.tempDir()), await fixture.open(await fixture.tempDir())];
    // Written by a version before shared claims: in A's audit log only.
    const old = (tickets: string[], result: string, at: string) =>
      storeA.audit.append({ at, userId: 5, action: "refund", userName: "Ada", pnr: "K7M2QA", tickets, reason: 1, amounts: tickets.map((ticket) => ({ ticket, penalty: 1, refund: 9 })), remarks: null, result, trackingCode: "T-OLD" });
    await old(["done"], "ok", "2026-01-05T10:00:00.000Z");
    await old(["doubt"], "unknown", "2026-11-22T09:55:00.000Z");
    await old(["failed"], "error", "2026-11-22T09:56:00.000Z");
    const [a, b] = [await guard(storeA, now, "host-a:/data"), await guard(storeB, now, "host-b:/data")];
    expect((await b.held("K7M2QA")).size).toBe(0);
    await a.shareRecorded();
    await a.shareRecorded();
    expect(await b.claim(attempt(["done"]))).toMatchObject({ granted: false, conflict: { result: "ok", trackingCode: "T-OLD", userName: "Ada" } });
    expect(await b.claim(attempt(["doubt"]))).toMatchObject({ granted: false, conflict: { result: "unknown" } });
    expect((await b.claim(attempt(["failed"]))).granted).toBe(true);
  });
});
