import type { Kysely } from "kysely";
import { addDays } from "../domain/dates.js";
import { flightNumberKey, type FlightRef } from "../domain/flight-ref.js";
import type { LedgerTables } from "./schema.js";

/**
 * /manifest in the ledger: every ticket of one flight on one (airport-local) date with its
 * passenger and booking, in flight order (the time of booking). Sold seats are the active
 * tickets, infants not counted (they sit on a lap); cancelled tickets are listed, apart in the
 * counts. Flight numbers are compared without leading zeros (IR0452 is IR452).
 */

export interface ManifestRow {
  firstName: string | null;
  lastName: string | null;
  ageType: string | null;
  pnr: string;
  ticket: string | null;
  agency: string | null;
  /** "active" or "cancelled". */
  status: string;
  bookedAt: string;
  origin: string | null;
  destination: string | null;
  nationalCode: string | null;
  passport: string | null;
  phone: string | null;
  email: string | null;
}

export interface Manifest {
  rows: ManifestRow[];
  /** Active tickets, infants not counted. */
  sold: number;
  infants: number;
  cancelled: number;
}

/** How far around the date asked other dates of the flight are looked for, when it has none. */
export const NEARBY_DAYS = 7;

export async function flightManifest(db: Kysely<LedgerTables>, flight: FlightRef, date: string): Promise<Manifest> {
  const tickets = await db
    .selectFrom("tickets as t")
    .innerJoin("passengers as p", (join) => join.onRef("p.pnr", "=", "t.pnr").onRef("p.idx", "=", "t.passenger_idx"))
    .innerJoin("bookings as b", "b.pnr", "t.pnr")
    .select([
      "t.flight_number",
      "p.first_name",
      "p.last_name",
      "t.age_type",
      "t.pnr",
      "t.ticket_number",
      "b.agency_name",
      "t.status",
      "b.booked_at",
      "t.origin",
      "t.destination",
      "p.national_code",
      "p.passport_number",
      "b.phone",
      "b.email",
    ])
    .where("t.flight_date", "=", date)
    .where("t.airline", "=", flight.airline)
    .orderBy("b.booked_at")
    .orderBy("t.pnr")
    .orderBy("t.passenger_idx")
    .execute();
  const rows = tickets
    .filter((t) => t.flight_number !== null && flightNumberKey(t.flight_number) === flight.number)
    .map(
      (t): ManifestRow => ({
        firstName: t.first_name,
        lastName: t.last_name,
        ageType: t.age_type,
        pnr: t.pnr,
        ticket: t.ticket_number,
        agency: t.agency_name,
        status: t.status,
        bookedAt: t.booked_at,
        origin: t.origin,
        destination: t.destination,
        nationalCode: t.national_code,
        passport: t.passport_number,
        phone: t.phone,
        email: t.email,
      }),
    );
  const active = rows.filter((r) => r.status === "active");
  const infants = active.filter((r) => r.ageType === "INF").length;
  return { rows, sold: active.length - infants, infants, cancelled: rows.length - active.length };
}

/** The dates within NEARBY_DAYS of `date` on which the flight has tickets in the ledger. */
export async function nearbyDates(db: Kysely<LedgerTables>, flight: FlightRef, date: string): Promise<string[]> {
  const found = await db
    .selectFrom("tickets")
    .select(["flight_date", "flight_number"])
    .distinct()
    .where("flight_date", ">=", addDays(date, -NEARBY_DAYS))
    .where("flight_date", "<=", addDays(date, NEARBY_DAYS))
    .where("airline", "=", flight.airline)
    .execute();
  const dates = found.filter((t) => t.flight_number !== null && flightNumberKey(t.flight_number) === flight.number).map((t) => t.flight_date ?? "");
  return [...new Set(dates)].filter((d) => d !== "" && d !== date).sort();
}
