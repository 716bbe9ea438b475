/**
 * What a /find text is: a PNR, ticket number, national code, passport number, phone, email or a
 * part of a passenger's name. Many texts fit more than one kind (8 digits: a PNR, a passport or
 * a national code missing its zeros; KARIMI: a PNR or a name), so the answer is every kind the
 * text fits, each with its search key, and the ledger looks for any of them.
 *
 * searchKeyOf is the contract with the ledger: it stores searchKeyOf(kind, field) for each
 * stored field, /find looks up the same function's key of the query, so equal keys match.
 * Pure, never throws.
 */
import { isPnr, isTicketNumber, normalizeCode } from "./iata.js";
import { nationalCodeOf } from "./national-code.js";
import { phoneOf } from "./phone.js";
import { foldText, letterCount } from "./text-fold.js";
import { normalizeUserText } from "./user-text.js";

export type FindKind = "pnr" | "ticket" | "national-code" | "passport" | "phone" | "email" | "name";

/** A key to look for; a name's key is its folded text, matched by its words. */
export type FindTerm =
  | { kind: Exclude<FindKind, "name">; key: string }
  | { kind: "name"; key: string; words: string[] };

/**
 * empty: nothing typed. too-long: over MAX_FIND_LENGTH characters. name-too-short: a name of
 * fewer than MIN_NAME_LETTERS letters (ask for more). unrecognised: fits no kind (digits and
 * letters mixed with spaces, punctuation, a number of no known length, a malformed email).
 */
export type FindTextError = "empty" | "too-long" | "name-too-short" | "unrecognised";

export type FindTextResult = { ok: true; terms: FindTerm[] } | { ok: false; reason: FindTextError };

/** A shorter name part would match a large share of all passengers. */
export const MIN_NAME_LETTERS = 3;
/** No name, code or address is longer; longer texts are refused unread. */
export const MAX_FIND_LENGTH = 100;

/** Characters people put inside numbers and codes: 0912 123 4567, 096-2310040001. */
const CODE_PUNCTUATION = /[\s\-./()]/g;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PASSPORT = /^(?=.*\d)[A-Z0-9]{5,9}$/;

/**
 * The key under which a field of kind `kind` is stored and looked up, or null when `text` is
 * not of that kind. pnr: upper case; ticket: its digits (a dash dropped); national-code: ten
 * digits with a valid check digit; passport: 5-9 letters and digits with at least one digit,
 * upper case; phone: E.164 (phone.ts); email: lower case; name: foldText (text-fold.ts).
 * Spaces and dashes inside codes are ignored; Persian and Arabic digits are read.
 */
export function searchKeyOf(kind: FindKind, text: string): string | null {
  const plain = normalizeUserText(text).trim();
  switch (kind) {
    case "pnr": {
      const compact = compactOf(plain);
      return isPnr(compact) ? normalizeCode(compact) : null;
    }
    case "ticket": {
      const compact = compactOf(plain);
      return isTicketNumber(compact) ? compact : null;
    }
    case "national-code":
      return nationalCodeOf(compactOf(plain));
    case "passport": {
      const passport = compactOf(plain).toUpperCase();
      return PASSPORT.test(passport) ? passport : null;
    }
    case "phone":
      return phoneOf(plain);
    case "email":
      return EMAIL.test(plain) ? plain.toLowerCase() : null;
    case "name": {
      const folded = foldText(plain);
      return letterCount(folded) > 0 ? folded : null;
    }
  }
}

/** A code without the punctuation people type inside it (the ledger reads a page of them: only the kinds of codes pay for it). */
const compactOf = (plain: string): string => plain.replace(CODE_PUNCTUATION, "");

const CODE_KINDS: readonly Exclude<FindKind, "name">[] = ["pnr", "ticket", "national-code", "passport", "phone"];

/** Reads the text after /find: every kind it fits, or why it fits none. */
export function parseFindText(text: string): FindTextResult {
  if (text.length > MAX_FIND_LENGTH) return { ok: false, reason: "too-long" };
  const plain = normalizeUserText(text).trim();
  if (plain === "") return { ok: false, reason: "empty" };
  if (plain.includes("@")) {
    const key = searchKeyOf("email", plain);
    return key ? { ok: true, terms: [{ kind: "email", key }] } : { ok: false, reason: "unrecognised" };
  }

  const terms: FindTerm[] = [];
  // A code typed in pieces (K 1234 5678) is still a code; letters alone in pieces are a name,
  // or a PNR typed in two pieces (JYV USM), as /history reads it.
  const compact = plain.replace(CODE_PUNCTUATION, "");
  const twoPieces = plain.split(/\s+/).length === 2;
  if (/^\+?[A-Za-z0-9]+$/.test(compact) && (/\d/.test(compact) || compact === plain || twoPieces)) {
    for (const kind of CODE_KINDS) {
      const key = searchKeyOf(kind, plain);
      if (key !== null) terms.push({ kind, key });
    }
  }
  if (/\d/.test(plain)) return terms.length > 0 ? { ok: true, terms } : { ok: false, reason: "unrecognised" };

  const folded = foldText(plain);
  if (/[^\p{L} ]/u.test(folded)) return terms.length > 0 ? { ok: true, terms } : { ok: false, reason: "unrecognised" };
  if (letterCount(folded) >= MIN_NAME_LETTERS) terms.push({ kind: "name", key: folded, words: folded.split(" ") });
  return terms.length > 0 ? { ok: true, terms } : { ok: false, reason: "name-too-short" };
}
