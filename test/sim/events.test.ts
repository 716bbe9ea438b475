import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIM_FIXTURES as F, simDate } from "../../src/sim/fixtures.js";
import { startSimulator, type Simulator } from "../../src/sim/server.js";
import { call, CREDS, manualClock, ok, UTC_SECONDS } from "./helpers.js";

const ALL_TIME = { FromDatetime: "2000-01-01 00:00:00", ToDatetime: "2100-01-01 00:00:00" };
const b2m = (sim: Simulator, body: Record<string, unknown>) => call(sim, "B2MGetEvents", { EventTypeList: [], ...body });
const b2b = (sim: Simulator, body: Record<string, unknown>) => call(sim, "B2BGetEvents", { ...CREDS, EventTypeList: [], ...body });
const BOOKED = "FederatedFlight.FlightBookedV2";
const CANCELLED = "CharterFlight.BookingSegmentCancelledV1";

const BOOKED_FIELDS = [
  "Pnr", "SerialNumber", "Phone", "Email", "Address", "Remarks",
  "ReserveForAgencyId", "ReserveForAgencyName", "ReserveForUserId", "ReserveForUserName", "ReserveByUserId", "ReserveByUserName",
  "UserIp", "IsBookedByExternalApi", "CookieTraceId", "BookingDateTimeUtc",
  "TotalSalePayableOfCharterSegments", "TotalSalePayableOfWebserviceSegments", "TotalSalePayable",
  "SaleCurrency", "Passengers", "DepartureFlightDetail", "ReturningFlightDetail", "Payment", "Utm",
  "AyaMogheForoshFareTarkibShode", "PnrSystemDakheliAgance",
];
const CANCELLED_FIELDS = [
  "Pnr", "SerialNumber", "ReserveForUserId", "ReserveForAgencyId", "ReserveForAgencyName", "BookingDateTimeUtc", "PaymentTypeId",
  "CancelledByUserId", "CancelledByUsername", "CancelationDateTimeUtc", "CancelledFlightInfo", "Passengers", "SaleCurrency",
];
const CANCELLED_PASSENGER_FIELDS = [
  "FirstName", "LastName", "AgeTypeCode", "TicketNumber", "SaleInfo", "PenaltyPolicyPercent", "PenaltyAmountThatPassengerShouldPay",
  "OppositeFlightOnewayAndRoundtripPayableDifferenceThatPassengerShouldHaveCharged",
  "OppositeFlightOnewayAndRoundtripPayableDifferenceThatPassengerCharged", "AmountThatShouldPayBackToPassenger", "OppositeFlight",
];

const byTimeThenId = (a: any, b: any) => (a.CreateDateTime < b.CreateDateTime ? -1 : a.CreateDateTime > b.CreateDateTime ? 1 : a.Id - b.Id);

describe("the seeded feed", () => {
  let sim: Simulator;
  let all: any[];
  beforeAll(async () => {
    sim = await startSimulator({ profile: "strict" });
    all = (await ok(b2b(sim, ALL_TIME))).EventList;
  });
  afterAll(async () => {
    await sim.close();
  });

  it("holds the sales of at least 30 retrievable bookings, ordered by time then id", async () => {
    const booked = all.filter((e) => e.Type === BOOKED);
    const pnrs = new Set(booked.map((e) => e.Data.Pnr));
    expect(pnrs.size).toBeGreaterThanOrEqual(30);
    for (const pnr of pnrs) expect(pnr).toMatch(/^[A-Z0-9]{6}$/);
    await ok(call(sim, "GetHistory", { ...CREDS, Pnr: [...pnrs][7] }));
    expect([...all].sort(byTimeThenId)).toEqual(all);
    for (const e of all) expect(e.CreateDateTime).toMatch(UTC_SECONDS);
    expect(new Set(all.map((e) => e.Type))).toEqual(
      new Set([BOOKED, CANCELLED, "FederatedHotel.HotelBookedV1", "TourBundle.TourBundleBookedV2", "CharterFlight.BookingFlightSegmentReplacedV1", "Federated.PassengerInfoChangedV1"]),
    );
  });

  it("carries every FlightBookedV2 field the interface lists", () => {
    const booked = all.filter((e) => e.Type === BOOKED);
    for (const e of booked) expect(Object.keys(e.Data)).toEqual(BOOKED_FIELDS);
    const roundTrip = booked.find((e) => e.Data.Pnr === F.roundTrip.pnr)!.Data;
    expect(roundTrip.AyaMogheForoshFareTarkibShode).toBe(true);
    expect(roundTrip.ReturningFlightDetail).toHaveLength(1);
    const passenger = roundTrip.Passengers[0];
    expect(Object.keys(passenger)).toEqual(["AgeTypeId", "FirstName", "LastName", "IranianCartMelli", "Passport", "Gender", "Birthdate", "CharterSegments", "WebserviceSegments"]);
    expect(passenger.CharterSegments.map((s: any) => s.LocalTicketNumber)).toEqual([F.roundTrip.passenger1Outbound, F.roundTrip.passenger1Return]);
    const partner = booked.find((e) => e.Data.Pnr === F.thirdParty.pnr)!.Data;
    const ws = partner.Passengers[0].WebserviceSegments[0];
    expect(Object.keys(ws)).toEqual([
      "Flight", "SupplierId", "SupplierPnr", "SupplierTicketNumber", "PrimarySupplier", "LocalTicketNumber",
      "JarimeCanceliFaText", "JarimeCanceliEnText", "SaleInfo", "FreeBaggage", "BuyInfo",
    ]);
    expect(partner.ReturningFlightDetail).toBeNull();
    expect(partner.DepartureFlightDetail[0].Charter).toBeNull();
    expect(partner.TotalSalePayable).toBe(partner.TotalSalePayableOfWebserviceSegments + partner.TotalSalePayableOfCharterSegments);
    const gateways = ["Mellat", "Saman", "Parsian", "Sadad"].map((g) => roundTrip.Payment[g]);
    expect(gateways.filter((g) => g !== null).length).toBeLessThanOrEqual(1);
    for (const e of booked) for (const p of e.Data.Passengers) for (const s of [...p.CharterSegments, ...p.WebserviceSegments]) expect(s.LocalTicketNumber).toMatch(/^\d{13}$/);
  });

  it("carries every BookingSegmentCancelledV1 field, with the round-trip difference of the fixture", () => {
    const cancelled = all.filter((e) => e.Type === CANCELLED);
    expect(cancelled.length).toBeGreaterThanOrEqual(3);
    for (const e of cancelled) {
      expect(Object.keys(e.Data)).toEqual(CANCELLED_FIELDS);
      for (const p of e.Data.Passengers) expect(Object.keys(p)).toEqual(CANCELLED_PASSENGER_FIELDS);
    }
    const rt = cancelled.find((e) => e.Data.Pnr === F.roundTrip.pnr)!.Data.Passengers[0];
    expect(rt.TicketNumber).toBe(F.roundTrip.passenger2OutboundRefunded);
    expect(rt.OppositeFlightOnewayAndRoundtripPayableDifferenceThatPassengerCharged).toBeGreaterThan(0);
    expect(rt.OppositeFlight.RoundtripSaleInfo.Payable).toBeLessThan(rt.OppositeFlight.OnewaySaleInfo.Payable);
  });

  it("differs between B2M and B2B only by TenantName in Data", async () => {
    const head = (await ok(b2m(sim, ALL_TIME))).EventList;
    expect(head.map((e: any) => e.Id)).toEqual(all.map((e) => e.Id));
    expect(head.every((e: any) => e.Data.TenantName === "Simorgh Charter")).toBe(true);
    expect(all.some((e) => "TenantName" in e.Data)).toBe(false);
    const { TenantName: _tenant, ...rest } = head[0].Data;
    expect(rest).toEqual(all[0].Data);
  });

  it("filters by EventTypeList and includes both range bounds", async () => {
    const cancelled = (await ok(b2b(sim, { ...ALL_TIME, EventTypeList: [CANCELLED] }))).EventList;
    expect(cancelled.length).toBeGreaterThan(0);
    expect(cancelled.every((e: any) => e.Type === CANCELLED)).toBe(true);
    const pick = all[Math.floor(all.length / 2)];
    const exact = (await ok(b2b(sim, { FromDatetime: pick.CreateDateTime, ToDatetime: pick.CreateDateTime }))).EventList;
    expect(exact.map((e: any) => e.Id)).toContain(pick.Id);
    expect(exact.every((e: any) => e.CreateDateTime === pick.CreateDateTime)).toBe(true);
  });

  it("refuses bad ranges and bad B2B credentials", async () => {
    expect((await b2b(sim, { FromDatetime: "2024-01-01", ToDatetime: "2024-01-02 00:00:00" })).json.ErrorMessage).toMatch(/FromDatetime/);
    const wrong = await call(sim, "B2BGetEvents", { ...ALL_TIME, Username: "demo", Password: "nope", EventTypeList: [] });
    expect(wrong.json).toMatchObject({ ExceptionType: "Exception" });
    expect((await call(sim, "B2BGetEvents", { ...ALL_TIME, Username: "public", Password: "x", EventTypeList: [] })).json.ExceptionType).toBe("Exception");
  });
});

describe("visibility and live events", () => {
  it("shows an event only eventDelaySeconds after it happened, and a refund's cancellation too", async () => {
    const clock = manualClock(new Date("2030-05-20T10:00:00Z"));
    const sim = await startSimulator({ profile: "strict", now: clock.now, eventDelaySeconds: 60 });
    try {
      const range = { FromDatetime: "2030-05-20 09:00:00", ToDatetime: "2030-05-20 12:00:00", EventTypeList: [BOOKED, CANCELLED] };
      const ids = async () => (await ok(b2m(sim, range))).EventList.map((e: any) => e.Id);
      const { pnr, eventId } = sim.createBooking();
      expect(pnr).toMatch(/^[A-Z0-9]{6}$/);
      expect(await ids()).not.toContain(eventId);
      clock.advance(59_000);
      expect(await ids()).not.toContain(eventId);
      clock.advance(1_000);
      expect(await ids()).toContain(eventId);

      const { tickets: [ticket] } = F.oneWayRefundable;
      const quote = await ok(call(sim, "GetPenalty", { Credential: CREDS, Pnr: F.oneWayRefundable.pnr, SegmentList: [{ TicketNumber: ticket }] }));
      await ok(call(sim, "DoRefund", {
        Credential: CREDS, Pnr: F.oneWayRefundable.pnr, Reason: 1, Remarks: "by test", ETicketFileContent: null, ETicketFileName: null,
        SegmentList: [{ TicketNumber: ticket, PenaltyAmountThatPassengerShouldPay: quote.PassengerList[0].PenaltyAmountThatPassengerShouldPay }],
      }));
      clock.advance(60_000);
      const events = (await ok(b2m(sim, range))).EventList;
      const cancelled = events.find((e: any) => e.Type === CANCELLED);
      expect(cancelled.CreateDateTime).toBe("2030-05-20 10:01:00");
      expect(cancelled.Data.CancelledByUsername).toBe("demo");
      expect(cancelled.Data.Passengers[0]).toMatchObject({ TicketNumber: ticket, PenaltyPolicyPercent: 10, OppositeFlight: null });
      expect(events.at(-1).Id).toBeGreaterThan(eventId);
    } finally {
      await sim.close();
    }
  });

  it("sells live at bookingsPerMinute, bookings retrievable at once", async () => {
    const sim = await startSimulator({ profile: "strict", bookingsPerMinute: 1200, eventDelaySeconds: 0 });
    try {
      // Whole seconds, one second early: the feed's times have no fraction.
      const from = new Date(Date.now() - 1000).toISOString().replace("T", " ").slice(0, 19);
      await new Promise((r) => setTimeout(r, 250));
      const events = (await ok(b2m(sim, { FromDatetime: from, ToDatetime: "2100-01-01 00:00:00", EventTypeList: [BOOKED] }))).EventList;
      const live = events.filter((e: any) => e.Data.BookingDateTimeUtc >= from);
      expect(live.length).toBeGreaterThanOrEqual(2);
      await ok(call(sim, "GetHistory", { ...CREDS, Pnr: live[0].Data.Pnr }));
    } finally {
      await sim.close();
    }
  });
});

describe("bulk events", () => {
  it("seeds 12,000 events over yesterday fast and pages them 5000 at a time", async () => {
    const started = performance.now();
    const sim = await startSimulator({ profile: "strict", bulkEvents: 12_000 });
    const startupMs = performance.now() - started;
    try {
      expect(startupMs).toBeLessThan(1000);
      const yesterday = simDate(-1);
      const to = `${yesterday} 23:59:59`;
      let from = `${yesterday} 00:00:00`;
      const seen = new Map<number, any>();
      for (let page = 0; page < 10; page++) {
        const list = (await ok(b2b(sim, { FromDatetime: from, ToDatetime: to, EventTypeList: [BOOKED] }))).EventList;
        expect(list.length).toBeLessThanOrEqual(5000);
        if (page === 0) expect(list).toHaveLength(5000);
        expect([...list].sort(byTimeThenId)).toEqual(list);
        const before = seen.size;
        for (const e of list) seen.set(e.Id, e);
        if (list.length < 5000 || seen.size === before) break;
        from = list.at(-1).CreateDateTime;
      }
      const bulk = [...seen.values()].filter((e) => e.Data.SerialNumber >= 900_000);
      expect(bulk).toHaveLength(12_000);
      expect(bulk.every((e) => e.CreateDateTime.startsWith(yesterday))).toBe(true);
    } finally {
      await sim.close();
    }
  });
});

describe("untrusted callers", () => {
  it("refuses the event feeds and the account on the Bot path, but takes a token", async () => {
    const sim = await startSimulator({ profile: "strict", trustedIps: ["10.9.8.7"] });
    try {
      const m = await b2m(sim, ALL_TIME);
      expect(m.json.ExceptionType).toBe("Exception");
      expect(m.json.ErrorMessage).toMatch(/trusted/);
      expect((await b2b(sim, ALL_TIME)).json.ExceptionType).toBe("Exception");
      expect((await call(sim, "AircraftGetList", CREDS)).json.ExceptionType).toBe("Exception");
      expect((await ok(call(sim, "AircraftGetList", { AccessToken: F.credentials.accessToken }))).AircraftList.length).toBeGreaterThan(0);
    } finally {
      await sim.close();
    }
  });
});
