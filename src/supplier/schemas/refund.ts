import { z } from "zod";
import { BookingCodeSchema, CredentialSchema, NullableTextSchema } from "./common.js";

/** GetPenalty and DoRefund (V3). */

export const PenaltyRequestSchema = z.looseObject({
  Credential: CredentialSchema,
  Pnr: z.string(),
  SegmentList: z.array(z.looseObject({ TicketNumber: z.string() })),
});

export const PenaltyPassengerSchema = z.looseObject({
  FirstName: z.string(),
  LastName: z.string(),
  AgeType: z.enum(["Adult", "Child", "Infant"]),
  TicketNumber: z.string(),
  /** Gross fare before commission. */
  Payable: z.number(),
  BookingCode: BookingCodeSchema,
  FareName: z.string(),
  /** Debugging only. */
  CalculationAuditLog: NullableTextSchema,
  PenaltyPercent: z.int(),
  /** Send this exact number back in DoRefund, or the supplier answers Error1009. */
  PenaltyAmountThatPassengerShouldPay: z.number(),
  OppositeFlightOnewayAndRoundtripPayableDifference: z.number(),
  CurrentFlightOnewayAndRoundtripPayableDifference: z.number(),
  AmountThatShouldPayBackToPassenger: z.number(),
});

export const PenaltyResponseSchema = z.looseObject({
  PassengerList: z.array(PenaltyPassengerSchema),
  IsNoShow: z.boolean(),
});

export const RefundReasonSchema = z.literal([1, 2]);

export const RefundRequestSchema = z.looseObject({
  Credential: CredentialSchema,
  Pnr: z.string(),
  SegmentList: z.array(
    z.looseObject({ TicketNumber: z.string(), PenaltyAmountThatPassengerShouldPay: z.number() }),
  ),
  Remarks: NullableTextSchema,
  ETicketFileContent: NullableTextSchema,
  ETicketFileName: NullableTextSchema,
  /** 1 = passenger's personal reasons, 2 = schedule changed by the airline. */
  Reason: RefundReasonSchema,
});

export const RefundResponseSchema = z.looseObject({ TrackingCode: NullableTextSchema });

export type PenaltyRequest = z.infer<typeof PenaltyRequestSchema>;
export type PenaltyPassenger = z.infer<typeof PenaltyPassengerSchema>;
export type PenaltyResponse = z.infer<typeof PenaltyResponseSchema>;
export type RefundReason = z.infer<typeof RefundReasonSchema>;
export type RefundRequest = z.infer<typeof RefundRequestSchema>;
export type RefundResponse = z.infer<typeof RefundResponseSchema>;
