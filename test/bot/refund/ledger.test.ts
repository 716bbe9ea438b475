import { describe, expect, it } from "vitest";
import { GUARD_WINDOW_MS, REFUND_REJECTED_ACTION, RefundLedger, asRefundEntry, type RefundAttempt } from "../../../src/bot/refund/ledger.js";
import { storeFixture } from "../../support/store.js";

const fixture = storeFixture();

function attempt(tickets: string[], pnr = "K7M2QA"): RefundAttempt {
  return { userId: 5, userName: "Ada", pnr, reason: 1, amounts: tickets.map((ticket) => ({ ticket, penalty: 1.1, refund: 9.9 })), remarks: null };
}

async function ledgerAt(clock: { now: number }) {
  const store = await fixture.open(await fixture.tempDir());
  return { store, ledger: new RefundLedger(store, () => new Date(clock.now)) };
}

describe("RefundLedger", () => {
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
    expect(store.audit.latest(1)[0]).toMatchObject({ result: "blocked", tickets: ["2", "3"] });
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
    expect(ledger.held("K7M2QA").size).toBe(0);
    await refund(["1"]);
    // Refunded again: held for good, as any refund; its sibling is still free.
    expect(await ledger.claim(attempt(["1"]))).toMatchObject({ granted: false, conflict: { result: "ok" } });
    expect([...ledger.held("K7M2QA").keys()]).toEqual(["1"]);
    expect((await ledger.claim(attempt(["2"]))).granted).toBe(true);
  });

  it("treats a pending entry left by a dead process as unknown, and marks it so in the audit", async () => {
    const dir = await fixture.tempDir();
    const now = () => new Date();
    const before = await fixture.open(dir);
    const claim = await new RefundLedger(before, now).claim(attempt(["1"]));
    await before.close();
    const after = await fixture.open(dir);
    const ledger = new RefundLedger(after, now);
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
    const held = ledger.held("K7M2QA");
    expect([...held.keys()].sort()).toEqual(["fly", "ok", "unk"]);
    expect(held.get("fly")).toMatchObject({ result: "pending", userName: "Ada" });
    expect(held.get("ok")).toMatchObject({ result: "ok", trackingCode: "T-1" });
    expect(held.get("unk")).toMatchObject({ result: "unknown", at: "2026-11-22T10:00:00.000Z" });
    expect(ledger.held("R8T4WX").size).toBe(0);
    // Another ledger on the same store (the /penalty feature's) sees the call under way through its pending entry.
    expect(new RefundLedger(store, () => new Date(clock.now)).held("K7M2QA").get("fly")).toMatchObject({ result: "pending" });
    clock.now += GUARD_WINDOW_MS + 1;
    if (inFlight.granted) await ledger.settle(inFlight.entryId, "K7M2QA", ["fly"], { result: "error", detail: "x" });
    expect([...ledger.held("K7M2QA").keys()]).toEqual(["ok"]);
  });
});
