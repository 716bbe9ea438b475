import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import type { FindKind, FindTerm } from "../domain/find-text.js";
import { nameSoundKey } from "../domain/name-key.js";
import type { LedgerDialect } from "./open.js";
import type { LedgerTables } from "./schema.js";

/**
 * /find in the ledger: the bookings any of the terms (find-text.ts parseFindText) matches, one
 * hit per booking, newest booking first, with the passenger that matched (the first passenger
 * when the booking itself matched: its PNR, phone or email). Keys are compared as the ledger
 * stored them (rows.ts keyOf, nameKey); a name's words are each found anywhere in the folded
 * name, through the trigram index of migration 0003, or else each word's spelling key
 * (name-key.ts) is a word of the passenger's, through the indexes of migration 0025: تهرانی finds
 * Tehrani. On SQLite the other keys are found through the FTS5 indexes of migration 0015, on
 * PostgreSQL through b-trees.
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
  /** Bookings matched in all, hits included; when `capped`, more than this many matched. */
  total: number;
  capped: boolean;
}

/** Trigrams: a shorter word cannot be looked up in the index, only checked on what it found. */
const MIN_INDEXED_CHARS = 3;

/**
 * Matches are counted up to this many: counting (and sorting) the 200,000 bookings that
 * "zade" matches in a million passengers costs half a second, and staff narrow the search anyway.
 */
export const FIND_COUNT_CAP = 1000;

export async function findBookings(db: Kysely<LedgerTables>, dialect: LedgerDialect, terms: readonly FindTerm[], limit: number): Promise<FindAnswer> {
  if (terms.length === 0) return { hits: [], total: 0, capped: false };
  // Up to one more than the cap, through the indexes: the index stops reading there.
  const lookups = terms.flatMap(lookupsOf);
  const union = lookups.map(([lookup, rank]) => matchesOf(db, dialect, lookup, rank, { kind: "indexed" })).reduce((all, next) => all.unionAll(next));
  const found = await db.selectFrom(union.as("m")).select("m.pnr").distinct().limit(FIND_COUNT_CAP + 1).execute();
  const capped = found.length > FIND_COUNT_CAP;
  const total = Math.min(found.length, FIND_COUNT_CAP);
  if (total === 0) return { hits: [], total, capped };

  // Few matches: the newest of them. Many: the newest bookings walked (index bookings_newest)
  // until enough match, which is soon because many do.
  const newest = db.selectFrom("bookings as w").select("w.pnr").orderBy("w.booked_at", "desc").orderBy("w.pnr").limit(limit);
  const top = capped
    ? await newest.where((eb) => eb.or(lookups.map(([lookup, rank]) => eb.exists(matchesOf(db, dialect, lookup, rank, { kind: "booking" }))))).execute()
    : await newest.where("w.pnr", "in", found.map((f) => f.pnr)).execute();
  const pnrs = top.map((t) => t.pnr);
  if (pnrs.length === 0) return { hits: [], total, capped };

  // The first term that matched each booking, and its first passenger.
  const matched = new Map<string, { rank: number; idx: number }>();
  const inTop = lookups.map(([lookup, rank]) => matchesOf(db, dialect, lookup, rank, { kind: "pnrs", pnrs })).reduce((all, next) => all.unionAll(next));
  const rows = await db.selectFrom(inTop.as("m")).selectAll().execute();
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
  return { hits, total, capped };
}

/** True when the ledger holds no booking yet (the poller has not run, or retention emptied it). */
export async function ledgerIsEmpty(db: Kysely<LedgerTables>): Promise<boolean> {
  return (await db.selectFrom("bookings").select("pnr").limit(1).executeTakeFirst()) === undefined;
}

/**
 * SQLite's FTS5 query for a key in one column (migration 0015): the key as one phrase, its
 * words in order; the comparison of the key itself keeps only exact matches.
 */
const keyMatch = (column: string, key: string): string => `${column} : "${key.replaceAll('"', '""')}"`;

/** What is looked up for a term: the term itself, or a name's spelling keys (one per word). */
type Lookup = FindTerm | { kind: "name-key"; keys: string[] };

/**
 * A term's lookups, each with the term's rank: a name is also looked up by its spelling keys,
 * unless a word has none (no Latin or Persian letter in it).
 */
function lookupsOf(term: FindTerm, rank: number): [Lookup, number][] {
  if (term.kind !== "name") return [[term, rank]];
  const keys = term.words.map(nameSoundKey);
  return keys.includes("") ? [[term, rank]] : [[term, rank], [{ kind: "name-key", keys }, rank]];
}

/** One match: a booking, its passenger (position), and the term's rank among the terms. */
type MatchQuery = SelectQueryBuilder<LedgerTables, "bookings", { pnr: string; idx: number; rank: number }>;

/**
 * Where a term is looked for: everywhere, through the indexes (a name through the trigrams);
 * in the booking the walk of the newest is at (alias w); or in a few bookings. The last two
 * check a name with LIKE on the booking's passengers, which beats reading its trigrams.
 */
type Scope = { kind: "indexed" } | { kind: "booking" } | { kind: "pnrs"; pnrs: string[] };

/** (pnr, passenger idx, rank of the term) of every match of one term in the scope. */
function matchesOf(db: Kysely<LedgerTables>, dialect: LedgerDialect, term: Lookup, rank: number, scope: Scope): MatchQuery {
  // The queries of the kinds read different tables: one shape lets them be put in one union.
  const [query, pnr] = matchesOfKind(db, dialect, term, rank, scope.kind === "indexed");
  const scoped = query as unknown as MatchQuery;
  if (scope.kind === "booking") return scoped.where(sql<boolean>`${sql.ref(pnr)} = w.pnr`);
  if (scope.kind === "pnrs") return scoped.where(sql.ref(pnr), "in", scope.pnrs);
  return scoped;
}

/** The query of a term's matches, and its column of the PNR. */
function matchesOfKind(db: Kysely<LedgerTables>, dialect: LedgerDialect, term: Lookup, rank: number, indexed: boolean) {
  const passengers = db.selectFrom("passengers as p").select(["p.pnr", "p.idx", sql.lit(rank).as("rank")]);
  // A booking matched as a whole names its first passenger.
  const bookings = db.selectFrom("bookings as b").select(["b.pnr", sql.lit(0).as("idx"), sql.lit(rank).as("rank")]);
  switch (term.kind) {
    case "pnr":
      return [bookings.where("b.pnr", "=", term.key), "b.pnr"] as const;
    case "phone":
    case "email": {
      const column = term.kind === "phone" ? "phone_key" : "email_key";
      const query = bookings.where(`b.${column}`, "=", term.key);
      if (dialect === "postgres" || !indexed) return [query, "b.pnr"] as const;
      return [query.innerJoin(sql`bookings_keys_fts`.as("k"), (join) => join.on(sql<boolean>`b.rowid = k.rowid`)).where(sql<boolean>`bookings_keys_fts match ${keyMatch(column, term.key)}`), "b.pnr"] as const;
    }
    case "national-code":
    case "passport": {
      const column = term.kind === "passport" ? "passport_key" : "national_code_key";
      const query = passengers.where(`p.${column}`, "=", term.key);
      if (dialect === "postgres" || !indexed) return [query, "p.pnr"] as const;
      return [query.innerJoin(sql`passengers_keys_fts`.as("k"), (join) => join.on(sql<boolean>`p.rowid = k.rowid`)).where(sql<boolean>`passengers_keys_fts match ${keyMatch(column, term.key)}`), "p.pnr"] as const;
    }
    case "ticket":
      return [db.selectFrom("tickets as t").select(["t.pnr", "t.passenger_idx as idx", sql.lit(rank).as("rank")]).where("t.ticket_number", "=", term.key), "t.pnr"] as const;
    case "name": {
      let query = passengers;
      for (const word of term.words) query = query.where("p.name_folded", "like", `%${word}%`);
      if (dialect === "postgres" || !indexed) return [query, "p.pnr"] as const;
      // SQLite: the FTS5 trigram index finds the candidates (a join, not IN, so that a LIMIT
      // stops it early); LIKE above checks every word.
      const words = term.words.filter((w) => [...w].length >= MIN_INDEXED_CHARS);
      const phrases = (words.length > 0 ? words : [term.key]).map((w) => `"${w}"`).join(" AND ");
      const fts = sql<{ rowid: number }>`passengers_name_fts`.as("f");
      return [query.innerJoin(fts, (join) => join.on(sql<boolean>`p.rowid = f.rowid`)).where(sql<boolean>`passengers_name_fts match ${phrases}`), "p.pnr"] as const;
    }
    case "name-key": {
      // Each key a whole word of the passenger's: PostgreSQL through the GIN index of the words
      // (the expression as migration 0025 indexed it), SQLite through its FTS5 index of them.
      if (dialect === "postgres" && indexed) return [passengers.where(sql<boolean>`string_to_array(p.name_key, ' ') @> array[${sql.join(term.keys)}]::text[]`), "p.pnr"] as const;
      let query = passengers;
      for (const key of term.keys) query = query.where(sql<string>`' ' || p.name_key || ' '`, "like", `% ${key} %`);
      if (!indexed) return [query, "p.pnr"] as const;
      const fts = sql<{ rowid: number }>`passengers_name_key_fts`.as("n");
      return [query.innerJoin(fts, (join) => join.on(sql<boolean>`p.rowid = n.rowid`)).where(sql<boolean>`passengers_name_key_fts match ${term.keys.map((k) => `"${k}"`).join(" AND ")}`), "p.pnr"] as const;
    }
  }
}
