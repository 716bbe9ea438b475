import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIM_FIXTURES as F } from "../../src/sim/fixtures.js";
import { startSimulator, type Simulator } from "../../src/sim/server.js";
import { call, CREDENTIAL, CREDS, manualClock, ok } from "./helpers.js";

const tickets = (...numbers: string[]) => numbers.map((TicketNumber) => ({ TicketNumber }));
const penalty = (sim: Simulator, Pnr: string, ...numbers: string[]) => call(sim, "GetPenalty", { ...CREDENTIAL, Pnr, SegmentList: tickets(...numbers) });
const refund = (sim: Simulator, Pnr: string, segments: Array<[string, number]>, Reason = 1) =>
  call(sim, "DoRefund", {
    ...CREDENTIAL,
    Pnr,
    SegmentList: segments.map(([TicketNumber, PenaltyAmountThatPassengerShouldPay]) => ({ TicketNumber, PenaltyAmountThatPassengerShouldPay })),
    Remarks: null,
    ETicketFileContent: null,
    ETicketFileName: null,
    Reason,
  });

describe("GetPenalty and DoRefund", () => {
  let sim: Simulator;
  beforeAll(async () => {
    sim = await startSimulator({ profile: "strict" });
  });
  afterAll(async () => {
    await sim.close();
  });

  it("quotes a one-way refundable booking and refunds it with the exact amounts, once", async () => {
    const { pnr, tickets: [first, second] } = F.oneWayRefundable;
    const quote = await ok(penalty(sim, pnr, first, second));
    expect(quote.IsNoShow).toBe(false);
    expect(quote.PassengerList).toHaveLength(2);
    for (const p of quote.PassengerList) {
      expect(p).toMatchObject({ AgeType: "Adult", BookingCode: F.oneWayRefundable.bookingCode, PenaltyPercent: 10 });
      expect(p.PenaltyAmountThatPassengerShouldPay).toBe(Math.round(p.Payable * 0.1));
      expect(p.AmountThatShouldPayBackToPassenger).toBe(p.Payable - p.PenaltyAmountThatPassengerShouldPay);
      expect(p.OppositeFlightOnewayAndRoundtripPayableDifference).toBe(0);
      expect(p.CalculationAuditLog).toContain("10%");
    }
    const [a, b] = quote.PassengerList;

    const wrong = await refund(sim, pnr, [[first, a.PenaltyAmountThatPassengerShouldPay + 1], [second, b.PenaltyAmountThatPassengerShouldPay]]);
    expect(wrong.status).toBe(400);
    expect(wrong.json.ExceptionType).toBe("Error1009-PenaltyMismatchException");
    // Nothing was refunded by the refused call.
    expect((await ok(penalty(sim, pnr, first))).PassengerList).toHaveLength(1);

    const done = await ok(refund(sim, pnr, [[first, a.PenaltyAmountThatPassengerShouldPay], [second, b.PenaltyAmountThatPassengerShouldPay]]));
    expect(done).toEqual({ TrackingCode: null });

    const again = await refund(sim, pnr, [[first, a.PenaltyAmountThatPassengerShouldPay]]);
    expect(again.json.ExceptionType).toBe("Error1017-TicketNumberNotFound");
    expect((await penalty(sim, pnr, second)).json.ExceptionType).toBe("Error1017-TicketNumberNotFound");

    const history = await ok(call(sim, "GetHistory", { ...CREDS, Pnr: pnr }));
    const cancelled = history.History_Cancelation.HistoryList.map((c: any) => [c.TicketNumber, c.PenaltyAmount, c.Reason]);
    expect(cancelled).toEqual([
      [first, a.PenaltyAmountThatPassengerShouldPay, 1],
      [second, b.PenaltyAmountThatPassengerShouldPay, 1],
    ]);
    expect(history.LastState.PassengerList.every((p: any) => p.SegmentList.length === 0)).toBe(true);
    expect(history.History_InitialBooking.PassengerList.every((p: any) => p.SegmentList.length === 1)).toBe(true);
  });

  it("answers Error1008 for a fare without a defined penalty, and refunds it for a schedule change with a GUID", async () => {
    const { pnr, tickets: [ticket] } = F.noPenalty;
    const quoted = await penalty(sim, pnr, ticket);
    expect(quoted.status).toBe(400);
    expect(quoted.json.ExceptionType).toBe("Error1008-PenaltyIsNotDefinedException");
    expect((await refund(sim, pnr, [[ticket, 0]])).json.ExceptionType).toBe("Error1008-PenaltyIsNotDefinedException");
    expect((await refund(sim, pnr, [[ticket, 5]], 2)).json.ExceptionType).toBe("Error1009-PenaltyMismatchException");
    const done = await ok(refund(sim, pnr, [[ticket, 0]], 2));
    expect(done.TrackingCode).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it("answers Error1017 for a refunded or unknown ticket, and Exception for an unknown PNR or reason", async () => {
    const { pnr, refundedTicket, activeTicket } = F.partlyRefunded;
    expect((await penalty(sim, pnr, refundedTicket)).json.ExceptionType).toBe("Error1017-TicketNumberNotFound");
    expect((await penalty(sim, pnr, F.unknownTicket)).json.ExceptionType).toBe("Error1017-TicketNumberNotFound");
    expect((await ok(penalty(sim, pnr, activeTicket))).PassengerList[0].TicketNumber).toBe(activeTicket);
    const unknown = await penalty(sim, F.unknownPnr, activeTicket);
    expect(unknown.json).toMatchObject({ ExceptionType: "Exception" });
    expect(unknown.json.ErrorMessage).toContain(F.unknownPnr);
    expect((await refund(sim, pnr, [[activeTicket, 0]], 3)).json.ErrorMessage).toMatch(/Reason/);
  });

  it("shows the two round-trip differences on the round-trip fixture", async () => {
    const rt = F.roundTrip;
    const quote = await ok(penalty(sim, rt.pnr, rt.passenger1Outbound, rt.passenger2Return));
    const [outbound, back] = quote.PassengerList;
    expect(outbound.OppositeFlightOnewayAndRoundtripPayableDifference).toBeGreaterThan(0);
    expect(outbound.CurrentFlightOnewayAndRoundtripPayableDifference).toBe(0);
    expect(outbound.AmountThatShouldPayBackToPassenger).toBe(
      outbound.Payable - outbound.PenaltyAmountThatPassengerShouldPay - outbound.OppositeFlightOnewayAndRoundtripPayableDifference,
    );
    expect(back.CurrentFlightOnewayAndRoundtripPayableDifference).toBeGreaterThan(0);
    expect(back.OppositeFlightOnewayAndRoundtripPayableDifference).toBe(0);
    expect(back.AmountThatShouldPayBackToPassenger).toBe(
      back.Payable - back.PenaltyAmountThatPassengerShouldPay + back.CurrentFlightOnewayAndRoundtripPayableDifference,
    );
    // Both legs of one passenger at once: the discount taken back is given back at once.
    const both = await ok(penalty(sim, rt.pnr, rt.passenger1Outbound, rt.passenger1Return));
    expect(both.PassengerList[0].OppositeFlightOnewayAndRoundtripPayableDifference).toBe(
      both.PassengerList[1].CurrentFlightOnewayAndRoundtripPayableDifference,
    );
  });

  it("charges the no-show rate for a departed flight", async () => {
    const quote = await ok(penalty(sim, F.departed.pnr, ...F.departed.tickets));
    expect(quote.IsNoShow).toBe(true);
    expect(quote.PassengerList[0].PenaltyPercent).toBe(80);
  });

  it("refuses the public account and wrong credentials without echoing the password", async () => {
    const publicCall = await call(sim, "GetPenalty", { Credential: { Username: "public", Password: "x" }, Pnr: F.departed.pnr, SegmentList: tickets(...F.departed.tickets) });
    expect(publicCall.json.ExceptionType).toBe("Exception");
    const secret = "0123456789abcdef0123456789abcdef";
    const wrong = await call(sim, "DoRefund", { Credential: { Username: "demo", Password: secret }, Pnr: F.departed.pnr, SegmentList: [], Reason: 1 });
    expect(wrong.status).toBe(400);
    expect(wrong.text).not.toContain(secret);
  });
});

describe("penalty brackets follow the clock", () => {
  it("moves from 10 % to 30 %, 50 % and 80 % as departure nears", async () => {
    const clock = manualClock(new Date());
    const sim = await startSimulator({ profile: "strict", now: clock.now });
    try {
      const { pnr, tickets: [ticket] } = F.oneWayRefundable;
      const history = await ok(call(sim, "GetHistory", { ...CREDS, Pnr: pnr }));
      // THR local time is UTC+03:30.
      const departure = Date.parse(`${history.LastState.PassengerList[0].SegmentList[0].FlightDate.replace(" ", "T")}:00+03:30`);
      const percentAt = async (hoursBefore: number) => {
        clock.set(new Date(departure - hoursBefore * 3_600_000));
        return (await ok(penalty(sim, pnr, ticket))).PassengerList[0].PenaltyPercent;
      };
      expect([await percentAt(100), await percentAt(48), await percentAt(10), await percentAt(1), await percentAt(-2)]).toEqual([10, 30, 50, 80, 80]);
    } finally {
      await sim.close();
    }
  });
});
