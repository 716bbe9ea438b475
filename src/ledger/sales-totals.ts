import { sql, type Expression, type Insertable, type Kysely, type RawBuilder, type SqlBool, type Transaction } from "kysely";
import { chunks } from "./batch-insert.js";
import type { BookingsTable, LedgerTables, SalesCounters } from "./schema.js";

/**
 * Sales totals kept beside the bookings so that /sales over a long period adds up a few rows per
 * day instead of reading every booking (src/ledger/sales.ts): per half hour and currency
 * (sales_slots: a period's buckets, whose bounds are local midnights or hours of any zone at a
 * whole or half-hour offset), and per UTC day, breakdown (route, agency, first flight) and
 * currency (sales_groups). Each row holds counts and the exact sums of its bookings (whole units
 * and billionths summed apart, as exact-sum.ts does) and how many of them had their amount set
 * aside. At ingest the page's new bookings are added in the page's transaction; after retention
 * the day it cut into is added up again from its bookings, in the same transaction.
 */

/** The ledger time text of the half hour a booking time (ledger time text) falls in. */
const slotOf = (at: RawBuilder<string>): RawBuilder<string> =>
  sql<string>`substr(${at}, 1, 14) || case when substr(${at}, 15, 2) < '30' then '00:00' else '30:00' end`;

/** The UTC day "yyyy-MM-dd" of a booking time. */
const dayOf = (at: RawBuilder<string>): RawBuilder<string> => sql<string>`substr(${at}, 1, 10)`;

export const SLOT_MS = 30 * 60_000;

/** The breakdowns of sales_groups and the booking column of each. */
export const SALES_DIMENSIONS = { route: "route", agency: "agency_name", flight: "first_flight" } as const;
export type SalesDimension = keyof typeof SALES_DIMENSIONS;

type Db = Kysely<LedgerTables> | Transaction<LedgerTables>;

/** Which bookings to add: a condition on the table `b`. */
type Which = Expression<SqlBool> | RawBuilder<SqlBool>;

const COUNTERS = ["bookings", "passengers", "total_whole", "total_nano", "unheld"] as const;
const counters = sql`count(*), sum(b.passenger_count), coalesce(sum(b.total_whole), 0), coalesce(sum(b.total_nano), 0), count(*) - count(b.total_whole)`;
const added = (table: string) => sql.raw(COUNTERS.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(", "));

/** Whole units and billionths summed as bigint: a page's sum may pass 2^53. */
interface Counters {
  bookings: number;
  passengers: number;
  whole: bigint;
  nano: bigint;
  unheld: number;
}

/**
 * Adds bookings just stored (every one of them: the caller knows none kept an older booking's
 * place) to the totals, summed here instead of read back: the same sums as addSalesTotals'.
 */
export async function addBookingsToTotals(trx: Transaction<LedgerTables>, bookings: readonly Insertable<BookingsTable>[]): Promise<void> {
  const slots = new Map<string, { slot: string; currency: string; counters: Counters }>();
  const groups = new Map<string, { day: string; dimension: SalesDimension; keyed: number; key: string; currency: string; counters: Counters }>();
  const zero = (): Counters => ({ bookings: 0, passengers: 0, whole: 0n, nano: 0n, unheld: 0 });
  const dimensions = Object.entries(SALES_DIMENSIONS) as [SalesDimension, (typeof SALES_DIMENSIONS)[SalesDimension]][];
  for (const b of bookings) {
    // A page's bookings fall into a few dozen slots and groups: each booking is read once, its
    // amount made a BigInt once, and added to its slot and its three groups.
    const held = b.total_whole !== null && b.total_whole !== undefined;
    const whole = held ? BigInt(b.total_whole!) : 0n;
    const nano = held ? BigInt(b.total_nano ?? 0) : 0n;
    const at = b.booked_at;
    const slot = at.slice(0, 14) + (at.slice(14, 16) < "30" ? "00:00" : "30:00");
    const slotKey = `${slot}|${b.currency}`;
    let kept = slots.get(slotKey);
    if (!kept) slots.set(slotKey, (kept = { slot, currency: b.currency, counters: zero() }));
    countBooking(kept.counters, b.passenger_count, held, whole, nano);
    const day = at.slice(0, 10);
    for (const [dimension, column] of dimensions) {
      const value = b[column] ?? null;
      const groupKey = `${day}|${dimension}|${value === null ? 0 : 1}|${value ?? ""}|${b.currency}`;
      let group = groups.get(groupKey);
      if (!group) groups.set(groupKey, (group = { day, dimension, keyed: value === null ? 0 : 1, key: value ?? "", currency: b.currency, counters: zero() }));
      countBooking(group.counters, b.passenger_count, held, whole, nano);
    }
  }
  const columns = ({ counters: c }: { counters: Counters }): SalesCounters => ({
    bookings: c.bookings,
    passengers: c.passengers,
    total_whole: String(c.whole),
    total_nano: String(c.nano),
    unheld: c.unheld,
  });
  const adding = (table: "sales_slots" | "sales_groups") =>
    Object.fromEntries(COUNTERS.map((c) => [c, sql`${sql.ref(`${table}.${c}`)} + ${sql.ref(`excluded.${c}`)}`]));
  for (const batch of chunks([...slots.values()], ROWS_PER_UPSERT)) {
    await trx
      .insertInto("sales_slots")
      .values(batch.map((s) => ({ slot: s.slot, currency: s.currency, ...columns(s) })))
      .onConflict((oc) => oc.columns(["slot", "currency"]).doUpdateSet(adding("sales_slots")))
      .execute();
  }
  for (const batch of chunks([...groups.values()], ROWS_PER_UPSERT)) {
    await trx
      .insertInto("sales_groups")
      .values(batch.map((g) => ({ day: g.day, dimension: g.dimension, keyed: g.keyed, key: g.key, currency: g.currency, ...columns(g) })))
      .onConflict((oc) => oc.columns(["day", "dimension", "keyed", "key", "currency"]).doUpdateSet(adding("sales_groups")))
      .execute();
  }
}

/** Rows per upsert: 10 columns, far below both databases' limits on parameters. */
const ROWS_PER_UPSERT = 500;

/** One booking more in `counters`: `held` when its amount is (whole and nano its columns). */
function countBooking(counters: Counters, passengers: number, held: boolean, whole: bigint, nano: bigint): void {
  counters.bookings += 1;
  counters.passengers += passengers;
  if (!held) counters.unheld += 1;
  else {
    counters.whole += whole;
    counters.nano += nano;
  }
}

/**
 * Adds the bookings `which` picks to the totals, summed in SQL. The SELECT always has a WHERE
 * (`true` for all): SQLite would read the ON CONFLICT after one without as a join's ON.
 */
export async function addSalesTotals(db: Db, which: Which): Promise<void> {
  const at = sql<string>`b.booked_at`;
  await sql`insert into sales_slots (slot, currency, bookings, passengers, total_whole, total_nano, unheld)
    select ${slotOf(at)}, b.currency, ${counters} from bookings b where ${which} group by 1, 2
    on conflict (slot, currency) do update set ${added("sales_slots")}`.execute(db);
  for (const [dimension, column] of Object.entries(SALES_DIMENSIONS)) {
    const key = sql.ref(`b.${column}`);
    await sql`insert into sales_groups (day, dimension, keyed, key, currency, bookings, passengers, total_whole, total_nano, unheld)
      select ${dayOf(at)}, ${dimension}, case when ${key} is null then 0 else 1 end, coalesce(${key}, ''), b.currency, ${counters}
      from bookings b where ${which} group by 1, 3, 4, 5
      on conflict (day, dimension, keyed, key, currency) do update set ${added("sales_groups")}`.execute(db);
  }
}

/**
 * Drops the totals of the UTC days before `toDay` (all of them without it) and adds up again
 * those of the bookings there are from `fromDay` on: retention removed the bookings before a
 * time inside `fromDay`; a ledger of before the totals gets them all.
 */
export async function refreshSalesTotals(db: Db, days: { fromDay: string; toDay: string } | "all"): Promise<void> {
  if (days === "all") {
    await sql`delete from sales_groups`.execute(db);
    await sql`delete from sales_slots`.execute(db);
    await addSalesTotals(db, sql<SqlBool>`true`);
    return;
  }
  await sql`delete from sales_groups where day < ${days.toDay}`.execute(db);
  await sql`delete from sales_slots where slot < ${days.toDay}`.execute(db);
  await addSalesTotals(db, sql<SqlBool>`b.booked_at >= ${days.fromDay} and b.booked_at < ${days.toDay}`);
}
