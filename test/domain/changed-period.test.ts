import { describe, expect, it } from "vitest";
import { CHANGED_MAX_DAYS, parseChangedPeriod } from "../../src/domain/changed-period.js";

const TODAY = "2026-12-01";

describe("the period of /changed", () => {
  it("is today and the next 7 days when left out", () => {
    expect(parseChangedPeriod("  ", TODAY)).toEqual({ ok: true, period: { from: "2026-12-01", to: "2026-12-08" } });
  });

  it("reads one date, a range, words and past days like /sales", () => {
    expect(parseChangedPeriod("2026-12-05", TODAY)).toEqual({ ok: true, period: { from: "2026-12-05", to: "2026-12-05" } });
    expect(parseChangedPeriod("-3..tomorrow", TODAY)).toEqual({ ok: true, period: { from: "2026-11-28", to: "2026-12-02" } });
    expect(parseChangedPeriod("1405/09/10 .. +2", TODAY)).toEqual({ ok: true, period: { from: "2026-12-01", to: "2026-12-03" } });
  });

  it("names the part it cannot read", () => {
    expect(parseChangedPeriod("2026-13-01", TODAY)).toEqual({ ok: false, reason: "invalid", part: "2026-13-01" });
    expect(parseChangedPeriod("soon", TODAY)).toEqual({ ok: false, reason: "format", part: "soon" });
    expect(parseChangedPeriod("today..+1..+2", TODAY)).toMatchObject({ ok: false, reason: "format" });
    expect(parseChangedPeriod("today +1", TODAY)).toMatchObject({ ok: false, reason: "format" });
  });

  it("refuses a reversed range and one over the limit", () => {
    expect(parseChangedPeriod("+2..today", TODAY)).toEqual({ ok: false, reason: "reversed" });
    expect(parseChangedPeriod(`today..+${CHANGED_MAX_DAYS - 1}`, TODAY)).toMatchObject({ ok: true });
    expect(parseChangedPeriod(`today..+${CHANGED_MAX_DAYS}`, TODAY)).toEqual({ ok: false, reason: "too-long" });
  });
});
