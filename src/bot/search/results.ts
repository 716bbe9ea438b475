/**
 * Search results kept for their buttons (pages, details, party price, nationality, refresh).
 * A button carries only the short id of its result. Results are large, so few are kept, not
 * for long, and in this process's memory; the query behind each is tiny and kept in the
 * database (known-query.ts), so a result another instance fetched, or one this process no
 * longer holds, is searched again under its id.
 */
import { randomBytes } from "node:crypto";
import type { ParsedSearch } from "../../domain/parsed-search.js";
import type { ClosedFlight } from "../../supplier/schemas/availability.js";
import type { SearchResult } from "../../supplier/client.js";
import { BoundedCache } from "./cache.js";
import { groupJourneys, type Journey } from "./journeys.js";

export const RESULTS_KEPT = 200;
/** A parsed itinerary takes some kilobytes: the results kept hold at most this many in all. */
export const ITINERARIES_KEPT = 10_000;
export const RESULT_TTL_MS = 30 * 60_000;
/** Airports seen in answers, to name the unknown one of an Error1027. */
const SERVED_AIRPORTS_KEPT = 1000;
const SERVED_AIRPORTS_TTL_MS = 7 * 24 * 60 * 60_000;

export interface StoredResult {
  id: string;
  query: ParsedSearch;
  /** CurrencyCode of every amount in the result. */
  currency: string;
  journeys: Journey[];
  /** ClosedFlightList: filled only when the query asked for closed flights. */
  closed: ClosedFlight[];
  /**
   * Error1027 (an airport the supplier does not define): the query's airports not seen in any
   * earlier answer, i.e. the likely culprits (all of them when every one was seen). null otherwise.
   */
  unserved: string[] | null;
  fetchedAt: Date;
}

export class SearchResults {
  readonly #results: BoundedCache<StoredResult>;
  readonly #served: BoundedCache<true>;
  /** Each user's latest result, by user id: /book offers its flights. */
  readonly #latest: BoundedCache<string>;
  readonly #now: () => Date;

  constructor(now: () => Date) {
    const clock = () => now().getTime();
    this.#now = now;
    const itineraries = (result: StoredResult) => result.journeys.reduce((n, journey) => n + journey.options.length, 0);
    this.#results = new BoundedCache({ maxEntries: RESULTS_KEPT, ttlMs: RESULT_TTL_MS, maxWeight: ITINERARIES_KEPT, weigh: itineraries }, clock);
    this.#served = new BoundedCache({ maxEntries: SERVED_AIRPORTS_KEPT, ttlMs: SERVED_AIRPORTS_TTL_MS }, clock);
    this.#latest = new BoundedCache({ maxEntries: RESULTS_KEPT, ttlMs: RESULT_TTL_MS }, clock);
  }

  /** Keeps an answer and returns it with its id: a new one, or that of the result it renews; the latest of `owner`. */
  remember(query: ParsedSearch, answer: SearchResult, id = this.#newId(), owner?: number): StoredResult {
    const journeys = groupJourneys(answer.ItineraryList);
    // Each airport once: an answer names the same few airports in every itinerary.
    const served = new Set<string>();
    for (const flight of [...journeys.flatMap((j) => j.segments), ...answer.ClosedFlightList]) served.add(flight.Origin.Code).add(flight.Destination.Code);
    for (const code of served) this.#served.set(code, true);
    const result: StoredResult = {
      id,
      query,
      currency: answer.CurrencyCode,
      journeys,
      // Shown only when asked for, whatever the supplier sends.
      closed: query.closed ? answer.ClosedFlightList : [],
      unserved: answer.airportNotServed ? this.#suspects(query) : null,
      fetchedAt: this.#now(),
    };
    this.#results.set(id, result);
    if (owner !== undefined) this.#latest.set(String(owner), id);
    return result;
  }

  /** The latest result `owner` searched, while it is kept. */
  latestOf(owner: number): StoredResult | undefined {
    return this.result(this.#latest.get(String(owner)));
  }

  result(id: string | undefined): StoredResult | undefined {
    return id === undefined ? undefined : this.#results.get(id);
  }

  #suspects(query: ParsedSearch): string[] {
    const airports = [...new Set(query.routes.flatMap((r) => [r.origin, r.destination]))];
    const unseen = airports.filter((code) => !this.#served.has(code));
    return unseen.length > 0 ? unseen : airports;
  }

  /** 40 random bits: ids of several instances do not meet. */
  #newId(): string {
    return randomBytes(5).readUIntBE(0, 5).toString(36);
  }
}
