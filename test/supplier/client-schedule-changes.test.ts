import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIM_FIXTURES as F, simDate } from "../../src/sim/fixtures.js";
import { startSimulator, type Simulator } from "../../src/sim/server.js";
import type { SupplierClient } from "../../src/supplier/client.js";
import { LogCapture } from "../support/log-capture.js";
import { SIM_ACCOUNT, failure, makeClient } from "../support/supplier.js";

/** ChangedSchedulePassengers (Charter and Webservice) against the simulator over HTTP. */

let sim: Simulator;
let client: SupplierClient;
const log = new LogCapture();

beforeAll(async () => {
  sim = await startSimulator({ ...SIM_ACCOUNT, eventDelaySeconds: 0 });
  client = makeClient(sim.url, log.logger);
});
afterAll(async () => {
  await client.close();
  await sim.close();
});

const six = F.sixPassengers;
const outboundTickets = six.tickets.filter((_, i) => i % 2 === 0);

describe("getScheduleChanges", () => {
  it("lists every ticket of a moved charter flight, found by its old or its new date", async () => {
    for (const date of [simDate(six.originalOutboundDayOffset), simDate(six.outboundDayOffset)]) {
      const passengers = (await client.getScheduleChanges("charter", { from: date, to: date })).filter((p) => p.Pnr === six.pnr);
      expect(passengers.map((p) => p.TicketNumber).sort()).toEqual([...outboundTickets].sort());
      for (const p of passengers) {
        expect(p).toMatchObject({ OriginIataCode: six.origin, DestinationIataCode: six.destination, ChangeType: "DateChanged" });
        expect(p.OldFlightDateTime.startsWith(simDate(six.originalOutboundDayOffset))).toBe(true);
        expect(p.NewFlightDateTime.startsWith(simDate(six.outboundDayOffset))).toBe(true);
        expect(p.FirstName).toMatch(/\S/);
      }
    }
  });

  it("leaves out changes outside the range and answers an empty range with an empty list", async () => {
    const before = simDate(six.originalOutboundDayOffset - 1);
    const changes = await client.getScheduleChanges("charter", { from: before, to: before });
    expect(changes.some((p) => p.Pnr === six.pnr)).toBe(false);
    expect(await client.getScheduleChanges("charter", { from: simDate(200), to: simDate(201) })).toEqual([]);
  });

  it("lists a web-service flight the airline moves now on the Webservice list only, and the feed tells it", async () => {
    const { pnr, tickets, dayOffset } = F.thirdParty;
    const range = { from: simDate(dayOffset), to: simDate(dayOffset + 1) };
    expect((await client.getScheduleChanges("webservice", range)).some((p) => p.Pnr === pnr)).toBe(false);
    expect(sim.changeSchedule(pnr)).toBe(true);
    const moved = (await client.getScheduleChanges("webservice", range)).filter((p) => p.Pnr === pnr);
    expect(moved.map((p) => p.TicketNumber)).toEqual([...tickets]);
    expect((await client.getScheduleChanges("charter", range)).some((p) => p.Pnr === pnr)).toBe(false);
    const page = await client.getEvents("b2b", { from: new Date(Date.now() - 60_000), to: new Date(Date.now() + 60_000), types: ["CharterFlight.BookingFlightSegmentReplacedV1"] });
    expect(page.events.some((e) => (e.Data as { Pnr?: unknown }).Pnr === pnr)).toBe(true);
  });

  it("makes a range that ends before it starts a supplier Exception", async () => {
    const err = await failure(client.getScheduleChanges("charter", { from: simDate(5), to: simDate(1) }));
    expect(err).toMatchObject({ operation: "ChangedScheduleCharter", kind: "Exception" });
  });

  it("makes a passenger without a ticket number a SchemaError naming it", async () => {
    sim.setFaults([{ operation: "ChangedScheduleCharter", wrongShape: true, times: 1 }]);
    const err = await failure(client.getScheduleChanges("charter", { from: simDate(0), to: simDate(60) }));
    expect(err).toMatchObject({ name: "SchemaError", path: "PassengerList[0].TicketNumber" });
  });
});
