import { describe, expect, it } from "vitest";
import { QUOTE_MAX_AGE_MS, lineFromPenalty, quoteIsStale, refundSegments, refundTotals, scheduleChangeLine } from "../../src/domain/refund.js";

const penalty = {
  FirstName: "Ali",
  LastName: "Rezaei",
  TicketNumber: "0962310040001",
  Payable: 1234567.1,
  PenaltyPercent: 10,
  PenaltyAmountThatPassengerShouldPay: 123456.71,
  OppositeFlightOnewayAndRoundtripPayableDifference: 0.1,
  CurrentFlightOnewayAndRoundtripPayableDifference: 0.2,
  AmountThatShouldPayBackToPassenger: 1111110.29,
};

describe("refund arithmetic", () => {
  it("keeps the supplier's figures untouched and sends back exactly its penalty", () => {
    const line = lineFromPenalty(penalty);
    expect(line).toMatchObject({ passenger: "Ali Rezaei", fare: 1234567.1, penalty: 123456.71, refund: 1111110.29, oppositeDifference: 0.1, currentDifference: 0.2 });
    expect(refundSegments([line])).toEqual([{ ticketNumber: "0962310040001", penalty: 123456.71 }]);
    expect(refundSegments([scheduleChangeLine("1", "A", 50)])).toEqual([{ ticketNumber: "1", penalty: 0 }]);
  });

  it("adds amounts exactly, in decimal", () => {
    const lines = [
      { penalty: 0.1, refund: 10.1 },
      { penalty: 0.2, refund: 20.2 },
    ];
    expect(refundTotals(lines)).toEqual({ penalty: 0.3, refund: 30.3 });
    // A schedule change has no quoted refund: the total refund is unknown, the penalty still adds up.
    expect(refundTotals([...lines, { penalty: 0, refund: null }])).toEqual({ penalty: 0.3, refund: null });
  });

  it("calls a quote stale only once it is more than 10 minutes old", () => {
    expect(quoteIsStale(0, QUOTE_MAX_AGE_MS)).toBe(false);
    expect(quoteIsStale(0, QUOTE_MAX_AGE_MS + 1)).toBe(true);
  });
});
