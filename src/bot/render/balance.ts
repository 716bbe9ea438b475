import type { Format } from "./format.js";
import { escapeHtml } from "./html.js";
import type { Translate } from "./types.js";

/** /balance: the account's credit as the supplier sent it, and the warning limit when one is set. */
export function renderBalance(view: { credit: number; currency: string; warnBelow: number | null }, t: Translate, f: Format): string {
  const lines = [t("balance-credit", { credit: escapeHtml(f.money(view.credit, view.currency)) })];
  if (view.warnBelow !== null) {
    const limit = escapeHtml(f.money(view.warnBelow, view.currency));
    lines.push(t(view.credit < view.warnBelow ? "balance-below" : "balance-limit", { limit }));
  }
  return f.rtlLines(lines.join("\n"));
}

/** To admins, once per crossing: the credit fell below BALANCE_WARN_BELOW, or the supplier refuses to sell on it (`refusal`). */
export function renderBalanceWarning(view: { credit: number | null; refusal: string | null; currency: string; warnBelow: number }, t: Translate, f: Format): string {
  const limit = escapeHtml(f.money(view.warnBelow, view.currency));
  const head = view.credit === null ? t("balance-warning-refused", { limit }) : t("balance-warning", { credit: escapeHtml(f.money(view.credit, view.currency)), limit });
  return f.rtlLines(view.refusal ? `${head}\n${view.refusal}` : head);
}
