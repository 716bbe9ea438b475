/**
 * /pace for 14 days ahead over 1,000,000 bookings: what loadPace reads of the ledger (paceFlights,
 * then historyOf: the counted history of their routes over the 120 days before), on the ingest
 * bench's SQLite ledger (ledger-fill.ts: THR-MHD IR1200 to IR1259 daily, booked from 2025-10-01;
 * "now" 15 Oct 2026 in Asia/Tehran: 840 flights ahead, 7,200 past flights of about 610,000
 * tickets) and, with DATABASE_URL_TEST, on the same bookings in PostgreSQL
 * (ledger-fill-postgres.ts). Three figures each: warm (every past date counted), a day's first
 * read (yesterday's flights to count) and cold (nothing counted yet: the first /pace after the
 * upgrade, no target). Beside them, the same reads with the history added up from the tickets
 * each time (routeHistory), as /pace read it before.
 */
import { addDays, todayIn } from "../src/domain/dates.js";
import { PACE_DAYS } from "../src/domain/pace-args.js";
import { historyOf, PACE_HISTORY_DAYS } from "../src/bot/pace/load.js";
import { openLedger, type Ledger } from "../src/ledger/ledger.js";
import { paceFlights, routeHistory } from "../src/ledger/pace.js";
import { silentLogger } from "../src/logger.js";
import { ms, percentiles, versus, type Result, type Scenario } from "./benchmark.js";
import { MILLION, millionBookings } from "./ledger-fill.js";
import { millionBookingsPostgres } from "./ledger-fill-postgres.js";

const NOW = new Date("2026-10-15T06:30:00Z");
const ZONE = "Asia/Tehran";
const TARGET_MS = 200;
const FLIGHTS_A_DAY = 60;
const today = todayIn(ZONE, NOW);
const last = addDays(today, PACE_DAYS - 1);
const SAMPLES = { warm: 30, daily: 10, cold: 4, before: 3 };

/** What loadPace reads of the ledger; `history` as it reads the past flights. */
async function readPace(ledger: Ledger, history = historyOf): Promise<void> {
  const flights = await paceFlights(ledger.db, today, last, {}, NOW);
  const past = (await history(ledger, flights, today, ZONE)).get("THR-MHD") ?? [];
  if (flights.length !== PACE_DAYS * FLIGHTS_A_DAY || past.length !== PACE_HISTORY_DAYS * FLIGHTS_A_DAY) throw new Error(`read ${flights.length} flights ahead and ${past.length} past flights`);
}

/** /pace's reads as before: the history added up from the tickets. */
const addedUp: typeof historyOf = (ledger, flights, day, zone) => routeHistory(ledger, [{ origin: flights[0]!.origin, destination: flights[0]!.destination }], addDays(day, -PACE_HISTORY_DAYS), day, zone);

/** The median and p95 of `samples` reads, each after `before` (not timed), after a read not timed. */
async function timed(samples: number, read: () => Promise<void>, before: () => Promise<unknown> = async () => undefined): Promise<{ median: number; p95: number }> {
  const times: number[] = [];
  await before();
  await read();
  for (let i = 0; i < samples; i++) {
    await before();
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
  }
  return percentiles(times);
}

async function measure(ledger: Ledger, where: string, filled: string): Promise<Result[]> {
  const forget = async (from: string) => {
    for (const table of ["pace_history", "pace_history_dates", "pace_history_stale"] as const) await ledger.db.deleteFrom(table).where("flight_date", ">=", from).execute();
  };
  const read = () => readPace(ledger);
  const before = await timed(SAMPLES.before, () => readPace(ledger, addedUp));
  const cold = await timed(SAMPLES.cold, read, () => forget(""));
  const daily = await timed(SAMPLES.daily, read, () => forget(addDays(today, -1)));
  const warm = await timed(SAMPLES.warm, read);
  const name = (what: string) => `pace (${where}): /pace for ${PACE_DAYS} days ahead over ${MILLION.toLocaleString("en")} bookings, the ledger's reads (${PACE_DAYS * FLIGHTS_A_DAY} flights, ${PACE_HISTORY_DAYS} days of their route): ${what}`;
  const row = (what: string, t: { median: number; p95: number }, target: boolean): Result => ({
    name: name(what),
    median: ms(t.median),
    p95: ms(t.p95),
    target: target ? `< ${TARGET_MS} ms median` : "",
    vsBaseline: versus(t.median, before.median, "the history added up from the tickets"),
    ok: !target || t.median < TARGET_MS,
    figures: { medianMs: t.median, p95Ms: t.p95, baselineMedianMs: before.median },
  });
  return [
    row(`warm, every past date counted${filled}`, warm, true),
    row("a day's first read, yesterday's flights counted then", daily, true),
    row("cold, nothing counted yet (once, after the upgrade; no target)", cold, false),
  ];
}

export const scenarios: Scenario[] = [
  {
    name: "pace",
    async run() {
      const big = await millionBookings();
      const sqlite = await openLedger({ dataDir: big.dataDir, retentionDays: 36_500, logger: silentLogger() });
      const rows = await measure(sqlite, "SQLite", big.fillSeconds === null ? "" : ` (ledger filled in ${big.fillSeconds.toFixed(0)} s)`).finally(() => sqlite.close());
      const serverUrl = process.env["DATABASE_URL_TEST"];
      if (!serverUrl) return rows;
      const postgres = await millionBookingsPostgres(serverUrl);
      return [...rows, ...(await measure(postgres.ledger, "PostgreSQL", ` (filled in ${postgres.fillSeconds.toFixed(0)} s)`).finally(postgres.drop))];
    },
  },
];
