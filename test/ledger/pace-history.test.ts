import { describe, expect, it } from "vitest";
import { addDays } from "../../src/domain/dates.js";
import type { Ledger } from "../../src/ledger/ledger.js";
import { routeHistory, utcOffsetMinutes, type RouteFlight } from "../../src/ledger/pace.js";
import { countPaceDates, pastRouteHistory } from "../../src/ledger/pace-history.js";
import { bookedWire, cancelledWire, parsed, type SampleFlight, type SamplePassenger } from "../support/ledger-events.js";
import { ledgerFixture, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";

/**
 * /pace's counted history (pace_history) against the same history added up from the tickets
 * (routeHistory), on ledgers of varied sales: two routes, two flights a day on one of them (one
 * late at night, whose UTC date is the day before), one to three passengers (an infant among
 * them), cancellations before and after departure, and a ticket cancelled with no cancellation
 * in the ledger. Then as the feed, the retention and two counts at once change it.
 */

const TODAY = "2026-10-01";
const NOW = new Date(`${TODAY}T06:00:00Z`);
const FIRST_FLIGHT = "2026-09-01";
/** When the sales came: within any retention of these tests. */
const INGESTED = new Date(`${FIRST_FLIGHT}T00:00:00Z`);
const FLIGHT_DAYS = 20;
const HOUR_MS = 3_600_000;
const ROUTES = [
  { origin: "THR", destination: "MHD" },
  { origin: "MHD", destination: "THR" },
];
const PEOPLE: SamplePassenger[] = [
  { first: "Maryam", last: "Karimi", age: 1 },
  { first: "Reza", last: "Karimi", age: 1 },
  { first: "Sara", last: "Karimi", age: 3 },
];
const ZONES = ["Asia/Tehran", "UTC", "America/New_York"];

/** The feed's UTC time form of `ms`. */
const feed = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace("T", " ");

/** A small deterministic generator: the same ledger on every run. */
function numbers(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % below;
  };
}

/** Bookings and cancellations of FLIGHT_DAYS days of flights from FIRST_FLIGHT, events numbered from `firstId`. */
function sales(firstId: number) {
  const next = numbers(27);
  const events: unknown[] = [];
  let id = firstId;
  for (let day = 0; day < FLIGHT_DAYS; day++) {
    const date = addDays(FIRST_FLIGHT, day);
    const flights: SampleFlight[] = [
      { airline: "IR", number: "1234", at: `${date} 08:30`, origin: "THR", destination: "MHD" },
      { airline: "W5", number: "552", at: `${date} 19:10`, origin: "MHD", destination: "THR" },
      ...(day % 2 === 0 ? [{ airline: "IR", number: "1250", at: `${date} 00:15`, origin: "THR", destination: "MHD" }] : []),
    ];
    for (const out of flights) {
      const departure = Date.parse(`${out.at.replace(" ", "T")}:00+03:30`);
      for (let b = 0; b < 4; b++) {
        const pnr = `P${day}${out.number}${b}`;
        const bookedAt = departure - (1 + next(30 * 24)) * HOUR_MS;
        events.push(bookedWire(id++, pnr, { at: feed(bookedAt), out, oneWay: true, passengers: PEOPLE.slice(next(2), 3) }));
        // One booking in three loses a passenger, some after departure.
        if (next(3) === 0) events.push(cancelledWire(id++, pnr, [next(2) + 1], feed(bookedAt + (1 + next(45 * 24)) * HOUR_MS)));
      }
    }
  }
  return events;
}

/** A history in one order: flights by date and key, seats by days. */
function sorted(history: Map<string, RouteFlight[]>) {
  return [...history.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, flights]) => [
      route,
      flights
        .map((f) => ({ ...f, sales: [...f.sales].sort((a, b) => a.booked - b.booked || (a.cancelled ?? 999) - (b.cancelled ?? 999) || a.seats - b.seats) }))
        .sort((a, b) => `${a.date} ${a.key}`.localeCompare(`${b.date} ${b.key}`)),
    ]);
}

const first = addDays(TODAY, -120);
const counted = (ledger: Ledger, zone = "Asia/Tehran") => pastRouteHistory(ledger, ROUTES, first, TODAY, zone);
const added = (ledger: Ledger, zone = "Asia/Tehran") => routeHistory(ledger, ROUTES, first, TODAY, zone);

describe.each(TEST_DATABASES)("/pace's counted history on $name", (database) => {
  const fixture = ledgerFixture(database);

  async function salesLedger(options: { retentionDays?: number } = {}): Promise<Ledger> {
    const ledger = await fixture.open(await fixture.place(), options);
    await ledger.ingest(parsed(...sales(1)), INGESTED);
    // A ticket cancelled with no cancellation in the ledger (it came before the ledger started).
    await ledger.db.updateTable("tickets").set({ status: "cancelled" }).where("pnr", "=", "P512341").where("passenger_idx", "=", 0).execute();
    return ledger;
  }

  it("reads the same flights and seats as added up from the tickets, in each zone", async () => {
    const ledger = await salesLedger();
    const history = await counted(ledger);
    const flights = [...history.values()].flat();
    expect(flights).toHaveLength(FLIGHT_DAYS * 2 + FLIGHT_DAYS / 2);
    const seats = flights.flatMap((f) => f.sales);
    // The ledger is varied: cancellations before and after departure.
    expect(seats.some((s) => s.cancelled !== null && s.cancelled > 0)).toBe(true);
    expect(seats.some((s) => s.cancelled !== null && s.cancelled < 0)).toBe(true);
    expect(sorted(history)).toEqual(sorted(await added(ledger)));
    // Read again (counted now) and in other zones (counted again at their offsets).
    expect(sorted(await counted(ledger))).toEqual(sorted(history));
    for (const zone of ZONES) expect(sorted(await counted(ledger, zone))).toEqual(sorted(await added(ledger, zone)));
    expect(sorted(await counted(ledger))).toEqual(sorted(history));
  });

  it("leaves infants and a ticket cancelled with no cancellation out", async () => {
    const ledger = await salesLedger();
    const history = await counted(ledger);
    const seatsOf = async (date: string, key: string) => {
      const { n } = await ledger.db
        .selectFrom("tickets")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("flight_date", "=", date)
        .where("airline", "=", key.slice(0, 2))
        .where("flight_number", "=", key.slice(2, 6))
        .where("age_type", "<>", "INF")
        .where("status", "=", "active")
        .executeTakeFirstOrThrow();
      return Number(n);
    };
    for (const f of history.get("THR-MHD")!.slice(0, 6)) {
      const cancelled = await ledger.db.selectFrom("cancellations as c").innerJoin("tickets as t", (j) => j.onRef("t.pnr", "=", "c.pnr").onRef("t.ticket_number", "=", "c.ticket_number")).select("c.pnr").where("t.flight_date", "=", f.date).where("t.flight_number", "=", f.key.slice(2, 6)).where("t.age_type", "<>", "INF").execute();
      expect(f.sales.reduce((n, s) => n + s.seats, 0)).toBe((await seatsOf(f.date, f.key)) + cancelled.length);
    }
  });

  it("stays true when the feed later brings a booking or a cancellation of a date counted", async () => {
    const ledger = await salesLedger();
    const before = sorted(await counted(ledger));
    const date = addDays(FIRST_FLIGHT, 3);
    const late: SampleFlight = { airline: "IR", number: "1234", at: `${date} 08:30`, origin: "THR", destination: "MHD" };
    // A late booking, and a cancellation whose own flight is another (the ticket is matched by its number).
    await ledger.ingest(parsed(bookedWire(9001, "LATE01", { at: `${addDays(date, -2)} 10:00:00`, out: late, oneWay: true }), cancelledWire(9002, "P812340", [0], `${addDays(FIRST_FLIGHT, 8)} 01:00:00`)), NOW);
    const after = sorted(await counted(ledger));
    expect(after).not.toEqual(before);
    expect(after).toEqual(sorted(await added(ledger)));
  });

  it("goes with the retention: what the prune deletes is counted again", async () => {
    const ledger = await salesLedger({ retentionDays: 40 });
    await counted(ledger);
    const pruned = await ledger.prune(NOW);
    expect(pruned.bookings).toBeGreaterThan(0);
    // Dates before the retention are forgotten until read again.
    const oldest = await ledger.db.selectFrom("pace_history_dates").select((eb) => eb.fn.min("flight_date").as("d")).executeTakeFirstOrThrow();
    expect(oldest.d! >= "2026-08-22").toBe(true);
    expect(sorted(await counted(ledger))).toEqual(sorted(await added(ledger)));
  });

  it("counts a date once when two instances count it at once", async () => {
    const place = await fixture.place();
    const one = await fixture.open(place);
    await one.ingest(parsed(...sales(1)), INGESTED);
    // On PostgreSQL a second instance on the same database; SQLite has one per file.
    const two = database.serverUrl ? await fixture.open(place) : one;
    const dates = Array.from({ length: FLIGHT_DAYS }, (_, d) => addDays(FIRST_FLIGHT, d));
    const offset = utcOffsetMinutes("Asia/Tehran", TODAY);
    for (let round = 0; round < 3; round++) await Promise.all([countPaceDates(one, dates, offset), countPaceDates(two, [...dates].reverse(), offset)]);
    const expected = sorted(await added(one));
    const [a, b] = await Promise.all([counted(one), counted(two)]);
    expect(sorted(a)).toEqual(expected);
    expect(sorted(b)).toEqual(expected);
  });
});

sayWhenNoPostgres();
