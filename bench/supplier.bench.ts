/**
 * The supplier client's cost over the wire itself: client.search (body built, keep-alive pool,
 * timeout, answer checked for an ExceptionType and validated with zod) against a plain undici
 * Pool request of the same body to the same simulator endpoint, read and JSON.parse'd. The
 * simulator runs here with no latency, so the difference is the client's own work. It answers
 * as its "real" profile does (the default), so the client's tolerant reading is in the figure.
 */
import { Pool } from "undici";
import { startSimulator } from "../src/sim/server.js";
import { SIM_FIXTURES } from "../src/sim/fixtures.js";
import { silentLogger } from "../src/logger.js";
import { SupplierClient, type SearchQuery } from "../src/supplier/client.js";
import { READ_OPERATIONS } from "../src/supplier/operations.js";
import type { Benchmark } from "./benchmark.js";

const sim = await startSimulator();
const { username, passwordMd5 } = SIM_FIXTURES.credentials;
const client = new SupplierClient({ baseUrl: sim.url, username, passwordMd5, timeoutMs: 15_000, logger: silentLogger() });
const pool = new Pool(sim.url, { connections: 10 });

const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
const query: SearchQuery = { routes: [{ origin: "THR", destination: "MHD", date }], source: "All", tour: false, closed: false, culture: "en-US" };
/** What the client sends for `query`, member for member. */
const body = JSON.stringify({
  Username: username,
  Password: passwordMd5,
  OriginDestinationOptionList: [{ OriginIataCode: "THR", DestinationIataCode: "MHD", FlightDate: date }],
  FlightSource: "All",
  FetchFlightsThatAreRestrictedForTour: false,
  FetchClosedFlights: false,
  Culture: "en-US",
});

async function plainRequest(): Promise<unknown> {
  const res = await pool.request({
    path: READ_OPERATIONS.SearchByRouteAndDate,
    method: "POST",
    headers: { "content-type": "application/json; charset=utf-8", accept: "application/json" },
    body,
  });
  return JSON.parse(await res.body.text());
}

const answer = await pool.request({ path: READ_OPERATIONS.SearchByRouteAndDate, method: "POST", headers: { "content-type": "application/json" }, body });
const answerText = await answer.body.text();
const itineraries = (JSON.parse(answerText) as { ItineraryList?: unknown[] }).ItineraryList?.length ?? 0;
if (itineraries === 0) throw new Error("the benchmark search found no flights");

export const benchmarks: Benchmark[] = [
  {
    name: `supplier client: one-way search, ${itineraries} itineraries (${(answerText.length / 1024).toFixed(1)} KiB answer), vs plain undici, keep-alive`,
    targetRatio: 1.3,
    samples: 2000,
    run: () => client.search(query),
    baseline: { name: "undici Pool + JSON.parse", run: plainRequest },
    async teardown() {
      await client.close();
      await pool.close();
      await sim.close();
    },
  },
];
