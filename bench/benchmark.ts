import { performance } from "node:perf_hooks";

/** One benchmark: what a bench/*.bench.ts module exports in its `benchmarks` list. */
export interface Benchmark {
  name: string;
  /** The median must stay under this many milliseconds. */
  targetMs: number;
  /** May return a promise (I/O against local servers): its time then includes waiting for it. */
  run: () => unknown;
  /** A reference operation on the same input, timed the same way: the table shows run / baseline. */
  baseline?: { name: string; run: () => unknown };
  /** Timed runs (default 60), after a quarter as many untimed warm-up runs. */
  samples?: number;
}

export interface Timing {
  medianMs: number;
  p95Ms: number;
}

/** Times `run` `samples` times and returns the median and the 95th percentile. */
export async function measure(run: () => unknown, samples: number): Promise<Timing> {
  for (let i = 0; i < Math.ceil(samples / 4); i++) await run();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    const result = run();
    // Only a promise is waited for: a synchronous run is timed without an extra tick.
    if (result instanceof Promise) await result;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { medianMs: at(0.5), p95Ms: at(0.95) };
}
