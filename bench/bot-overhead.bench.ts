/**
 * The bot's own time per update: 1000 one-line searches, one at a time, through the Telegram
 * emulator against the simulator with no latency. Measured inside the bot process
 * (stack/update-timing.ts): the wall time of each update's handling minus the time it spent
 * waiting on the supplier and on Telegram, which leaves parsing, validating, rendering, the
 * store write and grammY itself. Beside it, the whole reply time as a staff member sees it.
 * Metrics are on (METRICS_PORT): the figure includes timing and counting each update, and
 * /metrics is scraped at the end to show it counted them. The floor, measured in the same run
 * and the same process the same way: a bare grammY bot answering the same updates with one reply.
 */
import { mb, ms, percentiles, versus, type Result, type Scenario } from "./benchmark.js";
import { startBenchStack, timedAsk, type BenchStack } from "./stack/bot-stack.js";
import type { Update } from "grammy/types";
import type { TgUserSpec } from "../src/dev/telegram/emulator.js";
import type { UpdateTiming } from "./stack/protocol.js";
import { isSearchResult, searchLine } from "./stack/traffic.js";
import { scrape, valueOf } from "../test/support/prometheus.js";

const SEARCHES = 1000;
/** Not counted: the first searches of a fresh process run before the JIT has warmed up. */
const WARM_UP = 50;
const STAFF = 10;
const TARGET_MS = 1.5;
/** The bot's own time against a bare grammY bot's, both medians. */
const TARGET_RATIO = 5;

/** A private-chat command as the emulator delivers it. */
function commandUpdate(updateId: number, user: TgUserSpec, text: string): Update {
  const chat = { id: user.id, type: "private" as const, first_name: user.first_name };
  const from = { id: user.id, is_bot: false, first_name: user.first_name, language_code: user.language_code ?? "en" };
  const command = text.split(" ")[0]!;
  return {
    update_id: updateId,
    message: { message_id: updateId, date: Math.floor(Date.now() / 1000), chat, from, text, entities: [{ type: "bot_command", offset: 0, length: command.length }] },
  };
}

/**
 * The timings of these updates (others are dropped). The bot process records an update once its
 * handling returns, which can be just after the reply arrived.
 */
async function timingsOf(stack: BenchStack, updateIds: Set<number>): Promise<UpdateTiming[]> {
  const found: UpdateTiming[] = [];
  for (let tries = 0; tries < 50 && found.length < updateIds.size; tries++) {
    found.push(...(await stack.bot.timings()).filter((t) => updateIds.has(t.updateId)));
    if (found.length < updateIds.size) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  if (found.length < updateIds.size) throw new Error(`timings of ${updateIds.size - found.length} updates never came`);
  return found;
}

async function measureOverhead(): Promise<Result[]> {
  const stack = await startBenchStack(STAFF);
  try {
    const replies: number[] = [];
    const updateIds = new Set<number>();
    for (let n = 0; n < WARM_UP + SEARCHES; n++) {
      const reply = await timedAsk(stack.tg, stack.staff[n % STAFF]!, searchLine(n));
      if (!isSearchResult(reply.message.text)) throw new Error(`"${searchLine(n)}" was answered: ${reply.message.text.slice(0, 120)}`);
      if (n < WARM_UP) continue;
      replies.push(reply.ms);
      updateIds.add(reply.updateId);
    }
    const timings = await timingsOf(stack, updateIds);
    const bareUpdates = Array.from({ length: WARM_UP + SEARCHES }, (_, n) => commandUpdate(1_000_000 + n, stack.staff[n % STAFF]!, searchLine(n)));
    const bare = percentiles((await stack.bot.bare(bareUpdates)).slice(WARM_UP).map((t) => t.ownMs));
    const own = percentiles(timings.map((t) => t.ownMs));
    const reply = percentiles(replies);
    const supplier = percentiles(timings.map((t) => t.supplierMs));
    const telegram = percentiles(timings.map((t) => t.telegramMs));
    const memory = await stack.bot.memory();
    const counted = valueOf(await scrape(stack.metricsUrl), "flightdesk_update_duration_seconds_count", { command: "search" });
    if (counted < WARM_UP + SEARCHES) throw new Error(`/metrics counted ${counted} searches of ${WARM_UP + SEARCHES}`);
    return [
      {
        name:
          `bot: own time per update, ${SEARCHES} one-line searches (handling minus waits: supplier ${ms(supplier.median)}, ` +
          `Telegram ${ms(telegram.median)} median; whole reply ${ms(reply.median)}; bot RSS ${mb(memory.rssMb)}; metrics on)`,
        median: ms(own.median),
        p95: ms(own.p95),
        target: `< ${TARGET_MS} ms median, < ${TARGET_RATIO}x bare grammY bot`,
        vsBaseline: versus(own.median, bare.median, "bare grammY bot"),
        ok: own.median < TARGET_MS && own.median / bare.median < TARGET_RATIO,
        figures: {
          searches: SEARCHES,
          ownMedianMs: own.median,
          ownP95Ms: own.p95,
          bareMedianMs: bare.median,
          bareP95Ms: bare.p95,
          ratioToBare: own.median / bare.median,
          replyMedianMs: reply.median,
          replyP95Ms: reply.p95,
          supplierMedianMs: supplier.median,
          telegramMedianMs: telegram.median,
          handlingMedianMs: percentiles(timings.map((t) => t.totalMs)).median,
          rssMb: memory.rssMb,
        },
      },
    ];
  } finally {
    await stack.stop();
  }
}

export const scenarios: Scenario[] = [{ name: "bot overhead", run: measureOverhead }];
