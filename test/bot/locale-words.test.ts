import { describe, expect, it } from "vitest";
import { formatFor } from "../../src/bot/render/format.js";
import { createI18n } from "../../src/bot/i18n.js";
import type { Store } from "../../src/store/store.js";
import type { Language } from "../../src/domain/languages.js";

/** Words of the locale files as readers get them: counts with their plural forms, zone names after their lead word. */
const fluent = createI18n({ settings: { getLanguage: () => undefined } } as unknown as Store).fluent;
const t = (lang: Language) => (key: string, vars?: Record<string, string | number>) => fluent.translate(lang, key, vars);

describe("locale words", () => {
  it("counts Arabic seats with each plural form: 3-10 مقاعد, 11-99 مقعدًا, 100 مقعد (the category reads the last two digits)", () => {
    const f = formatFor({ lang: "ar", timeZone: "UTC", t: t("ar") });
    const seats = (n: number) => t("ar")("aircraft-seats", { n, count: f.num(n) });
    expect([1, 2, 3, 10, 11, 99, 100, 180, 200].map(seats)).toEqual([
      "مقعد واحد", "مقعدان", "٣ مقاعد", "١٠ مقاعد", "١١ مقعدًا", "٩٩ مقعدًا", "١٠٠ مقعد", "١٨٠ مقعدًا", "٢٠٠ مقعد",
    ]);
  });

  it("heads the audit log with the count in the plural form it takes: one entry reads as one", () => {
    const title = (lang: Language, n: number) => t(lang)("audit-title", { n, count: formatFor({ lang, timeZone: "UTC", t: t(lang) }).num(n) });
    expect([1, 5].map((n) => title("en", n))).toEqual(["🧾 <b>Audit log</b>, the latest entry", "🧾 <b>Audit log</b>, latest 5"]);
    expect([1, 2, 5, 20].map((n) => title("ar", n))).toEqual([
      "🧾 <b>سجل التدقيق</b>، آخر إدخال",
      "🧾 <b>سجل التدقيق</b>، آخر إدخالين",
      "🧾 <b>سجل التدقيق</b>، آخر ٥ إدخالات",
      "🧾 <b>سجل التدقيق</b>، آخر ٢٠ إدخال",
    ]);
    expect(title("fa", 1)).toBe("🧾 <b>گزارش رویدادها</b>، آخرین مورد");
  });

  it.each(["fa", "ar"] as const)("names the zone without repeating the word it already carries (%s)", (lang) => {
    for (const timeZone of ["Asia/Tehran", "UTC", "Asia/Dubai"]) {
      const f = formatFor({ lang, timeZone, t: t(lang) });
      const zone = f.zoneName;
      const texts = [
        t(lang)("times-zone", { zone }),
        t(lang)("history-booked", { time: "x", zone }),
        t(lang)("refund-zone", { zone }),
        t(lang)("alerts-digest-footer", { zone, timed: "yes" }),
        t(lang)("sales-zone", { zone }),
      ];
      for (const text of texts) {
        expect(text).toContain(zone);
        expect(text, text).not.toMatch(/(^|\s)(\S+) \2(\s|$)/u);
        expect(text, text).not.toMatch(/توقيت توقيت|بتوقيت (توقيت|التوقيت)|وقت وقت|به وقت وقت/);
      }
    }
  });
});
