/**
 * The arguments of /flights: `[DATE] [ROUTE]`, either may be left out (today, every route) and
 * the date may come last. A date is one of /sales (yyyy-MM-dd, Jalali, today, yesterday, +N, -N;
 * period.ts), a route one of flight-ref.ts (THR-MHD, "THR MHD", THR→MHD). Pure, never throws on
 * `text`.
 */
import { parseRoute } from "./flight-ref.js";
import { looksLikeDateWord } from "./dates.js";
import { readEnd } from "./period.js";
import { printableSnippet } from "./user-text.js";

export interface FlightsArgs {
  date: string;
  route?: { origin: string; destination: string };
}

/**
 * date: a date word that names no day (part: the word; invalid: no such day). route: the rest is
 * not a route of two airports (same-airport: THR-THR).
 */
export type FlightsArgsResult =
  | { ok: true; args: FlightsArgs }
  | { ok: false; reason: "date"; detail: "format" | "invalid"; part: string }
  | { ok: false; reason: "route"; detail: "format" | "same-airport"; part: string };

export function parseFlightsArgs(text: string, today: string): FlightsArgsResult {
  const words = text.trim().split(/\s+/).filter((w) => w !== "");
  if (words.length === 0) return { ok: true, args: { date: today } };
  const first = readEnd(words[0]!, today);
  if (first.ok) return withRoute(first.date, words.slice(1));
  const last = words.length > 1 ? readEnd(words[words.length - 1]!, today) : first;
  if (last.ok) return withRoute(last.date, words.slice(0, -1));
  // No date: the words are a route, unless the first looks like a date mistyped.
  const route = withRoute(today, words);
  if (!route.ok && looksLikeDateWord(words[0]!)) return { ok: false, reason: "date", detail: first.reason, part: printableSnippet(words[0]!) };
  return route;
}

function withRoute(date: string, words: string[]): FlightsArgsResult {
  if (words.length === 0) return { ok: true, args: { date } };
  const text = words.join(" ");
  const route = parseRoute(text);
  if (!route.ok) return { ok: false, reason: "route", detail: route.reason, part: printableSnippet(text) };
  return { ok: true, args: { date, route: { origin: route.origin, destination: route.destination } } };
}
