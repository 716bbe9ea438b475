import { sql, type Kysely } from "kysely";
import { weekdayOf } from "../domain/dates.js";
import { departureAt, type PastFlight, type SeatSale } from "../domain/pace.js";
import { flightKey, type BoardRoute } from "./flight-board.js";
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
const utc = (at: Date) => at.toISOString().slice(0, 19).replace("T", " ");

/** The ledger's flights from `first` to `last` (local dates), in departure order. */
export async function paceFlights(db: Kysely<LedgerTables>, first: string, last: string, filter: PaceFilter, now: Date): Promise<PaceFlight[]> {
  const since = (days: number) => utc(new Date(now.getTime() - days * 86_400_000));
  const rows = await db
    .selectFrom("tickets as t")
    .innerJoin("bookings as b", "b.pnr", "t.pnr")
    .select((eb) => [
      "t.airline",
      "t.flight_number",
      "t.origin",
      "t.destination",
      "t.flight_date",
      eb.fn.min("t.flight_time").as("flight_time"),
      SOLD.as("sold"),
      sql<number>`sum(case when t.status = 'active' and t.age_type = 'INF' then 1 else 0 end)`.as("infants"),
      sql<number>`sum(case when t.status = 'active' and (t.age_type is null or t.age_type <> 'INF') and b.booked_at >= ${since(1)} then 1 else 0 end)`.as("last_day"),
      sql<number>`sum(case when t.status = 'active' and (t.age_type is null or t.age_type <> 'INF') and b.booked_at >= ${since(7)} then 1 else 0 end)`.as("last_week"),
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
  sales: SeatSale[];
}

/**
 * The flights of `routes` from `first` to before `before` (local dates), per route
 * ("THR-MHD"), each with every seat it sold (infants apart): booked when, cancelled when. A
 * flight's departure is read in `timeZone`, as its local time.
 */
export async function routeHistory(db: Kysely<LedgerTables>, routes: readonly BoardRoute[], first: string, before: string, timeZone: string): Promise<Map<string, RouteFlight[]>> {
  const history = new Map<string, RouteFlight[]>();
  if (routes.length === 0) return history;
  const rows = await db
    .selectFrom("tickets as t")
    .innerJoin("bookings as b", "b.pnr", "t.pnr")
    .leftJoin("cancellations as c", (join) => join.onRef("c.pnr", "=", "t.pnr").onRef("c.ticket_number", "=", "t.ticket_number"))
    .select(["t.airline", "t.flight_number", "t.origin", "t.destination", "t.flight_date", "t.flight_time", "t.status", "b.booked_at", "c.cancelled_at"])
    .where("t.flight_date", ">=", first)
    .where("t.flight_date", "<", before)
    .where("t.airline", "is not", null)
    .where((eb) => eb.or([eb("t.age_type", "is", null), eb("t.age_type", "<>", "INF")]))
    .where((eb) => eb.or(routes.map((r) => eb.and([eb("t.origin", "=", r.origin), eb("t.destination", "=", r.destination)]))))
    .execute();
  const flights = new Map<string, { route: string; flight: RouteFlight }>();
  for (const row of rows) {
    // Cancelled with no cancellation in the ledger (before it started): when is unknown, so it is left out.
    if (row.status === "cancelled" && row.cancelled_at === null) continue;
    const date = row.flight_date!;
    const flight = flightKey(row.airline ?? "", row.flight_number ?? "", row.origin ?? "", row.destination ?? "");
    let entry = flights.get(`${date} ${flight}`);
    if (!entry) {
      const departure = departureAt(date, row.flight_time?.slice(11, 16) || null, timeZone);
      entry = { route: `${row.origin}-${row.destination}`, flight: { date, key: flight, departure, weekday: weekdayOf(date), sales: [] } };
      flights.set(`${date} ${flight}`, entry);
    }
    entry.flight.sales.push({ bookedAt: utcMs(row.booked_at), cancelledAt: row.cancelled_at === null ? null : utcMs(row.cancelled_at) });
  }
  for (const { route, flight } of flights.values()) (history.get(route) ?? history.set(route, []).get(route)!).push(flight);
  return history;
}

/** A ledger time "yyyy-MM-dd HH:mm:ss" (UTC) in Unix milliseconds. */
function utcMs(time: string): number {
  return Date.parse(`${time.replace(" ", "T")}Z`);
}
