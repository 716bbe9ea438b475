/**
 * The example shown with a refused /search line: a correct query of the kind the user seems to
 * attempt, reusing their valid airport codes and dates so it reads like their own line fixed.
 */
import { MAX_DAYS_AHEAD, addDays, looksLikeDateWord, parseDateWord } from "./dates.js";
import type { ParsedSearch, SearchKind, SearchRoute } from "./parsed-search.js";
import { airportOf, isLegToken, type LineToken, type LineWords } from "./search-tokens.js";

/** Filled in when the user gave too few valid codes; all distinct. */
const FALLBACK_AIRPORTS = ["THR", "MHD", "KIH", "SYZ", "IFN"];
/** Destinations of a several-destinations example, at most. */
const EXAMPLE_DESTINATIONS = 3;
/** Only the first tokens of a long line are looked at. */
const TOKENS_LOOKED_AT = 12;

/** `route` and `words` as lexSearchLine gives them; the result always parses with `today`. */
export function exampleQuery(route: readonly LineToken[], words: LineWords, today: string): ParsedSearch {
  const head = route.slice(0, TOKENS_LOOKED_AT);
  const kind = attemptedKind(head);
  const [first, second] = exampleDates(head, today);
  const airports = exampleAirports(head, kind === "multi-dest" ? EXAMPLE_DESTINATIONS + 1 : kind === "multicity" ? 3 : 2);
  const [a = "", b = "", c = ""] = airports;

  let routes: SearchRoute[];
  switch (kind) {
    case "oneway":
      routes = [{ origin: a, destination: b, date: first }];
      break;
    case "roundtrip":
      routes = [{ origin: a, destination: b, date: first }, { origin: b, destination: a, date: second }];
      break;
    case "multi-dest":
      routes = airports.slice(1).map((destination) => ({ origin: a, destination, date: first }));
      break;
    case "multicity":
      routes = [{ origin: a, destination: b, date: first }, { origin: b, destination: c, date: second }];
      break;
  }
  // Conflicting source words: the example keeps neither.
  const source = words.owned === words.thirdparty ? "All" : words.owned ? "OwnedFlight" : "ThirdPartyFlight";
  return { kind, routes, source, closed: words.closed, tour: words.tour };
}

function attemptedKind(route: readonly LineToken[]): SearchKind {
  if (route.some(isLegToken)) return "multicity";
  if (route[1]?.text.includes(",")) return "multi-dest";
  return route.filter((token) => looksLikeDateWord(token.text)).length >= 2 ? "roundtrip" : "oneway";
}

/** `count` distinct codes: the user's valid ones first, in order. */
function exampleAirports(route: readonly LineToken[], count: number): string[] {
  const theirs = route.flatMap((token) => token.raw.split(/[-,]/)).map(airportOf);
  const chosen: string[] = [];
  for (const code of [...theirs, ...FALLBACK_AIRPORTS]) {
    if (code && !chosen.includes(code) && chosen.length < count) chosen.push(code);
  }
  return chosen;
}

/** Two dates in order: the user's valid ones, else tomorrow and three days later (within range). */
function exampleDates(route: readonly LineToken[], today: string): [string, string] {
  const theirs = route
    .map((token) => parseDateWord(token.text, today))
    .flatMap((result) => (result.ok ? [result.date] : []))
    .sort();
  const first = theirs[0] ?? addDays(today, 1);
  const latest = addDays(today, MAX_DAYS_AHEAD);
  const later = addDays(first, 3);
  return [first, theirs[1] ?? (later > latest ? first : later)];
}
