import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIM_FIXTURES } from "../../src/sim/fixtures.js";
import { ADMIN, type Stack } from "../support/stack.js";
import { ask, adminStack } from "../support/steps.js";

const { oneWayRefundable, roundTrip, departed, noPenalty, partlyRefunded, unknownTicket } = SIM_FIXTURES;

describe("/penalty", () => {
  let s: Stack;
  beforeAll(async () => void (s = await adminStack({ env: { DISPLAY_TIMEZONE: "Asia/Dubai" } })));
  afterAll(() => s?.stop());

  it("quotes every open ticket of a booking: payable, percent, penalty, amount back, totals and the time", async () => {
    const before = s.sim.calls();
    const quote = await ask(s.tg, ADMIN, `/penalty ${oneWayRefundable.pnr}`);
    expect(quote.text).toContain(`Penalty quote · ${oneWayRefundable.pnr} (a quote only: nothing is refunded)`);
    expect(quote.text).toMatch(/Quoted at \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Asia\/Dubai\)/);
    const figures = [...quote.text.matchAll(/Fare ([\d,]+) · penalty 10% = ([\d,]+) · back to the passenger ([\d,]+)/g)];
    expect(figures).toHaveLength(2);
    const n = (s: string) => Number(s.replace(/,/g, ""));
    for (const [, fare, penalty, back] of figures) expect(n(penalty!) + n(back!)).toBe(n(fare!));
    const total = /Total: penalty ([\d,]+) · back to the passengers ([\d,]+)/.exec(quote.text);
    expect(n(total![1]!)).toBe(figures.reduce((sum, f) => sum + n(f[2]!), 0));
    expect(quote.text).not.toMatch(/No-show|Round-trip/);
    expect(s.sim.calls().GetPenalty).toBe(before.GetPenalty + 1);
    expect(s.sim.calls().DoRefund).toBe(0);
  });

  it("shows the round-trip differences: taken back on the first leg, given back on the other", async () => {
    const first = await ask(s.tg, ADMIN, `/penalty ${roundTrip.pnr} ${roundTrip.passenger1Outbound}`);
    expect(first.text).toMatch(/↔️ Round-trip discount taken back: [\d,]+ \(already subtracted\)/);
    expect(first.text).not.toContain("given back");
    const other = await ask(s.tg, ADMIN, `/penalty ${roundTrip.pnr} ${roundTrip.passenger2Return}`);
    expect(other.text).toMatch(/↔️ Round-trip discount given back: [\d,]+ \(already added\)/);
    expect(other.text).not.toContain("taken back");
  });

  it("marks a no-show", async () => {
    const quote = await ask(s.tg, ADMIN, `/penalty ${departed.pnr} ${departed.tickets[0]}`);
    expect(quote.text).toContain("⚠️ No-show: the flight has already departed.");
    expect(quote.text).toContain("penalty 80%");
  });

  it("explains Error1008, Error1017 and an unknown booking in words", async () => {
    expect((await ask(s.tg, ADMIN, `/penalty ${noPenalty.pnr}`)).text).toBe(
      `⚠️ No penalty is defined for these tickets: the refund of ${noPenalty.pnr} must be done by phone with the supplier.`,
    );
    for (const ticket of [partlyRefunded.refundedTicket, unknownTicket]) {
      expect((await ask(s.tg, ADMIN, `/penalty ${partlyRefunded.pnr} ${ticket}`)).text).toBe(
        `⚠️ A ticket is not in booking ${partlyRefunded.pnr}, or it is already refunded. Check /history.`,
      );
    }
    expect((await ask(s.tg, ADMIN, `/penalty ${SIM_FIXTURES.unknownPnr}`)).text).toMatch(/The supplier refused: No booking was found/);
  });

  it("answers malformed input without a supplier call", async () => {
    const before = s.sim.calls();
    expect((await ask(s.tg, ADMIN, "/penalty")).text).toContain("Send /penalty PNR");
    expect((await ask(s.tg, ADMIN, "/penalty K7-M2")).text).toMatch(/does not look like a PNR/);
    expect((await ask(s.tg, ADMIN, `/penalty ${oneWayRefundable.pnr} 0962310040001 12ab`)).text).toBe("12ab does not look like a ticket number: 10 to 15 digits.");
    expect(s.sim.calls()).toEqual(before);
  });
});
