/**
 * Forked by desk-export.bench.ts: writes one 10,000-booking Excel in a process of its own (the
 * bot's heap cap), so what the process grows by is the writing's alone, and sends the figures
 * back. Resident size is sampled every 5 ms while rows are written (the writer gives the event
 * loop a turn every few hundred rows) and once at the end.
 */
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeXlsx } from "../../src/desk/export/xlsx.js";
import { salesBook } from "./sales-export.js";

export interface XlsxMemory {
  rows: number;
  bytes: number;
  ms: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  heapBeforeMb: number;
  heapPeakMb: number;
}

const BOOKINGS = Number(process.argv[2] ?? 10_000);
const mb = (bytes: number) => bytes / 1024 / 1024;
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with --expose-gc");

const dir = await mkdtemp(join(tmpdir(), "xlsx-bench-"));
try {
  // Loading exceljs and its first styles is once per process, not per export.
  await writeXlsx(salesBook(100), join(dir, "warm-up.xlsx"));
  gc();
  const before = process.memoryUsage();
  let rssPeak = before.rss;
  let heapPeak = before.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    rssPeak = Math.max(rssPeak, now.rss);
    heapPeak = Math.max(heapPeak, now.heapUsed);
  };
  const sampler = setInterval(sample, 5);
  const file = join(dir, "sales.xlsx");
  const start = performance.now();
  const written = await writeXlsx(salesBook(BOOKINGS), file);
  const ms = performance.now() - start;
  sample();
  clearInterval(sampler);
  const result: XlsxMemory = {
    rows: written.sheets.reduce((sum, s) => sum + s.rows, 0),
    bytes: (await stat(file)).size,
    ms,
    rssBeforeMb: mb(before.rss),
    rssPeakMb: mb(rssPeak),
    heapBeforeMb: mb(before.heapUsed),
    heapPeakMb: mb(heapPeak),
  };
  process.send!(result);
} finally {
  await rm(dir, { recursive: true, force: true });
}
