import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { formatUtcDateTime } from "../../src/domain/datetime.js";
import { silentLogger } from "../../src/logger.js";
import { SupplierClient } from "../../src/supplier/client.js";
import { isFlightBookedEvent, type FlightBookedEvent } from "../../src/supplier/schemas/events.js";
import { ADMIN, startStack, type Stack } from "../support/stack.js";
import { ask, upcoming } from "../support/steps.js";
import { expectEachOnce, pnrCounts } from "../support/alert-steps.js";

const DAY_MS = 24 * 60 * 60 * 1000;
const startOfUtcDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

/** Every FlightBookedV2 of the feed in [from, now], read in windows small enough for one page each. */
async function bookedEvents(s: Stack, fromMs: number): Promise<FlightBookedEvent[]> {
  const supplier = new SupplierClient({ ...s.config.supplier, logger: silentLogger() });
  const events: FlightBookedEvent[] = [];
  for (let at = fromMs; at < Date.now(); at += 3 * 60 * 60 * 1000) {
    const to = Math.min(at + 3 * 60 * 60 * 1000 - 1000, Date.now());
    const page = await supplier.getEvents("b2b", { from: new Date(at), to: new Date(to), types: ["FederatedFlight.FlightBookedV2"] });
    expect(page.events.length).toBeLessThan(5000);
    events.push(...page.events.filter(isFlightBookedEvent));
  }
  await supplier.close();
  return events;
}

/** The flights of a booking event as "QB1280", each leg. */
const flightsOf = (e: FlightBookedEvent): string[] =>
  [...e.Data.DepartureFlightDetail, ...(e.Data.ReturningFlightDetail ?? [])].map((d) => {
    const flight = (d.Charter ?? d.Webservice) as { AirlineIataCode: string; FlightNumber: string };
    return `${flight.AirlineIataCode}${flight.FlightNumber}`;
  });

describe("the event poller", () => {
  it("reads 12,000 events of one day page by page when an operator backfills, each alert once", async () => {
    const s = await startStack({ sim: { eventDelaySeconds: 0, bulkEvents: 12_000 } });
    try {
      await ask(s.tg, ADMIN, "/start");
      expect((await ask(s.tg, ADMIN, "/subscribe bookings flight=QB1280")).text).toMatch(/Subscribed: Bookings · airline QB · flight 1280/);
      const yesterday = startOfUtcDay(Date.now()) - DAY_MS;
      const expected = (await bookedEvents(s, yesterday)).filter((e) => flightsOf(e).includes("QB1280")).map((e) => e.Data.Pnr);
      expect(expected.length).toBeGreaterThan(40);
      s.sim.resetCalls();

      // The operator sets EVENTS_START and turns the feed on, then restarts FlightDesk.
      await s.restart(async () => {
        s.config.events = { ...s.config.events, source: "b2b", pollSeconds: 1, start: new Date(yesterday) };
      });
      // The day's pages are read before its alerts come: each read is progress.
      await expectEachOnce(s.tg, ADMIN.id, expected, 30_000, () => s.sim.calls().B2BGetEvents);
      expect(s.sim.calls().B2BGetEvents).toBeGreaterThanOrEqual(3);
      const status = await ask(s.tg, ADMIN, "/poller");
      expect(status.text).toMatch(/Events read up to \d{1,2} [A-Z][a-z]{2} \d{4} \d\d:\d\d · lag (\d+ (s|min)|\d+h( \d+m)?)\n/);
      expect(status.text).toMatch(/Outbox: 0 alerts/);

      // A restart with the same EVENTS_START does not read the day again.
      s.sim.resetCalls();
      await s.restart();
      await expect.poll(() => s.sim.calls().B2BGetEvents, { timeout: 8000 }).toBeGreaterThanOrEqual(2);
      // Two polls of one short page each: the day is not read again.
      expect(s.sim.calls().B2BGetEvents).toBeLessThan(4);
      expect([...pnrCounts(s.tg, ADMIN.id, expected).values()].every((n) => n === 1)).toBe(true);
    } finally {
      await s.stop();
    }
    // A backstop only: the wait above fails once 30 s pass without a new alert (a page read and
    // committed takes seconds on a busy machine), however long the whole day takes.
  }, 180_000);

  describe("on a live feed", () => {
    let s: Stack;
    /** How far the simulator's clock is behind: a sale made "then" shows up in the feed only now. */
    let simLagMs = 0;
    const saleMinutesAgo = (minutes: number) => {
      simLagMs = minutes * 60_000;
      try {
        return s.sim.createBooking();
      } finally {
        simLagMs = 0;
      }
    };

    beforeAll(async () => {
      s = await startStack({
        env: { EVENTS_SOURCE: "b2b", EVENTS_POLL_SECONDS: "1", EVENTS_START: formatUtcDateTime(new Date(Date.now() - 60 * 60_000)) },
        sim: { eventDelaySeconds: 0, now: () => new Date(Date.now() - simLagMs) },
      });
      await ask(s.tg, ADMIN, "/start");
      await ask(s.tg, ADMIN, "/subscribe bookings");
    });
    afterAll(async () => {
      await s?.stop();
    });
    afterEach(() => {
      s.sim.clearFaults();
    });

    it("catches events that appear late, within the overlap window; later ones are beyond it", async () => {
      const onTime = s.sim.createBooking();
      await expectEachOnce(s.tg, ADMIN.id, [onTime.pnr], 8000);
      const late = saleMinutesAgo(3);
      const later = saleMinutesAgo(25);
      const tooLate = saleMinutesAgo(40);
      await expectEachOnce(s.tg, ADMIN.id, [late.pnr, later.pnr], 8000);
      // Polls start 30 minutes (EVENTS_OVERLAP_MINUTES) before the cursor, the newest event read:
      // an event that shows up 40 minutes behind it is never asked for.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(pnrCounts(s.tg, ADMIN.id, [tooLate.pnr]).get(tooLate.pnr)).toBe(0);
    });

    it("keeps serving chats while the supplier is down or answers garbage, and catches up by itself", async () => {
      s.sim.setFaults([{ operation: "B2BGetEvents", status: 503 }]);
      const during = s.sim.createBooking();
      await expect.poll(async () => (await ask(s.tg, ADMIN, "/poller")).text, { timeout: 8000, interval: 500 }).toMatch(/Failing: [2-9] polls in a row.*HTTP 503/);
      s.sim.setFaults([{ operation: "B2BGetEvents", malformedJson: true }]);
      await expect.poll(async () => (await ask(s.tg, ADMIN, "/poller")).text, { timeout: 10_000, interval: 500 }).toMatch(/Failing: .*not JSON|could not be read/i);
      expect((await ask(s.tg, ADMIN, "/subscriptions")).text).toMatch(/1\. Bookings/);
      expect(pnrCounts(s.tg, ADMIN.id, [during.pnr]).get(during.pnr)).toBe(0);

      s.sim.clearFaults();
      await expectEachOnce(s.tg, ADMIN.id, [during.pnr], 15_000);
      const status = await ask(s.tg, ADMIN, "/poller");
      expect(status.text).toMatch(/Errors: none/);
      expect(status.text).toMatch(/Last error, now recovered/);
    });

    it("skips an event of unexpected shape without stopping, and takes it when it comes back well-formed", async () => {
      s.sim.setFaults([{ operation: "B2BGetEvents", wrongShape: true, times: 1 }]);
      const sale = s.sim.createBooking();
      await expectEachOnce(s.tg, ADMIN.id, [sale.pnr], 8000);
      // The log names the event skipped (its Id and type, what did not fit), never its data.
      const skipped = s.logs.find((line) => line.includes("skipped events that do not fit their schema") && line.includes(`"id":${sale.eventId},`));
      expect(skipped).toMatch(/"type":"FederatedFlight\.FlightBookedV[23]","error":"Id: /);
      expect(skipped).not.toContain(sale.pnr);
      expect((await ask(s.tg, ADMIN, "/poller")).text).toMatch(/Events skipped because their shape was unexpected: \d+/);
    });
  });
});

describe("/poller and the supplier account", () => {
  it("checks the account on the spot, and does not keep an admin waiting for a supplier that hangs", async () => {
    const s = await startStack({ env: { EVENTS_SOURCE: "b2b" } });
    try {
      await ask(s.tg, ADMIN, "/start");
      const checks = s.sim.calls().GetStatus;
      expect((await ask(s.tg, ADMIN, "/poller")).text).toMatch(/^Supplier account: accepted \(checked \d{1,2} [A-Z][a-z]{2} \d{4} \d\d:\d\d\)$/m);
      expect(s.sim.calls().GetStatus).toBe(checks + 1);
      s.sim.setFaults([{ operation: "GetStatus", hang: true }]);
      const started = Date.now();
      const reply = await ask(s.tg, ADMIN, "/poller");
      // The last known state, after a bounded wait (3 s) rather than the supplier's timeouts and retries.
      expect(Date.now() - started).toBeLessThan(4500);
      expect(reply.text).toMatch(/^Supplier account: accepted/m);
    } finally {
      s.sim.clearFaults();
      await s.stop();
    }
  });

  it("reads the supplier's words about the impossible reference at 500 as accepted, and only a refusal tells the admins", async () => {
    const s = await startStack({ env: { EVENTS_SOURCE: "b2b" } });
    try {
      await ask(s.tg, ADMIN, "/start");
      s.sim.setFaults([{ operation: "GetStatus", errorStatus: 500 }]);
      expect((await ask(s.tg, ADMIN, "/poller")).text).toMatch(/^Supplier account: accepted \(checked /m);
      s.sim.setFaults([{ operation: "GetStatus", exception: "Authorization has been denied for this request.", errorStatus: 403, errorBody: "framework" }]);
      // The admin is told in private, and /poller says it: two messages in either order.
      const notice = upcoming(s, ADMIN.id, (m) => m.text.startsWith("⛔ The supplier refuses the bot's service account."));
      const poller = upcoming(s, ADMIN.id, (m) => m.text.includes("Supplier account REFUSED"));
      void ask(s.tg, ADMIN, "/poller");
      expect((await poller).text).toMatch(/^⛔ Supplier account REFUSED: Authorization has been denied for this request\./m);
      expect((await notice).text).toContain("Authorization has been denied for this request.");
    } finally {
      s.sim.clearFaults();
      await s.stop();
    }
  });
});
