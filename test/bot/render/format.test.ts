import { describe, expect, it } from "vitest";
import { formatFor } from "../../../src/bot/render/format.js";
import { createI18n } from "../../../src/bot/i18n.js";
import type { Store } from "../../../src/store/store.js";
import type { Language } from "../../../src/domain/languages.js";

const fluent = createI18n({ settings: { getLanguage: () => undefined } } as unknown as Store).fluent;
const f = (lang: Language, digits: "native" | "latin" = "native") =>
  formatFor({ lang, digits, timeZone: "Asia/Tehran", t: (key, vars) => fluent.translate(lang, key, vars) });

describe("formatFor: one digit policy per language", () => {
  it("writes amounts exactly, grouped, in the language's digits unless Latin was chosen", () => {
    expect(f("en").money(1722700.5, "IRR")).toBe("1,722,700.5 IRR");
    expect(f("fa").money(1722700.5, "IRR")).toBe("۱٬۷۲۲٬۷۰۰٫۵ ریال");
    expect(f("ar").money(738300, "IRR")).toBe("٧٣٨٬٣٠٠ ريال");
    // Staff say ریال / ريال; another currency keeps its code, in any language.
    expect(f("fa").money(125.5, "USD")).toBe("۱۲۵٫۵ USD");
    expect(f("en").money(738300, "IRR")).toBe("738,300 IRR");
    expect(f("fa", "latin").money(738300, "IRR")).toBe("738,300 ریال");
    expect(f("ar").count(null)).toBe("?");
    expect(f("fa").num("13:45")).toBe("۱۳:۴۵");
  });

  it("writes Jalali dates with the month name in Persian, Arabic month names in Arabic", () => {
    expect(f("en").date("2026-11-23")).toBe("23 Nov 2026");
    expect(f("fa").date("2026-11-23")).toBe("۲ آذر ۱۴۰۵");
    expect(f("fa").dateBoth("2026-11-23")).toBe("۲ آذر ۱۴۰۵ (۲۳ نوامبر)");
    expect(f("fa", "latin").date("2026-11-23")).toBe("2 آذر 1405");
    expect(f("ar").date("2026-11-23")).toBe("٢٣ نوفمبر ٢٠٢٦");
    expect(f("en").date("not a date")).toBe("not a date");
  });

  it("writes instants in the display zone without seconds, and names the zone", () => {
    expect(f("en").instant("2026-12-13 10:15:22")).toBe("13 Dec 2026 13:45");
    expect(f("fa").instant("2026-12-13 10:15:22")).toBe("۲۲ آذر ۱۴۰۵ ۱۳:۴۵");
    expect(f("en").instant("garbled")).toBe("garbled");
    expect(f("en").zoneName).toBe("Iran Standard Time");
  });

  it("writes durations in words of the language: 2h, not 2h 0m", () => {
    expect(f("en").duration(120)).toBe("2h");
    expect(f("en").duration(125)).toBe("2h 5m");
    expect(f("en").duration(45)).toBe("45m");
    expect(f("fa").duration(125)).toBe("۲ ساعت و ۵ دقیقه");
    // Arabic in its words and plural forms: one, two, a few (3 to 10), many.
    expect([60, 75, 120, 185, 660, 45, 2, 1].map((m) => f("ar").duration(m))).toEqual(["ساعة", "ساعة و١٥ دقيقة", "ساعتان", "٣ ساعات و٥ دقائق", "١١ ساعة", "٤٥ دقيقة", "دقيقتان", "دقيقة"]);
  });

  it("isolates left-to-right runs in Persian and Arabic lines only", () => {
    expect(f("en").ltr("THR → MHD (IR 452)")).toBe("THR → MHD (IR 452)");
    expect(f("fa").ltr("THR → MHD (IR 452)")).toBe("\u2066THR → MHD (IR 452)\u2069");
  });

  it("joins list items with the comma of the language: the Arabic comma in Persian and Arabic", () => {
    expect(f("en").list(["2 adults", "1 child"])).toBe("2 adults, 1 child");
    expect(f("fa").list(["۲ بزرگسال", "۲ کودک"])).toBe("۲ بزرگسال، ۲ کودک");
    expect(f("ar", "latin").list(["a", "b", "c"])).toBe("a، b، c");
    expect(f("fa").list([])).toBe("");
  });

  it("opens each non-empty line with a right-to-left mark in Persian and Arabic only, once", () => {
    const text = "PNR: K7M2QA · x\n\n👤 Hamid Jafari (بزرگسال)\n   THR→MHD";
    expect(f("en").rtlLines(text)).toBe(text);
    expect(f("fa").rtlLines(text)).toBe("\u200FPNR: K7M2QA · x\n\n\u200F👤 Hamid Jafari (بزرگسال)\n\u200F   THR→MHD");
    expect(f("ar", "latin").rtlLines(text)).toBe(f("fa").rtlLines(text));
    expect(f("ar").rtlLines(f("ar").rtlLines(text))).toBe(f("ar").rtlLines(text));
  });
});
