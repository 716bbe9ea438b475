import { performance } from "node:perf_hooks";

/**
 * What a bench/*.bench.ts module exports: `benchmarks` (operations the runner times) and/or
 * `scenarios` (whole-stack runs that measure themselves). The runner picks up every such file.
 */
export interface BenchModule {
  benchmarks?: Benchmark[];
  scenarios?: Scenario[];
}

/** One timed operation: what a bench/*.bench.ts module exports in its `benchmarks` list. */
export interface Benchmark {
  name: string;
  /** The median must stay under this many milliseconds. */
  targetMs?: number;
  /** The median divided by the baseline's median must stay under this (needs a baseline). */
  targetRatio?: number;
  /** May return a promise (I/O against local servers): its time then includes waiting for it. */
  run: () => unknown;
  /** A reference operation on the same input, timed in turns with `run`: the table shows run / baseline. */
  baseline?: { name: string; run: () => unknown };
  /** Timed runs (default 60), after a quarter as many untimed warm-up runs. */
  samples?: number;
  /** Closes what the benchmark started (servers, files), after its runs. */
  teardown?: () => Promise<void>;
}

/** A run that times itself (a whole stack, a burst, memory over time) and reports its rows. */
export interface Scenario {
  name: string;
  run: () => Promise<Result[]>;
}

/** One row of the table and of data/bench/latest.json. */
export interface Result {
  name: string;
  /** The table's median and p95 cells, with their unit ("3.21 ms", "118 MB"); "" when not applicable. */
  median: string;
  p95: string;
  /** What must hold, as printed: "< 5 ms median". */
  target: string;
  /** The ratio to the baseline measured in the same run: "1.08x undici Pool (0.91 ms)"; "" without one. */
  vsBaseline: string;
  ok: boolean;
  /** The raw figures for the JSON, the unit in each name (medianMs, rssMb, ...). */
  figures: Record<string, number>;
}

export interface Timing {
  medianMs: number;
  p95Ms: number;
}

/** Times `run` `samples` times and returns the median and the 95th percentile. */
export async function measure(run: () => unknown, samples: number): Promise<Timing> {
  const [timing] = await measureSide([run], samples);
  return timing!;
}

/**
 * Times an operation and its baseline in turns, sample by sample, so that both see the same
 * warm-up, the same garbage collections and the same machine state: the ratio is fair.
 */
export async function measurePair(run: () => unknown, baseline: () => unknown, samples: number): Promise<[Timing, Timing]> {
  const [timing, base] = await measureSide([run, baseline], samples);
  return [timing!, base!];
}

async function measureSide(runs: Array<() => unknown>, samples: number): Promise<Timing[]> {
  for (let i = 0; i < Math.ceil(samples / 4); i++) for (const run of runs) await run();
  const times = runs.map((): number[] => []);
  for (let i = 0; i < samples; i++) {
    for (const [k, run] of runs.entries()) {
      const start = performance.now();
      const result = run();
      // Only a promise is waited for: a synchronous run is timed without an extra tick.
      if (result instanceof Promise) await result;
      times[k]!.push(performance.now() - start);
    }
  }
  return times.map((t) => {
    const { median, p95 } = percentiles(t);
    return { medianMs: median, p95Ms: p95 };
  });
}

/** The median and the 95th percentile of some figures (0 for none). */
export function percentiles(values: readonly number[]): { median: number; p95: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

/** Milliseconds as the table shows them. */
export function ms(value: number): string {
  return `${value.toFixed(2)} ms`;
}

/** Megabytes as the table shows them. */
export function mb(value: number): string {
  return `${value.toFixed(0)} MB`;
}

/** The vs-baseline cell: "1.08x undici Pool (0.91 ms)". */
export function versus(value: number, baseline: number, name: string, unit: (v: number) => string = ms): string {
  return `${(value / baseline).toFixed(2)}x ${name} (${unit(baseline)})`;
}
