/**
 * What is being sold: the flights and fare classes of one option of a search result, kept as
 * plain data in the booking flow's saved steps (the result itself may be gone after a restart),
 * and the same offer found again in a fresh search right before Book.
 */
import { exactSum } from "../../domain/decimal.js";
import { partyTotals } from "../../domain/fares.js";
import type { ParsedSearch } from "../../domain/parsed-search.js";
import type { Party } from "../../domain/party.js";
import type { FlightClass, FlightSegment } from "../../supplier/schemas/availability.js";
import { flightKey, type Journey } from "../search/journeys.js";
import type { StoredResult } from "../search/results.js";
import { flightName } from "../render/search-flight.js";

export interface BookOffer {
  /** The search it came from: searched again before Book. */
  query: ParsedSearch;
  currency: string;
  /** The departure, and a round trip's return, each with its class of `classes`: what Lock and Book name. */
  segments: FlightSegment[];
  /** A fare class per segment. */
  classes: FlightClass[];
}

/**
 * The option of a kept result as an offer; "not-bookable" for a journey Lock cannot take (more
 * than a departure and its return: a multicity trip is booked leg by leg), undefined for none.
 */
export function offerOf(result: StoredResult, journey: number, option: number): BookOffer | "not-bookable" | undefined {
  const found = result.journeys[journey];
  const classes = found?.options[option]?.classes;
  if (!found || !classes) return undefined;
  const legs = found.segments.length;
  if (legs > 2 || (legs === 2 && result.query.kind !== "roundtrip")) return "not-bookable";
  // A journey lists its flights as its first itinerary has them: each carries the option's own class, which Lock names.
  const segments = found.segments.map((segment, i) => ({ ...segment, FlightClass: classes[i] ?? segment.FlightClass }));
  return { query: result.query, currency: result.currency, segments, classes };
}

/** The offer's classes as a fresh search has them (fares and seats of now); undefined when it no longer lists them. */
export function freshClasses(journeys: readonly Journey[], offer: BookOffer): FlightClass[] | undefined {
  const key = offer.segments.map(flightKey).join(">");
  const journey = journeys.find((j) => j.segments.map(flightKey).join(">") === key);
  const fares = offer.classes.map((c) => c.FareName);
  return journey?.options.find((o) => o.classes.every((c, i) => c.FareName === fares[i]))?.classes;
}

/**
 * TotalPayable of Lock and Book: every passenger's Payable on every segment, by age group and
 * count (availability rule 3), summed exactly from the supplier's own amounts.
 */
export function holdTotal(classes: readonly FlightClass[], party: Party): number {
  return exactSum(classes.map((c) => partyTotals(c, party).Payable));
}

/** Seats the offer can still sell: those of its scarcest class. */
export function offerSeats(classes: readonly FlightClass[]): number {
  return Math.min(...classes.map((c) => c.AvailableSeat));
}

/** The local date of the first flight (ages are counted on it) and of the last (passports must outlast it). */
export function flightDates(offer: BookOffer): { first: string; last: string } {
  const dates = offer.segments.map((s) => s.DepartureDateTime.slice(0, 10));
  return { first: dates[0] ?? "", last: dates[dates.length - 1] ?? "" };
}

/** "IR 452 THR-MHD 2026-12-01 08:20 Y" per segment: the hold in the ledger and the log, without anyone's data. */
export function offerWords(offer: BookOffer): string {
  return offer.segments
    .map((s, i) => `${flightName(s)} ${s.Origin.Code}-${s.Destination.Code} ${s.DepartureDateTime} ${offer.classes[i]?.BookingCode ?? ""}`.trim())
    .join(" + ");
}
