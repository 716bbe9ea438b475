/**
 * Lexing of the one-line /search grammar (search-query.ts): whitespace-separated tokens,
 * destination lists glued back together, the optional words set apart. Never throws.
 */
import { looksLikeDateWord } from "./dates.js";
import { isIataAirport, normalizeCode } from "./iata.js";
import type { Language } from "./languages.js";
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

/**
 * The optional words as each language writes them (the first is the one shown: `keywordOf`).
 * Every language's words are read whatever the user's language; ZWNJ is stripped before
 * matching, so the Persian words are listed without it.
 */
const KEYWORDS: Readonly<Record<Language, Readonly<Record<keyof LineWords, readonly string[]>>>> = {
  en: { closed: ["closed"], tour: ["tour"], owned: ["owned"], thirdparty: ["thirdparty", "third-party"] },
  fa: { closed: ["بسته"], tour: ["تور"], owned: ["خودی"], thirdparty: ["شخص\u200cثالث", "شخص-ثالث"] },
  ar: { closed: ["مغلقة", "مغلق"], tour: ["جولات", "جولة"], owned: ["رحلاتنا"], thirdparty: ["طرف-ثالث", "طرف_ثالث"] },
};

const WORDS: ReadonlyMap<string, keyof LineWords> = new Map(
  Object.values(KEYWORDS).flatMap((words) =>
    (Object.entries(words) as [keyof LineWords, readonly string[]][]).flatMap(([word, spellings]) =>
      spellings.map((spelling) => [stripInvisibleMarks(spelling).toLowerCase(), word] as const),
    ),
  ),
);

/** The optional word as shown in `lang` (it reads back in any language). */
export function keywordOf(word: keyof LineWords, lang: Language = "en"): string {
  return KEYWORDS[lang][word][0] ?? word;
}

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

/**
 * The line with the marks phones and keyboards add made plain: typographic dashes and arrows
 * (THR→MHD, THR ➡️ MHD) become "-", spaces around a dash between two codes go (THR - MHD),
 * the Persian comma becomes ",".
 */
function plainLine(args: string): string {
  return stripInvisibleMarks(args)
    .replace(/\uFE0F/g, "")
    .replace(/[\u2010-\u2015\u2212\u2192\u27A1\u2794\u2799\u279C\u279D\u279E\u27F6]/g, "-")
    .replace(/(?<=(?:^|\s)[\p{L}]{3})\s*-\s*(?=[\p{L}]{3}(?:\s|$|,))/gu, "-")
    .replace(/\u060C/g, ",");
}

/** A route typed as one answer ("THR-MHD", "thr → mhd", "THR MHD"): its two airport codes, or null. */
export function routeOfText(text: string): [origin: string, destination: string] | null {
  const ends = plainLine(text).trim().split(/\s*-\s*|\s+/);
  if (ends.length !== 2) return null;
  const [origin, destination] = ends.map((end) => airportOf(normalizeDigits(end.trim())));
  return origin && destination ? [origin, destination] : null;
}

function tokenize(args: string): LineToken[] {
  const text = plainLine(args);
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
  return WORDS.get(text.toLowerCase());
}
