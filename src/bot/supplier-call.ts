import type { CallContext, FlowContext } from "./context.js";
import { failureMessage, withTrace } from "./errors.js";
import { escapeHtml } from "./render/html.js";
import { creditRefusalText } from "./render/credit-refusal.js";
import { SupplierCallError, SupplierError, type SupplierErrorKind } from "../supplier/errors.js";

/**
 * A failed supplier call as plain data. Results of `conversation.external` are stored as JSON
 * and replayed: an Error object would come back as `{}`, so failures are turned into this
 * first, and the flow decides on `kind` and `outcomeUnknown`, never on `instanceof`.
 */
export type CallFailure =
  | { type: "supplier"; kind: SupplierErrorKind; code: string; message: string | null; traceId: string | null }
  /** Any other failure; `text` is the user's message (with the reference of the log line). */
  | { type: "failed"; outcomeUnknown: boolean; text: string; ref: string };

export type CallResult<T> = { ok: true; value: T } | { ok: false; failure: CallFailure };

/**
 * Runs one supplier call; its failure is logged and returned, never thrown. `write`: the call
 * changes something at the supplier (DoRefund), so a failure that does not say otherwise leaves
 * its outcome unknown.
 */
export async function settleCall<T>(ctx: CallContext, call: () => Promise<T>, write = false): Promise<CallResult<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (err) {
    return { ok: false, failure: describeFailure(ctx, err, write) };
  }
}

export function describeFailure(ctx: CallContext, err: unknown, write = false): CallFailure {
  // A refusal the flow can explain. A refused account is the admins' to mend, and a failure of
  // the supplier's own (a generic 5xx) is an outage, which for DoRefund may come after the
  // refund was applied: neither is that.
  if (err instanceof SupplierError && !err.accountRefused && !err.serverFailure) {
    ctx.log.info({ operation: err.operation, code: err.code, traceId: err.traceId }, "supplier refused");
    return { type: "supplier", kind: err.kind, code: err.code, message: err.supplierMessage, traceId: err.traceId };
  }
  ctx.log.error({ err }, "supplier call failed");
  // Only the supplier client knows what a failure says of the call; anything else thrown (a
  // bug) says nothing, so a write behind it may have happened.
  const outcomeUnknown = err instanceof SupplierCallError ? err.outcomeUnknown : write;
  return { type: "failed", outcomeUnknown, text: failureMessage(ctx, err), ref: ctx.ref };
}

/**
 * A lookup that failed. The interface has no "not found" error: an unknown reference comes
 * back as a generic Exception, so its message is given in one sentence naming what was asked.
 */
export function notShown(ctx: FlowContext, failure: CallFailure, key: string, vars: Record<string, string>): string {
  if (failure.type === "failed") return failure.text;
  const credit = creditRefusalText(failure.kind, ctx.t);
  if (credit) return credit;
  return withTrace(ctx, ctx.t(key, { ...vars, message: escapeHtml(failure.message ?? failure.code) }), failure.kind, failure.traceId);
}

/** A failed write in words for the audit: the supplier's code and words (and trace), or what went wrong and the log's reference. */
export function failureDetail(failure: CallFailure, said: string | null): string {
  if (failure.type === "supplier") {
    const words = failure.message ? `${failure.code}: ${failure.message}` : failure.code;
    return failure.traceId ? `${words} (supplier trace ${failure.traceId})` : words;
  }
  const what = said !== null ? `unclear answer, the supplier says: ${said}` : failure.outcomeUnknown ? "no usable answer" : "failed";
  return `${what} (log reference ${failure.ref})`;
}
