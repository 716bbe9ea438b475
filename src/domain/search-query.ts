/**
 * The one-line /search grammar of DESIGN.md, and its canonical form:
 *
 *   THR MHD 2026-12-01                        one-way
 *   THR MHD 2026-12-01 2026-12-05             round trip (return not before outbound)
 *   THR MHD,KIH,SYZ 2026-12-01                several destinations, same date
 *   THR-MHD 2026-12-01 MHD-KIH 2026-12-03     multicity (dates never decreasing)
 *
 * plus the words closed, tour, owned, thirdparty anywhere. Codes and words in any case; dates as
 * parseDateWord reads them; Persian/Arabic digits, extra spaces, spaces around commas, typographic
 * dashes and arrows (THR→MHD is a route), the Persian comma and invisible direction marks are
 * tolerated; the optional words are read in English, Persian and Arabic. Pure; never throws on
 * the line, and every refusal carries an example line that parses.
 */
import { looksLikeDateWord, parseDateWord, type DateWordError } from "./dates.js";
import { MAX_DESTINATIONS, MAX_LEGS, type ParsedSearch, type SearchKind, type SearchRoute, type SearchSource } from "./parsed-search.js";
import { exampleQuery } from "./search-example.js";
import { formatJalali } from "./jalali.js";
import type { Language } from "./languages.js";
import { airportOf, isLegToken, keywordOf, lexSearchLine, toToken, type LexedLine, type LineToken, type LineWords } from "./search-tokens.js";
import { printableSnippet } from "./user-text.js";

/** Longer lines are refused unread; the longest useful line is about 130 characters. */
export const MAX_LINE_LENGTH = 1000;

/**
 * empty: nothing to search. missing-destination: an origin and no destination (THR, THR
 * tomorrow). structure: a part out of place or missing (a route, too many dates). airport: not a three-letter code. same-airport: a route to where it
 * starts. missing-date: a route without a date. date: not a date we read, or no such day.
 * past-date / too-far: before today / over MAX_DAYS_AHEAD. return-before-outbound,
 * multicity-order: dates out of order. unknown-word: a word that is not part of the grammar.
 * conflicting-source: owned and thirdparty together. too-many-destinations / too-many-legs:
 * over MAX_DESTINATIONS / MAX_LEGS. too-long: over MAX_LINE_LENGTH characters.
 */
export type SearchLineErrorCode =
  | "empty"
  | "missing-destination"
  | "structure"
  | "airport"
  | "same-airport"
  | "missing-date"
  | "date"
  | "past-date"
  | "too-far"
  | "return-before-outbound"
  | "multicity-order"
  | "unknown-word"
  | "conflicting-source"
  | "too-many-destinations"
  | "too-many-legs"
  | "too-long";

export interface SearchLineError {
  code: SearchLineErrorCode;
  /** The offending part as typed, shortened and stripped of control characters by printableSnippet. */
  token?: string;
  /** A correct query of the form the user seems to attempt, reusing their valid codes and dates (shown with formatSearchLine). */
  example: ParsedSearch;
}

export type SearchLineResult = { ok: true; query: ParsedSearch } | { ok: false; error: SearchLineError };

type Problem = { code: SearchLineErrorCode; token?: LineToken };
type Outcome = { ok: true; query: ParsedSearch } | { ok: false; problem: Problem };

/**
 * Reads the arguments of /search (the text after the command). `today` is the yyyy-MM-dd that
 * relative dates count from; a bad `today` throws RangeError (a programming error).
 */
export function parseSearchLine(args: string, today: string): SearchLineResult {
  if (args.length > MAX_LINE_LENGTH) return refuse({ code: "too-long" }, lexSearchLine(""), today);
  const line = lexSearchLine(args);
  const outcome = line.conflict ? fail("conflicting-source", line.conflict) : parseRoute(line.route, line.words, today);
  return outcome.ok ? outcome : refuse(outcome.problem, line, today);
}

function refuse({ code, token }: Problem, line: LexedLine, today: string): SearchLineResult {
  const example = exampleQuery(line.route, line.words, today);
  return { ok: false, error: token ? { code, token: printableSnippet(token.raw), example } : { code, example } };
}

/**
 * The canonical line of a query (upper-case codes, yyyy-MM-dd, words last, in `lang`): parses
 * back to it.
 */
export function formatSearchLine(query: ParsedSearch, lang: Language = "en"): string {
  const [first, second] = query.routes;
  // In Persian the dates are Jalali (1405/09/08), as staff write them and as /search reads them.
  const day = (isoDate: string): string => (lang === "fa" ? formatJalali(isoDate) : isoDate);
  const parts: string[] = [];
  if (first) {
    switch (query.kind) {
      case "oneway":
        parts.push(first.origin, first.destination, day(first.date));
        break;
      case "roundtrip":
        parts.push(first.origin, first.destination, day(first.date), ...(second ? [day(second.date)] : []));
        break;
      case "multi-dest":
        parts.push(first.origin, query.routes.map((r) => r.destination).join(","), day(first.date));
        break;
      case "multicity":
        for (const r of query.routes) parts.push(`${r.origin}-${r.destination}`, day(r.date));
        break;
    }
  }
  if (query.closed) parts.push(keywordOf("closed", lang));
  if (query.tour) parts.push(keywordOf("tour", lang));
  if (query.source === "OwnedFlight") parts.push(keywordOf("owned", lang));
  if (query.source === "ThirdPartyFlight") parts.push(keywordOf("thirdparty", lang));
  return parts.join(" ");
}

function parseRoute(route: LineToken[], words: LineWords, today: string): Outcome {
  const [first] = route;
  if (!first) return fail("empty");
  const routes = isLegToken(first) ? parseLegs(route, today) : parseSimple(route, today);
  if (!routes.ok) return routes;
  const source: SearchSource = words.owned ? "OwnedFlight" : words.thirdparty ? "ThirdPartyFlight" : "All";
  return { ok: true, query: { ...routes.value, source, closed: words.closed, tour: words.tour } };
}

type RoutePart = { ok: true; value: Pick<ParsedSearch, "kind" | "routes"> } | { ok: false; problem: Problem };

/** ORIGIN DEST[,DEST...] DATE [RETURN-DATE] */
function parseSimple(route: LineToken[], today: string): RoutePart {
  const [originToken, destToken, ...dateTokens] = route as [LineToken, ...LineToken[]];
  const origin = airportOf(originToken.text);
  if (!origin) return fail("airport", originToken);
  if (!destToken || looksLikeDateWord(destToken.text)) return fail("missing-destination");

  const destinations: string[] = [];
  const pieces = destToken.raw.split(",").filter((piece) => piece !== "");
  if (pieces.length === 0) return fail("airport", destToken);
  for (const piece of pieces) {
    const destination = airportOf(piece);
    if (!destination) return fail("airport", toToken(piece));
    if (destination === origin) return fail("same-airport", toToken(piece));
    if (!destinations.includes(destination)) destinations.push(destination);
    if (destinations.length > MAX_DESTINATIONS) return fail("too-many-destinations", destToken);
  }

  const misplaced = dateTokens.find((token) => !looksLikeDateWord(token.text));
  if (misplaced) return fail(misplacedCode(misplaced), misplaced);
  const maxDates = destinations.length > 1 ? 1 : 2;
  if (dateTokens.length === 0) return fail("missing-date");
  if (dateTokens.length > maxDates) return fail("structure", dateTokens[maxDates]);

  const dates: string[] = [];
  for (const token of dateTokens) {
    const date = readDate(token, today);
    if (!date.ok) return date;
    dates.push(date.value);
  }
  const [outbound = "", back] = dates;
  if (destinations.length > 1) {
    return ok("multi-dest", destinations.map((destination) => ({ origin, destination, date: outbound })));
  }
  const destination = destinations[0] ?? "";
  if (back === undefined) return ok("oneway", [{ origin, destination, date: outbound }]);
  if (back < outbound) return fail("return-before-outbound", dateTokens[1]);
  return ok("roundtrip", [
    { origin, destination, date: outbound },
    { origin: destination, destination: origin, date: back },
  ]);
}

/** ORIGIN-DEST DATE [ORIGIN-DEST DATE ...]; a single leg is a one-way search. */
function parseLegs(route: LineToken[], today: string): RoutePart {
  const legTokens = route.filter(isLegToken);
  if (legTokens.length > MAX_LEGS) return fail("too-many-legs", legTokens[MAX_LEGS]);

  const legs: SearchRoute[] = [];
  for (let i = 0; i < route.length; i += 2) {
    const legToken = route[i] as LineToken;
    if (!isLegToken(legToken)) return fail(misplacedCode(legToken), legToken);
    const ends = legToken.raw.split("-");
    if (ends.length !== 2 || ends.includes("")) return fail("airport", legToken);
    const [origin, destination] = ends.map(airportOf);
    if (!origin) return fail("airport", toToken(ends[0] ?? ""));
    if (!destination) return fail("airport", toToken(ends[1] ?? ""));
    if (origin === destination) return fail("same-airport", legToken);

    const dateToken = route[i + 1];
    if (!dateToken || isLegToken(dateToken)) return fail("missing-date", legToken);
    if (!looksLikeDateWord(dateToken.text)) return fail(misplacedCode(dateToken), dateToken);
    const date = readDate(dateToken, today);
    if (!date.ok) return date;
    const previous = legs[legs.length - 1];
    if (previous && date.value < previous.date) return fail("multicity-order", dateToken);
    legs.push({ origin, destination, date: date.value });
  }
  return ok(legs.length === 1 ? "oneway" : "multicity", legs);
}

/** A token where it does not belong: a stray code, leg or date is misplaced, anything else unknown. */
function misplacedCode(token: LineToken): SearchLineErrorCode {
  return looksLikeDateWord(token.text) || isLegToken(token) || airportOf(token.text) ? "structure" : "unknown-word";
}

function readDate(token: LineToken, today: string): { ok: true; value: string } | { ok: false; problem: Problem } {
  const result = parseDateWord(token.text, today);
  return result.ok ? { ok: true, value: result.date } : fail(DATE_PROBLEMS[result.reason], token);
}

const DATE_PROBLEMS: Readonly<Record<DateWordError, SearchLineErrorCode>> = {
  format: "date",
  invalid: "date",
  past: "past-date",
  "too-far": "too-far",
};

function ok(kind: SearchKind, routes: SearchRoute[]): RoutePart {
  return { ok: true, value: { kind, routes } };
}

function fail(code: SearchLineErrorCode, token?: LineToken): { ok: false; problem: Problem } {
  return { ok: false, problem: token ? { code, token } : { code } };
}
