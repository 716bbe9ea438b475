/**
 * A foreign passenger's passport as the supplier takes it. Pure, never throws.
 */
import { addMonths } from "./dates.js";
import { normalizeUserText } from "./user-text.js";

/** Most countries refuse entry on a passport that expires within six months. */
export const PASSPORT_VALID_MONTHS = 6;

/** The number in capitals without spaces or dashes (5 to 20 letters and digits, at least one digit); null otherwise. */
export function passportNumberOf(text: string): string | null {
  const number = normalizeUserText(text).replace(/[\s-]/g, "").toUpperCase();
  return /^[A-Z0-9]{5,20}$/.test(number) && /\d/.test(number) ? number : null;
}

/** Whether a passport expiring on `expiry` is still valid PASSPORT_VALID_MONTHS after `flightDate` (both yyyy-MM-dd). */
export function passportLastsFor(expiry: string, flightDate: string): boolean {
  return expiry >= addMonths(flightDate, PASSPORT_VALID_MONTHS);
}
