import { describe, expect, it } from "vitest";
import {
  BOOK_CLAIMS_KEPT_MS,
  BOOK_LEASE_MS,
  bookClaimOf,
  bookClaimOfHold,
  claimBook,
  cutOffBooks,
  forgetOldBookClaims,
  lapsedBooks,
  openHolds,
  recordHold,
  releaseHold,
  settleBook,
  type NewHold,
} from "../../src/ledger/book-claims.js";
import { ledgerFixture, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";

const NOW = new Date("2026-11-22T12:00:00Z");
const AT = NOW.toISOString();

function hold(id: string, over: Partial<NewHold> = {}): NewHold {
  return {
    hold: id,
    holder: "host:/data",
    userId: 7101,
    userName: "Aga",
    flight: "IR 452 THR-MHD 2026-12-01 08:20",
    passengers: 2,
    totalPayable: "48500000",
    currency: "IRR",
    lockedAt: AT,
    expiresAt: new Date(NOW.getTime() + 600_000).toISOString(),
    ...over,
  };
}

describe.each(TEST_DATABASES)("seats held and their Book claimed before it is sent, on $name", (database) => {
  const fixture = ledgerFixture(database);

  it("lets one of many Books for a hold through, whoever sends them at once, and records its reference", async () => {
    const ledger = await fixture.open(await fixture.place());
    await recordHold(ledger.db, hold("7300001"));
    const claims = await Promise.all(Array.from({ length: 10 }, (_, i) => claimBook(ledger.db, "7300001", `FDK-${i}`, `instance ${i}`, AT)));
    expect(claims.filter((c) => c === null)).toHaveLength(1);
    const winner = claims.indexOf(null);
    const row = await bookClaimOf(ledger.db, `FDK-${winner}`);
    expect(row).toMatchObject({ hold: "7300001", state: "sending", attempts: 1, holder: `instance ${winner}`, sent_at: AT, user_id: 7101 });
    // Each refusal names the Book under way.
    for (const refused of claims.filter((c) => c !== null)) expect(refused).toMatchObject({ state: "sending", reference: `FDK-${winner}` });
    // A hold never recorded cannot be booked.
    expect(await claimBook(ledger.db, "7399999", "FDK-x", "a", AT)).toBeUndefined();
  });

  it("sends no second Book once one was issued or is of unknown outcome; a refused one lets the next go with a new reference", async () => {
    const ledger = await fixture.open(await fixture.place());
    await recordHold(ledger.db, hold("1+2"));
    expect(await claimBook(ledger.db, "1+2", "FDK-a", "a", AT)).toBeNull();
    expect(await settleBook(ledger.db, "FDK-a", { state: "failed", detail: "Error1004: no credit" })).toBe(true);
    expect(await claimBook(ledger.db, "1+2", "FDK-b", "a", AT)).toBeNull();
    expect(await settleBook(ledger.db, "FDK-b", { state: "unknown", detail: "no answer" })).toBe(true);
    expect(await claimBook(ledger.db, "1+2", "FDK-c", "a", AT)).toMatchObject({ state: "unknown", reference: "FDK-b", attempts: 2 });
    // GetStatus answers later: issued, once.
    expect(await settleBook(ledger.db, "FDK-b", { state: "issued", pnr: "K7M2QA" })).toBe(true);
    expect(await settleBook(ledger.db, "FDK-b", { state: "issued", pnr: "K7M2QA" })).toBe(false);
    expect(await claimBook(ledger.db, "1+2", "FDK-d", "a", AT)).toMatchObject({ state: "issued", pnr: "K7M2QA" });
    // The refused attempt's reference is no longer the hold's.
    expect(await bookClaimOf(ledger.db, "FDK-a")).toBeUndefined();
    // Unknown is said once, and only of a Book under way.
    expect(await settleBook(ledger.db, "FDK-b", { state: "unknown", detail: "again" })).toBe(false);
  });

  it("gives seats back once, never those of a Book under way or issued; lists the agent's open holds", async () => {
    const ledger = await fixture.open(await fixture.place());
    await recordHold(ledger.db, hold("11"));
    await recordHold(ledger.db, hold("12"));
    await recordHold(ledger.db, hold("13", { userId: 7102 }));
    expect((await openHolds(ledger.db, 7101)).map((h) => h.hold).sort()).toEqual(["11", "12"]);
    expect(await claimBook(ledger.db, "12", "FDK-12", "a", AT)).toBeNull();
    expect(await releaseHold(ledger.db, "12")).toBe(false);
    expect((await openHolds(ledger.db, 7101)).map((h) => h.hold)).toEqual(["11"]);
    const releases = await Promise.all([releaseHold(ledger.db, "11"), releaseHold(ledger.db, "11")]);
    expect(releases.filter(Boolean)).toHaveLength(1);
    expect(await claimBook(ledger.db, "11", "FDK-11", "a", AT)).toMatchObject({ state: "released" });
    expect(await openHolds(ledger.db, 7101)).toEqual([]);
    // A refused Book leaves the seats held: they may still be given back.
    await settleBook(ledger.db, "FDK-12", { state: "failed", detail: "refused" });
    expect(await releaseHold(ledger.db, "12")).toBe(true);
  });

  it("finds the Books a holder was sending when it stopped, not another's nor those settled; and any holder's lapsed ones", async () => {
    const ledger = await fixture.open(await fixture.place());
    for (const id of ["21", "22", "23", "24"]) await recordHold(ledger.db, hold(id));
    await claimBook(ledger.db, "21", "FDK-21", "me", AT);
    await claimBook(ledger.db, "22", "FDK-22", "other", AT);
    await claimBook(ledger.db, "23", "FDK-23", "me", AT);
    await settleBook(ledger.db, "FDK-23", { state: "issued", pnr: "ABC123" });
    expect((await cutOffBooks(ledger.db, "me")).map((c) => c.reference)).toEqual(["FDK-21"]);
    // The leader's look, whoever the holder: those sent before the lease ended.
    await claimBook(ledger.db, "24", "FDK-24", "other", new Date(NOW.getTime() + BOOK_LEASE_MS).toISOString());
    expect((await lapsedBooks(ledger.db, new Date(NOW.getTime() + 1).toISOString())).map((c) => c.reference).sort()).toEqual(["FDK-21", "FDK-22"]);
  });

  it("forgets holds locked longer ago than it keeps them", async () => {
    const ledger = await fixture.open(await fixture.place());
    await recordHold(ledger.db, hold("31", { lockedAt: new Date(NOW.getTime() - BOOK_CLAIMS_KEPT_MS - 1).toISOString() }));
    await recordHold(ledger.db, hold("32"));
    await forgetOldBookClaims(ledger.db, NOW);
    expect(await bookClaimOfHold(ledger.db, "31")).toBeUndefined();
    expect(await bookClaimOfHold(ledger.db, "32")).toBeDefined();
  });
});

sayWhenNoPostgres();
