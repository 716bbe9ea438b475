import { describe, expect, it } from "vitest";
import { insertFollow, markAudited, markTold, recordDecision, recordExpiry } from "../../src/ledger/refund-follow.js";
import { runOfFollow, runSummariesDue } from "../../src/ledger/run-outcomes.js";
import { ScheduleRuns } from "../../src/ledger/schedule-runs.js";
import { ledgerFixture, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";

/** A schedule-change run's followed refunds, told in one summary once each has its outcome. */

const NOW = new Date("2026-11-22T12:00:00Z");
const AT = NOW.toISOString();
const TICKETS = ["0962310040001", "0962310040002", "0962310040003"];

describe.each(TEST_DATABASES)("a run's refund outcomes on $name", (database) => {
  const fixture = ledgerFixture(database);

  it("is due once every refund sent with a tracking code has its outcome, audited; not again once told", async () => {
    const { db } = await fixture.open(await fixture.place());
    const runs = new ScheduleRuns(db);
    await runs.create(
      { id: "run1", userId: 5301, userName: "Arya", chatId: 5301, flight: "IR 452 THR→MHD", oldTime: "2026-12-02 10:00", newTime: "2026-12-03 10:00", currency: "IRR", selected: true, tickets: TICKETS.map((ticket, i) => ({ pnr: "AB12CD", ticket, passenger: `P${i}`, amount: 1000 })) },
      NOW,
    );
    expect(await runs.confirm("run1", 5301, NOW)).toBe(true);
    // Two refunds followed; the third refused (nothing sent).
    for (const [idx, code] of [[0, "TRK-A"], [1, "TRK-B"]] as const) {
      expect(await runs.sending("run1", idx, NOW)).toBe(true);
      await insertFollow(db, { trackingCode: code, auditId: idx + 1, userId: 5301, userName: "Arya", pnr: "AB12CD", tickets: [TICKETS[idx]!], currency: "IRR", requestedAt: AT });
      await runs.settle("run1", idx, { state: "done", trackingCode: code }, NOW);
    }
    await runs.settle("run1", 2, { state: "refused", detail: "refunded" }, NOW);
    // A refund of its own (not of a run) is told alone.
    expect(await runOfFollow(db, { pnr: "AB12CD", tickets: [TICKETS[2]!] })).toBeNull();
    expect(await runOfFollow(db, { pnr: "AB12CD", tickets: [TICKETS[0]!] })).toBe("run1");

    // Still running: not due, whatever the outcomes.
    await recordDecision(db, "TRK-A", { outcome: "confirmed", status: "Confirmed", refundedAmount: 950, remarks: null, at: AT });
    await markAudited(db, "TRK-A", AT);
    expect(await runSummariesDue(db)).toEqual([]);
    await runs.finish("run1", NOW);
    // One still pending: not due.
    expect(await runSummariesDue(db)).toEqual([]);
    // Decided but not audited yet: not due.
    await recordDecision(db, "TRK-B", { outcome: "rejected", status: "Rejected", refundedAmount: null, remarks: "no", at: AT });
    expect(await runSummariesDue(db)).toEqual([]);
    await markAudited(db, "TRK-B", AT);
    const due = await runSummariesDue(db);
    expect(due.map((d) => [d.runId, d.follows.map((f) => [f.trackingCode, f.outcome])])).toEqual([["run1", [["TRK-A", "confirmed"], ["TRK-B", "rejected"]]]]);

    await markTold(db, "TRK-A", AT);
    await markTold(db, "TRK-B", AT);
    expect(await runSummariesDue(db)).toEqual([]);
  });

  it("is due with a refund that never got an outcome (no longer followed)", async () => {
    const { db } = await fixture.open(await fixture.place());
    const runs = new ScheduleRuns(db);
    await runs.create({ id: "run2", userId: 1, userName: "A", chatId: 1, flight: "W5 1047", oldTime: "2026-12-02 10:00", newTime: "2026-12-03 10:00", currency: "IRR", selected: true, tickets: [{ pnr: "ZZ99ZZ", ticket: "1", passenger: "P", amount: 5 }] }, NOW);
    await runs.confirm("run2", 1, NOW);
    await runs.sending("run2", 0, NOW);
    await insertFollow(db, { trackingCode: "TRK-C", auditId: 9, userId: 1, userName: "A", pnr: "ZZ99ZZ", tickets: ["1"], currency: "IRR", requestedAt: AT });
    await runs.settle("run2", 0, { state: "done", trackingCode: "TRK-C" }, NOW);
    await runs.finish("run2", NOW);
    expect(await runSummariesDue(db)).toEqual([]);
    await recordExpiry(db, "TRK-C", AT);
    expect((await runSummariesDue(db)).map((d) => d.runId)).toEqual(["run2"]);
  });
});

sayWhenNoPostgres();
