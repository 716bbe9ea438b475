import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { simDate } from "../../src/sim/fixtures.js";
import { startSimulator, type Simulator } from "../../src/sim/server.js";
import type { ControlledFlight, SupplierClient } from "../../src/supplier/client.js";
import { LogCapture } from "../support/log-capture.js";
import { ACCOUNT, SIM_ACCOUNT, failure, makeClient } from "../support/supplier.js";
import { manualClock } from "../sim/helpers.js";

/** Bot Flight GetList and Update against the simulator over HTTP: the read lag and stale OldData. */

const LAG_SECONDS = 5;
const clock = manualClock(new Date());
let sim: Simulator;
let client: SupplierClient;
let tokenClient: SupplierClient;
const log = new LogCapture();

// A fresh simulator for each test: updates change the flights the listing checks.
beforeEach(async () => {
  sim = await startSimulator({ ...SIM_ACCOUNT, now: clock.now, flightListLagSeconds: LAG_SECONDS });
  client = makeClient(sim.url, log.logger);
  tokenClient = makeClient(sim.url, log.logger, { accessToken: ACCOUNT.accessToken });
});
afterEach(async () => {
  await Promise.all([client.close(), tokenClient.close()]);
  await sim.close();
});

const date = simDate(4, clock.now());

async function flightOf(day: string, at = 0): Promise<ControlledFlight> {
  const flights = await client.getFlights({ date: day });
  return flights[at]!;
}

describe("getFlights", () => {
  it("lists the supplier's own flights of a date, on every route, with the fields flight control needs", async () => {
    const flights = await client.getFlights({ date });
    expect(new Set(flights.map((f) => `${f.OriginIataCode}-${f.DestinationIataCode}`)).size).toBeGreaterThan(5);
    for (const f of flights) {
      expect(f.DepartureDateTime.startsWith(date)).toBe(true);
      expect(f.SeatCapacity).toEqual(expect.any(Number));
      expect(f.HideFlightFromSubsidiaryAgencies).toBe(false);
      expect(typeof f.Id).toBe("number");
      expect(f.AirlineIataCode).toMatch(/^(IR|EP|ZV)$/);
    }
  });

  it("lists one route when asked, the same flights as availability offers", async () => {
    const flights = await client.getFlights({ date, origin: "THR", destination: "MHD" });
    const search = await client.search({ routes: [{ origin: "THR", destination: "MHD", date }], source: "OwnedFlight", tour: false, closed: true, culture: "en-US" });
    const offered = new Set([...search.ItineraryList.map((i) => i.FlightList[0]!), ...search.ClosedFlightList].map((f) => `${f.Airline}${f.FlightNumber} ${f.DepartureDateTime}`));
    expect(flights.length).toBeGreaterThan(0);
    expect(new Set(flights.map((f) => `${f.AirlineIataCode}${f.FlightNumber} ${f.DepartureDateTime}`))).toEqual(offered);
  });

  it("authenticates with the access token when one is set", async () => {
    expect((await tokenClient.getFlights({ date, origin: "THR", destination: "MHD" })).length).toBeGreaterThan(0);
  });
});

describe("updateFlight", () => {
  it("changes capacity and visibility; GetList shows the old data for the lag, then the new", async () => {
    const read = await flightOf(date, 0);
    await client.updateFlight(read, { seatCapacity: read.SeatCapacity + 12, hideFlightFromSubsidiaryAgencies: true });
    const route = { date, origin: read.OriginIataCode, destination: read.DestinationIataCode };
    const soon = (await client.getFlights(route)).find((f) => f.Id === read.Id)!;
    expect(soon).toMatchObject({ SeatCapacity: read.SeatCapacity, HideFlightFromSubsidiaryAgencies: false });
    clock.advance(LAG_SECONDS * 1000);
    const later = (await client.getFlights(route)).find((f) => f.Id === read.Id)!;
    expect(later).toMatchObject({ SeatCapacity: read.SeatCapacity + 12, HideFlightFromSubsidiaryAgencies: true });
  });

  it("refuses stale OldData with the StaleFlightData kind, a definite refusal", async () => {
    const read = await flightOf(date, 1);
    await client.updateFlight(read, { hideFlightFromSubsidiaryAgencies: true });
    const err = await failure(client.updateFlight(read, { seatCapacity: read.SeatCapacity - 1 }));
    expect(err).toMatchObject({ name: "SupplierError", operation: "FlightUpdate", kind: "StaleFlightData", outcomeUnknown: false });
  });

  it("refuses the lagging read too: the fresh OldData is the one after the lag", async () => {
    const read = await flightOf(date, 2);
    await client.updateFlight(read, { seatCapacity: read.SeatCapacity + 1 });
    const lagging = (await client.getFlights({ date })).find((f) => f.Id === read.Id)!;
    expect(await failure(client.updateFlight(lagging, { seatCapacity: 1 }))).toMatchObject({ kind: "StaleFlightData" });
    clock.advance(LAG_SECONDS * 1000);
    const fresh = (await client.getFlights({ date })).find((f) => f.Id === read.Id)!;
    await client.updateFlight(fresh, { seatCapacity: fresh.SeatCapacity - 1 });
  });

  it("makes an update without an answer an unknown outcome, never retried", async () => {
    const read = await flightOf(date, 3);
    const quick = makeClient(sim.url, log.logger, { timeoutMs: 200 });
    sim.resetCalls();
    sim.setFaults([{ operation: "FlightUpdate", latencyMs: 1_000, times: 1 }]);
    const err = await failure(quick.updateFlight(read, { seatCapacity: read.SeatCapacity + 2 }));
    await quick.close();
    expect(err).toMatchObject({ name: "TransportError", kind: "timeout", outcomeUnknown: true });
    expect(sim.calls().FlightUpdate).toBe(1);
  });

  it("with the unapplied fault, accepts an Update and changes nothing: GetList shows the old data after the lag too", async () => {
    const read = await flightOf(date, 4);
    sim.setFaults([{ operation: "FlightUpdate", unapplied: true, times: 1 }]);
    await client.updateFlight(read, { seatCapacity: read.SeatCapacity + 3 });
    clock.advance(LAG_SECONDS * 1000);
    const after = (await client.getFlights({ date })).find((f) => f.Id === read.Id)!;
    expect(after.SeatCapacity).toBe(read.SeatCapacity);
    // The next Update, without the fault, is taken on the same OldData: nothing had changed.
    await client.updateFlight(read, { seatCapacity: read.SeatCapacity + 3 });
  });

  it("makes a flight list that does not fit a SchemaError naming the field", async () => {
    sim.setFaults([{ operation: "FlightGetList", wrongShape: true, times: 1 }]);
    const err = await failure(client.getFlights({ date, origin: "THR", destination: "MHD" }));
    expect(err).toMatchObject({ name: "SchemaError", path: "[0].SeatCapacity" });
  });
});
