import { describe, expect, it } from "vitest";
import { SchemaError } from "../../src/supplier/errors.js";
import { AvailabilityResponseSchema } from "../../src/supplier/schemas/availability.js";
import {
  EventsPageSchema,
  isFlightBookedEvent,
  isSegmentCancelledEvent,
  parseEventList,
} from "../../src/supplier/schemas/events.js";
import { PenaltyResponseSchema } from "../../src/supplier/schemas/refund.js";
import { formatPath, parseAnswer } from "../../src/supplier/validate.js";
import { flightBookedEvent, roundTripAnswer, segmentCancelledEvent } from "./samples.js";

describe("availability schema", () => {
  it("accepts an answer shaped as the interface describes and keeps unknown fields", () => {
    const raw = roundTripAnswer(2);
    Object.assign(raw.ItineraryList[0]!.FlightList[0]!.FlightClass, { NewField: { a: 1 } });
    const parsed = parseAnswer("SearchByRouteAndDate", AvailabilityResponseSchema, raw);
    const segment = parsed.ItineraryList[0]!.FlightList[0]!;
    expect(segment.FlightClass.AdultFare.BaseFare).toBe(45_000_000.25);
    expect((segment.FlightClass as Record<string, unknown>).NewField).toEqual({ a: 1 });
  });

  it("reads an absent or null ClosedFlightList as empty", () => {
    const { ClosedFlightList: _, ...withoutList } = roundTripAnswer(1);
    expect(AvailabilityResponseSchema.parse(withoutList).ClosedFlightList).toEqual([]);
    expect(AvailabilityResponseSchema.parse({ ...withoutList, ClosedFlightList: null }).ClosedFlightList).toEqual([]);
  });

  it("names the path of a bad field in the SchemaError", () => {
    const raw = roundTripAnswer(5) as { ItineraryList: { FlightList: { FlightClass: { AdultFare: Record<string, unknown> } }[] }[] };
    raw.ItineraryList[3]!.FlightList[0]!.FlightClass.AdultFare.TotalFare = "45000000";
    const err = (() => {
      try {
        parseAnswer("SearchByRouteAndDate", AvailabilityResponseSchema, raw);
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(SchemaError);
    expect(err).toMatchObject({
      operation: "SearchByRouteAndDate",
      path: "ItineraryList[3].FlightList[0].FlightClass.AdultFare.TotalFare",
    });
    expect((err as SchemaError).issue).toMatch(/expected number/);
  });

  it("accepts a stop, and a cabin type the interface does not list (a new one must not sink a search)", () => {
    const raw = roundTripAnswer(1);
    const segment = raw.ItineraryList[0]!.FlightList[0]! as Record<string, unknown>;
    segment.Stop1 = {
      AirportIataCode: "ISF",
      FlightDurationUntilThisStopInMinute: 50,
      StopDurationInMinute: 40,
      ArrivalDateTime: "2026-12-01 09:20",
      DepartureDateTime: "2026-12-01 10:00",
    };
    expect(AvailabilityResponseSchema.safeParse(raw).success).toBe(true);
    (segment.FlightClass as Record<string, unknown>).CabinType = "PremiumFlex";
    const parsed = AvailabilityResponseSchema.safeParse(raw);
    expect(parsed.success && parsed.data.ItineraryList[0]!.FlightList[0]!.FlightClass.CabinType).toBe("PremiumFlex");
    (segment.FlightClass as Record<string, unknown>).CabinType = 7;
    expect(AvailabilityResponseSchema.safeParse(raw).success).toBe(false);
  });
});

describe("penalty schema", () => {
  const passenger = {
    FirstName: "Ali",
    LastName: "Rezaei",
    AgeType: "Adult",
    TicketNumber: "5000001",
    Payable: 45_000_000,
    BookingCode: "YA",
    FareName: "YOW",
    CalculationAuditLog: "20% of 45,000,000",
    PenaltyPercent: 20,
    PenaltyAmountThatPassengerShouldPay: 9_000_000.5,
    OppositeFlightOnewayAndRoundtripPayableDifference: 0,
    CurrentFlightOnewayAndRoundtripPayableDifference: 0,
    AmountThatShouldPayBackToPassenger: 35_999_999.5,
  };

  it("takes BookingCode as letters or a number and gives a string", () => {
    const letters = PenaltyResponseSchema.parse({ PassengerList: [passenger], IsNoShow: false });
    const number = PenaltyResponseSchema.parse({ PassengerList: [{ ...passenger, BookingCode: 7 }], IsNoShow: false });
    expect(letters.PassengerList[0]!.BookingCode).toBe("YA");
    expect(number.PassengerList[0]!.BookingCode).toBe("7");
  });

  it("keeps amounts exactly as sent", () => {
    const parsed = PenaltyResponseSchema.parse({ PassengerList: [passenger], IsNoShow: true });
    expect(parsed.PassengerList[0]!.PenaltyAmountThatPassengerShouldPay).toBe(9_000_000.5);
  });

  it("reads a fractional PenaltyPercent, as some suppliers send it", () => {
    const parsed = PenaltyResponseSchema.parse({ PassengerList: [{ ...passenger, PenaltyPercent: 20.5 }], IsNoShow: false });
    expect(parsed.PassengerList[0]!.PenaltyPercent).toBe(20.5);
  });
});

describe("parseEventList", () => {
  it("checks Data by Type and keeps unknown types as they came", () => {
    const other = { Id: 3, Type: "FederatedHotel.HotelBookedV1", CreateDateTime: "2026-11-20 10:00:00", Data: { Hotel: "X" } };
    const { events, rejected } = parseEventList([flightBookedEvent(1), segmentCancelledEvent(2), other]);
    expect(rejected).toEqual([]);
    expect(events.map((e) => e.Id)).toEqual([1, 2, 3]);
    const [booked, cancelled, hotel] = events;
    expect(isFlightBookedEvent(booked!) && booked.Data.Passengers[0]!.FirstName).toBe("Ali");
    expect(isSegmentCancelledEvent(cancelled!) && cancelled.Data.CancelledFlightInfo.FlightNumber).toBe("W51000");
    expect(isFlightBookedEvent(hotel!) || isSegmentCancelledEvent(hotel!)).toBe(false);
    expect(hotel!.Data).toEqual({ Hotel: "X" });
  });

  it("rejects a bad event on its own and keeps the rest of the page", () => {
    const bad = flightBookedEvent(2) as { Data: Record<string, unknown> };
    bad.Data.TotalSalePayable = "45";
    const { events, rejected } = parseEventList([flightBookedEvent(1), bad, "junk", segmentCancelledEvent(4)]);
    expect(events.map((e) => e.Id)).toEqual([1, 4]);
    expect(rejected).toHaveLength(2);
    expect(rejected[0]).toMatchObject({ id: 2, type: "FederatedFlight.FlightBookedV2" });
    expect(rejected[0]!.error).toMatch(/^Data\.TotalSalePayable: .*expected number/);
    expect(rejected[1]).toMatchObject({ id: null, type: null });
  });

  it("reads a newer version of a known type as its family, and one whose shape moved as another type", () => {
    const v3 = { ...flightBookedEvent(1), Type: "FederatedFlight.FlightBookedV3" };
    const moved = { ...segmentCancelledEvent(2), Type: "CharterFlight.BookingSegmentCancelledV2", Data: { Reference: "PNR2" } };
    const { events, rejected } = parseEventList([v3, moved]);
    expect(rejected).toEqual([]);
    expect(isFlightBookedEvent(events[0]!) && events[0].Data.Pnr).toBe(v3.Data.Pnr);
    expect(events[1]).toMatchObject({ family: "other", Type: "CharterFlight.BookingSegmentCancelledV2" });
  });

  it("reads an event whose members are left out or null, and its names in any case", () => {
    const raw = JSON.parse(JSON.stringify(flightBookedEvent(1)).replace(/"(Phone|Email|Address|Remarks|Utm)":("[^"]*"|null),/g, "").replace('"ReturningFlightDetail":null', '"returningFlightDetail":null'));
    raw.Data.Passengers[0].CharterSegments = null;
    const { events, rejected } = parseEventList(parseAnswer("B2BGetEvents", EventsPageSchema, { EventList: [raw] }).EventList);
    expect(rejected).toEqual([]);
    expect(isFlightBookedEvent(events[0]!) && events[0].Data.ReturningFlightDetail).toEqual([]);
  });

  it("keeps fields the interface does not name", () => {
    const raw = flightBookedEvent(1) as { Data: Record<string, unknown> };
    raw.Data.Extra = [1, 2];
    const [event] = parseEventList([raw]).events;
    expect((event!.Data as Record<string, unknown>).Extra).toEqual([1, 2]);
  });
});

describe("formatPath", () => {
  it("writes indexes in brackets and keys with dots", () => {
    expect(formatPath(["ItineraryList", 3, "FlightList", 0, "FlightClass"])).toBe("ItineraryList[3].FlightList[0].FlightClass");
    expect(formatPath([0, "Id"])).toBe("[0].Id");
    expect(formatPath([])).toBe("");
  });
});
