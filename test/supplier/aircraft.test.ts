import { describe, expect, it } from "vitest";
import { describeAircraft } from "../../src/supplier/aircraft.js";
import { AircraftListResponseSchema } from "../../src/supplier/schemas/bot.js";
import { parseAnswer } from "../../src/supplier/validate.js";

const read = (item: unknown) => describeAircraft(parseAnswer("AircraftGetList", AircraftListResponseSchema, [item])[0]!);

describe("describeAircraft", () => {
  it("puts the naming members first, then other plain values, and leaves out ids, empty values and objects", () => {
    expect(read({ id: 7, model: "A320", Note: " ", Extra: { a: 1 }, Owner: "IR", registration: "EP-ABC", seatCount: 180, isActive: false })).toEqual({
      details: [{ value: "EP-ABC" }, { value: "A320" }, { seats: 180 }, { value: "IR" }],
      inactive: true,
    });
  });

  it("counts seats only when they are a number, and an aircraft is active unless it says otherwise", () => {
    expect(read({ Name: "Fokker", Capacity: "100" })).toEqual({ details: [{ value: "Fokker" }, { value: "100" }], inactive: false });
  });
});
