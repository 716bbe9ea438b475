import { todayIn } from "../domain/dates.js";
import { parseFlightDateArgs } from "../domain/flight-date-args.js";
import { flightNumberKey, parseFlightRef } from "../domain/flight-ref.js";
import { normalizeCode } from "../domain/iata.js";
import type { FlightProposal } from "../ledger/flight-proposals.js";
import type { AuditEntry } from "../store/store.js";
import { readPnrArgument } from "./pnr-argument.js";

export const AUDIT_TOPICS = ["refunds", "bookings", "flights", "exports", "access"] as const;
export type AuditTopic = (typeof AUDIT_TOPICS)[number];

/**
 * What /audit was asked for: the latest N; a booking or a flight (one code: PNR or flight); a
 * flight on a date; one person's doings (@username, or a name); one kind of entry.
 */
export type AuditQuery =
  | { kind: "latest"; count: number }
  | { kind: "code"; code: string }
  | { kind: "flight"; flight: string; date: string }
  | { kind: "user"; handle: string }
  | { kind: "topic"; topic: AuditTopic }
  | { kind: "bad" };

export const DEFAULT_COUNT = 15;
export const MAX_COUNT = 50;

/** The kinds' names as staff type them, in each language. */
const TOPIC_WORDS: Record<string, AuditTopic> = {
  refunds: "refunds",
  refund: "refunds",
  bookings: "bookings",
  booking: "bookings",
  book: "bookings",
  رزرو: "bookings",
  رزروها: "bookings",
  حجز: "bookings",
  حجوزات: "bookings",
  استرداد: "refunds",
  استردادها: "refunds",
  flights: "flights",
  flight: "flights",
  پرواز: "flights",
  پروازها: "flights",
  رحلات: "flights",
  exports: "exports",
  export: "exports",
  خروجی: "exports",
  تصدير: "exports",
  access: "access",
  دسترسی: "access",
  وصول: "access",
};

export function parseAuditQuery(text: string, timeZone: string, now: Date): AuditQuery {
  const typed = text.trim();
  if (typed === "") return { kind: "latest", count: DEFAULT_COUNT };
  if (/^\d{1,3}$/.test(typed)) return { kind: "latest", count: Math.min(Math.max(Number(typed), 1), MAX_COUNT) };
  const topic = TOPIC_WORDS[typed.toLowerCase()];
  if (topic) return { kind: "topic", topic };
  if (typed.startsWith("@")) return typed.length > 1 ? { kind: "user", handle: typed.slice(1) } : { kind: "bad" };
  const flightDate = parseFlightDateArgs(typed, todayIn(timeZone, now));
  if (flightDate.ok) return { kind: "flight", flight: `${flightDate.flight.airline}${flightDate.flight.number}`, date: flightDate.date };
  const flight = parseFlightRef(typed);
  const pnr = readPnrArgument(typed);
  if (pnr && pnr.rest.length === 0) return { kind: "code", code: pnr.pnr };
  if (flight.ok) return { kind: "code", code: `${flight.flight.airline}${flight.flight.number}` };
  return { kind: "bad" };
}

/** What an entry is matched against beside itself: the proposals it names, the people a handle means. */
export interface AuditLookups {
  proposal: (id: number) => FlightProposal | undefined;
  /** The ids of the staff a user query means. */
  people: ReadonlySet<number>;
}

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
/** "W5 1047", "W51047" and "w5-1047" alike. */
const flightKey = (value: string | undefined): string | undefined => {
  if (value === undefined) return undefined;
  const ref = parseFlightRef(value);
  return ref.ok ? `${ref.flight.airline}${ref.flight.number}` : normalizeCode(value);
};

export function auditMatches(entry: AuditEntry, query: AuditQuery, lookups: AuditLookups): boolean {
  switch (query.kind) {
    case "latest":
      return true;
    case "bad":
      return false;
    case "topic":
      return topicOf(entry.action) === query.topic;
    case "user":
      return ["userId", "target", "agentId", "proposer", "grantedBy", "approvedBy", "proposedBy", "madeBy"].some(
        (key) => typeof entry[key] === "number" && lookups.people.has(entry[key] as number),
      );
    case "code": {
      const pnrs = [text(entry["pnr"]), ...(Array.isArray(entry["pnrs"]) ? (entry["pnrs"] as unknown[]).map(text) : [])];
      if (pnrs.some((pnr) => pnr !== undefined && normalizeCode(pnr) === query.code)) return true;
      return flightOf(entry, lookups)?.flight === query.code;
    }
    case "flight": {
      const at = flightOf(entry, lookups);
      return at?.flight === query.flight && (at.date === undefined || at.date === query.date);
    }
  }
}

export function topicOf(action: string): AuditTopic | undefined {
  if (action === "refund" || action.startsWith("refund.") || action.startsWith("changed.")) return "refunds";
  if (action === "book" || action.startsWith("book.")) return "bookings";
  if (action.startsWith("flight.") || action.startsWith("pace.")) return "flights";
  if (action.startsWith("export.") || action.endsWith(".export")) return "exports";
  if (action.startsWith("user.") || action.startsWith("group-alerts.")) return "access";
  return undefined;
}

/** The flight an entry is about (a manifest, a schedule-change run, a flight-control proposal), with its date when it has one. */
function flightOf(entry: AuditEntry, lookups: AuditLookups): { flight: string; date?: string } | undefined {
  if (typeof entry["proposal"] === "number" && entry.action.startsWith("flight.")) {
    const p = lookups.proposal(entry["proposal"]);
    if (p) return { flight: `${p.airline}${flightNumberKey(p.flightNumber.replace(/^0+(?=\d)/, "")) ?? p.flightNumber}`, date: p.date };
  }
  const flight = flightKey(text(entry["flight"]));
  if (flight === undefined) return undefined;
  const date = text(entry["date"]);
  return date === undefined ? { flight } : { flight, date };
}
