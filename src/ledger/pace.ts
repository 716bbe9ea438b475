import { sql, type Kysely, type RawBuilder } from "kysely";
import { startOfDayIn, weekdayOf } from "../domain/dates.js";
import { DAY_MS, minutesOf, type PastFlight, type SeatDays } from "../domain/pace.js";
import { flightKey, type BoardRoute } from "./flight-board.js";
import type { Ledger } from "./ledger.js";
import type { LedgerDialect } from "./open.js";
import { ledgerTime } from "./sales.js";
import type { LedgerTables } from "./schema.js";

/**
 * What /pace reads of the ledger: the flights of a period with their seats sold now (active
 * tickets without infants, as /flights counts them) and lately, and the past flights of their
 * routes with when each seat was booked and cancelled (domain/pace.ts compares them).
 */

export interface PaceFilter {
  route?: BoardRoute;
  airline?: string;
}

export interface PaceFlight {
  airline: string;
  number: string;
  origin: string;
  destination: string;
  /** Local date "yyyy-MM-dd" and earliest departure "HH:mm" (null when the feed sent none). */
  date: string;
  time: string | null;
  sold: number;
  infants: number;
  /** Seats sold now that were booked in the last 24 hours, the last 7 days. */
  lastDay: number;
  lastWeek: number;
}

const SOLD = sql<number>`sum(case when t.status = 'active' and (t.age_type is null or t.age_type <> 'INF') then 1 else 0 end)`;

/** The ledger's flights from `first` to `last` (local dates), in departure order. */
export async function paceFlights(db: Kysely<LedgerTables>, first: string, last: string, filter: PaceFilter, now: Date): Promise<PaceFlight[]> {
  const since = (days: number) => ledgerTime(new Date(now.getTime() - days * DAY_MS));
  const rows = await db
    .selectFrom("tickets as t")
    .select((eb) => [
      "t.airline",
      "t.flight_number",
      "t.origin",
      "t.destination",
      "t.flight_date",
      eb.fn.min("t.flight_time").as("flight_time"),
      SOLD.as("sold"),
      sql<number>`sum(case when t.status = 'active' and t.age_type = 'INF' then 1 else 0 end)`.as("infants"),
      sql<number>`sum(case when t.status = 'active' and (t.age_type is null or t.age_type <> 'INF') and t.booked_at >= ${since(1)} then 1 else 0 end)`.as("last_day"),
      sql<number>`sum(case when t.status = 'active' and (t.age_type is null or t.age_type <> 'INF') and t.booked_at >= ${since(7)} then 1 else 0 end)`.as("last_week"),
    ])
    .where("t.flight_date", ">=", first)
    .where("t.flight_date", "<=", last)
    .where("t.airline", "is not", null)
    .where("t.flight_number", "is not", null)
    .$if(filter.route !== undefined, (q) => q.where("t.origin", "=", filter.route!.origin).where("t.destination", "=", filter.route!.destination))
    .$if(filter.airline !== undefined, (q) => q.where("t.airline", "=", filter.airline!))
    .groupBy(["t.airline", "t.flight_number", "t.origin", "t.destination", "t.flight_date"])
    .execute();
  // One flight whatever the spelling of its number ("0452" and "452"), as /flights has it.
  const flights = new Map<string, PaceFlight>();
  for (const row of rows) {
    const key = `${row.flight_date} ${flightKey(row.airline ?? "", row.flight_number ?? "", row.origin ?? "", row.destination ?? "")}`;
    const time = row.flight_time?.slice(11, 16) || null;
    const flight = flights.get(key) ?? { airline: row.airline ?? "", number: row.flight_number ?? "", origin: row.origin ?? "", destination: row.destination ?? "", date: row.flight_date ?? first, time, sold: 0, infants: 0, lastDay: 0, lastWeek: 0 };
    if (time !== null && (flight.time === null || time < flight.time)) flight.time = time;
    flight.sold += Number(row.sold);
    flight.infants += Number(row.infants);
    flight.lastDay += Number(row.last_day);
    flight.lastWeek += Number(row.last_week);
    flights.set(key, flight);
  }
  return [...flights.values()].sort((a, b) => `${a.date} ${a.time ?? "99:99"}`.localeCompare(`${b.date} ${b.time ?? "99:99"}`) || a.airline.localeCompare(b.airline));
}

/** A flight of routeHistory: its local date and key (flight-board.ts flightKey) beside its sales. */
export interface RouteFlight extends PastFlight {
  date: string;
  key: string;
  sales: SeatDays[];
}

/**
 * The flights of `routes` from `first` to before `before` (local dates), per route
 * ("THR-MHD"), each with its seats sold (infants apart) counted by the whole days before
 * departure they were booked and cancelled: added up by the database, so a route's months of
 * sales come back as a few rows per flight. A flight's local departure is read in `timeZone`
 * with the zone's offset of `before` (exact where the zone keeps no daylight saving, as Iran's).
 * A ticket cancelled with no cancellation in the ledger (before it started) is left out: when
 * is unknown. Counted from the tickets each time: pace-history.ts keeps past dates counted.
 */
export async function routeHistory(ledger: Pick<Ledger, "db" | "dialect">, routes: readonly BoardRoute[], first: string, before: string, timeZone: string): Promise<Map<string, RouteFlight[]>> {
  if (routes.length === 0) return new Map();
  const rows = await seatDays(ledger.db, ledger.dialect, utcOffsetMinutes(timeZone, before))
    .where("t.flight_date", ">=", first)
    .where("t.flight_date", "<", before)
    .where((eb) => eb.or(routes.map((r) => eb.and([eb("t.origin", "=", r.origin), eb("t.destination", "=", r.destination)]))))
    .execute();
  return routeFlights(
    rows.map((row) => ({ ...row, sales: [{ booked: Number(row.booked), cancelled: row.cancelled === null ? null : Number(row.cancelled), seats: Number(row.seats) }] })),
    timeZone,
  );
}

/** Minutes east of UTC of `timeZone` on `date` (Tehran: 210). */
export function utcOffsetMinutes(timeZone: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - startOfDayIn(timeZone, date).getTime()) / 60_000);
}

/**
 * Every flight's seats (infants apart, tickets cancelled with no cancellation left out) grouped by
 * whole days before its departure at booking and at cancellation, departures read `offset`
 * minutes east of UTC; the caller adds the dates and routes.
 */
export function seatDays(db: Kysely<LedgerTables>, dialect: LedgerDialect, offset: number) {
  const offsetDays = offset / 1440;
  const daysBefore = (time: RawBuilder<string>) =>
    dialect === "postgres"
      ? sql<number>`floor(extract(epoch from (to_timestamp(t.flight_time, 'YYYY-MM-DD HH24:MI') - to_timestamp(${time}, 'YYYY-MM-DD HH24:MI:SS'))) / 86400.0 - ${sql.lit(offsetDays)})::int`
      : // SQLite has no floor(): shifted past zero, a cast to integer floors.
        sql<number>`cast(julianday(t.flight_time) - julianday(${time}) - ${sql.lit(offsetDays)} + 100000 as integer) - 100000`;
  const booked = daysBefore(sql<string>`b.booked_at`);
  const cancelled = sql<number | null>`case when c.cancelled_at is null then null else ${daysBefore(sql<string>`c.cancelled_at`)} end`;
  return db
    .selectFrom("tickets as t")
    .innerJoin("bookings as b", "b.pnr", "t.pnr")
    .leftJoin("cancellations as c", (join) => join.onRef("c.pnr", "=", "t.pnr").onRef("c.ticket_number", "=", "t.ticket_number"))
    .select((eb) => [
      "t.flight_date",
      "t.airline",
      "t.flight_number",
      "t.origin",
      "t.destination",
      eb.fn.min("t.flight_time").as("flight_time"),
      booked.as("booked"),
      cancelled.as("cancelled"),
      eb.fn.countAll<number>().as("seats"),
    ])
    .where("t.airline", "is not", null)
    .where("t.flight_time", "is not", null)
    .where((eb) => eb.or([eb("t.age_type", "is", null), eb("t.age_type", "<>", "INF")]))
    .where((eb) => eb.or([eb("t.status", "<>", "cancelled"), eb("c.cancelled_at", "is not", null)]))
    .groupBy(["t.airline", "t.flight_number", "t.origin", "t.destination", "t.flight_date", booked, cancelled]);
}

/** A flight's tickets of one spelling (flight-board.ts flightKey makes one flight of "0452" and "452"), with seats sold alike. */
export interface FlightSales {
  flight_date: string | null;
  airline: string | null;
  flight_number: string | null;
  origin: string | null;
  destination: string | null;
  /** The earliest of the tickets' local departures. */
  flight_time: string | null;
  sales: SeatDays[];
}

/** Each route's flights, a flight's departure the earliest of its tickets'. */
export function routeFlights(rows: readonly FlightSales[], timeZone: string): Map<string, RouteFlight[]> {
  // A date's local midnight once: finding it in the zone is most of the time a row takes.
  const midnights = new Map<string, number>();
  const midnight = (date: string) => midnights.get(date) ?? midnights.set(date, startOfDayIn(timeZone, date).getTime()).get(date)!;
  const flights = new Map<string, { route: string; flight: RouteFlight }>();
  for (const row of rows) {
    const date = row.flight_date!;
    const flight = flightKey(row.airline ?? "", row.flight_number ?? "", row.origin ?? "", row.destination ?? "");
    const departure = midnight(date) + minutesOf(row.flight_time?.slice(11, 16) || null) * 60_000;
    let entry = flights.get(`${date} ${flight}`);
    if (!entry) {
      entry = { route: `${row.origin}-${row.destination}`, flight: { date, key: flight, departure, weekday: weekdayOf(date), sales: [] } };
      flights.set(`${date} ${flight}`, entry);
    }
    entry.flight.departure = Math.min(entry.flight.departure, departure);
    entry.flight.sales.push(...row.sales);
  }
  const history = new Map<string, RouteFlight[]>();
  for (const { route, flight } of flights.values()) (history.get(route) ?? history.set(route, []).get(route)!).push(flight);
  return history;
}
