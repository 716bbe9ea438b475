import { describe, expect, it } from "vitest";
import { flightNumberKey, parseFlightRef, parseRoute, spacedFlight } from "../../src/domain/flight-ref.js";

describe("parseFlightRef", () => {
  it.each([
    ["IR1234", "IR", "1234"],
    ["IR 1234", "IR", "1234"],
    ["ir-1234", "IR", "1234"],
    ["IR – 1234", "IR", "1234"],
    ["W5 1047", "W5", "1047"],
    ["W51047", "W5", "1047"],
    ["4B123", "4B", "123"],
    ["IR0452", "IR", "452"],
    ["ep 7", "EP", "7"],
    ["IR۱۲۳۴", "IR", "1234"],
    ["\u200f IR1234 ", "IR", "1234"],
  ])("reads %j as %s %s", (text, airline, number) => {
    expect(parseFlightRef(text)).toEqual({ ok: true, flight: { airline, number } });
  });

  it.each([
    ["", "empty"],
    ["  ", "empty"],
    ["1234", "airline"],
    ["12 34", "airline"],
    ["IR12345", "number"],
    ["IR0", "number"],
    ["IR0000", "number"],
    ["IR", "format"],
    ["IR1234A", "format"],
    ["I R1234", "format"],
    ["IRA1234", "format"],
    ["IR 12 34", "format"],
    ["THR-MHD", "format"],
    ["ایران۱۲۳۴", "format"],
  ])("refuses %j: %s", (text, reason) => {
    expect(parseFlightRef(text)).toEqual({ ok: false, reason });
  });
});

describe("flightNumberKey", () => {
  it("gives one form for the numbers the supplier sends", () => {
    expect(flightNumberKey("0452")).toBe("452");
    expect(flightNumberKey("452")).toBe("452");
    expect(flightNumberKey("7250")).toBe("7250");
    expect(flightNumberKey("0")).toBeNull();
    expect(flightNumberKey("12345")).toBeNull();
    expect(flightNumberKey("")).toBeNull();
  });
});

describe("parseRoute", () => {
  it.each(["THR-MHD", "thr-mhd", "THR→MHD", "THR ➡️ MHD", "THR - MHD", "THR MHD", "THR — MHD"])("reads %j", (text) => {
    expect(parseRoute(text)).toEqual({ ok: true, origin: "THR", destination: "MHD" });
  });

  it.each([
    ["THR-THR", "same-airport"],
    ["THR", "format"],
    ["THR-MHD-KIH", "format"],
    ["TH-MHD", "format"],
    ["", "format"],
    ["تهران-مشهد", "format"],
  ])("refuses %j: %s", (text, reason) => {
    expect(parseRoute(text)).toEqual({ ok: false, reason });
  });
});

describe("spacedFlight", () => {
  it("writes a ledger's flight as staff do, and leaves what is not one as it is", () => {
    expect(["W51047", "IR452", "4B0123", "IR1234"].map(spacedFlight)).toEqual(["W5 1047", "IR 452", "4B 0123", "IR 1234"]);
    // Two digits are no airline; a letter after the number or a second designator is not a flight we split.
    expect(["121047", "IR1234A", "IRIR7690", ""].map(spacedFlight)).toEqual(["121047", "IR1234A", "IRIR7690", ""]);
  });
});
