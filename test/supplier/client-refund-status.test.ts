import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIM_FIXTURES as F } from "../../src/sim/fixtures.js";
import { startSimulator, type Simulator } from "../../src/sim/server.js";
import type { SupplierClient } from "../../src/supplier/client.js";
import { SupplierError } from "../../src/supplier/errors.js";
import { refundOutcome } from "../../src/supplier/schemas/refund.js";
import { LogCapture } from "../support/log-capture.js";
import { SIM_ACCOUNT, failure, makeClient } from "../support/supplier.js";
import { manualClock } from "../sim/helpers.js";

/** Refund GetStatus against the simulator over HTTP: a refund for the flight expert, followed to its outcome. */

const DECISION_SECONDS = 600;
const clock = manualClock(new Date());
let sim: Simulator;
let client: SupplierClient;
const log = new LogCapture();

beforeAll(async () => {
  sim = await startSimulator({ ...SIM_ACCOUNT, now: clock.now, refundDecisionSeconds: DECISION_SECONDS });
  client = makeClient(sim.url, log.logger);
});
afterAll(async () => {
  await client.close();
  await sim.close();
});

async function scheduleChangeRefund(pnr: string, ticket: string): Promise<string> {
  const { TrackingCode } = await client.doRefund({ pnr, segments: [{ ticketNumber: ticket, penalty: 0 }], reason: 2, remarks: null });
  expect(TrackingCode).toEqual(expect.any(String));
  return TrackingCode!;
}

describe("getRefundStatus", () => {
  it("is Pending until the flight expert decides, then Confirmed with the refunded amount", async () => {
    const code = await scheduleChangeRefund(F.thirdParty.pnr, F.thirdParty.tickets[0]);
    expect(sim.decideRefund(code, "Confirmed")).toBe(true);
    const pending = await client.getRefundStatus(code);
    expect(pending).toMatchObject({ TrackingCode: code, Status: "Pending", RefundedAmount: null });
    expect(refundOutcome(pending.Status)).toBe("pending");

    clock.advance(DECISION_SECONDS * 1000);
    const confirmed = await client.getRefundStatus(code);
    expect(refundOutcome(confirmed.Status)).toBe("confirmed");
    expect(confirmed.RefundedAmount).toEqual(expect.any(Number));
    expect(confirmed.RefundedAmount).toBeGreaterThan(0);
  });

  it("reads a rejection with its remarks and no amount", async () => {
    const code = await scheduleChangeRefund(F.oneWayRefundable.pnr, F.oneWayRefundable.tickets[1]);
    sim.decideRefund(code, "Rejected");
    clock.advance(DECISION_SECONDS * 1000);
    const rejected = await client.getRefundStatus(code);
    expect(refundOutcome(rejected.Status)).toBe("rejected");
    expect(rejected.RefundedAmount).toBeNull();
    expect(rejected.Remarks).toContain(F.oneWayRefundable.pnr);
  });

  it("undoes a rejected refund: the ticket is in the booking's latest state again and can be refunded again, once", async () => {
    const { pnr, tickets } = F.oneWayRefundable;
    const ticket = tickets[0];
    const inLastState = async () => (await client.getHistory(pnr)).LastState.PassengerList.some((p) => p.SegmentList.some((s) => s.LocalTicketNumber === ticket));
    const code = await scheduleChangeRefund(pnr, ticket);
    sim.decideRefund(code, "Rejected");
    expect(await inLastState()).toBe(false);
    clock.advance(DECISION_SECONDS * 1000);
    expect(await inLastState()).toBe(true);
    expect((await client.getHistory(pnr)).History_Cancelation.HistoryList.some((c) => c.TicketNumber === ticket)).toBe(false);
    // Decided for good: a late decision does not change it back.
    sim.decideRefund(code, "Confirmed");
    expect(refundOutcome((await client.getRefundStatus(code)).Status)).toBe("rejected");
    const again = await scheduleChangeRefund(pnr, ticket);
    expect(again).not.toBe(code);
    expect(await inLastState()).toBe(false);
    const twice = await failure(client.doRefund({ pnr, segments: [{ ticketNumber: ticket, penalty: 0 }], reason: 2, remarks: null }));
    expect(twice).toMatchObject({ name: "SupplierError", kind: "TicketNotFound" });
  });

  it("gives a no-show refund a tracking code too", async () => {
    const [quote] = (await client.getPenalty(F.departed.pnr, [...F.departed.tickets])).PassengerList;
    const { TrackingCode } = await client.doRefund({
      pnr: F.departed.pnr,
      segments: [{ ticketNumber: F.departed.tickets[0], penalty: quote!.PenaltyAmountThatPassengerShouldPay }],
      reason: 1,
      remarks: null,
    });
    expect(refundOutcome((await client.getRefundStatus(TrackingCode!)).Status)).toBe("pending");
  });

  it("makes an unknown tracking code a supplier Exception", async () => {
    const err = await failure(client.getRefundStatus("00000000-0000-4000-8000-000000000000"));
    expect(err).toBeInstanceOf(SupplierError);
    expect(err).toMatchObject({ operation: "RefundGetStatus", kind: "Exception", outcomeUnknown: false });
  });

  it("makes an answer without a readable Status a SchemaError naming it", async () => {
    const code = await scheduleChangeRefund(F.roundTrip.pnr, F.roundTrip.passenger2Return);
    sim.setFaults([{ operation: "RefundGetStatus", wrongShape: true, times: 1 }]);
    expect(await failure(client.getRefundStatus(code))).toMatchObject({ name: "SchemaError", path: "Status" });
  });
});
