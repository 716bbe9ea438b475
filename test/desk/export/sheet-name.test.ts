import { describe, expect, it } from "vitest";
import { MAX_SHEET_NAME, sheetName } from "../../../src/desk/export/sheet-name.js";

const one = (wanted: string) => sheetName(wanted, new Set());

describe("sheetName: Excel's rules for a sheet name", () => {
  it("replaces the characters Excel forbids, slashes of a date by dashes", () => {
    expect(one("Sales 2026/12/01")).toBe("Sales 2026-12-01");
    expect(one("a\\b")).toBe("a-b");
    expect(one("By route: THR*MHD? [IR]")).toBe("By route THR MHD IR");
    expect(one("tab\there\nnewline")).toBe("tab here newline");
  });

  it("cuts a long name to 31 characters, Persian included, never half a surrogate pair", () => {
    const persian = "فروش به تفکیک آژانس‌های همکار در ماه گذشته";
    expect(one(persian)).toBe(persian.slice(0, MAX_SHEET_NAME).trimEnd());
    const emoji = `${"x".repeat(30)}✈️😀`;
    expect(one(emoji).length).toBeLessThanOrEqual(MAX_SHEET_NAME);
    expect(one(`${"x".repeat(30)}😀`)).toBe("x".repeat(30));
  });

  it("drops apostrophes at either end and names an empty name", () => {
    expect(one("'quoted'")).toBe("quoted");
    expect(one(`${"y".repeat(30)}'z`)).toBe("y".repeat(30));
    expect(one(" :/*? ")).toBe("-");
    expect(one("")).toBe("Sheet");
    expect(one("[]")).toBe("Sheet");
  });

  it("keeps names unique whatever their case, and avoids the reserved History", () => {
    const taken = new Set<string>();
    expect(sheetName("Bookings", taken)).toBe("Bookings");
    expect(sheetName("bookings", taken)).toBe("bookings (2)");
    expect(sheetName("BOOKINGS", taken)).toBe("BOOKINGS (3)");
    expect(sheetName("history", taken)).toBe("history (2)");
    const long = "z".repeat(40);
    expect(sheetName(long, taken)).toBe("z".repeat(31));
    expect(sheetName(long, taken)).toBe(`${"z".repeat(27)} (2)`);
  });
});
