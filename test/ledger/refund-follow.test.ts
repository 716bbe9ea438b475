import { describe, expect, it } from "vitest";
import { insertFollow, recordDecision, recordExpiry } from "../../src/ledger/refund-follow.js";
import { ledgerFixture, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";

/** Followed refunds in SQL: what the retention takes and what it must leave. */

const NOW = new Date("2026-11-22T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

describe.each(TEST_DATABASES)("followed refunds on $name", (database) => {
  const fixture = ledgerFixture(database);

  it("go with the retention once decided long ago; an open one stays however old", async () => {
    const ledger = await fixture.open(await fixture.place(), { retentionDays: 31 });
    const follow = (code: string, requestedAt: string) =>
      insertFollow(ledger.db, { trackingCode: code, auditId: 1, userId: 7, userName: "Arya", pnr: "AB12CD", tickets: ["0962310040001"], currency: "IRR", requestedAt });
    await follow("OLD-CONFIRMED", daysAgo(60));
    await recordDecision(ledger.db, "OLD-CONFIRMED", { outcome: "confirmed", status: "Confirmed", refundedAmount: 1_000_000.5, remarks: null, at: daysAgo(50) });
    await follow("OLD-EXPIRED", daysAgo(60));
    await recordExpiry(ledger.db, "OLD-EXPIRED", daysAgo(46));
    await follow("OLD-OPEN", daysAgo(60));
    await follow("NEW-REJECTED", daysAgo(20));
    await recordDecision(ledger.db, "NEW-REJECTED", { outcome: "rejected", status: "Rejected", refundedAmount: null, remarks: null, at: daysAgo(10) });
    await ledger.prune(NOW);
    const left = await ledger.db.selectFrom("refund_follow").select("tracking_code").orderBy("tracking_code").execute();
    expect(left.map((r) => r.tracking_code)).toEqual(["NEW-REJECTED", "OLD-OPEN"]);
  });
});

sayWhenNoPostgres();
