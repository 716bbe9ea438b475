/**
 * Memory over a long day: 10,000 updates (searches, /help, mistyped lines) from 50 staff, 10 at
 * a time, to a fresh bot process started as `npm start` starts it (tsx, Node's default heap
 * limits). Its resident size is read every 500 updates; it must stay under 250 MB and must not
 * keep growing: over the second half of the run the resident size may rise by at most 5 %, and
 * the heap still held after a full collection by at most 5 MB (a leak of 1 KB per update would
 * show; the bot's bounded caches, such as the 5000 search queries kept, fill within that).
 */
import { mb, percentiles, versus, type Result, type Scenario } from "./benchmark.js";
import { startBenchStack, timedAsk } from "./stack/bot-stack.js";
import { dayUpdate } from "./stack/traffic.js";

const UPDATES = 10_000;
const STAFF = 50;
const AT_ONCE = 10;
const SAMPLE_EVERY = 500;
const TARGET_RSS_MB = 250;
const TARGET_RSS_RISE = 0.05;
const TARGET_HELD_RISE_MB = 5;

interface Sample {
  updates: number;
  rssMb: number;
}

async function measureMemory(): Promise<Result[]> {
  const stack = await startBenchStack(STAFF);
  try {
    const samples: Sample[] = [{ updates: 0, rssMb: (await stack.bot.memory()).rssMb }];
    const replyMs: number[] = [];
    let answered = 0;
    let failure: unknown;
    // Samples are taken by whichever worker crosses the mark, one IPC request at a time.
    let sampling = Promise.resolve();
    const sample = async (updates: number) => {
      samples.push({ updates, rssMb: (await stack.bot.memory()).rssMb });
    };
    // Each worker speaks for its own staff, so no two replies are awaited in one chat; the
    // first failure stops them all.
    const worker = async (slot: number, from: number, to: number) => {
      for (let n = from + slot; n < to && failure === undefined; n += AT_ONCE) {
        const user = stack.staff[slot + AT_ONCE * (Math.floor(n / AT_ONCE) % (STAFF / AT_ONCE))]!;
        try {
          replyMs.push((await timedAsk(stack.tg, user, dayUpdate(n))).ms);
        } catch (err) {
          failure ??= err;
          return;
        }
        if (++answered % SAMPLE_EVERY === 0) {
          const mark = answered;
          sampling = sampling.then(() => sample(mark)).catch((err: unknown) => void (failure ??= err));
        }
      }
    };
    const runUpdates = async (from: number, to: number) => {
      await Promise.all(Array.from({ length: AT_ONCE }, (_, slot) => worker(slot, from, to)));
      await sampling;
      if (failure !== undefined) throw failure;
    };
    // The heap still held is read between the halves and at the end, with no update in flight.
    await runUpdates(0, UPDATES / 2);
    const held = await stack.bot.memory(true);
    await runUpdates(UPDATES / 2, UPDATES);
    const end = await stack.bot.memory(true);
    const first = samples[1]!;
    const middle = samples.find((s) => s.updates === UPDATES / 2)!;
    const last = samples.at(-1)!;
    const rssRise = last.rssMb / middle.rssMb - 1;
    const heldRiseMb = end.heapUsedMb - held.heapUsedMb;
    const peakMb = Math.max(...samples.map((s) => s.rssMb));
    const reply = percentiles(replyMs);
    const pct = (rise: number) => `${rise >= 0 ? "+" : ""}${(rise * 100).toFixed(1)} %`;
    return [
      {
        name:
          `memory: bot RSS after ${UPDATES} updates (${AT_ONCE} staff at a time), at ${first.updates} / ${middle.updates} / ${last.updates}: ` +
          `${mb(first.rssMb)} / ${mb(middle.rssMb)} / ${mb(last.rssMb)}`,
        median: mb(last.rssMb),
        p95: `peak ${mb(peakMb)}`,
        target: `< ${TARGET_RSS_MB} MB`,
        vsBaseline: versus(last.rssMb, samples[0]!.rssMb, "at start", mb),
        ok: last.rssMb < TARGET_RSS_MB && peakMb < TARGET_RSS_MB,
        figures: { updates: UPDATES, startRssMb: samples[0]!.rssMb, firstRssMb: first.rssMb, middleRssMb: middle.rssMb, lastRssMb: last.rssMb, peakRssMb: peakMb },
      },
      {
        name:
          `memory: growth over the second half: RSS ${mb(middle.rssMb)} -> ${mb(last.rssMb)}, heap held after GC ` +
          `${held.heapUsedMb.toFixed(1)} -> ${end.heapUsedMb.toFixed(1)} MB (V8 heap ${mb(end.heapTotalMb)})`,
        median: `RSS ${pct(rssRise)}`,
        p95: `held ${heldRiseMb >= 0 ? "+" : ""}${heldRiseMb.toFixed(1)} MB`,
        target: `RSS < +${TARGET_RSS_RISE * 100} %, held < +${TARGET_HELD_RISE_MB} MB`,
        vsBaseline: "",
        ok: rssRise < TARGET_RSS_RISE && heldRiseMb < TARGET_HELD_RISE_MB,
        figures: {
          rssRise,
          heldHalfMb: held.heapUsedMb,
          heldEndMb: end.heapUsedMb,
          heapTotalEndMb: end.heapTotalMb,
          replyMedianMs: reply.median,
          replyP95Ms: reply.p95,
          ...Object.fromEntries(samples.map((s) => [`rssMbAt${s.updates}`, s.rssMb])),
        },
      },
    ];
  } finally {
    await stack.stop();
  }
}

export const scenarios: Scenario[] = [{ name: "bot memory", run: measureMemory }];
