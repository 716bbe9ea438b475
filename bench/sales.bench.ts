/**
 * /sales for a month over 300,000 bookings in SQLite: the ledger's sales report (per day in
 * Asia/Tehran, by route, agency and flight, cancellations) for November, all 300,000 bookings
 * of the ledger in it, amounts in IRR and USD with decimals. Rows are written straight into
 * the tables (the ingest has its own bench); the report is what /sales runs.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { addDays, startOfDayIn } from "../src/domain/dates.js";
import { openLedger } from "../src/ledger/ledger.js";
import { ledgerTime, salesReport } from "../src/ledger/sales.js";
import { silentLogger } from "../src/logger.js";
import type { Benchmark } from "./benchmark.js";

const BOOKINGS = 300_000;
const ZONE = "Asia/Tehran";
const ROUTES = ["THR-MHD", "THR-KIH", "MHD-THR", "THR-SYZ", "IKA-IST", "KIH-THR", "THR-MHD, MHD-THR"];
const AGENCIES = ["Parsian Travel", "Sepehr Travel", "آژانس پرواز", "سفرهای آسمان", "Alibaba", null];

const dataDir = await mkdtemp(join(tmpdir(), "flightdesk-bench-sales-"));
const ledger = await openLedger({ dataDir, retentionDays: 36_500, logger: silentLogger() });
const start = Date.UTC(2026, 10, 1) - 3.5 * 3_600_000;
const spread = 30 * 86_400_000;

await ledger.db.transaction().execute(async (trx) => {
  for (let first = 0; first < BOOKINGS; first += 1000) {
    const rows = Array.from({ length: Math.min(1000, BOOKINGS - first) }, (_, k) => {
      const i = first + k;
      const usd = i % 7 === 0;
      // USD 125.55 to 126.04; IRR whole.
      const cents = 55 + (i % 50);
      return {
        pnr: `P${i.toString(36).toUpperCase().padStart(6, "0")}`,
        event_id: i + 1,
        booked_at: ledgerTime(new Date(start + Math.floor((i / BOOKINGS) * spread))),
        agency_id: String(i % 40),
        agency_name: AGENCIES[i % AGENCIES.length]!,
        for_user: null,
        by_user: null,
        channel: "charter",
        booked_via: "panel",
        currency: usd ? "USD" : "IRR",
        total_whole: usd ? 125 + Math.floor(cents / 100) : 17_227_000 + (i % 1000) * 1000,
        total_nano: usd ? (cents % 100) * 10_000_000 : 0,
        phone: null,
        phone_key: null,
        email: null,
        email_key: null,
        route: ROUTES[i % ROUTES.length]!,
        first_flight: `IR${1200 + (i % 60)}`,
        first_flight_date: "2026-12-01",
        passenger_count: 1 + (i % 3),
      };
    });
    await trx.insertInto("bookings").values(rows).execute();
    await trx
      .insertInto("ledger_events")
      .values(rows.map((r) => ({ id: r.event_id, type: "FederatedFlight.FlightBookedV2", created_at: r.booked_at })))
      .execute();
  }
});

const days = Array.from({ length: 31 }, (_, d) => startOfDayIn(ZONE, addDays("2026-11-01", d)));

export const benchmarks: Benchmark[] = [
  {
    name: `sales (SQLite): /sales for a month over ${BOOKINGS.toLocaleString("en")} bookings (per day, route, agency, flight)`,
    targetMs: 300,
    samples: 12,
    run: async () => {
      const report = await salesReport(ledger, { bounds: days, filter: {} });
      if (report.total.bookings !== BOOKINGS) throw new Error(`reported ${report.total.bookings} bookings of ${BOOKINGS}`);
    },
    teardown: async () => {
      await ledger.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  },
];
