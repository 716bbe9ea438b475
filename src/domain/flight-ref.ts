/**
 * Flights and routes as staff name them in /manifest, /flights and /sales: IR1234, "W5 1047",
 * ir-1234; THR-MHD, THR→MHD, "THR MHD". Pure, never throws.
 */
import { normalizeCode } from "./iata.js";
import { routeOfText } from "./search-tokens.js";

export interface FlightRef {
  /** IATA airline designator: two letters or digits, not two digits (IR, W5, 4B). */
  airline: string;
  /** flightNumberKey of the number: digits without leading zeros. */
  number: string;
}

/**
 * empty: nothing typed. airline: no designator before the number (1234, 12 34). number: not
 * 1-4 digits or all zeros (IR12345, IR0). format: anything else (IR1234A, I R1234).
 */
export type FlightRefError = "empty" | "airline" | "number" | "format";

export type FlightRefResult = { ok: true; flight: FlightRef } | { ok: false; reason: FlightRefError };

/** Designator, then any spaces or dashes (a phone may type a typographic one), then digits. */
const FLIGHT = /^([A-Z0-9]{2})[\s\-\u2010-\u2015\u2212]*(\d+)$/;

/** A ledger's flight ("W51047": airline and number run together) as staff write it, "W5 1047"; anything else as it is. */
export function spacedFlight(code: string): string {
  const match = FLIGHT.exec(code);
  return match && !/^\d\d$/.test(match[1]!) ? `${match[1]} ${match[2]}` : code;
}

export function parseFlightRef(text: string): FlightRefResult {
  const code = normalizeCode(text);
  if (code === "") return { ok: false, reason: "empty" };
  const match = FLIGHT.exec(code);
  if (!match) return { ok: false, reason: "format" };
  const [, airline = "", digits = ""] = match;
  if (/^\d\d$/.test(airline)) return { ok: false, reason: "airline" };
  const number = flightNumberKey(digits);
  return number ? { ok: true, flight: { airline, number } } : { ok: false, reason: "number" };
}

/**
 * A flight number in one form, for comparing what staff type with what the supplier sends
 * (IR0452 and IR452 are one flight): 1-4 digits without leading zeros, or null.
 */
export function flightNumberKey(text: string): string | null {
  const digits = normalizeCode(text);
  if (!/^\d{1,4}$/.test(digits)) return null;
  const number = digits.replace(/^0+/, "");
  return number === "" ? null : number;
}

export type RouteResult =
  | { ok: true; origin: string; destination: string }
  | { ok: false; reason: "format" | "same-airport" };

/** A route of two airport codes (the forms routeOfText of /search reads), to another airport. */
export function parseRoute(text: string): RouteResult {
  const route = routeOfText(text);
  if (!route) return { ok: false, reason: "format" };
  const [origin, destination] = route;
  return origin === destination ? { ok: false, reason: "same-airport" } : { ok: true, origin, destination };
}
