import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { simDate } from "../../src/sim/fixtures.js";
import { startSimulator, type Simulator } from "../../src/sim/server.js";
import { call, callRaw, CREDS, FIXED_NOW, ok } from "./helpers.js";
import { feedEvents } from "./history-feed.js";

/** POST /__sim/cancel-burst and sim.cancelBurst: a cancellation spike on one flight, seen on the feed over HTTP. */
const CANCELLED = "CharterFlight.BookingSegmentCancelledV1";

const burst = (sim: Simulator, body: unknown) => callRaw(sim, "/__sim/cancel-burst", { body: JSON.stringify(body) });

/** Seats on sale of a flight ("IR7690") on a date, as search shows them. */
async function seatsOnSale(sim: Simulator, route: string, date: string, label: string): Promise<number> {
  const [origin, destination] = route.split("-");
  const answer = await ok(call(sim, "SearchByRouteAndDate", {
    ...CREDS, OriginDestinationOptionList: [{ OriginIataCode: origin, DestinationIataCode: destination, FlightDate: date }],
    FlightSource: "All", FetchFlightsThatAreRestrictedForTour: false, FetchClosedFlights: false, Culture: "en-US",
  }));
  return (answer.ItineraryList as any[])
    .flatMap((itinerary) => itinerary.FlightList as any[])
    .filter((segment) => `${segment.Airline}${segment.FlightNumber}` === label)
    .reduce((sum, segment) => sum + segment.FlightClass.AvailableSeat, 0);
}

describe("a cancellation burst", () => {
  let sim: Simulator;
  beforeAll(async () => {
    sim = await startSimulator({ profile: "strict", now: () => FIXED_NOW, eventDelaySeconds: 0, salesHistoryDays: 21 });
  });
  afterAll(() => sim?.close());

  it("refunds N tickets of the most sold flight of the week: N cancellation events of that flight on the feed, N seats back on sale", async () => {
    const reply = await burst(sim, { count: 6 });
    expect(reply.status, reply.text).toBe(200);
    const { flight, date, route, cancelled, eventIds } = reply.json;
    expect(cancelled).toBe(6);
    expect(eventIds).toHaveLength(6);
    expect(date >= simDate(0, FIXED_NOW) && date <= simDate(7, FIXED_NOW)).toBe(true);
    const events = (await feedEvents(sim, CANCELLED, 0, FIXED_NOW)).filter((e) => eventIds.includes(e.Id));
    expect(events).toHaveLength(6);
    for (const event of events) {
      const info = event.Data.CancelledFlightInfo;
      expect(`${info.AirlineIataCode}${info.FlightNumber}`).toBe(flight);
      expect(info.FlightDate.slice(0, 10)).toBe(date);
      expect(`${info.OriginIataCode}-${info.DestinationIataCode}`).toBe(route);
      expect(event.Data.Passengers).toHaveLength(1);
    }
    const before = await seatsOnSale(sim, route, date, flight);
    await ok(burst(sim, { flight, date, count: 2 }));
    expect(await seatsOnSale(sim, route, date, flight)).toBe(before + 2);
  });

  it("refunds the flight named, by the server method too, and its next departure without a date", () => {
    const rush = sim.rushFlight!;
    expect(sim.cancelBurst({ flight: rush.label, date: rush.date, count: 5 })).toMatchObject({ flight: rush.label, date: rush.date, route: rush.route, cancelled: 5 });
    expect(sim.cancelBurst({ flight: rush.label.toLowerCase(), count: 1 }).date >= simDate(0, FIXED_NOW)).toBe(true);
  });

  it("answers a bad request 400 with what is wrong, and cancels nothing", async () => {
    const rush = sim.rushFlight!;
    const cases: Array<[unknown, RegExp]> = [
      [{ count: 0 }, /count must be a positive integer/],
      [{ count: 2.5 }, /count must be a positive integer/],
      [{ count: "3" }, /count must be a positive integer/],
      [{}, /count must be a positive integer/],
      [{ flight: "XX999", count: 1 }, /No flight XX999 is in the timetable/],
      [{ flight: rush.label, date: "2031-02-30", count: 1 }, /date must be a date in the form yyyy-MM-dd/],
      [{ flight: rush.label, date: simDate(-2, FIXED_NOW), count: 1 }, /has departed/],
      [{ flight: rush.label, date: rush.date, count: 100_000 }, new RegExp(`Flight ${rush.label} of ${rush.date} has \\d+ active tickets: cannot cancel 100000`)],
      [{ date: rush.date, count: 1 }, /date needs a flight/],
      [[1], /must be a JSON object/],
    ];
    const before = (await feedEvents(sim, CANCELLED, -90, FIXED_NOW)).length;
    for (const [body, message] of cases) {
      const reply = await burst(sim, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.json.ErrorMessage, JSON.stringify(body)).toMatch(message);
    }
    expect(() => sim.cancelBurst({ count: -1 })).toThrow(/count must be a positive integer/);
    expect((await feedEvents(sim, CANCELLED, -90, FIXED_NOW)).length).toBe(before);
  });
});
