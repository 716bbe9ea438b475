import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startSimulator, type Simulator } from "../../src/sim/server.js";
import { call, CREDS, FIXED_NOW, ok, series, type Leg } from "./helpers.js";
import { bookBody, iranian, lockBody, offer, totalOf } from "./sell-helpers.js";

/**
 * Lock, Book and ReleaseLock on the real profile (rule k): lock ids and the expiry as text, the
 * other casing, an older version's Book answer (Pnr, TicketNumber), requests in any case.
 */
// Fresh simulators for each test: the real profile's draws follow the order of calls, which then
// does not depend on the order the tests run in.
const sims = {} as { real: Simulator; strict: Simulator };
beforeEach(async () => {
  sims.real = await startSimulator({ now: () => FIXED_NOW });
  sims.strict = await startSimulator({ profile: "strict", now: () => FIXED_NOW });
});
afterEach(async () => {
  await Promise.all([sims.real.close(), sims.strict.close()]);
});
const ONE = { adults: 1, children: 0, infants: 0 };

async function lockOne(sim: Simulator, leg: Leg) {
  const segments = await offer(sim, [leg], 1, FIXED_NOW);
  const total = totalOf(segments, ONE);
  return { segments, total, answer: await ok(call(sim, "Lock", lockBody(segments, ONE, total))) };
}

/** A member of an answer in either casing. */
const member = (answer: any, name: string) => answer[name] ?? answer[name[0]!.toLowerCase() + name.slice(1)];

describe("real profile, rule (k)", () => {
  it("sends lock ids and the expiry as numbers or as their text, in either casing, and takes either back", async () => {
    const leg = { origin: "THR", destination: "KIH", dayOffset: 6 };
    const locks = await series(24, () => lockOne(sims.real, leg));
    const ids = locks.map((l) => member(l.answer, "DepartureSegmentLockId"));
    expect(new Set(ids.map((id) => typeof id))).toEqual(new Set(["number", "string"]));
    expect(locks.some((l) => "departureSegmentLockId" in l.answer)).toBe(true);
    expect(locks.every((l) => Number(member(l.answer, "ExpiryInMinute")) === 10)).toBe(true);
    const text = locks.find((l) => typeof member(l.answer, "DepartureSegmentLockId") === "string")!;
    const lock = { DepartureSegmentLockId: member(text.answer, "DepartureSegmentLockId"), ReturningSegmentLockId: null };
    await ok(call(sims.real, "Book", bookBody(text.segments, lock, { AdultPassengers: [iranian("MR", "Reza")] }, "REAL-TEXT-ID", text.total)));
    const other = locks.find((l) => l !== text)!;
    const released = await call(sims.real, "ReleaseLock", { ...CREDS, LockId: String(member(other.answer, "DepartureSegmentLockId")) });
    expect(released.status).toBe(200);
    expect(member(released.json, "IsSuccess")).toBe(true);
  });

  it("answers Book in the older version (Pnr, TicketNumber) or the other casing, with the PNR GetStatus finds", async () => {
    const leg = { origin: "THR", destination: "SYZ", dayOffset: 7 };
    const answers = await series(12, async (i) => {
      const { segments, total, answer } = await lockOne(sims.real, leg);
      const lock = { DepartureSegmentLockId: member(answer, "DepartureSegmentLockId"), ReturningSegmentLockId: null };
      return { reference: `REAL-BOOK-${i}`, answer: await ok(call(sims.real, "Book", bookBody(segments, lock, { AdultPassengers: [iranian("MR", "Reza")] }, `REAL-BOOK-${i}`, total))) };
    });
    const pnrOf = (a: any) => member(a, "LocalPnr") ?? member(a, "Pnr");
    expect(answers.some(({ answer }) => "Pnr" in answer || "pnr" in answer)).toBe(true);
    expect(answers.some(({ answer }) => "LocalPnr" in answer || "localPnr" in answer)).toBe(true);
    expect(answers.some(({ answer }) => "passengerList" in answer)).toBe(true);
    const older = answers.find(({ answer }) => "Pnr" in answer)!.answer;
    expect(older.PassengerList[0].DepartureSegment.TicketNumber).toMatch(/^\d{13}$/);
    expect(older.PassengerList[0].DepartureSegment).not.toHaveProperty("LocalTicketNumber");
    for (const { reference, answer } of answers) {
      const status = await ok(call(sims.real, "GetStatus", { ...CREDS, YourLocalInventoryPnr: reference }));
      expect(member(status, "LocalPnr")).toBe(pnrOf(answer));
    }
  });

  it("reads Lock and Book requests in any case on real, only exactly on strict", async () => {
    const leg = { origin: "THR", destination: "TBZ", dayOffset: 5 };
    const camel = (value: unknown): unknown =>
      Array.isArray(value) ? value.map(camel) : value && typeof value === "object" ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k[0]!.toLowerCase() + k.slice(1), camel(v)])) : value;
    for (const sim of [sims.real, sims.strict]) {
      const segments = await offer(sim, [leg], 1, FIXED_NOW);
      const reply = await call(sim, "Lock", camel(lockBody(segments, ONE)));
      if (sim === sims.strict) expect(reply.json.ErrorMessage).toMatch(/^Invalid request/);
      else expect(Number(member(reply.json, "DepartureSegmentLockId"))).toBeGreaterThan(0);
    }
  });

  it("keeps the ExceptionType of a selling refusal at any status", async () => {
    const segments = await offer(sims.real, [{ origin: "THR", destination: "MHD", dayOffset: 9 }], 10, FIXED_NOW);
    const replies = await series(24, () => call(sims.real, "Lock", lockBody(segments, { adults: 9, children: 1, infants: 0 })));
    expect(new Set(replies.map((r) => r.status))).toEqual(new Set([200, 400, 500]));
    expect(replies.every((r) => r.json.ExceptionType === "Error1013-FlightLockCountLimit" && typeof r.json.TraceId === "string")).toBe(true);
  });
});
