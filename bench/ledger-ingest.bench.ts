/**
 * One full page of the feed into the ledger: 5000 FlightBooked events (the simulator's real
 * profile, read by the supplier client) ingested in one transaction into SQLite, as the poller
 * does before it saves the page's cursor. Each run gets new event Ids and PNRs (a shallow copy),
 * so every run writes the whole page; the ledger grows by a page per run, as it would.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openLedger } from "../src/ledger/ledger.js";
import { silentLogger } from "../src/logger.js";
import { SIM_FIXTURES } from "../src/sim/fixtures.js";
import { startSimulator } from "../src/sim/server.js";
import { SupplierClient } from "../src/supplier/client.js";
import { FLIGHT_BOOKED, type SupplierEvent } from "../src/supplier/schemas/events.js";
import type { Benchmark } from "./benchmark.js";

const PAGE = 5000;

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

const events = await feedPage();
const dataDir = await mkdtemp(join(tmpdir(), "flightdesk-bench-ledger-"));
const ledger = await openLedger({ dataDir, retentionDays: 36_500, logger: silentLogger() });
const passengers = events.reduce((n, e) => n + (e.family === "booked" ? e.Data.Passengers.length : 0), 0);
let round = 0;

async function ingestPage(): Promise<void> {
  round += 1;
  const page = events.map((e) => ({ ...e, Id: e.Id + round * 10_000_000, Data: { ...e.Data, Pnr: `${e.Data["Pnr"]}~${round}` } }) as SupplierEvent);
  const outcome = await ledger.ingest(page, new Date());
  if (outcome.bookings !== PAGE) throw new Error(`ingested ${outcome.bookings} bookings of ${PAGE}`);
}

export const benchmarks: Benchmark[] = [
  {
    name: `ledger (SQLite): ingest a page of ${PAGE} FlightBooked events (${passengers} passengers) in one transaction`,
    targetMs: 300,
    samples: 12,
    run: ingestPage,
    teardown: async () => {
      await ledger.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  },
];
