import { refundSegments, type RefundQuote } from "../../domain/refund.js";
import type { BotDeps, CallContext } from "../context.js";
import { supplierWords } from "../../supplier/errors.js";
import { failureDetail, settleCall, type CallFailure } from "../supplier-call.js";
import type { Conflict, RefundLedger, Settlement } from "./ledger.js";
import type { WaiverBasis } from "./waiver.js";
import { followRefund } from "./follow.js";

export interface RefundOrderView {
  pnr: string;
  quote: RefundQuote;
  remarks: string | null;
  userId: number;
  userName: string;
  /** Reason 2 only: why the penalty may be waived (audited). */
  waiver: WaiverBasis | null;
}

/** Plain data: the flow stores it as the result of `conversation.external`. */
export type RefundOutcome =
  /** `unrecordedRef`: done at the supplier, but the audit entry could not be saved (the log line's reference). */
  | { result: "ok"; trackingCode: string | null; unrecordedRef: string | null }
  | { result: "blocked"; conflict: Conflict }
  | { result: "error"; failure: CallFailure }
  /** `said`: the supplier's words, when its unclear answer had any. */
  | { result: "unknown"; said?: string | null };

/**
 * Claim, DoRefund once, settle: the one place DoRefund is called from. The amounts sent are the
 * quote's, untouched. See ledger.ts for why this cannot send twice.
 */
export async function executeRefund(deps: BotDeps, ledger: RefundLedger, ctx: CallContext, order: RefundOrderView): Promise<RefundOutcome> {
  const { pnr, quote, remarks } = order;
  const tickets = quote.lines.map((l) => l.ticketNumber);
  const amounts = quote.lines.map((l) => ({ ticket: l.ticketNumber, penalty: l.penalty, refund: l.refund }));
  const claim = await ledger.claim({ userId: order.userId, userName: order.userName, pnr, reason: quote.reason, amounts, remarks, waiver: order.waiver });
  if (!claim.granted) {
    ctx.log.warn({ pnr, tickets, holder: claim.conflict.result }, "refund refused: the tickets are held by another attempt");
    deps.metrics?.refund("blocked");
    return { result: "blocked", conflict: claim.conflict };
  }
  // Whatever class the failure falls in, the supplier's words go to the agent and the audit.
  let said: string | null = null;
  const send = () =>
    deps.supplier.doRefund({ pnr, segments: refundSegments(quote.lines), reason: quote.reason, remarks }).catch((err: unknown) => {
      said = supplierWords(err);
      throw err;
    });
  const call = await settleCall(ctx, send, true);
  // The refund is done (or not) at the supplier whatever the disk says: report it either way.
  // A failed save keeps the settled entry in memory (store/db.ts), so the tickets stay held.
  const record = (settlement: Settlement) =>
    ledger.settle(claim.entryId, pnr, tickets, settlement).then(
      () => true,
      (err: unknown) => {
        ctx.log.error({ err, pnr, entry: claim.entryId }, "could not save the refund's audit entry: an admin must check it");
        return false;
      },
    );
  if (call.ok) {
    ctx.log.info({ pnr, tickets, reason: quote.reason }, "refund done");
    deps.metrics?.refund("ok");
    const recorded = await record({ result: "ok", trackingCode: call.value.TrackingCode });
    // The supplier's flight expert decides it later: followed to its outcome (src/services/refund-follow.ts).
    if (call.value.TrackingCode) await followRefund({ ...deps, currency: deps.config.supplier.currency }, claim.entryId, ctx.log);
    return { result: "ok", trackingCode: call.value.TrackingCode, unrecordedRef: recorded ? null : ctx.ref };
  }
  const unknown = call.failure.type === "failed" && call.failure.outcomeUnknown;
  ctx.log.warn({ pnr, tickets, reason: quote.reason, unknown }, "refund not confirmed");
  deps.metrics?.refund(unknown ? "unknown" : "error");
  await record({ result: unknown ? "unknown" : "error", detail: failureDetail(call.failure, said) });
  return unknown ? { result: "unknown", said } : { result: "error", failure: call.failure };
}
