import { describe, expect, it } from "vitest";
import { belowSold, flightDifferences, readCapacity, unheldChanges } from "../../src/domain/flight-control.js";
import { WIRE_FLIGHT } from "../support/wire-flight.js";

const FLIGHT = WIRE_FLIGHT;

describe("flightDifferences", () => {
  it("finds none between a flight and itself, nor where only the spelling of a value differs", () => {
    expect(flightDifferences(FLIGHT, { ...FLIGHT })).toEqual([]);
    expect(flightDifferences(FLIGHT, { ...FLIGHT, id: "4101", publicRemarks: "" as unknown as null })).toEqual([]);
  });

  it("names each changed field with its value then and now, in the supplier's order", () => {
    expect(flightDifferences(FLIGHT, { ...FLIGHT, hideFlightFromSubsidiaryAgencies: true, seatCapacity: 150 })).toEqual([
      { field: "seatCapacity", before: "180", after: "150" },
      { field: "hideFlightFromSubsidiaryAgencies", before: "false", after: "true" },
    ]);
  });
});

describe("unheldChanges", () => {
  it("is empty when the reading shows the change", () => {
    expect(unheldChanges({ ...FLIGHT, seatCapacity: 170 }, { seatCapacity: 170 })).toEqual([]);
  });

  it("names what the reading does not show: the value wanted, the value read", () => {
    expect(unheldChanges(FLIGHT, { hideFlightFromSubsidiaryAgencies: true })).toEqual([{ field: "hideFlightFromSubsidiaryAgencies", before: "true", after: "false" }]);
  });
});

describe("readCapacity", () => {
  it.each([
    ["170", 170],
    [" 5 ", 5],
    ["۱۵۰", 150],
    ["0", 0],
    ["999", 999],
  ])("takes %j", (text, capacity) => {
    expect(readCapacity(text, 180, 0)).toEqual({ ok: true, capacity });
  });

  it.each([
    ["17.5", "format"],
    ["-3", "format"],
    ["a hundred", "format"],
    ["", "format"],
    ["1000", "too-high"],
    ["11", "below-sold"],
    ["180", "same"],
  ])("refuses %j: %s", (text, reason) => {
    expect(readCapacity(text, 180, 12)).toEqual({ ok: false, reason });
  });

  it("takes exactly the seats sold", () => {
    expect(readCapacity("12", 180, 12)).toEqual({ ok: true, capacity: 12 });
  });
});

describe("belowSold", () => {
  it("is true only for a capacity under the seats sold", () => {
    expect([belowSold(11, 12), belowSold(12, 12), belowSold(13, 12), belowSold(0, 0)]).toEqual([true, false, false, false]);
  });
});
