import { describe, expect, it } from "vitest";
import { parseFlightsArgs } from "../../src/domain/flights-args.js";

const TODAY = "2026-11-22";

describe("parseFlightsArgs", () => {
  it("reads a date and a route in either order, each optional", () => {
    expect(parseFlightsArgs("", TODAY)).toEqual({ ok: true, args: { date: TODAY } });
    expect(parseFlightsArgs("tomorrow", TODAY)).toEqual({ ok: true, args: { date: "2026-11-23" } });
    expect(parseFlightsArgs("yesterday", TODAY)).toEqual({ ok: true, args: { date: "2026-11-21" } });
    expect(parseFlightsArgs("۱۴۰۵/۰۹/۱۱ THR MHD", TODAY)).toEqual({ ok: true, args: { date: "2026-12-02", route: { origin: "THR", destination: "MHD" } } });
    expect(parseFlightsArgs("thr→mhd +3", TODAY)).toEqual({ ok: true, args: { date: "2026-11-25", route: { origin: "THR", destination: "MHD" } } });
    expect(parseFlightsArgs("THR-MHD", TODAY)).toEqual({ ok: true, args: { date: TODAY, route: { origin: "THR", destination: "MHD" } } });
  });

  it("names the part it cannot read", () => {
    expect(parseFlightsArgs("2026-02-30", TODAY)).toEqual({ ok: false, reason: "date", detail: "invalid", part: "2026-02-30" });
    expect(parseFlightsArgs("tomorow THR-MHD", TODAY)).toEqual({ ok: false, reason: "route", detail: "format", part: "tomorow THR-MHD" });
    expect(parseFlightsArgs("today THR-THR", TODAY)).toEqual({ ok: false, reason: "route", detail: "same-airport", part: "THR-THR" });
    expect(parseFlightsArgs("+x", TODAY)).toMatchObject({ ok: false, reason: "date", part: "+x" });
  });
});
