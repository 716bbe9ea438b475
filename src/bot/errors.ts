import { randomBytes } from "node:crypto";
import { SchemaError, SupplierError, TransportError } from "../supplier/errors.js";
import { escapeHtml } from "./render/html.js";
import type { FlowContext } from "./context.js";

const REF_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A short reference a user can read out to an admin; the same id is in the log line. */
export function newRef(): string {
  return [...randomBytes(6)].map((b) => REF_ALPHABET[b % REF_ALPHABET.length]).join("");
}

/**
 * What the user reads when something failed. Supplier failures are explained in words; any
 * other failure gets the apology. Never a stack trace, never a secret: supplier errors carry
 * no request body.
 */
export function failureMessage(ctx: FlowContext, err: unknown): string {
  const ref = ctx.ref;
  if (err instanceof TransportError) {
    if (err.kind === "not-json") return ctx.t("error-supplier-garbled", { ref });
    const detail = err.kind === "timeout" ? "timeout" : err.status ? `HTTP ${err.status}` : err.kind;
    return ctx.t("error-supplier-unavailable", { detail, ref });
  }
  if (err instanceof SchemaError) return ctx.t("error-supplier-garbled", { ref });
  if (err instanceof SupplierError) {
    return ctx.t("error-supplier-says", { message: escapeHtml(err.supplierMessage ?? err.code) });
  }
  return ctx.t("error-apology", { ref });
}
