import { refundTotals, type RefundLine, type RefundQuote } from "../../domain/refund.js";
import { escapeHtml } from "./html.js";
import { oneLine } from "./history-parts.js";
import { formatAmount } from "./money.js";
import { formatInstant } from "./time.js";
import type { Rendered, Translate } from "./types.js";

/** /penalty: every ticket's figures as the supplier quoted them, the totals, and when. */
export function renderPenaltyQuote(pnr: string, quote: RefundQuote, timeZone: string, t: Translate): Rendered {
  const lines = [t("penalty-title", { pnr: escapeHtml(pnr) }), ...quoteBody(quote, timeZone, t)];
  return { text: lines.join("\n") };
}

/** Shared with the refund summary: quote time, no-show, one block per ticket, totals. */
export function quoteBody(quote: RefundQuote, timeZone: string, t: Translate): string[] {
  const lines = [t("penalty-quoted-at", { time: escapeHtml(formatInstant(new Date(quote.takenAtMs), timeZone)) })];
  if (quote.isNoShow) lines.push(t("penalty-no-show"));
  for (const line of quote.lines) lines.push("", ...ticketLines(line, quote.reason, t));
  const totals = refundTotals(quote.lines);
  lines.push(
    "",
    totals.refund === null
      ? t("penalty-total-penalty", { penalty: formatAmount(totals.penalty) })
      : t("penalty-total", { penalty: formatAmount(totals.penalty), refund: formatAmount(totals.refund) }),
  );
  return lines;
}

function ticketLines(line: RefundLine, reason: RefundQuote["reason"], t: Translate): string[] {
  const head = t("penalty-ticket", { name: oneLine(line.passenger), ticket: oneLine(line.ticketNumber) });
  if (reason === 2 || line.refund === null) return [head, t("penalty-figures-schedule", { fare: formatAmount(line.fare) })];
  const lines = [
    head,
    t("penalty-figures", {
      fare: formatAmount(line.fare),
      percent: String(line.penaltyPercent),
      penalty: formatAmount(line.penalty),
      refund: formatAmount(line.refund),
    }),
  ];
  if (line.oppositeDifference !== 0) lines.push(t("penalty-opposite-difference", { amount: formatAmount(line.oppositeDifference) }));
  if (line.currentDifference !== 0) lines.push(t("penalty-current-difference", { amount: formatAmount(line.currentDifference) }));
  return lines;
}
