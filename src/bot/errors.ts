import { randomBytes } from "node:crypto";
import { SchemaError, SupplierCallError, SupplierError, TransportError, type SupplierErrorKind } from "../supplier/errors.js";
import { escapeHtml } from "./render/html.js";
import { creditRefusalText } from "./render/credit-refusal.js";
import type { CallContext } from "./context.js";

const REF_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A short reference a user can read out to an admin; the same id is in the log line. */
export function newRef(): string {
  return [...randomBytes(6)].map((b) => REF_ALPHABET[b % REF_ALPHABET.length]).join("");
}

/** Records a refused service account (admins are told once); a failure to record it is only logged. */
export function recordRefused(ctx: Pick<CallContext, "deps" | "log">): (err: SupplierCallError) => void {
  return (err) => void ctx.deps.watch.refused(err).catch((e: unknown) => ctx.log.warn({ err: String(e) }, "could not record the refused account"));
}

/**
 * What the user reads when something failed. Supplier failures are explained in words; any
 * other failure gets the apology. Never a stack trace, never a secret: supplier errors carry
 * no request body. A refused service account is the admins' to mend: they are told, staff
 * hear that they were. Admins also see the supplier's trace id, for its support.
 */
export function failureMessage(ctx: CallContext, err: unknown): string {
  const ref = ctx.ref;
  if (err instanceof SupplierCallError && err.accountRefused) {
    recordRefused(ctx)(err);
    return ctx.t("error-supplier-login", { ref });
  }
  if (err instanceof TransportError) {
    if (err.kind === "not-json" || err.kind === "too-large") return ctx.t("error-supplier-garbled", { ref });
    const detail = err.kind === "timeout" ? "timeout" : err.status ? `HTTP ${err.status}` : err.kind;
    return ctx.t("error-supplier-unavailable", { detail, ref });
  }
  if (err instanceof SchemaError) return ctx.t("error-supplier-garbled", { ref });
  if (err instanceof SupplierError) {
    const credit = creditRefusalText(err.kind, ctx.t);
    if (credit) return credit;
    const words = escapeHtml(err.supplierMessage ?? err.code);
    // A failure of the supplier's own (5xx, not a named refusal) is an outage, not an answer.
    const says = err.serverFailure
      ? ctx.t("error-supplier-unavailable", { detail: `HTTP ${err.status} · ${words}`, ref })
      : ctx.t("error-supplier-says", { message: words });
    return withTrace(ctx, says, err.kind, err.traceId);
  }
  return ctx.t("error-apology", { ref });
}

/**
 * An admin also reads the supplier's trace id under an error its support may have to look into
 * (the generic ones); a named refusal says all there is to say.
 */
export function withTrace(ctx: CallContext, text: string, kind: SupplierErrorKind, traceId: string | null): string {
  if (!traceId || ctx.access.role !== "admin" || (kind !== "Exception" && kind !== "Other")) return text;
  return `${text}\n${ctx.t("error-supplier-trace", { trace: escapeHtml(traceId), ref: ctx.ref })}`;
}
