import { describe, expect, it } from "vitest";
import { createI18n } from "../../../src/bot/i18n.js";
import { renderFindHits } from "../../../src/bot/render/find.js";
import { formatFor } from "../../../src/bot/render/format.js";
import { personalDataFor } from "../../../src/bot/render/personal-data.js";
import type { Language } from "../../../src/domain/languages.js";
import type { FindAnswer, FindHit } from "../../../src/ledger/find.js";
import type { Store } from "../../../src/store/store.js";

/** /find's reply: the count, exact or capped ("more than 1,?000"), and the rest not shown. */

const fluent = createI18n({ settings: { getLanguage: () => undefined } } as unknown as Store).fluent;
const render = (answer: FindAnswer, lang: Language) => {
  const t = (key: string, vars?: Record<string, string | number>) => fluent.translate(lang, key, vars);
  const f = formatFor({ lang, digits: "latin", timeZone: "Asia/Tehran", t });
  return renderFindHits(answer, "kari", undefined, personalDataFor("viewer", true), 1, t, f).text.replace(/[\u2066-\u2069]/g, "");
};
const hit = (pnr: string): FindHit => ({
  pnr, matched: "name", bookedAt: "2026-11-20 10:00:00", agency: null, route: "THR-MHD", firstFlight: "IR1234", firstFlightDate: "2026-12-01",
  passengerCount: 1, phone: null, email: null, passenger: { firstName: "Maryam", lastName: "Karimi", ageType: "ADL", nationalCode: null, passport: null },
});
const hits = Array.from({ length: 10 }, (_, i) => hit(`AB12C${i}`));

describe("renderFindHits", () => {
  it("gives the exact count and the rest below the cap", () => {
    const text = render({ hits, total: 12, capped: false }, "en");
    expect(text).toContain("12 bookings match kari");
    expect(text).toContain("…and 2 more: narrow the search to see them.");
  });

  it("says 'more than' past the cap, in each language", () => {
    expect(render({ hits, total: 1000, capped: true }, "en")).toMatch(/More than 1,?000 bookings match kari[\s\S]*…and more than 990 others/);
    expect(render({ hits, total: 1000, capped: true }, "fa")).toMatch(/بیش از 1,?000 رزرو[\s\S]*بیش از 990 مورد دیگر/);
    expect(render({ hits, total: 1000, capped: true }, "ar")).toMatch(/أكثر من 1,?000 حجز[\s\S]*وأكثر من 990 غيرها/);
  });
});
