/**
 * Availability rule 8 (src/supplier/README.md): may a passenger of this nationality book this
 * fare class? Pure, never throws.
 */
import { isCountryCode, normalizeCode } from "./iata.js";

export type NationalityReason = "prohibited" | "permitted-all" | "permitted-listed" | "not-permitted";
export interface NationalityVerdict {
  allowed: boolean;
  reason: NationalityReason;
}

/**
 * The prohibited list wins; otherwise allowed when the permitted list names the code
 * ("permitted-listed", preferred as the more specific reason) or contains All
 * ("permitted-all"). Codes and All are compared after normalizeCode (trimmed, any case);
 * duplicates do not matter. All in the prohibited list has no special meaning (the interface
 * defines it for the permitted list only); an empty permitted list permits nobody. A `code`
 * that is not two letters is "not-permitted" (validate input with isCountryCode first).
 */
export function checkNationality(
  code: string,
  permitted: readonly string[],
  prohibited: readonly string[],
): NationalityVerdict {
  if (!isCountryCode(code)) return { allowed: false, reason: "not-permitted" };
  const wanted = normalizeCode(code);
  if (prohibited.some((entry) => normalizeCode(entry) === wanted)) return { allowed: false, reason: "prohibited" };
  const permittedSet = new Set(permitted.map((entry) => normalizeCode(entry)));
  if (permittedSet.has(wanted)) return { allowed: true, reason: "permitted-listed" };
  if (permittedSet.has("ALL")) return { allowed: true, reason: "permitted-all" };
  return { allowed: false, reason: "not-permitted" };
}

/** The nationality lists of a fare class, as the search answers them. */
export interface NationalityLists {
  PermittedNationalityList: readonly string[];
  ProhibitedNationalityList: readonly string[];
}

/** Rule 8 on every class a booking takes (a round trip has two): the first refusal, or null when all accept. */
export function nationalityRefusal(code: string, classes: readonly NationalityLists[]): NationalityVerdict | null {
  for (const lists of classes) {
    const verdict = checkNationality(code, lists.PermittedNationalityList, lists.ProhibitedNationalityList);
    if (!verdict.allowed) return verdict;
  }
  return null;
}
