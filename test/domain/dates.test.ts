import { describe, expect, it } from "vitest";
import {
  MAX_DAYS_AHEAD,
  addDays,
  addMonths,
  dateOfCompact,
  daysBetween,
  looksLikeDateWord,
  nextDays,
  parseDateWord,
  readCalendarDate,
  readDateWord,
  startOfDayIn,
  todayIn,
  weekdayOf,
} from "../../src/domain/dates.js";
import { prng } from "./prng.js";

const TODAY = "2026-11-20";

describe("parseDateWord", () => {
  it.each([
    ["2026-12-01", "2026-12-01"],
    ["2026-12-1", "2026-12-01"],
    [" 2026-11-20 ", "2026-11-20"],
    ["today", "2026-11-20"],
    ["TODAY", "2026-11-20"],
    ["tomorrow", "2026-11-21"],
    ["Tomorrow", "2026-11-21"],
    ["امروز", "2026-11-20"],
    ["فردا", "2026-11-21"],
    ["غدا", "2026-11-21"],
    ["+0", "2026-11-20"],
    ["+11", "2026-12-01"],
    ["+365", "2027-11-20"],
    ["1405/09/01", "2026-11-22"],
    ["1405/9/1", "2026-11-22"],
    ["۱۴۰۵/۰۹/۰۱", "2026-11-22"],
    ["١٤٠٥/٠٩/٠١", "2026-11-22"],
    ["۲۰۲۶-۱۲-۰۱", "2026-12-01"],
    ["\u200f1405/09/01\u200e", "2026-11-22"],
    ["1405/12/29", "2027-03-20"],
    // The year tells the calendar, whatever the separator: below 1500 Jalali.
    ["1405-09-20", "2026-12-11"],
    ["1405-9-1", "2026-11-22"],
    ["۱۴۰۵-۰۹-۲۰", "2026-12-11"],
    ["2026/12/01", "2026-12-01"],
  ])("reads %j as %s", (word, date) => {
    expect(parseDateWord(word, TODAY)).toEqual({ ok: true, date });
  });

  it.each([
    ["2026-02-30", "invalid"],
    ["2026-13-01", "invalid"],
    ["1405/12/30", "invalid"], // 1405 is not a leap year
    ["1405/07/31", "invalid"],
    ["2026-11-19", "past"],
    ["yesterday", "format"],
    ["1405/08/28", "past"],
    ["+366", "too-far"],
    ["+99999999999999999999", "too-far"],
    ["2027-11-21", "too-far"],
    ["1299/01/01", "format"],
    ["1299-01-01", "format"],
    ["1405-07-31", "invalid"],
    ["2026/02/30", "invalid"],
    ["2026-12/01", "format"],
    ["26-12-01", "format"],
    ["2026.12.01", "format"],
    ["+", "format"],
    ["-1", "format"],
    ["+1.5", "format"],
    ["", "format"],
    ["2026-12-01x", "format"],
  ])("refuses %j: %s", (word, reason) => {
    expect(parseDateWord(word, TODAY)).toEqual({ ok: false, reason });
  });

  it("accepts a Jalali leap day and today..today+365 exactly", () => {
    expect(parseDateWord("1403/12/30", "2025-03-01")).toEqual({ ok: true, date: "2025-03-20" });
    expect(parseDateWord(addDays(TODAY, MAX_DAYS_AHEAD), TODAY).ok).toBe(true);
    expect(parseDateWord(addDays(TODAY, MAX_DAYS_AHEAD + 1), TODAY)).toEqual({ ok: false, reason: "too-far" });
  });

  it("throws RangeError for a bad today (a programming error), never for a bad word", () => {
    expect(() => parseDateWord("today", "2026-02-30")).toThrow(RangeError);
    const random = prng(7);
    for (let i = 0; i < 2000; i++) {
      const word = Array.from({ length: random.int(0, 12) }, () => String.fromCharCode(random.int(0, 0x700))).join("");
      expect(() => parseDateWord(word, TODAY)).not.toThrow();
    }
  });
});

describe("readDateWord", () => {
  it("reads the same words as parseDateWord, past and far days included", () => {
    expect(readDateWord("1405/08/28", TODAY)).toEqual({ ok: true, date: "2026-11-19" });
    expect(readDateWord("2020-01-01", TODAY)).toEqual({ ok: true, date: "2020-01-01" });
    expect(readDateWord("2030-01-01", TODAY)).toEqual({ ok: true, date: "2030-01-01" });
    expect(readDateWord("امروز", TODAY)).toEqual({ ok: true, date: TODAY });
  });

  it("refuses what is not a date or no such day", () => {
    expect(readDateWord("1405/12/30", TODAY)).toEqual({ ok: false, reason: "invalid" });
    expect(readDateWord("yesterday", TODAY)).toEqual({ ok: false, reason: "format" });
    expect(readDateWord("1299/01/01", TODAY)).toEqual({ ok: false, reason: "format" });
  });
});

describe("looksLikeDateWord", () => {
  it("tells date-shaped words from others", () => {
    for (const word of ["2026-02-30", "+x", "today", "۱۴۰۵/۱۳/۰۱", "9"]) expect(looksLikeDateWord(word)).toBe(true);
    for (const word of ["THR", "closed", "yesterday", "", "-1"]) expect(looksLikeDateWord(word)).toBe(false);
  });
});

describe("day arithmetic", () => {
  it("adds days across months, years and leap days", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-11-20", 0)).toBe("2026-11-20");
    expect(addDays("2026-11-20", 365)).toBe("2027-11-20");
    expect(() => addDays("2026-11-31", 1)).toThrow(RangeError);
    expect(() => addDays("2026-11-20", 0.5)).toThrow(RangeError);
  });

  it("counts the days between two dates", () => {
    expect(daysBetween("2026-11-20", "2026-11-20")).toBe(0);
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2);
    expect(daysBetween("2027-01-01", "2026-12-31")).toBe(-1);
    expect(() => daysBetween("2026-02-30", "2026-03-01")).toThrow(RangeError);
  });

  it("lists the next n days starting with today", () => {
    expect(nextDays("2026-12-30", 4)).toEqual(["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"]);
    expect(nextDays("2026-12-30", 0)).toEqual([]);
  });

  it("knows the weekday (0 = Sunday)", () => {
    expect(weekdayOf("1970-01-01")).toBe(4);
    expect(weekdayOf("2026-11-22")).toBe(0);
    expect(weekdayOf("2026-11-21")).toBe(6);
    expect(weekdayOf("1969-12-31")).toBe(3);
  });
});

describe("todayIn", () => {
  it("gives the local calendar date of an instant in an IANA zone", () => {
    // Tehran is UTC+03:30 all year since 2022.
    expect(todayIn("Asia/Tehran", new Date("2026-03-20T20:29:59Z"))).toBe("2026-03-20");
    expect(todayIn("Asia/Tehran", new Date("2026-03-20T20:30:00Z"))).toBe("2026-03-21");
    expect(todayIn("UTC", new Date("2026-03-20T23:59:59.999Z"))).toBe("2026-03-20");
    expect(todayIn("America/Los_Angeles", new Date("2026-01-01T07:59:00Z"))).toBe("2025-12-31");
    expect(todayIn("Pacific/Kiritimati", new Date("2026-01-01T09:59:00Z"))).toBe("2026-01-01");
  });

  it("throws RangeError for an unknown zone or an invalid Date", () => {
    expect(() => todayIn("Mars/Olympus", new Date())).toThrow(RangeError);
    expect(() => todayIn("UTC", new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe("startOfDayIn", () => {
  it.each([
    ["UTC", "2026-01-01", "2026-01-01T00:00:00.000Z"],
    ["Asia/Tehran", "2026-11-20", "2026-11-19T20:30:00.000Z"],
    ["Pacific/Kiritimati", "2026-01-01", "2025-12-31T10:00:00.000Z"],
    ["Pacific/Pago_Pago", "2026-01-01", "2026-01-01T11:00:00.000Z"],
    // Berlin's spring change at 02:00 leaves midnight alone; the day has 23 hours.
    ["Europe/Berlin", "2026-03-29", "2026-03-28T23:00:00.000Z"],
    ["Europe/Berlin", "2026-03-30", "2026-03-29T22:00:00.000Z"],
    // Tehran's spring change of 2021 skipped 00:00-01:00: the day began at 01:00 local.
    ["Asia/Tehran", "2021-03-22", "2021-03-21T20:30:00.000Z"],
    ["Asia/Tehran", "2021-09-22", "2021-09-21T20:30:00.000Z"],
    // Samoa skipped 2011-12-30 entirely: it "starts" where the 31st does.
    ["Pacific/Apia", "2011-12-30", "2011-12-30T10:00:00.000Z"],
    ["Pacific/Apia", "2011-12-31", "2011-12-30T10:00:00.000Z"],
  ])("in %s, %s begins at %s", (zone, date, instant) => {
    expect(startOfDayIn(zone, date).toISOString()).toBe(instant);
  });

  it("throws RangeError for an unknown zone or a bad date", () => {
    expect(() => startOfDayIn("Mars/Olympus", "2026-01-01")).toThrow(RangeError);
    expect(() => startOfDayIn("UTC", "2026-02-30")).toThrow(RangeError);
  });
});

describe("a date packed into a button", () => {
  it("reads back as yyyy-MM-dd", () => {
    expect(dateOfCompact("20261202")).toBe("2026-12-02");
    expect(dateOfCompact(new Date("2026-02-28T00:00:00Z").toISOString().slice(0, 10).replaceAll("-", ""))).toBe("2026-02-28");
  });
});

describe("readCalendarDate", () => {
  it.each([
    ["1990-05-17", "1990-05-17"],
    ["1990/5/7", "1990-05-07"],
    ["1369/02/27", "1990-05-17"],
    ["۱۳۶۹/۰۲/۲۷", "1990-05-17"],
    ["1403-12-30", "2025-03-20"],
    [" 2030-01-31\u200f", "2030-01-31"],
  ])("reads %j as %s", (word, date) => {
    expect(readCalendarDate(word)).toEqual({ ok: true, date });
  });

  it.each([
    ["today", "format"],
    ["+3", "format"],
    ["17/05/1990", "format"],
    ["1990-05", "format"],
    ["1990-05/17", "format"],
    ["1250/01/01", "format"],
    ["1990-02-30", "invalid"],
    ["1403/12/31", "invalid"],
  ])("refuses %j (%s)", (word, reason) => {
    expect(readCalendarDate(word)).toEqual({ ok: false, reason });
  });
});

describe("addMonths", () => {
  it.each([
    ["2026-01-15", 6, "2026-07-15"],
    ["2026-08-31", 6, "2027-02-28"],
    ["2027-08-31", 6, "2028-02-29"],
    ["2026-12-01", 1, "2027-01-01"],
    ["2026-03-31", -1, "2026-02-28"],
    ["2024-02-29", 24, "2026-02-28"],
  ])("%s + %i months is %s", (date, n, expected) => {
    expect(addMonths(date, n)).toBe(expected);
  });

  it("throws for a bad date or a fraction of a month", () => {
    expect(() => addMonths("2026-02-30", 1)).toThrow(RangeError);
    expect(() => addMonths("2026-02-01", 0.5)).toThrow(RangeError);
  });
});
