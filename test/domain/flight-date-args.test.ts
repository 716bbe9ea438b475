import { describe, expect, it } from "vitest";
import { parseFlightDateArgs } from "../../src/domain/flight-date-args.js";

const TODAY = "2026-11-22";

describe("parseFlightDateArgs", () => {
  it.each([
    ["IR1234 2026-12-02", "IR", "1234", "2026-12-02"],
    ["ir 1234 tomorrow", "IR", "1234", "2026-11-23"],
    ["W5-0147 +3", "W5", "147", "2026-11-25"],
    ["EP7 1405/09/11", "EP", "7", "2026-12-02"],
  ])("reads %j", (text, airline, number, date) => {
    expect(parseFlightDateArgs(text, TODAY)).toEqual({ ok: true, flight: { airline, number }, date });
  });

  it.each([
    ["", "usage"],
    ["IR1234", "usage"],
    ["1234 2026-12-02", "flight"],
    ["IR12345 2026-12-02", "flight"],
    ["IR1234 someday", "date"],
    ["IR1234 2026-02-30", "date"],
  ])("refuses %j: %s", (text, reason) => {
    expect(parseFlightDateArgs(text, TODAY)).toEqual({ ok: false, reason });
  });
});
