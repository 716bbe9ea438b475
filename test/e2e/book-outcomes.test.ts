import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { NOT_ISSUED_REASON } from "../../src/sim/sell.js";
import { ADMIN, type Stack } from "../support/stack.js";
import { adminStack, ask, callsDuring, upcoming } from "../support/steps.js";
import { letInStaff } from "../support/refund-steps.js";
import { bookUpToSummary, fareWithSeats, iranian, isIssued, isSummary, issuedIds, pressFirst } from "../support/book-steps.js";

/**
 * What comes of a Book: no answer within its timeout (issued or not, told after GetStatus), a
 * hold that expired before Confirm, and the booking in the ledger from the feed. Book's timeout
 * and the wait before GetStatus are shortened (15 s each in production); the supplier answers
 * late with the simulator's `answerAfterMs`.
 */
const AGENT: TgUserSpec = { id: 7301, first_name: "Dariush", language_code: "en" };
const THR_MHD = { origin: "THR", destination: "MHD" };
const BOOK_TIMEOUT_MS = 1500;
const LATE_MS = 4000;

describe("selling: outcomes of a Book and of a hold", () => {
  let s: Stack;
  /** The bot's clock runs this far ahead of the supplier's. */
  let ahead = 0;
  beforeAll(async () => {
    s = await adminStack({
      env: { EVENTS_SOURCE: "b2b" },
      pollSeconds: 1,
      sim: { eventDelaySeconds: 0 },
      now: () => new Date(Date.now() + ahead),
      bookTimeoutMs: BOOK_TIMEOUT_MS,
      bookStatusWaitMs: 300,
    });
    await letInStaff(s, [{ user: AGENT, role: "agent" }]);
  });
  afterAll(() => s?.stop());

  it("tells a Book that timed out but was issued, from GetStatus, without a second Book; the feed brings it to the ledger", async () => {
    const fare = await fareWithSeats(s, THR_MHD, 1, { dayOffset: 9 });
    const summary = await bookUpToSummary(s, AGENT, fare, { party: "1" }, [iranian("Farhad")]);
    s.sim.setFaults([{ operation: "Book", answerAfterMs: LATE_MS, times: 1 }]);
    let told = "";
    const calls = await callsDuring(s.sim, async () => {
      const unclear = await pressFirst(s, AGENT, summary, (m) => /no clear answer/.test(m.text));
      expect(unclear.text).toContain("nothing will be sent again");
      // The wait before GetStatus as configured (300 ms here), not the interface's 15 s.
      expect(unclear.text).toContain("for its outcome in 1 second and tell you here");
      told = (await upcoming(s, AGENT.id, (m) => /was issued/.test(m.text), 10_000)).text;
    });
    expect(calls.Book).toBe(1);
    expect(calls.GetStatus).toBeGreaterThanOrEqual(1);
    const { pnr, reference } = issuedIds(told);
    expect(told).toContain(`reference ${reference}`);
    expect(pnr).toMatch(/^[A-Z0-9]{5,8}$/);
    expect(told).toMatch(/ticket \d{10,15}/);
    // /status reads the same outcome by the reference; /audit tells what GetStatus said.
    expect((await ask(s.tg, AGENT, `/status ${reference}`)).text).toContain(pnr);
    expect((await ask(s.tg, ADMIN, "/audit bookings")).text).toContain(`GetStatus of the booking ${reference} that Dariush sent`);
    // The feed's FlightBookedV2 of the booking reaches the ledger.
    await expect.poll(async () => (await ask(s.tg, AGENT, `/find ${pnr}`)).text, { timeout: 15_000, interval: 1000 }).toContain("FARHAD");
  });

  it("tells clearly a Book that timed out and was not issued", async () => {
    const fare = await fareWithSeats(s, THR_MHD, 1, { dayOffset: 10 });
    const summary = await bookUpToSummary(s, AGENT, fare, { party: "1" }, [iranian("Hamid")]);
    s.sim.setFaults([{ operation: "Book", notIssued: true, answerAfterMs: LATE_MS, times: 1 }]);
    const calls = await callsDuring(s.sim, async () => {
      await pressFirst(s, AGENT, summary, (m) => /no clear answer/.test(m.text));
      const told = await upcoming(s, AGENT.id, (m) => /was not issued/.test(m.text), 10_000);
      expect(told.text).toContain(NOT_ISSUED_REASON);
      expect(told.text).toContain("Nothing was debited");
    });
    expect(calls.Book).toBe(1);
  });

  it("says a Book is still unknown when GetStatus gives no answer after several tries, and sends no second Book", async () => {
    const fare = await fareWithSeats(s, THR_MHD, 1, { dayOffset: 12 });
    const summary = await bookUpToSummary(s, AGENT, fare, { party: "1" }, [iranian("Jamshid")]);
    s.sim.setFaults([
      { operation: "Book", answerAfterMs: LATE_MS, times: 1 },
      { operation: "GetStatus", status: 503 },
    ]);
    let reference = "";
    try {
      const calls = await callsDuring(s.sim, async () => {
        const unclear = await pressFirst(s, AGENT, summary, (m) => /no clear answer/.test(m.text));
        reference = issuedIds(unclear.text).reference;
        const told = await upcoming(s, AGENT.id, (m) => /still unknown/.test(m.text), 15_000);
        expect(told.text).toContain(`reference ${reference}`);
        expect(told.text).toContain("Nothing will be sent again");
      });
      expect(calls.Book).toBe(1);
      expect(calls.GetStatus).toBeGreaterThanOrEqual(3);
    } finally {
      s.sim.clearFaults();
    }
    // Later, /status reads the outcome by the reference: the bot's own booking, now known.
    const status = await ask(s.tg, AGENT, `/status ${reference}`);
    expect(status.text).toMatch(/✅ Issued\nPNR: [A-Z0-9]{5,8}/);
    expect(status.text).toContain("🎫 Sent with /book by Dariush at ");
    expect((await ask(s.tg, ADMIN, "/audit bookings")).text).toMatch(new RegExp(`GetStatus of the booking ${reference} that Dariush sent .*: ✅ issued`));
  });

  it("offers to hold again a hold that expired before Confirm, and books on the new hold", async () => {
    const fare = await fareWithSeats(s, THR_MHD, 1, { dayOffset: 11 });
    const summary = await bookUpToSummary(s, AGENT, fare, { party: "1" }, [iranian("Babak")]);
    const calls = await callsDuring(s.sim, async () => {
      // Eleven minutes on, the hold of ten has expired.
      ahead = 11 * 60_000;
      try {
        const expired = await pressFirst(s, AGENT, summary, (m) => /⌛ The hold expired/.test(m.text));
        const again = await pressFirst(s, AGENT, expired, isSummary);
        await pressFirst(s, AGENT, again, isIssued);
      } finally {
        ahead = 0;
      }
    });
    expect(calls).toMatchObject({ Lock: 1, Book: 1, ReleaseLock: 1 });
  });
});
