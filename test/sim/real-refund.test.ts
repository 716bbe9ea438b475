import { describe, expect, it } from "vitest";
import { SIM_FIXTURES as F } from "../../src/sim/fixtures.js";
import { startSimulator, type SimOptions, type Simulator } from "../../src/sim/server.js";
import { call, CREDENTIAL, CREDS, FIXED_NOW, manualClock, ok } from "./helpers.js";

/**
 * The real profile's decimal penalty rule: STRICT (classes M and V) is 32.5 / 50 / 72.5 / 90 %.
 * The six-passenger fixture flies class M, 30 days out.
 */
const { pnr, tickets } = F.sixPassengers;
const [first, second] = tickets;

const penalty = (sim: Simulator, ...numbers: string[]) =>
  ok(call(sim, "GetPenalty", { ...CREDENTIAL, Pnr: pnr, SegmentList: numbers.map((TicketNumber) => ({ TicketNumber })) }));
const refund = (sim: Simulator, segments: Array<[string, number]>) =>
  call(sim, "DoRefund", {
    ...CREDENTIAL,
    Pnr: pnr,
    SegmentList: segments.map(([TicketNumber, PenaltyAmountThatPassengerShouldPay]) => ({ TicketNumber, PenaltyAmountThatPassengerShouldPay })),
    Reason: 1,
  });

async function withSim<T>(opts: SimOptions, fn: (sim: Simulator) => Promise<T>): Promise<T> {
  const sim = await startSimulator({ now: () => FIXED_NOW, eventDelaySeconds: 0, ...opts });
  try {
    return await fn(sim);
  } finally {
    await sim.close();
  }
}

describe("real profile: decimal penalty percents", () => {
  it("quotes 32.5 % where strict quotes 30 %, on the same fare, rounded as usual", async () => {
    const strictQuote = await withSim({ profile: "strict" }, (sim) => penalty(sim, first!));
    const realQuote = await withSim({}, (sim) => penalty(sim, first!));
    const [s] = strictQuote.PassengerList;
    const [r] = realQuote.PassengerList;
    expect(s.PenaltyPercent).toBe(30);
    expect(r.PenaltyPercent).toBe(32.5);
    expect(r.Payable).toBe(s.Payable);
    expect(r.PenaltyAmountThatPassengerShouldPay).toBe(Math.round(r.Payable * 0.325));
    expect(r.AmountThatShouldPayBackToPassenger).toBe(r.Payable - r.PenaltyAmountThatPassengerShouldPay);
    expect(r.CalculationAuditLog).toContain("32.5%");
  });

  it("rounds a decimal percent to the cent in two-decimal currencies", async () => {
    const [p] = (await withSim({ currency: "USD" }, (sim) => penalty(sim, first!))).PassengerList;
    const cents = Math.round(p.Payable * 100);
    expect(p.PenaltyAmountThatPassengerShouldPay).toBe(Math.round(cents * 0.325) / 100);
  });

  it("follows the decimal brackets as departure nears", async () => {
    const clock = manualClock(FIXED_NOW);
    await withSim({ now: clock.now }, async (sim) => {
      const flightDate = (await ok(call(sim, "GetHistory", { ...CREDS, Pnr: pnr }))).LastState.PassengerList[0].SegmentList[0].FlightDate;
      // THR local time is UTC+03:30.
      const departure = Date.parse(`${flightDate.replace(" ", "T")}:00+03:30`);
      const percents: number[] = [];
      for (const hoursBefore of [100, 48, 10, 1, -2]) {
        clock.set(new Date(departure - hoursBefore * 3_600_000));
        percents.push((await penalty(sim, first!)).PassengerList[0].PenaltyPercent);
      }
      expect(percents).toEqual([32.5, 50, 72.5, 90, 90]);
    });
  });

  it("refunds with exactly the quoted amount only, and records the decimal percent", async () => {
    await withSim({}, async (sim) => {
      const [a, b] = (await penalty(sim, first!, second!)).PassengerList;
      for (const off of [1, -1, 0.5]) {
        const wrong = await refund(sim, [[first!, a.PenaltyAmountThatPassengerShouldPay + off], [second!, b.PenaltyAmountThatPassengerShouldPay]]);
        expect([200, 400, 500]).toContain(wrong.status);
        expect(wrong.json.ExceptionType).toBe("Error1009-PenaltyMismatchException");
      }
      // 30 % of the fare, the strict amount, is refused too.
      const strictAmount = await refund(sim, [[first!, Math.round(a.Payable * 0.3)]]);
      expect(strictAmount.json.ExceptionType).toBe("Error1009-PenaltyMismatchException");

      const done = await refund(sim, [[first!, a.PenaltyAmountThatPassengerShouldPay], [second!, b.PenaltyAmountThatPassengerShouldPay]]);
      expect(done.status).toBe(200);
      expect(done.json.ExceptionType).toBeUndefined();
      expect(done.json.TrackingCode ?? null).toBeNull();

      const cancelled = (await ok(call(sim, "GetHistory", { ...CREDS, Pnr: pnr }))).History_Cancelation.HistoryList;
      const mine = cancelled.filter((c: any) => c.TicketNumber === first || c.TicketNumber === second);
      expect(mine.map((c: any) => [c.PenaltyPercent, c.PenaltyAmount])).toEqual([
        [32.5, a.PenaltyAmountThatPassengerShouldPay],
        [32.5, b.PenaltyAmountThatPassengerShouldPay],
      ]);
      const events = (await ok(call(sim, "B2BGetEvents", { ...CREDS, FromDatetime: "2031-03-10 00:00:00", ToDatetime: "2031-03-11 00:00:00", EventTypeList: ["CharterFlight.BookingSegmentCancelledV1"] }))).EventList;
      const recorded = events.flatMap((e: any) => e.Data.Passengers).find((p: any) => p.TicketNumber === first);
      expect(recorded).toMatchObject({ PenaltyPolicyPercent: 32.5, PenaltyAmountThatPassengerShouldPay: a.PenaltyAmountThatPassengerShouldPay });
    });
  });
});
