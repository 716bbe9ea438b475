import { I18n } from "@grammyjs/i18n";
import { describe, expect, it } from "vitest";
import { LOCALES_DIR } from "../../../src/bot/i18n.js";
import { formatFor } from "../../../src/bot/render/format.js";
import { renderSales, TOP_LINES, type SalesView } from "../../../src/bot/render/sales.js";
import { parseTelegramHtml } from "../../../src/dev/telegram/html.js";
import type { Language } from "../../../src/domain/languages.js";
import type { KeyedSalesLine, SalesLine } from "../../../src/ledger/sales.js";

/** /sales breakdowns: the busiest days in date order, each breakdown cut at TOP_LINES with the rest added up, flights as staff write them. */

const i18n = new I18n({ defaultLocale: "en", fluentBundleOptions: { useIsolating: false } });
i18n.loadLocalesDirSync(LOCALES_DIR);
const context = (lang: Language) => {
  const t = i18n.fluent.withLocale(lang);
  return { t, f: formatFor({ lang, timeZone: "UTC", t, digits: "latin" }) };
};
/** The text as Telegram shows it, without the marks that keep Latin runs and right-to-left lines in order. */
const read = (html: string) => parseTelegramHtml(html).text.replace(/[\u2066-\u2069\u200F]/g, "");

const line = (bookings: number, amount: string): SalesLine => ({ bookings, passengers: bookings, amounts: [{ currency: "IRR", amount }], unheld: 0 });
const keyed = (key: string, bookings: number, amount: string): KeyedSalesLine => ({ key, ...line(bookings, amount) });

/** 12 days of December with 1 to 12 bookings (day 12 the busiest), 12 flights likewise. */
function view(): SalesView {
  const buckets = Array.from({ length: 12 }, (_, i) => line(i + 1, `${i + 1}.1`));
  const byFlight = Array.from({ length: 12 }, (_, i) => keyed(`W5${1001 + i}`, 12 - i, `${12 - i}.1`));
  return {
    report: {
      total: line(78, "79.2"),
      buckets,
      byRoute: [keyed("THR-MHD", 78, "79.2")],
      byAgency: [],
      byFlight,
      cancellations: { tickets: 0, refunds: [], unheld: 0 },
      ledgerStart: new Date("2026-11-01T00:00:00Z"),
    },
    firstDate: "2026-12-01",
    lastDate: "2026-12-12",
    bucketStarts: buckets.map((_, i) => new Date(Date.UTC(2026, 11, 1 + i))),
    filter: {},
  };
}

/** The rest line up to its amounts: how many lines more, and their bookings and passengers. */
const WORDS: Record<Language, { more: (n: number, bookings: number) => string; byDay: string; byFlight: string }> = {
  en: { more: (n, b) => `… and ${n} more: ${b} bookings, ${b} passengers · `, byDay: "By day", byFlight: "By flight" },
  fa: { more: (n, b) => `… و ${n} مورد دیگر: ${b} رزرو، ${b} مسافر · `, byDay: "به تفکیک روز", byFlight: "به تفکیک پرواز" },
  ar: { more: (n, b) => `… و${n} غيرها: الحجوزات: ${b}، المسافرون: ${b} · `, byDay: "حسب اليوم", byFlight: "حسب الرحلة" },
};
const IRR_3_2 = (f: ReturnType<typeof context>["f"]) => read(f.money("3.2", "IRR"));

describe.each(["en", "fa", "ar"] as Language[])("/sales breakdowns in %s", (lang) => {
  const { t, f } = context(lang);
  const text = read(renderSales(view(), t as never, f).text);
  const sectionOf = (title: string) => text.split(`\n\n`).find((part) => part.startsWith(title))!.split("\n").slice(1);

  it("shows the busiest days in date order and adds up the others in one line", () => {
    const days = sectionOf(WORDS[lang].byDay);
    expect(days).toHaveLength(TOP_LINES + 1);
    // Days 3 to 12 are the busiest: shown from the 3rd to the 12th; the 1st and 2nd (3 bookings, 3.2 IRR) summed.
    days.slice(0, TOP_LINES).forEach((d, i) => expect(d).toContain(read(f.date(`2026-12-${String(3 + i).padStart(2, "0")}`))));
    expect(days[TOP_LINES]).toBe(WORDS[lang].more(2, 3) + IRR_3_2(f));
  });

  it("writes a flight as staff do, and says how many more flights and their totals", () => {
    const flights = sectionOf(WORDS[lang].byFlight);
    expect(flights[0]).toContain("W5 1001");
    expect(text).not.toContain("W51001");
    expect(flights).toHaveLength(TOP_LINES + 1);
    expect(flights[TOP_LINES]).toBe(WORDS[lang].more(2, 3) + IRR_3_2(f));
  });
});
