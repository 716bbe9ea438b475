import { todayIn } from "../../domain/dates.js";
import { scaledOf } from "../../domain/decimal.js";
import { spacedFlight } from "../../domain/flight-ref.js";
import { CurrencyTotals, type CurrencyAmount } from "../../ledger/exact-sum.js";
import type { KeyedSalesLine, SalesFilter, SalesLine, SalesReport } from "../../ledger/sales.js";
import { bold, escapeHtml } from "./html.js";
import type { Format } from "./format.js";
import { details, heading, paragraph, table } from "./rich.js";
import type { Rendered, Translate } from "./types.js";

/** Lines shown per breakdown, the rest summed up in one line; the Excel has them all. */
export const TOP_LINES = 10;

export interface SalesView {
  report: SalesReport;
  /** The period's days (yyyy-MM-dd, local), and the buckets' first instants. */
  firstDate: string;
  lastDate: string;
  bucketStarts: readonly Date[];
  filter: SalesFilter;
}

/** Amounts per currency, each as the sum came (exact decimal text), in the reader's digits; no currency is said so. */
export function amountsText(amounts: readonly CurrencyAmount[], t: Translate, f: Format): string {
  // The amount isolated, then the currency's word: a Persian word inside a left-to-right isolate would read backwards.
  return amounts.map((a) => `${f.ltr(f.amount(a.amount))} ${a.currency === "" ? t("sales-currency-none") : escapeHtml(f.currency(a.currency))}`).join(" · ");
}

export function periodText(firstDate: string, lastDate: string, f: Format): string {
  return firstDate === lastDate ? f.date(firstDate) : `${f.date(firstDate)} – ${f.date(lastDate)}`;
}

export function filterText(filter: SalesFilter, t: Translate, f: Format): string | null {
  const parts = [
    filter.route ? t("sales-filter-route", { route: f.ltr(`${filter.route.origin}-${filter.route.destination}`) }) : null,
    filter.airline ? t("sales-filter-airline", { airline: f.ltr(filter.airline) }) : null,
    filter.agency ? t("sales-filter-agency", { agency: escapeHtml(filter.agency) }) : null,
  ].filter((p): p is string => p !== null);
  return parts.length ? parts.join(" · ") : null;
}

/** The counts of a line: "5 bookings, 15 passengers" (also the digest's caption). */
export function counts(line: SalesLine, t: Translate, f: Format): string {
  return t("sales-counts", { n: line.bookings, count: f.num(line.bookings), p: line.passengers, passengers: f.num(line.passengers) });
}

/** A breakdown of /sales: its title, the lines shown (keys already as the reader reads them, HTML) and the rest added up. */
interface Breakdown {
  title: string;
  shown: { key: string; line: SalesLine }[];
  rest: SalesLine | null;
  restCount: number;
}

/**
 * The summary of /sales: totals, breakdowns, cancellations, as HTML text and as rich tables (a
 * table per breakdown, the first open, the others folded). The digest has a short one, render/digest.ts.
 */
export function renderSales(view: SalesView, t: Translate, f: Format): Rendered {
  const { report } = view;
  const title = bold(t("sales-title", { period: periodText(view.firstDate, view.lastDate, f) }));
  const about = [t("sales-zone", { zone: escapeHtml(f.zoneName) })];
  const filters = filterText(view.filter, t, f);
  if (filters) about.push(t("sales-filters", { filters }));
  const totals = report.total.bookings === 0 ? [t("sales-none")] : [counts(report.total, t, f), t("sales-amounts", { amounts: amountsText(report.total.amounts, t, f) })];
  const parts = report.total.bookings === 0 ? [] : breakdowns(view, t, f);
  const { cancellations } = report;
  const after = [
    cancellations.tickets === 0
      ? t("sales-cancelled-none")
      : t("sales-cancelled", { n: cancellations.tickets, count: f.num(cancellations.tickets), amounts: amountsText(cancellations.refunds, t, f) }),
  ];
  const unheld = report.total.unheld + cancellations.unheld;
  if (unheld > 0) after.push(t("sales-set-aside", { n: unheld, count: f.num(unheld) }));

  const text = [
    title,
    ...about,
    "",
    ...totals,
    ...parts.flatMap((part) => [
      "",
      bold(part.title),
      ...part.shown.map(({ key, line }) => `• ${key}: ${counts(line, t, f)} · ${amountsText(line.amounts, t, f)}`),
      ...(part.rest ? [t("sales-more", { count: f.num(part.restCount), counts: counts(part.rest, t, f), amounts: amountsText(part.rest.amounts, t, f) })] : []),
    ]),
    "",
    ...after,
  ].join("\n");
  const header = (part: Breakdown) => [part.title, t("sales-table-bookings"), t("sales-table-passengers"), t("sales-table-amount")];
  const row = (key: string, line: SalesLine) => [key, f.num(line.bookings), f.num(line.passengers), amountsText(line.amounts, t, f)];
  const tables = parts.map((part, i) =>
    details(
      bold(part.title),
      [table(header(part), [...part.shown.map(({ key, line }) => row(key, line)), ...(part.rest ? [row(t("sales-more-cell", { count: f.num(part.restCount) }), part.rest)] : [])], ["left", "right", "right", "right"])],
      i === 0,
    ),
  );
  return {
    text,
    rich: { blocks: [heading(title), paragraph(about.join("\n")), paragraph(totals.join("\n")), ...tables, paragraph(after.join("\n"))], rtl: f.lang !== "en" },
  };
}

/** The breakdowns by day (or hour), route, agency and flight, each cut at TOP_LINES. */
function breakdowns(view: SalesView, t: Translate, f: Format): Breakdown[] {
  const { report } = view;
  const single = view.firstDate === view.lastDate;
  const buckets: KeyedSalesLine[] = report.buckets.map((line, i) => ({
    ...line,
    key: single ? f.instant(view.bucketStarts[i]!).split(" ").pop()! : f.date(todayIn(f.timeZone, view.bucketStarts[i]!)),
  }));
  // The busiest days (or hours), told in their order.
  const sold = buckets.filter((b) => b.bookings > 0);
  const busiest = new Set(byBookings(sold).slice(0, TOP_LINES));
  return [
    breakdown(t(single ? "sales-by-hour" : "sales-by-day"), [...sold.filter((b) => busiest.has(b)), ...sold.filter((b) => !busiest.has(b))], t, f, false),
    breakdown(t("sales-by-route"), byBookings(report.byRoute), t, f, true),
    breakdown(t("sales-by-agency"), byBookings(report.byAgency), t, f, true),
    breakdown(t("sales-by-flight"), byBookings(report.byFlight).map((line) => ({ ...line, key: line.key && spacedFlight(line.key) })), t, f, true),
  ].filter((part) => part.shown.length > 0);
}

const byBookings = (lines: readonly KeyedSalesLine[]): KeyedSalesLine[] => [...lines].sort((a, b) => b.bookings - a.bookings);

/** The first TOP_LINES lines as given, then the rest added up exactly. */
function breakdown(title: string, lines: readonly KeyedSalesLine[], t: Translate, f: Format, fromOutside: boolean): Breakdown {
  const rest = lines.slice(TOP_LINES);
  const shown = lines.slice(0, TOP_LINES).map((line) => ({ key: line.key === null ? t("sales-unnamed") : fromOutside ? f.ltr(escapeHtml(line.key)) : line.key, line }));
  if (rest.length === 0) return { title, shown, rest: null, restCount: 0 };
  const amounts = new CurrencyTotals();
  for (const line of rest) for (const a of line.amounts) amounts.add(a.currency, scaledOf(a.amount));
  const total = { bookings: rest.reduce((n, l) => n + l.bookings, 0), passengers: rest.reduce((n, l) => n + l.passengers, 0), amounts: amounts.list(), unheld: 0 };
  return { title, shown, rest: total, restCount: rest.length };
}
