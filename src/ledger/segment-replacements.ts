import type { Insertable, Kysely, Selectable, Transaction } from "kysely";
import { isSegmentReplacedEvent, type SupplierEvent } from "../supplier/schemas/events.js";
import { feedTime } from "./rows.js";
import type { LedgerTables, SegmentReplacementsTable } from "./schema.js";

/**
 * The feed's segment replacements in the ledger: written with the poller's page (one
 * transaction, ledger.ts commitPage), read by /changed beside the supplier's list. Idempotent by
 * the event's Id: a page read again adds nothing.
 */

export type Replacement = Selectable<SegmentReplacementsTable>;

/** The replacement rows of a page: pure. Those older than `oldest` (feed form) are past retention. */
export function replacementRows(events: readonly SupplierEvent[], oldest: string): Insertable<SegmentReplacementsTable>[] {
  const rows = new Map<number, Insertable<SegmentReplacementsTable>>();
  for (const event of events) {
    if (!isSegmentReplacedEvent(event)) continue;
    const { Pnr, ReplacedDateTimeUtc, Reason, OldFlight: from, NewFlight: to } = event.Data;
    const at = feedTime(ReplacedDateTimeUtc ?? "") ?? feedTime(event.CreateDateTime) ?? event.CreateDateTime;
    if (at < oldest) continue;
    rows.set(event.Id, {
      event_id: event.Id,
      pnr: Pnr,
      replaced_at: at,
      reason: Reason ?? null,
      old_airline: from.AirlineIataCode ?? null,
      old_flight_number: from.FlightNumber,
      old_flight_time: from.FlightDate,
      old_flight_date: from.FlightDate.slice(0, 10),
      old_origin: from.OriginIataCode,
      old_destination: from.DestinationIataCode,
      new_airline: to.AirlineIataCode ?? null,
      new_flight_number: to.FlightNumber,
      new_flight_time: to.FlightDate,
      new_flight_date: to.FlightDate.slice(0, 10),
      new_origin: to.OriginIataCode,
      new_destination: to.DestinationIataCode,
    });
  }
  return [...rows.values()];
}

/** Rows per INSERT: 17 columns each stays far under SQLite's and PostgreSQL's parameter limits. */
const ROWS_PER_INSERT = 500;

/** Inside the page's transaction; a replacement already there is left as it is. */
export async function writeReplacements(trx: Transaction<LedgerTables>, events: readonly SupplierEvent[], oldest: string): Promise<number> {
  const rows = replacementRows(events, oldest);
  let added = 0;
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const result = await trx
      .insertInto("segment_replacements")
      .values(rows.slice(i, i + ROWS_PER_INSERT))
      .onConflict((oc) => oc.column("event_id").doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}

/** The replacements whose old or new flight date (yyyy-MM-dd) is in the period, oldest first. */
export async function replacementsInPeriod(db: Kysely<LedgerTables>, period: { from: string; to: string }): Promise<Replacement[]> {
  return db
    .selectFrom("segment_replacements")
    .selectAll()
    .where((w) =>
      w.or([
        w.and([w("old_flight_date", ">=", period.from), w("old_flight_date", "<=", period.to)]),
        w.and([w("new_flight_date", ">=", period.from), w("new_flight_date", "<=", period.to)]),
      ]),
    )
    .orderBy("replaced_at")
    .orderBy("event_id")
    .execute();
}

/** A ledger ticket on a replaced flight, with its passenger. */
export interface ReplacedTicket {
  replacement: Replacement;
  ticket: string;
  firstName: string | null;
  lastName: string | null;
  ageType: string | null;
  /** The ledger's "active" or "cancelled" (a cancellation event of it arrived). */
  status: string;
  /** Local at the origin "yyyy-MM-dd HH:mm", as booked. */
  flightTime: string | null;
}

/** PNRs per IN list. */
const PNRS_PER_QUERY = 500;

/**
 * The tickets each replacement moved: the ledger's tickets of its PNR on the old flight (its
 * date and route; a ticket without a number cannot be refunded and is left out).
 */
export async function replacedTickets(db: Kysely<LedgerTables>, replacements: readonly Replacement[]): Promise<ReplacedTicket[]> {
  const pnrs = [...new Set(replacements.map((r) => r.pnr))];
  const tickets: ReplacedTicket[] = [];
  for (let i = 0; i < pnrs.length; i += PNRS_PER_QUERY) {
    const rows = await db
      .selectFrom("tickets as t")
      .leftJoin("passengers as p", (j) => j.onRef("p.pnr", "=", "t.pnr").onRef("p.idx", "=", "t.passenger_idx"))
      .select(["t.pnr", "t.ticket_number", "t.flight_date", "t.flight_time", "t.origin", "t.destination", "t.status", "p.first_name", "p.last_name", "p.age_type"])
      .where("t.pnr", "in", pnrs.slice(i, i + PNRS_PER_QUERY))
      .where("t.ticket_number", "is not", null)
      .orderBy("t.pnr")
      .orderBy("t.passenger_idx")
      .orderBy("t.segment_idx")
      .execute();
    for (const replacement of replacements) {
      for (const row of rows) {
        const onOldFlight =
          row.pnr === replacement.pnr && row.flight_date === replacement.old_flight_date && row.origin === replacement.old_origin && row.destination === replacement.old_destination;
        if (!onOldFlight) continue;
        tickets.push({ replacement, ticket: row.ticket_number!, firstName: row.first_name, lastName: row.last_name, ageType: row.age_type, status: row.status, flightTime: row.flight_time });
      }
    }
  }
  return tickets;
}
