import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TgUserSpec } from "../../src/dev/telegram/emulator.js";
import type { Ledger } from "../../src/ledger/ledger.js";
import { SIM_FIXTURES } from "../../src/sim/fixtures.js";
import { TEST_DATABASES } from "../support/ledger-databases.js";
import { ledgerStack, type LedgerStack } from "../support/ledger-stack.js";
import type { Stack } from "../support/stack.js";
import { ask, letIn } from "../support/steps.js";

/**
 * /changed's second source: the feed's BookingFlightSegmentReplacedV1, which the poller keeps in
 * the ledger with its page. A change the simulator makes (sim.changeSchedule) reaches /changed
 * through the poller alone, while ChangedSchedulePassengers fails; once that answers again, a
 * ticket both sources list is shown once.
 */

const { partlyRefunded } = SIM_FIXTURES;
const AGENT: TgUserSpec = { id: 7411, first_name: "Noor", language_code: "en" };
const DAY_MS = 86_400_000;
/** The booking's flight (+7) and the day the airline moves it to (+8), with a day either side. */
const PERIOD = `+${partlyRefunded.dayOffset - 1}..+${partlyRefunded.dayOffset + 2}`;
const FEED_ONLY = "The supplier's list of changes could not be read";

describe.each(TEST_DATABASES)("/changed with the feed's segment replacements on $name", (database) => {
  let s: Stack;
  let ledger: Ledger;
  let stack: LedgerStack | undefined;
  beforeAll(async () => {
    // partlyRefunded was booked 5 days ago: the poller's backfill puts its tickets in the ledger.
    const start = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS - 8 * DAY_MS).toISOString().slice(0, 19).replace("T", " ");
    stack = await ledgerStack(database, "replaced_e2e", { sim: { eventDelaySeconds: 0 }, env: { EVENTS_SOURCE: "b2b", EVENTS_START: start, EVENTS_POLL_SECONDS: "1" } });
    ({ s, ledger } = stack);
    await letIn(s, AGENT, "agent");
    await vi.waitFor(async () => expect(await ledger.db.selectFrom("tickets").select("pnr").where("pnr", "=", partlyRefunded.pnr).execute()).not.toEqual([]), { timeout: 30_000, interval: 250 });
  }, 60_000);
  afterAll(() => stack?.stop());

  // One story in order (see above): the change reaches /changed from the feed alone, then from both sources.
  describe("one schedule change", { shuffle: false }, () => {
    it("shows a change the feed brought while ChangedSchedulePassengers fails, saying the supplier's list could not be read", async () => {
      s.sim.setFaults([
        { operation: "ChangedScheduleCharter", status: 503 },
        { operation: "ChangedScheduleWebservice", status: 503 },
      ]);
      try {
        // Before the change: nothing in the ledger, and the supplier's failure as before.
        expect((await ask(s.tg, AGENT, `/changed ${PERIOD}`)).text).not.toContain(partlyRefunded.pnr);

        expect(s.sim.changeSchedule(partlyRefunded.pnr)).toBe(true);
        await vi.waitFor(async () => expect(await ledger.db.selectFrom("segment_replacements").select("pnr").where("pnr", "=", partlyRefunded.pnr).execute()).toHaveLength(1), { timeout: 15_000, interval: 250 });

        const list = await ask(s.tg, AGENT, `/changed ${PERIOD}`);
        expect(list.text).toContain(FEED_ONLY);
        expect(list.text).toMatch(/Schedule changes/);
        expect(list.text).toMatch(new RegExp(`▫️ ${partlyRefunded.pnr} · ${partlyRefunded.activeTicket} · \\S+`));
        expect(list.text).toMatch(new RegExp(`${partlyRefunded.pnr} · ${partlyRefunded.refundedTicket} · .+ · refunded`));
        expect(list.text).toMatch(/was \d{1,2} \w{3} \d{4} \d\d:\d\d → now \d{1,2} \w{3} \d{4} \d\d:\d\d/);
        expect(s.sim.calls().ChangedScheduleCharter).toBeGreaterThan(0);
      } finally {
        s.sim.clearFaults();
      }
    });

    it("shows a ticket both sources list once, with the supplier's details", async () => {
      const list = await ask(s.tg, AGENT, `/changed ${PERIOD}`);
      expect(list.text).not.toContain(FEED_ONLY);
      const lines = list.text.split("\n");
      expect(lines.filter((l) => l.includes(`${partlyRefunded.pnr} · ${partlyRefunded.activeTicket}`))).toHaveLength(1);
      expect(lines.filter((l) => l.includes(`${partlyRefunded.pnr} · ${partlyRefunded.refundedTicket}`))).toHaveLength(1);
      // The supplier's change type, not the feed's reason: its row won.
      expect(list.text).toMatch(/→ now \d{1,2} \w{3} \d{4} \d\d:\d\d · the date changed/);
    });
  });
});
