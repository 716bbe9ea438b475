import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_LEAD_DAYS } from "../../src/sim/data/lead-time.js";
import { HISTORY_ROUTES } from "../../src/sim/data/sales-history.js";
import { simDate } from "../../src/sim/fixtures.js";
import { startSimulator, type Simulator } from "../../src/sim/server.js";
import { call, CREDS, FIXED_NOW, ok } from "./helpers.js";
import { feedEvents, seatsSold } from "./history-feed.js";

/**
 * salesHistoryDays: past flights of the history routes with every sale they had, read from the
 * feed as the bot's poller reads it, so /pace finds each route's usual curve from the start.
 */
const BOOKED = "FederatedFlight.FlightBookedV2";
const DAYS = 21;

describe("the sales history", () => {
  let sim: Simulator;
  let booked: any[];
  beforeAll(async () => {
    sim = await startSimulator({ profile: "strict", now: () => FIXED_NOW, eventDelaySeconds: 0, salesHistoryDays: DAYS });
    booked = await feedEvents(sim, BOOKED, -(DAYS + MAX_LEAD_DAYS + 1), FIXED_NOW);
  });
  afterAll(() => sim?.close());

  it("has, on every history route, at least 3 past flights whose sales all came before departure", () => {
    const today = simDate(0, FIXED_NOW);
    for (const route of HISTORY_ROUTES) {
      const past = new Map<string, string[]>();
      for (const event of booked) {
        const flight = event.Data.DepartureFlightDetail[0].Charter;
        if (!flight || `${flight.OriginIataCode}-${flight.DestinationIataCode}` !== route || flight.FlightDate.slice(0, 10) >= today) continue;
        past.set(flight.FlightDate, [...(past.get(flight.FlightDate) ?? []), event.Data.BookingDateTimeUtc]);
      }
      expect(past.size, route).toBeGreaterThanOrEqual(3);
      for (const [departure, sales] of past) {
        expect(sales.length, `${route} ${departure}`).toBeGreaterThan(0);
        for (const at of sales) expect(at.slice(0, 10) <= departure.slice(0, 10), `${route} ${departure} sold ${at}`).toBe(true);
      }
    }
  });

  it("sells no flight beyond the capacity Flight GetList gives it, and fills some past flight", async () => {
    const sold = seatsSold(booked);
    let checked = 0;
    let full = 0;
    for (let day = -DAYS; day <= 3; day++) {
      const date = simDate(day, FIXED_NOW);
      const list = (await ok(call(sim, "FlightGetList", { ...CREDS, FlightDate: date }))).flightList as any[];
      for (const flight of list) {
        const seats = sold.get(`${flight.airlineIataCode}${flight.flightNumber} ${date}`) ?? 0;
        expect(seats, `${flight.flightNumber} ${date}`).toBeLessThanOrEqual(flight.seatCapacity);
        if (seats > 0) checked++;
        if (day < 0 && seats >= flight.seatCapacity * 0.95) full++;
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(full).toBeGreaterThan(0);
  });

  it("has a rush flight a few days ahead just under 78 % sold, as the feed shows it", async () => {
    const rush = sim.rushFlight!;
    expect(rush).not.toBeNull();
    expect([2, 3, 4, 5].map((d) => simDate(d, FIXED_NOW))).toContain(rush.date);
    expect(rush.load).toBeGreaterThan(0.75);
    expect(rush.load).toBeLessThanOrEqual(0.78);
    const [origin, destination] = rush.route.split("-");
    const list = (await ok(call(sim, "FlightGetList", { ...CREDS, FlightDate: rush.date, OriginIataCode: origin, DestinationIataCode: destination }))).flightList as any[];
    const capacity = list.find((f) => `${f.airlineIataCode}${f.flightNumber}` === rush.label).seatCapacity;
    expect(seatsSold(booked).get(`${rush.label} ${rush.date}`)).toBe(Math.round(rush.load * capacity));
  });

  it("is off by default: no rush flight, and only the seeded bookings' sales in the feed", async () => {
    const plain = await startSimulator({ profile: "strict", now: () => FIXED_NOW, eventDelaySeconds: 0 });
    try {
      expect(plain.rushFlight).toBeNull();
      expect((await feedEvents(plain, BOOKED, -(DAYS + MAX_LEAD_DAYS + 1), FIXED_NOW)).length).toBeLessThan(50);
    } finally {
      await plain.close();
    }
  });
});
