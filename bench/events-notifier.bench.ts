/**
 * The notifier against the Telegram emulator with Telegram's flood control on: one alert for
 * each of many private chats, from the outbox to the chats. The target is 25 messages a second
 * (Telegram allows about 30 overall).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Api } from "grammy";
import { createI18n } from "../src/bot/i18n.js";
import { startTelegramEmulator } from "../src/dev/telegram/emulator.js";
import { Notifier } from "../src/events/notifier.js";
import { silentLogger } from "../src/logger.js";
import { openStore, type NewAlert } from "../src/store/store.js";
import type { Benchmark } from "./benchmark.js";

const CHATS = 150;
const TARGET_PER_SECOND = 25;

const tg = await startTelegramEmulator({ rateLimits: true });
const dataDir = await mkdtemp(join(tmpdir(), "flightdesk-bench-"));
const store = await openStore({ dataDir, logger: silentLogger() });
const chats = Array.from({ length: CHATS }, (_, i) => 900_001 + i);
// Telegram lets a bot write only to users who opened a chat with it.
for (const id of chats) await tg.sendText({ id, first_name: `Agent ${id}` }, "/start");
const fluent = createI18n(store).fluent;
const notifier = new Notifier({
  api: new Api(tg.token, { apiRoot: tg.apiRoot }),
  store,
  logger: silentLogger(),
  translate: (language) => fluent.withLocale(language),
  timeZone: "UTC",
});
await notifier.start();

let nextEventId = 1;

/** One booking alert for every chat, then waits until the outbox is empty. */
async function deliverRound(): Promise<void> {
  const alerts: NewAlert[] = chats.map((chatId) => ({
    eventId: nextEventId,
    at: "2026-11-20 10:15:00",
    body: {
      kind: "booking",
      pnr: `B${nextEventId++}`,
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
    recipients: [{ chatId, language: "en", owner: chatId }],
  }));
  await store.poller.commitPage({ cursor: Date.now(), seen: [], alerts, rejected: 0 }, new Date());
  notifier.wake();
  while (store.outbox.stats().entries > 0) await new Promise((resolve) => setTimeout(resolve, 5));
}

export const benchmarks: Benchmark[] = [
  {
    name: `notifier: ${CHATS} alerts to ${CHATS} chats, emulator flood control on (target ${TARGET_PER_SECOND} msg/s)`,
    targetMs: (CHATS / TARGET_PER_SECOND) * 1000,
    samples: 3,
    run: deliverRound,
    async teardown() {
      await notifier.stop(0);
      if (tg.calls("sendMessage").some((call) => call.status === 429)) throw new Error("the notifier went over Telegram's limits (429)");
      await store.close();
      await tg.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  },
];
