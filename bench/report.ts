/** The benchmark table: printed, and written as JSON and Markdown with the machine it ran on. */
import { mkdir, writeFile } from "node:fs/promises";
import { cpus, totalmem, type } from "node:os";
import { join } from "node:path";
import type { Result } from "./benchmark.js";

const HEADER = ["benchmark", "median", "p95", "target", "vs baseline", "result"];

function cells(r: Result): string[] {
  return [r.name, r.median, r.p95, r.target, r.vsBaseline, r.ok ? "ok" : "MISSED"];
}

export function printTable(results: readonly Result[]): void {
  const rows = [HEADER, ...results.map(cells)];
  const widths = HEADER.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  for (const row of rows) console.log(row.map((cell, col) => cell.padEnd(widths[col]!)).join("  ").trimEnd());
}

/** "Node v20.20.2, 2 cores (AMD EPYC 7B13), 7.8 GB RAM, Linux" */
export function machine(): string {
  const cores = cpus();
  const model = cores[0]?.model.trim() || "unknown CPU";
  return `Node ${process.version}, ${cores.length} cores (${model}), ${(totalmem() / 1024 ** 3).toFixed(1)} GB RAM, ${type()}`;
}

function markdown(results: readonly Result[], date: string): string {
  const escape = (cell: string) => cell.replaceAll("|", "\\|");
  const line = (row: string[]) => `| ${row.map(escape).join(" | ")} |`;
  return [
    `${date.slice(0, 10)}, ${machine()}:`,
    "",
    line(HEADER),
    line(HEADER.map(() => "---")),
    ...results.map((r) => line(cells(r))),
    "",
  ].join("\n");
}

/** Writes latest.json and latest.md into `dir`; returns their paths. */
export async function writeReport(results: readonly Result[], dir: string): Promise<{ json: string; markdown: string }> {
  const date = new Date().toISOString();
  await mkdir(dir, { recursive: true });
  const json = join(dir, "latest.json");
  const md = join(dir, "latest.md");
  const report = { date, machine: machine(), ok: results.every((r) => r.ok), results };
  await writeFile(json, JSON.stringify(report, null, 2) + "\n");
  await writeFile(md, markdown(results, date));
  return { json, markdown: md };
}
