/**
 * The Iranian national code (کد ملی): ten digits, the last a check digit. Pure, never throws.
 */
import { normalizeUserText } from "./user-text.js";

/**
 * The code as ten ASCII digits, or null when `text` is not one with a valid check digit.
 * Eight or nine digits are padded with leading zeros first: spreadsheets drop the zeros of
 * codes issued in Tehran (00...), and staff copy them from there.
 *
 * Check: s = sum of digit[i] * (10 - i) for i = 0..8, r = s mod 11; the last digit is r when
 * r < 2, else 11 - r. Ten equal digits pass that rule but are never issued: refused.
 */
export function nationalCodeOf(text: string): string | null {
  const digits = normalizeUserText(text).trim();
  if (!/^\d{8,10}$/.test(digits)) return null;
  const code = digits.padStart(10, "0");
  if (/^(\d)\1{9}$/.test(code)) return null;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(code[i]) * (10 - i);
  const r = sum % 11;
  return Number(code[9]) === (r < 2 ? r : 11 - r) ? code : null;
}
