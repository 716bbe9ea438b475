import { InlineKeyboard } from "grammy";
import type { CurrencyAmount } from "../../ledger/exact-sum.js";
import { buttons } from "../buttons.js";
import { addButton } from "../callback-data.js";
import { amountsText, counts, type SalesView } from "./sales.js";
import { bold, escapeHtml } from "./html.js";
import type { Format } from "./format.js";
import { splitMessage } from "./split.js";
import type { Translate } from "./types.js";

/** Telegram refuses a longer caption (counted after entity parsing: the HTML measured here is never shorter). */
export const CAPTION_LIMIT = 1024;

/** Routes named in the summary, the busiest first. */
const TOP_ROUTES = 3;
/** More currencies than this are listed one a line: a line of dozens reads badly on a phone, and a message splits only between lines. */
const CURRENCIES_ON_ONE_LINE = 4;

export interface DigestMessages {
  /** The chart's caption: the summary itself when it fits, else the day and a pointer to what follows. */
  caption: string;
  /** Under the chart: the day's full /sales report, for `owner` to press. */
  keyboard: InlineKeyboard;
  /** Messages sent after the chart: none when the caption holds the summary, else the summary in parts under 4096. */
  followUp: string[];
}

/**
 * The daily digest's words: the day, bookings and passengers, amounts per currency, the busiest
 * routes, cancellations, and the /sales command for the rest. A day of many currencies or long
 * routes would pass the caption's limit: then the summary comes whole as a message after the
 * chart, never cut short.
 */
export function renderDigest(view: SalesView, owner: number, t: Translate, f: Format): DigestMessages {
  const title = bold(t("digest-title", { day: f.date(view.firstDate) }));
  const summary = f.rtlLines([title, ...summaryLines(view, t, f)].join("\n"));
  const keyboard = addButton(new InlineKeyboard(), t("digest-report-button"), buttons.salesDay.pack(owner, { day: view.firstDate.replaceAll("-", "") }));
  if (summary.length <= CAPTION_LIMIT) return { caption: summary, keyboard, followUp: [] };
  return { caption: f.rtlLines([title, t("digest-summary-below")].join("\n")), keyboard, followUp: splitMessage(summary) };
}

function summaryLines({ report, firstDate }: SalesView, t: Translate, f: Format): string[] {
  const { cancellations } = report;
  const cancelled =
    cancellations.tickets === 0
      ? t("sales-cancelled-none")
      : t("sales-cancelled", { n: cancellations.tickets, count: f.num(cancellations.tickets), amounts: amountList(cancellations.refunds, t, f) });
  const more = t("digest-more", { command: `/sales ${firstDate}` });
  if (report.total.bookings === 0) return [t("sales-none"), cancelled, "", more];
  const routes = [...report.byRoute]
    .sort((a, b) => b.bookings - a.bookings)
    .slice(0, TOP_ROUTES)
    .map((line) => `• ${line.key === null ? t("sales-unnamed") : f.ltr(escapeHtml(line.key))}: ${counts(line, t, f)}`);
  return [counts(report.total, t, f), t("sales-amounts", { amounts: amountList(report.total.amounts, t, f) }), ...routes, cancelled, "", more];
}

function amountList(amounts: readonly CurrencyAmount[], t: Translate, f: Format): string {
  if (amounts.length <= CURRENCIES_ON_ONE_LINE) return amountsText(amounts, t, f);
  return amounts.map((a) => `\n  ${amountsText([a], t, f)}`).join("");
}
