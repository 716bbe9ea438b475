/**
 * A /sales Excel as the desk will write it: one row per booking (14 columns, Persian names,
 * masked national codes, amounts in two currencies), read from an async source as the ledger
 * will stream them, plus the per-day and per-route breakdowns.
 */
import type { XlsxBook, XlsxColumn, XlsxRow } from "../../src/desk/export/xlsx.js";

const BOOKING_COLUMNS: XlsxColumn[] = [
  { header: "PNR", key: "pnr", kind: "text" },
  { header: "Ticket", key: "ticket", kind: "text" },
  { header: "Passenger", key: "passenger", kind: "text", width: 28 },
  { header: "National code", key: "nationalCode", kind: "text" },
  { header: "Age type", key: "ageType", kind: "text" },
  { header: "Agency", key: "agency", kind: "text", width: 24 },
  { header: "Flight", key: "flight", kind: "text" },
  { header: "Route", key: "route", kind: "text" },
  { header: "Flight date", key: "flightDate", kind: "date" },
  { header: "Booked (Asia/Tehran)", key: "bookedAt", kind: "datetime" },
  { header: "Class", key: "fareClass", kind: "text" },
  { header: "Amount", key: "amount", kind: "amount" },
  { header: "Currency", key: "currency", kind: "text" },
  { header: "Status", key: "status", kind: "text" },
];

const NAMES = ["سارا کریمی", "علی رضایی", "KARIMI/SARA MRS", "محمد حسینی", "=HYPERLINK(\"x\")", "فاطمه احمدی"];
const ROUTES = ["THR-MHD", "THR-KIH", "MHD-THR", "THR-SYZ", "IKA-IST", "KIH-THR"];
const AGENCIES = ["آژانس پرواز", "Sepehr Travel", "سفرهای آسمان", "Alibaba"];

async function* bookingRows(count: number): AsyncIterable<XlsxRow> {
  const start = Date.UTC(2026, 10, 1);
  for (let i = 0; i < count; i++) {
    // A database cursor hands rows over in batches: one wait per 100 rows.
    if (i % 100 === 0) await Promise.resolve();
    const usd = i % 7 === 0;
    yield {
      pnr: `P${(100000 + i).toString(36).toUpperCase()}`,
      ticket: `096${String(2000000000 + i)}`,
      passenger: NAMES[i % NAMES.length],
      nationalCode: `••••${String(1000 + (i % 9000))}`,
      ageType: i % 11 === 0 ? "CHD" : "ADT",
      agency: AGENCIES[i % AGENCIES.length],
      flight: `IR${1200 + (i % 40)}`,
      route: ROUTES[i % ROUTES.length],
      flightDate: `2026-12-${String(1 + (i % 28)).padStart(2, "0")}`,
      bookedAt: new Date(start + i * 259_000),
      fareClass: "Y",
      amount: usd ? 125.5 + (i % 50) : 17_227_000 + (i % 1000) * 1000,
      currency: usd ? "USD" : "IRR",
      status: i % 13 === 0 ? "cancelled" : "active",
    };
  }
}

function breakdown(keys: string[], label: string): XlsxBook["sheets"][number] {
  return {
    name: `By ${label}`,
    columns: [
      { header: label, key: "key", kind: "text" },
      { header: "Bookings", key: "bookings", kind: "integer" },
      { header: "Amount", key: "amount", kind: "amount" },
      { header: "Currency", key: "currency", kind: "text" },
    ],
    rows: keys.map((key, i) => ({ key, bookings: 300 + i, amount: "5168100000.50", currency: "IRR" })),
  };
}

/** The workbook of a /sales export of `bookings` bookings: a fresh, unread source each call. */
export function salesBook(bookings: number): XlsxBook {
  const days = Array.from({ length: 30 }, (_, d) => `2026-11-${String(d + 1).padStart(2, "0")}`);
  return {
    lang: "fa",
    timeZone: "Asia/Tehran",
    sheets: [{ name: "Bookings", columns: BOOKING_COLUMNS, rows: bookingRows(bookings) }, breakdown(days, "day"), breakdown(ROUTES, "route")],
  };
}
