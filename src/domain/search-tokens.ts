/**
 * Lexing of the one-line /search grammar (search-query.ts): whitespace-separated tokens,
 * destination lists glued back together, the optional words set apart. Never throws.
 */
import { looksLikeDateWord } from "./dates.js";
import { isIataAirport, normalizeCode } from "./iata.js";
import { normalizeDigits, stripInvisibleMarks } from "./user-text.js";

/** A part of the line: as typed (raw, for messages) and with ASCII digits (text). */
export interface LineToken {
  raw: string;
  text: string;
}

/** The optional words present on the line. */
export interface LineWords {
  closed: boolean;
  tour: boolean;
  owned: boolean;
  thirdparty: boolean;
}

export interface LexedLine {
  /** Every token that is not an optional word, in order. */
  route: LineToken[];
  words: LineWords;
  /** The word that made owned and thirdparty appear together, if any. */
  conflict?: LineToken;
}

const WORDS: Readonly<Record<string, keyof LineWords>> = {
  closed: "closed",
  tour: "tour",
  owned: "owned",
  thirdparty: "thirdparty",
  "third-party": "thirdparty",
};

export function lexSearchLine(args: string): LexedLine {
  const words: LineWords = { closed: false, tour: false, owned: false, thirdparty: false };
  const route: LineToken[] = [];
  let conflict: LineToken | undefined;
  for (const token of tokenize(args)) {
    const word = wordOf(token.text);
    if (word === undefined) {
      route.push(token);
      continue;
    }
    words[word] = true;
    if (!conflict && words.owned && words.thirdparty) conflict = token;
  }
  return conflict ? { route, words, conflict } : { route, words };
}

/** True for a token meant as ORIGIN-DEST: it has a dash and is not shaped like a date. */
export function isLegToken(token: LineToken): boolean {
  return token.text.includes("-") && !looksLikeDateWord(token.text);
}

/** The upper-case airport code a piece of text is, or null. */
export function airportOf(text: string): string | null {
  return isIataAirport(text) ? normalizeCode(text) : null;
}

export function toToken(raw: string): LineToken {
  return { raw, text: normalizeDigits(raw) };
}

function tokenize(args: string): LineToken[] {
  // Phones turn "-" into typographic dashes; Persian keyboards type the Arabic comma.
  const text = stripInvisibleMarks(args).replace(/[\u2010-\u2015\u2212]/g, "-").replace(/\u060C/g, ",");
  const groups: string[][] = [];
  for (const piece of text.split(/\s+/)) {
    if (piece === "") continue;
    const group = groups[groups.length - 1];
    const previous = group?.[group.length - 1];
    // "MHD, KIH" and "MHD ,KIH" are one destination list; "MHD, 2026-12-01" is not.
    const continuesList =
      group !== undefined &&
      (piece.startsWith(",") ||
        (previous?.endsWith(",") === true && !looksLikeDateWord(piece) && wordOf(piece) === undefined));
    if (continuesList) group.push(piece);
    else groups.push([piece]);
  }
  return groups.map((group) => toToken(group.join("")));
}

function wordOf(text: string): keyof LineWords | undefined {
  const key = text.toLowerCase();
  return Object.hasOwn(WORDS, key) ? WORDS[key] : undefined;
}
