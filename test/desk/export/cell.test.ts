import { describe, expect, it } from "vitest";
import { MAX_CELL_TEXT, toCell, wallClock } from "../../../src/desk/export/cell.js";

const TEHRAN = "Asia/Tehran";

describe("toCell: a value as a cell of its column's kind", () => {
  it("writes amounts as numbers with exactly the decimals the supplier sent", () => {
    expect(toCell("amount", 1722700, TEHRAN)).toEqual({ value: 1722700, numFmt: "#,##0" });
    expect(toCell("amount", 12.5, TEHRAN)).toEqual({ value: 12.5, numFmt: "#,##0.0" });
    expect(toCell("amount", -0.125, TEHRAN)).toEqual({ value: -0.125, numFmt: "#,##0.000" });
    // PostgreSQL's numeric comes as text: its trailing zeros are the supplier's decimals.
    expect(toCell("amount", "1722700.50", TEHRAN)).toEqual({ value: 1722700.5, numFmt: "#,##0.00" });
    expect(toCell("amount", "-40", TEHRAN)).toEqual({ value: -40, numFmt: "#,##0" });
  });

  it("keeps as text an amount a double cannot hold exactly, or that is no amount", () => {
    expect(toCell("amount", "12345678901234567.89", TEHRAN)).toEqual({ value: "12345678901234567.89" });
    expect(toCell("amount", "1,200", TEHRAN)).toEqual({ value: "1,200" });
    expect(toCell("amount", Number.NaN, TEHRAN)).toEqual({ value: "NaN" });
  });

  it("writes integers with separators, from numbers or digit text", () => {
    expect(toCell("integer", 10000, TEHRAN)).toEqual({ value: 10000, numFmt: "#,##0" });
    expect(toCell("integer", "42", TEHRAN)).toEqual({ value: 42, numFmt: "#,##0" });
    expect(toCell("integer", 2.5, TEHRAN)).toEqual({ value: "2.5" });
  });

  it("keeps text as text, whatever it looks like", () => {
    for (const text of ["=1+2", "+98912", "-1", "@SUM(A1)", "0012345678"]) {
      expect(toCell("text", text, TEHRAN)).toEqual({ value: text });
    }
    expect(toCell("text", 7, TEHRAN)).toEqual({ value: "7" });
    expect(toCell("text", "x".repeat(MAX_CELL_TEXT + 5), TEHRAN).value).toHaveLength(MAX_CELL_TEXT);
  });

  it("writes days and instants as dates; instants on the display zone's wall clock", () => {
    expect(toCell("date", "2026-12-02", TEHRAN)).toEqual({ value: new Date("2026-12-02T00:00:00Z"), numFmt: "yyyy-mm-dd" });
    expect(toCell("date", "2026-02-30", TEHRAN)).toEqual({ value: "2026-02-30" });
    expect(toCell("datetime", new Date("2026-12-01T22:00:00Z"), TEHRAN)).toEqual({
      value: new Date("2026-12-02T01:30:00Z"),
      numFmt: "yyyy-mm-dd hh:mm",
    });
    expect(toCell("datetime", "2026-12-01 22:00", TEHRAN)).toEqual({ value: "2026-12-01 22:00" });
  });

  it("leaves a missing value empty", () => {
    expect(toCell("amount", null, TEHRAN)).toEqual({ value: null });
    expect(toCell("text", undefined, TEHRAN)).toEqual({ value: null });
  });
});

describe("wallClock", () => {
  it("follows the zone's offset at that instant, midnight as hour 0", () => {
    expect(wallClock(new Date("2026-06-01T20:30:00Z"), "Europe/London")).toEqual(new Date("2026-06-01T21:30:00Z"));
    expect(wallClock(new Date("2026-12-01T20:30:00Z"), "Asia/Tehran")).toEqual(new Date("2026-12-02T00:00:00Z"));
  });
});
