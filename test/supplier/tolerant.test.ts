import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AvailabilityResponseSchema } from "../../src/supplier/schemas/availability.js";
import { HistoryResponseSchema, StatusResponseSchema } from "../../src/supplier/schemas/booking.js";
import { canonicalTree, list, maybe, memberKey, record } from "../../src/supplier/schemas/tolerant.js";
import { parseAnswer } from "../../src/supplier/validate.js";
import { RefundResponseSchema } from "../../src/supplier/schemas/refund.js";
import { roundTripAnswer } from "./samples.js";

describe("member names", () => {
  it("are matched without regard to case or the old spellings", () => {
    expect(memberKey("FlightSegmentList")).toBe(memberKey("flightList"));
    expect(memberKey("Commision")).toBe(memberKey("commission"));
    expect(memberKey("CommisionPercent")).toBe(memberKey("CommissionPercent"));
    expect(memberKey("FlightSegmentListX")).not.toBe(memberKey("FlightListX"));
  });

  it("are renamed to the schemas' throughout an answer, an object copied only when a name changes", () => {
    const exact = { FlightNumber: "1", Commission: 2 };
    expect(canonicalTree(exact)).toBe(exact);
    expect(canonicalTree({ flightNUMBER: "1", Commision: 2, extra: true })).toEqual({ FlightNumber: "1", Commission: 2, extra: true });
    expect(canonicalTree([{ itineraryList: [{ flightSegmentList: [{ airline: "IR" }] }] }])).toEqual([{ ItineraryList: [{ FlightList: [{ Airline: "IR" }] }] }]);
    // Both spellings present: the exact one wins, the other is kept as an extra.
    expect(canonicalTree({ Commission: 2, commission: 3 })).toEqual({ Commission: 2, commission: 3 });
  });

  it("take a value in another spelling over a null in the schema's", () => {
    expect(canonicalTree({ FlightList: null, FlightSegmentList: [{ Airline: "IR" }] })).toEqual({ FlightList: [{ Airline: "IR" }] });
    expect(canonicalTree({ FlightList: [], flightSegmentList: null })).toEqual({ FlightList: [], flightSegmentList: null });
  });

  it("keep members named like the built-ins of objects as they are", () => {
    const answer = JSON.parse('{"constructor":1,"__proto__":{"x":1},"toString":2,"flightNumber":"7"}');
    const named = canonicalTree(answer) as Record<string, unknown>;
    expect(Object.keys(named).sort()).toEqual(["FlightNumber", "__proto__", "constructor", "toString"]);
    expect(Object.getPrototypeOf(named)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)["x"]).toBeUndefined();
  });

  it("turn an answer nested beyond reason into a SchemaError, never a crash", () => {
    const deep = JSON.parse(`{"TrackingCode":"T","x":${"[".repeat(200_000)}${"]".repeat(200_000)}}`);
    expect(() => parseAnswer("DoRefund", RefundResponseSchema, deep)).not.toThrow();
    let nested: unknown = { trackingCode: "T" };
    for (let i = 0; i < 100; i++) nested = { a: nested };
    expect(parseAnswer("DoRefund", RefundResponseSchema, { TrackingCode: null, deep: nested }).TrackingCode).toBeNull();
  });

  it("may not be spelt two ways by two schemas", () => {
    record({ SeatMap: z.string() });
    expect(() => record({ Seatmap: z.string() })).toThrow(/Seatmap clashes with SeatMap/);
  });
});

describe("lists and optional objects", () => {
  const schema = record({ Items: list(z.number()), Box: maybe(record({ Size: z.number() })) });

  it("read null or absence as empty and none", () => {
    const read = (value: unknown) => parseAnswer("GetStatus", schema, value);
    expect(read({})).toEqual({ Items: [] });
    expect(read({ items: null, box: null })).toMatchObject({ Items: [] });
    expect(read({ Items: null, Box: null })).toEqual({ Items: [], Box: null });
    expect(read({ items: [1], BOX: { size: 2 } })).toEqual({ Items: [1], Box: { Size: 2 } });
  });

  it("still refuse a value of the wrong kind", () => {
    expect(schema.safeParse({ Items: "1,2" }).success).toBe(false);
  });
});

describe("answers shaped as real suppliers send them", () => {
  it("reads an older search (FlightSegmentList, Commision, null Terminal, members left out) with the same money", () => {
    const sent = roundTripAnswer(2);
    const old = JSON.parse(
      JSON.stringify(sent).replaceAll('"FlightList"', '"FlightSegmentList"').replaceAll('"Commission"', '"Commision"').replaceAll('"Terminal":""', '"Terminal":null').replaceAll('"Remarks":null,', ""),
    );
    delete old.ClosedFlightList;
    const parsed = parseAnswer("SearchByRouteAndDate", AvailabilityResponseSchema, old);
    const strict = AvailabilityResponseSchema.parse(sent);
    const fares = (a: typeof parsed) => a.ItineraryList.flatMap((i) => i.FlightList.map((f) => f.FlightClass.AdultFare));
    expect(fares(parsed)).toEqual(fares(strict));
    expect(fares(parsed)[0]!.Commission).toBe(12.5);
    expect(parsed.ItineraryList[0]!.FlightList[0]!.Origin.Terminal).toBeNull();
    expect(parsed.ClosedFlightList).toEqual([]);
  });

  it("reads a camelCase search answer", () => {
    const camel = JSON.parse(JSON.stringify(roundTripAnswer(1)).replace(/"([A-Z])(\w*)":/g, (_, first: string, rest: string) => `"${first.toLowerCase()}${rest}":`));
    const parsed = parseAnswer("SearchByRouteAndDate", AvailabilityResponseSchema, camel);
    expect(parsed.ItineraryList[0]!.FlightList[1]!.FlightClass.AdultFare.Payable).toBe(45_000_000.25 - 12.5);
  });

  it("reads a null ItineraryList as no flights, and still refuses money of the wrong type", () => {
    expect(AvailabilityResponseSchema.parse({ CurrencyCode: "IRR", ItineraryList: null }).ItineraryList).toEqual([]);
    const bad = roundTripAnswer(1) as { ItineraryList: { FlightList: { FlightClass: { ChildFare: Record<string, unknown> } }[] }[] };
    bad.ItineraryList[0]!.FlightList[0]!.FlightClass.ChildFare.Payable = null;
    expect(AvailabilityResponseSchema.safeParse(bad).success).toBe(false);
  });

  it("reads a history whose lists are null, with a numeric gender and no birth date", () => {
    const passenger = {
      FirstName: "Sara",
      LastName: "Ahmadi",
      AgeType: "ADL",
      Gender: 2,
      Birthdate: null,
      NationalityCountry: "IR",
      SegmentList: null,
    };
    const parsed = parseAnswer("GetHistory", HistoryResponseSchema, {
      LastState: { PassengerList: [passenger] },
      History_InitialBooking: { BookingDateTime: "2026-11-20 08:00:00", PassengerList: null },
      History_Cancelation: null,
      History_PassengerInfoChanged: { HistoryList: null },
    });
    expect(parsed.LastState.PassengerList[0]).toMatchObject({ Gender: "F", Birthdate: null, SegmentList: [], Passport: null });
    expect(parsed.LastState.PassengerList[0]!.IranianCartMelli).toBeUndefined();
    expect(parsed.History_Cancelation.HistoryList).toEqual([]);
    expect(parsed.History_PassengerInfoChanged.HistoryList).toEqual([]);
    expect(parsed.History_ChangedFlight.HistoryList).toEqual([]);
    expect(parsed.History_InitialBooking.Phone).toBeUndefined();
  });

  it("reads a failed GetStatus whose PassengerList is null", () => {
    const status = parseAnswer("GetStatus", StatusResponseSchema, { StatusId: 2, StatusDesc: "Failed", FailReason: "No seats", PassengerList: null });
    expect(status).toMatchObject({ StatusId: 2, FailReason: "No seats", PassengerList: [] });
    expect(status.LocalPnr).toBeUndefined();
  });

  it("reads a refund answer without TrackingCode as a success", () => {
    expect(RefundResponseSchema.parse({}).TrackingCode).toBeNull();
    expect(parseAnswer("DoRefund", RefundResponseSchema, { trackingCode: "9b2c" }).TrackingCode).toBe("9b2c");
  });
});
