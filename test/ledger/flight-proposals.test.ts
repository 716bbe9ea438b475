import { describe, expect, it } from "vitest";
import { createProposal, decideProposal, expireProposal, getProposal, interruptedProposals, lapseProposalsOf, moveProposal, waitingProposal, type NewProposal } from "../../src/ledger/flight-proposals.js";
import { WIRE_FLIGHT } from "../support/wire-flight.js";
import { ledgerFixture, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";

/** Flight control's proposals in the ledger's database: one decision each, whoever taps first. */

const FLIGHT = { ...WIRE_FLIGHT, arrivalDateTime: null, publicRemarks: "Charter: no refund" };
const ADA = { id: 5001, name: "Ada" };
const BEN = { id: 987654321012, name: "Ben" };
const T0 = new Date("2026-11-22T10:00:00.000Z");
const HOUR = 3_600_000;
const at = (ms: number) => new Date(T0.getTime() + ms);

function proposal(over: Partial<NewProposal> = {}): NewProposal {
  return { oldData: FLIGHT, change: { seatCapacity: 170 }, date: "2026-12-02", proposer: ADA, proposedAt: T0, expiresAt: at(2 * HOUR), ...over };
}

/** The proposal of another flight than FLIGHT's. */
const onFlight = (id: number): Partial<NewProposal> => ({ oldData: { ...FLIGHT, id } });

/** Keeps a proposal that must be kept (no other waiting on its flight). */
async function make(db: Parameters<typeof createProposal>[0], over: Partial<NewProposal> = {}) {
  const made = await createProposal(db, proposal(over));
  if (!made) throw new Error("the proposal was not kept: another waits on its flight");
  return made;
}

sayWhenNoPostgres();

describe.each(TEST_DATABASES)("flight proposals on $name", (database) => {
  const fixture = ledgerFixture(database);
  const open = async () => (await fixture.open(await fixture.place())).db;

  it("keeps a proposal as made: the flight read, the change, who and when", async () => {
    const db = await open();
    const made = await make(db);
    expect(made).toMatchObject({ state: "pending", flightId: "4101", airline: "ZV", flightNumber: "4061", date: "2026-12-02", origin: "AWZ", destination: "THR" });
    expect(await getProposal(db, made.id)).toEqual({
      ...made,
      oldData: FLIGHT,
      change: { seatCapacity: 170 },
      proposer: ADA,
      proposedAt: T0.toISOString(),
      expiresAt: at(2 * HOUR).toISOString(),
      decider: null,
      decidedAt: null,
      detail: null,
    });
    expect(await createProposal(db, proposal())).toBeUndefined();
    expect((await make(db, onFlight(4102))).id).toBeGreaterThan(made.id);
  });

  it("keeps one waiting proposal per flight when two admins propose at the same instant; one whose time is up gives way", async () => {
    const db = await open();
    const both = await Promise.all([createProposal(db, proposal()), createProposal(db, proposal({ proposer: BEN }))]);
    expect(both.filter((p) => p !== undefined)).toHaveLength(1);
    const later = { proposedAt: at(2 * HOUR), expiresAt: at(4 * HOUR) };
    const next = await make(db, later);
    expect((await getProposal(db, both.find((p) => p !== undefined)!.id))?.state).toBe("expired");
    expect(await createProposal(db, proposal(later))).toBeUndefined();
    expect((await waitingProposal(db, "4101", at(3 * HOUR)))?.id).toBe(next.id);
  });

  it("takes one decision: the first tap wins, the proposer's own and a late one change nothing", async () => {
    const db = await open();
    const { id } = await make(db);
    expect(await decideProposal(db, id, ADA, "sending", at(HOUR))).toBe(false);
    expect((await getProposal(db, id))?.state).toBe("pending");
    expect(await decideProposal(db, id, BEN, "sending", at(HOUR))).toBe(true);
    expect(await decideProposal(db, id, BEN, "sending", at(HOUR))).toBe(false);
    expect(await decideProposal(db, id, { id: 42, name: "Cy" }, "rejected", at(HOUR))).toBe(false);
    expect(await getProposal(db, id)).toMatchObject({ state: "sending", decider: BEN, decidedAt: at(HOUR).toISOString() });
  });

  it("refuses a decision once the proposal's time is up, and expires it", async () => {
    const db = await open();
    const { id } = await make(db);
    expect(await expireProposal(db, id, at(HOUR))).toBe(false);
    expect(await decideProposal(db, id, BEN, "rejected", at(2 * HOUR))).toBe(false);
    expect(await expireProposal(db, id, at(2 * HOUR))).toBe(true);
    expect((await getProposal(db, id))?.state).toBe("expired");
  });

  it("moves a proposal on only from the state it is in, with what the outcome found", async () => {
    const db = await open();
    const { id } = await make(db);
    await decideProposal(db, id, BEN, "sending", at(HOUR));
    expect(await moveProposal(db, id, "pending", "holds")).toBe(false);
    expect(await moveProposal(db, id, "sending", "checking")).toBe(true);
    const detail = { differences: [{ field: "seatCapacity" as const, before: "170", after: "180" }], read: FLIGHT };
    expect(await moveProposal(db, id, "checking", "mismatch", detail)).toBe(true);
    expect(await getProposal(db, id)).toMatchObject({ state: "mismatch", detail });
  });

  it("finds the proposal of a flight still waiting, not a decided, expired or other flight's one", async () => {
    const db = await open();
    expect(await waitingProposal(db, "4101", T0)).toBeUndefined();
    const decided = await make(db);
    await decideProposal(db, decided.id, BEN, "rejected", T0);
    await make(db, onFlight(4102));
    expect(await waitingProposal(db, "4101", T0)).toBeUndefined();
    const waiting = await make(db);
    expect((await waitingProposal(db, "4101", at(HOUR)))?.id).toBe(waiting.id);
    expect(await waitingProposal(db, "4101", at(2 * HOUR))).toBeUndefined();
  });

  it("lapses the waiting proposals of one proposer, and only those", async () => {
    const db = await open();
    const mine = await make(db);
    const decided = await make(db, onFlight(4102));
    await decideProposal(db, decided.id, BEN, "sending", T0);
    const bens = await make(db, { ...onFlight(4103), proposer: BEN });
    expect(await lapseProposalsOf(db, ADA.id)).toEqual([mine.id]);
    expect(await getProposal(db, mine.id)).toMatchObject({ state: "expired", detail: { proposerLeft: true } });
    expect((await getProposal(db, decided.id))?.state).toBe("sending");
    expect((await getProposal(db, bens.id))?.state).toBe("pending");
    expect(await lapseProposalsOf(db, ADA.id)).toEqual([]);
  });

  it("lists the approved proposals a stop may have cut off", async () => {
    const db = await open();
    const sending = await make(db);
    const checking = await make(db, onFlight(4102));
    const done = await make(db, onFlight(4103));
    await make(db, onFlight(4104));
    for (const p of [sending, checking, done]) await decideProposal(db, p.id, BEN, "sending", at(HOUR));
    await moveProposal(db, checking.id, "sending", "checking");
    await moveProposal(db, done.id, "sending", "holds");
    expect((await interruptedProposals(db)).map((p) => [p.id, p.state])).toEqual([
      [sending.id, "sending"],
      [checking.id, "checking"],
    ]);
  });

  it("go with the retention once decided; a change under way stays however old", async () => {
    const ledger = await fixture.open(await fixture.place(), { retentionDays: 31 });
    const old = { proposedAt: T0, expiresAt: at(2 * HOUR) };
    const decided = await make(ledger.db, old);
    await decideProposal(ledger.db, decided.id, BEN, "rejected", at(HOUR));
    const underWay = await make(ledger.db, old);
    await decideProposal(ledger.db, underWay.id, BEN, "sending", at(HOUR));
    const recent = await make(ledger.db, { proposedAt: at(30 * 24 * HOUR), expiresAt: at(30 * 24 * HOUR + 2 * HOUR) });
    await expireProposal(ledger.db, recent.id, at(30 * 24 * HOUR + 3 * HOUR));
    await ledger.prune(at(40 * 24 * HOUR));
    const left = await ledger.db.selectFrom("flight_proposals").select("id").orderBy("id").execute();
    expect(left.map((r) => r.id)).toEqual([underWay.id, recent.id]);
  });
});
