import { describe, expect, it } from "vitest";
import { createI18n } from "../../../src/bot/i18n.js";
import { formatFor } from "../../../src/bot/render/format.js";
import { renderReport, type ReportView } from "../../../src/bot/render/report.js";
import type { Translate } from "../../../src/bot/render/types.js";
import type { Language } from "../../../src/domain/languages.js";
import type { Store } from "../../../src/store/store.js";

/** The weekly report's words in Persian and Arabic: channels, average fare per currency, flights with their load. */
const fluent = createI18n({ settings: { getLanguage: () => undefined } } as unknown as Store).fluent;
const reader = (lang: Language) => {
  const t: Translate = (key, vars) => fluent.translate(lang, key, vars);
  return { t, f: formatFor({ lang, digits: "native", timeZone: "Asia/Tehran", t }) };
};
const plain = (text: string) => text.replace(/[\u200f\u2066-\u2069]/g, "");
const line = (bookings: number, passengers: number, amount: string) => ({ bookings, passengers, amounts: [{ currency: "IRR", amount }], unheld: 0 });

const VIEW: ReportView = {
  period: "weekly",
  firstDate: "2026-11-21",
  lastDate: "2026-11-27",
  bucketStarts: [],
  filter: {},
  report: {
    total: line(3, 6, "18000000"),
    buckets: [],
    byRoute: [{ key: "THR-MHD", ...line(3, 6, "18000000") }],
    byAgency: [],
    byFlight: [],
    cancellations: { tickets: 0, refunds: [], unheld: 0 },
    ledgerStart: new Date("2026-01-01T00:00:00Z"),
  },
  channels: [{ key: "agency", ...line(2, 4, "12000000") }, { key: "own", ...line(1, 2, "6000000") }],
  currencies: [{ key: "IRR", ...line(3, 6, "18000000") }],
  flights: [{ flight: "IR1234", date: "2026-12-02", route: "THR-MHD", line: line(3, 6, "18000000"), sold: 120, capacity: 150 }],
};

describe("the sales report", () => {
  it("reads in Persian", () => {
    const { t, f } = reader("fa");
    const text = plain(renderReport(VIEW, 42, t, f).caption);
    expect(text.split("\n")[0]).toBe("<b>📊 گزارش هفتگی فروش، ۳۰ آبان ۱۴۰۵ – ۶ آذر ۱۴۰۵</b>");
    expect(text).toContain("میانگین نرخ: ۳٬۰۰۰٬۰۰۰ ریال");
    expect(text).toContain("رزروها به تفکیک کانال: آژانس‌ها ۲ · فروش وب خودمان ۱");
    expect(text).toContain("۱۲۰ از ۱۵۰ صندلی فروخته شده (اشغال ۸۰٪)");
  });

  it("reads in Arabic", () => {
    const { t, f } = reader("ar");
    const text = plain(renderReport(VIEW, 42, t, f).caption);
    expect(text).toContain("تقرير المبيعات الأسبوعي");
    expect(text).toContain("الحجوزات حسب القناة: الوكالات ٢ · مبيعات موقعنا ١");
    expect(text).toContain("١٢٠ من ١٥٠ مقعداً مباعة (إشغال ٨٠٪)");
  });
});
