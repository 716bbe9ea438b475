import { simDate } from "../../src/sim/fixtures.js";
import type { Simulator } from "../../src/sim/server.js";
import { call, CREDS, ok } from "./helpers.js";

/** Every event of a type from `fromDay` days before the clock's today to `now`, page after page as a poller reads them. */
export async function feedEvents(sim: Simulator, type: string, fromDay: number, now: Date): Promise<any[]> {
  const byId = new Map<number, any>();
  let from = `${simDate(fromDay, now)} 00:00:00`;
  for (;;) {
    const page = (await ok(call(sim, "B2BGetEvents", { ...CREDS, EventTypeList: [type], FromDatetime: from, ToDatetime: `${simDate(1, now)} 00:00:00` }))).EventList as any[];
    for (const event of page) byId.set(event.Id, event);
    if (page.length < 5000) return [...byId.values()];
    from = page.at(-1).CreateDateTime;
  }
}

/** Seats (infants apart) each flight ("IR7690 2031-03-12") sold in the FlightBookedV2 events, less the cancelled ones. */
export function seatsSold(booked: readonly any[], cancelled: readonly any[] = []): Map<string, number> {
  const out = new Map<string, number>();
  const add = (flight: any, seats: number): void => {
    const key = `${flight.AirlineIataCode}${flight.FlightNumber} ${flight.FlightDate.slice(0, 10)}`;
    out.set(key, (out.get(key) ?? 0) + seats);
  };
  for (const event of booked) {
    for (const passenger of event.Data.Passengers) {
      if (passenger.AgeTypeId === 3) continue;
      for (const segment of [...passenger.CharterSegments, ...passenger.WebserviceSegments]) add(segment.Flight, 1);
    }
  }
  for (const event of cancelled) add(event.Data.CancelledFlightInfo, -event.Data.Passengers.filter((p: any) => p.AgeTypeCode !== "INF").length);
  return out;
}
