import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, startStack, type Stack } from "../support/stack.js";
import { ask, upcoming } from "../support/steps.js";

/**
 * Pace alerts from the event feed itself: the simulator (with its sales history) refunds five
 * tickets of one flight at once through its control API; the poller reads the five
 * cancellations and, in the page's transaction, tells a chat subscribed to pace of the spike.
 */
describe("pace alerts from the feed", () => {
  let s: Stack;
  beforeAll(async () => {
    s = await startStack({ env: { EVENTS_SOURCE: "b2b", EVENTS_POLL_SECONDS: "1", PACE_CANCEL_SPIKE: "5" }, sim: { eventDelaySeconds: 0, salesHistoryDays: 10 }, paceTickMs: 200 });
  }, 30_000);
  afterAll(() => s?.stop());

  it("tells a burst of cancellations on one flight as a spike, from the page that brings them", async () => {
    expect((await ask(s.tg, ADMIN, "/subscribe pace")).text).toContain("Subscribed: Pace (revenue)");
    const burst = s.sim.cancelBurst({ count: 5 });
    const flight = `${burst.flight.slice(0, 2)} ${burst.flight.slice(2)}`;
    const spike = await upcoming(s, ADMIN.id, (m) => m.text.includes("5 cancellations within an hour"), 20_000);
    const text = spike.text.replace(/[\u2066-\u2069]/g, "");
    expect(text).toContain(flight);
    expect(text).toContain(burst.route.replace("-", " → "));
  }, 60_000);
});
