import { describe, expect, it } from "vitest";
import { MAX_PERIOD_DAYS, parseSalesPeriod, type SalesPeriod } from "../../src/domain/period.js";
import { prng } from "./prng.js";

// 13:30 in Tehran (UTC+03:30) on 2026-11-20.
const NOW = new Date("2026-11-20T10:00:00Z");
const TEHRAN = "Asia/Tehran";

function datesOf(text: string, now = NOW, zone = TEHRAN): [string, string] | string {
  const result = parseSalesPeriod(text, now, zone);
  return result.ok ? [result.period.firstDate, result.period.lastDate] : result.reason;
}

describe("parseSalesPeriod", () => {
  it("gives a Tehran day as the UTC instants of its midnights", () => {
    expect(parseSalesPeriod("today", NOW, TEHRAN)).toEqual({
      ok: true,
      period: {
        firstDate: "2026-11-20",
        lastDate: "2026-11-20",
        days: 1,
        from: new Date("2026-11-19T20:30:00Z"),
        to: new Date("2026-11-20T20:30:00Z"),
      } satisfies SalesPeriod,
    });
  });

  it("takes today from the zone, not from UTC", () => {
    // 00:30 on the 21st in Tehran, still the 20th in UTC.
    expect(datesOf("today", new Date("2026-11-20T21:00:00Z"))).toEqual(["2026-11-21", "2026-11-21"]);
    expect(datesOf("today", new Date("2026-11-20T21:00:00Z"), "UTC")).toEqual(["2026-11-20", "2026-11-20"]);
  });

  it.each([
    ["", ["2026-11-20", "2026-11-20"]],
    ["today", ["2026-11-20", "2026-11-20"]],
    ["امروز", ["2026-11-20", "2026-11-20"]],
    ["yesterday", ["2026-11-19", "2026-11-19"]],
    ["Yesterday", ["2026-11-19", "2026-11-19"]],
    ["دیروز", ["2026-11-19", "2026-11-19"]],
    ["ديروز", ["2026-11-19", "2026-11-19"]],
    ["أمس", ["2026-11-19", "2026-11-19"]],
    ["2026-11-01", ["2026-11-01", "2026-11-01"]],
    ["1405/08/10", ["2026-11-01", "2026-11-01"]],
    ["1405-08-10", ["2026-11-01", "2026-11-01"]],
    ["۱۴۰۵/۰۸/۱۰", ["2026-11-01", "2026-11-01"]],
    ["-1", ["2026-11-19", "2026-11-19"]],
    ["-۷", ["2026-11-13", "2026-11-13"]],
    ["\u22127", ["2026-11-13", "2026-11-13"]],
    ["+0", ["2026-11-20", "2026-11-20"]],
    ["2026-11-01..2026-11-20", ["2026-11-01", "2026-11-20"]],
    [" 1405/08/01 .. today ", ["2026-10-23", "2026-11-20"]],
    ["-7..yesterday", ["2026-11-13", "2026-11-19"]],
    ["2026-11-01..1405/08/15", ["2026-11-01", "2026-11-06"]],
    // A range may run into the future: it reads as "until now".
    ["2026-11-01..+10", ["2026-11-01", "2026-11-30"]],
    ["2026-11-20..2026-11-20", ["2026-11-20", "2026-11-20"]],
  ])("reads %j", (text, dates) => {
    expect(datesOf(text)).toEqual(dates);
  });

  it("counts days and ends the period at the midnight after its last day", () => {
    const result = parseSalesPeriod("2026-11-01..2026-11-30", NOW, TEHRAN);
    expect(result.ok && result.period.days).toBe(30);
    expect(result.ok && result.period.to.toISOString()).toBe("2026-11-30T20:30:00.000Z");
  });

  it("follows a clock change: a Berlin day of 23 hours", () => {
    const result = parseSalesPeriod("2026-03-29", new Date("2026-04-01T12:00:00Z"), "Europe/Berlin");
    expect(result.ok && result.period.to.getTime() - result.period.from.getTime()).toBe(23 * 3_600_000);
  });

  it("takes a year (a leap one too) and refuses a day more", () => {
    expect(datesOf("2025-11-21..2026-11-20")).toEqual(["2025-11-21", "2026-11-20"]);
    expect(datesOf("2023-03-01..2024-02-29", NOW)).toEqual(["2023-03-01", "2024-02-29"]); // 366 days
    expect(datesOf("2023-03-01..2024-03-01")).toBe("too-long");
    expect(datesOf(`-${MAX_PERIOD_DAYS}..today`)).toBe("too-long");
    expect(datesOf(`-${MAX_PERIOD_DAYS - 1}..today`)).toEqual(["2025-11-20", "2026-11-20"]);
  });

  it.each([
    ["2026-11-20..2026-11-01", "reversed"],
    ["today..yesterday", "reversed"],
    ["tomorrow", "future"],
    ["+1..+3", "future"],
    ["2026-02-30", "invalid"],
    ["1405/12/30", "invalid"],
    ["2026-11-01..2026-11-31", "invalid"],
    ["last week", "format"],
    ["2026-11-01..", "format"],
    ["..2026-11-01", "format"],
    ["2026-11-01..2026-11-05..2026-11-09", "format"],
    ["2026-11-01...2026-11-05", "format"],
    ["-123456", "format"],
    ["--1", "format"],
    ["1299/01/01", "format"],
  ])("refuses %j: %s", (text, reason) => {
    expect(datesOf(text)).toBe(reason);
  });

  it("names the end it could not read", () => {
    expect(parseSalesPeriod("2026-11-01..soon", NOW, TEHRAN)).toEqual({ ok: false, reason: "format", part: "soon" });
    expect(parseSalesPeriod("1405/12/30..today", NOW, TEHRAN)).toEqual({ ok: false, reason: "invalid", part: "1405/12/30" });
  });

  it("never throws on the text; throws RangeError for a bad zone or clock", () => {
    const random = prng(14);
    for (let i = 0; i < 2000; i++) {
      const text = Array.from({ length: random.int(0, 14) }, () => String.fromCharCode(random.int(0, 0x700))).join("");
      expect(() => parseSalesPeriod(text, NOW, TEHRAN)).not.toThrow();
    }
    expect(() => parseSalesPeriod("today", NOW, "Mars/Olympus")).toThrow(RangeError);
    expect(() => parseSalesPeriod("today", new Date(Number.NaN), TEHRAN)).toThrow(RangeError);
  });
});
