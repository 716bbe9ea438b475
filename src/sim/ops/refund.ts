import { z } from "zod";
import { authenticate } from "../auth.js";
import type { Booking } from "../data/bookings.js";
import { exception, parseRequest, SimError } from "../errors.js";
import { toAmount } from "../money.js";
import { applyRefund, quoteRefund, type RefundQuote } from "../refunds.js";
import type { WirePenaltyPassenger, WirePenaltyResponse, WireRefundResponse, WireRefundStatusResponse } from "../wire/refund.js";
import type { OpContext } from "./context.js";

/** GetPenalty, DoRefund and GetStatus of Refund (V3). */

const CredentialSchema = z.object({ Username: z.string(), Password: z.string() });

const PenaltyRequestSchema = z.object({
  Credential: CredentialSchema,
  Pnr: z.string(),
  SegmentList: z.array(z.object({ TicketNumber: z.string() })).min(1),
});

const RefundRequestSchema = z.object({
  Credential: CredentialSchema,
  Pnr: z.string(),
  SegmentList: z.array(z.object({ TicketNumber: z.string(), PenaltyAmountThatPassengerShouldPay: z.number() })).min(1),
  Remarks: z.string().nullish(),
  ETicketFileContent: z.string().nullish(),
  ETicketFileName: z.string().nullish(),
  Reason: z.number().int(),
});

export const AGE_TYPE = { ADL: "Adult", CHD: "Child", INF: "Infant" } as const;

function findBooking(ctx: OpContext, pnr: string): Booking {
  const booking = ctx.world.bookings.get(pnr);
  if (!booking) throw exception(`No booking was found with the reference ${pnr}.`);
  return booking;
}

function penaltyPassenger(ctx: OpContext, quote: RefundQuote): WirePenaltyPassenger {
  const amount = (minor: number): number => toAmount(ctx.world.currency, minor);
  return {
    FirstName: quote.passenger.firstName,
    LastName: quote.passenger.lastName,
    AgeType: AGE_TYPE[quote.passenger.ageCode],
    TicketNumber: quote.ticket.localNumber,
    Payable: amount(quote.gross),
    BookingCode: quote.leg.cls.template.bookingCode,
    FareName: quote.leg.cls.template.fareName,
    CalculationAuditLog: quote.audit,
    PenaltyPercent: quote.percent,
    PenaltyAmountThatPassengerShouldPay: amount(quote.penalty),
    OppositeFlightOnewayAndRoundtripPayableDifference: amount(quote.oppositeDifference),
    CurrentFlightOnewayAndRoundtripPayableDifference: amount(quote.currentDifference),
    AmountThatShouldPayBackToPassenger: amount(quote.refund),
  };
}

export function getPenalty(ctx: OpContext): WirePenaltyResponse {
  const req = parseRequest(PenaltyRequestSchema, ctx.body);
  authenticate(ctx.auth, req.Credential.Username, req.Credential.Password, false);
  const booking = findBooking(ctx, req.Pnr);
  const quotes = quoteRefund(booking, req.SegmentList.map((s) => s.TicketNumber), 1, ctx.world.nowMs(), ctx.world.currency, ctx.world.penaltyRules);
  return { PassengerList: quotes.map((q) => penaltyPassenger(ctx, q)), IsNoShow: quotes.some((q) => q.isNoShow) };
}

export function doRefund(ctx: OpContext): WireRefundResponse {
  const req = parseRequest(RefundRequestSchema, ctx.body);
  authenticate(ctx.auth, req.Credential.Username, req.Credential.Password, false);
  if (req.Reason !== 1 && req.Reason !== 2) throw exception("Reason must be 1 (passenger's personal reasons) or 2 (flight schedule changed by the airline).");
  const reason = req.Reason;
  const booking = findBooking(ctx, req.Pnr);
  const nowMs = ctx.world.nowMs();
  const quotes = quoteRefund(booking, req.SegmentList.map((s) => s.TicketNumber), reason, nowMs, ctx.world.currency, ctx.world.penaltyRules);
  req.SegmentList.forEach((segment, i) => {
    // Exact equality of the wire numbers: the caller must send back what GetPenalty returned.
    if (segment.PenaltyAmountThatPassengerShouldPay !== toAmount(ctx.world.currency, quotes[i]!.penalty)) {
      throw new SimError(
        "Error1009-PenaltyMismatchException",
        `The penalty sent for ticket ${segment.TicketNumber} differs from the penalty defined in the system.`,
      );
    }
  });
  const cancellations = applyRefund(booking, quotes, { atUtc: nowMs, reason, byUsername: req.Credential.Username, remarks: req.Remarks ?? null });
  ctx.world.recordRefund(booking, cancellations);
  // The flight expert decides a schedule change and a no-show: those answer a TrackingCode.
  const forExpert = reason === 2 || quotes.some((q) => q.isNoShow);
  return { TrackingCode: forExpert ? ctx.world.trackRefund(booking, cancellations) : null };
}

const RefundStatusRequestSchema = z.object({ Credential: CredentialSchema, TrackingCode: z.string() });

const STATUS_DESC = {
  Pending: "Waiting for the flight expert's decision.",
  Confirmed: "Refund confirmed by the flight expert.",
  Rejected: "Refund rejected by the flight expert.",
} as const;

export function refundGetStatus(ctx: OpContext): WireRefundStatusResponse {
  const req = parseRequest(RefundStatusRequestSchema, ctx.body);
  authenticate(ctx.auth, req.Credential.Username, req.Credential.Password, false);
  const state = ctx.world.refunds.state(req.TrackingCode, ctx.world.nowMs());
  if (!state) throw exception(`No refund was found with the tracking code ${req.TrackingCode}.`);
  return {
    TrackingCode: state.refund.code,
    Status: state.status,
    StatusDesc: STATUS_DESC[state.status],
    RefundedAmount: state.status === "Confirmed" ? toAmount(ctx.world.currency, state.refund.refundMinor) : null,
    Remarks: state.status === "Rejected" ? `The flights of booking ${state.refund.pnr} operated as scheduled.` : null,
  };
}
