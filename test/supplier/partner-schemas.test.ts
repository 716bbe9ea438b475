import { describe, expect, it } from "vitest";
import { SchemaError } from "../../src/supplier/errors.js";
import { BalanceResponseSchema } from "../../src/supplier/schemas/account.js";
import { FlightListResponseSchema, wireFlight } from "../../src/supplier/schemas/flight-control.js";
import { RefundStatusResponseSchema, refundOutcome } from "../../src/supplier/schemas/refund.js";
import { ScheduleChangesResponseSchema } from "../../src/supplier/schemas/schedule.js";
import { parseAnswer } from "../../src/supplier/validate.js";

/** Tolerant reading of the issue-15 answers: casing, numbers as text, extra members, nulls. */

const flight = {
  id: 153189040,
  flightNumber: "3910",
  airlineIataCode: "EP",
  departureDateTime: "2026-11-25 05:30",
  arrivalDateTime: "2026-11-25 07:30",
  originIataCode: "MHD",
  destinationIataCode: "NJF",
  flightDurationInMinute: 150,
  seatCapacity: 70,
  hideFlightFromSubsidiaryAgencies: false,
  aircraftId: 201,
  publicRemarks: "Pilgrimage flight.",
};
const pascal = Object.fromEntries(Object.entries(flight).map(([k, v]) => [k[0]!.toUpperCase() + k.slice(1), v]));
const asText = { ...flight, id: "153189040", seatCapacity: "70", flightDurationInMinute: "150", aircraftId: "201", hideFlightFromSubsidiaryAgencies: "False" };

describe("Flight GetList", () => {
  it.each([
    ["camelCase in flightList", { flightList: [flight] }],
    ["PascalCase in FlightList", { FlightList: [pascal] }],
    ["a bare array", [flight]],
    ["numbers and flags as text, with an extra member", { flightList: [{ ...asText, flightStatus: "Scheduled" }] }],
  ])("reads %s as the same flight", (_, answer) => {
    const [read] = parseAnswer("FlightGetList", FlightListResponseSchema, structuredClone(answer));
    expect(wireFlight(read!)).toEqual(flight);
  });

  it("reads missing remarks and aircraft as null", () => {
    const { aircraftId: _a, publicRemarks: _p, ...rest } = flight;
    const [read] = parseAnswer("FlightGetList", FlightListResponseSchema, { flightList: [rest] });
    expect(read).toMatchObject({ AircraftId: null, PublicRemarks: null });
  });

  it.each([
    ["a capacity that is not a number", { ...flight, seatCapacity: "full" }, "[0].SeatCapacity"],
    ["a capacity of more digits than a double holds", { ...flight, seatCapacity: "1234567890123456" }, "[0].SeatCapacity"],
    ["a flag that is not true or false", { ...flight, hideFlightFromSubsidiaryAgencies: "yes" }, "[0].HideFlightFromSubsidiaryAgencies"],
  ])("refuses %s, naming it", (_, item, path) => {
    expect(() => parseAnswer("FlightGetList", FlightListResponseSchema, [item])).toThrow(SchemaError);
    try {
      parseAnswer("FlightGetList", FlightListResponseSchema, [item]);
    } catch (err) {
      expect((err as SchemaError).path).toBe(path);
    }
  });

  it("keeps an identifier with a leading zero as text", () => {
    const [read] = parseAnswer("FlightGetList", FlightListResponseSchema, [{ ...flight, id: "0042" }]);
    expect(read!.Id).toBe("0042");
  });
});

describe("Refund GetStatus", () => {
  it("reads the amount as text exactly and keeps extra members", () => {
    const read = parseAnswer("RefundGetStatus", RefundStatusResponseSchema, { trackingCode: "t-1", status: "Confirmed", refundedAmount: "1234567.89", isFinal: true });
    expect(read).toMatchObject({ TrackingCode: "t-1", Status: "Confirmed", RefundedAmount: 1234567.89, isFinal: true });
  });

  it("reads an absent amount as null and keeps an unknown status as sent", () => {
    const read = parseAnswer("RefundGetStatus", RefundStatusResponseSchema, { TrackingCode: "t-2", Status: "UnderReview" });
    expect(read).toMatchObject({ Status: "UnderReview", RefundedAmount: null });
    expect(refundOutcome(read.Status)).toBe("unknown");
  });

  it.each([
    ["Pending", "pending"],
    ["CONFIRMED", "confirmed"],
    [" rejected ", "rejected"],
    ["3", "unknown"],
  ] as const)("refundOutcome(%j) is %s", (status, outcome) => {
    expect(refundOutcome(status)).toBe(outcome);
  });
});

describe("ChangedSchedulePassengers", () => {
  const passenger = {
    Pnr: "SX6P9Q",
    TicketNumber: "1102310090001",
    FirstName: "Ali",
    LastName: "Rezaei",
    AgeType: "Adult",
    FlightNumber: "4521",
    AirlineIataCode: "ZV",
    OriginIataCode: "THR",
    DestinationIataCode: "AWZ",
    OldFlightDateTime: "2026-12-01 08:00",
    NewFlightDateTime: "2026-12-02 08:00",
  };

  it("reads camelCase, a numeric flight number and a missing ChangeType", () => {
    const camel = Object.fromEntries(Object.entries({ ...passenger, FlightNumber: 4521 }).map(([k, v]) => [k[0]!.toLowerCase() + k.slice(1), v]));
    const read = parseAnswer("ChangedScheduleCharter", ScheduleChangesResponseSchema, { passengerList: [camel], totalCount: 1 });
    expect(read.PassengerList).toEqual([{ ...passenger, ChangeType: null }]);
  });

  it("reads a null list as empty", () => {
    expect(parseAnswer("ChangedScheduleWebservice", ScheduleChangesResponseSchema, { PassengerList: null }).PassengerList).toEqual([]);
  });
});

describe("CurrentBalance", () => {
  it.each([
    [{ RemainedCredit: 25000000000 }, 25000000000],
    [{ remainedCredit: "25000000000", IsSuccess: true }, 25000000000],
    [{ RemainedCredit: "-20.05" }, -20.05],
  ])("reads %j as %d", (answer, credit) => {
    expect(parseAnswer("CurrentBalance", BalanceResponseSchema, answer).RemainedCredit).toBe(credit);
  });

  it("refuses a credit it cannot read exactly", () => {
    expect(() => parseAnswer("CurrentBalance", BalanceResponseSchema, { RemainedCredit: "12,500" })).toThrow(SchemaError);
    expect(() => parseAnswer("CurrentBalance", BalanceResponseSchema, {})).toThrow(SchemaError);
  });
});
