import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { AvailabilityResponseSchema } from "../../src/supplier/schemas/availability.js";
import { HistoryResponseSchema } from "../../src/supplier/schemas/booking.js";
import { directReader, NOT_DIRECT } from "../../src/supplier/schemas/direct-read.js";
import { canonicalTree } from "../../src/supplier/schemas/tolerant.js";
import { parseAnswer } from "../../src/supplier/validate.js";
import { roundTripAnswer } from "./samples.js";

/** The full reading (names set right, then zod), on its own copy of the answer. */
function fullReading(schema: z.ZodType, answer: unknown): unknown {
  const result = schema.safeParse(canonicalTree(structuredClone(answer)));
  return result.success ? result.data : "refused";
}

function parsed(schema: z.ZodType, answer: unknown): unknown {
  try {
    return parseAnswer("SearchByRouteAndDate", schema, structuredClone(answer));
  } catch {
    return "refused";
  }
}

/** A search answer changed the ways real suppliers change it. */
function variants(): Array<[string, unknown]> {
  const base = () => roundTripAnswer(3) as unknown as Record<string, any>;
  const out: Array<[string, unknown]> = [["as documented", base()]];
  const camel = JSON.parse(JSON.stringify(base()).replace(/"([A-Z])(\w*)":/g, (_, a: string, rest: string) => `"${a.toLowerCase()}${rest}":`));
  out.push(["camelCase", camel]);
  const old = JSON.parse(JSON.stringify(base()).replaceAll('"FlightList"', '"FlightSegmentList"').replaceAll('"Commission"', '"Commision"'));
  out.push(["older spellings", old]);
  const nulls = base();
  nulls["ClosedFlightList"] = null;
  nulls["ItineraryList"][0].FlightList[0].FlightClass.CancelationPolicyList = null;
  delete nulls["CurrencyCode"];
  out.push(["null and absent lists and currency", nulls]);
  const both = base();
  both["ItineraryList"][0].FlightList = null;
  both["ItineraryList"][0].FlightSegmentList = base()["ItineraryList"][0].FlightList;
  out.push(["a null list beside its older spelling", both]);
  const numbers = base();
  numbers["ItineraryList"][1].FlightList[0].FlightClass.BookingCode = 7;
  out.push(["a numeric booking code", numbers]);
  const extras = base();
  extras["ItineraryList"][0].Note = { flightNumber: "x", commision: [{ Code: 1 }] };
  extras["Extra"] = [1, { a: 2 }];
  out.push(["members the schema does not name", extras]);
  const wrong = base();
  wrong["ItineraryList"][2].FlightList[0].FlightClass.AdultFare.TotalFare = "many";
  out.push(["a fare that is not a number", wrong]);
  out.push(["a bare array", [base()]]);
  out.push(["__proto__", JSON.parse(`{"__proto__":{"x":1},${JSON.stringify(base()).slice(1)}`)]);
  return out;
}

describe("reading an answer already in the schema's shape", () => {
  it("takes the answer as it came, without copying it", () => {
    const answer = roundTripAnswer(3);
    expect(parseAnswer("SearchByRouteAndDate", AvailabilityResponseSchema, answer)).toBe(answer);
    expect(directReader(AvailabilityResponseSchema)(roundTripAnswer(3))).not.toBe(NOT_DIRECT);
  });

  it.each(variants())("reads %s as the full reading does", (_, answer) => {
    expect(parsed(AvailabilityResponseSchema, answer)).toEqual(fullReading(AvailabilityResponseSchema, answer));
  });

  it("renames members in another case or spelling on the way, and leaves values zod refuses to the full reading", () => {
    const read = directReader(AvailabilityResponseSchema);
    for (const name of ["camelCase", "older spellings"]) {
      const [, answer] = variants().find(([n]) => n === name)!;
      expect(read(structuredClone(answer))).toEqual(fullReading(AvailabilityResponseSchema, answer));
    }
    const [, wrong] = variants().find(([name]) => name.startsWith("a fare"))!;
    expect(read(wrong)).toBe(NOT_DIRECT);
  });

  it("reads other operations' answers the same either way", () => {
    const history = { PNR: "AB12CD", Status: "Issued", ItineraryList: null, Passengers: [] };
    expect(parsed(HistoryResponseSchema, history)).toEqual(fullReading(HistoryResponseSchema, history));
  });
});
