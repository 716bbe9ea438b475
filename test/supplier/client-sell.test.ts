import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { exactSum } from "../../src/domain/decimal.js";
import { partyTotals } from "../../src/domain/fares.js";
import type { Party } from "../../src/domain/party.js";
import { SIM_FIXTURES as F, simDate } from "../../src/sim/fixtures.js";
import { NOT_ISSUED_REASON } from "../../src/sim/sell.js";
import { startSimulator, type SimOptions, type Simulator } from "../../src/sim/server.js";
import type { SellPassenger, SupplierClient } from "../../src/supplier/client.js";
import { SchemaError, SupplierError, TransportError, supplierWords } from "../../src/supplier/errors.js";
import type { FlightSegment } from "../../src/supplier/schemas/availability.js";
import { isFlightBookedEvent } from "../../src/supplier/schemas/events.js";
import { LogCapture } from "../support/log-capture.js";
import { SIM_ACCOUNT, failure, makeClient } from "../support/supplier.js";

/** Lock, Book and ReleaseLock against the simulator over HTTP, under the profile of the run. */

/** Book's own timeout in these tests (15 s in production); the other operations keep 2 s. */
const BOOK_TIMEOUT_MS = 400;

let sim: Simulator;
let client: SupplierClient;
const log = new LogCapture();
let clients: SupplierClient[] = [];

async function start(options: SimOptions = {}): Promise<void> {
  sim = await startSimulator({ ...SIM_ACCOUNT, eventDelaySeconds: 0, ...options });
  client = clientWith({ bookTimeoutMs: BOOK_TIMEOUT_MS });
}

function clientWith(overrides: Parameters<typeof makeClient>[2]): SupplierClient {
  const made = makeClient(sim.url, log.logger, overrides);
  clients.push(made);
  return made;
}

// A fresh simulator for each test: locks, sales and faults of one would change what another sees.
beforeEach(() => start());
afterEach(async () => {
  await Promise.all(clients.map((c) => c.close()));
  clients = [];
  await sim.close();
});

const seatsOf = (party: Party) => party.adults + party.children;
const totalOf = (segments: readonly FlightSegment[], party: Party) => exactSum(segments.map((s) => partyTotals(s.FlightClass, party).Payable));

interface Route {
  origin: string;
  destination: string;
}

/** The first itinerary of the coming days whose classes seat the party (and pass `fits`). */
async function offered(routes: readonly Route[], party: Party, fits: (s: FlightSegment) => boolean = () => true): Promise<FlightSegment[]> {
  for (let day = 6; day < 30; day++) {
    const answer = await client.search({
      routes: routes.map((r, i) => ({ ...r, date: simDate(day + 3 * i) })),
      source: "All",
      tour: false,
      closed: false,
      culture: "en-US",
    });
    const found = answer.ItineraryList.find((i) => i.FlightList.every((s) => s.FlightClass.AvailableSeat >= seatsOf(party) && fits(s)));
    if (found) return found.FlightList;
  }
  throw new Error(`no itinerary seats ${JSON.stringify(party)} on ${JSON.stringify(routes)}`);
}

const THR_MHD = [{ origin: "THR", destination: "MHD" }];

function passenger(age: SellPassenger["age"], sex: SellPassenger["sex"], firstName: string, nationality = "IR"): SellPassenger {
  const birthDate = { adult: "1985-06-01", child: "2018-03-09", infant: simDate(-200) }[age];
  return {
    age,
    sex,
    firstName,
    lastName: "Rahimi",
    birthDate,
    nationalCode: nationality === "IR" ? "0012345678" : null,
    passport: nationality === "IR" ? null : { number: "P9988776", expiryDate: simDate(900), nationality, issuedIn: nationality },
  };
}

const FAMILY: Party = { adults: 2, children: 1, infants: 1 };
const familyPassengers = [passenger("adult", "M", "Reza"), passenger("adult", "F", "Maryam"), passenger("child", "M", "Kian"), passenger("infant", "F", "Tara")];
const ONE: Party = { adults: 1, children: 0, infants: 0 };

/** A lock of the segments for the party, and the Book order that goes with it. */
async function locked(segments: FlightSegment[], party: Party, passengers: SellPassenger[], reference: string) {
  const totalPayable = totalOf(segments, party);
  const lock = await client.lock({ departure: segments[0]!, returning: segments[1] ?? null, party, totalPayable });
  return { departure: segments[0]!, returning: segments[1] ?? null, lock, passengers, mobile: "+989127654321", email: "desk@example.com", totalPayable, reference };
}

const tickets = (passengers: readonly { DepartureSegment: { LocalTicketNumber: string } }[]) => passengers.map((p) => p.DepartureSegment.LocalTicketNumber);

describe("lock, book, and the booking found again", () => {
  it("issues a family's tickets, which GetStatus finds by the reference and the feed announces", async () => {
    const credit = (await client.getBalance()).RemainedCredit;
    const order = await locked(await offered(THR_MHD, FAMILY), FAMILY, familyPassengers, "CLI-FAMILY");
    expect(order.lock).toMatchObject({ ReturningSegmentLockId: null, ExpiryInMinute: 10 });
    const booked = await client.book(order);
    expect(booked.LocalPnr).toMatch(/^[A-Z2-9]{6}$/);
    expect(new Set(tickets(booked.PassengerList)).size).toBe(4);

    const status = await client.getStatus("CLI-FAMILY");
    expect(status).toMatchObject({ StatusId: 1, StatusDesc: "OK", LocalPnr: booked.LocalPnr });
    expect(status.PassengerList.flatMap((p) => p.SegmentList.map((s) => s.LocalTicketNumber))).toEqual(tickets(booked.PassengerList));
    // The default titles (MR, MS, MSTR, MISS) told the supplier each passenger's sex.
    const history = await client.getHistory(booked.LocalPnr);
    expect(history.LastState.PassengerList.map((p) => p.Gender)).toEqual(["M", "F", "M", "F"]);

    const page = await client.getEvents("b2b", { from: new Date(Date.now() - 120_000), to: new Date(Date.now() + 5_000), types: ["FederatedFlight.FlightBookedV2"] });
    const event = page.events.filter(isFlightBookedEvent).find((e) => e.Data.Pnr === booked.LocalPnr);
    expect(event?.Data).toMatchObject({ TotalSalePayable: order.totalPayable, PnrSystemDakheliAgance: "CLI-FAMILY" });
    expect((await client.getBalance()).RemainedCredit).toBe(credit - order.totalPayable);
  });

  it("sends exact totals: a round trip in dollars, children and infants, at the round-trip-only fares", async () => {
    await sim.close();
    await start({ currency: "USD" });
    const party = { adults: 3, children: 2, infants: 1 };
    const { origin, destination } = F.routes.roundTrip;
    const segments = await offered([{ origin, destination }, { origin: destination, destination: origin }], party);
    const passengers = [
      passenger("adult", "M", "Reza"), passenger("adult", "F", "Maryam"), passenger("adult", "F", "Shirin"),
      passenger("child", "M", "Kian"), passenger("child", "F", "Lili"), passenger("infant", "M", "Aria"),
    ];
    const order = await locked(segments, party, passengers, "CLI-USD");
    expect(order.lock.ReturningSegmentLockId).not.toBeNull();
    const booked = await client.book(order);
    expect(booked.PassengerList.every((p) => p.ReturningSegment?.LocalTicketNumber)).toBe(true);
    expect((await client.getStatus("CLI-USD")).PassengerList.flatMap((p) => p.SegmentList)).toHaveLength(12);
  });

  it("reads every Lock and Book answer the profile sends, and sends the lock ids back as they came", async () => {
    for (let i = 0; i < 8; i++) {
      const order = await locked(await offered(THR_MHD, ONE), ONE, [passenger("adult", "F", "Neda")], `CLI-READ-${i}`);
      const booked = await client.book(order);
      expect((await client.getStatus(`CLI-READ-${i}`)).LocalPnr).toBe(booked.LocalPnr);
      expect(booked.PassengerList[0]!.DepartureSegment.LocalTicketNumber).toMatch(/^\d{13}$/);
    }
  });
});

describe("refusals are definite and named", () => {
  /** The refusal of one call, checked to be a named SupplierError that was sent once. */
  async function refused(call: () => Promise<unknown>, operation: "Lock" | "Book"): Promise<SupplierError> {
    sim.resetCalls();
    const err = await failure(call());
    expect(err).toBeInstanceOf(SupplierError);
    expect(err).toMatchObject({ operation, outcomeUnknown: false });
    expect(sim.calls()[operation]).toBe(1);
    return err as SupplierError;
  }

  it("10 seats are more than a lock holds (Error1013)", async () => {
    const party = { adults: 9, children: 1, infants: 0 };
    const [segment] = await offered(THR_MHD, party);
    const err = await refused(() => client.lock({ departure: segment!, returning: null, party, totalPayable: totalOf([segment!], party) }), "Lock");
    expect(err.kind).toBe("LockSeatLimit");
  });

  it("a reference an earlier Book used (Error1007)", async () => {
    const order = await locked(await offered(THR_MHD, ONE), ONE, [passenger("adult", "M", "Reza")], F.status.issued.reference);
    expect((await refused(() => client.book(order), "Book")).kind).toBe("DuplicateReference");
  });

  it("a nationality the fare class prohibits (Error1012), which GetStatus then explains", async () => {
    const { origin, destination } = F.routes.duplicateProhibited;
    const segments = await offered([{ origin, destination }], ONE, (s) => s.FlightClass.ProhibitedNationalityList.includes("AF"));
    const order = await locked(segments, ONE, [passenger("adult", "M", "Ahmad", "AF")], "CLI-AF");
    expect((await refused(() => client.book(order), "Book")).kind).toBe("ForbiddenNationality");
    expect(await client.getStatus("CLI-AF")).toMatchObject({ StatusId: 2, FailReason: expect.stringMatching(/AF/) });
  });

  it("a credit that does not cover the booking (Error1004)", async () => {
    const order = await locked(await offered(THR_MHD, ONE), ONE, [passenger("adult", "M", "Reza")], "CLI-CREDIT");
    sim.setCredit({ amount: order.totalPayable - 1 });
    expect((await refused(() => client.book(order), "Book")).kind).toBe("NoCredit");
  });

  it("a lock released before the Book (Error1010), whose release then still resolves", async () => {
    const order = await locked(await offered(THR_MHD, ONE), ONE, [passenger("adult", "M", "Reza")], "CLI-RELEASED");
    await client.releaseLock(order.lock.DepartureSegmentLockId);
    expect((await refused(() => client.book(order), "Book")).kind).toBe("LockReleased");
    await client.releaseLock(order.lock.DepartureSegmentLockId);
  });

  it("a fare that moved between the search and the Lock", async () => {
    const [segment] = await offered(THR_MHD, ONE);
    sim.setFaults([{ operation: "Lock", fareChangePercent: 7, times: 1 }]);
    const err = await refused(() => client.lock({ departure: segment!, returning: null, party: ONE, totalPayable: totalOf([segment!], ONE) }), "Lock");
    expect(err.kind).toBe("FareChanged");
  });
});

describe("a Book without a clear answer", () => {
  async function unanswered(reference: string, faults: object): Promise<unknown> {
    const order = await locked(await offered(THR_MHD, ONE), ONE, [passenger("adult", "M", "Reza")], reference);
    sim.setFaults([{ operation: "Book", times: 1, ...faults }]);
    sim.resetCalls();
    const started = Date.now();
    const err = await failure(client.book(order));
    // Book's own timeout, not the 2 s of the other operations.
    expect(Date.now() - started).toBeLessThan(BOOK_TIMEOUT_MS + 1_000);
    expect(sim.calls().Book).toBe(1);
    return err;
  }

  it("issued after the timeout: an unknown outcome, and GetStatus finds the booking", async () => {
    const err = await unanswered("CLI-LATE", { answerAfterMs: 3_000 });
    expect(err).toBeInstanceOf(TransportError);
    expect(err).toMatchObject({ kind: "timeout", operation: "Book", outcomeUnknown: true });
    const status = await client.getStatus("CLI-LATE");
    expect(status.StatusId).toBe(1);
    expect(status.LocalPnr).toMatch(/^[A-Z2-9]{6}$/);
  });

  it("not issued, answered after the timeout: an unknown outcome, and GetStatus says it failed", async () => {
    const err = await unanswered("CLI-FAILED", { notIssued: true, answerAfterMs: 3_000 });
    expect(err).toMatchObject({ kind: "timeout", outcomeUnknown: true });
    expect(await client.getStatus("CLI-FAILED")).toMatchObject({ StatusId: 2, FailReason: NOT_ISSUED_REASON });
  });

  it("never reached the supplier: GetStatus knows no such request, in words that name it", async () => {
    const err = await unanswered("CLI-LOST", { hang: true });
    expect(err).toMatchObject({ kind: "timeout", outcomeUnknown: true });
    const unknown = await failure(client.getStatus("CLI-LOST"));
    expect(unknown).toBeInstanceOf(SupplierError);
    expect((unknown as SupplierError).speaksOf("CLI-LOST")).toBe(true);
  });

  it("an answer cut in half after the booking was issued: unknown, sent once, issued", async () => {
    const err = await unanswered("CLI-CUT", { malformedJson: true });
    expect(err).toMatchObject({ kind: "not-json", outcomeUnknown: true });
    expect((await client.getStatus("CLI-CUT")).StatusId).toBe(1);
  });

  it("a gateway's 502: unknown, sent once", async () => {
    expect(await unanswered("CLI-502", { status: 502 })).toMatchObject({ kind: "http", status: 502, outcomeUnknown: true });
  });

  it("Book's timeout is its own: a slow Book is waited for though the other operations' timeout is shorter", async () => {
    const patient = clientWith({ timeoutMs: 300, bookTimeoutMs: 5_000 });
    const order = await locked(await offered(THR_MHD, ONE), ONE, [passenger("adult", "M", "Reza")], "CLI-SLOW");
    sim.setFaults([{ operation: "Book", answerAfterMs: 800, times: 1 }]);
    expect((await patient.book(order)).LocalPnr).toMatch(/^[A-Z2-9]{6}$/);
  });
});

describe("never twice", () => {
  it("sends a Lock that meets a server failure once, its outcome unknown", async () => {
    const [segment] = await offered(THR_MHD, ONE);
    sim.setFaults([{ operation: "Lock", status: 500 }]);
    sim.resetCalls();
    const err = await failure(client.lock({ departure: segment!, returning: null, party: ONE, totalPayable: totalOf([segment!], ONE) }));
    expect(err).toMatchObject({ operation: "Lock", outcomeUnknown: true });
    expect(sim.calls().Lock).toBe(1);
  });

  it("retries a ReleaseLock the gateway failed, and the seats come back", async () => {
    const [segment] = await offered(THR_MHD, { adults: 2, children: 0, infants: 0 });
    const seats = async () => {
      const answer = await client.search({ routes: [{ origin: "THR", destination: "MHD", date: segment!.DepartureDateTime.slice(0, 10) }], source: "All", tour: false, closed: false, culture: "en-US" });
      return answer.ItineraryList.map((i) => i.FlightList[0]!).find((s) => s.FlightNumber === segment!.FlightNumber && s.FlightClass.FareName === segment!.FlightClass.FareName)?.FlightClass.AvailableSeat;
    };
    const before = await seats();
    const party = { adults: 2, children: 0, infants: 0 };
    const lock = await client.lock({ departure: segment!, returning: null, party, totalPayable: totalOf([segment!], party) });
    expect(await seats()).toBe(before! - 2);
    sim.setFaults([{ operation: "ReleaseLock", status: 503, times: 1 }]);
    sim.resetCalls();
    await client.releaseLock(lock.DepartureSegmentLockId);
    expect(sim.calls().ReleaseLock).toBe(2);
    expect(await seats()).toBe(before);
  });
});

describe("titles", () => {
  it("sends the configured words; a word the supplier does not know is refused, and GetStatus says so", async () => {
    const titles = { adult: { M: "Herr", F: "Frau" }, child: { M: "MSTR", F: "MISS" }, infant: { M: "MSTR", F: "MISS" } };
    const german = clientWith({ titles });
    const order = await locked(await offered(THR_MHD, ONE), ONE, [passenger("adult", "M", "Jonas", "DE")], "CLI-HERR");
    const err = await failure(german.book(order));
    // The real profile may send this generic refusal at 200 without ExceptionType: then its outcome is unclear.
    expect(err instanceof SupplierError || (err instanceof SchemaError && err.outcomeUnknown)).toBe(true);
    expect(supplierWords(err)).toMatch(/Title "Herr"/);
    expect(await client.getStatus("CLI-HERR")).toMatchObject({ StatusId: 2, FailReason: expect.stringMatching(/Herr/) });
    const mrs = clientWith({ titles: { ...titles, adult: { M: "Mr", F: "Mrs" } } });
    const again = await locked(await offered(THR_MHD, ONE), ONE, [passenger("adult", "F", "Sara")], "CLI-MRS");
    const booked = await mrs.book(again);
    expect((await client.getHistory(booked.LocalPnr)).LastState.PassengerList[0]!.Gender).toBe("F");
  });
});
