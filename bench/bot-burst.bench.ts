/**
 * A burst: 200 staff send a one-line search at the same moment, through the Telegram emulator,
 * to a bot process that has answered a few searches before (warm, as at any time of a working
 * day). Every one must get its result; the reply times (send -> result) and the bot process's
 * peak resident size are reported, beside the reply time of one search alone.
 */
import { mb, ms, percentiles, versus, type Result, type Scenario } from "./benchmark.js";
import { startBenchStack, timedAsk } from "./stack/bot-stack.js";
import { isSearchResult, searchLine } from "./stack/traffic.js";

const STAFF = 200;
const ALONE = 30;

async function measureBurst(): Promise<Result[]> {
  const stack = await startBenchStack(STAFF);
  try {
    const alone: number[] = [];
    for (let n = 0; n < ALONE; n++) alone.push((await timedAsk(stack.tg, stack.staff[n]!, searchLine(n))).ms);
    const before = await stack.bot.memory();
    // A reply that never comes (the wait times out) or is not a result counts as not answered.
    const settled = await Promise.allSettled(stack.staff.map((user, n) => timedAsk(stack.tg, user, searchLine(n))));
    const after = await stack.bot.memory();
    const replies = settled.flatMap((s) => (s.status === "fulfilled" && isSearchResult(s.value.message.text) ? [s.value] : []));
    const answered = replies.length;
    const slowest = Math.max(0, ...replies.map((r) => r.ms));
    const reply = percentiles(replies.map((r) => r.ms));
    const single = percentiles(alone);
    return [
      {
        name:
          `burst: ${STAFF} staff search at once, ${answered}/${STAFF} answered, the last after ${ms(slowest)}; ` +
          `bot peak RSS ${mb(after.maxRssMb)} (${mb(before.rssMb)} before)`,
        median: ms(reply.median),
        p95: ms(reply.p95),
        target: `${STAFF}/${STAFF} answered`,
        vsBaseline: versus(reply.median, single.median, "one search alone"),
        ok: answered === STAFF,
        figures: {
          staff: STAFF,
          answered,
          replyMedianMs: reply.median,
          replyP95Ms: reply.p95,
          replyMaxMs: slowest,
          aloneMedianMs: single.median,
          rssBeforeMb: before.rssMb,
          peakRssMb: after.maxRssMb,
        },
      },
    ];
  } finally {
    await stack.stop();
  }
}

export const scenarios: Scenario[] = [{ name: "burst", run: measureBurst }];
