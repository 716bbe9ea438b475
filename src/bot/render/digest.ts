import { amountsText, counts, type SalesView } from "./sales.js";
import { bold, escapeHtml } from "./html.js";
import type { Format } from "./format.js";
import type { Translate } from "./types.js";

/** Telegram refuses a longer caption; the full summary stays with /sales. */
export const CAPTION_LIMIT = 1024;

/** Routes named in the caption, the busiest first. */
const TOP_ROUTES = 3;

/**
 * The caption of the daily digest: the day, bookings and passengers, amounts per currency, the
 * busiest routes, cancellations, and the /sales command for the rest. The routes, then the
 * amounts, give way when a day with many currencies would pass Telegram's limit.
 */
export function renderDigestCaption(view: SalesView, t: Translate, f: Format): string {
  const { report, firstDate } = view;
  const { cancellations } = report;
  const title = bold(t("digest-title", { day: f.date(firstDate) }));
  const cancelled =
    cancellations.tickets === 0
      ? t("sales-cancelled-none")
      : t("sales-cancelled", { n: cancellations.tickets, count: f.num(cancellations.tickets), amounts: amountsText(cancellations.refunds, f) });
  const more = t("digest-more", { command: `/sales ${firstDate}` });
  if (report.total.bookings === 0) return [title, t("sales-none"), cancelled, "", more].join("\n");
  const amounts = t("sales-amounts", { amounts: amountsText(report.total.amounts, f) });
  const routes = [...report.byRoute]
    .sort((a, b) => b.bookings - a.bookings)
    .slice(0, TOP_ROUTES)
    .map((line) => `• ${line.key === null ? t("sales-unnamed") : f.ltr(escapeHtml(line.key))}: ${counts(line, t, f)}`);
  const tries = [
    [title, counts(report.total, t, f), amounts, ...routes, cancelled, "", more],
    [title, counts(report.total, t, f), amounts, cancelled, "", more],
    [title, counts(report.total, t, f), cancelled, "", more],
  ].map((lines) => lines.join("\n"));
  return tries.find((caption) => caption.length <= CAPTION_LIMIT) ?? tries[tries.length - 1]!;
}
