import { todayIn } from "../../domain/dates.js";
import type { Format } from "./format.js";
import { periodText, type SalesView } from "./sales.js";
import type { Translate } from "./types.js";

/** The PNG of a sales view: bookings per hour for one day, per day otherwise (/sales and the daily digest). */
export async function salesChart(view: SalesView, t: Translate, f: Format): Promise<Buffer> {
  // Loaded on first chart: the canvas library adds about 15 MB to a process that may never draw.
  const { renderBarChart } = await import("../../desk/chart.js");
  const single = view.firstDate === view.lastDate;
  return renderBarChart({
    title: t("sales-chart-title"),
    subtitle: periodText(view.firstDate, view.lastDate, f),
    categories: view.bucketStarts.map((at) => (single ? f.num(at.toLocaleString("en-GB", { timeZone: f.timeZone, hour: "2-digit", hourCycle: "h23" })) : f.date(todayIn(f.timeZone, at)))),
    series: [{ name: t("sales-chart-bookings"), values: view.report.buckets.map((b) => b.bookings) }],
    empty: t("sales-none"),
    format: f,
  });
}
