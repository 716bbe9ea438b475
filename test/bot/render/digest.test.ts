import { I18n } from "@grammyjs/i18n";
import { describe, expect, it } from "vitest";
import { decodeCallback } from "../../../src/bot/callback-data.js";
import { LOCALES_DIR } from "../../../src/bot/i18n.js";
import { CAPTION_LIMIT, renderDigest } from "../../../src/bot/render/digest.js";
import { formatFor } from "../../../src/bot/render/format.js";
import type { SalesView } from "../../../src/bot/render/sales.js";
import { parseTelegramHtml } from "../../../src/dev/telegram/html.js";
import { MAX_MESSAGE_LENGTH } from "../../../src/dev/telegram/text.js";
import type { Language } from "../../../src/domain/languages.js";
import type { CurrencyAmount } from "../../../src/ledger/exact-sum.js";
import type { KeyedSalesLine } from "../../../src/ledger/sales.js";

/** The digest's words with the real locale files: in the caption when they fit, else whole after the chart. */

const i18n = new I18n({ defaultLocale: "en", fluentBundleOptions: { useIsolating: false } });
i18n.loadLocalesDirSync(LOCALES_DIR);
const context = (lang: Language) => {
  const t = i18n.fluent.withLocale(lang);
  return { t, f: formatFor({ lang, timeZone: "Asia/Tehran", t }) };
};
/** What Telegram shows and counts: the text once the HTML is parsed. */
const shown = (html: string) => parseTelegramHtml(html).text;
/** Read without the marks that keep Latin runs and right-to-left lines in order. */
const read = (html: string) => shown(html).replace(/[\u2066-\u2069\u200F]/g, "");

/** Made-up currency codes QAA, QAB, ...: only their number matters here. */
const currencies = (n: number): CurrencyAmount[] =>
  Array.from({ length: n }, (_, i) => ({ currency: `Q${String.fromCharCode(65 + Math.floor(i / 26) % 26)}${String.fromCharCode(65 + (i % 26))}`, amount: `${1_000_000 + i}.5` }));
const route = (key: string, bookings: number): KeyedSalesLine => ({ key, bookings, passengers: bookings * 2, amounts: [], unheld: 0 });

function day(amounts: CurrencyAmount[], refunds: CurrencyAmount[] = []): SalesView {
  const total = { bookings: 12, passengers: 30, amounts, unheld: 0 };
  return {
    report: {
      total,
      buckets: [total],
      byRoute: [route("THR-MHD", 7), route("MHD-KIH", 3), route("THR-SYZ", 2)],
      byAgency: [],
      byFlight: [],
      cancellations: { tickets: refunds.length ? 2 : 0, refunds, unheld: 0 },
      ledgerStart: new Date("2026-11-01T00:00:00Z"),
    },
    firstDate: "2026-11-22",
    lastDate: "2026-11-22",
    bucketStarts: [new Date("2026-11-21T20:30:00Z")],
    filter: {},
  };
}

describe("the daily digest's words", () => {
  it("fit in the caption on an ordinary day, in each language's words, digits and calendar", () => {
    const amounts = [
      { currency: "IRR", amount: "17227000" },
      { currency: "USD", amount: "125.55" },
    ];
    const en = renderDigest(day(amounts), 42, context("en").t, context("en").f);
    expect(en.followUp).toEqual([]);
    const [[report]] = en.keyboard.inline_keyboard as [[{ text: string; callback_data: string }]];
    expect(report.text).toBe("📋 The full report");
    expect(decodeCallback(report.callback_data)).toEqual({ owner: 42, kind: "sld", fields: ["20261122"] });
    expect(read(en.caption)).toBe(
      [
        "📊 Sales of the day, 22 Nov 2026",
        "12 bookings, 30 passengers",
        "Sold: 17,227,000 IRR · 125.55 USD",
        "• THR-MHD: 7 bookings, 14 passengers",
        "• MHD-KIH: 3 bookings, 6 passengers",
        "• THR-SYZ: 2 bookings, 4 passengers",
        "No cancellations.",
        "",
        "The full report: /sales 2026-11-22",
      ].join("\n"),
    );

    const fa = renderDigest(day(amounts), 42, context("fa").t, context("fa").f);
    expect(fa.followUp).toEqual([]);
    const faLines = shown(fa.caption).split("\n");
    // Every line opens right to left, even those that begin with an emoji, a bullet or a route.
    expect(faLines.filter((line) => line !== "").every((line) => line.startsWith("\u200F"))).toBe(true);
    expect(read(fa.caption)).toMatch(/^📊 فروش روز، ۱ آذر ۱۴۰۵\n۱۲ رزرو، ۳۰ مسافر\n.*۱۷٬۲۲۷٬۰۰۰ ریال · ۱۲۵٫۵۵ USD\n• THR-MHD: ۷ رزرو، ۱۴ مسافر\n/);
    expect(read(fa.caption)).toContain("/sales 2026-11-22");

    const ar = renderDigest(day(amounts), 42, context("ar").t, context("ar").f);
    expect(read(ar.caption)).toMatch(/^📊 مبيعات اليوم، ٢٢ نوفمبر ٢٠٢٦\n/);
    expect(read(ar.caption)).toContain("١٧٬٢٢٧٬٠٠٠ ريال · ١٢٥٫٥٥ USD");
    expect(read(ar.caption)).toContain("/sales 2026-11-22");
  });

  it.each(["en", "fa", "ar"] as const)("come whole after the chart when a day of many currencies passes the caption's limit (%s)", (lang) => {
    const { t, f } = context(lang);
    const sold = currencies(400);
    const back = currencies(30);
    const { caption, followUp } = renderDigest(day(sold, back), 42, t, f);
    expect(shown(caption).length).toBeLessThanOrEqual(CAPTION_LIMIT);
    expect(read(caption)).toContain(read(t("digest-summary-below")));
    expect(followUp.length).toBeGreaterThan(1);
    for (const part of followUp) expect(shown(part).length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
    const text = followUp.map(read).join("\n");
    for (const { currency } of sold) expect(text).toContain(` ${currency}`);
    // Each amount whole on its own line, refunds included: none is cut between two messages.
    expect(text.split("\n").filter((line) => / Q[A-Z]{2}$/.test(line))).toHaveLength(sold.length + back.length);
    expect(text).toContain("/sales 2026-11-22");
  });

  it("keeps the caption when the summary just fits, and measures it as Telegram does", () => {
    const { t, f } = context("en");
    const fits = (n: number) => renderDigest(day(currencies(n)), 42, t, f).followUp.length === 0;
    const most = Array.from({ length: 80 }, (_, i) => i + 1).filter(fits).pop()!;
    expect(most).toBeGreaterThan(10);
    expect(fits(most + 1)).toBe(false);
    const caption = renderDigest(day(currencies(most)), 42, t, f).caption;
    expect(shown(caption).length).toBeLessThanOrEqual(CAPTION_LIMIT);
    for (const { currency } of currencies(most)) expect(read(caption)).toContain(` ${currency}`);
  });
});
