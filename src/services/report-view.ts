import { reportDays, type ReportPeriod } from "../domain/report-schedule.js";
import { salesBounds } from "../domain/sales-bounds.js";
import { flightKey } from "../ledger/flight-board.js";
import type { Ledger } from "../ledger/ledger.js";
import { keptSeats, soldNow, type WatchedFlight } from "../ledger/pace-alerts.js";
import { salesLinesBy, salesReport, type SalesFilter } from "../ledger/sales.js";
import type { ReportFlight, ReportView } from "../bot/render/report.js";
import type { Subscription } from "../store/store.js";

/** A report subscription's view of the days it covers on `day` (render/report.ts renders it). */
export async function reportView(ledger: Ledger, s: Subscription & { report: { period: ReportPeriod } }, day: string, timeZone: string): Promise<ReportView> {
  const { first, last } = reportDays(s.report.period, day, s.digest!.time);
  const bounds = salesBounds(first, last, timeZone);
  const filter: SalesFilter = { ...(s.filters.route ? { route: s.filters.route } : {}), ...(s.filters.airline ? { airline: s.filters.airline } : {}) };
  const query = { bounds, filter };
  const [report, channels, currencies, flightDays] = await Promise.all([
    salesReport(ledger, query),
    salesLinesBy(ledger, query, "channel"),
    salesLinesBy(ledger, query, "currency"),
    salesLinesBy(ledger, query, "flight-day"),
  ]);
  return { report, firstDate: first, lastDate: last, bucketStarts: bounds.slice(0, -1), filter, period: s.report.period, channels, currencies, flights: await withSeats(ledger, flightDays) };
}

/** The flight-day lines with each flight's seats sold now and its seats (a line without a flight is left out). */
async function withSeats(ledger: Ledger, lines: Awaited<ReturnType<typeof salesLinesBy>>): Promise<ReportFlight[]> {
  const parsed = lines.flatMap((line) => {
    // "IR1234 2026-12-02 THR-MHD": the flight, its date, its route.
    const match = /^([A-Z0-9]{2})(\S+) (\d{4}-\d{2}-\d{2}) ([A-Z]{3})-([A-Z]{3})/.exec(line.key ?? "");
    if (!match) return [];
    const [, airline, number, date, origin, destination] = match as unknown as [string, string, string, string, string, string];
    const watched: WatchedFlight = { date, key: flightKey(airline, number, origin, destination), airline, number, origin, destination };
    return [{ line, watched }];
  });
  const flights = parsed.map((p) => p.watched);
  const [sold, seats] = await Promise.all([soldNow(ledger.db, flights), keptSeats(ledger.db, flights)]);
  return parsed.map(({ line, watched }) => {
    const id = `${watched.date} ${watched.key}`;
    return { flight: `${watched.airline}${watched.number}`, date: watched.date, route: `${watched.origin}-${watched.destination}`, line, sold: sold.get(id)?.sold ?? 0, capacity: seats.get(id) ?? null };
  });
}
