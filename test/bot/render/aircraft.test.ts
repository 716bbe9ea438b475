import { describe, expect, it } from "vitest";
import { renderAircraft } from "../../../src/bot/render/aircraft.js";
import { AircraftListResponseSchema } from "../../../src/supplier/schemas/bot.js";
import { parseAnswer } from "../../../src/supplier/validate.js";
import { formatFor } from "../../../src/bot/render/format.js";
import { createI18n } from "../../../src/bot/i18n.js";
import type { Store } from "../../../src/store/store.js";

const t = (key: string, vars?: Record<string, string | number>) => `${key}${vars ? JSON.stringify(vars) : ""}`;
/** The fleet as the reader hands it over: answers go through the schema first. */
const fleet = (answer: unknown, lang: "en" | "fa" = "en") =>
  renderAircraft(parseAnswer("AircraftGetList", AircraftListResponseSchema, answer), t, formatFor({ lang, timeZone: "UTC", t }));

describe("renderAircraft", () => {
  it("renders one compact line per aircraft from whatever fields are there, escaped", () => {
    const { text } = fleet({ AircraftList: [{ Id: 7, Model: "A320 <neo>", Registration: "EP-ABC", SeatCount: 180, IsActive: false }, { Name: "Fokker & Co" }] });
    const lines = text.split("\n");
    expect(lines[0]).toBe('aircraft-title{"count":"2"}');
    expect(lines[1]).toBe('1. <b>EP-ABC</b> · A320 &lt;neo&gt; · aircraft-seats{"n":180,"count":"180"} (aircraft-inactive)');
    expect(lines[2]).toBe("2. <b>Fokker &amp; Co</b>");
    expect(text).not.toContain("7");
  });

  it("reads the Bot path's camelCase answer and a bare array the same way", () => {
    const item = { id: 7, model: "A320", registration: "EP-ABC", seatCount: 180, isActive: false };
    const expected = '1. <b>EP-ABC</b> · A320 · aircraft-seats{"n":180,"count":"180"} (aircraft-inactive)';
    expect(fleet({ aircraftList: [item] }).text.split("\n")[1]).toBe(expected);
    expect(fleet([item]).text.split("\n")[1]).toBe(expected);
  });

  it("counts in Persian digits, the supplier's Latin values isolated in the right-to-left line", () => {
    const lines = fleet({ AircraftList: [{ Model: "A320 (neo)", Registration: "EP-ABC", SeatCount: 180 }, { Name: "فوکر" }] }, "fa").text.split("\n");
    expect(lines[0]).toBe('aircraft-title{"count":"۲"}');
    expect(lines[1]).toBe('۱. <b>\u2066EP-ABC\u2069</b> · \u2066A320 (neo)\u2069 · aircraft-seats{"n":180,"count":"۱۸۰"}');
    expect(lines[2]).toBe("۲. <b>فوکر</b>");
  });

  it("says so when the supplier sent no aircraft or an unexpected shape", () => {
    expect(fleet({ AircraftList: [] }).text).toBe("aircraft-none");
    expect(fleet({ AircraftList: null }).text).toBe("aircraft-none");
    expect(fleet({ Something: "else" }).text).toBe("aircraft-none");
    expect(fleet(["EP-ABC", 3]).text).toBe("aircraft-none");
  });
});

describe("renderAircraft's words", () => {
  const fluent = createI18n({ settings: { getLanguage: () => undefined } } as unknown as Store).fluent;
  const real = (lang: "en" | "ar", seats: number) => {
    const tr = (key: string, vars?: Record<string, string | number>) => fluent.translate(lang, key, vars);
    const answer = { AircraftList: [{ Registration: "EP-ABC", Model: "A320", SeatCount: seats }] };
    return renderAircraft(parseAnswer("AircraftGetList", AircraftListResponseSchema, answer), tr, formatFor({ lang, timeZone: "UTC", t: tr })).text;
  };

  it("counts seats in plurals, with the Arabic dual", () => {
    expect(real("en", 1)).toMatch(/· 1 seat(?!s)/);
    expect(real("en", 180)).toContain("· 180 seats");
    expect(real("ar", 2)).toContain("مقعدان");
    expect(real("ar", 5)).toContain("٥ مقاعد");
  });
});
