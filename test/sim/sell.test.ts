import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SIM_FIXTURES as F } from "../../src/sim/fixtures.js";
import { startSimulator, type Simulator } from "../../src/sim/server.js";
import { LOCK_EXPIRY_MINUTES, NOT_ISSUED_REASON } from "../../src/sim/sell.js";
import { call, callRaw, CREDS, FIXED_NOW, manualClock, ok, type Leg } from "./helpers.js";
import { bookBody, foreigner, iranian, lockBody, offer, seatsLeft, totalOf, type Party } from "./sell-helpers.js";

/** Lock, Book and ReleaseLock on the strict profile, over HTTP, on a clock the tests move. */

let sim: Simulator;
let clock: ReturnType<typeof manualClock>;

beforeEach(async () => {
  clock = manualClock(FIXED_NOW);
  sim = await startSimulator({ profile: "strict", now: clock.now, eventDelaySeconds: 0 });
});
afterEach(async () => {
  await sim.close();
});

const THR_MHD: Leg = { origin: "THR", destination: "MHD", dayOffset: 8 };
const ONE_ADULT: Party = { adults: 1, children: 0, infants: 0 };
const family: Party = { adults: 2, children: 1, infants: 1 };
const familyPassengers = {
  AdultPassengers: [iranian("MR", "Reza"), iranian("mrs", "Maryam")],
  ChildPassengers: [iranian("MSTR", "Kian", "2019-02-01")],
  InfantPassengers: [iranian("Miss", "Tara", "2030-08-01")],
};

const lock = (body: object) => call(sim, "Lock", body);
const book = (body: object) => call(sim, "Book", body);
const release = (LockId: unknown) => call(sim, "ReleaseLock", { ...CREDS, LockId });
const status = (YourLocalInventoryPnr: string) => ok(call(sim, "GetStatus", { ...CREDS, YourLocalInventoryPnr }));
const refusal = async (reply: ReturnType<typeof call>) => {
  const r = await reply;
  expect(r.status).toBe(400);
  return r.json as { ExceptionType: string; ErrorMessage: string };
};
const seats = (leg: Leg, segment: any) => seatsLeft(sim, leg, segment, clock.now());

/** A locked one-way class of THR-MHD with room for the party. */
async function locked(party: Party) {
  const segments = await offer(sim, [THR_MHD], party.adults + party.children, clock.now());
  const total = totalOf(segments, party);
  return { segments, total, lock: await ok(lock(lockBody(segments, party, total))) };
}

describe("Lock and ReleaseLock", () => {
  it("holds the party's seats, infants on a lap, until released; a second release is Error1010", async () => {
    const [segment] = await offer(sim, [THR_MHD], 3, clock.now());
    const before = await seats(THR_MHD, segment);
    const held = await ok(lock(lockBody([segment], family)));
    expect(held).toEqual({ DepartureSegmentLockId: expect.any(Number), ReturningSegmentLockId: null, ExpiryInMinute: LOCK_EXPIRY_MINUTES });
    expect(await seats(THR_MHD, segment)).toBe(before - 3);
    expect(await ok(release(held.DepartureSegmentLockId))).toEqual({});
    expect(await seats(THR_MHD, segment)).toBe(before);
    expect((await refusal(release(held.DepartureSegmentLockId))).ExceptionType).toBe("Error1010-LockReleased");
    expect((await refusal(release(999))).ErrorMessage).toMatch(/No seats are locked under LockId 999/);
  });

  it("gives the seats back when the lock expires on the supplier's clock, and a Book then meets Error1010", async () => {
    const { segments, total, lock: held } = await locked({ adults: 2, children: 0, infants: 0 });
    const before = (await seats(THR_MHD, segments[0])) + 2;
    clock.advance(LOCK_EXPIRY_MINUTES * 60_000 - 1000);
    expect(await seats(THR_MHD, segments[0])).toBe(before - 2);
    clock.advance(1000);
    expect(await seats(THR_MHD, segments[0])).toBe(before);
    const passengers = { AdultPassengers: [iranian("MR", "Reza"), iranian("MS", "Sara")] };
    expect((await refusal(book(bookBody(segments, held, passengers, "SELL-EXP", total)))).ExceptionType).toBe("Error1010-LockReleased");
    expect(await status("SELL-EXP")).toMatchObject({ StatusId: 2, StatusDesc: "Failed", LocalPnr: "", FailReason: expect.stringMatching(/expired/) });
  });

  it("locks at most 9 seats (Error1013 for 10, even where the class has them) and no more than the class has (Error1002)", async () => {
    const [roomy] = await offer(sim, [THR_MHD], 10, clock.now());
    const ten = { adults: 9, children: 1, infants: 0 };
    expect((await refusal(lock(lockBody([roomy], ten)))).ExceptionType).toBe("Error1013-FlightLockCountLimit");
    const nine = { adults: 9, children: 0, infants: 3 };
    expect((await ok(lock(lockBody([roomy], nine)))).DepartureSegmentLockId).toEqual(expect.any(Number));
    // Held lock after lock until the class is empty: one seat more is one too many.
    for (let left = await seats(THR_MHD, roomy); left > 0; left = await seats(THR_MHD, roomy)) {
      await ok(lock(lockBody([roomy], { adults: Math.min(left, 9), children: 0, infants: 0 })));
    }
    expect((await refusal(lock(lockBody([roomy], ONE_ADULT)))).ExceptionType).toBe("Error1002-NoEnoughSeatAvailable");
  });

  it.each([
    ["a flight number that does not fly", { FlightNumber: "9999" }, "Error1001-FlightNotFound"],
    ["a flight that leaves at another time", { DepartureDateTime: "shift" }, "Error1011-FlightTimeMismatch"],
    ["a fare class the flight does not have", { FareName: "Unobtainium Flex" }, "Error1006-FareNotFound"],
  ])("names %s", async (_, change, code) => {
    const body = lockBody(await offer(sim, [THR_MHD], 1, clock.now()), ONE_ADULT);
    const departs = body.DepartureSegment.DepartureDateTime;
    const segment = { ...body.DepartureSegment, ...change };
    if (segment.DepartureDateTime === "shift") segment.DepartureDateTime = `${departs.slice(0, 11)}${departs.slice(11, 13) === "23" ? "00" : "23"}:59`;
    expect((await refusal(lock({ ...body, DepartureSegment: segment }))).ExceptionType).toBe(code);
  });

  it("refuses a party without an adult or with more infants than adults", async () => {
    const segments = await offer(sim, [THR_MHD], 2, clock.now());
    expect((await refusal(lock(lockBody(segments, { adults: 0, children: 1, infants: 0 })))).ErrorMessage).toMatch(/at least one adult/);
    expect((await refusal(lock(lockBody(segments, { adults: 1, children: 0, infants: 2 })))).ErrorMessage).toMatch(/infants/);
  });

  it("refuses a TotalPayable that is not the fare now (Error1052, the simulator's name), holding nothing", async () => {
    const [segment] = await offer(sim, [THR_MHD], 2, clock.now());
    const before = await seats(THR_MHD, segment);
    const wrong = await refusal(lock(lockBody([segment], family, totalOf([segment], family) + 1)));
    expect(wrong).toMatchObject({ ExceptionType: "Error1052-FareMismatchException", ErrorMessage: expect.stringMatching(/TotalPayable/) });
    expect(await seats(THR_MHD, segment)).toBe(before);
  });

  it("locks a round trip at its round-trip-only fares, one id per segment, released one by one", async () => {
    const { origin, destination, outboundDayOffset, returnDayOffset } = F.routes.roundTrip;
    const legs = [
      { origin, destination, dayOffset: outboundDayOffset },
      { origin: destination, destination: origin, dayOffset: returnDayOffset },
    ];
    // The round-trip answer carries the cheaper combined fares: summing them is what Lock expects.
    const segments = await offer(sim, legs, 2, clock.now(), (s) => ["Y", "M"].includes(s.FlightClass.BookingCode) && s.Airline === "ZV");
    const oneWay = await offer(sim, [legs[0]!], 2, clock.now(), (s) => s.FlightNumber === segments[0].FlightNumber && s.FlightClass.FareName === segments[0].FlightClass.FareName);
    expect(segments[0].FlightClass.AdultFare.Payable).toBeLessThan(oneWay[0].FlightClass.AdultFare.Payable);
    const party = { adults: 2, children: 0, infants: 0 };
    const held = await ok(lock(lockBody(segments, party)));
    expect(held.ReturningSegmentLockId).toEqual(expect.any(Number));
    expect(held.ReturningSegmentLockId).not.toBe(held.DepartureSegmentLockId);
    const passengers = { AdultPassengers: [iranian("MR", "Reza"), iranian("MS", "Sara")] };
    const crossed = bookBody(segments, { ...held, ReturningSegmentLockId: held.DepartureSegmentLockId }, passengers, "SELL-RT-X", totalOf(segments, party));
    expect((await refusal(book(crossed))).ErrorMessage).toMatch(/must be the return lock/);
    const back = await seats(legs[1]!, segments[1]);
    await ok(release(held.DepartureSegmentLockId));
    expect(await seats(legs[1]!, segments[1])).toBe(back);
    expect((await refusal(book(bookBody(segments, held, passengers, "SELL-RT", totalOf(segments, party))))).ExceptionType).toBe("Error1010-LockReleased");
    await ok(release(held.ReturningSegmentLockId));
    expect(await seats(legs[1]!, segments[1])).toBe(back + 2);
  });
});

describe("Book", () => {
  it("issues the lock as a sale: PNR and tickets, found by GetStatus and GetHistory, FlightBookedV2 in the feed, credit and seats taken", async () => {
    const credit = (await ok(call(sim, "CurrentBalance", CREDS))).RemainedCredit;
    const { segments, total, lock: held } = await locked(family);
    const left = await seats(THR_MHD, segments[0]);
    const booked = await ok(book(bookBody(segments, held, familyPassengers, "SELL-1", total)));
    expect(booked.LocalPnr).toMatch(/^[A-Z2-9]{6}$/);
    const tickets = booked.PassengerList.map((p: any) => p.DepartureSegment.LocalTicketNumber);
    expect(new Set(tickets).size).toBe(4);
    expect(booked.PassengerList.map((p: any) => [p.FirstName, p.ReturningSegment])).toEqual([["Reza", null], ["Maryam", null], ["Kian", null], ["Tara", null]]);
    expect(booked.PassengerList[0].DepartureSegment).toMatchObject({ FlightNumber: segments[0].FlightNumber, FlightDate: segments[0].DepartureDateTime, FareName: segments[0].FlightClass.FareName });

    const found = await status("SELL-1");
    expect(found).toMatchObject({ StatusId: 1, StatusDesc: "OK", LocalPnr: booked.LocalPnr, FailReason: null });
    expect(found.PassengerList.flatMap((p: any) => p.SegmentList.map((s: any) => s.LocalTicketNumber))).toEqual(tickets);
    const history = await ok(call(sim, "GetHistory", { ...CREDS, Pnr: booked.LocalPnr }));
    expect(history.LastState.PassengerList.map((p: any) => [p.AgeType, p.Gender])).toEqual([["ADL", "M"], ["ADL", "F"], ["CHD", "M"], ["INF", "F"]]);

    const feed = await ok(call(sim, "B2BGetEvents", { ...CREDS, FromDatetime: "2031-03-10 07:00:00", ToDatetime: "2031-03-10 09:00:00", EventTypeList: ["FederatedFlight.FlightBookedV2"] }));
    const event = feed.EventList.find((e: any) => e.Data.Pnr === booked.LocalPnr);
    expect(event.Data).toMatchObject({ PnrSystemDakheliAgance: "SELL-1", IsBookedByExternalApi: true, TotalSalePayable: total, Phone: "+989121112233" });
    expect(event.Data.Payment.PaymentTypeId).toBe(2);

    expect((await ok(call(sim, "CurrentBalance", CREDS))).RemainedCredit).toBe(credit - total);
    expect(await seats(THR_MHD, segments[0])).toBe(left);
    expect((await refusal(release(held.DepartureSegmentLockId))).ExceptionType).toBe("Error1010-LockReleased");
  });

  it("refuses a YourLocalInventoryPnr an earlier request used (Error1007), issued or failed, and keeps that one's outcome", async () => {
    const { segments, total, lock: held } = await locked(ONE_ADULT);
    const body = (reference: string) => bookBody(segments, held, { AdultPassengers: [iranian("MR", "Reza")] }, reference, total);
    for (const reference of [F.status.issued.reference, F.status.failed.reference]) {
      expect((await refusal(book(body(reference)))).ExceptionType).toBe("Error1007-DuplicateClientPnr");
    }
    expect(await status(F.status.issued.reference)).toMatchObject({ StatusId: 1, LocalPnr: F.status.issued.localPnr });
    const first = await ok(book(body("SELL-TWICE")));
    const again = await locked(ONE_ADULT);
    const second = bookBody(again.segments, again.lock, { AdultPassengers: [iranian("MR", "Reza")] }, "SELL-TWICE", again.total);
    expect((await refusal(book(second))).ExceptionType).toBe("Error1007-DuplicateClientPnr");
    expect(await status("SELL-TWICE")).toMatchObject({ StatusId: 1, LocalPnr: first.LocalPnr });
  });

  it("refuses a nationality the fare class prohibits (Error1012); GetStatus says why; another nationality books", async () => {
    const { origin, destination } = F.routes.duplicateProhibited;
    const prohibitsAF = (s: any) => s.FlightClass.ProhibitedNationalityList.includes("AF");
    // Its partner flight may be closed or sold out on a day: the first of the week that is not.
    let found: any[] | null = null;
    for (let dayOffset = 5; !found && dayOffset < 20; dayOffset++) found = await offer(sim, [{ origin, destination, dayOffset }], 1, clock.now(), prohibitsAF).catch(() => null);
    const segments = found!;
    const total = totalOf(segments, ONE_ADULT);
    const held = await ok(lock(lockBody(segments, ONE_ADULT, total)));
    const refused = await refusal(book(bookBody(segments, held, { AdultPassengers: [foreigner("MR", "Ahmad", "AF")] }, "SELL-AF", total)));
    expect(refused.ExceptionType).toBe("Error1012-ForbiddenNationality");
    expect(await status("SELL-AF")).toMatchObject({ StatusId: 2, FailReason: expect.stringMatching(/nationality AF/) });
    expect((await ok(book(bookBody(segments, held, { AdultPassengers: [foreigner("MR", "Jonas", "DE")] }, "SELL-DE", total)))).LocalPnr).toBeTruthy();
  });

  it("refuses what the credit does not cover (Error1004) and a credit past its due date (Error1005), keeping the lock", async () => {
    const { segments, total, lock: held } = await locked(ONE_ADULT);
    const passengers = { AdultPassengers: [iranian("MR", "Reza")] };
    sim.setCredit({ amount: total - 1 });
    expect((await refusal(book(bookBody(segments, held, passengers, "SELL-C1", total)))).ExceptionType).toBe("Error1004-NotEnoughCreditException");
    sim.setCredit({ amount: total, standing: "dueDateReached" });
    expect((await refusal(book(bookBody(segments, held, passengers, "SELL-C2", total)))).ExceptionType).toBe("Error1005-CreditDueDateReachedException");
    sim.setCredit({ standing: "ok" });
    await ok(book(bookBody(segments, held, passengers, "SELL-C3", total)));
    expect((await ok(call(sim, "CurrentBalance", CREDS))).RemainedCredit).toBe(0);
  });

  it.each([
    ["a total other than the locked one", (b: any) => ({ ...b, TotalPayable: b.TotalPayable - 1 }), /TotalPayable/],
    ["passengers other than the locked party", (b: any) => ({ ...b, AdultPassengers: b.AdultPassengers.slice(1) }), /2 adults/],
    ["a Title the supplier does not know", (b: any) => ({ ...b, AdultPassengers: [iranian("Sir", "Reza"), iranian("MS", "Sara")] }), /Title "Sir"/],
    ["a segment other than the locked one", (b: any) => ({ ...b, DepartureSegment: { ...b.DepartureSegment, FareName: "Unobtainium Flex" } }), /fare class/],
  ])("refuses %s", async (_, change, says) => {
    const party = { adults: 2, children: 0, infants: 0 };
    const { segments, total, lock: held } = await locked(party);
    const body = bookBody(segments, held, { AdultPassengers: [iranian("MR", "Reza"), iranian("MS", "Sara")] }, "SELL-BAD", total);
    expect((await refusal(book(change(body)))).ErrorMessage).toMatch(says);
  });
});

describe("selling faults", () => {
  it("fareChangePercent on Lock: the fare moves first, Lock meets Error1052, and search shows the fare that locks", async () => {
    const [segment] = await offer(sim, [THR_MHD], 1, clock.now());
    sim.setFaults([{ operation: "Lock", fareChangePercent: 12, times: 1 }]);
    expect((await refusal(lock(lockBody([segment], ONE_ADULT)))).ExceptionType).toBe("Error1052-FareMismatchException");
    const [moved] = await offer(sim, [THR_MHD], 1, clock.now(), (s) => s.FlightNumber === segment.FlightNumber && s.FlightClass.FareName === segment.FlightClass.FareName);
    expect(moved.FlightClass.AdultFare.Payable).toBeGreaterThan(segment.FlightClass.AdultFare.Payable);
    expect((await ok(lock(lockBody([moved], ONE_ADULT)))).DepartureSegmentLockId).toEqual(expect.any(Number));
  });

  it("fareChangePercent on Book: the locked fare is gone (Error1052), recorded for GetStatus", async () => {
    const { segments, total, lock: held } = await locked(ONE_ADULT);
    sim.setFaults([{ operation: "Book", fareChangePercent: -10 }]);
    expect((await refusal(book(bookBody(segments, held, { AdultPassengers: [iranian("MR", "Reza")] }, "SELL-FARE", total)))).ExceptionType).toBe(
      "Error1052-FareMismatchException",
    );
    expect(await status("SELL-FARE")).toMatchObject({ StatusId: 2, FailReason: expect.stringMatching(/TotalPayable/) });
  });

  it("answerAfterMs: the Book is issued at once and answered late; GetStatus finds it meanwhile", async () => {
    const { segments, total, lock: held } = await locked(ONE_ADULT);
    sim.setFaults([{ operation: "Book", answerAfterMs: 1500 }]);
    const started = Date.now();
    const answer = book(bookBody(segments, held, { AdultPassengers: [iranian("MR", "Reza")] }, "SELL-LATE", total));
    await expect.poll(() => status("SELL-LATE").then((s) => s.StatusId), { interval: 50 }).toBe(1);
    expect(Date.now() - started).toBeLessThan(1500);
    const late = await ok(answer);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect((await status("SELL-LATE")).LocalPnr).toBe(late.LocalPnr);
  });

  it("latencyMs: until the Book is processed, GetStatus knows no such request", async () => {
    const { segments, total, lock: held } = await locked(ONE_ADULT);
    sim.setFaults([{ operation: "Book", latencyMs: 800 }]);
    const answer = book(bookBody(segments, held, { AdultPassengers: [iranian("MR", "Reza")] }, "SELL-SLOW", total));
    const early = await call(sim, "GetStatus", { ...CREDS, YourLocalInventoryPnr: "SELL-SLOW" });
    expect(early.json.ErrorMessage).toMatch(/No booking request was found with the reference SELL-SLOW/);
    await ok(answer);
    expect((await status("SELL-SLOW")).StatusId).toBe(1);
  });

  it("notIssued: the Book fails at the supplier; GetStatus says Failed with the reason; no credit taken, the seats still locked", async () => {
    const credit = (await ok(call(sim, "CurrentBalance", CREDS))).RemainedCredit;
    const { segments, total, lock: held } = await locked(ONE_ADULT);
    const left = await seats(THR_MHD, segments[0]);
    sim.setFaults([{ operation: "Book", notIssued: true, answerAfterMs: 200 }]);
    expect(await refusal(book(bookBody(segments, held, { AdultPassengers: [iranian("MR", "Reza")] }, "SELL-NOT", total)))).toEqual({
      ExceptionType: "Exception",
      ErrorMessage: NOT_ISSUED_REASON,
    });
    expect(await status("SELL-NOT")).toEqual({ StatusId: 2, StatusDesc: "Failed", LocalPnr: "", FailReason: NOT_ISSUED_REASON, PassengerList: [] });
    expect((await ok(call(sim, "CurrentBalance", CREDS))).RemainedCredit).toBe(credit);
    expect(await seats(THR_MHD, segments[0])).toBe(left);
    await ok(release(held.DepartureSegmentLockId));
    expect(await seats(THR_MHD, segments[0])).toBe(left + 1);
  });

  it("refuses the selling faults on other operations, and a fare change of 0", () => {
    expect(() => sim.setFaults([{ operation: "Lock", notIssued: true }])).toThrow(/notIssued applies to Book/);
    expect(() => sim.setFaults([{ operation: "GetStatus", fareChangePercent: 5 }])).toThrow(/fareChangePercent applies to Lock, Book/);
    expect(() => sim.setFaults([{ operation: "Book", fareChangePercent: 0 }])).toThrow(/must not be 0/);
  });

  it("takes the selling faults over the control endpoint too", async () => {
    const rules = [{ operation: "Book", notIssued: true, times: 1 }];
    expect((await callRaw(sim, "/__sim/faults", { body: JSON.stringify(rules) })).json).toEqual({ ok: true });
    const { segments, total, lock: held } = await locked(ONE_ADULT);
    const body = (reference: string) => bookBody(segments, held, { AdultPassengers: [iranian("MR", "Reza")] }, reference, total);
    expect((await refusal(book(body("SELL-CTL-1")))).ErrorMessage).toBe(NOT_ISSUED_REASON);
    expect((await ok(book(body("SELL-CTL-2")))).LocalPnr).toMatch(/^[A-Z2-9]{6}$/);
    const bad = await callRaw(sim, "/__sim/faults", { body: JSON.stringify([{ operation: "Lock", notIssued: true }]) });
    expect(bad.status).toBe(400);
  });
});
