import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { bookClaimOfHold, openHolds } from "../../src/ledger/book-claims.js";
import { sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";
import { ledgerStack, storedAudit, storedFlow, type LedgerStack } from "../support/ledger-stack.js";
import { letInStaff } from "../support/refund-steps.js";
import { upcoming } from "../support/steps.js";
import { bookUpToSummary, fareWithSeats, iranian } from "../support/book-steps.js";

const AGENT: TgUserSpec = { id: 7501, first_name: "Nasrin", language_code: "en" };
const THR_MHD = { origin: "THR", destination: "MHD" };
/** Shorter than the supplier's 10-minute hold, so that a flow can end before its hold expires. */
const FLOW_TIMEOUT_MS = 120_000;

/**
 * Seats a /book flow left held when it ended without giving them back (it waited past its
 * timeout, failed, or its process died): the leader gives them back (ReleaseLock), each once in
 * the audit, on each database.
 */
describe.each(TEST_DATABASES)("holds left behind by a booking flow, on $name", (database) => {
  let stack: LedgerStack;
  let ahead = 0;
  beforeAll(async () => {
    stack = await ledgerStack(database, "book_holds", { now: () => new Date(Date.now() + ahead), flowTimeoutMs: FLOW_TIMEOUT_MS, bookSweepMs: 100 });
    await letInStaff(stack.s, [{ user: AGENT, role: "agent" }]);
  });
  afterAll(() => stack?.stop());

  /** A hold the agent walks away from at its summary, then the bot's clock moved by `jumpMs`: the hold, given back once, and why. */
  async function walkAway(dayOffset: number, jumpMs: number): Promise<{ releases: number; why: unknown[] }> {
    const { s, ledger } = stack;
    await bookUpToSummary(s, AGENT, await fareWithSeats(s, THR_MHD, 1, { dayOffset }), { party: "1" }, [iranian("Babak")]);
    const [held] = await openHolds(ledger.db, AGENT.id);
    // The step of the summary is saved just after it is sent: the clock moves only once it is.
    await expect.poll(() => storedFlow(stack, AGENT.id)).toContain("Seats held");
    const before = s.sim.calls().ReleaseLock;
    const closed = upcoming(s, AGENT.id, (m) => /waited too long and was closed/.test(m.text));
    ahead += jumpMs;
    await closed;
    await expect.poll(async () => (await bookClaimOfHold(ledger.db, held!.hold))?.state).toBe("released");
    await expect.poll(async () => (await storedAudit(stack)).filter((e) => e.action === "book.release" && e["hold"] === held!.hold).length).toBe(1);
    // Later looks find nothing more to give back.
    const marker = s.sim.calls().SearchByRouteAndDate;
    await fareWithSeats(s, THR_MHD, 1, { dayOffset });
    expect(s.sim.calls().SearchByRouteAndDate).toBeGreaterThan(marker);
    const entries = (await storedAudit(stack)).filter((e) => e.action === "book.release" && e["hold"] === held!.hold);
    return { releases: s.sim.calls().ReleaseLock - before, why: entries.map((e) => [e.userId, e["why"]]) };
  }

  it("gives back the seats of a flow that waited past its timeout, before its hold expired", async () => {
    const { releases, why } = await walkAway(41, FLOW_TIMEOUT_MS + 60_000);
    expect(releases).toBe(1);
    expect(why).toEqual([[0, "abandoned"]]);
  });

  it("gives back the seats of a hold whose lock expired on the bot's clock", async () => {
    const { releases, why } = await walkAway(42, 11 * 60_000);
    expect(releases).toBe(1);
    expect(why).toEqual([[0, "expired"]]);
  });
});

sayWhenNoPostgres();
