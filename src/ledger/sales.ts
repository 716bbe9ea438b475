import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import { amountText } from "../domain/ledger-money.js";
import { CurrencyTotals, exactSum, sumOf, type CurrencyAmount, type SumColumns } from "./exact-sum.js";
import type { Ledger } from "./ledger.js";
import { SLOT_MS, type SalesDimension } from "./sales-totals.js";
import type { LedgerTables } from "./schema.js";

/**
 * The sales of a period from the ledger (/sales and the digest). A sale is a booking: its
 * TotalSalePayable in its currency, at its booking time; a cancellation is a cancelled ticket
 * with the amount paid back, at its cancellation time. Amounts are summed in SQL, exactly and
 * per currency (exact-sum.ts), never across currencies; an amount set aside at ingest (it could
 * not be held exactly) is counted, not summed. Unfiltered, whole days and half hours are read
 * from the totals kept at ingest (sales-totals.ts); a filter, and the hours at a period's
 * edges, read the bookings on the covering index bookings_sales (migration 0011).
 */

export interface SalesFilter {
  /** Bookings with a leg on this route. */
  route?: { origin: string; destination: string };
  /** Bookings with a ticket on this airline. */
  airline?: string;
  /** Bookings of agencies whose name contains this text (any case). */
  agency?: string;
}

export interface SalesQuery {
  /**
   * The period cut in buckets (days, or the hours of one day) by their first instants, then the
   * end of the period: [b0, b1, ..., bn] makes n buckets [b0, b1) ... and the period [b0, bn).
   */
  bounds: readonly Date[];
  filter: SalesFilter;
}

export interface SalesLine {
  bookings: number;
  passengers: number;
  amounts: CurrencyAmount[];
  /** Bookings counted whose amount was set aside: in no amount. */
  unheld: number;
}

export interface KeyedSalesLine extends SalesLine {
  /** The route ("THR-MHD, MHD-THR"), agency name or flight ("IR1234"); null when the feed had none. */
  key: string | null;
}

export interface SalesReport {
  total: SalesLine;
  /** One per bucket of the query, in order. */
  buckets: SalesLine[];
  /** Every route, agency and first flight of the period, most bookings first. */
  byRoute: KeyedSalesLine[];
  byAgency: KeyedSalesLine[];
  byFlight: KeyedSalesLine[];
  /** `unheld`: tickets whose refund was set aside, in no amount. */
  cancellations: { tickets: number; refunds: CurrencyAmount[]; unheld: number };
  /** The first event the ledger holds: nothing before it can be reported. null: the ledger is empty. */
  ledgerStart: Date | null;
}

/** The feed's UTC text form, in which the ledger keeps times. */
export const ledgerTime = (at: Date): string => at.toISOString().slice(0, 19).replace("T", " ");
const fromLedgerTime = (text: string): Date => new Date(`${text.replace(" ", "T")}Z`);

type Db = ExpressionBuilder<LedgerTables, "bookings">;

/** The filter's conditions on a booking row. */
export function bookingConditions(eb: Db, filter: SalesFilter): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.route) {
    // route lists the legs: "THR-MHD, MHD-THR".
    const leg = `%, ${filter.route.origin}-${filter.route.destination},%`;
    conditions.push(sql<SqlBool>`(', ' || ${eb.ref("bookings.route")} || ',') like ${leg}`);
  }
  if (filter.airline) {
    const airline = filter.airline;
    conditions.push(
      eb.exists(
        eb.selectFrom("tickets").select(sql`1`.as("one")).whereRef("tickets.pnr", "=", "bookings.pnr").where("tickets.airline", "=", airline),
      ),
    );
  }
  if (filter.agency) conditions.push(sql<SqlBool>`lower(${eb.ref("bookings.agency_name")}) like ${`%${likeText(filter.agency.toLowerCase())}%`} escape '\\'`);
  return conditions;
}

/** A text matched literally inside LIKE. */
const likeText = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const DAY_MS = 86_400_000;

export async function salesReport(ledger: Ledger, query: SalesQuery): Promise<SalesReport> {
  const first = query.bounds[0]!;
  const end = query.bounds[query.bounds.length - 1]!;
  // Unfiltered, the whole UTC days of the period come from the totals kept at ingest
  // (sales-totals.ts), the hours before and after them from the bookings. A filter looks into
  // each booking (a leg of its route, its tickets' airline, part of its agency's name): it reads them all.
  const days = isEmpty(query.filter) ? wholeDays(first, end) : null;
  const groups = days ? await periodGroupsByDay(ledger, first, end, days) : breakdownsOf(await periodGroups(ledger, first, end, query.filter));
  const currencies = [...new Set(groups.route.map((row) => row.currency))];
  const buckets = await bucketLines(ledger, query, currencies);
  const total = new LineTotals();
  for (const row of groups.route) total.add(row);
  return {
    total: total.line(),
    buckets,
    byRoute: rollUp(groups.route),
    byAgency: rollUp(groups.agency),
    byFlight: rollUp(groups.flight),
    cancellations: await cancellations(ledger, first, end, query.filter),
    ledgerStart: await ledgerStart(ledger),
  };
}

/**
 * The period's bookings by another key than /sales's: their sales channel ("agency": sold for an
 * agency, ReserveForAgency; "api": booked through an external API, IsBookedByExternalApi;
 * "own": the operator's own web sales), or their first flight and its day
 * ("IR1234 2026-12-02 THR-MHD": the flight, its local date and the first leg of the booking's route),
 * or their currency (each line's passengers paid in that currency alone).
 */
export async function salesLinesBy(ledger: Ledger, query: SalesQuery, by: "channel" | "flight-day" | "currency"): Promise<KeyedSalesLine[]> {
  const key =
    by === "channel"
      ? sql<string>`case when bookings.booked_via = 'api' then 'api' when bookings.agency_id is not null then 'agency' else 'own' end`
      : by === "currency"
        ? sql<string>`bookings.currency`
        : // The route's first leg: airport codes are three letters ("THR-MHD").
          sql<string | null>`bookings.first_flight || ' ' || bookings.first_flight_date || ' ' || substr(bookings.route, 1, 7)`;
  const rows = (await ledger.db
    .selectFrom("bookings")
    .where("booked_at", ">=", ledgerTime(query.bounds[0]!))
    .where("booked_at", "<", ledgerTime(query.bounds[query.bounds.length - 1]!))
    .where((eb) => eb.and(bookingConditions(eb, query.filter)))
    .select([key.as("key"), "currency", ...counts(), ...exactSum("total")])
    .groupBy([key, "currency"])
    .execute()) as unknown as DimensionRow[];
  return rollUp(rows);
}

const isEmpty = (filter: SalesFilter): boolean => !filter.route && !filter.airline && !filter.agency;

/** The first and the end of the whole UTC days in [from, to), or null when there is none. */
function wholeDays(from: Date, to: Date): { from: Date; to: Date } | null {
  const first = Math.ceil(from.getTime() / DAY_MS) * DAY_MS;
  const end = Math.floor(to.getTime() / DAY_MS) * DAY_MS;
  return first < end ? { from: new Date(first), to: new Date(end) } : null;
}

/** A group's line keyed by one breakdown: a route, an agency or a first flight (null: the feed had none). */
type DimensionRow = GroupRow & { key: string | null };
type Breakdowns = Record<SalesDimension, DimensionRow[]>;

function breakdownsOf(rows: readonly KeyedRow[]): Breakdowns {
  return {
    route: rows.map((row) => ({ ...row, key: row.route })),
    agency: rows.map((row) => ({ ...row, key: row.agency_name })),
    flight: rows.map((row) => ({ ...row, key: row.first_flight })),
  };
}

/** The breakdowns of [from, to): `days` from sales_groups, the rest of the period from the bookings. */
async function periodGroupsByDay(ledger: Ledger, from: Date, to: Date, days: { from: Date; to: Date }): Promise<Breakdowns> {
  const edges = [
    ...(from < days.from ? await periodGroups(ledger, from, days.from, {}) : []),
    ...(days.to < to ? await periodGroups(ledger, days.to, to, {}) : []),
  ];
  const breakdowns = breakdownsOf(edges);
  const kept = (await ledger.db
    .selectFrom("sales_groups")
    .where("day", ">=", ledgerTime(days.from).slice(0, 10))
    .where("day", "<", ledgerTime(days.to).slice(0, 10))
    .select(["dimension", "keyed", "key", "currency", ...summedCounters])
    .groupBy(["dimension", "keyed", "key", "currency"])
    .execute()) as unknown as (GroupRow & { dimension: SalesDimension; keyed: number | string; key: string })[];
  for (const row of kept) breakdowns[row.dimension].push({ ...row, key: Number(row.keyed) === 0 ? null : row.key });
  return breakdowns;
}

/** The counters of totals rows summed, as exactSum names them; no amount when every one was set aside. */
const summedCounters = [
  sql<number>`sum(bookings)`.as("bookings"),
  sql<number>`sum(passengers)`.as("passengers"),
  sql<string | null>`case when sum(bookings) > sum(unheld) then cast(sum(total_whole) as text) end`.as("sum_whole"),
  sql<string | null>`cast(sum(total_nano) as text)`.as("sum_nano"),
  sql<number>`sum(unheld)`.as("unheld"),
];

const counts = () => [sql<number>`count(*)`.as("bookings"), sql<number>`sum(passenger_count)`.as("passengers")];

/** The period's bookings grouped by flight, route, agency and currency (the range of bookings_sales). */
async function periodGroups(ledger: Ledger, from: Date, to: Date, filter: SalesFilter): Promise<KeyedRow[]> {
  return (await ledger.db
    .selectFrom("bookings")
    .where("booked_at", ">=", ledgerTime(from))
    .where("booked_at", "<", ledgerTime(to))
    .where((eb) => eb.and(bookingConditions(eb, filter)))
    .select(["first_flight", "route", "agency_name", "currency", ...counts(), ...exactSum("total")])
    .groupBy(["first_flight", "route", "agency_name", "currency"])
    .execute()) as unknown as KeyedRow[];
}

/**
 * Each bucket's line. Unfiltered, its whole half hours are read from sales_slots (local midnights
 * and hours of Asia/Tehran are whole half hours of UTC), the rest from the bookings, in one
 * statement: each range of bookings_sales summed per currency.
 */
async function bucketLines(ledger: Ledger, query: SalesQuery, currencies: readonly string[]): Promise<SalesLine[]> {
  const lines = query.bounds.slice(1).map(() => new LineTotals());
  if (currencies.length === 0) return lines.map((line) => line.line());
  const bySlots = isEmpty(query.filter);
  const raw: Range[] = [];
  const slots: Range[] = [];
  lines.forEach((_, i) => {
    const since = query.bounds[i]!.getTime();
    const until = query.bounds[i + 1]!.getTime();
    const first = Math.ceil(since / SLOT_MS) * SLOT_MS;
    const end = Math.floor(until / SLOT_MS) * SLOT_MS;
    if (!bySlots || first >= end) return raw.push({ i, since, until });
    slots.push({ i, since: first, until: end });
    if (since < first) raw.push({ i, since, until: first });
    if (end < until) raw.push({ i, since: end, until });
  });
  for (const row of await slotLines(ledger, slots)) lines[Number(row.i)]!.add(row);
  for (const row of await rawLines(ledger, raw, query.filter)) lines[Number(row.i)]!.add(row);
  return lines.map((line) => line.line());
}

/** Part of bucket `i`: [since, until) in epoch milliseconds. */
interface Range {
  i: number;
  since: number;
  until: number;
}

const rangeValues = (ranges: readonly Range[]) =>
  sql.join(ranges.map((r) => sql`(${sql.lit(r.i)}, ${ledgerTime(new Date(r.since))}, ${ledgerTime(new Date(r.until))})`));

async function slotLines(ledger: Ledger, ranges: readonly Range[]): Promise<(GroupRow & { i: number | string })[]> {
  if (ranges.length === 0) return [];
  const { rows } = await sql<GroupRow & { i: number | string }>`
    with b(i, since, until) as (values ${rangeValues(ranges)})
    select b.i, s.currency, ${sql.join(summedCounters)} from b join sales_slots s on s.slot >= b.since and s.slot < b.until
    group by b.i, s.currency`.execute(ledger.db);
  return rows;
}

async function rawLines(ledger: Ledger, ranges: readonly Range[], filter: SalesFilter): Promise<(GroupRow & { i: number | string })[]> {
  if (ranges.length === 0) return [];
  // A VALUES list's columns are column1, column2, ... on both databases.
  const b = sql<{ column1: number; column2: string; column3: string }>`(values ${rangeValues(ranges)})`.as("b");
  return (await ledger.db
    .selectFrom("bookings")
    .innerJoin(b, (join) => join.on(sql<SqlBool>`bookings.booked_at >= b.column2 and bookings.booked_at < b.column3`))
    .where((eb) => eb.and(bookingConditions(eb as unknown as Db, filter)))
    .select([sql<number>`b.column1`.as("i"), "bookings.currency", ...counts(), ...exactSum("total")])
    .groupBy([sql`b.column1`, "bookings.currency"])
    .execute()) as unknown as (GroupRow & { i: number | string })[];
}

interface GroupRow extends SumColumns {
  currency: string;
  bookings: number | string;
  passengers: number | string | null;
}

type KeyedRow = GroupRow & { route: string; agency_name: string | null; first_flight: string | null };

/** Counts and amounts per currency of one line, as rows come. */
class LineTotals {
  bookings = 0;
  passengers = 0;
  unheld = 0;
  readonly amounts = new CurrencyTotals();

  /** PostgreSQL sends count(*) and sum(integer) as bigint text. */
  add(row: GroupRow): void {
    this.bookings += Number(row.bookings);
    this.passengers += Number(row.passengers ?? 0);
    this.unheld += Number(row.unheld);
    // A group of set-aside amounts only has nothing to add, not a zero.
    if (row.sum_whole !== null) this.amounts.add(row.currency, sumOf(row));
  }

  line(): SalesLine {
    return { bookings: this.bookings, passengers: this.passengers, amounts: this.amounts.list(), unheld: this.unheld };
  }
}

function rollUp(rows: readonly DimensionRow[]): KeyedSalesLine[] {
  const lines = new Map<string | null, LineTotals>();
  for (const row of rows) {
    const { key } = row;
    let line = lines.get(key);
    if (!line) lines.set(key, (line = new LineTotals()));
    line.add(row);
  }
  return [...lines]
    .map(([key, line]) => ({ key, ...line.line() }))
    .sort((a, b) => b.bookings - a.bookings || b.passengers - a.passengers || String(a.key).localeCompare(String(b.key)));
}

async function cancellations(ledger: Ledger, from: Date, to: Date, filter: SalesFilter): Promise<SalesReport["cancellations"]> {
  const { db } = ledger;
  const rows = (await db
    .selectFrom("cancellations")
    .where("cancelled_at", ">=", ledgerTime(from))
    .where("cancelled_at", "<", ledgerTime(to))
    .$if(filter.route !== undefined, (q) => q.where("origin", "=", filter.route!.origin).where("destination", "=", filter.route!.destination))
    .$if(filter.airline !== undefined, (q) => q.where("airline", "=", filter.airline!))
    .$if(filter.agency !== undefined, (q) =>
      q.where("pnr", "in", db.selectFrom("bookings").select("pnr").where((eb) => eb.and(bookingConditions(eb, { agency: filter.agency! })))),
    )
    .select(["currency", sql<number>`count(*)`.as("tickets"), ...exactSum("refund")])
    .groupBy("currency")
    .execute()) as unknown as (SumColumns & { currency: string; tickets: number | string })[];
  const refunds = new CurrencyTotals();
  for (const row of rows) if (row.sum_whole !== null) refunds.add(row.currency, sumOf(row));
  const count = (of: (row: (typeof rows)[number]) => number | string) => rows.reduce((n, row) => n + Number(of(row)), 0);
  return { tickets: count((row) => row.tickets), refunds: refunds.list(), unheld: count((row) => row.unheld) };
}

async function ledgerStart(ledger: Ledger): Promise<Date | null> {
  const row = await ledger.db.selectFrom("ledger_events").select(sql<string | null>`min(created_at)`.as("first")).executeTakeFirst();
  return row?.first ? fromLedgerTime(row.first) : null;
}

export interface SalesBookingRow {
  pnr: string;
  bookedAt: Date;
  agency: string | null;
  route: string;
  flight: string | null;
  flightDate: string | null;
  passengers: number;
  channel: string;
  /** Exact decimal text; null when set aside. */
  amount: string | null;
  /** "" when not given. */
  currency: string;
}

/**
 * The period's bookings one by one, in booking order, read a page at a time (keyset on
 * booked_at and PNR) so that an export of a year never holds the year in memory.
 */
export async function* salesBookings(ledger: Ledger, query: SalesQuery, pageSize = 1000): AsyncGenerator<SalesBookingRow> {
  const from = ledgerTime(query.bounds[0]!);
  const to = ledgerTime(query.bounds[query.bounds.length - 1]!);
  let after: { at: string; pnr: string } | null = null;
  for (;;) {
    const last: { at: string; pnr: string } | null = after;
    const page = await ledger.db
      .selectFrom("bookings")
      .select(["pnr", "booked_at", "agency_name", "route", "first_flight", "first_flight_date", "passenger_count", "channel", "total_whole", "total_nano", "currency"])
      .where("booked_at", ">=", from)
      .where("booked_at", "<", to)
      .where((eb) => eb.and(bookingConditions(eb, query.filter)))
      .$if(last !== null, (q) =>
        q.where((eb) => eb.or([eb("booked_at", ">", last!.at), eb.and([eb("booked_at", "=", last!.at), eb("pnr", ">", last!.pnr)])])),
      )
      .orderBy("booked_at")
      .orderBy("pnr")
      .limit(pageSize)
      .execute();
    for (const row of page) {
      yield {
        pnr: row.pnr,
        bookedAt: fromLedgerTime(row.booked_at),
        agency: row.agency_name,
        route: row.route,
        flight: row.first_flight,
        flightDate: row.first_flight_date,
        passengers: Number(row.passenger_count),
        channel: row.channel,
        amount: row.total_whole === null || row.total_nano === null ? null : amountText({ whole: Number(row.total_whole), nano: Number(row.total_nano) }),
        currency: row.currency,
      };
    }
    const tail: { booked_at: string; pnr: string } | undefined = page[page.length - 1];
    if (page.length < pageSize || !tail) return;
    after = { at: tail.booked_at, pnr: tail.pnr };
  }
}
