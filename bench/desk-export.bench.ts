/**
 * The desk's exports (issue 14): the /sales Excel of 10,000 bookings, streamed from an async
 * source to a file, under 2 s; the process it runs in grows by less than 50 MB while it is
 * written (measured in a process of its own, with the bot's heap cap: bench/stack/xlsx-memory.ts);
 * and the sales chart, a month of days with two series, in Persian.
 */
import { fork } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { formatFor } from "../src/bot/render/format.js";
import { renderBarChart, type BarChart } from "../src/desk/chart.js";
import { writeXlsx } from "../src/desk/export/xlsx.js";
import { mb, type Benchmark, type Result, type Scenario } from "./benchmark.js";
import { salesBook } from "./stack/sales-export.js";
import type { XlsxMemory } from "./stack/xlsx-memory.js";

const BOOKINGS = 10_000;
const TARGET_EXCEL_MS = 2000;
const TARGET_GROWTH_MB = 50;
const TARGET_CHART_MS = 100;
const MAX_CHART_KB = 300;

const dir = await mkdtemp(join(tmpdir(), "desk-export-bench-"));
let run = 0;

const f = formatFor({ lang: "fa", timeZone: "Asia/Tehran", t: (key) => key });
const days = Array.from({ length: 30 }, (_, d) => `2026-11-${String(d + 1).padStart(2, "0")}`);
const monthChart: BarChart = {
  title: "فروش روزانه",
  subtitle: "۱۰ آبان تا ۹ آذر ۱۴۰۵",
  xLabel: "روز",
  yLabel: "تعداد",
  categories: days.map((d) => f.date(d)),
  series: [
    { name: "رزرو", values: days.map((_, d) => 200 + ((d * 37) % 150)) },
    { name: "استرداد", values: days.map((_, d) => (d * 11) % 25) },
  ],
  empty: "فروشی ثبت نشده است",
  format: f,
};
const chartKb = renderBarChart(monthChart).length / 1024;

export const benchmarks: Benchmark[] = [
  {
    name: `excel: ${BOOKINGS.toLocaleString("en")} bookings x 14 columns + 2 breakdown sheets, streamed to a file`,
    targetMs: TARGET_EXCEL_MS,
    samples: 8,
    run: () => writeXlsx(salesBook(BOOKINGS), join(dir, `sales-${run++ % 2}.xlsx`)),
    teardown: () => rm(dir, { recursive: true, force: true }),
  },
  {
    name: `chart: 30 days x 2 series, fa, 1200x700 PNG of ${chartKb.toFixed(0)} KB (limit ${MAX_CHART_KB})`,
    targetMs: chartKb < MAX_CHART_KB ? TARGET_CHART_MS : 0,
    samples: 30,
    run: () => renderBarChart(monthChart),
  },
];

function measureInOwnProcess(): Promise<XlsxMemory> {
  const entry = fileURLToPath(new URL("./stack/xlsx-memory.ts", import.meta.url));
  // The heap cap of `npm start`: the export runs inside the bot.
  const child = fork(entry, [String(BOOKINGS)], { execArgv: ["--max-old-space-size=192", "--import", "tsx", "--expose-gc"] });
  return new Promise((resolve, reject) => {
    child.once("message", (message) => resolve(message as XlsxMemory));
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`xlsx-memory exited (${code ?? "signal"}) without figures`)));
  });
}

async function excelMemory(): Promise<Result[]> {
  const m = await measureInOwnProcess();
  const growth = m.rssPeakMb - m.rssBeforeMb;
  return [
    {
      name:
        `excel memory: ${m.rows.toLocaleString("en")} rows (${(m.bytes / 1024).toFixed(0)} KB file) in ${m.ms.toFixed(0)} ms, own process: ` +
        `RSS ${mb(m.rssBeforeMb)} -> peak ${mb(m.rssPeakMb)}, heap ${m.heapBeforeMb.toFixed(1)} -> peak ${m.heapPeakMb.toFixed(1)} MB`,
      median: `+${mb(growth)}`,
      p95: `peak ${mb(m.rssPeakMb)}`,
      target: `RSS < +${TARGET_GROWTH_MB} MB`,
      vsBaseline: "",
      ok: growth < TARGET_GROWTH_MB,
      figures: { ...m, rssGrowthMb: growth },
    },
  ];
}

export const scenarios: Scenario[] = [{ name: "excel memory", run: excelMemory }];
