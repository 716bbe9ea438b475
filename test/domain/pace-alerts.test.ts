import { describe, expect, it } from "vitest";
import { crossing, isBehind, parseQuietHours, parseThresholds, quietUntil } from "../../src/domain/pace-alerts.js";

const RULES = { thresholds: [80, 95] };
const none = { levels: new Set<number>(), soldOut: false };

describe("pace alert crossings", () => {
  it("tells the highest threshold passed and records the lower ones with it", () => {
    expect(crossing(79, 100, RULES, none)).toEqual({ alert: null, reached: [] });
    expect(crossing(80, 100, RULES, none)).toEqual({ alert: { kind: "threshold", level: 80 }, reached: [80] });
    // From under 80 % to 96 % in one page: 95 % is told, 80 % recorded, never told after it.
    expect(crossing(96, 100, RULES, none)).toEqual({ alert: { kind: "threshold", level: 95 }, reached: [80, 95] });
    expect(crossing(96, 100, RULES, { levels: new Set([80, 95]), soldOut: false }).alert).toBeNull();
  });

  it("counts whole seats against the capacity exactly (119 of 150 is 79.3 %, 120 is 80 %)", () => {
    expect(crossing(119, 150, RULES, none).alert).toBeNull();
    expect(crossing(120, 150, RULES, none).alert).toEqual({ kind: "threshold", level: 80 });
  });

  it("tells a sell-out once, before any threshold; a flight sold over its seats is sold out", () => {
    expect(crossing(150, 150, RULES, none).alert).toEqual({ kind: "soldout" });
    expect(crossing(152, 150, RULES, { levels: new Set([80, 95]), soldOut: false }).alert).toEqual({ kind: "soldout" });
    expect(crossing(150, 150, RULES, { levels: new Set([80, 95]), soldOut: true }).alert).toBeNull();
  });

  it("says nothing without a capacity", () => {
    expect(crossing(10, 0, RULES, none)).toEqual({ alert: null, reached: [] });
  });
});

describe("PACE_THRESHOLDS", () => {
  it("reads percentages in any order, once each", () => {
    expect(parseThresholds("80,95")).toEqual([80, 95]);
    expect(parseThresholds(" 95 , 50,80,80")).toEqual([50, 80, 95]);
    expect(parseThresholds("100")).toEqual([100]);
  });
  it("refuses what is not a whole percentage from 1 to 100", () => {
    for (const bad of ["", "0", "101", "80,x", "80.5", "-5", "80;95"]) expect(parseThresholds(bad), bad).toBeNull();
  });
});

describe("behind pace", () => {
  const behind = (percent: number) => ({ kind: "behind" as const, usual: 10, percent, flights: 5 });
  it("tells a flight at least PACE_BEHIND_PERCENT behind with 3 to 21 days left", () => {
    expect(isBehind(behind(-30), 10, 30)).toBe(true);
    expect(isBehind(behind(-29), 10, 30)).toBe(false);
    expect(isBehind(behind(-50), 2, 30)).toBe(false);
    expect(isBehind(behind(-50), 3, 30)).toBe(true);
    expect(isBehind(behind(-50), 21, 30)).toBe(true);
    expect(isBehind(behind(-50), 22, 30)).toBe(false);
  });
  it("never tells a flight on or ahead of pace, or whose pace is unknown", () => {
    expect(isBehind({ kind: "on", usual: 10, percent: -5, flights: 5 }, 10, 1)).toBe(false);
    expect(isBehind({ kind: "unknown", flights: 1 }, 10, 1)).toBe(false);
  });
});

describe("quiet hours", () => {
  it("reads a span of hours, over midnight too", () => {
    expect(parseQuietHours("23:00-07:00")).toEqual({ from: "23:00", to: "07:00" });
    expect(parseQuietHours("1:30–6:00")).toEqual({ from: "01:30", to: "06:00" });
    for (const bad of ["23:00", "23:00-23:00", "25:00-07:00", "a-b", "22:00-23:00-01:00"]) expect(parseQuietHours(bad), bad).toBeNull();
  });

  it("gives the end of the quiet hours an instant falls in, in the display zone", () => {
    const night = { from: "23:00", to: "07:00" };
    // Tehran is UTC+3:30: 23:30 there is 20:00 UTC; the hours end at 07:00 there, 03:30 UTC.
    expect(quietUntil(night, "Asia/Tehran", new Date("2026-11-28T20:00:00Z"))).toBe(Date.parse("2026-11-29T03:30:00Z"));
    // 02:00 in Tehran, after midnight: the span began the day before.
    expect(quietUntil(night, "Asia/Tehran", new Date("2026-11-28T22:30:00Z"))).toBe(Date.parse("2026-11-29T03:30:00Z"));
    expect(quietUntil(night, "Asia/Tehran", new Date("2026-11-29T03:30:00Z"))).toBeNull();
    expect(quietUntil(night, "Asia/Tehran", new Date("2026-11-29T12:00:00Z"))).toBeNull();
    expect(quietUntil({ from: "12:00", to: "14:00" }, "UTC", new Date("2026-11-29T13:59:00Z"))).toBe(Date.parse("2026-11-29T14:00:00Z"));
    expect(quietUntil({ from: "12:00", to: "14:00" }, "UTC", new Date("2026-11-29T11:59:00Z"))).toBeNull();
  });
});
