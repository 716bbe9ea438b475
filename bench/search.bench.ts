/**
 * A 300-itinerary round-trip answer, as the supplier client handles it (JSON, ExceptionType
 * check, validation): alone against JSON.parse of the same bytes, and then grouped and kept for
 * its buttons with its first page rendered.
 */
import { I18n } from "@grammyjs/i18n";
import { LOCALES_DIR } from "../src/bot/i18n.js";
import { formatFor } from "../src/bot/render/format.js";
import { renderResultPage } from "../src/bot/render/search-results.js";
import { SearchResults } from "../src/bot/search/results.js";
import { interpretAnswer } from "../src/supplier/response.js";
import { AvailabilityResponseSchema } from "../src/supplier/schemas/availability.js";
import { parseAnswer } from "../src/supplier/validate.js";
import { SAMPLE_QUERY, roundTripSample } from "../test/support/search-sample.js";
import type { Benchmark } from "./benchmark.js";

const body = JSON.stringify(roundTripSample({ itineraries: 300 }));
const i18n = new I18n({ defaultLocale: "en", fluentBundleOptions: { useIsolating: false } });
i18n.loadLocalesDirSync(LOCALES_DIR);
const t = i18n.fluent.withLocale("en");
const page = { t, f: formatFor({ lang: "en", timeZone: "UTC", t }), owner: 5001, today: "2026-11-22" };

/** What the supplier client does with the answer's text. */
const parseAndValidate = () =>
  parseAnswer("SearchByRouteAndDate", AvailabilityResponseSchema, interpretAnswer("SearchByRouteAndDate", { status: 200, text: body, bytes: body.length }, []));

export const benchmarks: Benchmark[] = [
  {
    name: `search: 300-itinerary round trip (${Math.round(body.length / 1024)} KiB), parse + validate`,
    targetRatio: 2,
    samples: 200,
    run: parseAndValidate,
    baseline: { name: "JSON.parse", run: () => JSON.parse(body) },
  },
  {
    name: `search: 300-itinerary round trip (${Math.round(body.length / 1024)} KiB), parse + validate + first page`,
    targetMs: 20,
    run: () => {
      const answer = parseAndValidate();
      // A fresh store per run: a tight loop filling the bot's store would time the garbage
      // collector on 30 retained answers, which searches at human pace never see.
      const results = new SearchResults(() => new Date());
      return renderResultPage(results.remember(SAMPLE_QUERY, { ...answer, airportNotServed: false }), 0, page);
    },
    baseline: { name: "JSON.parse", run: () => JSON.parse(body) },
  },
];
