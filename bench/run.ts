/**
 * `npm run bench`: runs every bench/*.bench.ts (each exports `benchmarks: Benchmark[]`) and
 * prints one table. Exits with 1 when a median misses its target.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { join } from "node:path";
import { measure, type Benchmark } from "./benchmark.js";

const DEFAULT_SAMPLES = 60;
const here = fileURLToPath(new URL(".", import.meta.url));

const rows: string[][] = [["benchmark", "median ms", "p95 ms", "target ms", "vs baseline", ""]];
let missed = false;
for (const file of readdirSync(here).filter((f) => f.endsWith(".bench.ts")).sort()) {
  const module = (await import(pathToFileURL(join(here, file)).href)) as { benchmarks?: Benchmark[] };
  for (const bench of module.benchmarks ?? []) {
    const samples = bench.samples ?? DEFAULT_SAMPLES;
    const timing = await measure(bench.run, samples);
    const baseline = bench.baseline ? await measure(bench.baseline.run, samples) : undefined;
    const ratio = baseline ? `${(timing.medianMs / baseline.medianMs).toFixed(1)}x ${bench.baseline!.name} (${baseline.medianMs.toFixed(2)} ms)` : "";
    const ok = timing.medianMs < bench.targetMs;
    missed ||= !ok;
    rows.push([bench.name, timing.medianMs.toFixed(2), timing.p95Ms.toFixed(2), String(bench.targetMs), ratio, ok ? "ok" : "MISSED"]);
  }
}

const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
for (const row of rows) console.log(row.map((cell, col) => cell.padEnd(widths[col]!)).join("  ").trimEnd());
if (missed) process.exitCode = 1;
