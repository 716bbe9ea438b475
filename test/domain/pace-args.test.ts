import { describe, expect, it } from "vitest";
import { parsePaceArgs } from "../../src/domain/pace-args.js";

const TODAY = "2026-11-29";

describe("/pace's arguments", () => {
  it("are the 14 days from today, every route and airline, when none are given", () => {
    expect(parsePaceArgs("", TODAY)).toEqual({ ok: true, args: { first: "2026-11-29", last: "2026-12-12" } });
  });

  it("read a day or a period first or last, a route and an airline", () => {
    expect(parsePaceArgs("tomorrow", TODAY)).toEqual({ ok: true, args: { first: "2026-11-30", last: "2026-11-30" } });
    expect(parsePaceArgs("+1..+3 THR-MHD", TODAY)).toEqual({ ok: true, args: { first: "2026-11-30", last: "2026-12-02", route: { origin: "THR", destination: "MHD" } } });
    expect(parsePaceArgs("thr mhd 2026-12-05 airline=w5", TODAY)).toEqual({
      ok: true,
      args: { first: "2026-12-05", last: "2026-12-05", route: { origin: "THR", destination: "MHD" }, airline: "W5" },
    });
    expect(parsePaceArgs("airline=IR", TODAY)).toEqual({ ok: true, args: { first: "2026-11-29", last: "2026-12-12", airline: "IR" } });
  });

  it("say which word they cannot read", () => {
    expect(parsePaceArgs("soon", TODAY)).toEqual({ ok: false, reason: "unknown", part: "soon" });
    expect(parsePaceArgs("THR-THR", TODAY)).toEqual({ ok: false, reason: "same-airport", part: "THR-THR" });
    expect(parsePaceArgs("airline=IRAN", TODAY)).toEqual({ ok: false, reason: "airline", part: "IRAN" });
    expect(parsePaceArgs("agency=x", TODAY)).toEqual({ ok: false, reason: "filter", part: "agency=x" });
    expect(parsePaceArgs("+5..+2", TODAY)).toEqual({ ok: false, reason: "reversed", part: "+5..+2" });
    expect(parsePaceArgs("today..+40", TODAY)).toEqual({ ok: false, reason: "too-long", part: "today..+40" });
  });
});
