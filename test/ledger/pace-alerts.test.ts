import { describe, expect, it } from "vitest";
import type { Ledger } from "../../src/ledger/ledger.js";
import type { AlertRecipient } from "../../src/ledger/outbox.js";
import { acknowledge, tellOnce, type PaceWatch } from "../../src/ledger/pace-alerts.js";
import { saveSeats } from "../../src/ledger/pace-seats.js";
import type { PaceAlert, StoredAlert } from "../../src/store/store.js";
import type { SupplierEvent } from "../../src/supplier/schemas/events.js";
import { bookedWire, cancelledWire, parsed } from "../support/ledger-events.js";
import { ledgerFixture, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";

/**
 * Pace alerts in a page's transaction, on each database: each booking of ledger-events.ts sells
 * two seats (and an infant's) of IR1234 THR-MHD on 2 Dec 2026, which has 10 seats.
 */

const NOW = new Date("2026-11-20T12:00:00Z");
const FLIGHT_KEY = "IR1234 THR-MHD";
const SUBSCRIBER: AlertRecipient = { chatId: 501, language: "en", owner: 501 };

const watch = (spike = 3): PaceWatch => ({ rules: { thresholds: [80, 95], spike, behindPercent: 30 }, today: "2026-11-20", recipients: () => [SUBSCRIBER] });

/** Commits a page as the poller would; `pace` null: no chat subscribed to pace alerts. */
async function page(ledger: Ledger, events: SupplierEvent[], pace: PaceWatch | null = watch()): Promise<number> {
  return (await ledger.commitPage(events, { cursor: NOW.getTime(), seen: events.map((e) => e.Id), alerts: [], rejected: 0, ...(pace ? { pace } : {}) }, NOW)).added;
}

/** The pace alerts waiting for the subscriber, oldest first. */
async function waiting(ledger: Ledger): Promise<PaceAlert[]> {
  const [backlog] = await ledger.outbox.backlog(NOW.getTime() + 86_400_000);
  const ids = backlog?.entries.map((e) => e.eventId) ?? [];
  const alerts = await ledger.outbox.alerts(ids);
  return ids.map((id) => alerts.get(id)!).map((a: StoredAlert) => a.body as PaceAlert);
}

const bookings = (from: number, count: number) => Array.from({ length: count }, (_, i) => bookedWire(from + i, `PA${from + i}`, { at: "2026-11-20 10:00:00" }));

describe.each(TEST_DATABASES)("pace alerts in the ledger on $name", (database) => {
  const fixture = ledgerFixture(database);

  it("tells 80 % once, then a sell-out (95 % recorded with it, never told after it)", async () => {
    const ledger = await fixture.open(await fixture.place());
    await saveSeats(ledger.db, "2026-12-02", new Map([[FLIGHT_KEY, 10]]), NOW);
    expect(await page(ledger, parsed(...bookings(1, 3)))).toBe(0);
    expect(await page(ledger, parsed(...bookings(4, 1)))).toBe(1);
    // The same page read again, and a page without sales: nothing new.
    expect(await page(ledger, parsed(...bookings(4, 1)))).toBe(0);
    expect(await page(ledger, parsed(...bookings(1, 4)))).toBe(0);
    expect(await page(ledger, parsed(...bookings(5, 1)))).toBe(1);
    const told = await waiting(ledger);
    expect(told.map((a) => [a.alert, a.threshold, a.sold, a.capacity])).toEqual([
      ["threshold", 80, 8, 10],
      ["soldout", undefined, 10, 10],
    ]);
    expect(told[0]!.leg).toEqual({ origin: "THR", destination: "MHD", airline: "IR", flight: "1234", date: "2026-12-02 08:30" });
    const fired = await ledger.db.selectFrom("pace_alerts").select(["kind", "level"]).orderBy("id").execute();
    expect(fired.map((r) => `${r.kind} ${Number(r.level)}`)).toEqual(["threshold 80", "threshold 95", "soldout 0"]);
  });

  it("tells nothing of a flight whose seats are unknown, nor of one that left, nor to nobody", async () => {
    const ledger = await fixture.open(await fixture.place());
    expect(await page(ledger, parsed(...bookings(1, 5)))).toBe(0);
    await saveSeats(ledger.db, "2026-12-02", new Map([[FLIGHT_KEY, 10]]), NOW);
    const past = { ...watch(), today: "2026-12-03" };
    expect(await page(ledger, parsed(...bookings(6, 1)), past)).toBe(0);
    expect(await page(ledger, parsed(...bookings(7, 1)), null)).toBe(0);
    expect(await ledger.db.selectFrom("pace_alerts").selectAll().execute()).toEqual([]);
  });

  it("tells a cancellation spike once: 3 cancellations within the hour, not 3 spread over more", async () => {
    const ledger = await fixture.open(await fixture.place());
    await page(ledger, parsed(...bookings(1, 4)));
    // Two cancellations, then one 61 minutes later: never 3 within an hour.
    expect(await page(ledger, parsed(cancelledWire(11, "PA1", [0, 1], "2026-11-20 09:00:00"), cancelledWire(12, "PA2", [0], "2026-11-20 10:01:00")))).toBe(0);
    expect(await page(ledger, parsed(cancelledWire(13, "PA3", [0, 1], "2026-11-20 10:30:00")))).toBe(1);
    expect(await page(ledger, parsed(cancelledWire(14, "PA4", [0], "2026-11-20 10:40:00")))).toBe(0);
    const [spike] = await waiting(ledger);
    expect(spike).toMatchObject({ alert: "spike", cancellations: 3, sold: 3, capacity: null });
  });

  it("records an alert once however often it is told, and its first acknowledgement", async () => {
    const ledger = await fixture.open(await fixture.place());
    const flight = { date: "2026-12-02", key: FLIGHT_KEY, airline: "IR", number: "1234", origin: "THR", destination: "MHD" };
    const body = { alert: "behind" as const, leg: { origin: "THR", destination: "MHD", airline: "IR", flight: "1234", date: "2026-12-02" }, sold: 2, capacity: 10, usual: 5, percent: -60, days: 12 };
    const told = await Promise.all([1, 2].map(() => ledger.queuePace(async (trx) => [await tellOnce(trx, flight, 0, NOW, watch(), body)].flatMap((a) => (a ? [a] : [])), NOW)));
    expect(told.sort()).toEqual([0, 1]);
    const [alert] = await waiting(ledger);
    expect(alert).toMatchObject({ kind: "pace", alert: "behind", percent: -60 });
    expect(await acknowledge(ledger.db, alert!.id, 77, "Vida", NOW)).toMatchObject({ first: true, by: 77, name: "Vida", flightKey: FLIGHT_KEY });
    expect(await acknowledge(ledger.db, alert!.id, 78, "Omid", new Date(NOW.getTime() + 1000))).toMatchObject({ first: false, by: 77, name: "Vida", at: NOW.getTime() });
    expect(await acknowledge(ledger.db, 99_999, 78, "Omid", NOW)).toBeNull();
    // Kept while the ledger keeps its flight's day (400 days here), no longer.
    await ledger.prune(new Date(Date.parse("2026-12-02T12:00:00Z") + 400 * 86_400_000));
    expect(await ledger.db.selectFrom("pace_alerts").select("id").execute()).toHaveLength(1);
    await ledger.prune(new Date(Date.parse("2026-12-03T12:00:00Z") + 400 * 86_400_000));
    expect(await ledger.db.selectFrom("pace_alerts").select("id").execute()).toEqual([]);
  });
});

sayWhenNoPostgres();
