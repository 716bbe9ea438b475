/**
 * One full page of the feed as the poller commits it: 5000 FlightBooked events (the simulator's
 * real profile, read by the supplier client) matched against a desk's usual subscriptions
 * (bench/desk-subscriptions.ts: about four destinations per booking), and against one group
 * on every booking, and with no subscription (the ledger rows alone), then Ledger.commitPage on SQLite: the page's ledger rows, its
 * alerts queued per destination, its seen ids and the cursor, in one transaction. Each run gets new
 * event Ids and PNRs, so every run writes the whole page; the ledger grows by a page per run, as
 * it would. Between runs (not timed) the outbox is emptied, as the notifier would: it stays
 * under its cap, so no run pays for dropping another's entries. The usual subscriptions are
 * measured twice: on an empty ledger and on one already holding 1,000,000 bookings (2,000,000
 * passengers and tickets; random PNRs, phones, emails and national codes, as the feed's are),
 * filled once with bulk SQL under data/bench/ (ledger-fill.ts), with its sales totals, and copied for each run. After each
 * commit on SQLite the ledger's upkeep (its search indexes' merges and a checkpoint, which in
 * service follow a write by themselves, outside it: src/ledger/upkeep.ts) is run and timed
 * apart, a figure without a target; on the big ledger it is a row of its own. On the
 * big ledger the floor, timed in turns with the commit, is the same page's ledger rows alone
 * inserted by plain better-sqlite3 statements prepared once, in one transaction, into a copy
 * of its own. With
 * DATABASE_URL_TEST set, the usual subscriptions are measured on PostgreSQL too (a database of
 * its own, dropped after), a figure without a target.
 */
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { handlePage } from "../src/services/events/page.js";
import { openLedger } from "../src/ledger/ledger.js";
import { LEDGER_FILE } from "../src/ledger/open.js";
import { feedTime, ledgerRows } from "../src/ledger/rows.js";
import { Database } from "../src/ledger/sqlite-driver.js";
import { silentLogger } from "../src/logger.js";
import { SIM_FIXTURES } from "../src/sim/fixtures.js";
import { startSimulator } from "../src/sim/server.js";
import type { PageCommit, Subscription } from "../src/store/store.js";
import { SupplierClient } from "../src/supplier/client.js";
import { FLIGHT_BOOKED, type SupplierEvent } from "../src/supplier/schemas/events.js";
import { ms, percentiles, versus, type Result, type Scenario } from "./benchmark.js";
import { deskSubscriptions } from "./desk-subscriptions.js";
import { MILLION, millionBookings } from "./ledger-fill.js";
import { postgresDatabase } from "./postgres-database.js";

const PAGE = 5000;
const DAY_MS = 86_400_000;
const TARGET_MS = 300;
const SAMPLES = 12;
const WARM_UP = 3;

async function feedPage(): Promise<SupplierEvent[]> {
  const sim = await startSimulator({ profile: "real", eventDelaySeconds: 0, bulkEvents: PAGE + 500 });
  const { credentials } = SIM_FIXTURES;
  const client = new SupplierClient({ baseUrl: sim.url, username: credentials.username, passwordMd5: credentials.passwordMd5, timeoutMs: 60_000, logger: silentLogger() });
  try {
    const page = await client.getEvents("b2b", { from: new Date("2000-01-01T00:00:00Z"), to: new Date("2100-01-01T00:00:00Z"), types: [FLIGHT_BOOKED] });
    if (page.events.length < PAGE) throw new Error(`the simulator gave ${page.events.length} events, not ${PAGE}`);
    return page.events.slice(0, PAGE);
  } finally {
    await client.close();
    await sim.close();
  }
}

/** One group on every booking: one destination per event. */
const oneGroup: Subscription = { ...deskSubscriptions[3]!, id: 1, filters: {} };

interface Floor {
  /** The page's ledger rows inserted by plain prepared statements in one transaction. */
  insert: (page: SupplierEvent[]) => void;
  close: () => void;
}

function rawInserts(file: string): Floor {
  const db = new Database(file);
  db.pragma("synchronous = NORMAL");
  db.pragma("cache_size = -32768");
  const prepared = new Map<string, ReturnType<typeof db.prepare>>();
  const insert = (table: string, row: Record<string, unknown>) => {
    const columns = Object.keys(row);
    const key = `${table}:${columns.join(",")}`;
    let statement = prepared.get(key);
    if (!statement) prepared.set(key, (statement = db.prepare(`insert into ${table} (${columns.join(", ")}) values (${columns.map(() => "?").join(", ")})`)));
    statement.run(columns.map((c) => row[c] ?? null));
  };
  const page = db.transaction((events: SupplierEvent[]) => {
    const rows = ledgerRows(events);
    for (const row of rows.events) insert("ledger_events", row);
    for (const row of rows.bookings) insert("bookings", row);
    for (const row of rows.passengers) insert("passengers", row);
    for (const row of rows.tickets) insert("tickets", row);
  });
  return { insert: (events) => page(events), close: () => db.close() };
}

/** `big`: the SQLite ledger to start from (a copy of it); `postgres`: a server to measure on instead of SQLite (no target). */
async function measureCommit(events: SupplierEvent[], subscriptions: readonly Subscription[], who: string, where: { big?: string; postgres?: string } = {}): Promise<Result[]> {
  const { big } = where;
  const now = Date.now();
  const handled = handlePage(
    { events, rejected: [] },
    {
      from: now - 60_000,
      range: { from: now - 60_000, to: now },
      state: { cursor: now - 60_000, since: null, done: null },
      isSeen: () => false,
      subscriptions: [...subscriptions],
      mayReceive: () => true,
    },
  );
  const entriesPerPage = handled.alerts.reduce((n, a) => n + a.recipients.length, 0);
  const passengers = events.reduce((n, e) => n + (e.family === "booked" ? e.Data.Passengers.length : 0), 0);
  const dataDir = await mkdtemp(join(tmpdir(), "flightdesk-bench-ledger-"));
  if (big) await copyFile(big, join(dataDir, LEDGER_FILE));
  const postgres = where.postgres ? await postgresDatabase(where.postgres, "bench_ingest") : undefined;
  const ledger = await openLedger({ dataDir, ...(postgres ? { databaseUrl: postgres.url } : {}), retentionDays: 36_500, logger: silentLogger() });
  // The floor writes a copy of its own: a second connection writing the commit's file would
  // empty the commit connection's page cache before every round (SQLite drops it when another
  // connection changed the file), which the one writer of a ledger in service never sees.
  const floorFile = big ? join(dataDir, `floor-${LEDGER_FILE}`) : undefined;
  if (big && floorFile) await copyFile(big, floorFile);
  const floor = floorFile ? rawInserts(floorFile) : undefined;

  /**
   * The page again as the feed's next page would be: new event ids and PNRs, booking times a day
   * later than the page before and new ticket numbers (the supplier issues them in order), so the
   * ledger's time and ticket indexes grow at their end as they do in service; alerts and seen ids
   * new too.
   */
  const round = (n: number): { page: SupplierEvent[]; commit: PageCommit } => {
    const shift = n * 10_000_000;
    const later = (time: string) => {
      const at = feedTime(time);
      return at === null ? time : new Date(Date.parse(`${at.replace(" ", "T")}Z`) + n * DAY_MS).toISOString().slice(0, 19).replace("T", " ");
    };
    const issued = (segments: unknown) =>
      Array.isArray(segments) ? segments.map((s: Record<string, unknown>) => ({ ...s, LocalTicketNumber: `${String(n).padStart(3, "0")}${String(s["LocalTicketNumber"])}` })) : segments;
    const nextPage = (e: SupplierEvent): SupplierEvent => {
      if (e.family !== "booked") return e;
      const passengers = e.Data.Passengers.map((p) => ({ ...p, CharterSegments: issued(p.CharterSegments), WebserviceSegments: issued(p.WebserviceSegments) }));
      return { ...e, Id: e.Id + shift, Data: { ...e.Data, Pnr: `${e.Data.Pnr}~${n}`, BookingDateTimeUtc: later(e.Data.BookingDateTimeUtc), Passengers: passengers } } as SupplierEvent;
    };
    return {
      page: events.map(nextPage),
      commit: {
        cursor: (handled.cursor ?? now) + n,
        seen: handled.returned.map((id) => id + shift),
        newestAt: handled.newestAt,
        alerts: handled.alerts.map((a) => ({ ...a, eventId: a.eventId + shift })),
        rejected: 0,
      },
    };
  };

  const times: number[] = [];
  const floorTimes: number[] = [];
  const upkeepTimes: number[] = [];
  try {
    for (let n = 1; n <= WARM_UP + SAMPLES; n++) {
      const { page, commit } = round(n);
      const started = performance.now();
      const saved = await ledger.commitPage(page, commit, new Date());
      const took = performance.now() - started;
      if (saved.added !== entriesPerPage || saved.dropped !== 0) throw new Error(`added ${saved.added} outbox entries (dropped ${saved.dropped}) of ${entriesPerPage}`);
      if (n > WARM_UP) times.push(took);
      const upkeepStarted = performance.now();
      await ledger.upkeep();
      if (n > WARM_UP) upkeepTimes.push(performance.now() - upkeepStarted);
      await ledger.outbox.delivered((await ledger.outbox.backlog(Infinity)).flatMap((b) => b.entries));
      if (floor) {
        // The floor's page: other event ids and PNRs than any commit's.
        const floorPage = round(n + 500).page;
        const floorStarted = performance.now();
        floor.insert(floorPage);
        if (n > WARM_UP) floorTimes.push(performance.now() - floorStarted);
      }
    }
  } finally {
    floor?.close();
    await ledger.close();
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
  const { median, p95 } = percentiles(times);
  const floorMedian = percentiles(floorTimes).median;
  const upkeep = percentiles(upkeepTimes);
  const commit: Result = {
    name: `ledger (${postgres ? "PostgreSQL" : "SQLite"}): commit a page of ${PAGE} FlightBooked events (${passengers} passengers) with ${who} (${handled.alerts.length} alerts, ${entriesPerPage} outbox entries), seen ids and cursor, in one transaction${big ? `, ${MILLION.toLocaleString("en")} bookings already in the ledger` : ""}`,
    median: ms(median),
    p95: ms(p95),
    target: postgres ? "" : `< ${TARGET_MS} ms median`,
    vsBaseline: floor ? versus(median, floorMedian, "the ledger rows alone by plain prepared inserts") : "",
    ok: postgres !== undefined || median < TARGET_MS,
    figures: { medianMs: median, p95Ms: p95, events: PAGE, passengers, alerts: handled.alerts.length, outboxEntries: entriesPerPage, ...(floor ? { floorMedianMs: floorMedian } : {}), ...(postgres ? {} : { upkeepMedianMs: upkeep.median }) },
  };
  if (!big) return [commit];
  return [
    commit,
    {
      name: `ledger (SQLite): its upkeep after each of those pages, outside the commit (search indexes merged, write-ahead log checkpointed), ${MILLION.toLocaleString("en")} bookings already in the ledger`,
      median: ms(upkeep.median),
      p95: ms(upkeep.p95),
      target: "",
      vsBaseline: "",
      ok: true,
      figures: { medianMs: upkeep.median, p95Ms: upkeep.p95 },
    },
  ];
}

export const scenarios: Scenario[] = [
  {
    name: "ledger-ingest",
    async run() {
      const events = await feedPage();
      const big = await millionBookings();
      return [
        ...(await measureCommit(events, deskSubscriptions, `a desk's usual subscriptions${big.fillSeconds === null ? "" : ` (ledger filled in ${big.fillSeconds.toFixed(0)} s)`}`, { big: big.file })),
        ...(await measureCommit(events, deskSubscriptions, "a desk's usual subscriptions")),
        ...(await measureCommit(events, [oneGroup], "one group on every booking")),
        // What the outbox adds: the same page with no chat subscribed.
        ...(await measureCommit(events, [], "no subscription")),
        // Measured, no target: PostgreSQL's figure for the same page, on an empty ledger.
        ...(process.env["DATABASE_URL_TEST"] ? await measureCommit(events, deskSubscriptions, "a desk's usual subscriptions", { postgres: process.env["DATABASE_URL_TEST"] }) : []),
      ];
    },
  },
];
