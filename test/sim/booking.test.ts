import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIM_FIXTURES as F } from "../../src/sim/fixtures.js";
import { startSimulator, type Simulator } from "../../src/sim/server.js";
import { call, CREDS, FLIGHT_TIME, ok, UTC_SECONDS } from "./helpers.js";

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({ profile: "strict" });
});
afterAll(async () => {
  await sim.close();
});

const history = (Pnr: string) => ok(call(sim, "GetHistory", { ...CREDS, Pnr }));
const status = (YourLocalInventoryPnr: string) => call(sim, "GetStatus", { ...CREDS, YourLocalInventoryPnr });

describe("GetHistory", () => {
  it("returns the six-passenger booking with all three history lists", async () => {
    const h = await history(F.sixPassengers.pnr);
    expect(Object.keys(h)).toEqual(["LastState", "History_InitialBooking", "History_Cancelation", "History_PassengerInfoChanged", "History_ChangedFlight"]);
    const last = h.LastState.PassengerList;
    expect(last).toHaveLength(6);
    expect(last.map((p: any) => p.AgeType)).toEqual(["ADL", "ADL", "ADL", "CHD", "CHD", "INF"]);
    expect(last.flatMap((p: any) => p.SegmentList.map((s: any) => s.LocalTicketNumber))).toEqual(
      F.sixPassengers.tickets.filter((t) => t !== F.sixPassengers.refundedTicket),
    );
    expect(h.History_Cancelation.HistoryList[0].TicketNumber).toBe(F.sixPassengers.refundedTicket);
    expect(h.History_PassengerInfoChanged.HistoryList[0]).toMatchObject({ FieldName: "LastName", OldValue: "Rezaie", NewValue: "Rezaei" });
    expect(last[1].LastName).toBe("Rezaei");
    expect(h.History_InitialBooking.PassengerList[1].LastName).toBe("Rezaie");
    const change = h.History_ChangedFlight.HistoryList[0];
    expect(change.OldFlightDate).toMatch(FLIGHT_TIME);
    expect(change.NewFlightDate > change.OldFlightDate).toBe(true);
    expect(last[0].SegmentList[0].FlightDate).toBe(change.NewFlightDate);
    expect(h.History_InitialBooking.PassengerList[0].SegmentList[0].FlightDate).toBe(change.OldFlightDate);
  });

  it("uses AgeTypeCode and lean segments in the initial booking, full segments in the last state", async () => {
    const h = await history(F.sixPassengers.pnr);
    const initial = h.History_InitialBooking;
    expect(initial.BookingDateTime).toMatch(UTC_SECONDS);
    expect(initial).toHaveProperty("Phone");
    expect(initial).toHaveProperty("Email");
    expect(initial).toHaveProperty("Remarks");
    const p = initial.PassengerList[0];
    expect(p).toHaveProperty("AgeTypeCode", "ADL");
    expect(p).not.toHaveProperty("AgeType");
    expect(p.SegmentList[0]).not.toHaveProperty("FreeBaggage");
    expect(p.SegmentList[0]).not.toHaveProperty("JarimeCanceliTextFa");
    const segment = h.LastState.PassengerList[0].SegmentList[0];
    expect(Object.keys(segment)).toEqual([
      "FlightNumber", "FlightDate", "OriginIataCode", "DestinationIataCode", "CabinType", "BookingCode", "FareName", "AirlineIataCode",
      "OriginalPnr", "LocalTicketNumber", "OriginalTicketNumber", "OriginalSupplierName", "SaleInfo", "FreeBaggage",
      "JarimeCanceliTextFa", "JarimeCanceliTextEn",
    ]);
    expect(Object.keys(segment.SaleInfo)).toEqual(["BaseFare", "Tax", "TotalFare", "CommissionPercent", "CalculatedAmountOfCommissionPercent", "CommissionValue", "Payable"]);
    expect(Object.keys(segment.FreeBaggage)).toEqual(["CheckedBaggage_Quantity", "CheckedBaggage_TotalWeight", "HandBaggage_Quantity", "HandBaggage_TotalWeight"]);
    const passenger = h.LastState.PassengerList[0];
    expect(passenger.Id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(passenger.Gender).toMatch(/^[MF]$/);
    expect(passenger.IranianCartMelli.CodeMelli).toMatch(/^\d{10}$/);
    expect(passenger.Passport).toBeNull();
  });

  it("keeps HTML-like names and remarks exactly as entered", async () => {
    const h = await history(F.htmlText.pnr);
    const p = h.LastState.PassengerList[0];
    expect([p.FirstName, p.LastName]).toEqual([F.htmlText.firstName, F.htmlText.lastName]);
    expect(h.History_InitialBooking.Remarks).toBe(F.htmlText.remarks);
    // A foreign passenger: passport, no national card.
    expect(p.IranianCartMelli).toBeNull();
    expect(Object.keys(p.Passport)).toEqual(["Number", "ExpiryDate", "IssuingCountry"]);
  });

  it("names the partner supplier and its ticket on third-party segments", async () => {
    const segment = (await history(F.thirdParty.pnr)).LastState.PassengerList[0].SegmentList[0];
    expect(segment.OriginalSupplierName).toBe("Mahan Air Web Service");
    expect(segment.LocalTicketNumber).toBe(F.thirdParty.tickets[0]);
    expect(segment.OriginalTicketNumber).not.toBe(segment.LocalTicketNumber);
    expect(segment.SaleInfo.Tax).toBeGreaterThan(0);
  });

  it("answers Exception for an unknown PNR and for the public account", async () => {
    const unknown = await call(sim, "GetHistory", { ...CREDS, Pnr: F.unknownPnr });
    expect(unknown.status).toBe(400);
    expect(unknown.json.ExceptionType).toBe("Exception");
    expect(unknown.json.ErrorMessage).toEqual(expect.any(String));
    const publicCall = await call(sim, "GetHistory", { Username: "public", Password: "x", Pnr: F.sixPassengers.pnr });
    expect(publicCall.json).toMatchObject({ ExceptionType: "Exception", ErrorMessage: expect.stringMatching(/public/) });
  });
});

describe("GetStatus", () => {
  it("reports an issued booking with its passengers", async () => {
    const r = await ok(status(F.status.issued.reference));
    expect(r).toMatchObject({ StatusId: 1, StatusDesc: "OK", LocalPnr: F.status.issued.localPnr, FailReason: null });
    expect(r.PassengerList).toHaveLength(2);
    expect(r.PassengerList[0].SegmentList[0]).toHaveProperty("FreeBaggage");
    expect(r.PassengerList[0].SegmentList[0]).toHaveProperty("JarimeCanceliTextEn");
  });

  it("reports a failed booking request with its reason, and refuses an unknown one", async () => {
    expect(await ok(status(F.status.failed.reference))).toEqual({
      StatusId: 2,
      StatusDesc: "Failed",
      LocalPnr: "",
      FailReason: F.status.failed.failReason,
      PassengerList: [],
    });
    expect((await status(F.status.unknown)).json.ExceptionType).toBe("Exception");
  });
});
