import { escapeHtml } from "./html.js";
import type { Translate } from "./types.js";

/** What the supplier said when it refused the bot's service account. */
export interface AccountRefusal {
  operation: string;
  message: string;
  traceId: string | null;
}

/** The admins' private notice of a refused account: the supplier's words, its trace id, what to check. */
export function renderAccountRefused(refusal: AccountRefusal, t: Translate): string {
  return [
    t("supplier-account-refused", { operation: refusal.operation, message: escapeHtml(refusal.message) }),
    ...(refusal.traceId ? [t("supplier-account-trace", { trace: escapeHtml(refusal.traceId) })] : []),
  ].join("\n");
}

/** The supplier could not be reached to check the account at start. */
export function renderAccountUnchecked(error: string, t: Translate): string {
  return t("supplier-account-unchecked", { error: escapeHtml(error) });
}
