import { describe, expect, it } from "vitest";
import { claimSend, claimSent, forgetOldSendClaims, releaseSend, SEND_CLAIM_LEASE_MS, SEND_CLAIMS_KEPT_MS } from "../../src/ledger/send-claims.js";
import { ledgerFixture, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";

const NOW = Date.parse("2026-11-22T12:00:00Z");

describe.each(TEST_DATABASES)("messages claimed before they are sent, on $name", (database) => {
  const fixture = ledgerFixture(database);

  it("one claimer of many at once; a sent one is never claimed again; a released one is claimed again", async () => {
    const ledger = await fixture.open(await fixture.place());
    const together = await Promise.all(Array.from({ length: 10 }, (_, i) => claimSend(ledger.db, "digest", "3:2026-11-22", `instance ${i}`, NOW)));
    expect(together.filter(Boolean)).toHaveLength(1);
    const holder = `instance ${together.indexOf(true)}`;
    // Another kind, or another key, is another message.
    expect(await claimSend(ledger.db, "refund-outcome", "3:2026-11-22", "b", NOW)).toBe(true);
    expect(await claimSend(ledger.db, "digest", "4:2026-11-22", "b", NOW)).toBe(true);
    // Not released by another, but by its holder.
    await releaseSend(ledger.db, "digest", "3:2026-11-22", "someone else");
    expect(await claimSend(ledger.db, "digest", "3:2026-11-22", "b", NOW)).toBe(false);
    await releaseSend(ledger.db, "digest", "3:2026-11-22", holder);
    expect(await claimSend(ledger.db, "digest", "3:2026-11-22", "b", NOW)).toBe(true);
    await claimSent(ledger.db, "digest", "3:2026-11-22", NOW + 1);
    await releaseSend(ledger.db, "digest", "3:2026-11-22", "b");
    expect(await claimSend(ledger.db, "digest", "3:2026-11-22", "c", NOW + 10 * SEND_CLAIM_LEASE_MS)).toBe(false);
  });

  it("a claim whose sender died lapses after the lease and is claimed again; old claims are forgotten", async () => {
    const ledger = await fixture.open(await fixture.place());
    expect(await claimSend(ledger.db, "refund-outcome", "TRK1", "dead", NOW)).toBe(true);
    expect(await claimSend(ledger.db, "refund-outcome", "TRK1", "live", NOW + SEND_CLAIM_LEASE_MS - 1)).toBe(false);
    expect(await claimSend(ledger.db, "refund-outcome", "TRK1", "live", NOW + SEND_CLAIM_LEASE_MS)).toBe(true);
    await claimSent(ledger.db, "refund-outcome", "TRK1", NOW + SEND_CLAIM_LEASE_MS);
    await forgetOldSendClaims(ledger.db, NOW + SEND_CLAIM_LEASE_MS + SEND_CLAIMS_KEPT_MS + 1);
    expect(await ledger.db.selectFrom("send_claims").select("key").execute()).toEqual([]);
  });
});

sayWhenNoPostgres();
