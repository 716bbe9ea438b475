/**
 * The travelling party as staff type it: "2 adults 1 child 1 infant", "2a 1c 1i", "2 1 1",
 * "۲ بزرگسال ۱ کودک". Pure, never throws.
 */
import { normalizeUserText, printableSnippet } from "./user-text.js";

export interface Party {
  adults: number;
  children: number;
  infants: number;
}

/** Passengers of one booking, infants included (the usual airline limit). */
export const MAX_PASSENGERS = 9;

/**
 * "empty": nothing typed; "format": a part we cannot read (`token`); "no-adult": no adult;
 * "too-many-infants": more infants than adults (one lap each); "too-many": over MAX_PASSENGERS.
 */
export type PartyErrorCode = "empty" | "format" | "no-adult" | "too-many-infants" | "too-many";
export interface PartyError {
  code: PartyErrorCode;
  token?: string;
}
export type PartyResult = { ok: true; party: Party } | { ok: false; error: PartyError };

type AgeGroup = keyof Party;

const AGE_WORDS: Readonly<Record<string, AgeGroup>> = Object.fromEntries([
  ...["a", "ad", "adt", "adult", "adults", "بزرگسال", "بزرگسالان", "بالغ", "بالغين"].map((w) => [w, "adults"]),
  ...["c", "ch", "chd", "child", "children", "kid", "kids", "کودک", "کودکان", "بچه", "طفل", "أطفال", "اطفال"].map((w) => [w, "children"]),
  ...["i", "inf", "infant", "infants", "baby", "babies", "نوزاد", "نوزادان", "رضيع", "رضع"].map((w) => [w, "infants"]),
]);

/** Words that only join the parts: "2 adults and 1 child"; marks , ، + & are dropped too. */
const FILLER = /^(and|و)$/;

/**
 * Counts "N word" pairs in any order (the word may be attached: "2a"), or up to three bare
 * numbers meaning adults, children, infants in that order ("2 1 1"; "3" is three adults).
 * The two styles cannot be mixed and an age group cannot be given twice.
 */
export function parseParty(text: string): PartyResult {
  const tokens = normalizeUserText(text)
    .toLowerCase()
    .replace(/[,،+&]/g, " ")
    .split(/\s+/)
    .flatMap((token) => /^(\d+)(\D+)$/.exec(token)?.slice(1) ?? [token])
    .filter((token) => token !== "" && !FILLER.test(token));
  if (tokens.length === 0) return fail("empty");

  const counts: Partial<Party> = {};
  const bare: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? "";
    if (!/^\d+$/.test(token)) return fail("format", token);
    const group = AGE_WORDS[tokens[i + 1] ?? ""];
    if (group === undefined) {
      bare.push(Number(token));
      continue;
    }
    if (counts[group] !== undefined) return fail("format", `${token} ${tokens[i + 1]}`);
    counts[group] = Number(token);
    i++;
  }
  if (bare.length > 0 && (bare.length > 3 || Object.keys(counts).length > 0)) {
    return fail("format", String(bare[bare.length > 3 ? 3 : 0]));
  }

  const party: Party = {
    adults: counts.adults ?? bare[0] ?? 0,
    children: counts.children ?? bare[1] ?? 0,
    infants: counts.infants ?? bare[2] ?? 0,
  };
  if (party.adults < 1) return fail("no-adult");
  if (party.infants > party.adults) return fail("too-many-infants");
  if (party.adults + party.children + party.infants > MAX_PASSENGERS) return fail("too-many");
  return { ok: true, party };
}

function fail(code: PartyErrorCode, token?: string): PartyResult {
  return { ok: false, error: token === undefined ? { code } : { code, token: printableSnippet(token) } };
}
