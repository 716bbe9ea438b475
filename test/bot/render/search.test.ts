import { I18n } from "@grammyjs/i18n";
import type { InlineKeyboard } from "grammy";
import { describe, expect, it } from "vitest";
import { CALLBACK_DATA_LIMIT, decodeCallback } from "../../../src/bot/callback-data.js";
import { LOCALES_DIR } from "../../../src/bot/i18n.js";
import { renderNationality, renderPartyPrices } from "../../../src/bot/render/search-checks.js";
import { renderJourneyDetails } from "../../../src/bot/render/search-details.js";
import { dateQuestion, optionsQuestion } from "../../../src/bot/render/search-guided.js";
import { renderLineError } from "../../../src/bot/render/search-line.js";
import { renderExpired, renderResultPage } from "../../../src/bot/render/search-results.js";
import { clipHtml, packPages } from "../../../src/bot/render/search-text.js";
import { splitMessage } from "../../../src/bot/render/split.js";
import type { Rendered } from "../../../src/bot/render/types.js";
import { SearchResults, type StoredResult } from "../../../src/bot/search/results.js";
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
const context = (lang: string) => ({ t: i18n.fluent.withLocale(lang), lang, owner: OWNER, today: TODAY, timeZone: "Asia/Tehran" });

const QUERY: ParsedSearch = { ...SAMPLE_QUERY, closed: true };

const HOSTILE = `<script>alert("x")</script> & <b>O'Neil & "Co"</b> `;

function stored(opts: SampleOptions, query = QUERY): StoredResult {
  const answer = AvailabilityResponseSchema.parse(roundTripSample(opts));
  return new SearchResults(() => new Date("2026-11-22T08:00:00Z")).remember(query, { ...answer, airportNotServed: false });
}

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
function allPages(render: (page: number) => Rendered | undefined, kind: string): Rendered[] {
  const pages: Rendered[] = [];
  for (let page = 0; page < 500; page++) {
    const rendered = render(page);
    if (!rendered) break;
    pages.push(rendered);
    const next = callbackData(rendered.keyboard).map(decodeCallback).find((d) => d?.kind === kind && Number(d.fields.at(-1)) === page + 1);
    if (!next) break;
  }
  return pages;
}

describe("search result pages", () => {
  const hostile = stored({ itineraries: 300, remarks: HOSTILE.repeat(40), cancellation: `${HOSTILE}\n`.repeat(60), fareName: HOSTILE.repeat(5), closed: 12 });

  it.each(["en", "fa", "ar"])("fit Telegram for 300 itineraries with long hostile texts (%s)", (lang) => {
    const c = context(lang);
    const pages = allPages((page) => renderResultPage(hostile, page, c), "srp");
    expect(pages.length).toBeGreaterThan(5);
    const visible = pages.map(checkSendable).join("\n");
    // Every journey once, numbered in order, and the closed flights in their section.
    const numbers = [...visible.matchAll(/^(\d+)\. /gm)].map((m) => Number(m[1]));
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
    expect(visible).toContain("Tue, Dec 1 · 1405/09/10");
    expect(visible).toMatch(new RegExp(`1\\. ✈️ ZV 4000 · THR → MHD · 2026-12-01 05:00 → 06:35 · 1h 35m · M88 · own flight\\n +✈️ W5 4050 · MHD → THR · 2026-12-05 05:00 → 06:35 · 1h 35m · M88 · third party`));
    expect(visible).toContain(`💰 ${cheapest.adultTotal.toLocaleString("en-US")} USD · payable ${cheapest.adultPayable.toLocaleString("en-US")} USD`);
    expect(visible).toContain("As of 2026-11-22 11:30 (Asia/Tehran)");
    const labels = first.keyboard!.inline_keyboard.flat().map((b) => b.text);
    expect(labels).toEqual(["ℹ️ 1", "ℹ️ 2", "ℹ️ 3", "ℹ️ 4", "ℹ️ 5", "Next ➡️", "🔄 Refresh"]);
    const last = allPages((page) => renderResultPage(result, page, context("en")), "srp").at(-1)!;
    expect(last.keyboard!.inline_keyboard.flat().map((b) => b.text)).toContain("⬅️ Previous");
  });

  it("offers the day before (never before today) and after when nothing is found", () => {
    const empty = (date: string) => {
      const query: ParsedSearch = { ...QUERY, kind: "oneway", routes: [{ origin: "TBZ", destination: "BND", date }] };
      return renderResultPage(stored({ itineraries: 0 }, query), 0, context("en"));
    };
    const later = empty("2026-11-25");
    expect(parseTelegramHtml(later.text).text).toContain("No flights found");
    expect(later.keyboard!.inline_keyboard.flat().map((b) => b.text)).toEqual(["⬅️ 2026-11-24", "2026-11-26 ➡️", "🔄 Refresh"]);
    expect(empty(TODAY).keyboard!.inline_keyboard.flat().map((b) => b.text)).toEqual(["2026-11-23 ➡️", "🔄 Refresh"]);
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
    const visible = parseTelegramHtml(renderLineError(parsed.error, i18n.fluent.withLocale("en"))).text;
    expect(visible).toContain("<b>&X is not an airport code");
    const example = /For example: \/search (.*)$/m.exec(visible)?.[1] ?? "";
    expect(parseSearchLine(example, TODAY).ok).toBe(true);
  });

  it("offers seven days with weekday and Jalali date, and the one-line form of the options", () => {
    const c = { ...context("en") };
    const dates = dateQuestion("When?", "date", "2026-11-24", c).keyboard!.inline_keyboard.flat().map((b) => b.text);
    expect(dates).toHaveLength(7);
    expect(dates[0]).toBe("Tue, Nov 24 · 1405/09/03");
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
