import { todayIn } from "../../domain/dates.js";
import type { CurrencyAmount } from "../../ledger/exact-sum.js";
import type { KeyedSalesLine, SalesFilter, SalesLine, SalesReport } from "../../ledger/sales.js";
import { bold, escapeHtml } from "./html.js";
import type { Format } from "./format.js";
import type { Translate } from "./types.js";

/** Lines shown per breakdown; the Excel has them all. */
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
  return amounts.map((a) => (a.currency === "" ? `${f.ltr(f.amount(a.amount))} ${t("sales-currency-none")}` : f.ltr(f.money(a.amount, a.currency)))).join(" · ");
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

/** The summary of /sales: totals, breakdowns, cancellations (the digest has a short one, render/digest.ts). */
export function renderSales(view: SalesView, t: Translate, f: Format): string {
  const { report } = view;
  const head = [bold(t("sales-title", { period: periodText(view.firstDate, view.lastDate, f) })), t("sales-zone", { zone: escapeHtml(f.zoneName) })];
  const filters = filterText(view.filter, t, f);
  if (filters) head.push(t("sales-filters", { filters }));
  if (report.total.bookings === 0) {
    head.push("", t("sales-none"));
  } else {
    head.push("", counts(report.total, t, f), t("sales-amounts", { amounts: amountsText(report.total.amounts, t, f) }));
    const single = view.firstDate === view.lastDate;
    const buckets: KeyedSalesLine[] = report.buckets.map((line, i) => ({
      ...line,
      key: single ? f.instant(view.bucketStarts[i]!).split(" ").pop()! : f.date(todayIn(f.timeZone, view.bucketStarts[i]!)),
    }));
    head.push(...section(t(single ? "sales-by-hour" : "sales-by-day"), top(buckets.filter((b) => b.bookings > 0)), t, f, false));
    head.push(...section(t("sales-by-route"), top(report.byRoute), t, f, true));
    head.push(...section(t("sales-by-agency"), top(report.byAgency), t, f, true));
    head.push(...section(t("sales-by-flight"), top(report.byFlight), t, f, true));
  }
  const { cancellations } = report;
  head.push(
    "",
    cancellations.tickets === 0
      ? t("sales-cancelled-none")
      : t("sales-cancelled", { n: cancellations.tickets, count: f.num(cancellations.tickets), amounts: amountsText(cancellations.refunds, t, f) }),
  );
  const unheld = report.total.unheld + cancellations.unheld;
  if (unheld > 0) head.push(t("sales-set-aside", { n: unheld, count: f.num(unheld) }));
  return head.join("\n");
}

const top = (lines: KeyedSalesLine[]): KeyedSalesLine[] => [...lines].sort((a, b) => b.bookings - a.bookings).slice(0, TOP_LINES);

function section(title: string, lines: KeyedSalesLine[], t: Translate, f: Format, fromOutside: boolean): string[] {
  if (lines.length === 0) return [];
  return [
    "",
    bold(title),
    ...lines.map((line) => {
      const key = line.key === null ? t("sales-unnamed") : fromOutside ? f.ltr(escapeHtml(line.key)) : line.key;
      return `• ${key}: ${counts(line, t, f)} · ${amountsText(line.amounts, t, f)}`;
    }),
  ];
}
