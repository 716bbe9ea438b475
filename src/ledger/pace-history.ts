import { sql, type Transaction } from "kysely";
import { addDays } from "../domain/dates.js";
import type { SeatDays } from "../domain/pace.js";
import { chunks, insertRows, type InsertStatements } from "./batch-insert.js";
import type { BoardRoute } from "./flight-board.js";
import type { Ledger } from "./ledger.js";
import { routeFlights, seatDays, utcOffsetMinutes, type RouteFlight } from "./pace.js";
import type { LedgerTables } from "./schema.js";

/**
 * Past flights' seats by days before departure, counted once per flight date (pace_history):
 * /pace reads a route's months of history as these rows instead of adding up its tickets again.
 * A date is counted when first read, at the display zone's offset of that day; the ingest and the
 * retention mark the dates whose tickets or cancellations they change (pace_history_stale), and a
 * marked date is counted again when next read. Instances sharing a PostgreSQL may count a date
 * at once: the first writes its row of pace_history_dates, the second waits there for it to
 * commit and then replaces its rows.
 */

/** Dates counted per transaction: a cold read does not hold SQLite's one writer for seconds. */
const DATES_PER_COUNT = 10;
/** Values per IN list. */
const KEYS_PER_QUERY = 1000;

type LedgerDb = Pick<Ledger, "db" | "dialect">;

/** routeHistory (pace.ts) of the dates before `before` (today), from the counted dates: the same flights and seats. */
export async function pastRouteHistory(ledger: LedgerDb, routes: readonly BoardRoute[], first: string, before: string, timeZone: string): Promise<Map<string, RouteFlight[]>> {
  if (routes.length === 0) return new Map();
  const offset = utcOffsetMinutes(timeZone, before);
  await countPaceDates(ledger, await uncounted(ledger, first, before, offset), offset);
  const rows = await ledger.db
    .selectFrom("pace_history as h")
    .select(["h.flight_date", "h.airline", "h.flight_number", "h.origin", "h.destination", "h.flight_time", "h.sales"])
    .where("h.utc_offset", "=", offset)
    .where("h.flight_date", ">=", first)
    .where("h.flight_date", "<", before)
    .where((eb) => eb.or(routes.map((r) => eb.and([eb("h.origin", "=", r.origin), eb("h.destination", "=", r.destination)]))))
    .execute();
  return routeFlights(
    rows.map((row) => ({ ...row, sales: salesOf(row.sales) })),
    timeZone,
  );
}

/** pace_history.sales read back. */
function salesOf(text: string): SeatDays[] {
  return text.split(",").map((group) => {
    const [booked, cancelled, seats] = group.split(":");
    return { booked: Number(booked), cancelled: cancelled === "" ? null : Number(cancelled), seats: Number(seats) };
  });
}

/** The dates from `first` to before `before` not counted at `offset`, or changed since. */
async function uncounted(ledger: LedgerDb, first: string, before: string, offset: number): Promise<string[]> {
  const counted = await ledger.db
    .selectFrom("pace_history_dates as d")
    .select("d.flight_date")
    .where("d.utc_offset", "=", offset)
    .where("d.flight_date", ">=", first)
    .where("d.flight_date", "<", before)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom("pace_history_stale as s").select("s.flight_date").whereRef("s.flight_date", "=", "d.flight_date"))))
    .execute();
  const done = new Set(counted.map((row) => row.flight_date));
  const dates: string[] = [];
  for (let date = first; date < before; date = addDays(date, 1)) if (!done.has(date)) dates.push(date);
  return dates;
}

/** Counts `dates` again from the tickets, departures read `offset` minutes east of UTC. */
export async function countPaceDates(ledger: LedgerDb, dates: readonly string[], offset: number): Promise<void> {
  for (const batch of chunks([...dates].sort(), DATES_PER_COUNT)) {
    await ledger.db.transaction().execute(async (trx) => {
      // First: a concurrent count of these dates waits here until this one commits (in date order, no deadlock).
      await trx
        .insertInto("pace_history_dates")
        .values(batch.map((date) => ({ flight_date: date, utc_offset: offset })))
        .onConflict((oc) => oc.column("flight_date").doUpdateSet({ utc_offset: offset }))
        .execute();
      // Before the count: a date the ingest marks while this one counts stays marked.
      await trx.deleteFrom("pace_history_stale").where("flight_date", "in", batch).execute();
      await trx.deleteFrom("pace_history").where("flight_date", "in", batch).execute();
      const groups = seatDays(trx, ledger.dialect, offset).where("t.flight_date", "in", batch).as("s");
      const group = sql<string>`s.booked || ':' || coalesce(cast(s.cancelled as text), '') || ':' || s.seats`;
      await trx
        .insertInto("pace_history")
        .columns(["flight_date", "airline", "flight_number", "origin", "destination", "flight_time", "sales", "utc_offset"])
        .expression(
          trx
            .selectFrom(groups)
            .select((eb) => [
              "s.flight_date",
              "s.airline",
              "s.flight_number",
              "s.origin",
              "s.destination",
              eb.fn.min("s.flight_time").as("flight_time"),
              (ledger.dialect === "postgres" ? sql<string>`string_agg(${group}, ',')` : sql<string>`group_concat(${group}, ',')`).as("sales"),
              sql.lit(offset).as("utc_offset"),
            ])
            .groupBy(["s.flight_date", "s.airline", "s.flight_number", "s.origin", "s.destination"]),
        )
        .execute();
    });
  }
}

/**
 * In the ingest's transaction: the flight dates of the new tickets, and of the ledger's tickets of
 * PNRs with a new cancellation (joined by ticket number, whatever date the cancellation says), are
 * counted again when next read.
 */
export async function markPaceStale(trx: Transaction<LedgerTables>, statements: InsertStatements, tickets: readonly { flight_date?: string | null }[], cancelledPnrs: readonly string[]): Promise<void> {
  const dates = new Set<string>();
  for (const t of tickets) if (t.flight_date) dates.add(t.flight_date);
  for (const pnrs of chunks(cancelledPnrs, KEYS_PER_QUERY)) {
    for (const row of await trx.selectFrom("tickets").select("flight_date").distinct().where("pnr", "in", pnrs).execute()) if (row.flight_date !== null) dates.add(row.flight_date);
  }
  await insertRows(trx, statements, "pace_history_stale", [...dates].map((date) => ({ flight_date: date })));
}

/**
 * In the retention's transaction, before it deletes: the dates of the tickets it deletes and of
 * those whose cancellation it deletes are marked; the counts of dates older than `before` go.
 */
export async function prunePaceHistory(trx: Transaction<LedgerTables>, before: string): Promise<void> {
  const deleted = trx.selectFrom("bookings").select("pnr").where("booked_at", "<", before);
  const ofTickets = trx.selectFrom("tickets as t").select("t.flight_date").distinct().where("t.flight_date", "is not", null).where("t.pnr", "in", deleted);
  const ofCancellations = trx
    .selectFrom("cancellations as c")
    .innerJoin("tickets as t", (join) => join.onRef("t.pnr", "=", "c.pnr").onRef("t.ticket_number", "=", "c.ticket_number"))
    .select("t.flight_date")
    .distinct()
    .where("t.flight_date", "is not", null)
    .where("c.cancelled_at", "<", before);
  for (const dates of [ofTickets, ofCancellations]) await trx.insertInto("pace_history_stale").columns(["flight_date"]).expression(dates).onConflict((oc) => oc.doNothing()).execute();
  const day = before.slice(0, 10);
  for (const table of ["pace_history", "pace_history_dates", "pace_history_stale"] as const) await trx.deleteFrom(table).where("flight_date", "<", day).execute();
}
