/**
 * Refund rules and arithmetic, pure. A quote is a list of lines, one per ticket, holding the
 * supplier's exact numbers: what DoRefund sends back is read from here, never recomputed.
 */
import { sumOfProducts } from "./decimal.js";

/** 1 = the passenger's own reasons (GetPenalty quote); 2 = schedule changed by the airline (penalty 0). */
export type RefundReason = 1 | 2;

/** A quote older than this is taken again before Confirm does anything. */
export const QUOTE_MAX_AGE_MS = 10 * 60_000;

/** What a refund of one ticket costs and returns. */
export interface RefundLine {
  ticketNumber: string;
  passenger: string;
  /** The fare the percentage applies to (GetPenalty Payable), or the sale total for reason 2. */
  fare: number;
  penaltyPercent: number;
  /** Sent back in DoRefund as is: GetPenalty's PenaltyAmountThatPassengerShouldPay, or 0. */
  penalty: number;
  /** Amount back to the passenger; null when the supplier did not quote it (reason 2). */
  refund: number | null;
  /** Round-trip discount taken back (subtracted from the refund); 0 when none. */
  oppositeDifference: number;
  /** Round-trip discount given back (added to the refund); 0 when none. */
  currentDifference: number;
}

export interface RefundQuote {
  reason: RefundReason;
  lines: RefundLine[];
  isNoShow: boolean;
  /** Epoch milliseconds of the quote. */
  takenAtMs: number;
}

/** The GetPenalty passenger fields a line is made of (structural: the supplier schema fits). */
export interface PenaltyFigures {
  FirstName: string;
  LastName: string;
  TicketNumber: string;
  Payable: number;
  PenaltyPercent: number;
  PenaltyAmountThatPassengerShouldPay: number;
  OppositeFlightOnewayAndRoundtripPayableDifference: number;
  CurrentFlightOnewayAndRoundtripPayableDifference: number;
  AmountThatShouldPayBackToPassenger: number;
}

export function lineFromPenalty(p: PenaltyFigures): RefundLine {
  return {
    ticketNumber: p.TicketNumber,
    passenger: `${p.FirstName} ${p.LastName}`.trim(),
    fare: p.Payable,
    penaltyPercent: p.PenaltyPercent,
    penalty: p.PenaltyAmountThatPassengerShouldPay,
    refund: p.AmountThatShouldPayBackToPassenger,
    oppositeDifference: p.OppositeFlightOnewayAndRoundtripPayableDifference,
    currentDifference: p.CurrentFlightOnewayAndRoundtripPayableDifference,
  };
}

/** A schedule change by the airline: no penalty and no GetPenalty call (the interface says so). */
export function scheduleChangeLine(ticketNumber: string, passenger: string, saleTotal: number): RefundLine {
  return { ticketNumber, passenger, fare: saleTotal, penaltyPercent: 0, penalty: 0, refund: null, oppositeDifference: 0, currentDifference: 0 };
}

export function quoteIsStale(takenAtMs: number, nowMs: number): boolean {
  return nowMs - takenAtMs > QUOTE_MAX_AGE_MS;
}

export interface RefundTotals {
  penalty: number;
  /** null when any line has no quoted refund. */
  refund: number | null;
}

/** Exact sums (decimal, not floating point) of the lines' penalties and refunds. */
export function refundTotals(lines: readonly Pick<RefundLine, "penalty" | "refund">[]): RefundTotals {
  const refunds = lines.map((l) => l.refund);
  return {
    penalty: sumOfProducts(lines.map((l) => [l.penalty, 1] as const)),
    refund: refunds.every((r): r is number => r !== null) ? sumOfProducts(refunds.map((r) => [r, 1] as const)) : null,
  };
}

/** What DoRefund carries per ticket: the quoted penalty, untouched. */
export function refundSegments(lines: readonly RefundLine[]): { ticketNumber: string; penalty: number }[] {
  return lines.map((l) => ({ ticketNumber: l.ticketNumber, penalty: l.penalty }));
}
