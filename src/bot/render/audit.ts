import { refundTotals } from "../../domain/refund.js";
import type { AuditEntry } from "../../store/store.js";
import { asRefundEntry, type RefundEntry } from "../refund/ledger.js";
import { code, escapeHtml } from "./html.js";
import { oneLine } from "./history-parts.js";
import type { Format } from "./format.js";
import type { Rendered, Translate } from "./types.js";
import type { WaiverBasis } from "../refund/waiver.js";

const WAIVER_WORDS: Record<WaiverBasis, string> = {
  "history shows a change": "audit-waiver-history",
  "admin override": "audit-waiver-admin",
  "supplier lists a schedule change": "audit-waiver-schedule-list",
};

/**
 * /audit: the newest entries first, two short lines each; refunds with their figures and outcome.
 * Times in DISPLAY_TIMEZONE, the zone named once at the end; entry and user ids stay as they are.
 */
/** Amounts are in SUPPLIER_CURRENCY (`currency`), the currency of the quotes they came from. */
export function renderAudit(entries: AuditEntry[], nameOf: (userId: number) => string | undefined, t: Translate, f: Format, currency: string): Rendered {
  if (entries.length === 0) return { text: t("audit-empty") };
  const lines = [t("audit-title", { n: entries.length, count: f.num(entries.length) })];
  for (const entry of entries) {
    const refund = asRefundEntry(entry);
    const who = refund?.userName ?? nameOf(entry.userId) ?? "—";
    lines.push("", `#${entry.id} · ${escapeHtml(f.instant(new Date(entry.at)))} · ${oneLine(who)} ${code(String(entry.userId))}`);
    lines.push(refund ? refundLine(refund, t, f, currency) : oneLine(entry.action));
  }
  lines.push("", t("times-zone", { zone: f.zoneName }));
  return { text: lines.join("\n") };
}

function refundLine(entry: RefundEntry, t: Translate, f: Format, currency: string): string {
  const totals = refundTotals(entry.amounts);
  const parts = [
    t("audit-refund", {
      pnr: oneLine(entry.pnr),
      tickets: entry.tickets.map(oneLine).join(", "),
      reason: t(`refund-reason-${entry.reason}`),
      penalty: escapeHtml(f.money(totals.penalty, currency)),
    }),
    t(`audit-result-${entry.result}`),
  ];
  if (entry.waiver) parts.push(t(WAIVER_WORDS[entry.waiver]));
  if (entry.trackingCode) parts.push(t("refund-tracking", { code: oneLine(entry.trackingCode) }));
  if (entry.detail) parts.push(oneLine(entry.detail));
  return parts.join(" · ");
}
