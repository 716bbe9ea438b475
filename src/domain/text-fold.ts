/**
 * Folding of passenger names (and of what staff type to find them) into one search form, so
 * that "علي رضائي" finds "علی رضایی" and "Mína" finds "Mina". The ledger folds every stored name
 * with foldText and /find folds the query with it: both sides must use this one function.
 * Pure, never throws. It runs over every name when an index is built, so each step is one
 * precompiled regular expression and pure ASCII text takes a short path.
 */
import { normalizeDigits, stripInvisibleMarks } from "./user-text.js";

/**
 * Letters that NFKD leaves alone but people write interchangeably: the Arabic forms of yeh and
 * kaf, teh marbuta, alef wasla, the heh shapes of other keyboards; and the Latin letters that
 * have no decomposition (ß, dotless ı, ø ...), spelt as an ASCII keyboard would.
 */
const VARIANTS: Readonly<Record<string, string>> = {
  "\u064A": "\u06CC", // ي Arabic yeh -> ی
  "\u0649": "\u06CC", // ى alef maksura -> ی
  "\u0643": "\u06A9", // ك Arabic kaf -> ک
  "\u06AA": "\u06A9", // ڪ swash kaf -> ک
  "\u0629": "\u0647", // ة teh marbuta -> ه
  "\u06C3": "\u0647", // ۃ teh marbuta goal -> ه
  "\u06D5": "\u0647", // ە ae (what ۀ decomposes to) -> ه
  "\u06BE": "\u0647", // ھ heh doachashmee -> ه
  "\u06C1": "\u0647", // ہ heh goal -> ه
  "\u0671": "\u0627", // ٱ alef wasla -> ا
  "ß": "ss",
  "ı": "i",
  "ø": "o",
  "đ": "d",
  "ð": "d",
  "ł": "l",
  "ħ": "h",
  "æ": "ae",
  "œ": "oe",
  "þ": "th",
};
const VARIANT = new RegExp(`[${Object.keys(VARIANTS).join("")}]`, "g");

/**
 * What goes after NFKD: combining marks (Latin accents; harakat, shadda, sukun, superscript
 * alef; the hamza and madda that أ إ آ ؤ ئ decompose into, which leaves ا و ي), tatweel, and
 * the standalone hamza ء, which Persian writers often leave out (علاء / علا).
 */
const DROPPED = /[\p{Mn}\u0640\u0621]/gu;

/**
 * Joiners become a space: a ZWNJ marks a boundary between the parts of a name (محمد‌رضا), the
 * same boundary others type as a space. Hyphens, dots, commas and underscores also separate
 * parts (Jean-Pierre, M. Karimi); apostrophes join (O'Brien = obrien).
 */
const JOINERS = /[\u200C\u200D]/g;
const SEPARATORS = /[\s\-_.,\u060C\u2010-\u2015]+/g;
const APOSTROPHES = /['\u2018\u2019\u02BC`\u00B4]/g;
const PLAIN_ASCII = /^[\x20-\x7E]*$/;
const ASCII_SEPARATORS = /[\s\-_.,]+/g;
const ASCII_APOSTROPHES = /['`]/g;

/**
 * The search form of a name or query: NFKD, marks dropped, letter variants unified, lower case,
 * Persian/Arabic digits as ASCII, invisible marks gone, separators as single spaces, trimmed.
 * Idempotent: foldText(foldText(x)) === foldText(x).
 */
export function foldText(text: string): string {
  if (PLAIN_ASCII.test(text)) {
    return text.replace(ASCII_APOSTROPHES, "").replace(ASCII_SEPARATORS, " ").trim().toLowerCase();
  }
  const decomposed = text.replace(JOINERS, " ").normalize("NFKD").replace(DROPPED, "").toLowerCase();
  const plain = normalizeDigits(stripInvisibleMarks(decomposed.replace(APOSTROPHES, "")));
  // Separators go last: NFKD makes some (a no-break space, a full-width hyphen).
  return plain.replace(VARIANT, (letter) => VARIANTS[letter] ?? letter).replace(SEPARATORS, " ").trim();
}

const LETTER = /\p{L}/gu;

/** How many letters a folded text has (what a name query must have enough of). */
export function letterCount(folded: string): number {
  return folded.match(LETTER)?.length ?? 0;
}
