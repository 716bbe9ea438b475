/**
 * The ingest bench's million bookings (ledger-fill.ts millionBookings) in PostgreSQL: the same
 * PNRs, booking times, flights and two tickets each, filled with generate_series into a database
 * of its own (postgres-database.ts) at every run, dropped after. Only what /pace reads is filled
 * (bookings and tickets; no passengers, event ids or sales totals), then vacuumed and analysed
 * as autovacuum would have left it.
 */
import { sql } from "kysely";
import { openLedger, type Ledger } from "../src/ledger/ledger.js";
import { silentLogger } from "../src/logger.js";
import { MILLION } from "./ledger-fill.js";
import { postgresDatabase } from "./postgres-database.js";

const n = `generate_series(0::bigint, ${MILLION - 1}) as i`;
/** ledger-fill.ts's PNR of booking i: "Z" and six hex digits of a bijection of 0..2^24. */
const pnr = `'Z' || upper(lpad(to_hex((i * 2654435761) % 16777216), 6, '0'))`;
const bookedAt = `to_char(timestamp '2025-10-01' + i * 34 * interval '1 second', 'YYYY-MM-DD HH24:MI:SS')`;

export async function millionBookingsPostgres(serverUrl: string): Promise<{ ledger: Ledger; fillSeconds: number; drop: () => Promise<void> }> {
  const database = await postgresDatabase(serverUrl, "bench_pace");
  const ledger = await openLedger({ dataDir: "unused", databaseUrl: database.url, retentionDays: 36_500, logger: silentLogger() });
  const started = performance.now();
  try {
    await sql
      .raw(
        `insert into bookings (pnr, event_id, booked_at, agency_id, agency_name, channel, booked_via, currency, total_whole, total_nano, route, first_flight, first_flight_date, passenger_count)
        select ${pnr}, 900000000 + i, ${bookedAt}, (i % 40)::text, 'Agency ' || (i % 40), 'charter', 'panel', 'IRR', 17227000, 0,
          'THR-MHD', 'IR' || (1200 + i % 60), '2026-10-01', 2
        from ${n}`,
      )
      .execute(ledger.db);
    await sql
      .raw(
        `insert into tickets (pnr, passenger_idx, segment_idx, ticket_number, kind, airline, flight_number, flight_time, flight_date, origin, destination, fare_class, fare_name, age_type, base_fare, tax, payable, currency, status, booked_at)
        select ${pnr}, k.idx, 0, 'T' || lpad((i * 2 + k.idx)::text, 9, '0'), 'charter', 'IR', (1200 + i % 60)::text, to_char(f.day, 'YYYY-MM-DD HH24:MI'), to_char(f.day, 'YYYY-MM-DD'),
          'THR', 'MHD', 'Y', 'Economy', 'ADL', 100, 10, 110, 'IRR', 'active', ${bookedAt}
        from ${n} cross join (values (0), (1)) as k(idx) cross join lateral (select timestamp '2025-10-02' + (i * 34 / 86400) * interval '1 day' as day) as f`,
      )
      .execute(ledger.db);
    for (const table of ["bookings", "tickets"]) await sql.raw(`vacuum analyze ${table}`).execute(ledger.db);
  } catch (err) {
    await ledger.close();
    await database.drop();
    throw err;
  }
  const fillSeconds = (performance.now() - started) / 1000;
  return { ledger, fillSeconds, drop: () => ledger.close().then(database.drop) };
}
