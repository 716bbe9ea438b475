import { InlineKeyboard } from "grammy";
import { ageOf, FOLLOW_DAYS, PENDING_LINE_AFTER_DAYS } from "../../domain/refund-follow.js";
import { refundOutcome } from "../../supplier/schemas/refund.js";
import type { FollowedRefund } from "../../ledger/refund-follow.js";
import { buttons } from "../buttons.js";
import { code, escapeHtml } from "./html.js";
import { heading, paragraph, table } from "./rich.js";
import { clipHtml } from "./search-text.js";
import { oneLine } from "./history-parts.js";
import type { Format } from "./format.js";
import type { Rendered, Translate } from "./types.js";

/** The supplier's remarks shown at most (HTML characters): an outcome must fit in one message. */
const REMARKS_SHOWN = 1000;

/** The outcome of a followed refund, to the agent who sent it: the amount exactly as the supplier sent it. */
export function renderFollowOutcome(r: FollowedRefund, t: Translate, f: Format): string {
  const vars = { pnr: code(escapeHtml(r.pnr)), tickets: ticketsOf(r, f), tracking: code(escapeHtml(r.trackingCode)) };
  const lines =
    r.outcome === "confirmed"
      ? [t("follow-confirmed", { ...vars, amount: r.refundedAmount === null ? t("follow-amount-unsaid") : escapeHtml(f.money(r.refundedAmount, r.currency)) })]
      : [t("follow-rejected", vars)];
  if (r.remarks) lines.push(t("follow-remarks", { remarks: clipHtml(r.remarks, REMARKS_SHOWN) }));
  return f.rtlLines(lines.join("\n"));
}

/** The admins' daily line: refunds pending longer than PENDING_LINE_AFTER_DAYS, oldest first, REFUNDS_SHOWN of them, the rest counted. */
export function renderPendingLine(rows: readonly FollowedRefund[], now: Date, t: Translate, f: Format): string {
  const head = t("follow-pending-line", { n: rows.length, count: f.num(rows.length), days: f.num(PENDING_LINE_AFTER_DAYS) });
  const items = rows.slice(0, REFUNDS_SHOWN).map((r) => `• ${code(escapeHtml(r.pnr))} · ${age(r, now, t, f)} · ${oneLine(r.userName)}`);
  const more = rows.length > REFUNDS_SHOWN ? [t("refunds-more", { count: f.num(rows.length - REFUNDS_SHOWN) })] : [];
  return f.rtlLines([head, ...items, ...more, t("follow-pending-line-more")].join("\n"));
}

/** Rows /refunds shows at most; the count says how many more there are. */
export const REFUNDS_SHOWN = 20;

/**
 * /refunds: refunds waiting for the supplier's outcome (an agent's own, or all for an admin, who
 * also reads who sent each), with their age and last status, and a History button per booking.
 */
export function renderRefunds(view: { rows: readonly FollowedRefund[]; total: number; all: boolean; owner: number; now: Date }, t: Translate, f: Format): Rendered {
  if (view.total === 0) return { text: t(view.all ? "refunds-none-all" : "refunds-none") };
  const lines = [t(view.all ? "refunds-title-all" : "refunds-title", { n: view.total, count: f.num(view.total) })];
  const keyboard = new InlineKeyboard();
  const pnrs = new Set<string>();
  for (const r of view.rows) {
    const who = view.all ? ` · ${oneLine(r.userName)}` : "";
    lines.push("", `${code(escapeHtml(r.pnr))} · ${ticketsOf(r, f)}${who}`, `${age(r, view.now, t, f)} · ${statusOf(r, t, f)}`);
    if (pnrs.has(r.pnr)) continue;
    pnrs.add(r.pnr);
    // A PNR that cannot go in a button (too long for 64 bytes) is left without one: /history still finds it.
    const packed = buttons.alertHistory.pack(view.owner, { pnr: r.pnr });
    if (packed.ok) keyboard.text(t("refunds-history-button", { pnr: r.pnr }), packed.data).row();
  }
  const more = view.total > view.rows.length ? [t("refunds-more", { count: f.num(view.total - view.rows.length) })] : [];
  if (more.length > 0) lines.push("", ...more);
  // The table: who sent it (admins), its age and status in one cell, so that three columns fit a phone.
  const rows = view.rows.map((r) => [code(escapeHtml(r.pnr)), ticketsOf(r, f), [...(view.all ? [oneLine(r.userName)] : []), age(r, view.now, t, f), statusOf(r, t, f)].join(" · ")]);
  const header = ["refunds-col-pnr", "refunds-col-tickets", "refunds-col-status"].map((key) => t(key));
  const rich = { blocks: [heading(lines[0]!), table(header, rows), ...more.map(paragraph)], rtl: f.lang !== "en" };
  return { text: f.rtlLines(lines.join("\n")), ...(pnrs.size > 0 ? { keyboard } : {}), rich };
}

/** A refund the supplier rejected after its TrackingCode: the ticket is not refunded, and may be refunded again. */
export function rejectedOn(decidedAt: string, t: Translate, f: Format): string {
  return t("refund-rejected-on", { time: escapeHtml(f.instant(decidedAt)) });
}

function ticketsOf(r: FollowedRefund, f: Format): string {
  return f.list(r.tickets.map((ticket) => escapeHtml(ticket)));
}

function age(r: FollowedRefund, now: Date, t: Translate, f: Format): string {
  const { days, hours, minutes } = ageOf(r.requestedAt, now);
  // Days and hours after the first day; hours and minutes, or minutes, before.
  return t("refunds-age", { days, hours, minutes, daysText: f.num(days), hoursText: f.num(hours), minutesText: f.num(minutes) });
}

/** The last Status as words: not asked yet, pending, or another value as the supplier sent it. */
function statusOf(r: FollowedRefund, t: Translate, f: Format): string {
  if (r.outcome === "expired") return t("refunds-stopped", { days: f.num(FOLLOW_DAYS) });
  if (r.outcome === "rejected" && r.decidedAt !== null) return rejectedOn(r.decidedAt, t, f);
  if (r.status === null) return t("refunds-status-unchecked");
  return refundOutcome(r.status) === "pending" ? t("refunds-status-pending") : t("refunds-status-other", { status: oneLine(r.status) });
}
