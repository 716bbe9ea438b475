import { FOLLOW_DAYS } from "../../domain/refund-follow.js";
import type { FollowedRefund } from "../../ledger/refund-follow.js";
import type { Run } from "../../ledger/schedule-runs.js";
import { movedLine, type Words } from "./changed.js";
import { code, escapeHtml } from "./html.js";
import { oneLine } from "./history-parts.js";
import { clipHtml } from "./search-text.js";
import { splitMessage } from "./split.js";

/** The supplier's remarks shown at most per ticket (HTML characters). */
const REMARKS_SHOWN = 300;

/**
 * The outcomes of a schedule-change run's refunds, to the agent who ran it, in one message (split
 * at line boundaries only past Telegram's limit): the flight and its change, then per ticket
 * refunded the passenger's name, the ticket, the outcome with the amount exactly as the supplier
 * sent it, and the tracking code once.
 */
export function renderRunOutcomes(run: Run, follows: readonly FollowedRefund[], { t, f }: Words): string[] {
  const names = new Map(run.tickets.map((tk) => [`${tk.pnr} ${tk.ticket}`, tk.passenger]));
  const count = (outcome: FollowedRefund["outcome"]) => follows.filter((r) => r.outcome === outcome).length;
  const [confirmed, rejected, expired] = [count("confirmed"), count("rejected"), count("expired")];
  const lines = [
    t("changed-outcomes-title", { flight: f.ltr(escapeHtml(run.flight)), confirmed: f.num(confirmed), rejected: f.num(rejected), expired: f.num(expired) }),
    movedLine(run.oldTime, run.newTime, null, { t, f }),
    "",
  ];
  for (const r of follows) {
    for (const ticket of r.tickets) {
      const name = names.get(`${r.pnr} ${ticket}`);
      const vars = {
        name: name ? f.ltr(oneLine(name)) : t("changed-outcome-unnamed"),
        pnr: code(escapeHtml(r.pnr)),
        ticket: code(escapeHtml(ticket)),
        tracking: code(escapeHtml(r.trackingCode)),
      };
      if (r.outcome === "confirmed") {
        const amount = r.refundedAmount === null ? t("follow-amount-unsaid") : escapeHtml(f.money(r.refundedAmount, r.currency));
        lines.push(t("changed-outcome-confirmed", { ...vars, amount }));
      } else if (r.outcome === "rejected") {
        lines.push(t("changed-outcome-rejected", vars));
      } else {
        lines.push(t("changed-outcome-expired", { ...vars, days: f.num(FOLLOW_DAYS) }));
      }
    }
    // One booking's refund: its remarks once, under its tickets.
    if (r.remarks && r.outcome !== "expired") lines.push(t("changed-outcome-remarks", { remarks: clipHtml(r.remarks, REMARKS_SHOWN) }));
  }
  const notSent = run.tickets.filter((tk) => tk.selected && tk.state !== "done").length;
  if (notSent > 0) lines.push("", t("changed-outcomes-not-sent", { n: notSent, count: f.num(notSent) }));
  return splitMessage(f.rtlLines(lines.join("\n")));
}
