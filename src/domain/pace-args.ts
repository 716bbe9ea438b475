/**
 * The arguments of /pace: `[DATE|FROM..TO] [ROUTE] [airline=XX]`, each may be left out (the 14
 * days from today, every route and airline) and the period may come last. Days as /sales and
 * /flights read them (period.ts), a route as flight-ref.ts does. Pure, never throws on `text`.
 */
import { addDays, daysBetween } from "./dates.js";
import { parseRoute } from "./flight-ref.js";
import { normalizeCode } from "./iata.js";
import { readEnd } from "./period.js";
import { normalizeUserText, printableSnippet } from "./user-text.js";

/** The days /pace shows when none are given: today and the 13 after. */
export const PACE_DAYS = 14;
/** The longest period one /pace shows. */
export const PACE_MAX_DAYS = 31;

export interface PaceArgs {
  first: string;
  last: string;
  route?: { origin: string; destination: string };
  airline?: string;
}

/** unknown: words that are neither a period nor a route. */
export type PaceArgsError = "unknown" | "same-airport" | "airline" | "filter" | "reversed" | "too-long";

export type PaceArgsResult = { ok: true; args: PaceArgs } | { ok: false; reason: PaceArgsError; part: string };

/** Two letters or digits, not two digits (IR, W5, 4B). */
const AIRLINE = /^(?![0-9]{2}$)[A-Z0-9]{2}$/;

export function parsePaceArgs(text: string, today: string): PaceArgsResult {
  let airline: string | undefined;
  const words: string[] = [];
  for (const word of normalizeUserText(text).trim().split(/\s+/).filter(Boolean)) {
    const filter = /^([^=\s]+)=(.*)$/.exec(word);
    if (!filter) {
      words.push(word);
      continue;
    }
    if (filter[1]!.toLowerCase() !== "airline") return { ok: false, reason: "filter", part: printableSnippet(word) };
    airline = normalizeCode(filter[2]!);
    if (!AIRLINE.test(airline)) return { ok: false, reason: "airline", part: printableSnippet(filter[2]!) };
  }
  // The period first or last; the other words are the route.
  let period: { first: string; last: string } | null = null;
  let rest = words;
  for (const [at, others] of [
    [0, words.slice(1)],
    [words.length - 1, words.slice(0, -1)],
  ] as const) {
    const word = words[at];
    if (word === undefined || period) continue;
    const read = readPeriod(word, today);
    if (read.ok) {
      period = read.period;
      rest = others;
    } else if (read.reason !== "not-a-period") return { ok: false, reason: read.reason, part: printableSnippet(word) };
  }
  const { first, last } = period ?? { first: today, last: addDays(today, PACE_DAYS - 1) };
  const args: PaceArgs = { first, last, ...(airline ? { airline } : {}) };
  if (rest.length === 0) return { ok: true, args };
  const route = parseRoute(rest.join(" "));
  if (!route.ok) return { ok: false, reason: route.reason === "same-airport" ? "same-airport" : "unknown", part: printableSnippet(rest.join(" ")) };
  return { ok: true, args: { ...args, route: { origin: route.origin, destination: route.destination } } };
}

type PeriodRead = { ok: true; period: { first: string; last: string } } | { ok: false; reason: "not-a-period" | "reversed" | "too-long" };

/** A day, or FROM..TO; a word that is neither is "not-a-period" (it may be the route). */
function readPeriod(word: string, today: string): PeriodRead {
  const ends = word.split("..");
  if (ends.length > 2) return { ok: false, reason: "not-a-period" };
  const days: string[] = [];
  for (const end of ends) {
    const read = readEnd(end, today);
    if (!read.ok) return { ok: false, reason: "not-a-period" };
    days.push(read.date);
  }
  const first = days[0]!;
  const last = days[days.length - 1]!;
  if (first > last) return { ok: false, reason: "reversed" };
  if (daysBetween(first, last) + 1 > PACE_MAX_DAYS) return { ok: false, reason: "too-long" };
  return { ok: true, period: { first, last } };
}
