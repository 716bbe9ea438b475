/**
 * `npm run bench`: runs every bench/*.bench.ts (each exports `benchmarks` and/or `scenarios`,
 * see benchmark.ts), prints one table, and writes the figures to data/bench/latest.json (and
 * the table as Markdown to data/bench/latest.md, for the README). Everything runs and is printed
 * first; then the exit code is 1 if any target was missed or any benchmark failed.
 * `npm run bench -- bot search` runs only the files whose names contain a word given, and
 * then writes no files (data/bench/ keeps the last full run).
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { measure, measurePair, ms, versus, type BenchModule, type Benchmark, type Result } from "./benchmark.js";
import { machine, printTable, writeReport } from "./report.js";

const DEFAULT_SAMPLES = 60;
const here = fileURLToPath(new URL(".", import.meta.url));

/** Times a benchmark and its baseline, then closes what it started (even when a run throws). */
async function timeBenchmark(bench: Benchmark): Promise<Result> {
  const samples = bench.samples ?? DEFAULT_SAMPLES;
  const timings = async () => {
    if (!bench.baseline) return { timing: await measure(bench.run, samples), baseline: undefined };
    const [timing, baseline] = await measurePair(bench.run, bench.baseline.run, samples);
    return { timing, baseline };
  };
  const { timing, baseline } = await timings().finally(() => bench.teardown?.());
  const ratio = baseline ? timing.medianMs / baseline.medianMs : undefined;
  const targets: string[] = [];
  let ok = true;
  if (bench.targetMs !== undefined) {
    targets.push(`< ${bench.targetMs} ms median`);
    ok &&= timing.medianMs < bench.targetMs;
  }
  if (bench.targetRatio !== undefined) {
    if (ratio === undefined) throw new Error("targetRatio needs a baseline");
    targets.push(`< ${bench.targetRatio}x ${bench.baseline!.name}`);
    ok &&= ratio < bench.targetRatio;
  }
  if (targets.length === 0) throw new Error("no target: set targetMs or targetRatio");
  return {
    name: bench.name,
    median: ms(timing.medianMs),
    p95: ms(timing.p95Ms),
    target: targets.join(", "),
    vsBaseline: baseline ? versus(timing.medianMs, baseline.medianMs, bench.baseline!.name) : "",
    ok,
    figures: {
      medianMs: timing.medianMs,
      p95Ms: timing.p95Ms,
      samples,
      ...(baseline ? { baselineMedianMs: baseline.medianMs, baselineP95Ms: baseline.p95Ms, ratio: ratio! } : {}),
    },
  };
}

/** A row for something that threw: the table still comes out, and the run fails. */
function failed(name: string, err: unknown): Result {
  const reason = err instanceof Error ? err.message : String(err);
  return { name: `${name}: FAILED (${reason.split("\n")[0]})`, median: "", p95: "", target: "", vsBaseline: "", ok: false, figures: {} };
}

async function runFile(file: string): Promise<Result[]> {
  let module: BenchModule;
  try {
    module = (await import(pathToFileURL(join(here, file)).href)) as BenchModule;
  } catch (err) {
    return [failed(file, err)];
  }
  const results: Result[] = [];
  for (const bench of module.benchmarks ?? []) {
    console.error(`> ${bench.name}`);
    results.push(await timeBenchmark(bench).catch((err: unknown) => failed(bench.name, err)));
  }
  for (const scenario of module.scenarios ?? []) {
    console.error(`> ${scenario.name}`);
    results.push(...(await scenario.run().catch((err: unknown) => [failed(scenario.name, err)])));
  }
  return results;
}

const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith(".bench.ts") && (only.length === 0 || only.some((word) => f.includes(word))))
  .sort();
const results: Result[] = [];
for (const file of files) results.push(...(await runFile(file)));
console.log(`\n${machine()}, ${new Date().toISOString()}\n`);
printTable(results);
if (only.length === 0) {
  const written = await writeReport(results, join(here, "..", "data", "bench"));
  console.log(`\nfigures: ${written.json}\nMarkdown table: ${written.markdown}`);
}
const missed = results.filter((r) => !r.ok);
if (missed.length > 0) {
  console.log(`\nshort of target: ${missed.map((r) => r.name).join("; ")}`);
  process.exitCode = 1;
}
