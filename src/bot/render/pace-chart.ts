import { daysBefore, MIN_HISTORY, soldAt, usualAt, usualPool, type PastFlight } from "../../domain/pace.js";
import type { RouteFlight } from "../../ledger/pace.js";
import type { Format } from "./format.js";
import type { Translate } from "./types.js";

/** Days before departure a chart starts at, at least (more when the flight is further off). */
export const CHART_DAYS = 30;

/**
 * The PNG of one flight's pace: its seats sold at each day before departure, from CHART_DAYS
 * out to today, beside the usual of its route at the same days (when the route has the past
 * flights for one).
 */
export async function paceChart(c: { flight: RouteFlight; past: readonly PastFlight[]; now: number; title: string }, t: Translate, f: Format): Promise<Buffer> {
  // Loaded on first chart, as /sales does: the canvas library is large.
  const { renderBarChart } = await import("../../desk/chart.js");
  const left = Math.max(daysBefore(c.flight.departure, c.now), 0);
  const days = Array.from({ length: Math.max(CHART_DAYS, left) - left + 1 }, (_, i) => Math.max(CHART_DAYS, left) - i);
  const pool = usualPool(c.past, c.flight.weekday);
  return renderBarChart({
    title: c.title,
    subtitle: t("pace-chart-subtitle"),
    xLabel: t("pace-chart-days"),
    yLabel: t("pace-chart-seats"),
    categories: days.map((d) => f.num(d)),
    series: [
      { name: t("pace-chart-flight"), values: days.map((d) => soldAt(c.flight.sales, d)) },
      ...(pool.length >= MIN_HISTORY ? [{ name: t("pace-chart-usual", { flights: f.num(pool.length) }), values: days.map((d) => usualAt(pool, d)) }] : []),
    ],
    empty: t("pace-none"),
    format: f,
  });
}
