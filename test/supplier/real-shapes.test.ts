import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIM_FIXTURES as F, simDate } from "../../src/sim/fixtures.js";
import { startSimulator, type Simulator } from "../../src/sim/server.js";
import type { SupplierClient } from "../../src/supplier/client.js";
import { TransportError } from "../../src/supplier/errors.js";
import { isFlightBookedEvent, isSegmentCancelledEvent, type SupplierEvent } from "../../src/supplier/schemas/events.js";
import type { HistoryResponse } from "../../src/supplier/schemas/booking.js";
import { parseSupplierPaths } from "../../src/supplier/settings.js";
import { ACCOUNT, SIM_ACCOUNT, failure, makeClient } from "../support/supplier.js";
import { LogCapture } from "../support/log-capture.js";

/**
 * The client against the simulator's "real" profile, through HTTP, operation by operation:
 * whatever shape the supplier's habits give an answer (members left out, lists as null, older
 * spellings, camelCase, bare arrays, numeric genders, errors at any status), the client reads
 * the same flights, money and identifiers as from the interface's exact shapes. Each operation
 * is called many times, so that the seeded mix shows each of its variations.
 */

const log = new LogCapture();
let real: Simulator;
let strict: Simulator;
let realClient: SupplierClient;
let strictClient: SupplierClient;
/** The feed up to here is the same in both simulators (no test refunds on either). */
let seeded: Date;

beforeAll(async () => {
  const options = { ...SIM_ACCOUNT, eventDelaySeconds: 0 };
  real = await startSimulator({ ...options, profile: "real" });
  strict = await startSimulator({ ...options, profile: "strict" });
  seeded = new Date(Date.now() - 1000);
  realClient = makeClient(real.url, log.logger);
  strictClient = makeClient(strict.url, log.logger);
});
afterAll(async () => {
  await Promise.all([realClient.close(), strictClient.close()]);
  await Promise.all([real.close(), strict.close()]);
});

/** Calls the same operation on both simulators `times` times; `view` keeps what must agree. */
async function agree<T, V>(times: number, call: (client: SupplierClient) => Promise<T>, view: (answer: T) => V): Promise<V> {
  let last: V | undefined;
  for (let i = 0; i < times; i++) {
    const [fromReal, fromStrict] = await Promise.all([call(realClient), call(strictClient)]);
    expect(view(fromReal)).toEqual(view(fromStrict));
    last = view(fromStrict);
  }
  return last as V;
}

describe("searches", () => {
  const { roundTrip, severalDestinations, closedFlights, twoStops } = F.routes;
  const queries = [
    [{ origin: roundTrip.origin, destination: roundTrip.destination, date: simDate(roundTrip.outboundDayOffset) }, { origin: roundTrip.destination, destination: roundTrip.origin, date: simDate(roundTrip.returnDayOffset) }],
    severalDestinations.destinations.map((destination) => ({ origin: severalDestinations.origin, destination, date: simDate(severalDestinations.dayOffset) })),
    [{ origin: closedFlights.origin, destination: closedFlights.destination, date: simDate(closedFlights.dayOffset) }],
    [{ origin: twoStops.origin, destination: twoStops.destination, date: simDate(4) }],
    [{ origin: F.routes.noFlights.origin, destination: F.routes.noFlights.destination, date: simDate(F.routes.noFlights.dayOffset) }],
  ];

  it.each(queries.map((routes, i) => [i, routes] as const))("read the same flights, fares and stops in every shape (query %i)", async (_, routes) => {
    const flights = await agree(
      12,
      (client) => client.search({ routes: [...routes], source: "All", tour: false, closed: true, culture: "en-US" }),
      (answer) => ({
        currency: answer.ItineraryList.length > 0 ? answer.CurrencyCode : "",
        itineraries: answer.ItineraryList.map((i) =>
          i.FlightList.map((f) => ({
            flight: `${f.Airline}${f.FlightNumber}`,
            at: f.DepartureDateTime,
            route: [f.Origin.Code, f.Stop1?.AirportIataCode, f.Stop2?.AirportIataCode, f.Destination.Code],
            fareName: f.FlightClass.FareName,
            seats: f.FlightClass.AvailableSeat,
            fares: [f.FlightClass.AdultFare, f.FlightClass.ChildFare, f.FlightClass.InfantFare].map((fare) => [fare.BaseFare, fare.Tax, fare.TotalFare, fare.Commission, fare.Markup, fare.Payable]),
            nationalities: [f.FlightClass.PermittedNationalityList, f.FlightClass.ProhibitedNationalityList],
          })),
        ),
        closed: answer.ClosedFlightList.map((f) => `${f.Airline}${f.FlightNumber} ${f.DepartureDateTime}`),
      }),
    );
    if (routes[0]!.origin !== F.routes.noFlights.origin) expect(flights.itineraries.length).toBeGreaterThan(0);
  });
});

describe("bookings", () => {
  const pnrs = [F.oneWayRefundable.pnr, F.roundTrip.pnr, F.sixPassengers.pnr, F.partlyRefunded.pnr, F.thirdParty.pnr, F.htmlText.pnr];
  const bookingView = (h: HistoryResponse) => ({
    booked: h.History_InitialBooking.BookingDateTime,
    contact: [h.History_InitialBooking.Phone, h.History_InitialBooking.Email],
    passengers: h.LastState.PassengerList.map((p) => ({
      name: `${p.FirstName} ${p.LastName}`,
      // The letter and the number say the same (1 male, 2 female).
      gender: p.Gender,
      nationalId: p.IranianCartMelli?.CodeMelli ?? null,
      segments: p.SegmentList.map((s) => [s.LocalTicketNumber, s.FlightNumber, s.FlightDate, s.SaleInfo.Payable, s.SaleInfo.TotalFare]),
    })),
    lists: [h.History_Cancelation.HistoryList.length, h.History_PassengerInfoChanged.HistoryList.length, h.History_ChangedFlight.HistoryList.length],
  });

  it.each(pnrs)("read the history of %s the same in every shape", async (pnr) => {
    const view = await agree(8, (client) => client.getHistory(pnr), bookingView);
    expect(view.passengers.length).toBeGreaterThan(0);
  });

  it("read the status of an issued and of a failed booking request the same in every shape", async () => {
    for (const reference of [F.status.issued.reference, F.status.failed.reference]) {
      await agree(8, (client) => client.getStatus(reference), (s) => ({
        id: s.StatusId,
        pnr: s.LocalPnr || null,
        reason: s.FailReason ?? null,
        tickets: s.PassengerList.flatMap((p) => p.SegmentList.map((seg) => seg.LocalTicketNumber)),
      }));
    }
  });

  it("tell an unknown PNR by the supplier's words, whatever the status and body of the error", async () => {
    for (let i = 0; i < 10; i++) {
      const err = await failure(realClient.getHistory(F.unknownPnr));
      expect(err).toMatchObject({ name: "SupplierError", kind: "Exception", accountRefused: false });
      expect((err as { supplierMessage: string }).supplierMessage).toContain(F.unknownPnr);
    }
  });
});

describe("refunds", () => {
  // Refunds are made on a real-profile simulator of their own: the pair the other tests compare stays alike.
  let refunds: Simulator;
  let refunder: SupplierClient;
  beforeAll(async () => {
    refunds = await startSimulator({ ...SIM_ACCOUNT, eventDelaySeconds: 0, profile: "real" });
    refunder = makeClient(refunds.url, log.logger);
  });
  afterAll(async () => {
    await refunder.close();
    await refunds.close();
  });

  it("quote the same tickets and fares in every shape, and a decimal percent with its exact amount", async () => {
    const tickets = F.sixPassengers.tickets.slice(0, 4);
    // Only the percent differs between the profiles (the real one charges decimals on class M).
    const quotes = await agree(8, (client) => client.getPenalty(F.sixPassengers.pnr, tickets), (q) => q.PassengerList.map((p) => [p.TicketNumber, p.Payable]));
    expect(quotes).toHaveLength(4);
    const quote = await refunder.getPenalty(F.sixPassengers.pnr, [F.sixPassengers.tickets[0]!]);
    const [passenger] = quote.PassengerList;
    expect(passenger!.PenaltyPercent).toBe(32.5);
    // The amount to send back is the one quoted: a refund with it is accepted below, one unit off is not.
    const order = (penalty: number) => ({ pnr: F.sixPassengers.pnr, segments: [{ ticketNumber: passenger!.TicketNumber, penalty }], reason: 1 as const, remarks: null });
    expect(await failure(refunder.doRefund(order(passenger!.PenaltyAmountThatPassengerShouldPay + 1)))).toMatchObject({ kind: "PenaltyMismatch" });
    expect((await refunder.doRefund(order(passenger!.PenaltyAmountThatPassengerShouldPay))).TrackingCode).toBeNull();
  });

  it("refund with the quoted amounts on the real profile: reason 1 answers without TrackingCode, reason 2 with one", async () => {
    const [ticket1, ticket2] = F.oneWayRefundable.tickets;
    const quote = await refunder.getPenalty(F.oneWayRefundable.pnr, [ticket1]);
    const penalty = quote.PassengerList[0]!.PenaltyAmountThatPassengerShouldPay;
    const done = await refunder.doRefund({ pnr: F.oneWayRefundable.pnr, segments: [{ ticketNumber: ticket1, penalty }], reason: 1, remarks: null });
    expect(done.TrackingCode).toBeNull();
    const changed = await refunder.doRefund({ pnr: F.oneWayRefundable.pnr, segments: [{ ticketNumber: ticket2, penalty: 0 }], reason: 2, remarks: "moved" });
    expect(changed.TrackingCode).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("read a named refusal as definite at any status: a wrong penalty is Error1009, never unknown", async () => {
    for (let i = 0; i < 6; i++) {
      const err = await failure(realClient.doRefund({ pnr: F.roundTrip.pnr, segments: [{ ticketNumber: F.roundTrip.passenger1Outbound, penalty: 1 }], reason: 1, remarks: null }));
      expect(err).toMatchObject({ kind: "PenaltyMismatch", outcomeUnknown: false, traceId: expect.any(String) });
    }
  });
});

describe("events", () => {
  const range = () => ({ from: new Date(Date.now() - 60 * 86_400_000), to: seeded });
  const TYPES = ["FederatedFlight.FlightBookedV2", "CharterFlight.BookingSegmentCancelledV1", "Federated.PassengerInfoChangedV1"];
  const view = (events: SupplierEvent[]) =>
    events.map((e) => ({
      id: e.Id,
      at: e.CreateDateTime,
      family: e.family,
      pnr: isFlightBookedEvent(e) || isSegmentCancelledEvent(e) ? e.Data.Pnr : null,
      money: isFlightBookedEvent(e) ? e.Data.TotalSalePayable : isSegmentCancelledEvent(e) ? e.Data.Passengers.map((p) => p.AmountThatShouldPayBackToPassenger) : null,
    }));

  it.each(["b2b", "b2m"] as const)("read the same %s events, booked V3 ones as bookings, none rejected", async (source) => {
    const [fromReal, fromStrict] = await Promise.all([realClient.getEvents(source, { ...range(), types: TYPES }), strictClient.getEvents(source, { ...range(), types: TYPES })]);
    expect(fromReal.rejected).toEqual([]);
    expect(view(fromReal.events)).toEqual(view(fromStrict.events));
    expect(fromReal.events.some((e) => e.Type === "FederatedFlight.FlightBookedV3" && isFlightBookedEvent(e))).toBe(true);
  });
});

describe("the fleet", () => {
  it("reads camelCase answers and bare arrays as the same aircraft", async () => {
    const fleet = await agree(10, (client) => client.getAircraft(), (list) => list.map((a) => [a.Registration, a.Model, a.SeatCount, a.IsActive]));
    expect(fleet.length).toBeGreaterThan(0);
    expect(fleet.every(([registration]) => typeof registration === "string")).toBe(true);
  });
});

describe("installations that differ", () => {
  it("reaches operations at other versions through SUPPLIER_PATHS (the real supplier matches any case and version)", async () => {
    const { paths } = parseSupplierPaths("search=/api/partners/flight/availability/V17/searchbyrouteanddate,status=/API/Partners/Flight/RetrieveBooking/V1/GetStatus");
    const client = makeClient(real.url, log.logger, { paths });
    const other = makeClient(strict.url, log.logger, { paths });
    try {
      expect((await client.getStatus(F.status.issued.reference)).StatusId).toBe(1);
      // The strict simulator serves only the documented paths: proof the override was used.
      expect(await failure(other.getStatus(F.status.issued.reference))).toMatchObject({ name: "SupplierError", status: 404 });
    } finally {
      await Promise.all([client.close(), other.close()]);
    }
  });

  it("sends SUPPLIER_HEADERS on every request: an API key the Bot path needs", async () => {
    const keyed = await startSimulator({ ...SIM_ACCOUNT, apiKey: "k3y-7781-secret" });
    const withKey = makeClient(keyed.url, log.logger, { headers: { "X-API-KEY": "k3y-7781-secret" } });
    const without = makeClient(keyed.url, log.logger);
    try {
      expect((await withKey.getAircraft()).length).toBeGreaterThan(0);
      expect(await failure(without.getAircraft())).toMatchObject({ status: 401, accountRefused: true });
      expect(log.lines.join("\n")).not.toContain("k3y-7781-secret");
    } finally {
      await Promise.all([withKey.close(), without.close()]);
      await keyed.close();
    }
  });
});

describe("hostile answers", () => {
  it("refuses an answer larger than its operation's limit while it streams, without retrying", async () => {
    real.setFaults([{ operation: "GetHistory", oversizeBytes: 6 * 1024 * 1024 }]);
    real.resetCalls();
    try {
      const err = await failure(realClient.getHistory(F.oneWayRefundable.pnr));
      expect(err).toBeInstanceOf(TransportError);
      expect(err).toMatchObject({ kind: "too-large", outcomeUnknown: false });
      expect(real.calls().GetHistory).toBe(1);
    } finally {
      real.clearFaults();
    }
  });

  it("refuses a gzip bomb: a small body that would inflate past the limit", async () => {
    real.setFaults([{ operation: "GetStatus", gzipBomb: 64 * 1024 * 1024 }]);
    try {
      const err = await failure(realClient.getStatus(F.status.issued.reference));
      expect(err).toMatchObject({ name: "TransportError", kind: "too-large" });
      expect(String(err)).toMatch(/inflates to more than 4194304 bytes/);
    } finally {
      real.clearFaults();
    }
  });

  it("does not follow a redirect: it names where the supplier points, for SUPPLIER_BASE_URL", async () => {
    real.setFaults([{ operation: "GetStatus", redirect: true }]);
    try {
      const err = await failure(realClient.getStatus(F.status.issued.reference));
      expect(err).toMatchObject({ name: "TransportError", kind: "redirect", status: 301 });
      expect(String(err)).toMatch(/redirect to http:\/\/localhost:\d+\/api\/Partners\/Flight\/RetrieveBooking\/V3\/GetStatus: set SUPPLIER_BASE_URL/);
    } finally {
      real.clearFaults();
    }
  });

  it("checks the account: accepted, refused with the supplier's words, or unreachable", async () => {
    expect(await realClient.checkAccount()).toEqual({ state: "ok" });
    const wrong = makeClient(real.url, log.logger, { passwordMd5: "0".repeat(32) });
    try {
      const refused = await wrong.checkAccount();
      expect(refused.state).toBe("refused");
      expect(refused.state === "refused" && refused.error.message).toMatch(/Invalid username or password/);
    } finally {
      await wrong.close();
    }
    for (const [status, said] of [[503, /HTTP 503/], [500, /Internal server error|An error has occurred/]] as const) {
      real.setFaults([{ operation: "GetStatus", status }]);
      try {
        expect(await realClient.checkAccount()).toMatchObject({ state: "unreachable", error: expect.stringMatching(said) });
      } finally {
        real.clearFaults();
      }
    }
    // The supplier's words about the impossible reference prove the account passed, at any status and in any body.
    for (const errorStatus of [200, 400, 500] as const) {
      for (const errorBody of ["full", "bare", "framework"] as const) {
        real.setFaults([{ operation: "GetStatus", errorStatus, errorBody }]);
        try {
          expect(await realClient.checkAccount(), `${errorStatus} ${errorBody}`).toEqual({ state: "ok" });
        } finally {
          real.clearFaults();
        }
      }
    }
    // A wrong path (SUPPLIER_PATHS) answers 404 from the web framework: not checked, not "accepted".
    const lost = makeClient(real.url, log.logger, { paths: parseSupplierPaths("status=/api/Nowhere/GetStatus").paths });
    try {
      expect(await lost.checkAccount()).toMatchObject({ state: "unreachable" });
    } finally {
      await lost.close();
    }
    expect(ACCOUNT.username).toBe(SIM_ACCOUNT.username);
  });
});
