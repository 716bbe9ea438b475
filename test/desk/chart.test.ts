import { createCanvas, loadImage } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { formatFor } from "../../src/bot/render/format.js";
import { CHART_HEIGHT, CHART_WIDTH, renderBarChart, type BarChart } from "../../src/desk/chart.js";
import { CHART_FONT, registerChartFont } from "../../src/desk/chart-font.js";
import type { Language } from "../../src/domain/languages.js";

const format = (lang: Language) => formatFor({ lang, timeZone: "Asia/Tehran", t: (key) => key });

function chart(lang: Language, over: Partial<BarChart> = {}): BarChart {
  const f = format(lang);
  const days = ["2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05"];
  return {
    title: lang === "fa" ? "فروش روزانه" : "Sales per day",
    subtitle: lang === "fa" ? "۱۰ تا ۱۴ آذر ۱۴۰۵" : "1-5 Dec 2026",
    xLabel: lang === "fa" ? "روز" : "Day",
    yLabel: lang === "fa" ? "تعداد رزرو" : "Bookings",
    categories: days.map((d) => f.date(d)),
    series: [
      { name: lang === "fa" ? "رزرو" : "Bookings", values: [12, 30, 7, 0, 45] },
      { name: lang === "fa" ? "استرداد" : "Cancellations", values: [1, 3, 0, 0, 5] },
    ],
    empty: lang === "fa" ? "فروشی ثبت نشده است" : "No sales",
    format: f,
    ...over,
  };
}

/** Width and height from the PNG's IHDR chunk, after checking the signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** How many pixels of a box are not white: ink of text or bars. */
async function ink(png: Buffer, box: { x: number; y: number; width: number; height: number }): Promise<number> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const g = canvas.getContext("2d");
  g.drawImage(image, 0, 0);
  const { data } = g.getImageData(box.x, box.y, box.width, box.height);
  let count = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200) count++;
  return count;
}

const TITLE_LEFT = { x: 0, y: 20, width: 400, height: 50 };
const TITLE_RIGHT = { x: CHART_WIDTH - 400, y: 20, width: 400, height: 50 };
const PLOT = { x: 150, y: 200, width: 900, height: 350 };

describe("renderBarChart: a PNG of sensible size", () => {
  it("is a valid PNG of 1200x700 under 300 KB, in each language", () => {
    for (const lang of ["en", "fa", "ar"] as const) {
      const png = renderBarChart(chart(lang));
      expect(pngSize(png)).toEqual({ width: CHART_WIDTH, height: CHART_HEIGHT });
      expect(png.length).toBeGreaterThan(5_000);
      expect(png.length).toBeLessThan(300_000);
    }
  });

  it("writes a Persian title at the right, an English one at the left", async () => {
    const fa = renderBarChart(chart("fa"));
    const untitled = renderBarChart(chart("fa", { title: "" }));
    expect(await ink(fa, TITLE_RIGHT)).toBeGreaterThan(500);
    expect(await ink(untitled, TITLE_RIGHT)).toBe(0);
    expect(await ink(fa, TITLE_LEFT)).toBe(0);

    const en = renderBarChart(chart("en"));
    expect(await ink(en, TITLE_LEFT)).toBeGreaterThan(500);
    expect(await ink(en, TITLE_RIGHT)).toBe(0);
  });

  it("draws the bars mirrored in Persian: the first day on the right", async () => {
    // The fifth day (45 bookings) is the tallest: at the right in English, at the left in Persian.
    const tall = { y: 200, height: 100, width: 300 };
    const en = renderBarChart(chart("en"));
    const fa = renderBarChart(chart("fa"));
    expect(await ink(en, { ...tall, x: CHART_WIDTH - 330 })).toBeGreaterThan(1000);
    expect(await ink(en, { ...tall, x: 130 })).toBe(0);
    expect(await ink(fa, { ...tall, x: 30 })).toBeGreaterThan(1000);
    expect(await ink(fa, { ...tall, x: CHART_WIDTH - 430 })).toBe(0);
  });

  it("shows a clear empty picture when there is nothing to draw, with no bars", async () => {
    for (const empty of [chart("fa", { categories: [], series: [] }), chart("fa", { series: [{ name: "", values: [0, 0, 0, 0, 0] }] })]) {
      const png = renderBarChart(empty);
      expect(pngSize(png)).toEqual({ width: CHART_WIDTH, height: CHART_HEIGHT });
      expect(await ink(png, TITLE_RIGHT)).toBeGreaterThan(500);
      // The message, centred; nothing else in the plot's place.
      expect(await ink(png, { x: 350, y: 370, width: 500, height: 60 })).toBeGreaterThan(500);
      expect(await ink(png, { x: 150, y: 200, width: 900, height: 150 })).toBe(0);
    }
    const withBars = renderBarChart(chart("fa"));
    expect(await ink(withBars, PLOT)).toBeGreaterThan(10_000);
  });

  it("survives many categories, huge amounts and values missing or not finite", () => {
    const f = format("fa");
    const hours = Array.from({ length: 24 }, (_, h) => f.num(String(h).padStart(2, "0")));
    const png = renderBarChart(
      chart("fa", {
        categories: [...hours, ...hours, ...hours],
        series: [{ name: "", values: [6_170_000_000.5, Number.NaN, Number.POSITIVE_INFINITY, -1_000_000] }],
      }),
    );
    expect(pngSize(png)).toEqual({ width: CHART_WIDTH, height: CHART_HEIGHT });
  });
});

describe("the chart font", () => {
  it("joins Persian letters: a shaped word is narrower than its letters side by side", () => {
    registerChartFont();
    const g = createCanvas(10, 10).getContext("2d");
    g.font = `30px ${CHART_FONT}`;
    const word = "فروش";
    const letters = [...word].reduce((sum, letter) => sum + g.measureText(letter).width, 0);
    expect(g.measureText(word).width).toBeLessThan(letters * 0.9);
  });
});
