/**
 * Alerts with three FlightDesk instances on one PostgreSQL (the app as `npm start` wires it, in
 * this process): one supplier feed, one Telegram as api.telegram.org behaves for a bot (100 ms
 * per call, flood control on), 150 staff chats each subscribed to every booking. Each round one
 * sale is made; the leader's poller reads it and its notifier sends 150 alerts (Telegram's
 * limits are per token: one sender is right). The figure is messages a second from the first
 * alert's arrival to the last's; the target is 25, as for one instance (events-notifier). Every
 * alert must arrive once; any 429 fails the run.
 */
import { performance } from "node:perf_hooks";
import { openLedger } from "../src/ledger/ledger.js";
import { silentLogger } from "../src/logger.js";
import { openStore } from "../src/store/store.js";
import { startStack, type Stack } from "../test/support/stack.js";
import { percentiles, type Result, type Scenario } from "./benchmark.js";
import { postgresDatabase } from "./postgres-database.js";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

const INSTANCES = 3;
const CHATS = 150;
const ROUNDS = 3;
const LATENCY_MS = 100;
const TARGET_PER_SECOND = 25;

/** The staff and their subscriptions, written into the shared state before the instances start. */
async function subscribe(databaseUrl: string, chats: readonly number[]): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), "flightdesk-bench-"));
  const ledger = await openLedger({ dataDir, databaseUrl, retentionDays: 400, logger: silentLogger() });
  const store = await openStore({ dataDir, logger: silentLogger(), sharedState: true, stateRefreshMs: 0, delivery: async () => ledger });
  const at = new Date().toISOString();
  for (const chatId of chats) {
    await store.users.upsert({ id: chatId, role: "viewer", name: `Agent ${chatId}`, approvedBy: 1, approvedAt: at });
    await store.subscriptions.add({ chatId, topic: "bookings", filters: {}, language: "en", createdBy: chatId, createdAt: at });
  }
  await store.close();
  await ledger.close();
  await rm(dataDir, { recursive: true, force: true });
}

/** One sale; resolves with its PNR and messages a second once every chat has its alert. */
async function deliverRound(stack: Stack, chats: readonly number[]): Promise<{ pnr: string; rate: number }> {
  const { pnr } = stack.sim.createBooking();
  const arrived = new Map<number, number>();
  for (;;) {
    for (const chatId of chats) {
      if (!arrived.has(chatId) && stack.tg.messages(chatId).some((m) => m.from === "bot" && m.text.includes(pnr))) arrived.set(chatId, performance.now());
    }
    if (arrived.size === chats.length) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const times = [...arrived.values()];
  return { pnr, rate: ((chats.length - 1) / (Math.max(...times) - Math.min(...times))) * 1000 };
}

async function measureInstances(serverUrl: string): Promise<Result[]> {
  const database = await postgresDatabase(serverUrl, "bench_alerts");
  const chats = Array.from({ length: CHATS }, (_, i) => 910_001 + i);
  const stacks: Stack[] = [];
  try {
    await subscribe(database.url, chats);
    const env = { DATABASE_URL: database.url, EVENTS_SOURCE: "b2b", EVENTS_POLL_SECONDS: "1", LOG_LEVEL: "warn" };
    stacks.push(await startStack({ env, telegram: { rateLimits: true }, sim: { eventDelaySeconds: 0 } }));
    const [first] = stacks as [Stack];
    while (stacks.length < INSTANCES) stacks.push(await startStack({ env, sharedTelegram: first.tg, sharedSimulator: first.sim }));
    // Telegram lets a bot write only to users who opened a chat with it.
    for (const id of chats) await first.tg.sendText({ id, first_name: `Agent ${id}` }, "/start");
    // Their welcome is 150 replies at once, past Telegram's limit: not what is measured.
    while (!chats.every((id) => first.tg.messages(id).some((m) => m.from === "bot"))) await new Promise((resolve) => setTimeout(resolve, 20));
    // And whatever follows them (a retried reply, admins' notices): quiet for 2 s.
    for (let calls = -1; calls !== first.tg.calls("sendMessage").length; ) {
      calls = first.tg.calls("sendMessage").length;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    const before = first.tg.calls("sendMessage").length;
    first.tg.setLatency(LATENCY_MS);
    const rounds: { pnr: string; rate: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) rounds.push(await deliverRound(first, chats));
    const rates = rounds.map((r) => r.rate);
    const sends = first.tg.calls("sendMessage").slice(before);
    const floods = sends.filter((call) => call.status === 429).length;
    const alertsOf = (id: number, pnr: string) => first.tg.messages(id).filter((m) => m.from === "bot" && m.text.includes(pnr)).length;
    const once = chats.every((id) => rounds.every(({ pnr }) => alertsOf(id, pnr) === 1));
    const rate = percentiles(rates);
    const slowest = Math.min(...rates);
    const perSecond = (value: number) => `${value.toFixed(1)} msg/s`;
    return [
      {
        name: `alerts, ${INSTANCES} instances on one PostgreSQL: 1 sale to ${CHATS} subscribed chats, ${LATENCY_MS} ms per call, flood control on, ${ROUNDS} rounds; ${floods} answered 429${once ? "" : "; NOT each alert once"}`,
        median: perSecond(rate.median),
        p95: `slowest ${perSecond(slowest)}`,
        target: `>= ${TARGET_PER_SECOND} msg/s, each alert once, no 429`,
        vsBaseline: "",
        ok: slowest >= TARGET_PER_SECOND && floods === 0 && once,
        figures: { instances: INSTANCES, chats: CHATS, latencyMs: LATENCY_MS, medianPerSecond: rate.median, slowestPerSecond: slowest, floods, sends: sends.length },
      },
    ];
  } finally {
    for (const stack of [...stacks].reverse()) await stack.stop();
    await database.drop();
  }
}

const serverUrl = process.env["DATABASE_URL_TEST"];
export const scenarios: Scenario[] = serverUrl ? [{ name: "alerts, three instances", run: () => measureInstances(serverUrl) }] : [];
