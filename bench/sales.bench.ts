/**
 * /sales for a year by day over 1,200,000 bookings in SQLite: the ledger's sales report (per
 * day in Asia/Tehran, by route, agency and flight, cancellations) for 365 days holding every
 * booking of the ledger, amounts in IRR and USD with decimals. The ledger is filled once with
 * bulk SQL under data/bench/ (ledger-fill.ts), its sales totals added up as ingest keeps them, and reused. Baseline (the floor): one read of the
 * year's bookings on its index, counted and summed, without any breakdown.
 */
import { sql } from "kysely";
import { addDays, startOfDayIn } from "../src/domain/dates.js";
import { ledgerTime, salesReport } from "../src/ledger/sales.js";
import { refreshSalesTotals } from "../src/ledger/sales-totals.js";
import type { Benchmark } from "./benchmark.js";
import { filledLedger, ledgerTimeSql } from "./ledger-fill.js";

const BOOKINGS = 1_200_000;
const ZONE = "Asia/Tehran";
const FIRST_DAY = "2025-11-22";
const days = Array.from({ length: 366 }, (_, d) => startOfDayIn(ZONE, addDays(FIRST_DAY, d)));
const from = ledgerTime(days[0]!);
const to = ledgerTime(days[365]!);
const spreadSeconds = Math.floor((days[365]!.getTime() - days[0]!.getTime()) / 1000);

const { ledger, fillSeconds } = await filledLedger("sales-1.2m", async ({ db }) => {
  // Seven routes, six agencies (one unnamed), sixty flights; every seventh booking in USD
  // (125.55 to 126.04), the rest IRR whole; 1 to 3 passengers; one cancellation in twenty.
  await sql
    .raw(
      `with recursive n(i) as (select 0 union all select i + 1 from n where i < ${BOOKINGS - 1})
      insert into bookings (pnr, event_id, booked_at, agency_id, agency_name, channel, booked_via, currency, total_whole, total_nano, route, first_flight, first_flight_date, passenger_count)
      select printf('P%07d', i), i + 1, ${ledgerTimeSql(from, `i * ${spreadSeconds} / ${BOOKINGS}`)}, cast(i % 40 as text),
        case i % 6 when 0 then 'Parsian Travel' when 1 then 'Sepehr Travel' when 2 then 'آژانس پرواز' when 3 then 'سفرهای آسمان' when 4 then 'Alibaba' end,
        'charter', 'panel', case when i % 7 = 0 then 'USD' else 'IRR' end,
        case when i % 7 = 0 then 125 + (55 + i % 50) / 100 else 17227000 + (i % 1000) * 1000 end,
        case when i % 7 = 0 then ((55 + i % 50) % 100) * 10000000 else 0 end,
        case i % 7 when 0 then 'THR-MHD' when 1 then 'THR-KIH' when 2 then 'MHD-THR' when 3 then 'THR-SYZ' when 4 then 'IKA-IST' when 5 then 'KIH-THR' else 'THR-MHD, MHD-THR' end,
        'IR' || (1200 + i % 60), '2026-12-01', 1 + i % 3
      from n`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into cancellations (pnr, ticket_number, event_id, cancelled_at, airline, flight_number, flight_time, flight_date, origin, destination, penalty, refund_whole, refund_nano, currency)
      select pnr, pnr || '-0', event_id + ${BOOKINGS}, booked_at, 'IR', substr(first_flight, 3), '2026-12-01 08:30', '2026-12-01', 'THR', 'MHD', 30, 70, 0, currency
      from bookings where event_id % 20 = 0`,
    )
    .execute(db);
  await sql.raw(`insert into ledger_events (id, type, created_at) select event_id, 'FederatedFlight.FlightBookedV2', booked_at from bookings`).execute(db);
  // The totals the page path keeps at ingest.
  await refreshSalesTotals(db, "all");
});

const floor = sql`select count(*), cast(sum(total_whole) as text), cast(sum(total_nano) as text) from bookings where booked_at >= ${from} and booked_at < ${to}`;

export const benchmarks: Benchmark[] = [
  {
    name: `sales (SQLite): /sales for a year by day over ${BOOKINGS.toLocaleString("en")} bookings (per day, route, agency, flight, cancellations)${fillSeconds === null ? "" : `; ledger filled in ${fillSeconds.toFixed(0)} s`}`,
    targetMs: 300,
    samples: 8,
    run: async () => {
      const report = await salesReport(ledger, { bounds: days, filter: {} });
      if (report.total.bookings !== BOOKINGS) throw new Error(`reported ${report.total.bookings} bookings of ${BOOKINGS}`);
    },
    baseline: { name: "the year's bookings counted and summed", run: () => floor.execute(ledger.db) },
    teardown: () => ledger.close(),
  },
];
