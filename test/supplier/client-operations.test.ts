import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SIM_FIXTURES as F, simDate } from "../../src/sim/fixtures.js";
import { startSimulator, type Simulator } from "../../src/sim/server.js";
import type { SupplierClient } from "../../src/supplier/client.js";
import { SupplierError } from "../../src/supplier/errors.js";
import { eventFamily, isFlightBookedEvent, isSegmentCancelledEvent } from "../../src/supplier/schemas/events.js";
import { ACCOUNT, SIM_ACCOUNT, failure, makeClient } from "../support/supplier.js";
import { LogCapture } from "../support/log-capture.js";

/** Every operation against the simulator over HTTP: answers, supplier errors, credentials. */

let sim: Simulator;
let client: SupplierClient;
const log = new LogCapture();
let extraClients: SupplierClient[] = [];

// A fresh simulator for each test: refunds, faults and sales of one would change what another reads.
beforeEach(async () => {
  sim = await startSimulator({ ...SIM_ACCOUNT, eventDelaySeconds: 0 });
  client = makeClient(sim.url, log.logger);
});

afterEach(async () => {
  await Promise.all([client.close(), ...extraClients.map((c) => c.close())]);
  extraClients = [];
  await sim.close();
});

function otherClient(overrides: Parameters<typeof makeClient>[2]): SupplierClient {
  const c = makeClient(sim.url, log.logger, overrides);
  extraClients.push(c);
  return c;
}

const oneWay = (origin: string, destination: string, dayOffset: number, closed = false) => ({
  routes: [{ origin, destination, date: simDate(dayOffset) }],
  source: "All" as const,
  tour: false,
  closed,
  culture: "en-US" as const,
});

describe("search", () => {
  it("returns one-way itineraries of the route and day", async () => {
    const result = await client.search(oneWay("THR", "MHD", 8));
    expect(result.airportNotServed).toBe(false);
    expect(result.CurrencyCode).toBe("IRR");
    expect(result.ItineraryList.length).toBeGreaterThan(0);
    for (const itinerary of result.ItineraryList) {
      expect(itinerary.FlightList).toHaveLength(1);
      const [segment] = itinerary.FlightList;
      expect(segment!.Origin.Code).toBe("THR");
      expect(segment!.Destination.Code).toBe("MHD");
      expect(segment!.DepartureDateTime.startsWith(simDate(8))).toBe(true);
      expect(segment!.FlightClass.AdultFare.TotalFare).toBe(
        segment!.FlightClass.AdultFare.BaseFare + segment!.FlightClass.AdultFare.Tax,
      );
    }
    expect(result.ClosedFlightList).toEqual([]);
  });

  it("returns both segments of every round-trip itinerary", async () => {
    const { origin, destination, outboundDayOffset, returnDayOffset } = F.routes.roundTrip;
    const result = await client.search({
      ...oneWay(origin, destination, outboundDayOffset),
      routes: [
        { origin, destination, date: simDate(outboundDayOffset) },
        { origin: destination, destination: origin, date: simDate(returnDayOffset) },
      ],
    });
    expect(result.ItineraryList.length).toBeGreaterThan(0);
    for (const itinerary of result.ItineraryList) {
      expect(itinerary.FlightList.map((s) => `${s.Origin.Code}-${s.Destination.Code}`)).toEqual([
        `${origin}-${destination}`,
        `${destination}-${origin}`,
      ]);
    }
  });

  it("lists closed flights only when asked", async () => {
    const { origin, destination, dayOffset } = F.routes.closedFlights;
    const withClosed = await client.search(oneWay(origin, destination, dayOffset, true));
    const without = await client.search(oneWay(origin, destination, dayOffset, false));
    expect(withClosed.ClosedFlightList.length).toBeGreaterThanOrEqual(2);
    expect(withClosed.ClosedFlightList[0]).not.toHaveProperty("FlightClass");
    expect(without.ClosedFlightList).toEqual([]);
  });

  it("reads the two stops of a flight", async () => {
    const { origin, destination, stops } = F.routes.twoStops;
    const result = await client.search(oneWay(origin, destination, 5));
    const segment = result.ItineraryList[0]!.FlightList[0]!;
    expect([segment.Stop1?.AirportIataCode, segment.Stop2?.AirportIataCode]).toEqual(stops);
  });

  it("answers an airport the supplier does not serve (Error1027) with an empty result", async () => {
    const result = await client.search(oneWay("THR", F.unservedAirport, 5));
    expect(result).toEqual({ CurrencyCode: "", ItineraryList: [], ClosedFlightList: [], airportNotServed: true });
  });

  it("answers a day without flights with an empty list, not airportNotServed", async () => {
    const { origin, destination, dayOffset } = F.routes.noFlights;
    const result = await client.search(oneWay(origin, destination, dayOffset));
    expect(result.ItineraryList).toEqual([]);
    expect(result.airportNotServed).toBe(false);
  });
});

describe("getPenalty", () => {
  it("quotes each requested ticket", async () => {
    const { pnr, tickets } = F.oneWayRefundable;
    const quote = await client.getPenalty(pnr, [...tickets]);
    expect(quote.IsNoShow).toBe(false);
    expect(quote.PassengerList.map((p) => p.TicketNumber).sort()).toEqual([...tickets].sort());
    for (const p of quote.PassengerList) {
      expect(p.PenaltyPercent).toBe(10);
      expect(typeof p.BookingCode).toBe("string");
      expect(p.PenaltyAmountThatPassengerShouldPay).toBeGreaterThan(0);
    }
  });

  it("reports a no-show after departure", async () => {
    const quote = await client.getPenalty(F.departed.pnr, [...F.departed.tickets]);
    expect(quote.IsNoShow).toBe(true);
  });

  it.each([
    ["no penalty defined (1008)", F.noPenalty.pnr, F.noPenalty.tickets[0], "Error1008-PenaltyIsNotDefinedException", "PenaltyNotDefined"],
    ["an unknown ticket (1017)", F.oneWayRefundable.pnr, F.unknownTicket, "Error1017-TicketNumberNotFound", "TicketNotFound"],
    ["a refunded ticket (1017)", F.partlyRefunded.pnr, F.partlyRefunded.refundedTicket, "Error1017-TicketNumberNotFound", "TicketNotFound"],
  ])("makes %s a SupplierError", async (_, pnr, ticket, code, kind) => {
    const err = await failure(client.getPenalty(pnr, [ticket]));
    expect(err).toBeInstanceOf(SupplierError);
    expect(err).toMatchObject({ operation: "GetPenalty", code, kind, outcomeUnknown: false });
  });

  it("carries the message of a generic Exception", async () => {
    const err = await failure(client.getPenalty(F.unknownPnr, [F.unknownTicket]));
    expect(err).toMatchObject({ kind: "Exception", code: "Exception" });
    expect((err as SupplierError).supplierMessage).toMatch(/\S/);
  });
});

describe("doRefund", () => {
  it("refunds with the exact quoted penalty, after which the ticket is gone", async () => {
    const { pnr, tickets } = F.oneWayRefundable;
    const ticket = tickets[0];
    const [quoted] = (await client.getPenalty(pnr, [ticket])).PassengerList;
    const result = await client.doRefund({
      pnr,
      segments: [{ ticketNumber: ticket, penalty: quoted!.PenaltyAmountThatPassengerShouldPay }],
      reason: 1,
      remarks: "passenger request",
    });
    expect(result.TrackingCode).toBeNull();
    expect(await failure(client.getPenalty(pnr, [ticket]))).toMatchObject({ kind: "TicketNotFound" });
  });

  it("answers a schedule-change refund with a tracking code", async () => {
    const { pnr, tickets } = F.thirdParty;
    const result = await client.doRefund({ pnr, segments: [{ ticketNumber: tickets[0], penalty: 0 }], reason: 2, remarks: null });
    expect(result.TrackingCode).toMatch(/^[0-9a-f-]{36}$/i);
  });

  it("makes a wrong penalty Error1009, a definite refusal", async () => {
    const { pnr, tickets } = F.oneWayRefundable;
    const err = await failure(
      client.doRefund({ pnr, segments: [{ ticketNumber: tickets[1], penalty: 1 }], reason: 1, remarks: null }),
    );
    expect(err).toMatchObject({ kind: "PenaltyMismatch", code: "Error1009-PenaltyMismatchException", outcomeUnknown: false });
  });

  it("makes a reason-1 refund without a defined penalty Error1008", async () => {
    const { pnr, tickets } = F.noPenalty;
    const err = await failure(client.doRefund({ pnr, segments: [{ ticketNumber: tickets[0], penalty: 0 }], reason: 1, remarks: null }));
    expect(err).toMatchObject({ operation: "DoRefund", kind: "PenaltyNotDefined", outcomeUnknown: false });
  });
});

describe("getHistory", () => {
  it("reads the latest state, the first booking and the three history lists", async () => {
    const history = await client.getHistory(F.sixPassengers.pnr);
    expect(history.LastState.PassengerList).toHaveLength(F.sixPassengers.passengerCount);
    expect(history.History_InitialBooking.PassengerList[0]!.AgeTypeCode).toMatch(/^(ADL|CHD|INF)$/);
    expect(history.History_InitialBooking.BookingDateTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(history.History_Cancelation.HistoryList.length).toBeGreaterThan(0);
    expect(history.History_PassengerInfoChanged.HistoryList.length).toBeGreaterThan(0);
    expect(history.History_ChangedFlight.HistoryList.length).toBeGreaterThan(0);
    const tickets = history.LastState.PassengerList.flatMap((p) => p.SegmentList.map((s) => s.LocalTicketNumber));
    expect(tickets).toEqual(expect.arrayContaining(F.sixPassengers.tickets.filter((t) => t !== F.sixPassengers.refundedTicket)));
  });

  it("makes an unknown PNR an Exception with its message", async () => {
    const err = await failure(client.getHistory(F.unknownPnr));
    expect(err).toMatchObject({ operation: "GetHistory", kind: "Exception" });
    expect((err as SupplierError).supplierMessage).toMatch(/\S/);
  });
});

describe("getStatus", () => {
  it("reads an issued booking", async () => {
    const status = await client.getStatus(F.status.issued.reference);
    expect(status).toMatchObject({ StatusId: 1, StatusDesc: "OK", LocalPnr: F.status.issued.localPnr });
    expect(status.FailReason ?? null).toBeNull();
    const segments = status.PassengerList.flatMap((p) => p.SegmentList);
    expect(segments.length).toBeGreaterThan(0);
    for (const segment of segments) expect(segment.FreeBaggage?.CheckedBaggage_Quantity).toEqual(expect.any(Number));
  });

  it("reads a failed booking with its reason", async () => {
    const status = await client.getStatus(F.status.failed.reference);
    expect(status).toMatchObject({ StatusId: 2, FailReason: F.status.failed.failReason, PassengerList: [] });
  });

  it("makes an unknown reference an Exception", async () => {
    expect(await failure(client.getStatus(F.status.unknown))).toMatchObject({ kind: "Exception" });
  });
});

describe("getEvents", () => {
  const range = { from: new Date(Date.now() - 60 * 86_400_000), to: new Date(Date.now() + 60_000) };
  const TYPES = ["FederatedFlight.FlightBookedV2", "CharterFlight.BookingSegmentCancelledV1"];

  it.each(["b2b", "b2m"] as const)("reads a %s page with typed booking and cancellation data", async (source) => {
    const page = await client.getEvents(source, { ...range, types: TYPES });
    expect(page.rejected).toEqual([]);
    expect(page.events.some(isFlightBookedEvent)).toBe(true);
    expect(page.events.some(isSegmentCancelledEvent)).toBe(true);
    // A newer version of a type asked for (FlightBookedV3) comes as its family.
    expect(page.events.every((e) => TYPES.some((type) => eventFamily(type) === eventFamily(e.Type)))).toBe(true);
    for (const event of page.events) {
      if (isFlightBookedEvent(event)) expect(typeof event.Data.SaleCurrency.Code).toBe("string");
      if (isSegmentCancelledEvent(event)) expect(typeof event.Data.CancelledFlightInfo.FlightNumber).toBe("string");
    }
  });

  it("keeps fields the interface does not name (B2M adds TenantName)", async () => {
    const page = await client.getEvents("b2m", { ...range, types: TYPES });
    expect((page.events[0]!.Data as Record<string, unknown>).TenantName).toEqual(expect.any(String));
  });

  it("keeps events of other types with their data", async () => {
    const page = await client.getEvents("b2b", { ...range, types: ["FederatedHotel.HotelBookedV1"] });
    expect(page.events.length).toBeGreaterThan(0);
    expect(page.events[0]!.Data).toHaveProperty("HotelName");
  });

  it("sees a booking made now", async () => {
    const { pnr, eventId } = sim.createBooking();
    const page = await client.getEvents("b2b", { ...range, types: ["FederatedFlight.FlightBookedV2"] });
    const event = page.events.find((e) => e.Id === eventId);
    expect(event && isFlightBookedEvent(event) && event.Data.Pnr).toBe(pnr);
  });
});

describe("getAircraft", () => {
  it("authenticates with Username and Password when no token is set", async () => {
    const list = await client.getAircraft();
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]?.Registration).toMatch(/^[A-Z]{2}-[A-Z]{3}$/);
  });

  it("sends the access token instead of Username and Password", async () => {
    // The simulator refuses a request carrying both methods, so success means no Username was sent.
    const list = await otherClient({ accessToken: ACCOUNT.accessToken }).getAircraft();
    expect(list.length).toBeGreaterThan(0);
  });

  it("really sends the token: a wrong one is refused even with valid credentials", async () => {
    const err = await failure(otherClient({ accessToken: "expired-token" }).getAircraft());
    expect(err).toMatchObject({ operation: "AircraftGetList", kind: "Exception" });
  });

  it("uses Username and Password for the other operations even with a token", async () => {
    const status = await otherClient({ accessToken: ACCOUNT.accessToken }).getStatus(F.status.issued.reference);
    expect(status.StatusId).toBe(1);
  });
});

describe("credentials", () => {
  it("makes wrong credentials a supplier Exception on every authenticated operation", async () => {
    const wrong = otherClient({ passwordMd5: "0".repeat(32) });
    const calls = [
      wrong.getHistory(F.sixPassengers.pnr),
      wrong.getStatus(F.status.issued.reference),
      wrong.getPenalty(F.oneWayRefundable.pnr, [F.oneWayRefundable.tickets[1]]),
      wrong.getEvents("b2b", { ...range(), types: [] }),
      wrong.getAircraft(),
    ];
    for (const err of await Promise.all(calls.map(failure))) {
      expect(err).toBeInstanceOf(SupplierError);
      expect(err).toMatchObject({ kind: "Exception" });
    }
  });

  it("needs no credentials for B2M events", async () => {
    const page = await otherClient({ passwordMd5: "0".repeat(32) }).getEvents("b2m", { ...range(), types: [] });
    expect(page.events.length).toBeGreaterThan(0);
  });

  function range() {
    return { from: new Date(Date.now() - 60 * 86_400_000), to: new Date() };
  }
});

describe("base URL", () => {
  it("keeps a path prefix of the base URL", async () => {
    // The simulator serves at the root, so the prefixed path is refused, naming the path it got.
    const err = await failure(otherClient({ baseUrl: `${sim.url}/gateway/` }).getStatus(F.status.issued.reference));
    expect((err as SupplierError).supplierMessage).toContain("/gateway/api/Partners/Flight/RetrieveBooking/V3/GetStatus");
  });
});
