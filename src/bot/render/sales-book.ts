import { todayIn } from "../../domain/dates.js";
import type { XlsxBook, XlsxRow, XlsxSheet } from "../../desk/export/xlsx.js";
import type { KeyedSalesLine, SalesBookingRow, SalesQuery, SalesReport } from "../../ledger/sales.js";
import type { Format } from "./format.js";
import type { Translate } from "./types.js";

/**
 * The Excel of /sales: one sheet per breakdown (day, route, agency, flight: every line, one row
 * per currency) and one row per booking, streamed from the ledger. No passenger's personal data
 * is in it: nothing to mask.
 */
export function salesBook(report: SalesReport, query: SalesQuery, bookings: AsyncIterable<SalesBookingRow>, t: Translate, f: Format): XlsxBook {
  const days: KeyedSalesLine[] = report.buckets.map((line, i) => ({ ...line, key: todayIn(f.timeZone, query.bounds[i]!) }));
  return {
    lang: f.lang,
    timeZone: f.timeZone,
    sheets: [
      breakdownSheet(t("sales-sheet-day"), days, t, days.length === 1 ? "text" : "date"),
      breakdownSheet(t("sales-sheet-route"), report.byRoute, t),
      breakdownSheet(t("sales-sheet-agency"), report.byAgency, t),
      breakdownSheet(t("sales-sheet-flight"), report.byFlight, t),
      {
        name: t("sales-sheet-bookings"),
        columns: [
          { header: "PNR", key: "pnr", kind: "text" },
          { header: t("sales-col-booked", { zone: f.timeZone }), key: "bookedAt", kind: "datetime" },
          { header: t("sales-col-agency"), key: "agency", kind: "text", width: 24 },
          { header: t("sales-col-route"), key: "route", kind: "text", width: 20 },
          { header: t("sales-col-flight"), key: "flight", kind: "text" },
          { header: t("sales-col-flight-date"), key: "flightDate", kind: "date" },
          { header: t("sales-col-passengers"), key: "passengers", kind: "integer" },
          { header: t("sales-col-channel"), key: "channel", kind: "text" },
          { header: t("sales-col-amount"), key: "amount", kind: "amount" },
          { header: t("sales-col-currency"), key: "currency", kind: "text" },
        ],
        rows: rowsOf(bookings, t),
      },
    ],
  };
}

async function* rowsOf(bookings: AsyncIterable<SalesBookingRow>, t: Translate): AsyncIterable<XlsxRow> {
  for await (const row of bookings) yield { ...row, currency: currencyName(row.currency, t) };
}

/** A code, or "currency not given" for "". */
export const currencyName = (code: string, t: Translate): string => code || t("sales-currency-none");

export function breakdownSheet(name: string, lines: readonly KeyedSalesLine[], t: Translate, keyKind: "text" | "date" = "text"): XlsxSheet {
  const rows = lines.flatMap((line) =>
    line.amounts.map((a) => ({ key: line.key ?? "", bookings: line.bookings, passengers: line.passengers, amount: a.amount, currency: currencyName(a.currency, t) })),
  );
  return {
    name,
    columns: [
      { header: name, key: "key", kind: keyKind, width: 22 },
      { header: t("sales-col-bookings"), key: "bookings", kind: "integer" },
      { header: t("sales-col-passengers"), key: "passengers", kind: "integer" },
      { header: t("sales-col-amount"), key: "amount", kind: "amount" },
      { header: t("sales-col-currency"), key: "currency", kind: "text" },
    ],
    rows,
  };
}
