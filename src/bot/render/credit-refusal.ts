import type { SupplierErrorKind } from "../../supplier/errors.js";
import type { Translate } from "./types.js";

/**
 * Error1004 and Error1005 stop every sale and refund until the account is settled with the
 * supplier: whatever operation met them, staff read that, not the supplier's own words. Null for
 * any other refusal.
 */
export function creditRefusalText(kind: SupplierErrorKind, t: Translate): string | null {
  if (kind === "NoCredit") return t("error-no-credit");
  if (kind === "CreditDueDateReached") return t("error-credit-due");
  return null;
}
