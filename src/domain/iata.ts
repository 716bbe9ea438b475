/**
 * Shapes of the codes staff type: airports, booking references, ticket numbers, booking
 * request references, countries. Each check accepts raw input and applies the same
 * normalisation the caller should send on (normalizeCode / normalizeLocalRef). Never throws.
 */
import { normalizeUserText } from "./user-text.js";

/** Trimmed, invisible marks removed, Persian/Arabic digits -> ASCII, upper case. */
export function normalizeCode(text: string): string {
  return normalizeUserText(text).trim().toUpperCase();
}

/** Like normalizeCode but keeps the case: a local reference is the caller system's own text. */
export function normalizeLocalRef(text: string): string {
  return normalizeUserText(text).trim();
}

/** Three letters A-Z (IATA airport code). */
export function isIataAirport(text: string): boolean {
  return /^[A-Z]{3}$/.test(normalizeCode(text));
}

/** Booking reference (PNR): 5-8 letters A-Z or digits, e.g. K7M2QA. */
export function isPnr(text: string): boolean {
  return /^[A-Z0-9]{5,8}$/.test(normalizeCode(text));
}

/**
 * Ticket number: 10-15 digits, optionally split once by a dash that is neither first nor last
 * (e.g. 096-2310040001, as printed on some tickets). The dash is kept: send what was typed.
 */
export function isTicketNumber(text: string): boolean {
  const code = normalizeCode(text);
  if (!/^\d+(-\d+)?$/.test(code)) return false;
  const digits = code.length - (code.includes("-") ? 1 : 0);
  return digits >= 10 && digits <= 15;
}

/** Booking request reference (YourLocalInventoryPnr): 1-40 of A-Z a-z 0-9 - _ . */
export function isLocalRef(text: string): boolean {
  return /^[A-Za-z0-9._-]{1,40}$/.test(normalizeLocalRef(text));
}

/** Two letters A-Z (ISO 3166-1 alpha-2 shape; not checked against the list of countries). */
export function isCountryCode(text: string): boolean {
  return /^[A-Z]{2}$/.test(normalizeCode(text));
}
