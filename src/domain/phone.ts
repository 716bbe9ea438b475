/**
 * Phone numbers as passengers give them, in one form (E.164: "+" and digits) so that a number
 * typed in /find equals the one stored from the feed. Pure, never throws.
 */
import { normalizeUserText } from "./user-text.js";

/** Spaces, dashes, dots, slashes and brackets people put inside a number. */
const PUNCTUATION = /[\s\-./()\u2010-\u2015]/g;

/**
 * The number as "+<country><number>", or null when `text` is not a phone number:
 *   Iranian mobiles 09121234567, 9121234567, +989121234567, 00989121234567, 989121234567,
 *     +98 (0)912 123 4567 -> +989121234567;
 *   Iranian landlines with their area code, 02188776655 -> +982188776655;
 *   other international numbers, +44 7700 900123 or 00447700900123 -> +447700900123
 *     (8 to 15 digits after the prefix, as E.164 allows).
 * A number without area or country code (88776655) is refused: it names no single phone.
 */
export function phoneOf(text: string): string | null {
  const compact = normalizeUserText(text).trim().replace(PUNCTUATION, "");
  const international = /^(?:\+|00)(\d+)$/.exec(compact);
  if (international) {
    // +98 (0)912...: the national 0 is sometimes kept after the country code.
    const digits = (international[1] ?? "").replace(/^980/, "98");
    return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
  }
  if (/^0[1-9]\d{9}$/.test(compact)) return `+98${compact.slice(1)}`;
  if (/^9\d{9}$/.test(compact)) return `+98${compact}`;
  if (/^989\d{9}$/.test(compact)) return `+${compact}`;
  return null;
}

/**
 * An Iranian mobile (a contact the supplier can text) in the national form the supplier's
 * forms use, "09121234567"; null for anything else, landlines and foreign numbers included.
 * Every form phoneOf reads is accepted: 0912..., 912..., +98 912..., 0098..., Persian digits.
 */
export function iranianMobileOf(text: string): string | null {
  const phone = phoneOf(text);
  return phone !== null && /^\+989\d{9}$/.test(phone) ? `0${phone.slice(3)}` : null;
}
