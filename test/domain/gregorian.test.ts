import { describe, expect, it } from "vitest";
import {
  daysInGregorianMonth,
  formatIsoDate,
  fromEpochDay,
  isValidGregorianDate,
  parseIsoDate,
  toEpochDay,
} from "../../src/domain/gregorian.js";

const DAY_MS = 86_400_000;

describe("epoch days", () => {
  it("agree with Date.UTC for every day from 1900 to 2200", () => {
    const start = Date.UTC(1900, 0, 1) / DAY_MS;
    const end = Date.UTC(2200, 11, 31) / DAY_MS;
    const mismatches: number[] = [];
    for (let day = start; day <= end; day++) {
      const utc = new Date(day * DAY_MS);
      const date = fromEpochDay(day);
      const same =
        date.year === utc.getUTCFullYear() && date.month === utc.getUTCMonth() + 1 && date.day === utc.getUTCDate();
      if (!same || toEpochDay(date) !== day) mismatches.push(day);
    }
    expect(mismatches).toEqual([]);
  });

  it("handle years before 100 (where Date.UTC would add 1900)", () => {
    const date = { year: 50, month: 3, day: 1 };
    expect(fromEpochDay(toEpochDay(date))).toEqual(date);
    expect(toEpochDay({ year: 1, month: 1, day: 1 })).toBe(-719162);
  });
});

describe("validity", () => {
  it("knows month lengths and Gregorian leap years", () => {
    expect(daysInGregorianMonth(2024, 2)).toBe(29);
    expect(daysInGregorianMonth(2026, 2)).toBe(28);
    expect(daysInGregorianMonth(1900, 2)).toBe(28);
    expect(daysInGregorianMonth(2000, 2)).toBe(29);
    expect(daysInGregorianMonth(2026, 4)).toBe(30);
    expect(daysInGregorianMonth(2026, 12)).toBe(31);
    expect(isValidGregorianDate(2026, 2, 30)).toBe(false);
    expect(isValidGregorianDate(2026, 13, 1)).toBe(false);
    expect(isValidGregorianDate(2026, 1, 0)).toBe(false);
    expect(isValidGregorianDate(2026, 1.5, 1)).toBe(false);
    expect(isValidGregorianDate(0, 1, 1)).toBe(false);
  });

  it("parses only strict yyyy-MM-dd of existing days", () => {
    expect(parseIsoDate("2026-12-01")).toEqual({ year: 2026, month: 12, day: 1 });
    for (const bad of ["2026-2-01", "2026-02-30", "26-02-01", "2026-02-01 ", "2026/02/01", "۲۰۲۶-۰۲-۰۱", "", "2026-00-10"]) {
      expect(parseIsoDate(bad)).toBeNull();
    }
  });

  it("formats with zero padding", () => {
    expect(formatIsoDate({ year: 987, month: 3, day: 4 })).toBe("0987-03-04");
  });
});
