/**
 * Masking of personal data for viewers (issue 14: viewers never see a whole national code,
 * passport number, phone or email; agents and admins do). The shown tail is at most four
 * characters and at most half the value, so a short value is never shown whole:
 * 0012345678 -> ••••5678, 123 -> ••••3. Pure, never throws; an empty value stays empty
 * (there is nothing to hide, and "••••" would claim there is).
 */
import { normalizeUserText } from "./user-text.js";

export const MASK = "••••";
const MAX_SHOWN = 4;

/** Any value: MASK and its tail, e.g. ••••1234. */
export function maskTail(value: string): string {
  const chars = Array.from(normalizeUserText(value).trim());
  if (chars.length === 0) return "";
  const shown = Math.min(MAX_SHOWN, Math.floor(chars.length / 2));
  return MASK + chars.slice(chars.length - shown).join("");
}

/** The tail of its digits: 0012345678 -> ••••5678. */
export function maskNationalCode(value: string): string {
  return maskTail(digitsOf(value));
}

/** The tail of its letters and digits, upper case: k1234 5678 -> ••••5678. */
export function maskPassport(value: string): string {
  return maskTail(normalizeUserText(value).replace(/[^\p{L}\p{N}]/gu, "").toUpperCase());
}

/** The tail of its digits, whatever the spacing: +98 912 123 4567 -> ••••4567. */
export function maskPhone(value: string): string {
  return maskTail(digitsOf(value));
}

/**
 * The tail of the part before @, and the domain: m.karimi@gmail.com -> ••••rimi@gmail.com.
 * The domain stays because the last four characters of a whole address are nearly always
 * ".com" and tell two passengers apart no better than nothing, while the domain is seldom
 * personal. Without an @ it is masked as any value.
 */
export function maskEmail(value: string): string {
  const email = normalizeUserText(value).trim();
  const at = email.lastIndexOf("@");
  if (at <= 0 || at === email.length - 1) return maskTail(email);
  return `${maskTail(email.slice(0, at))}@${email.slice(at + 1)}`;
}

function digitsOf(value: string): string {
  return normalizeUserText(value).replace(/\D/g, "");
}
