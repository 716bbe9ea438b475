import { InlineKeyboard } from "grammy";
import { loadPercent } from "../../domain/pace-alerts.js";
import type { ReportPeriod } from "../../domain/report-schedule.js";
import type { XlsxBook, XlsxSheet } from "../../desk/export/xlsx.js";
import type { CurrencyAmount } from "../../ledger/exact-sum.js";
import type { KeyedSalesLine, SalesLine } from "../../ledger/sales.js";
import { spacedFlight } from "../../domain/flight-ref.js";
import { buttons } from "../buttons.js";
import { addButton } from "../callback-data.js";
import { CAPTION_LIMIT, type DigestMessages } from "./digest.js";
import { bold, escapeHtml } from "./html.js";
import type { Format } from "./format.js";
import { amountsText, counts, filterText, periodText, type SalesView } from "./sales.js";
import { breakdownSheet, currencyName } from "./sales-book.js";
import { splitMessage } from "./split.js";
import type { Translate } from "./types.js";

/**
 * The daily or weekly sales report (/subscribe report): per route and flight, bookings and
 * passengers, the flight's load factor, revenue and average fare per currency (never added
 * across currencies), the sales channel, cancellations and what went back; as a caption under
 * the chart (or messages after it when longer) and as an Excel file. Pure.
 */

export interface ReportFlight {
  /** As the ledger keys it ("IR1234"), its local date, and the first leg of the bookings' route. */
  flight: string;
  date: string;
  route: string;
  line: SalesLine;
  /** Seats sold on it now (the ledger, infants apart), and its seats when the supplier's list gave them. */
  sold: number;
  capacity: number | null;
}

export interface ReportView extends SalesView {
  period: ReportPeriod;
  channels: KeyedSalesLine[];
  /** A line per currency: its own passengers make its average fare. */
  currencies: KeyedSalesLine[];
  flights: ReportFlight[];
}

/** Lines of each breakdown in the caption; the Excel file has them all. */
const TOP = 5;

export function renderReport(view: ReportView, owner: number, t: Translate, f: Format): DigestMessages {
  const title = bold(t("report-title", { period: view.period, days: periodText(view.firstDate, view.lastDate, f) }));
  const filter = filterText(view.filter, t, f);
  const summary = f.rtlLines([title, ...(filter ? [filter] : []), ...reportLines(view, t, f)].join("\n"));
  const keyboard = addButton(new InlineKeyboard(), t("digest-report-button"), buttons.salesDay.pack(owner, { day: view.lastDate.replaceAll("-", "") }));
  if (summary.length <= CAPTION_LIMIT) return { caption: summary, keyboard, followUp: [] };
  return { caption: f.rtlLines([title, t("digest-summary-below")].join("\n")), keyboard, followUp: splitMessage(summary) };
}

function reportLines(view: ReportView, t: Translate, f: Format): string[] {
  const { report } = view;
  const { cancellations } = report;
  const cancelled =
    cancellations.tickets === 0
      ? t("sales-cancelled-none")
      : t("sales-cancelled", { n: cancellations.tickets, count: f.num(cancellations.tickets), amounts: amountsText(cancellations.refunds, t, f) });
  if (report.total.bookings === 0) return [t("sales-none"), cancelled, "", t("report-excel-below")];
  const channels = view.channels.map((c) => t("report-channel", { channel: c.key ?? "own", count: f.num(c.bookings) })).join(" · ");
  const routes = report.byRoute.slice(0, TOP).map((line) => `• ${line.key === null ? t("sales-unnamed") : f.ltr(escapeHtml(line.key))}: ${counts(line, t, f)}`);
  const flights = view.flights.slice(0, TOP).map((fl) => `• ${f.ltr(escapeHtml(spacedFlight(fl.flight)))} ${f.date(fl.date)}: ${counts(fl.line, t, f)} · ${seatsText(fl, t, f)}`);
  return [
    counts(report.total, t, f),
    t("sales-amounts", { amounts: amountsText(report.total.amounts, t, f) }),
    t("report-average", { amounts: amountsText(view.currencies.flatMap(averageFare), t, f) }),
    t("report-channels", { channels }),
    "",
    bold(t("report-routes")),
    ...routes,
    "",
    bold(t("report-flights")),
    ...flights,
    "",
    cancelled,
    t("report-excel-below"),
  ];
}

function seatsText(fl: ReportFlight, t: Translate, f: Format): string {
  if (fl.capacity === null) return t("report-seats-unknown", { sold: f.num(fl.sold) });
  return t("report-load", { sold: f.num(fl.sold), capacity: f.num(fl.capacity), load: f.num(loadPercent(fl.sold, fl.capacity)) });
}

/** A currency's revenue over its passengers: a figure to read, never sent anywhere, so rounded to two decimals. */
export function averageFare(line: SalesLine): CurrencyAmount[] {
  if (line.passengers === 0) return [];
  return line.amounts.map((a) => ({ currency: a.currency, amount: String(Math.round((Number(a.amount) / line.passengers) * 100) / 100) }));
}

/** The report's Excel file: routes, flights with their load factors, channels and agencies, a row per currency. */
export function reportBook(view: ReportView, t: Translate, f: Format): XlsxBook {
  const flights: XlsxSheet = {
    name: t("sales-sheet-flight"),
    columns: [
      { header: t("sales-sheet-flight"), key: "flight", kind: "text" },
      { header: t("report-col-date"), key: "date", kind: "date" },
      { header: t("sales-sheet-route"), key: "route", kind: "text" },
      { header: t("sales-col-bookings"), key: "bookings", kind: "integer" },
      { header: t("sales-col-passengers"), key: "passengers", kind: "integer" },
      { header: t("report-col-sold"), key: "sold", kind: "integer" },
      { header: t("report-col-seats"), key: "seats", kind: "integer" },
      { header: t("report-col-load"), key: "load", kind: "integer" },
      { header: t("sales-col-amount"), key: "amount", kind: "amount" },
      { header: t("sales-col-currency"), key: "currency", kind: "text" },
    ],
    rows: view.flights.flatMap((fl) =>
      fl.line.amounts.map((a) => ({
        flight: spacedFlight(fl.flight),
        date: fl.date,
        route: fl.route,
        bookings: fl.line.bookings,
        passengers: fl.line.passengers,
        sold: fl.sold,
        seats: fl.capacity,
        load: fl.capacity ? loadPercent(fl.sold, fl.capacity) : null,
        amount: a.amount,
        currency: currencyName(a.currency, t),
      })),
    ),
  };
  const channels = view.channels.map((c) => ({ ...c, key: t("report-channel-name", { channel: c.key ?? "own" }) }));
  return {
    lang: f.lang,
    timeZone: f.timeZone,
    sheets: [breakdownSheet(t("sales-sheet-route"), view.report.byRoute, t), flights, breakdownSheet(t("report-sheet-channel"), channels, t), breakdownSheet(t("sales-sheet-agency"), view.report.byAgency, t)],
  };
}
