/**
 * Deep links: what `https://t.me/<bot>?start=<payload>` asks the private chat to open. Telegram
 * passes a payload of 1-64 characters of A-Z a-z 0-9 _ -, so each kind is a letter and its
 * arguments in that alphabet:
 *
 *   h_K7M2QA               a booking's history (/history K7M2QA)
 *   r_K7M2QA               a refund of the booking (/refund K7M2QA)
 *   m_IR452_20261201       a flight's manifest (/manifest IR452 2026-12-01)
 *   s_THR_MHD_20261201     a search (/search THR MHD 2026-12-01): the search's canonical line,
 *                          a space as "_", a comma as "__", dates without dashes
 *   help                   the usual greeting
 *
 * Pure, never throws. A search's line is checked by the caller with parseSearchLine, which
 * needs today's date: a link to a past day is refused there, in the grammar's own words.
 */
import { isPnr, normalizeCode } from "./iata.js";
import { parseFlightRef, type FlightRef } from "./flight-ref.js";
import { parseIsoDate } from "./gregorian.js";
import type { ParsedSearch } from "./parsed-search.js";
import { formatSearchLine } from "./search-query.js";

export const MAX_PAYLOAD_LENGTH = 64;
const PAYLOAD = /^[A-Za-z0-9_-]{1,64}$/;

export type StartPayload =
  | { kind: "help" }
  | { kind: "history"; pnr: string }
  | { kind: "refund"; pnr: string }
  | { kind: "manifest"; flight: FlightRef; date: string }
  /** `line`: a /search line, still to be parsed. */
  | { kind: "search"; line: string };

/** The payload of a link, or null when it cannot be carried (too long, or a PNR of another shape). */
export function encodeStartPayload(payload: StartPayload): string | null {
  const text = textOf(payload);
  return text !== null && PAYLOAD.test(text) ? text : null;
}

function textOf(payload: StartPayload): string | null {
  switch (payload.kind) {
    case "help":
      return "help";
    // The PNR as decodeStartPayload reads it back: the supplier's or a typed one may differ in case, spaces or digits.
    case "history":
      return isPnr(payload.pnr) ? `h_${normalizeCode(payload.pnr)}` : null;
    case "refund":
      return isPnr(payload.pnr) ? `r_${normalizeCode(payload.pnr)}` : null;
    case "manifest":
      return `m_${payload.flight.airline}${payload.flight.number}_${payload.date.replaceAll("-", "")}`;
    case "search":
      return `s_${payload.line.replace(/(\d{4})-(\d{2})-(\d{2})/g, "$1$2$3").replaceAll(",", "__").replaceAll(" ", "_")}`;
  }
}

/** The deep link of a search: its canonical line (English words), or null when longer than Telegram carries. */
export function searchPayload(query: ParsedSearch): string | null {
  return encodeStartPayload({ kind: "search", line: formatSearchLine(query, "en") });
}

/** `https://t.me/<bot>?start=<payload>`. */
export function deepLink(botUsername: string, payload: string): string {
  return `https://t.me/${botUsername}?start=${payload}`;
}

/** What a /start payload asks for; null when it is not one FlightDesk makes (typed, damaged, cut). */
export function decodeStartPayload(text: string): StartPayload | null {
  if (!PAYLOAD.test(text)) return null;
  if (text === "help") return { kind: "help" };
  const [, kind = "", rest = ""] = /^([a-z])_(.+)$/.exec(text) ?? [];
  switch (kind) {
    case "h":
      return isPnr(rest) && rest === rest.toUpperCase() ? { kind: "history", pnr: rest } : null;
    case "r":
      return isPnr(rest) && rest === rest.toUpperCase() ? { kind: "refund", pnr: rest } : null;
    case "m":
      return manifestOf(rest);
    case "s":
      return rest.startsWith("_") || rest.endsWith("_") || rest.includes("___") ? null : { kind: "search", line: searchLineOf(rest) };
    default:
      return null;
  }
}

function manifestOf(rest: string): StartPayload | null {
  const [, flightText = "", day = ""] = /^([A-Z0-9]{2}\d{1,4})_(\d{8})$/.exec(rest) ?? [];
  const flight = parseFlightRef(flightText);
  const date = `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`;
  if (!flight.ok || parseIsoDate(date) === null) return null;
  return { kind: "manifest", flight: flight.flight, date };
}

function searchLineOf(rest: string): string {
  return rest
    .replaceAll("__", ",")
    .replaceAll("_", " ")
    .replace(/(^|\s)(\d{4})(\d{2})(\d{2})(?=\s|$)/g, "$1$2-$3-$4");
}
