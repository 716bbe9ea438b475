import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { StoredMessage } from "../../src/dev/telegram/emulator.js";
import { bookingSaleOf } from "../../src/ledger/booking-sale.js";
import type { Ledger } from "../../src/ledger/ledger.js";
import { SIM_FIXTURES } from "../../src/sim/fixtures.js";
import { TEST_DATABASES } from "../support/ledger-databases.js";
import { ledgerStack, type LedgerStack } from "../support/ledger-stack.js";
import { ADMIN, type Stack } from "../support/stack.js";
import { upcoming } from "../support/steps.js";

/**
 * /history's agency, seller and sale currency come from the ledger the poller filled from the
 * simulator's feed (EVENTS_START eight days back), never from a feed lookup of their own. The
 * simulator sells in USD while SUPPLIER_CURRENCY stays IRR, so the currency shown tells where it
 * came from. A booking older than the ledger, and a ledger that cannot be read, still get their
 * history, without the sale.
 */

const { partlyRefunded, sixPassengers } = SIM_FIXTURES;
const DAY_MS = 86_400_000;

describe.each(TEST_DATABASES)("/history's sale from the ledger on $name", (database) => {
  let s: Stack;
  let ledger: Ledger;
  let stack: LedgerStack | undefined;
  beforeAll(async () => {
    // partlyRefunded was booked 5 days before today (UTC), sixPassengers 10 days: before the ledger's start.
    const start = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS - 8 * DAY_MS).toISOString().slice(0, 19).replace("T", " ");
    stack = await ledgerStack(database, "history_e2e", {
      sim: { currency: "USD", eventDelaySeconds: 0 },
      // The poller reads once (the backfill) and not again during the test: feed calls then are /history's.
      env: { EVENTS_SOURCE: "b2b", EVENTS_START: start, EVENTS_POLL_SECONDS: "3600" },
    });
    ({ s, ledger } = stack);
    await vi.waitFor(async () => expect(await pollerSucceeded(ledger)).toBe(true), { timeout: 20_000, interval: 200 });
  }, 40_000);
  afterAll(() => stack?.stop());

  /** The first message of a /history answer: its summary. */
  async function summary(pnr: string): Promise<StoredMessage> {
    const page = upcoming(s, ADMIN.id, (m) => m.text.includes("📘"));
    await s.tg.sendText(ADMIN, `/history ${pnr}`);
    return page;
  }

  it("shows the agency, the seller and the sale currency the ledger holds, without asking the feed", async () => {
    const sold = await bookingSaleOf(ledger.db, partlyRefunded.pnr);
    expect(sold).toMatchObject({ agency: expect.any(String), seller: expect.any(String), currency: "USD" });
    const feedCalls = s.sim.calls().B2BGetEvents;
    const lines = (await summary(partlyRefunded.pnr)).text.split("\n");
    expect(lines).toContainEqual(expect.stringMatching(/^💵 Paid [\d,.]+ USD \(fares [\d,.]+ USD, commission [\d,.]+ USD\)$/));
    expect(lines).toContain(`🏢 Agency ${sold!.agency} · seller ${sold!.seller}`);
    expect(s.sim.calls().B2BGetEvents).toBe(feedCalls);
  });

  it("shows a booking older than the ledger without its sale: no agency, amounts in SUPPLIER_CURRENCY, no feed call", async () => {
    expect(await bookingSaleOf(ledger.db, sixPassengers.pnr)).toBeNull();
    const feedCalls = s.sim.calls().B2BGetEvents;
    const page = await summary(sixPassengers.pnr);
    expect(page.text).toContain(`📘 Booking ${sixPassengers.pnr}`);
    expect(page.text).toMatch(/💵 Paid [\d,.]+ IRR/);
    expect(page.text).not.toContain("Agency");
    expect(s.sim.calls().B2BGetEvents).toBe(feedCalls);
  });

  it("shows the history without the sale when the ledger cannot be read, and logs why without the booking's data", async () => {
    const mark = s.logs.length;
    await sql`alter table bookings rename to bookings_away`.execute(ledger.db);
    try {
      const page = await summary(partlyRefunded.pnr);
      expect(page.text).toContain(`📘 Booking ${partlyRefunded.pnr}`);
      expect(page.text).toMatch(/💵 Paid [\d,.]+ IRR/);
      expect(page.text).not.toContain("Agency");
      const names = [...page.text.matchAll(/^\d+\. (\S+) (\S+) · /gm)].flatMap((m) => [m[1]!, m[2]!]);
      const warning = s.logs.slice(mark).filter((line) => line.includes("booking sale not read from the ledger"));
      expect(warning).toHaveLength(1);
      for (const value of [partlyRefunded.pnr, ...names]) expect(warning[0]).not.toContain(value);
    } finally {
      await sql`alter table bookings_away rename to bookings`.execute(ledger.db);
    }
  });
});

/** The poller's first pass (the backfill from EVENTS_START) is in the ledger: its state row (this connection's own mirror would be stale). */
async function pollerSucceeded(ledger: Ledger): Promise<boolean> {
  const row = await ledger.db.selectFrom("poller_state").select("last_success_at").where("id", "=", 1).executeTakeFirst();
  return Boolean(row?.last_success_at);
}
