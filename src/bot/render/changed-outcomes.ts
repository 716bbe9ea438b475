import { FOLLOW_DAYS } from "../../domain/refund-follow.js";
import type { FollowedRefund } from "../../ledger/refund-follow.js";
import type { Run } from "../../ledger/schedule-runs.js";
import { movedLine, type Words } from "./changed.js";
import { code, escapeHtml } from "./html.js";
import { oneLine } from "./history-parts.js";
import { clipHtml } from "./search-text.js";
import { details, heading, paragraph, table } from "./rich.js";
import type { Rendered } from "./types.js";

/** The supplier's remarks shown at most per ticket (HTML characters). */
const REMARKS_SHOWN = 300;

/**
 * The outcomes of a schedule-change run's refunds, to the agent who ran it, in one message: the
 * flight and its change, then per ticket refunded the passenger's name, the ticket, the outcome
 * with the amount exactly as the supplier sent it, and the tracking code once. As HTML text
 * (split at line boundaries only past Telegram's limit) and as a table, the tracking codes and
 * the supplier's remarks folded below it.
 */
export function renderRunOutcomes(run: Run, follows: readonly FollowedRefund[], { t, f }: Words): Rendered {
  const names = new Map(run.tickets.map((tk) => [`${tk.pnr} ${tk.ticket}`, tk.passenger]));
  const count = (outcome: FollowedRefund["outcome"]) => follows.filter((r) => r.outcome === outcome).length;
  const [confirmed, rejected, expired] = [count("confirmed"), count("rejected"), count("expired")];
  const title = t("changed-outcomes-title", { flight: f.ltr(escapeHtml(run.flight)), confirmed: f.num(confirmed), rejected: f.num(rejected), expired: f.num(expired) });
  const moved = movedLine(run.oldTime, run.newTime, null, { t, f });
  const lines = [title, moved, ""];
  const rows: string[][] = [];
  const tracking: string[] = [];
  for (const r of follows) {
    const amount = r.refundedAmount === null ? t("follow-amount-unsaid") : escapeHtml(f.money(r.refundedAmount, r.currency));
    for (const ticket of r.tickets) {
      const name = names.get(`${r.pnr} ${ticket}`);
      const vars = {
        name: name ? f.ltr(oneLine(name)) : t("changed-outcome-unnamed"),
        pnr: code(escapeHtml(r.pnr)),
        ticket: code(escapeHtml(ticket)),
        tracking: code(escapeHtml(r.trackingCode)),
      };
      if (r.outcome === "confirmed") lines.push(t("changed-outcome-confirmed", { ...vars, amount }));
      else if (r.outcome === "rejected") lines.push(t("changed-outcome-rejected", vars));
      else lines.push(t("changed-outcome-expired", { ...vars, days: f.num(FOLLOW_DAYS) }));
      const cell = r.outcome === "confirmed" || r.outcome === "rejected" ? r.outcome : "expired";
      rows.push([`${vars.name} · ${vars.pnr}`, vars.ticket, t(`changed-outcome-cell-${cell}`, { amount, days: f.num(FOLLOW_DAYS) })]);
    }
    // One booking's refund: its remarks once, under its tickets.
    const remarks = r.remarks && r.outcome !== "expired" ? t("changed-outcome-remarks", { remarks: clipHtml(r.remarks, REMARKS_SHOWN) }) : null;
    if (remarks) lines.push(remarks);
    tracking.push([t("changed-outcome-tracking", { pnr: code(escapeHtml(r.pnr)), tracking: code(escapeHtml(r.trackingCode)) }), ...(remarks ? [remarks] : [])].join(" "));
  }
  const notSentCount = run.tickets.filter((tk) => tk.selected && tk.state !== "done").length;
  const notSent = notSentCount > 0 ? [t("changed-outcomes-not-sent", { n: notSentCount, count: f.num(notSentCount) })] : [];
  if (notSent.length > 0) lines.push("", ...notSent);
  const header = ["changed-outcomes-col-passenger", "changed-outcomes-col-ticket", "changed-outcomes-col-outcome"].map((key) => t(key));
  const blocks = [heading(title, 3), paragraph(moved), table(header, rows), details(t("changed-outcomes-tracking"), [paragraph(tracking.join("\n"))]), ...notSent.map(paragraph)];
  return { text: f.rtlLines(lines.join("\n")), rich: { blocks, rtl: f.lang !== "en" } };
}
