import { describe, expect, it } from "vitest";
import { parseSalesArgs } from "../../src/domain/sales-args.js";

describe("parseSalesArgs", () => {
  it("separates the period from the filters; an agency's name keeps its words", () => {
    expect(parseSalesArgs("")).toEqual({ ok: true, args: { periodText: "" } });
    expect(parseSalesArgs("2026-11-01..2026-11-30 route=thr-mhd airline=ir agency=Parsian Travel")).toEqual({
      ok: true,
      args: { periodText: "2026-11-01..2026-11-30", route: { origin: "THR", destination: "MHD" }, airline: "IR", agency: "Parsian Travel" },
    });
    expect(parseSalesArgs("agency=آژانس پرواز yesterday").ok).toBe(true);
    expect(parseSalesArgs("yesterday AIRLINE=W5")).toEqual({ ok: true, args: { periodText: "yesterday", airline: "W5" } });
  });

  it("names what it cannot read", () => {
    expect(parseSalesArgs("today city=THR")).toEqual({ ok: false, reason: "filter", part: "city=THR" });
    expect(parseSalesArgs("route=THR-THR")).toMatchObject({ ok: false, reason: "route" });
    expect(parseSalesArgs("airline=12")).toMatchObject({ ok: false, reason: "airline" });
    expect(parseSalesArgs("airline=IRA")).toMatchObject({ ok: false, reason: "airline" });
    expect(parseSalesArgs("agency=")).toMatchObject({ ok: false, reason: "agency" });
  });
});
