import { describe, expect, it } from "vitest";
import { replacedTickets, replacementsInPeriod } from "../../src/ledger/segment-replacements.js";
import type { PageCommit } from "../../src/ledger/poller-state.js";
import { parseEventList } from "../../src/supplier/schemas/events.js";
import { bookedWire, cancelledWire, parsed, replacedWire } from "../support/ledger-events.js";
import { ledgerFixture, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";

/**
 * The feed's segment replacements in the ledger (0009): written with the poller's page, once per
 * event Id, and found by /changed with the booking's tickets on the old flight.
 */

const now = new Date(Date.UTC(2026, 10, 23, 12, 0, 0));
const page = (cursor: number): PageCommit => ({ cursor, seen: [], alerts: [], rejected: 0 });

describe.each(TEST_DATABASES)("segment replacements on $name", (database) => {
  const fixture = ledgerFixture(database);

  it("keeps each replacement once, with both flights, and finds its booking's tickets on the old flight", async () => {
    const ledger = await fixture.open(await fixture.place());
    const events = parsed(bookedWire(1, "PNR1"), cancelledWire(2, "PNR1", [1]), replacedWire(3, "PNR1"));
    await ledger.commitPage(events, page(1), now);
    // The page read again, and the event again in a later page: nothing more.
    await ledger.commitPage(events, page(2), now);
    await ledger.commitPage(parsed(replacedWire(3, "PNR1")), page(3), now);

    const rows = await ledger.db.selectFrom("segment_replacements").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      pnr: "PNR1",
      replaced_at: "2026-11-22 07:00:00",
      reason: "Airline schedule change",
      old_airline: "IR",
      old_flight_number: "1234",
      old_flight_time: "2026-12-02 08:30",
      old_flight_date: "2026-12-02",
      old_origin: "THR",
      new_flight_time: "2026-12-03 08:30",
      new_flight_date: "2026-12-03",
      new_destination: "MHD",
    });
    expect(Number(rows[0]!.event_id)).toBe(3);

    // Old or new date in the period.
    expect(await replacementsInPeriod(ledger.db, { from: "2026-12-03", to: "2026-12-09" })).toHaveLength(1);
    expect(await replacementsInPeriod(ledger.db, { from: "2026-11-25", to: "2026-12-02" })).toHaveLength(1);
    expect(await replacementsInPeriod(ledger.db, { from: "2026-12-04", to: "2026-12-09" })).toEqual([]);

    const tickets = await replacedTickets(ledger.db, await replacementsInPeriod(ledger.db, { from: "2026-12-02", to: "2026-12-02" }));
    // The outbound tickets only (the return leg was not moved); the one cancelled is marked so.
    expect(tickets.map((t) => [t.ticket, t.firstName, t.status])).toEqual([
      ["PNR1-00", "Maryam", "active"],
      ["PNR1-10", "Reza", "cancelled"],
      ["PNR1-20", "Sara", "active"],
    ]);
    await ledger.close();
  });

  it("leaves out a replacement whose shape it cannot read, without losing the page", async () => {
    const ledger = await fixture.open(await fixture.place());
    const odd = replacedWire(4, "PNR2");
    (odd.Data as Record<string, unknown>)["NewFlight"] = "tomorrow";
    const { events, rejected, unread } = parseEventList([bookedWire(5, "PNR2"), odd]);
    expect(rejected).toEqual([]);
    expect(unread).toEqual([{ id: 4, type: "CharterFlight.BookingFlightSegmentReplacedV1", error: "Data.NewFlight: Invalid input: expected object, received string" }]);
    expect(events.map((e) => e.family)).toEqual(["booked", "other"]);
    await ledger.commitPage(events, page(1), now);
    expect(await ledger.db.selectFrom("segment_replacements").selectAll().execute()).toEqual([]);
    expect((await ledger.counts()).bookings).toBe(1);
    await ledger.close();
  });

  it("prunes replacements with the retention", async () => {
    const ledger = await fixture.open(await fixture.place());
    await ledger.commitPage(parsed(replacedWire(6, "PNR3")), page(1), now);
    await ledger.prune(new Date(now.getTime() + 400 * 86_400_000));
    expect(await ledger.db.selectFrom("segment_replacements").selectAll().execute()).toEqual([]);
    await ledger.close();
  });
});

sayWhenNoPostgres();
