import { refundTotals } from "../../domain/refund.js";
import type { AuditEntry } from "../../store/store.js";
import { asRefundEntry, type RefundEntry } from "../refund/ledger.js";
import { code, escapeHtml } from "./html.js";
import { oneLine } from "./history-parts.js";
import { formatAmount } from "./money.js";
import { formatInstant } from "./time.js";
import type { Rendered, Translate } from "./types.js";

/** /audit: the newest entries first, two short lines each; refunds with their figures and outcome. */
export function renderAudit(entries: AuditEntry[], nameOf: (userId: number) => string | undefined, timeZone: string, t: Translate): Rendered {
  if (entries.length === 0) return { text: t("audit-empty") };
  const lines = [t("audit-title", { count: entries.length })];
  for (const entry of entries) {
    const refund = asRefundEntry(entry);
    const who = refund?.userName ?? nameOf(entry.userId) ?? "—";
    lines.push("", `#${entry.id} · ${escapeHtml(formatInstant(new Date(entry.at), timeZone))} · ${oneLine(who)} ${code(String(entry.userId))}`);
    lines.push(refund ? refundLine(refund, t) : oneLine(entry.action));
  }
  return { text: lines.join("\n") };
}

function refundLine(entry: RefundEntry, t: Translate): string {
  const totals = refundTotals(entry.amounts);
  const parts = [
    t("audit-refund", {
      pnr: oneLine(entry.pnr),
      tickets: entry.tickets.map(oneLine).join(", "),
      reason: t(`refund-reason-${entry.reason}`),
      penalty: formatAmount(totals.penalty),
    }),
    t(`audit-result-${entry.result}`),
  ];
  if (entry.waiver) parts.push(t(entry.waiver === "admin override" ? "audit-waiver-admin" : "audit-waiver-history"));
  if (entry.trackingCode) parts.push(t("refund-tracking", { code: oneLine(entry.trackingCode) }));
  if (entry.detail) parts.push(oneLine(entry.detail));
  return parts.join(" · ");
}
