import { I18n } from "@grammyjs/i18n";
import type { InlineKeyboard } from "grammy";
import { describe, expect, it } from "vitest";
import { CALLBACK_DATA_LIMIT, decodeCallback } from "../../../src/bot/callback-data.js";
import { LOCALES_DIR } from "../../../src/bot/i18n.js";
import { renderNationality, renderPartyPrices } from "../../../src/bot/render/search-checks.js";
import { renderJourneyDetails } from "../../../src/bot/render/search-details.js";
import { dateQuestion, optionsQuestion } from "../../../src/bot/render/search-guided.js";
import { formatFor, type Digits } from "../../../src/bot/render/format.js";
import { renderLineError } from "../../../src/bot/render/search-line.js";
import { renderExpired, renderResultPage } from "../../../src/bot/render/search-results.js";
import { clipHtml, packPages } from "../../../src/bot/render/search-text.js";
import { splitMessage } from "../../../src/bot/render/split.js";
import type { Rendered } from "../../../src/bot/render/types.js";
import { SearchResults, type StoredResult } from "../../../src/bot/search/results.js";
import type { Language } from "../../../src/domain/languages.js";
import { normalizeDigits } from "../../../src/domain/user-text.js";
import type { ParsedSearch } from "../../../src/domain/parsed-search.js";
import { parseSearchLine } from "../../../src/domain/search-query.js";
import { parseTelegramHtml } from "../../../src/dev/telegram/html.js";
import { MAX_MESSAGE_LENGTH } from "../../../src/dev/telegram/text.js";
import { AvailabilityResponseSchema } from "../../../src/supplier/schemas/availability.js";
import { SAMPLE_QUERY, roundTripSample, type SampleOptions } from "../../support/search-sample.js";

const i18n = new I18n({ defaultLocale: "en", fluentBundleOptions: { useIsolating: false } });
i18n.loadLocalesDirSync(LOCALES_DIR);
const OWNER = 987_654_321_012;
const TODAY = "2026-11-22";
const context = (lang: Language, digits: Digits = "native") => {
  const t = i18n.fluent.withLocale(lang);
  return { t, f: formatFor({ lang, digits, timeZone: "Asia/Tehran", t }), owner: OWNER, today: TODAY };
};

const QUERY: ParsedSearch = { ...SAMPLE_QUERY, closed: true };

const HOSTILE = `<script>alert("x")</script> & <b>O'Neil & "Co"</b> `;

function stored(opts: SampleOptions, query = QUERY): StoredResult {
  const answer = AvailabilityResponseSchema.parse(roundTripSample(opts));
  return new SearchResults(() => new Date("2026-11-22T08:00:00Z")).remember(query, { ...answer, airportNotServed: false });
}

/** The text as read, without the isolation marks around left-to-right runs. */
/** The text as read: without the isolation marks around Latin runs and the right-to-left marks opening lines. */
const read = (text: string) => parseTelegramHtml(text).text.replace(/[\u2066-\u2069\u200F]/g, "");

/** Parses like Telegram (throws on bad HTML) and checks the limits of text and buttons. */
function checkSendable({ text, keyboard }: Rendered): string {
  expect(text.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
  const visible = parseTelegramHtml(text).text;
  expect(visible.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
  for (const data of callbackData(keyboard)) {
    expect(Buffer.byteLength(data, "utf8")).toBeLessThanOrEqual(CALLBACK_DATA_LIMIT);
    expect(decodeCallback(data)?.owner).toBe(OWNER);
  }
  return visible;
}

function callbackData(keyboard: InlineKeyboard | undefined): string[] {
  return (keyboard?.inline_keyboard ?? []).flat().flatMap((b) => ("callback_data" in b ? [b.callback_data] : []));
}

/** Every page of a paged message, following its "next" buttons. */
function allPages(render: (page: number) => Rendered | undefined, kind: "srv" | "srd"): Rendered[] {
  const pageField = kind === "srv" ? 1 : 2;
  const pages: Rendered[] = [];
  for (let page = 0; page < 500; page++) {
    const rendered = render(page);
    if (!rendered) break;
    pages.push(rendered);
    const next = callbackData(rendered.keyboard).map(decodeCallback).find((d) => d?.kind === kind && Number(d.fields[pageField]) === page + 1);
    if (!next) break;
  }
  return pages;
}

describe("search result pages", () => {
  const hostile = stored({ itineraries: 300, remarks: HOSTILE.repeat(40), cancellation: `${HOSTILE}\n`.repeat(60), fareName: HOSTILE.repeat(5), closed: 12 });

  it.each(["en", "fa", "ar"] as const)("fit Telegram for 300 itineraries with long hostile texts (%s)", (lang) => {
    const c = context(lang);
    const pages = allPages((page) => renderResultPage(hostile, page, c), "srv");
    expect(pages.length).toBeGreaterThan(5);
    const visible = pages.map(checkSendable).join("\n");
    // Every journey once, numbered in order (in the language's digits), and the closed flights in their section.
    const numbers = [...normalizeDigits(visible).matchAll(/^\u200F?(\d+)\. /gm)].map((m) => Number(m[1]));
    // Each line laid out right to left in Persian and Arabic, whatever it starts with (a name, an amount, an emoji).
    const lines = visible.split("\n").filter((line) => line !== "");
    expect(lines.filter((line) => line.startsWith("\u200F"))).toHaveLength(lang === "en" ? 0 : lines.length);
    expect(numbers).toEqual(hostile.journeys.map((_, i) => i + 1));
    expect(visible.match(/🚫/g)).toHaveLength(12);

    for (let j = 0; j < hostile.journeys.length; j++) {
      const details = allPages((page) => renderJourneyDetails(hostile, j, page, c), "srd");
      expect(details.length).toBeGreaterThan(0);
      details.forEach(checkSendable);
      for (const answer of [renderPartyPrices(hostile, j, { adults: 2, children: 1, infants: 1 }, c), renderNationality(hostile, j, "AF", c)]) {
        for (const part of splitMessage(answer!.text)) checkSendable({ text: part });
        checkSendable({ text: "x", keyboard: answer!.keyboard });
      }
    }
  });

  it("escapes every supplier text and shows it as plain text", () => {
    const details = renderJourneyDetails(hostile, 0, 0, context("en"))!;
    expect(details.text).not.toMatch(/<script|<b>O'Neil/);
    expect(checkSendable(details)).toContain(`<script>alert("x")</script> & <b>O'Neil & "Co"</b>`);
  });

  it("shows each journey's flights, cheapest option with its currency, and pages in order of departure", () => {
    const result = stored({ itineraries: 300, currency: "USD" });
    const first = renderResultPage(result, 0, context("en"));
    const visible = parseTelegramHtml(first.text).text;
    const journey = result.journeys[0]!;
    const cheapest = journey.options[0]!;
    expect(visible).toContain("Round trip: THR MHD 2026-12-01 2026-12-05 closed");
    expect(visible).toContain("📅 Tue 1 Dec 2026 · Sat 5 Dec 2026");
    // Two dates in the search: each flight says its own; times are airport-local, and said so.
    expect(visible).toMatch(/1\. ✈️ ZV 4000 · THR → MHD · 1 Dec 2026 05:00 → 06:35 · 1h 35m · M88 · own flight\n +✈️ W5 4050 · MHD → THR · 5 Dec 2026 05:00 → 06:35 · 1h 35m · M88 · third party/);
    expect(visible).toContain(`💰 ${cheapest.adultTotal.toLocaleString("en-US")} USD · payable ${cheapest.adultPayable.toLocaleString("en-US")} USD`);
    expect(visible).toContain("Flight times are local at each airport.");
    expect(visible).toMatch(/^\d+ flights · page 1\/\d+$/m);
    expect(visible).toContain("As of 22 Nov 2026 11:30 (Iran Standard Time)");
    const labels = first.keyboard!.inline_keyboard.flat().map((b) => b.text);
    expect(labels).toEqual(["ℹ️ 1", "ℹ️ 2", "ℹ️ 3", "ℹ️ 4", "ℹ️ 5", "Next ➡️", "💰 Cheapest first", "✅ All airlines", "W5", "ZV", "⬅️ 30 Nov 2026", "2 Dec 2026 ➡️", "🔄 Refresh"]);
    const last = allPages((page) => renderResultPage(result, page, context("en")), "srv").at(-1)!;
    expect(last.keyboard!.inline_keyboard.flat().map((b) => b.text)).toContain("⬅️ Previous");
  });

  it("offers the day before (never before today) and after under every result, nothing found or not", () => {
    const oneway = (date: string, itineraries: number) => {
      const query: ParsedSearch = { ...QUERY, kind: "oneway", routes: [{ origin: "TBZ", destination: "BND", date }] };
      return renderResultPage(stored({ itineraries }, query), 0, context("en"));
    };
    const later = oneway("2026-11-25", 0);
    expect(parseTelegramHtml(later.text).text).toContain("No flights found");
    expect(later.keyboard!.inline_keyboard.flat().map((b) => b.text)).toEqual(["⬅️ 24 Nov 2026", "26 Nov 2026 ➡️", "🔄 Refresh"]);
    expect(oneway(TODAY, 0).keyboard!.inline_keyboard.flat().map((b) => b.text)).toEqual(["23 Nov 2026 ➡️", "🔄 Refresh"]);
    const found = oneway("2026-11-25", 4).keyboard!.inline_keyboard.flat();
    expect(found.map((b) => b.text)).toContain("⬅️ 24 Nov 2026");
    expect(found.map((b) => b.text)).toContain("26 Nov 2026 ➡️");
    // The day buttons keep the view the result is looked at in.
    const priced = renderResultPage(stored({ itineraries: 40 }), 0, context("en"), { sort: "price", airline: "ZV" });
    const days = callbackData(priced.keyboard).map(decodeCallback).filter((d) => d?.kind === "sry");
    expect(days.map((d) => d!.fields.slice(1))).toEqual([["-1", "p", "ZV"], ["1", "p", "ZV"], ["0", "p", "ZV"]]);
  });

  it("sorts by price on demand and back, numbers staying with their flights", () => {
    const result = stored({ itineraries: 40 });
    const byPrice = renderResultPage(result, 0, context("en"), { sort: "price" });
    const visible = parseTelegramHtml(byPrice.text).text;
    expect(visible).toContain("cheapest first");
    const totals = result.journeys.map((j) => j.options[0]!.adultTotal);
    const order = [...totals.keys()].sort((a, b) => totals[a]! - totals[b]! || a - b).slice(0, 5);
    expect([...visible.matchAll(/^(\d+)\. /gm)].map((m) => Number(m[1]) - 1)).toEqual(order);
    // Each ℹ️ button opens the journey its number names.
    const details = callbackData(byPrice.keyboard).map(decodeCallback).filter((d) => d?.kind === "srd");
    expect(details.map((d) => parseInt(d!.fields[1]!, 36))).toEqual(order);
    const toggle = byPrice.keyboard!.inline_keyboard.flat().find((b) => b.text === "🕐 By departure time");
    expect(decodeCallback("callback_data" in toggle! ? toggle.callback_data : "")?.fields.slice(1)).toEqual(["0", "d"]);
  });

  it("filters by airline when more than one flies, ticking the chosen one", () => {
    const result = stored({ itineraries: 40, closed: 2 });
    const w5 = renderResultPage(result, 0, context("en"), { sort: "departure", airline: "W5" });
    const visible = parseTelegramHtml(w5.text).text;
    const flying = result.journeys.filter((j) => j.segments.some((s) => s.Airline === "W5")).length;
    expect(visible).toContain(`W5: ${flying} of ${result.journeys.length} flights`);
    for (const entry of visible.split(/\n(?=\d+\. )/).slice(1)) expect(entry).toContain("W5 ");
    // The closed flights of the sample are ZV's: not in W5's view.
    expect(visible).not.toContain("🚫");
    const labels = w5.keyboard!.inline_keyboard.flat().map((b) => b.text);
    expect(labels).toEqual(expect.arrayContaining(["All airlines", "✅ W5", "ZV"]));
    expect(labels).not.toContain("✅ All airlines");
    // One airline: no filter to offer.
    const answer = AvailabilityResponseSchema.parse(roundTripSample({ itineraries: 4 }));
    for (const segment of answer.ItineraryList.flatMap((i) => i.FlightList)) segment.Airline = "ZV";
    const one = new SearchResults(() => new Date("2026-11-22T08:00:00Z")).remember(QUERY, { ...answer, airportNotServed: false });
    expect(renderResultPage(one, 0, context("en")).keyboard!.inline_keyboard.flat().map((b) => b.text)).not.toContain("✅ All airlines");
  });

  it("tells a bookable list from closed or sold-out flights", () => {
    const onlyClosed = stored({ itineraries: 0, closed: 2 });
    const visible = parseTelegramHtml(renderResultPage(onlyClosed, 0, context("en")).text).text;
    expect(visible).toContain("No bookable flights for this search; the closed or sold-out ones are below.");
    expect(visible).toContain("Closed or sold out: 2 flights, not bookable");
    expect(visible.match(/🚫 ✈️/g)).toHaveLength(2);
  });

  it("says 1 fare and 2h, flags a tour-only fare, and labels a round trip's seats as the fewer of both legs", () => {
    const answer = AvailabilityResponseSchema.parse(roundTripSample({ itineraries: 1 }));
    const [out, back] = answer.ItineraryList[0]!.FlightList;
    out!.Duration = 120;
    out!.FlightClass.RestrictedForTour = true;
    out!.FlightClass.AvailableSeat = 9;
    back!.FlightClass.AvailableSeat = 2;
    const result = new SearchResults(() => new Date("2026-11-22T08:00:00Z")).remember(QUERY, { ...answer, airportNotServed: false });
    const en = read(renderResultPage(result, 0, context("en")).text);
    expect(en).toContain("· 2h · ");
    expect(en).not.toContain("2h 0m");
    expect(en).toMatch(/· ⚠️ only 2 seats \(the fewer of both legs\) · 1 fare · 🎫 tour only$/m);
    const ar = read(renderResultPage(result, 0, context("ar")).text);
    expect(ar).toContain("· ساعتان · ");
    expect(ar).toMatch(/⚠️ مقعدان فقط \(الأقل بين الرحلتين\) · سعر واحد · 🎫 للجولات فقط/);
    const fa = read(renderResultPage(result, 0, context("fa")).text);
    expect(fa).toContain("· ۲ ساعت · ");
    expect(fa).toMatch(/⚠️ فقط ۲ صندلی \(کمترینِ دو مسیر\) · ۱ نرخ · 🎫 فقط تور/);
  });

  it("writes numbers and dates in the reader's digits, or Latin ones when chosen", () => {
    const result = stored({ itineraries: 4 });
    const fa = read(renderResultPage(result, 0, context("fa")).text);
    expect(fa).toContain("📅 سه‌شنبه ۱۰ آذر ۱۴۰۵ (۱ دسامبر) · شنبه ۱۴ آذر ۱۴۰۵ (۵ دسامبر)");
    expect(fa).toMatch(/۱\. ✈️ ZV 4000 · THR → MHD · ۱۰ آذر ۱۴۰۵ ۰۵:۰۰ تا ۰۶:۳۵ · ۱ ساعت و ۳۵ دقیقه · M88 · پرواز خودی/);
    expect(fa).toMatch(/💰 [۰-۹٬]+ ریال · قابل پرداخت [۰-۹٬]+ ریال/);
    // Codes and flight numbers stay as sent, isolated left-to-right inside the line.
    expect(renderResultPage(result, 0, context("fa")).text).toContain("\u2066ZV 4000\u2069");
    const ar = read(renderResultPage(result, 0, context("ar")).text);
    expect(ar).toContain("📅 الثلاثاء ١ ديسمبر ٢٠٢٦ · السبت ٥ ديسمبر ٢٠٢٦");
    const latin = read(renderResultPage(result, 0, context("fa", "latin")).text);
    expect(latin).toMatch(/1\. ✈️ ZV 4000 · THR → MHD · 10 آذر 1405 05:00 تا 06:35/);
    expect(latin).not.toMatch(/[۰-۹]/);
  });

  it("counts passengers with the plural forms of each language, the Arabic dual included", () => {
    const result = stored({ itineraries: 4 });
    const title = (lang: Language, party: { adults: number; children: number; infants: number }) =>
      read(renderPartyPrices(result, 0, party, context(lang))!.text).split(" · ")[0];
    expect(title("en", { adults: 1, children: 1, infants: 0 })).toBe("👥 1 adult, 1 child");
    expect(title("en", { adults: 2, children: 2, infants: 1 })).toBe("👥 2 adults, 2 children, 1 infant");
    expect(title("ar", { adults: 2, children: 1, infants: 0 })).toBe("👥 بالغان، طفل واحد");
    expect(title("ar", { adults: 3, children: 2, infants: 2 })).toBe("👥 ٣ بالغين، طفلان، رضيعان");
    expect(title("fa", { adults: 2, children: 1, infants: 1 })).toBe("👥 ۲ بزرگسال، ۱ کودک، ۱ نوزاد");
  });

  it("answers an expired result with a refresh while the query is known", () => {
    expect(callbackData(renderExpired("abc", true, context("en")).keyboard)).toEqual([`srf:${OWNER.toString(36)}:abc`]);
    expect(renderExpired("abc", false, context("en")).keyboard).toBeUndefined();
  });
});

describe("details, party price and nationality", () => {
  const result = stored({ itineraries: 60 });

  it("lists every option with every fare field, commission percent, baggage, nationalities and cancellation text", () => {
    const c = context("en");
    const visible = allPages((page) => renderJourneyDetails(result, 0, page, c), "srd").map(checkSendable).join("\n");
    const journey = result.journeys[0]!;
    for (const [i, option] of journey.options.entries()) expect(visible).toContain(`Option ${i + 1}: ${option.classes.map((k) => k.BookingCode).join(" + ")}`);
    const adult = journey.options[0]!.classes[0]!.AdultFare;
    expect(visible).toContain(`👤 Adult: total ${adult.TotalFare.toLocaleString("en-US")} IRR (base ${adult.BaseFare.toLocaleString("en-US")} IRR, tax 0 IRR)`);
    expect(visible).toMatch(/commission [\d,]+ IRR \(3%\) · markup 0 IRR · payable [\d,]+ IRR/);
    expect(visible).toContain("🧳 Adult 1 pc / 20 kg, hand 1 pc / 7 kg");
    expect(visible).toContain("🛂 May book: IR, IQ · may not: none");
    expect(visible).toContain("📝 Cancellation: Until 72 hours before departure: 10% penalty");
    // The user's language picks the cancellation text.
    expect(renderJourneyDetails(result, 0, 0, context("fa"))!.text).toContain("تا ۷۲ ساعت پیش از پرواز");
  });

  it("totals a party per option and marks options without enough seats", () => {
    const j = result.journeys.findIndex((journey) => journey.options.some((o) => o.seats < 5));
    const journey = result.journeys[j]!;
    const text = parseTelegramHtml(renderPartyPrices(result, j, { adults: 5, children: 0, infants: 0 }, context("en"))!.text).text;
    expect(text).toMatch(/^👥 5 adults · ZV 40\d\d/);
    const lines = text.split("\n").slice(1);
    expect(lines).toHaveLength(journey.options.length);
    journey.options.forEach((option, i) => {
      const expected = option.classes.reduce((sum, k) => sum + k.AdultFare.TotalFare * 5, 0);
      expect(lines[i]).toContain(`total ${expected.toLocaleString("en-US")} IRR`);
      expect(lines[i]!.includes("not enough seats")).toBe(option.seats < 5);
    });
  });

  it("applies rule 8 per class: prohibited wins, then the permitted list or All", () => {
    const c = context("en");
    const listed = result.journeys.findIndex((j) => j.segments[0]!.FlightClass.PermittedNationalityList.includes("IQ"));
    const banned = result.journeys.findIndex((j) => j.segments[0]!.FlightClass.ProhibitedNationalityList.includes("AF"));
    const verdicts = (j: number, code: string) => parseTelegramHtml(renderNationality(result, j, code, c)!.text).text;
    expect(verdicts(listed, "IQ")).toMatch(/✅ THR → MHD · Y Economy: allowed, IQ is on the permitted list/);
    expect(verdicts(listed, "AF")).toMatch(/❌ THR → MHD · Y Economy: refused, AF is not on the permitted list/);
    expect(verdicts(banned, "AF")).toMatch(/❌ THR → SYZ → MHD · Y Economy: refused, AF is on the prohibited list/);
    expect(verdicts(banned, "IR")).toMatch(/✅ THR → SYZ → MHD · Y Economy: allowed, every nationality may book/);
  });
});

describe("asking", () => {
  it("explains a refused line with an example that parses", () => {
    const parsed = parseSearchLine(`THR <b>&X 2026-12-01`, TODAY);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    const visible = parseTelegramHtml(renderLineError(parsed.error, context("en"))).text;
    expect(visible).toContain("<b>&X is not an airport code");
    const example = /For example: \/search (.*)$/m.exec(visible)?.[1] ?? "";
    expect(parseSearchLine(example, TODAY).ok).toBe(true);
  });

  it("offers seven days with weekday and date, and the one-line form of the options", () => {
    const c = { ...context("en") };
    const dates = dateQuestion("When?", "date", "2026-11-24", c).keyboard!.inline_keyboard.flat().map((b) => b.text);
    expect(dates).toHaveLength(7);
    expect(dates[0]).toBe("Tue 24 Nov 2026");
    expect(dateQuestion("When?", "date", "2026-11-24", context("fa")).keyboard!.inline_keyboard[0]![0]!.text).toBe("سه‌شنبه ۳ آذر ۱۴۰۵");
    const options = optionsQuestion({ ...QUERY, source: "OwnedFlight", closed: false, tour: true }, c);
    expect(parseTelegramHtml(options.text).text).toContain("/search THR MHD 2026-12-01 2026-12-05 tour owned");
    expect(options.keyboard!.inline_keyboard.flat().map((b) => b.text)).toEqual(["Flights: own only", "⬜ Closed and sold-out flights", "☑️ Tour fares", "🔎 Search"]);
  });
});

describe("size helpers", () => {
  it("clips escaped text to a bound without cutting an entity", () => {
    expect(clipHtml(`a & b`, 100)).toBe("a &amp; b");
    const clipped = clipHtml(`&&&&&&&&&&`, 12);
    expect(clipped).toBe("&amp;&amp;…");
    expect(clipped.length).toBeLessThanOrEqual(12);
    expect(clipHtml("line\n  two", 100)).toBe("line two");
    expect(clipHtml("line\ntwo", 100, true)).toBe("line\ntwo");
  });

  it("packs blocks into pages under the budget and the count", () => {
    expect(packPages([10, 10, 10, 10, 10], 100, 2)).toEqual([0, 2, 4]);
    expect(packPages([60, 60, 10, 200, 5], 100, 5)).toEqual([0, 1, 3, 4]);
    expect(packPages([], 100, 5)).toEqual([]);
  });
});
