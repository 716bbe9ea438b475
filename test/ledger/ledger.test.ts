import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { ledgerMigrator } from "../../src/ledger/migrations.js";
import { amountOf } from "../../src/ledger/schema.js";
import { bookedWire, cancelledWire, parsed } from "../support/ledger-events.js";
import { ledgerFixture, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";

/** The ledger on each database: migrations, ingestion by event Id, cancellations in any order, retention. */

const NOW = new Date("2026-11-22T12:00:00Z");

describe.each(TEST_DATABASES)("the ledger on $name", (database) => {
  const fixture = ledgerFixture(database);
  const fresh = async (options?: { retentionDays?: number }) => fixture.open(await fixture.place(), options);

  it("creates its tables once; opening it again migrates nothing and keeps the rows", async () => {
    const place = await fixture.place();
    const first = await fixture.open(place);
    await first.ingest(parsed(bookedWire(1, "AB12CD")), NOW);
    await first.close();
    const again = await fixture.open(place);
    const { results } = await ledgerMigrator(again.db as never).migrateToLatest();
    expect(results).toEqual([]);
    expect(await again.counts()).toEqual({ bookings: 1, passengers: 3, tickets: 6, cancellations: 0, events: 1, setAside: 0 });
  });

  it("keeps a booking with its passengers and tickets as the feed sent them", async () => {
    const ledger = await fresh();
    expect(await ledger.ingest(parsed(bookedWire(1, "AB12CD")), NOW)).toEqual({ events: 1, bookings: 1, cancellations: 0 });
    const booking = await ledger.db.selectFrom("bookings").selectAll().executeTakeFirstOrThrow();
    expect(booking).toMatchObject({
      pnr: "AB12CD",
      booked_at: "2026-11-20 10:14:02",
      agency_name: "Parsian Travel",
      currency: "IRR",
      total_whole: 540,
      total_nano: 500_000_000,
      channel: "mixed",
      booked_via: "panel",
      route: "THR-MHD, MHD-THR",
      first_flight: "IR1234",
      first_flight_date: "2026-12-02",
      phone_key: "+989121234567",
      email_key: "maryam.karimi@example.com",
    });
    const passengers = await ledger.db.selectFrom("passengers").selectAll().orderBy("idx").execute();
    expect(passengers.map((p) => [p.name_folded, p.age_type, p.national_code, p.passport_number])).toEqual([
      ["maryam karimi", "ADL", "0012345678", null],
      ["reza karimi", "ADL", null, "P9876543"],
      ["sara karimi", "INF", "0099999999", null],
    ]);
    const manifest = await ledger.db
      .selectFrom("tickets")
      .select(["ticket_number", "kind", "payable", "status"])
      .where("flight_date", "=", "2026-12-05")
      .where("airline", "=", "W5")
      .where("flight_number", "=", "552")
      .orderBy("ticket_number")
      .execute();
    expect(manifest.map((t) => [t.ticket_number, t.kind, amountOf(t.payable!), t.status])).toEqual([
      ["AB12CD-01", "webservice", 80.25, "active"],
      ["AB12CD-11", "webservice", 80.25, "active"],
      ["AB12CD-21", "webservice", 80.25, "active"],
    ]);
  });

  it("changes nothing when a page is read twice, or holds an event twice", async () => {
    const ledger = await fresh();
    const page = parsed(bookedWire(1, "AB12CD"), bookedWire(2, "EF34GH"), cancelledWire(3, "AB12CD", [0]), bookedWire(2, "EF34GH"));
    expect(await ledger.ingest(page, NOW)).toEqual({ events: 3, bookings: 2, cancellations: 1 });
    const before = await ledger.counts();
    expect(await ledger.ingest(page, NOW)).toEqual({ events: 0, bookings: 0, cancellations: 0 });
    expect(await ledger.counts()).toEqual(before);
    expect(before).toEqual({ bookings: 2, passengers: 6, tickets: 12, cancellations: 1, events: 3, setAside: 0 });
  });

  it("matches a cancellation to its ticket by PNR and ticket number, whichever came first", async () => {
    const ledger = await fresh();
    // Booking first, then the cancellation; and for the other PNR the cancellation first, on an earlier page.
    await ledger.ingest(parsed(bookedWire(1, "AB12CD"), cancelledWire(10, "EF34GH", [1])), NOW);
    await ledger.ingest(parsed(cancelledWire(11, "AB12CD", [0, 2]), bookedWire(2, "EF34GH")), NOW);
    const cancelled = await ledger.db.selectFrom("tickets").select(["ticket_number"]).where("status", "=", "cancelled").orderBy("ticket_number").execute();
    expect(cancelled.map((t) => t.ticket_number)).toEqual(["AB12CD-00", "AB12CD-20", "EF34GH-10"]);
    // Sold seats of IR1234 on 2026-12-02: active tickets, infants not counted.
    const sold = await ledger.db
      .selectFrom("tickets")
      .select(sql<number>`count(*)`.as("n"))
      .where("flight_date", "=", "2026-12-02")
      .where("airline", "=", "IR")
      .where("flight_number", "=", "1234")
      .where("status", "=", "active")
      .where("age_type", "!=", "INF")
      .executeTakeFirstOrThrow();
    expect(Number(sold.n)).toBe(2);
    const refunds = await ledger.db.selectFrom("cancellations").select(["pnr", "ticket_number", "penalty", "refund_whole"]).orderBy("ticket_number").execute();
    expect(refunds.map((r) => [r.ticket_number, amountOf(r.penalty), Number(r.refund_whole)])).toEqual([
      ["AB12CD-00", 30, 70],
      ["AB12CD-20", 30, 70],
      ["EF34GH-10", 30, 70],
    ]);
  });

  it("keeps a booking whose events come in any order within a page, and a ticket cancelled twice once", async () => {
    const ledger = await fresh();
    await ledger.ingest(parsed(cancelledWire(5, "AB12CD", [0]), cancelledWire(6, "AB12CD", [0], "2026-11-21 10:00:00"), bookedWire(1, "AB12CD")), NOW);
    const rows = await ledger.db.selectFrom("cancellations").selectAll().execute();
    expect(rows.map((r) => [r.ticket_number, r.cancelled_at])).toEqual([["AB12CD-00", "2026-11-21 09:00:00"]]);
    expect((await ledger.counts()).events).toBe(3);
  });

  it("prunes bookings, cancellations and event ids older than the retention, and refuses to take them in again", async () => {
    const ledger = await fresh({ retentionDays: 31 });
    await ledger.ingest(parsed(bookedWire(1, "OLD111", { at: "2026-10-01 08:00:00" }), bookedWire(2, "NEW222"), cancelledWire(3, "OLD111", [0], "2026-10-02 08:00:00")), new Date("2026-10-03T00:00:00Z"));
    expect(await ledger.prune(NOW)).toEqual({ bookings: 1, cancellations: 1 });
    expect(await ledger.counts()).toEqual({ bookings: 1, passengers: 3, tickets: 6, cancellations: 0, events: 1, setAside: 0 });
    // A backfill reaching past the retention does not bring them back.
    expect(await ledger.ingest(parsed(bookedWire(1, "OLD111", { at: "2026-10-01 08:00:00" })), NOW)).toEqual({ events: 0, bookings: 0, cancellations: 0 });
  });

  it("keeps each amount as the supplier sent it, in its own currency", async () => {
    const ledger = await fresh();
    await ledger.ingest(parsed(bookedWire(1, "USD001", { currency: "USD", total: 0.1 }), bookedWire(2, "USD002", { currency: "USD", total: 0.2 }), bookedWire(3, "IRR003", { total: 12_345_678_901 })), NOW);
    const rows = await ledger.db.selectFrom("bookings").select(["pnr", "currency", "total_whole", "total_nano"]).orderBy("pnr").execute();
    // Whole units and billionths, integers on both databases.
    expect(rows.map((r) => [r.pnr, r.currency, Number(r.total_whole), Number(r.total_nano)])).toEqual([
      ["IRR003", "IRR", 12_345_678_901, 0],
      ["USD001", "USD", 0, 100_000_000],
      ["USD002", "USD", 0, 200_000_000],
    ]);
  });
});

sayWhenNoPostgres();
