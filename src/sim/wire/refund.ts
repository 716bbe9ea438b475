/** GetPenalty and DoRefund (V3) responses. */

export interface WirePenaltyPassenger {
  FirstName: string;
  LastName: string;
  AgeType: "Adult" | "Child" | "Infant";
  TicketNumber: string;
  /** Gross fare before commission. */
  Payable: number;
  /** Declared decimal by the interface; in practice one or two letters. */
  BookingCode: string;
  FareName: string;
  CalculationAuditLog: string;
  PenaltyPercent: number;
  PenaltyAmountThatPassengerShouldPay: number;
  OppositeFlightOnewayAndRoundtripPayableDifference: number;
  CurrentFlightOnewayAndRoundtripPayableDifference: number;
  AmountThatShouldPayBackToPassenger: number;
}

export interface WirePenaltyResponse {
  PassengerList: WirePenaltyPassenger[];
  IsNoShow: boolean;
}

export interface WireRefundResponse {
  /** null for reason 1, a GUID for reason 2. */
  TrackingCode: string | null;
}

/** Refund GetStatus (V3) response. */
export interface WireRefundStatusResponse {
  TrackingCode: string;
  Status: "Pending" | "Confirmed" | "Rejected";
  StatusDesc: string;
  /** Set once Confirmed. */
  RefundedAmount: number | null;
  Remarks: string | null;
}
