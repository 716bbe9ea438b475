/**
 * What pace alerts add to a page's commit: for a page of 5000 FlightBooked events (two seats
 * each, on 300 flights of the next 30 days, of a ledger already holding 50,000 such bookings,
 * every flight's seats known and counted once before), the bounds of the flights' seats sold
 * raised (raiseSold, in every page), those that may have passed a threshold counted again and
 * the new alerts written (paceCrossings): 10 flights pass 80 % with the page. In a transaction
 * rolled back, so that every run writes them anew. On SQLite, and on PostgreSQL with
 * DATABASE_URL_TEST.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { addDays } from "../src/domain/dates.js";
import { openLedger, type Ledger } from "../src/ledger/ledger.js";
import { paceCrossings, raiseSold, touchedFlights, type PaceWatch } from "../src/ledger/pace-alerts.js";
import { saveSeats } from "../src/ledger/pace-seats.js";
import { ledgerRows } from "../src/ledger/rows.js";
import { flightKey } from "../src/ledger/flight-board.js";
import { silentLogger } from "../src/logger.js";
import { bookedWire, parsed, type SampleFlight } from "../test/support/ledger-events.js";
import type { Benchmark } from "./benchmark.js";
import { postgresDatabase } from "./postgres-database.js";

const NOW = new Date("2026-11-20T12:00:00Z");
const TODAY = "2026-11-20";
const FLIGHTS = 300;
const PAGE = 5000;
const PAGES_BEFORE = 10;
const TARGET_MS = 30;
const ROUTES = [["THR", "MHD"], ["THR", "KIH"], ["MHD", "THR"], ["THR", "SYZ"], ["IFN", "MHD"]] as const;

const flights: SampleFlight[] = Array.from({ length: FLIGHTS }, (_, i) => {
  const [origin, destination] = ROUTES[i % ROUTES.length]!;
  return { airline: "IR", number: String(1000 + i), at: `${addDays(TODAY, 1 + (i % 30))} 08:30`, origin, destination };
});

/** Page `n` of 5000 bookings spread over the flights (ids and PNRs of their own). */
const page = (n: number) => parsed(...Array.from({ length: PAGE }, (_, i) => bookedWire(n * PAGE + i + 1, `B${n}X${i}`, { at: "2026-11-20 10:00:00", out: flights[(i * 7 + n) % FLIGHTS]!, oneWay: true })));

async function paceBenchmark(name: string, ledger: Ledger, teardown: () => Promise<void>): Promise<Benchmark> {
  for (let n = 0; n < PAGES_BEFORE; n++) await ledger.ingest(page(n), NOW);
  // About 333 seats sold of each flight: 10 flights of 450 seats pass 80 % with the page (366), the others have 2000.
  for (const [i, f] of flights.entries()) await saveSeats(ledger.db, f.at.slice(0, 10), new Map([[flightKey(f.airline, f.number, f.origin, f.destination), i % 30 === 0 ? 450 : 2000]]), NOW);
  const watch: PaceWatch = { rules: { thresholds: [80, 95], spike: 5, behindPercent: 30 }, today: TODAY, recipients: () => [{ chatId: 1, language: "en", owner: 1 }] };
  const everyFlight = touchedFlights(ledgerRows(page(0)), TODAY).flights;
  await ledger.db.transaction().execute((trx) => paceCrossings(trx, everyFlight, new Map(), watch, NOW));
  const measured = page(PAGES_BEFORE);
  await ledger.ingest(measured, NOW);
  const rows = ledgerRows(measured);
  const { flights: touched, cancelled } = touchedFlights(rows, TODAY);
  const rollback = new Error("rolled back");
  let alerts = 0;
  const run = async () => {
    await ledger.db
      .transaction()
      .execute(async (trx) => {
        await raiseSold(trx, rows);
        alerts = (await paceCrossings(trx, touched, cancelled, watch, NOW)).length;
        throw rollback;
      })
      .catch((err: unknown) => {
        if (err !== rollback) throw err;
      });
  };
  await run();
  if (alerts === 0) throw new Error("the benchmark page made no pace alert");
  return { name: `pace alerts of a ${PAGE}-event page (${touched.length} flights, ${alerts} alerts, ledger ${PAGE * (PAGES_BEFORE + 1)} bookings) on ${name}`, targetMs: TARGET_MS, samples: 30, run, teardown };
}

async function sqlite(): Promise<Benchmark> {
  const dataDir = await mkdtemp(join(tmpdir(), "flightdesk-bench-pace-"));
  const ledger = await openLedger({ dataDir, retentionDays: 400, logger: silentLogger(), now: () => NOW });
  return paceBenchmark("SQLite", ledger, async () => {
    await ledger.close();
    await rm(dataDir, { recursive: true, force: true });
  });
}

async function postgres(serverUrl: string): Promise<Benchmark> {
  const database = await postgresDatabase(serverUrl, "bench_pace");
  const dataDir = await mkdtemp(join(tmpdir(), "flightdesk-bench-pace-"));
  const ledger = await openLedger({ dataDir, databaseUrl: database.url, retentionDays: 400, logger: silentLogger(), now: () => NOW });
  return paceBenchmark("PostgreSQL", ledger, async () => {
    await ledger.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
}

const serverUrl = process.env["DATABASE_URL_TEST"];
export const benchmarks: Benchmark[] = [await sqlite(), ...(serverUrl ? [await postgres(serverUrl)] : [])];
