import { describe, expect, it } from "vitest";
import { endTurn, forgetOldTurns, takeTurn, TURN_LEASE_MS } from "../../src/ledger/chat-turns.js";
import { ledgerFixture, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";

const NOW = Date.parse("2026-11-22T12:00:00Z");

describe.each(TEST_DATABASES)("a chat's turn across instances on $name", (database) => {
  const fixture = ledgerFixture(database);

  it("one holder at a time per chat; its own turn is taken again; given back, the next takes it", async () => {
    const ledger = await fixture.open(await fixture.place());
    const together = await Promise.all(Array.from({ length: 10 }, (_, i) => takeTurn(ledger.db, 42, `a ${i}`, NOW)));
    expect(together.filter(Boolean)).toHaveLength(1);
    const holder = `a ${together.indexOf(true)}`;
    expect(await takeTurn(ledger.db, 42, holder, NOW + 10)).toBe(true);
    expect(await takeTurn(ledger.db, 43, "b 1", NOW)).toBe(true);
    await endTurn(ledger.db, 42, "someone else");
    expect(await takeTurn(ledger.db, 42, "b 2", NOW)).toBe(false);
    await endTurn(ledger.db, 42, holder);
    expect(await takeTurn(ledger.db, 42, "b 2", NOW)).toBe(true);
  });

  it("a turn whose instance died ends by itself after the lease, and is pruned after", async () => {
    const ledger = await fixture.open(await fixture.place());
    expect(await takeTurn(ledger.db, 42, "dead 1", NOW)).toBe(true);
    expect(await takeTurn(ledger.db, 42, "live 1", NOW + TURN_LEASE_MS)).toBe(false);
    expect(await takeTurn(ledger.db, 42, "live 1", NOW + TURN_LEASE_MS + 1)).toBe(true);
    expect(await takeTurn(ledger.db, 43, "dead 2", NOW)).toBe(true);
    await forgetOldTurns(ledger.db, NOW + TURN_LEASE_MS + 1);
    expect(await ledger.db.selectFrom("chat_turns").select("holder").execute()).toEqual([{ holder: "live 1" }]);
  });
});

sayWhenNoPostgres();
