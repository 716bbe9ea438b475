/**
 * Big ledgers for the benchmarks, filled ONCE with bulk SQL (recursive CTEs, not the page path)
 * under data/bench/ (ignored by git) and reused by later runs: filling a million bookings takes
 * minutes, measuring on them seconds. A ledger counts as filled when its desk mark says so with
 * this fill's name; a half-filled one (a run stopped while filling) is thrown away and filled again.
 */
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import { openLedger, type Ledger } from "../src/ledger/ledger.js";
import { LEDGER_FILE } from "../src/ledger/open.js";
import { refreshSalesTotals } from "../src/ledger/sales-totals.js";
import { silentLogger } from "../src/logger.js";

const BENCH_DIR = fileURLToPath(new URL("../data/bench/", import.meta.url));
const MARK = "bench-filled";

/** The ledger at data/bench/NAME, filled by `fill` unless a run before did. */
export async function filledLedger(name: string, fill: (ledger: Ledger) => Promise<void>): Promise<{ ledger: Ledger; dataDir: string; fillSeconds: number | null }> {
  const dataDir = join(BENCH_DIR, name);
  const open = () => openLedger({ dataDir, retentionDays: 36_500, logger: silentLogger() });
  let ledger = await open();
  const mark = await ledger.db.selectFrom("desk_marks").select("value").where("name", "=", MARK).executeTakeFirst();
  if (mark?.value === name) return { ledger, dataDir, fillSeconds: null };
  await ledger.close();
  await rm(dataDir, { recursive: true, force: true });
  ledger = await open();
  const started = performance.now();
  await fill(ledger);
  await ledger.db.insertInto("desk_marks").values({ name: MARK, value: name }).execute();
  await sql`pragma wal_checkpoint(truncate)`.execute(ledger.db);
  return { ledger, dataDir, fillSeconds: (performance.now() - started) / 1000 };
}

/** SQL text of the UTC time `seconds` after `from` (a ledger time), as the ledger keeps times. */
export const ledgerTimeSql = (from: string, seconds: string): string => `strftime('%Y-%m-%d %H:%M:%S', '${from}', '+' || (${seconds}) || ' seconds')`;

export const MILLION = 1_000_000;

/**
 * A ledger of MILLION bookings of the 400 days before the ingest bench's pages, two passengers
 * and a ticket each (random PNRs, phones, emails and national codes, as the feed's are), with
 * its sales totals: the ingest and /find benchmarks read it.
 */
export async function millionBookings(): Promise<{ dataDir: string; file: string; fillSeconds: number | null }> {
  const { ledger, dataDir, fillSeconds } = await filledLedger("ingest-1m", async ({ db }) => {
    const n = `with recursive n(i) as (select 0 union all select i + 1 from n where i < ${MILLION - 1})`;
    // A bijection of 0..2^24: random-looking keys, no two alike.
    const scatter = (i: string, salt: number) => `((${i} * 2654435761 + ${salt}) % 16777216)`;
    await sql.raw(`${n} insert into ledger_events (id, type, created_at) select 900000000 + i, 'FederatedFlight.FlightBookedV2', ${ledgerTimeSql("2025-10-01 00:00:00", "i * 34")} from n`).execute(db);
    await sql
      .raw(
        `${n} insert into bookings (pnr, event_id, booked_at, agency_id, agency_name, channel, booked_via, currency, total_whole, total_nano, phone, phone_key, email, email_key, route, first_flight, first_flight_date, passenger_count)
        select printf('Z%06X', ${scatter("i", 0)}), 900000000 + i, ${ledgerTimeSql("2025-10-01 00:00:00", "i * 34")}, cast(i % 40 as text), 'Agency ' || (i % 40), 'charter', 'panel', 'IRR', 17227000, 0,
          printf('0912%07d', ${scatter("i", 77)} % 10000000), printf('+98912%07d', ${scatter("i", 77)} % 10000000),
          printf('p%d@example.com', ${scatter("i", 991)}), printf('p%d@example.com', ${scatter("i", 991)}),
          'THR-MHD', 'IR' || (1200 + i % 60), '2026-10-01', 2
        from n`,
      )
      .execute(db);
    await sql
      .raw(
        `${n}, k(idx) as (values (0), (1))
        insert into passengers (pnr, idx, first_name, last_name, name_folded, age_type, national_code, national_code_key, passport_number, passport_key)
        select printf('Z%06X', ${scatter("i", 0)}), idx, 'name' || ((i * 31 + idx) % 9973), 'family' || ((i * 17 + idx * 7) % 7919),
          'name' || ((i * 31 + idx) % 9973) || ' family' || ((i * 17 + idx * 7) % 7919), 'ADL',
          printf('%010d', ${scatter("i * 2 + idx", 5)} * 397), printf('%010d', ${scatter("i * 2 + idx", 5)} * 397), null, null
        from n, k`,
      )
      .execute(db);
    await sql
      .raw(
        `${n}, k(idx) as (values (0), (1))
        insert into tickets (pnr, passenger_idx, segment_idx, ticket_number, kind, airline, flight_number, flight_time, flight_date, origin, destination, fare_class, fare_name, age_type, base_fare, tax, payable, currency, status, booked_at)
        select printf('Z%06X', ${scatter("i", 0)}), idx, 0, printf('T%09d', i * 2 + idx), 'charter', 'IR', cast(1200 + i % 60 as text), ${ledgerTimeSql("2025-10-02 00:00:00", "(i * 34 / 86400) * 86400")}, substr(${ledgerTimeSql("2025-10-02 00:00:00", "(i * 34 / 86400) * 86400")}, 1, 10),
          'THR', 'MHD', 'Y', 'Economy', 'ADL', 100, 10, 110, 'IRR', 'active', ${ledgerTimeSql("2025-10-01 00:00:00", "i * 34")}
        from n, k`,
      )
      .execute(db);
    // The sales totals the page path keeps.
    await refreshSalesTotals(db, "all");
  });
  await ledger.close();
  return { dataDir, file: join(dataDir, LEDGER_FILE), fillSeconds };
}
