import { z } from "zod";
import { BookingCodeSchema, CredentialSchema } from "./common.js";
import { list, optionalNumeric, optionalText, record, zeroWhenAbsent } from "./tolerant.js";

/** GetPenalty and DoRefund (V3). */

export const PenaltyRequestSchema = z.looseObject({
  Credential: CredentialSchema,
  Pnr: z.string(),
  SegmentList: z.array(z.looseObject({ TicketNumber: z.string() })),
});

export const PenaltyPassengerSchema = record({
  FirstName: z.string(),
  LastName: z.string(),
  /** Adult, Child, Infant as documented; another value is kept as sent. */
  AgeType: optionalText,
  TicketNumber: z.string(),
  /** Gross fare before commission. */
  Payable: z.number(),
  BookingCode: BookingCodeSchema,
  FareName: optionalText,
  /** Debugging only. */
  CalculationAuditLog: optionalText,
  /** Documented as an integer; some suppliers send decimals. */
  PenaltyPercent: z.number(),
  /** Send this exact number back in DoRefund, or the supplier answers Error1009. */
  PenaltyAmountThatPassengerShouldPay: z.number(),
  /** Informational: absent reads as 0 (no round-trip discount involved). */
  OppositeFlightOnewayAndRoundtripPayableDifference: zeroWhenAbsent,
  CurrentFlightOnewayAndRoundtripPayableDifference: zeroWhenAbsent,
  AmountThatShouldPayBackToPassenger: z.number(),
});

export const PenaltyResponseSchema = record({
  PassengerList: list(PenaltyPassengerSchema),
  IsNoShow: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
});

export const RefundReasonSchema = z.literal([1, 2]);

export const RefundRequestSchema = z.looseObject({
  Credential: CredentialSchema,
  Pnr: z.string(),
  SegmentList: z.array(
    z.looseObject({ TicketNumber: z.string(), PenaltyAmountThatPassengerShouldPay: z.number() }),
  ),
  Remarks: z.string().nullable(),
  ETicketFileContent: z.string().nullable(),
  ETicketFileName: z.string().nullable(),
  /** 1 = passenger's personal reasons, 2 = schedule changed by the airline. */
  Reason: RefundReasonSchema,
});

/** Reason 1 answers no TrackingCode (null or left out): still a success. */
export const RefundResponseSchema = record({ TrackingCode: optionalText.transform((code) => code ?? null) });

/** Refund GetStatus (V3): the outcome of a refund that got a TrackingCode. */
export const RefundStatusRequestSchema = z.looseObject({
  Credential: CredentialSchema,
  TrackingCode: z.string(),
});

/** A status as sent; a number (an enum's value) is kept as its digits. */
const statusText = z.union([z.string(), z.number()]).transform((value) => String(value));

export const RefundStatusResponseSchema = record({
  TrackingCode: z.string(),
  /** Pending, Confirmed or Rejected as documented; any other value is kept as sent (see refundOutcome). */
  Status: statusText,
  StatusDesc: optionalText,
  /** What the passenger gets back, exact as sent (a number or its decimal text); null until known. */
  RefundedAmount: optionalNumeric,
  Remarks: optionalText,
});

export type RefundOutcome = "pending" | "confirmed" | "rejected" | "unknown";

/** The documented outcome a Status names, in any case; anything else is "unknown" (show the Status as sent). */
export function refundOutcome(status: string): RefundOutcome {
  switch (status.trim().toLowerCase()) {
    case "pending":
      return "pending";
    case "confirmed":
      return "confirmed";
    case "rejected":
      return "rejected";
    default:
      return "unknown";
  }
}

export type RefundStatusRequest = z.infer<typeof RefundStatusRequestSchema>;
export type RefundStatusResponse = z.infer<typeof RefundStatusResponseSchema>;
export type PenaltyRequest = z.infer<typeof PenaltyRequestSchema>;
export type PenaltyPassenger = z.infer<typeof PenaltyPassengerSchema>;
export type PenaltyResponse = z.infer<typeof PenaltyResponseSchema>;
export type RefundReason = z.infer<typeof RefundReasonSchema>;
export type RefundRequest = z.infer<typeof RefundRequestSchema>;
export type RefundResponse = z.infer<typeof RefundResponseSchema>;
