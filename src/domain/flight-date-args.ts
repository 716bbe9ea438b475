/**
 * "FLIGHT DATE" as /manifest and /flight take it: IR1234 2026-12-02, also "IR 1234 tomorrow",
 * +3 or a Jalali date (what /search reads). Pure, never throws.
 */
import { readDateWord } from "./dates.js";
import { parseFlightRef, type FlightRef } from "./flight-ref.js";

/** usage: fewer than two words; flight: not a flight; date: not a date. */
export type FlightDateArgsError = "usage" | "flight" | "date";

export type FlightDateArgs = { ok: true; flight: FlightRef; date: string } | { ok: false; reason: FlightDateArgsError };

export function parseFlightDateArgs(text: string, today: string): FlightDateArgs {
  const words = text.trim().split(/\s+/).filter((w) => w !== "");
  if (words.length < 2) return { ok: false, reason: "usage" };
  // A flight typed with a space (IR 1234) is two words before the date.
  const flightWords = words.length >= 3 ? 2 : 1;
  const flight = parseFlightRef(words.slice(0, flightWords).join(" "));
  if (!flight.ok) return { ok: false, reason: "flight" };
  const date = readDateWord(words.slice(flightWords).join(" "), today);
  if (!date.ok) return { ok: false, reason: "date" };
  return { ok: true, flight: flight.flight, date: date.date };
}
