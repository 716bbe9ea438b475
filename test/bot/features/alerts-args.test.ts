import { describe, expect, it } from "vitest";
import { parseSubscribeArgs } from "../../../src/bot/features/alerts-args.js";

describe("parseSubscribeArgs", () => {
  it("reads a topic and filters in any order, in any case, with Persian digits", () => {
    expect(parseSubscribeArgs("")).toEqual({ ok: true, topic: null, filters: {} });
    expect(parseSubscribeArgs("Bookings route=thr-mhd airline=ir flight=۱۲۳۴")).toEqual({
      ok: true,
      topic: "bookings",
      filters: { route: { origin: "THR", destination: "MHD" }, airline: "IR", flight: "1234" },
    });
    expect(parseSubscribeArgs("flight=W5144 cancellations")).toEqual({ ok: true, topic: "cancellations", filters: { flight: "144", airline: "W5" } });
    expect(parseSubscribeArgs("route=IKA>IST")).toEqual({ ok: true, topic: null, filters: { route: { origin: "IKA", destination: "IST" } } });
  });

  it("names the word that is wrong, and why", () => {
    expect(parseSubscribeArgs("sales everything")).toEqual({ ok: false, problem: "word", word: "everything" });
    expect(parseSubscribeArgs("route=THR")).toEqual({ ok: false, problem: "route", word: "route=THR" });
    expect(parseSubscribeArgs("route=THR-THR")).toMatchObject({ problem: "route" });
    expect(parseSubscribeArgs("airline=IRA")).toMatchObject({ problem: "airline" });
    expect(parseSubscribeArgs("airline=12")).toMatchObject({ problem: "airline" });
    expect(parseSubscribeArgs("flight=12x")).toMatchObject({ problem: "flight" });
    expect(parseSubscribeArgs("seat=12")).toMatchObject({ problem: "word" });
    expect(parseSubscribeArgs("bookings all")).toMatchObject({ problem: "twice", word: "all" });
    expect(parseSubscribeArgs("airline=EP flight=IR12")).toMatchObject({ problem: "twice" });
    expect(parseSubscribeArgs("flight=IR12 airline=IR")).toMatchObject({ ok: true });
  });

  it("keeps an echoed word short and printable", () => {
    const result = parseSubscribeArgs(`x${"y".repeat(200)}\u0007`);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.word.length).toBeLessThanOrEqual(41);
  });
});
