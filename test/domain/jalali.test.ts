import { describe, expect, it } from "vitest";
import { formatIsoDate, fromEpochDay, toEpochDay } from "../../src/domain/gregorian.js";
import {
  daysInJalaliMonth,
  formatJalali,
  gregorianToJalali,
  isJalaliLeapYear,
  isValidJalaliDate,
  jalaliToGregorian,
} from "../../src/domain/jalali.js";

const KNOWN_PAIRS: [jalali: [number, number, number], gregorian: string][] = [
  [[1403, 1, 1], "2024-03-20"],
  [[1404, 1, 1], "2025-03-21"],
  [[1402, 12, 29], "2024-03-19"],
  [[1399, 12, 30], "2021-03-20"],
  [[1403, 12, 30], "2025-03-20"],
  [[1405, 9, 1], "2026-11-22"],
  [[1357, 11, 22], "1979-02-11"],
  [[1300, 1, 1], "1921-03-21"],
];

describe("known dates", () => {
  it.each(KNOWN_PAIRS)("%j = %s", ([y, m, d], iso) => {
    expect(formatIsoDate(jalaliToGregorian(y, m, d))).toBe(iso);
    const [gy, gm, gd] = iso.split("-").map(Number) as [number, number, number];
    expect(gregorianToJalali(gy, gm, gd)).toEqual({ year: y, month: m, day: d });
  });

  it("formats a yyyy-MM-dd as yyyy/MM/dd Jalali", () => {
    expect(formatJalali("2026-11-22")).toBe("1405/09/01");
    expect(formatJalali("2024-03-20")).toBe("1403/01/01");
    expect(() => formatJalali("2026-02-30")).toThrow(RangeError);
    expect(() => formatJalali("1405/09/01")).toThrow(RangeError);
  });
});

describe("leap years and month lengths", () => {
  it("follows the 33-year rule", () => {
    const leap = [1370, 1375, 1379, 1383, 1387, 1391, 1395, 1399, 1403, 1408, 1412];
    for (let year = 1370; year <= 1412; year++) expect(isJalaliLeapYear(year)).toBe(leap.includes(year));
  });

  it("has 31-day first half, 30-day second half, Esfand 29 or 30", () => {
    expect(daysInJalaliMonth(1404, 6)).toBe(31);
    expect(daysInJalaliMonth(1404, 7)).toBe(30);
    expect(daysInJalaliMonth(1404, 11)).toBe(30);
    expect(daysInJalaliMonth(1404, 12)).toBe(29);
    expect(daysInJalaliMonth(1403, 12)).toBe(30);
    expect(isValidJalaliDate(1403, 12, 30)).toBe(true);
    expect(isValidJalaliDate(1404, 12, 30)).toBe(false);
    expect(isValidJalaliDate(1404, 7, 31)).toBe(false);
    expect(isValidJalaliDate(1404, 13, 1)).toBe(false);
    expect(isValidJalaliDate(1404, 0, 1)).toBe(false);
    expect(() => jalaliToGregorian(1404, 12, 30)).toThrow(RangeError);
    expect(() => gregorianToJalali(2026, 2, 29)).toThrow(RangeError);
  });

  it("gives every year as many days as its leap status says", () => {
    for (let year = 1300; year <= 1500; year++) {
      const start = toEpochDay(jalaliToGregorian(year, 1, 1));
      const next = toEpochDay(jalaliToGregorian(year + 1, 1, 1));
      expect(next - start).toBe(isJalaliLeapYear(year) ? 366 : 365);
    }
  });
});

describe("conversion over whole ranges", () => {
  it("round-trips every day from 1995-01-01 to 2060-12-31, one day after another", () => {
    const failures: string[] = [];
    let previous = gregorianToJalali(1994, 12, 31);
    for (let day = toEpochDay({ year: 1995, month: 1, day: 1 }); day <= toEpochDay({ year: 2060, month: 12, day: 31 }); day++) {
      const g = fromEpochDay(day);
      const j = gregorianToJalali(g.year, g.month, g.day);
      const back = jalaliToGregorian(j.year, j.month, j.day);
      // The Jalali side must advance by exactly one day too.
      const expected =
        previous.day < daysInJalaliMonth(previous.year, previous.month)
          ? { ...previous, day: previous.day + 1 }
          : previous.month < 12
            ? { year: previous.year, month: previous.month + 1, day: 1 }
            : { year: previous.year + 1, month: 1, day: 1 };
      if (toEpochDay(back) !== day || JSON.stringify(j) !== JSON.stringify(expected)) failures.push(formatIsoDate(g));
      previous = j;
    }
    expect(failures).toEqual([]);
  });

  it("agrees with ICU's Persian calendar (Intl) for Jalali years 1300-1500", () => {
    const persian = new Intl.DateTimeFormat("en-US-u-ca-persian-nu-latn", {
      timeZone: "UTC",
      year: "numeric",
      month: "numeric",
      day: "numeric",
    });
    const failures: string[] = [];
    const first = toEpochDay(jalaliToGregorian(1300, 1, 1));
    const last = toEpochDay(jalaliToGregorian(1500, 12, 29));
    for (let day = first; day <= last; day++) {
      const g = fromEpochDay(day);
      const parts = persian.formatToParts(new Date(Date.UTC(g.year, g.month - 1, g.day)));
      const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
      const j = gregorianToJalali(g.year, g.month, g.day);
      if (j.year !== part("year") || j.month !== part("month") || j.day !== part("day")) failures.push(formatIsoDate(g));
    }
    expect(failures).toEqual([]);
  });
});
