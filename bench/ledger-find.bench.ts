/**
 * /find by a part of a name over 1,000,000 passengers (500,000 bookings) in a SQLite ledger:
 * the FTS5 trigram index finds the candidates, LIKE checks each word, the bookings are counted
 * up to FIND_COUNT_CAP and the ten newest read with their passengers (past the cap, by walking
 * the newest bookings). The names are built from
 * syllables (about 900 first names, 3,600 last names, as skewed as real ones are not: each part
 * matches a few hundred to a few thousand passengers); each query is 4 letters of a name taken
 * from the ledger, the way staff type "kari" for Karimi. And /find by a phone, an email or a
 * national code over the million bookings of ledger-fill.ts (2,000,000 passengers), each taken
 * from the ledger as staff would type it: on SQLite through the FTS5 key indexes (migration 0015).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { sql, type Insertable } from "kysely";
import { parseFindText, type FindTerm } from "../src/domain/find-text.js";
import { nameSoundKey } from "../src/domain/name-key.js";
import { findBookings } from "../src/ledger/find.js";
import { openLedger } from "../src/ledger/ledger.js";
import { nameKey } from "../src/ledger/rows.js";
import type { BookingsTable, PassengersTable } from "../src/ledger/schema.js";
import { silentLogger } from "../src/logger.js";
import { percentiles, type Result, type Scenario } from "./benchmark.js";
import { MILLION, millionBookings } from "./ledger-fill.js";

const PASSENGERS = 1_000_000;
const PER_BOOKING = 2;
const QUERIES = 300;
const TARGET_P95_MS = 50;
const BATCH = 2000;

const SYLLABLES = ["ka", "ri", "mi", "re", "za", "ho", "sei", "ni", "ah", "mad", "sa", "ra", "ja", "fa", "ri", "ba", "gher", "mo", "ham", "ta", "gi", "na", "de", "lo", "pa", "ye", "sha", "ki", "ro", "du"];
const ENDINGS = ["", "i", "an", "zadeh"];

/** A repeatable generator: the same ledger every run. */
function random(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
}

async function measureFind(): Promise<Result[]> {
  const dataDir = await mkdtemp(join(tmpdir(), "flightdesk-bench-find-"));
  const ledger = await openLedger({ dataDir, retentionDays: 36_500, logger: silentLogger() });
  try {
    const next = random(7);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
    const names: string[] = [];
    const fillStart = performance.now();
    for (let from = 0; from < PASSENGERS; from += BATCH) {
      const bookings: Insertable<BookingsTable>[] = [];
      const passengers: Insertable<PassengersTable>[] = [];
      for (let i = from; i < from + BATCH; i += PER_BOOKING) {
        const pnr = `B${i.toString(36).toUpperCase().padStart(6, "0")}`;
        bookings.push({ pnr, event_id: i, booked_at: `2026-${String(1 + (i % 12)).padStart(2, "0")}-10 10:00:00`, channel: "charter", currency: "IRR", total_whole: 1000, total_nano: 0, route: "THR-MHD", passenger_count: PER_BOOKING });
        for (let idx = 0; idx < PER_BOOKING; idx++) {
          const first = `${pick(SYLLABLES)}${pick(SYLLABLES)}`;
          const last = `${pick(SYLLABLES)}${pick(SYLLABLES)}${pick(ENDINGS)}`;
          if (names.length < QUERIES) names.push(last);
          const folded = nameKey(first, last);
          passengers.push({ pnr, idx, first_name: first, last_name: last, name_folded: folded, name_key: nameSoundKey(folded), age_type: "ADL", national_code: null, national_code_key: null, passport_number: null, passport_key: null });
        }
      }
      await ledger.db.transaction().execute(async (trx) => {
        for (let i = 0; i < bookings.length; i += 500) await trx.insertInto("bookings").values(bookings.slice(i, i + 500)).execute();
        for (let i = 0; i < passengers.length; i += 500) await trx.insertInto("passengers").values(passengers.slice(i, i + 500)).execute();
      });
    }
    const fillSeconds = (performance.now() - fillStart) / 1000;

    const queries = names.map((name) => {
      const start = Math.floor(next() * Math.max(1, name.length - 4));
      const parsed = parseFindText(name.slice(start, start + 4));
      if (!parsed.ok) throw new Error(`unusable query from ${name}`);
      return parsed.terms;
    });
    for (const terms of queries.slice(0, 30)) await findBookings(ledger.db, ledger.dialect, terms, 10);
    const times: number[] = [];
    let matched = 0;
    for (const terms of queries) {
      const start = performance.now();
      matched += (await findBookings(ledger.db, ledger.dialect, terms, 10)).total;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const p95 = times[Math.floor(times.length * 0.95)]!;
    return [
      {
        name: `ledger (SQLite): /find by 4 letters of a name over ${PASSENGERS.toLocaleString("en")} passengers (${Math.round(matched / QUERIES)} bookings matched on average, counted up to 1,000; filled in ${fillSeconds.toFixed(0)} s)`,
        median: `${median.toFixed(2)} ms`,
        p95: `${p95.toFixed(2)} ms`,
        target: `< ${TARGET_P95_MS} ms p95`,
        vsBaseline: "",
        ok: p95 < TARGET_P95_MS,
        figures: { medianMs: median, p95Ms: p95, passengers: PASSENGERS, averageMatches: matched / QUERIES },
      },
    ];
  } finally {
    await ledger.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Keys typed per kind. */
const KEY_QUERIES = 100;

async function measureFindByKey(): Promise<Result[]> {
  const { dataDir } = await millionBookings();
  const ledger = await openLedger({ dataDir, retentionDays: 36_500, logger: silentLogger() });
  try {
    const next = random(11);
    const rowids = Array.from({ length: KEY_QUERIES }, () => 1 + Math.floor(next() * MILLION));
    const bookings = await ledger.db.selectFrom("bookings").select(["phone", "email"]).where(sql<boolean>`rowid in (${sql.join(rowids)})`).execute();
    const passengers = await ledger.db.selectFrom("passengers").select("national_code_key").where(sql<boolean>`rowid in (${sql.join(rowids)})`).execute();
    const typed = bookings.flatMap((b) => [b.phone, b.email]).filter((t): t is string => t !== null);
    const queries: FindTerm[][] = typed.map((text) => {
      const parsed = parseFindText(text);
      if (!parsed.ok) throw new Error(`unusable query ${text}`);
      return parsed.terms;
    });
    // The fill's national codes fail the checksum (typed, they would read as ticket numbers): their terms as parseFindText makes a valid one's.
    for (const p of passengers) if (p.national_code_key) queries.push([{ kind: "national-code", key: p.national_code_key }]);
    for (const terms of queries.slice(0, 30)) await findBookings(ledger.db, ledger.dialect, terms, 10);
    const times: number[] = [];
    let missed = 0;
    for (const terms of queries) {
      const start = performance.now();
      const found = await findBookings(ledger.db, ledger.dialect, terms, 10);
      times.push(performance.now() - start);
      if (found.total === 0) missed++;
    }
    // Every key was taken from the ledger: one not found is a broken index, not a slow one.
    if (missed > 0) throw new Error(`${missed} of ${queries.length} keys taken from the ledger were not found`);
    const { median, p95 } = percentiles(times);
    return [
      {
        name: `ledger (SQLite): /find by a phone, an email or a national code over ${MILLION.toLocaleString("en")} bookings (${queries.length} keys taken from the ledger, each found)`,
        median: `${median.toFixed(2)} ms`,
        p95: `${p95.toFixed(2)} ms`,
        target: `< ${TARGET_P95_MS} ms p95`,
        vsBaseline: "",
        ok: p95 < TARGET_P95_MS,
        figures: { medianMs: median, p95Ms: p95, bookings: MILLION, queries: queries.length },
      },
    ];
  } finally {
    await ledger.close();
  }
}

export const scenarios: Scenario[] = [
  { name: "ledger find", run: measureFind },
  { name: "ledger find by key", run: measureFindByKey },
];
