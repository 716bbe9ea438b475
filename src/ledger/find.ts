import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import type { FindKind, FindTerm } from "../domain/find-text.js";
import type { LedgerDialect } from "./open.js";
import type { LedgerTables } from "./schema.js";

/**
 * /find in the ledger: the bookings any of the terms (find-text.ts parseFindText) matches, one
 * hit per booking, newest booking first, with the passenger that matched (the first passenger
 * when the booking itself matched: its PNR, phone or email). Keys are compared as the ledger
 * stored them (rows.ts keyOf, nameKey); a name's words are each found anywhere in the folded
 * name, through the trigram index of migration 0002.
 */

export interface FindHit {
  pnr: string;
  /** What matched, the first of the terms' kinds that did. */
  matched: FindKind;
  bookedAt: string;
  agency: string | null;
  route: string;
  firstFlight: string | null;
  firstFlightDate: string | null;
  passengerCount: number;
  phone: string | null;
  email: string | null;
  passenger: { firstName: string | null; lastName: string | null; ageType: string | null; nationalCode: string | null; passport: string | null } | null;
}

export interface FindAnswer {
  hits: FindHit[];
  /** Bookings matched in all, hits included. */
  total: number;
}

/** Trigrams: a shorter word cannot be looked up in the index, only checked on what it found. */
const MIN_INDEXED_CHARS = 3;

export async function findBookings(db: Kysely<LedgerTables>, dialect: LedgerDialect, terms: readonly FindTerm[], limit: number): Promise<FindAnswer> {
  if (terms.length === 0) return { hits: [], total: 0 };
  const union = terms.map((term, rank) => matchesOf(db, dialect, term, rank)).reduce((all, next) => all.unionAll(next));
  const counted = await db
    .selectFrom(union.as("m"))
    .select(sql<number>`count(distinct m.pnr)`.as("n"))
    .executeTakeFirstOrThrow();
  const total = Number(counted.n);
  if (total === 0) return { hits: [], total };

  const top = await db
    .selectFrom(union.as("m"))
    .innerJoin("bookings as b", "b.pnr", "m.pnr")
    .select(["m.pnr", "b.booked_at"])
    .groupBy(["m.pnr", "b.booked_at"])
    .orderBy("b.booked_at", "desc")
    .orderBy("m.pnr")
    .limit(limit)
    .execute();
  const pnrs = top.map((t) => t.pnr);
  if (pnrs.length === 0) return { hits: [], total };

  // The first term that matched each booking, and its first passenger.
  const matched = new Map<string, { rank: number; idx: number }>();
  const rows = await db.selectFrom(union.as("m")).selectAll().where("m.pnr", "in", pnrs).execute();
  for (const row of rows) {
    const best = matched.get(row.pnr);
    const rank = Number(row.rank);
    const idx = Number(row.idx);
    if (!best || rank < best.rank || (rank === best.rank && idx < best.idx)) matched.set(row.pnr, { rank, idx });
  }
  const bookings = await db.selectFrom("bookings").selectAll().where("pnr", "in", pnrs).execute();
  const passengers = await db.selectFrom("passengers").selectAll().where("pnr", "in", pnrs).execute();
  const byPnr = new Map(bookings.map((b) => [b.pnr, b]));
  const hits: FindHit[] = [];
  for (const pnr of pnrs) {
    const booking = byPnr.get(pnr);
    const match = matched.get(pnr);
    if (!booking || !match) continue;
    const passenger = passengers.find((p) => p.pnr === pnr && Number(p.idx) === match.idx) ?? null;
    hits.push({
      pnr,
      matched: terms[match.rank]!.kind,
      bookedAt: booking.booked_at,
      agency: booking.agency_name,
      route: booking.route,
      firstFlight: booking.first_flight,
      firstFlightDate: booking.first_flight_date,
      passengerCount: Number(booking.passenger_count),
      phone: booking.phone,
      email: booking.email,
      passenger: passenger && {
        firstName: passenger.first_name,
        lastName: passenger.last_name,
        ageType: passenger.age_type,
        nationalCode: passenger.national_code,
        passport: passenger.passport_number,
      },
    });
  }
  return { hits, total };
}

/** True when the ledger holds no booking yet (the poller has not run, or retention emptied it). */
export async function ledgerIsEmpty(db: Kysely<LedgerTables>): Promise<boolean> {
  return (await db.selectFrom("bookings").select("pnr").limit(1).executeTakeFirst()) === undefined;
}

/** One match: a booking, its passenger (position), and the term's rank among the terms. */
type MatchQuery = SelectQueryBuilder<LedgerTables, "bookings", { pnr: string; idx: number; rank: number }>;

/** (pnr, passenger idx, rank of the term) of every match of one term. */
function matchesOf(db: Kysely<LedgerTables>, dialect: LedgerDialect, term: FindTerm, rank: number): MatchQuery {
  // The queries of the kinds read different tables: one shape lets them be put in one union.
  return matchesOfKind(db, dialect, term, rank) as unknown as MatchQuery;
}

function matchesOfKind(db: Kysely<LedgerTables>, dialect: LedgerDialect, term: FindTerm, rank: number) {
  const passengers = db.selectFrom("passengers as p").select(["p.pnr", "p.idx", sql.lit(rank).as("rank")]);
  // A booking matched as a whole names its first passenger.
  const bookings = db.selectFrom("bookings as b").select(["b.pnr", sql.lit(0).as("idx"), sql.lit(rank).as("rank")]);
  switch (term.kind) {
    case "pnr":
      return bookings.where("b.pnr", "=", term.key);
    case "phone":
      return bookings.where("b.phone_key", "=", term.key);
    case "email":
      return bookings.where("b.email_key", "=", term.key);
    case "national-code":
      return passengers.where("p.national_code_key", "=", term.key);
    case "passport":
      return passengers.where("p.passport_key", "=", term.key);
    case "ticket":
      return db
        .selectFrom("tickets as t")
        .select(["t.pnr", "t.passenger_idx as idx", sql.lit(rank).as("rank")])
        .where("t.ticket_number", "=", term.key);
    case "name": {
      let query = passengers;
      for (const word of term.words) query = query.where("p.name_folded", "like", `%${word}%`);
      if (dialect === "postgres") return query;
      // SQLite: the FTS5 trigram index finds the candidates; LIKE above checks every word.
      const indexed = term.words.filter((w) => [...w].length >= MIN_INDEXED_CHARS);
      const phrases = (indexed.length > 0 ? indexed : [term.key]).map((w) => `"${w}"`).join(" AND ");
      return query.where(sql<boolean>`p.rowid in (select rowid from passengers_name_fts where passengers_name_fts match ${phrases})`);
    }
  }
}
