import { isIataAirport, normalizeCode } from "../../domain/iata.js";
import { normalizeUserText, printableSnippet } from "../../domain/user-text.js";
import type { SubscriptionFilters, Topic } from "../../store/store.js";

/**
 * The words after /subscribe: an optional topic (bookings, cancellations, all) and optional
 * filters route=THR-MHD, airline=IR, flight=1234 (or flight=IR1234, which sets the airline
 * too), in any order. Pure; a problem names the word and a locale key to explain it.
 */
export type SubscribeArgs =
  | { ok: true; topic: Topic | null; filters: SubscriptionFilters }
  | { ok: false; problem: "word" | "route" | "airline" | "flight" | "twice"; word: string };

const TOPIC_WORDS: Record<string, Topic> = {
  bookings: "bookings",
  booking: "bookings",
  sales: "bookings",
  cancellations: "cancellations",
  cancellation: "cancellations",
  cancels: "cancellations",
  all: "all",
  pace: "pace",
};

/** Two characters, at least one a letter (IR, W5, 5Y). */
const AIRLINE = /^(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])$/;

export function parseSubscribeArgs(text: string): SubscribeArgs {
  let topic: Topic | null = null;
  const filters: SubscriptionFilters = {};
  for (const raw of normalizeUserText(text).split(/\s+/).filter(Boolean)) {
    const word = printableSnippet(raw);
    const [key = "", ...rest] = raw.split("=");
    const value = normalizeCode(rest.join("="));
    const named = key.toLowerCase();
    if (rest.length === 0) {
      const chosen = TOPIC_WORDS[named];
      if (!chosen) return { ok: false, problem: "word", word };
      if (topic !== null) return { ok: false, problem: "twice", word };
      topic = chosen;
    } else if (named === "route") {
      const [origin = "", destination = "", ...more] = value.split(/[-→>]/);
      if (more.length > 0 || !isIataAirport(origin) || !isIataAirport(destination) || origin === destination) return { ok: false, problem: "route", word };
      if (filters.route) return { ok: false, problem: "twice", word };
      filters.route = { origin, destination };
    } else if (named === "airline") {
      if (!AIRLINE.test(value)) return { ok: false, problem: "airline", word };
      if (filters.airline && filters.airline !== value) return { ok: false, problem: "twice", word };
      filters.airline = value;
    } else if (named === "flight") {
      const match = /^((?:[A-Z]{2}|[A-Z]\d|\d[A-Z]))?\s*(\d{1,5})$/.exec(value);
      if (!match) return { ok: false, problem: "flight", word };
      const [, airline, number] = match;
      if (filters.flight || (airline && filters.airline && filters.airline !== airline)) return { ok: false, problem: "twice", word };
      filters.flight = number!;
      if (airline) filters.airline = airline;
    } else {
      return { ok: false, problem: "word", word };
    }
  }
  return { ok: true, topic, filters };
}

/** The words after `word` when the text starts with it (/subscribe digest 21:00, /subscribe quiet off), else null. */
export function wordThen(word: string, text: string): string | null {
  const [first = "", ...rest] = normalizeUserText(text).split(/\s+/).filter(Boolean);
  return first.toLowerCase() === word ? rest.join(" ") : null;
}
