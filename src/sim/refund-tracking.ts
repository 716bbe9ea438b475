import type { Cancellation } from "./data/bookings.js";
import { rngFor } from "./random.js";

/**
 * Refunds that went to the supplier's flight expert (DoRefund answered a TrackingCode): Pending
 * until `decisionMs` after the request on the supplier's clock, then Confirmed or Rejected. The
 * outcome is drawn from the seed and the code (1 in 4 rejected) unless a test decides it. A
 * rejected refund is undone: its tickets are the passengers' again (World.undoRejected).
 */
export type RefundDecision = "Confirmed" | "Rejected";

export const REJECTED_SHARE = 0.25;

export interface TrackedRefund {
  code: string;
  pnr: string;
  requestedMs: number;
  /** What the tickets' refunds add up to, minor units. */
  refundMinor: number;
  decision: RefundDecision;
  cancellations: readonly Cancellation[];
  /** The rejection was applied to the booking (its tickets restored). */
  undone: boolean;
}

export interface RefundState {
  refund: TrackedRefund;
  status: "Pending" | RefundDecision;
}

export class RefundTracker {
  private readonly refunds = new Map<string, TrackedRefund>();

  constructor(
    private readonly seed: number,
    private readonly decisionMs: number,
  ) {}

  track(code: string, pnr: string, cancellations: readonly Cancellation[], nowMs: number): void {
    const rejected = rngFor(this.seed, "refund-decision", code).chance(REJECTED_SHARE);
    this.refunds.set(code, {
      code,
      pnr,
      requestedMs: nowMs,
      refundMinor: cancellations.reduce((sum, c) => sum + c.refund, 0),
      decision: rejected ? "Rejected" : "Confirmed",
      cancellations,
      undone: false,
    });
  }

  /** Refunds rejected by now and not undone yet; each is returned once. */
  takeRejected(nowMs: number): TrackedRefund[] {
    const due = [...this.refunds.values()].filter((r) => !r.undone && this.state(r.code, nowMs)?.status === "Rejected");
    for (const refund of due) refund.undone = true;
    return due;
  }

  /** Sets the outcome a refund will have (or has, unless already undone); false when the code is unknown. */
  decide(code: string, decision: RefundDecision): boolean {
    const refund = this.refunds.get(code);
    if (refund && !refund.undone) refund.decision = decision;
    return refund !== undefined;
  }

  state(code: string, nowMs: number): RefundState | undefined {
    const refund = this.refunds.get(code);
    if (!refund) return undefined;
    return { refund, status: nowMs < refund.requestedMs + this.decisionMs ? "Pending" : refund.decision };
  }
}
