/**
 * The notifier against the Telegram emulator as api.telegram.org behaves for a bot: 100 ms per
 * call and Telegram's flood control on. One alert for each of 150 private chats, from the
 * outbox to the chats, three rounds. The figure is messages a second from the first alert
 * written to the outbox until the outbox is empty; the target is 25 (Telegram allows about 30
 * overall). Any 429 fails the run.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { Api } from "grammy";
import { createI18n } from "../src/bot/i18n.js";
import { startTelegramEmulator } from "../src/dev/telegram/emulator.js";
import { Notifier } from "../src/services/events/notifier.js";
import { silentLogger } from "../src/logger.js";
import { openLedger, type Ledger } from "../src/ledger/ledger.js";
import { openStore, type NewAlert } from "../src/store/store.js";
import { percentiles, type Result, type Scenario } from "./benchmark.js";

const CHATS = 150;
const ROUNDS = 3;
const LATENCY_MS = 100;
const TARGET_PER_SECOND = 25;

/** One booking alert for every chat, then waits until the outbox is empty; returns messages a second. */
async function deliverRound(ledger: Ledger, notifier: Notifier, chats: readonly number[], firstEventId: number): Promise<number> {
  const alerts: NewAlert[] = chats.map((chatId, i) => ({
    eventId: firstEventId + i,
    at: "2026-11-20 10:15:00",
    body: {
      kind: "booking",
      pnr: `B${firstEventId + i}`,
      legs: [{ origin: "THR", destination: "MHD", airline: "IR", flight: "452", date: "2026-12-01 08:30" }],
      passengers: { adult: 2, child: 0, infant: 0, other: 0 },
      total: 90_000_000,
      currency: "IRR",
      agency: "Kish Sky Travel",
      user: "ksky.bijan",
      channel: "charter",
      gateway: "Mellat",
      bookedAt: "2026-11-20 10:14:02",
    },
    // Each event to its own chat: one alert per chat per round, none as a digest.
    recipients: [{ chatId, language: "en", owner: chatId }],
  }));
  const started = performance.now();
  await ledger.commitPage([], { cursor: Date.now(), seen: [], alerts, rejected: 0 }, new Date());
  notifier.wake();
  while ((await ledger.outbox.stats()).entries > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  return (chats.length / (performance.now() - started)) * 1000;
}

async function measureDelivery(): Promise<Result[]> {
  const tg = await startTelegramEmulator({ rateLimits: true });
  const dataDir = await mkdtemp(join(tmpdir(), "flightdesk-bench-"));
  const ledger = await openLedger({ dataDir, retentionDays: 400, logger: silentLogger() });
  const store = await openStore({ dataDir, logger: silentLogger(), delivery: async () => ledger });
  const chats = Array.from({ length: CHATS }, (_, i) => 900_001 + i);
  // Telegram lets a bot write only to users who opened a chat with it.
  for (const id of chats) await tg.sendText({ id, first_name: `Agent ${id}` }, "/start");
  tg.setLatency(LATENCY_MS);
  const fluent = createI18n(store).fluent;
  const notifier = new Notifier({
    api: new Api(tg.token, { apiRoot: tg.apiRoot }),
    store,
    outbox: ledger.outbox,
    logger: silentLogger(),
    translate: (language) => fluent.withLocale(language),
    timeZone: "UTC",
  });
  await notifier.start();
  try {
    const rates: number[] = [];
    for (let round = 0; round < ROUNDS; round++) rates.push(await deliverRound(ledger, notifier, chats, 1 + round * CHATS));
    const sends = tg.calls("sendMessage");
    const floods = sends.filter((call) => call.status === 429).length;
    const delivered = chats.every((id) => tg.messages(id).filter((m) => m.from === "bot").length === ROUNDS);
    const rate = percentiles(rates);
    const slowest = Math.min(...rates);
    const perSecond = (value: number) => `${value.toFixed(1)} msg/s`;
    return [
      {
        name: `notifier: ${CHATS} alerts to ${CHATS} chats, ${LATENCY_MS} ms per call, emulator flood control on, ${ROUNDS} rounds; ${floods} answered 429`,
        median: perSecond(rate.median),
        p95: `slowest ${perSecond(slowest)}`,
        target: `>= ${TARGET_PER_SECOND} msg/s, each alert once, no 429`,
        vsBaseline: "",
        ok: slowest >= TARGET_PER_SECOND && floods === 0 && delivered,
        figures: { chats: CHATS, latencyMs: LATENCY_MS, medianPerSecond: rate.median, slowestPerSecond: slowest, floods, sends: sends.length },
      },
    ];
  } finally {
    await notifier.stop(0);
    await store.close();
    await ledger.close();
    await tg.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export const scenarios: Scenario[] = [{ name: "notifier", run: measureDelivery }];
