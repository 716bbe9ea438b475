/**
 * One full page of the event feed, as the poller takes it: 5000 FlightBooked events with
 * full payloads (from the simulator) decoded and validated by the supplier client's code,
 * de-duplicated against the ids of the previous poll, matched against the subscriptions and
 * turned into alerts for their destinations (the ledger's benchmark writes them to the outbox),
 * once as the simulator's strict profile sends it and once as its
 * real one does. Beside it, JSON.parse of the same text. The memory line is the
 * heap still held after one run, garbage included (an upper bound of what the run added).
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { handlePage } from "../src/services/events/page.js";
import { startSimulator } from "../src/sim/server.js";
import { interpretAnswer } from "../src/supplier/response.js";
import { EventsPageSchema, parseEventList } from "../src/supplier/schemas/events.js";
import { parseAnswer } from "../src/supplier/validate.js";
import type { Benchmark } from "./benchmark.js";
import { deskSubscriptions } from "./desk-subscriptions.js";

/** A full page of the feed as one simulator profile answers it. */
async function feedPage(profile: "strict" | "real"): Promise<string> {
  const sim = await startSimulator({ profile, eventDelaySeconds: 0, bulkEvents: 12_000 });
  const response = await fetch(`${sim.url}/api/ThirdParties/EventRetrieval/B2B/V1/GetEvents`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      Username: "demo",
      Password: "fe01ce2a7fbac8fafaed7c982a04e229",
      FromDatetime: "2000-01-01 00:00:00",
      ToDatetime: "2100-01-01 00:00:00",
      EventTypeList: ["FederatedFlight.FlightBookedV2"],
    }),
  });
  const text = await response.text();
  await sim.close();
  return text;
}

function pageBenchmark(profile: "strict" | "real", text: string): Benchmark {
  const events = (JSON.parse(text) as { EventList: { Id: number }[] }).EventList;
  /** The previous poll's overlap: the first tenth of the page was seen already. */
  const seen = new Set(events.slice(0, events.length / 10).map((e) => e.Id));

  function pageToOutbox() {
    const json = interpretAnswer("B2BGetEvents", { status: 200, text, bytes: text.length }, []);
    const page = parseEventList(parseAnswer("B2BGetEvents", EventsPageSchema, json).EventList);
    if (page.rejected.length > 0) throw new Error(`the ${profile} page had ${page.rejected.length} events rejected`);
    const now = Date.now();
    const handled = handlePage(page, {
      from: now - 60_000,
      range: { from: now - 60_000, to: now },
      state: { cursor: now - 60_000, since: null, done: null },
      isSeen: (id) => seen.has(id),
      subscriptions: [...deskSubscriptions],
      mayReceive: () => true,
    });
    return { handled, added: handled.alerts.reduce((n, alert) => n + alert.recipients.length, 0) };
  }

  function heapHeldByOneRunMb(): number {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    gc();
    const before = process.memoryUsage().heapUsed;
    const held = pageToOutbox();
    const after = process.memoryUsage().heapUsed;
    if (held.added === 0) throw new Error("the benchmark page made no alerts");
    return Math.round((after - before) / 1024 / 1024);
  }

  const sample = pageToOutbox();
  const heldMb = heapHeldByOneRunMb();
  return {
    name:
      `events (${profile} profile): ${events.length} FlightBooked (${Math.round(text.length / 1024 / 1024)} MiB) -> ${sample.handled.fresh.length} new, ` +
      `${sample.added} alerts to destinations; heap +${heldMb} MB (limit 200)`,
    targetMs: heldMb < 200 ? 500 : 0,
    samples: 12,
    run: pageToOutbox,
    baseline: { name: "JSON.parse", run: () => JSON.parse(text) },
  };
}

export const benchmarks: Benchmark[] = [pageBenchmark("strict", await feedPage("strict")), pageBenchmark("real", await feedPage("real"))];
