import { sql, type Kysely, type SqlBool, type Transaction } from "kysely";
import { crossing, SPIKE_WINDOW_MS, type PaceRules } from "../domain/pace-alerts.js";
import type { PaceAlert } from "../store/alerts-schema.js";
import { chunks } from "./batch-insert.js";
import { flightKey } from "./flight-board.js";
import type { AlertRecipient, NewAlert } from "./outbox.js";
import type { LedgerRows } from "./rows.js";
import { ledgerTime } from "./sales.js";
import type { LedgerTables } from "./schema.js";

/**
 * Pace alerts as sales come in (domain/pace-alerts.ts): inside a page's transaction, the flights
 * its sales and cancellations touch are counted again, and what passed a threshold, sold out or
 * had a cancellation spike is written to pace_alerts (unique per flight, kind and level: once,
 * whichever instance leads, a page read twice included) and queued like the page's own alerts.
 * An alert's queue id is its row's id negated: feed events have positive ids.
 */

/** What the page's transaction needs to tell pace alerts: the rules and who gets them. */
export interface PaceWatch {
  rules: PaceRules;
  /** Local "yyyy-MM-dd" of today in the display zone: flights before it have left. */
  today: string;
  /** The destinations of an alert (subscriptions to pace that match it), each with its quiet hours' wait. */
  recipients(body: PaceAlert): AlertRecipient[];
}

/** One flight, as the ledger spells it. */
export interface WatchedFlight {
  date: string;
  key: string;
  airline: string;
  number: string;
  origin: string;
  destination: string;
}

/** The flights a page's tickets and cancellations are on, today or later; with the newest cancellation of each. */
export function touchedFlights(rows: Pick<LedgerRows, "tickets" | "cancellations">, today: string): { flights: WatchedFlight[]; cancelled: Map<string, string> } {
  const flights = new Map<string, WatchedFlight>();
  const cancelled = new Map<string, string>();
  const add = (airline: string | null | undefined, number: string | null | undefined, origin: string | null | undefined, destination: string | null | undefined, date: string | null | undefined): string | null => {
    if (!airline || !number || !origin || !destination || !date || date < today) return null;
    const flight = { date, key: flightKey(airline, number, origin, destination), airline, number, origin, destination };
    const id = `${date} ${flight.key}`;
    if (!flights.has(id)) flights.set(id, flight);
    return id;
  };
  for (const t of rows.tickets) add(t.airline, t.flight_number, t.origin, t.destination, t.flight_date);
  for (const c of rows.cancellations) {
    const id = add(c.airline, c.flight_number, c.origin, c.destination, c.flight_date);
    if (id !== null && (cancelled.get(id) ?? "") < c.cancelled_at) cancelled.set(id, c.cancelled_at);
  }
  return { flights: [...flights.values()], cancelled };
}

/** Flights counted per query: each adds a few parameters. */
const FLIGHTS_PER_QUERY = 200;

type Db = Transaction<LedgerTables> | Kysely<LedgerTables>;
const idOf = (f: { date: string; key: string }): string => `${f.date} ${f.key}`;

/**
 * The alerts `flights` now warrant, written and returned. `cancelled`: the newest cancellation of
 * a flight (ledger time) where a spike may have happened. A flight is counted again only when
 * what pace_seats keeps of it (an upper bound of its seats sold: exact when counted, raised by
 * every page since, see raiseSold) says it may have reached its next threshold or its seats:
 * most flights of a page are far from both.
 */
export async function paceCrossings(trx: Db, flights: readonly WatchedFlight[], cancelled: ReadonlyMap<string, string>, watch: PaceWatch, now: Date): Promise<NewAlert[]> {
  const alerts: NewAlert[] = [];
  for (const part of chunks([...flights], FLIGHTS_PER_QUERY)) {
    const kept = await keptFlights(trx, part);
    const spikes = await spikesOf(trx, part.filter((f) => cancelled.has(idOf(f))), cancelled);
    const counted = part.filter((f) => (spikes.get(idOf(f)) ?? 0) >= watch.rules.spike || mayHaveCrossed(kept.get(idOf(f)), watch.rules));
    const exact = await soldNow(trx, counted);
    await keepSold(trx, counted.map((f) => ({ flight: f, sold: exact.get(idOf(f))?.sold ?? 0 })));
    for (const flight of counted) {
      const id = idOf(flight);
      const { sold, time } = exact.get(id) ?? { sold: 0, time: null };
      const { capacity = null, fired = [] } = kept.get(id) ?? {};
      const leg = { origin: flight.origin, destination: flight.destination, airline: flight.airline, flight: flight.number, date: time ? `${flight.date} ${time}` : flight.date };
      const base = { leg, sold, capacity };
      if (capacity !== null) {
        const levels = new Set(fired.filter((f) => f.kind === "threshold").map((f) => f.level));
        const { alert, reached } = crossing(sold, capacity, watch.rules, { levels, soldOut: fired.some((f) => f.kind === "soldout") });
        // Every threshold reached is recorded, so a lower one never fires after a higher one.
        for (const level of reached.filter((l) => !levels.has(l) && !(alert?.kind === "threshold" && alert.level === l))) await fire(trx, flight, "threshold", level, now);
        if (alert?.kind === "soldout") await tell(alerts, trx, flight, "soldout", 0, now, watch, { ...base, alert: "soldout" });
        if (alert?.kind === "threshold") await tell(alerts, trx, flight, "threshold", alert.level, now, watch, { ...base, alert: "threshold", threshold: alert.level });
      }
      const newest = cancelled.get(id);
      const spike = spikes.get(id) ?? 0;
      if (newest !== undefined && spike >= watch.rules.spike) {
        // One spike per flight and hour of its newest cancellation; none in the hour after one either.
        const hour = Math.floor(Date.parse(`${newest.replace(" ", "T")}Z`) / SPIKE_WINDOW_MS);
        if (!fired.some((f) => f.kind === "spike" && f.level >= hour - 1)) await tell(alerts, trx, flight, "spike", hour, now, watch, { ...base, alert: "spike", cancellations: spike });
      }
    }
  }
  return alerts;
}

interface KeptFlight {
  capacity: number;
  /** An upper bound of its seats sold; null until first counted. */
  sold: number | null;
  fired: { kind: string; level: number }[];
}

/**
 * The flights pace_seats keeps at or past the highest threshold (by their bound, exact after a
 * check) whose sell-out was not told: those whose offers are worth asking about.
 */
export async function nearlyFull(trx: Db, flights: readonly WatchedFlight[], rules: Pick<PaceRules, "thresholds">): Promise<{ flight: WatchedFlight; sold: number; capacity: number }[]> {
  const top = rules.thresholds.at(-1) ?? 100;
  const full: { flight: WatchedFlight; sold: number; capacity: number }[] = [];
  for (const part of chunks([...flights], FLIGHTS_PER_QUERY)) {
    const kept = await keptFlights(trx, part);
    for (const flight of part) {
      const k = kept.get(idOf(flight));
      if (k && k.sold !== null && k.sold * 100 >= top * k.capacity && !k.fired.some((f) => f.kind === "soldout")) full.push({ flight, sold: k.sold, capacity: k.capacity });
    }
  }
  return full;
}

/** Whether a flight may have passed a threshold not yet fired, or its seats: false only when its upper bound says it cannot. */
function mayHaveCrossed(kept: KeptFlight | undefined, rules: Pick<PaceRules, "thresholds">): boolean {
  if (!kept) return false;
  if (kept.sold === null) return true;
  if (kept.fired.some((f) => f.kind === "soldout")) return false;
  if (kept.sold >= kept.capacity) return true;
  const next = rules.thresholds.find((t) => !kept.fired.some((f) => f.kind === "threshold" && f.level === t));
  return next !== undefined && kept.sold * 100 >= next * kept.capacity;
}

/** The flights pace_seats keeps (their seats are known), with the alerts they fired. */
async function keptFlights(trx: Db, flights: readonly WatchedFlight[]): Promise<Map<string, KeptFlight>> {
  const dates = [...new Set(flights.map((f) => f.date))];
  const keys = [...new Set(flights.map((f) => f.key))];
  const wanted = new Set(flights.map(idOf));
  const kept = new Map<string, KeptFlight>();
  if (flights.length === 0) return kept;
  for (const row of await trx.selectFrom("pace_seats").select(["flight_date", "flight_key", "capacity", "sold"]).where("flight_date", "in", dates).where("flight_key", "in", keys).execute()) {
    const id = `${row.flight_date} ${row.flight_key}`;
    if (wanted.has(id)) kept.set(id, { capacity: Number(row.capacity), sold: row.sold === null ? null : Number(row.sold), fired: [] });
  }
  if (kept.size === 0) return kept;
  for (const row of await trx.selectFrom("pace_alerts").select(["flight_date", "flight_key", "kind", "level"]).where("flight_date", "in", dates).where("flight_key", "in", keys).execute()) {
    kept.get(`${row.flight_date} ${row.flight_key}`)?.fired.push({ kind: row.kind, level: Number(row.level) });
  }
  return kept;
}

/** Each flight's seats sold now (active tickets, infants apart) and earliest local departure "HH:mm", by "yyyy-MM-dd KEY". */
export async function soldNow(trx: Db, flights: readonly WatchedFlight[]): Promise<Map<string, { sold: number; time: string | null }>> {
  const counts = new Map<string, { sold: number; time: string | null }>();
  if (flights.length === 0) return counts;
  const wanted = new Set(flights.map(idOf));
  // Each flight looked up by its own key (an IN list per column would probe every combination).
  const tuples = sql.join([...new Map(flights.map((f) => [`${f.date} ${f.airline} ${f.number}`, f])).values()].map((f) => sql`(${f.date}, ${f.airline}, ${f.number})`));
  const rows = await trx
    .selectFrom("tickets")
    .select((eb) => ["airline", "flight_number", "origin", "destination", "flight_date", eb.fn.min("flight_time").as("flight_time"), eb.fn.countAll<number>().as("n")])
    .where(sql<SqlBool>`(flight_date, airline, flight_number) in (values ${tuples})`)
    .where("status", "=", "active")
    .where((eb) => eb.or([eb("age_type", "is", null), eb("age_type", "<>", "INF")]))
    .groupBy(["airline", "flight_number", "origin", "destination", "flight_date"])
    .execute();
  for (const row of rows) {
    const id = `${row.flight_date} ${flightKey(row.airline!, row.flight_number!, row.origin ?? "", row.destination ?? "")}`;
    if (!wanted.has(id)) continue;
    const e = counts.get(id) ?? counts.set(id, { sold: 0, time: null }).get(id)!;
    e.sold += Number(row.n);
    const time = row.flight_time?.slice(11, 16) || null;
    if (time !== null && (e.time === null || time < e.time)) e.time = time;
  }
  return counts;
}

/** Cancellations of each flight within the hour up to its newest (`cancelled`), by "yyyy-MM-dd KEY". */
async function spikesOf(trx: Db, flights: readonly WatchedFlight[], cancelled: ReadonlyMap<string, string>): Promise<Map<string, number>> {
  const spikes = new Map<string, number>();
  if (flights.length === 0) return spikes;
  const windowStart = (id: string) => ledgerTime(new Date(Date.parse(`${cancelled.get(id)!.replace(" ", "T")}Z`) - SPIKE_WINDOW_MS));
  const earliest = flights.map((f) => windowStart(idOf(f))).sort()[0]!;
  const rows = await trx
    .selectFrom("cancellations")
    .select(["airline", "flight_number", "origin", "destination", "flight_date", "cancelled_at"])
    .where("flight_date", "in", [...new Set(flights.map((f) => f.date))])
    .where("airline", "in", [...new Set(flights.map((f) => f.airline))])
    .where("cancelled_at", ">=", earliest)
    .execute();
  for (const row of rows) {
    const id = `${row.flight_date} ${flightKey(row.airline ?? "", row.flight_number, row.origin, row.destination)}`;
    const newest = cancelled.get(id);
    if (newest !== undefined && row.cancelled_at >= windowStart(id) && row.cancelled_at <= newest) spikes.set(id, (spikes.get(id) ?? 0) + 1);
  }
  return spikes;
}

/** The exact counts just made become the flights' bounds. */
async function keepSold(trx: Db, counted: readonly { flight: WatchedFlight; sold: number }[]): Promise<void> {
  await updateSold(trx, counted.map((c) => ({ date: c.flight.date, key: c.flight.key, sold: c.sold })), "set");
}

/**
 * In every page's transaction, whoever subscribed: the page's seats (active tickets, infants
 * apart, of bookings new or not: an upper bound) raise the bounds pace_seats keeps of their
 * flights, so that a bound never falls behind the seats really sold.
 */
export async function raiseSold(trx: Db, rows: Pick<LedgerRows, "tickets">): Promise<void> {
  const added = new Map<string, { date: string; key: string; sold: number }>();
  for (const t of rows.tickets) {
    if (t.status !== "active" || t.age_type === "INF" || !t.airline || !t.flight_number || !t.origin || !t.destination || !t.flight_date) continue;
    const key = flightKey(t.airline, t.flight_number, t.origin, t.destination);
    const entry = added.get(`${t.flight_date} ${key}`) ?? added.set(`${t.flight_date} ${key}`, { date: t.flight_date, key, sold: 0 }).get(`${t.flight_date} ${key}`)!;
    entry.sold++;
  }
  await updateSold(trx, [...added.values()], "add");
}

/** One statement per batch: each flight's bound set to, or raised by, its figure (a flight pace_seats does not keep is left alone). */
async function updateSold(trx: Db, figures: readonly { date: string; key: string; sold: number }[], how: "set" | "add"): Promise<void> {
  for (const part of chunks([...figures], FLIGHTS_PER_QUERY)) {
    if (part.length === 0) continue;
    // VALUES columns are column1..3 on both databases; the cast types the figure for PostgreSQL.
    const values = sql.join(part.map((f) => sql`(${f.date}, ${f.key}, cast(${f.sold} as integer))`));
    const sold = how === "set" ? sql`v.column3` : sql`pace_seats.sold + v.column3`;
    await sql`update pace_seats set sold = ${sold} from (values ${values}) as v where pace_seats.flight_date = v.column1 and pace_seats.flight_key = v.column2`.execute(trx);
  }
}

/** Records that an alert fired; null when it had (another page, another instance). */
async function fire(trx: Transaction<LedgerTables> | Kysely<LedgerTables>, flight: WatchedFlight, kind: string, level: number, now: Date): Promise<number | null> {
  const row = await trx
    .insertInto("pace_alerts")
    .values({ flight_date: flight.date, flight_key: flight.key, kind, level, fired_at: now.getTime(), acked_by: null, acked_name: null, acked_at: null })
    .onConflict((oc) => oc.columns(["flight_date", "flight_key", "kind", "level"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

async function tell(alerts: NewAlert[], trx: Transaction<LedgerTables> | Kysely<LedgerTables>, flight: WatchedFlight, kind: PaceAlert["alert"], level: number, now: Date, watch: PaceWatch, body: Omit<PaceAlert, "kind" | "id">): Promise<void> {
  const alert = await tellOnce(trx, flight, level, now, watch, { ...body, alert: kind });
  if (alert) alerts.push(alert);
}

/** Records the alert and returns it to queue; null when it fired before. */
export async function tellOnce(trx: Transaction<LedgerTables> | Kysely<LedgerTables>, flight: WatchedFlight, level: number, now: Date, watch: PaceWatch, body: Omit<PaceAlert, "kind" | "id">): Promise<NewAlert | null> {
  const id = await fire(trx, flight, body.alert, level, now);
  if (id === null) return null;
  const alert: PaceAlert = { kind: "pace", id, ...body };
  return { eventId: -id, at: ledgerTime(now), body: alert, recipients: watch.recipients(alert) };
}

/** The flights with seats sold from `first` to `last` (local dates), as the ledger spells them. */
export async function upcomingFlights(db: Kysely<LedgerTables>, first: string, last: string): Promise<WatchedFlight[]> {
  const rows = await db
    .selectFrom("tickets")
    .select(["airline", "flight_number", "origin", "destination", "flight_date"])
    .distinct()
    .where("flight_date", ">=", first)
    .where("flight_date", "<=", last)
    .where("status", "=", "active")
    .execute();
  return rows.flatMap((r) =>
    r.airline && r.flight_number && r.origin && r.destination && r.flight_date
      ? [{ date: r.flight_date, key: flightKey(r.airline, r.flight_number, r.origin, r.destination), airline: r.airline, number: r.flight_number, origin: r.origin, destination: r.destination }]
      : [],
  );
}

/** The seats pace_seats holds of these flights ("yyyy-MM-dd KEY"). */
export async function keptSeats(db: Kysely<LedgerTables>, flights: readonly WatchedFlight[]): Promise<Map<string, number>> {
  const seats = new Map<string, number>();
  for (const part of chunks([...flights], FLIGHTS_PER_QUERY)) {
    const rows = await db
      .selectFrom("pace_seats")
      .select(["flight_date", "flight_key", "capacity"])
      .where("flight_date", "in", [...new Set(part.map((f) => f.date))])
      .where("flight_key", "in", [...new Set(part.map((f) => f.key))])
      .execute();
    for (const r of rows) seats.set(`${r.flight_date} ${r.flight_key}`, Number(r.capacity));
  }
  return seats;
}

/** Who acknowledged a pace alert, and when (epoch ms). */
export interface PaceAck {
  /** This call recorded it (false: someone had before). */
  first: boolean;
  by: number;
  name: string;
  at: number;
  flightDate: string;
  flightKey: string;
}

/** Records `by` as the one who took the alert, unless someone did first; null when the alert is not kept. */
export async function acknowledge(db: Kysely<LedgerTables>, id: number, by: number, name: string, now: Date): Promise<PaceAck | null> {
  const taken = await db.updateTable("pace_alerts").set({ acked_by: by, acked_name: name, acked_at: now.getTime() }).where("id", "=", id).where("acked_by", "is", null).executeTakeFirst();
  const row = await db.selectFrom("pace_alerts").select(["acked_by", "acked_name", "acked_at", "flight_date", "flight_key"]).where("id", "=", id).executeTakeFirst();
  if (!row || row.acked_by === null) return null;
  return { first: Number(taken.numUpdatedRows) === 1, by: Number(row.acked_by), name: row.acked_name ?? "", at: Number(row.acked_at), flightDate: row.flight_date, flightKey: row.flight_key };
}
