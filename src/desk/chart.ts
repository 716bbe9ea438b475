import { createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import type { Format } from "../bot/render/format.js";
import { CHART_FONT, registerChartFont } from "./chart-font.js";
import { niceScale, type Scale } from "./chart-scale.js";

/**
 * A bar chart as a PNG (sales per day or per hour, per route): data in, picture out, no I/O.
 * Every word comes translated from the caller and every number is written by the reader's
 * Format, so a Persian chart has Persian digits. In Persian and Arabic the whole picture is
 * mirrored, as the Excel sheets are: title and value axis on the right, the first category
 * (the earliest day) on the right. Texts are laid out right to left there: a Latin run that
 * starts a text or carries digits ("1-7 Dec", "IR 452") is isolated with f.ltr(), as in messages.
 */
export interface BarSeries {
  name: string;
  /** One per category, in the same order; a missing or non-finite value draws no bar. */
  values: readonly number[];
}

export interface BarChart {
  title: string;
  /** Under the title: the period, the filters, the currency of amounts. */
  subtitle?: string;
  xLabel?: string;
  yLabel?: string;
  /** Written for the reader already (f.date, f.num("14"), a route), in reading order. */
  categories: readonly string[];
  /**
   * Side by side in each category, on one value axis: counts with counts, or amounts of one
   * currency (never two currencies on one axis). A legend names them when there are several.
   */
  series: readonly BarSeries[];
  /** Shown in place of the bars when there is nothing to draw ("No sales on 2 Dec 2026"). */
  empty: string;
  format: Pick<Format, "lang" | "amount">;
}

export const CHART_WIDTH = 1200;
export const CHART_HEIGHT = 700;
const MARGIN = 32;
const COLORS = ["#2563eb", "#f59e0b", "#10b981", "#db2777"];
const INK = "#1f2937";
const MUTED = "#6b7280";
const GRID = "#e5e7eb";

export function renderBarChart(chart: BarChart): Buffer {
  registerChartFont();
  const canvas = createCanvas(CHART_WIDTH, CHART_HEIGHT);
  const g = canvas.getContext("2d");
  const rtl = chart.format.lang !== "en";
  // Drawn in left-to-right coordinates; in a right-to-left chart every x is mirrored, and
  // "start"/"end" alignments follow the direction by themselves.
  const page = new Page(g, rtl);
  g.direction = rtl ? "rtl" : "ltr";
  g.fillStyle = "#ffffff";
  g.fillRect(0, 0, CHART_WIDTH, CHART_HEIGHT);

  let top = header(page, chart);
  const values = chart.series.map((s) => chart.categories.map((_, i) => finite(s.values[i])));
  if (values.flat().every((v) => v === 0)) {
    page.text(chart.empty, CHART_WIDTH / 2, (top + CHART_HEIGHT) / 2, { size: 30, color: MUTED, align: "center", baseline: "middle" });
    return canvas.toBuffer("image/png");
  }
  if (chart.series.length > 1) top = legend(page, chart.series, top);
  plot(page, chart, values, top);
  return canvas.toBuffer("image/png");
}

const finite = (value: number | undefined): number => (value !== undefined && Number.isFinite(value) ? value : 0);

/** Title and subtitle; returns the y below them. */
function header(page: Page, chart: BarChart): number {
  page.text(chart.title, MARGIN, MARGIN, { size: 34, bold: true, color: INK });
  if (!chart.subtitle) return MARGIN + 56;
  page.text(chart.subtitle, MARGIN, MARGIN + 48, { size: 22, color: MUTED });
  return MARGIN + 92;
}

function legend(page: Page, series: readonly BarSeries[], top: number): number {
  let x = MARGIN;
  series.forEach((s, k) => {
    page.rect(x, top + 4, 18, 18, COLORS[k % COLORS.length]!);
    x += 26;
    x += page.text(s.name, x, top, { size: 20, color: INK }) + 28;
  });
  return top + 40;
}

function plot(page: Page, chart: BarChart, values: number[][], top: number): void {
  const f = chart.format;
  const scale = niceScale(values.flat());
  const tickLabels = scale.ticks.map((t) => f.amount(t));
  const bottom = CHART_HEIGHT - MARGIN - (chart.xLabel ? 34 : 0) - 34;
  const start = MARGIN + (chart.yLabel ? 36 : 0) + Math.max(...tickLabels.map((l) => page.measure(l, 18))) + 12;
  const end = CHART_WIDTH - MARGIN;
  const y = (value: number) => bottom - ((value - scale.bottom) / (scale.top - scale.bottom)) * (bottom - top);

  scale.ticks.forEach((tick, i) => {
    page.line(start, y(tick), end, y(tick), tick === 0 ? MUTED : GRID);
    page.text(tickLabels[i]!, start - 12, y(tick), { size: 18, color: MUTED, align: "end", baseline: "middle" });
  });
  bars(page, chart, values, { start, end, y, scale });
  categoryLabels(page, chart.categories, start, end, bottom);
  if (chart.xLabel) {
    page.text(chart.xLabel, (start + end) / 2, CHART_HEIGHT - MARGIN, { size: 20, color: MUTED, align: "center", baseline: "bottom" });
  }
  if (chart.yLabel) page.sideways(chart.yLabel, MARGIN, (top + bottom) / 2, 20, MUTED);
}

interface Area {
  start: number;
  end: number;
  y: (value: number) => number;
  scale: Scale;
}

function bars(page: Page, chart: BarChart, values: number[][], { start, end, y }: Area): void {
  const slot = (end - start) / chart.categories.length;
  const group = slot * 0.72;
  const width = group / values.length;
  const labels = values.map((series) => series.map((v) => (v === 0 ? "" : chart.format.amount(v))));
  // Values are written over the bars only when every one fits over its bar: all or none.
  const room = values.length === 1 ? slot - 6 : width + 2;
  const writeValues = labels.flat().every((label) => page.measure(label, 16) <= room);
  values.forEach((series, k) => {
    series.forEach((v, i) => {
      const left = start + i * slot + (slot - group) / 2 + k * width;
      const [high, low] = [y(Math.max(v, 0)), y(Math.min(v, 0))];
      page.rect(left, high, Math.max(width - 2, 1), low - high, COLORS[k % COLORS.length]!);
      if (writeValues && v !== 0) {
        const at = v > 0 ? { y: high - 4, baseline: "bottom" as const } : { y: low + 4, baseline: "top" as const };
        page.text(labels[k]![i]!, left + width / 2, at.y, { size: 16, color: INK, align: "center", baseline: at.baseline });
      }
    });
  });
}

/** Under each bar group; when they would overlap, every second (third...) one. */
function categoryLabels(page: Page, categories: readonly string[], start: number, end: number, bottom: number): void {
  const slot = (end - start) / categories.length;
  const widest = Math.max(...categories.map((c) => page.measure(c, 18)));
  const every = Math.max(1, Math.ceil((widest + 12) / slot));
  categories.forEach((category, i) => {
    if (i % every !== 0) return;
    page.text(category, start + (i + 0.5) * slot, bottom + 8, { size: 18, color: INK, align: "center" });
  });
}

interface TextStyle {
  size: number;
  color: string;
  bold?: boolean;
  align?: SKRSContext2D["textAlign"];
  baseline?: SKRSContext2D["textBaseline"];
}

/** The canvas in left-to-right coordinates, mirrored when the chart is right to left. */
class Page {
  constructor(
    private readonly g: SKRSContext2D,
    private readonly rtl: boolean,
  ) {}

  private x(x: number): number {
    return this.rtl ? CHART_WIDTH - x : x;
  }

  /** Writes a text; returns its width. */
  text(text: string, x: number, y: number, style: TextStyle): number {
    return this.draw(text, this.x(x), y, style);
  }

  measure(text: string, size: number): number {
    this.font(size);
    return this.g.measureText(text).width;
  }

  rect(x: number, y: number, width: number, height: number, color: string): void {
    this.g.fillStyle = color;
    this.g.fillRect(this.rtl ? CHART_WIDTH - x - width : x, y, width, height);
  }

  line(x1: number, y1: number, x2: number, y2: number, color: string): void {
    this.g.strokeStyle = color;
    this.g.lineWidth = 1;
    this.g.beginPath();
    // Half a pixel off so that a one-pixel line is sharp.
    this.g.moveTo(this.x(x1), Math.round(y1) + 0.5);
    this.g.lineTo(this.x(x2), Math.round(y2) + 0.5);
    this.g.stroke();
  }

  /** A text turned a quarter, reading up the outer edge (down it when right to left). */
  sideways(text: string, x: number, y: number, size: number, color: string): void {
    this.g.save();
    this.g.translate(this.x(x), y);
    this.g.rotate(this.rtl ? Math.PI / 2 : -Math.PI / 2);
    this.draw(text, 0, 0, { size, color, align: "center", baseline: "top" });
    this.g.restore();
  }

  /** At canvas coordinates, not mirrored. */
  private draw(text: string, x: number, y: number, style: TextStyle): number {
    this.font(style.size, style.bold);
    this.g.fillStyle = style.color;
    this.g.textAlign = style.align ?? "start";
    this.g.textBaseline = style.baseline ?? "top";
    this.g.fillText(text, x, y);
    return this.g.measureText(text).width;
  }

  private font(size: number, bold = false): void {
    this.g.font = `${bold ? "bold " : ""}${size}px ${CHART_FONT}`;
  }
}
