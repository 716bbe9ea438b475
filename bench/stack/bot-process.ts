/**
 * The bot as production runs it (startApp) in a process of its own, for the whole-stack
 * benchmarks: its memory figures are its own, not the emulator's or the simulator's, and the
 * timing hooks see only its work. Driven over IPC by bot-stack.ts (protocol.ts).
 */
import { Bot } from "grammy";
import type { Update, UserFromGetMe } from "grammy/types";
import { startApp, type App } from "../../src/app.js";
import { GATE_LIMITS, type GateLimits } from "../../src/bot/gate.js";
import { loadConfig } from "../../src/config.js";
import { silentLogger } from "../../src/logger.js";
import type { FromBot, MemoryFigures, ToBot } from "./protocol.js";
import { installUpdateTiming } from "./update-timing.js";

const MB = 1024 * 1024;

function send(message: FromBot): void {
  process.send!(message);
}

function memory(gc: boolean): MemoryFigures {
  // Started with --expose-gc by bot-stack.ts.
  if (gc) (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  return {
    rssMb: usage.rss / MB,
    heapUsedMb: usage.heapUsed / MB,
    heapTotalMb: usage.heapTotal / MB,
    externalMb: usage.external / MB,
    maxRssMb: (process.resourceUsage().maxRSS * 1024) / MB,
  };
}

/**
 * A benchmark's staff send thousands of updates a minute each, far past what a person can and
 * the gate allows: they pass it (still paying for its check), so what is measured is the bot's
 * work, not the limit. The limit itself is tested in test/e2e/flood.test.ts.
 */
const BENCH_LIMITS: GateLimits = { ...GATE_LIMITS, staff: { capacity: 1_000_000, perMinute: 1_000_000 } };

let app: App | undefined;
let timing: ReturnType<typeof installUpdateTiming> | undefined;
let bare: Bot | undefined;
let bareTiming: ReturnType<typeof installUpdateTiming> | undefined;

/**
 * The floor the bot's own time is held against: grammY alone, with a preset botInfo, in this
 * same process, answering each update with one reply through the same Telegram emulator.
 */
async function timeBareBot(updates: Update[], env: Record<string, string>, botInfo: UserFromGetMe) {
  if (!bare) {
    bare = new Bot(env["BOT_TOKEN"]!, { botInfo, client: { apiRoot: env["TELEGRAM_API_ROOT"]! } });
    bare.on("message:text", (ctx) => ctx.reply(`🔎 ${ctx.message.text}`));
    bareTiming = installUpdateTiming(bare);
  }
  for (const update of updates) await bare.handleUpdate(update);
  return bareTiming!.take();
}

let started: { env: Record<string, string>; botInfo: UserFromGetMe } | undefined;

async function handle(message: ToBot): Promise<void> {
  switch (message.type) {
    case "start":
      started = { env: message.env, botInfo: message.botInfo };
      app = await startApp(loadConfig(message.env), silentLogger(), { botInfo: message.botInfo, limits: BENCH_LIMITS });
      timing = installUpdateTiming(app.bot);
      return send({ type: "started" });
    case "timings":
      return send({ type: "timings", updates: timing?.take() ?? [] });
    case "memory":
      return send({ type: "memory", figures: memory(message.gc) });
    case "bare":
      return send({ type: "bare", updates: await timeBareBot(message.updates, started!.env, started!.botInfo) });
    case "stop":
      await app?.stop();
      send({ type: "stopped" });
      process.disconnect();
  }
}

// The benchmark went away (finished, or died): nothing is left to serve.
process.on("disconnect", () => process.exit(0));
process.on("message", (message: ToBot) => {
  handle(message).catch((err: unknown) => send({ type: "failed", message: err instanceof Error ? err.message : String(err) }));
});
