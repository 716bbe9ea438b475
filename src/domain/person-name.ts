/**
 * A passenger's first or last name as the ticket carries it: Latin letters, as in the passport's
 * machine-readable line. Pure, never throws.
 */
import { stripInvisibleMarks } from "./user-text.js";

/** Longer names are cut on the ticket; the supplier's forms take this many. */
export const NAME_MAX = 40;

export type NameRefusal = "empty" | "persian" | "format" | "too-long";
export type NameResult = { ok: true; name: string } | { ok: false; reason: NameRefusal };

/** Arabic-script letters (Persian and Arabic): typed on a phone's Persian keyboard by habit. */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * The name in capitals, accents dropped ("José" is JOSE), spaces collapsed; words of letters
 * joined by single spaces, hyphens or apostrophes (O'NEIL, ABU-BAKR). "persian" when it has
 * Arabic-script letters, so the agent can be told to type it as in the passport.
 */
export function latinNameOf(text: string): NameResult {
  const name = stripInvisibleMarks(text).normalize("NFD").replace(/\p{M}/gu, "").trim().replace(/\s+/g, " ").toUpperCase();
  if (name === "") return { ok: false, reason: "empty" };
  if (ARABIC_SCRIPT.test(name)) return { ok: false, reason: "persian" };
  if (!/^[A-Z]+(?:[ '-][A-Z]+)*$/.test(name)) return { ok: false, reason: "format" };
  if (name.length > NAME_MAX) return { ok: false, reason: "too-long" };
  return { ok: true, name };
}
