/**
 * What is being sold: the flights and fare classes of one option of a search result, kept as
 * plain data in the booking flow's saved steps (the result itself may be gone after a restart),
 * and the same offer found again in a fresh search right before Book.
 */
import { createHash } from "node:crypto";
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

/** What names an option in any search of its route and date: its flights and the fare of each. */
function optionIdentity(segments: readonly FlightSegment[], classes: readonly FlightClass[]): string {
  return `${segments.map(flightKey).join(">")}#${classes.map((c) => c.FareName).join(">")}`;
}

/** The place of the option named `identity` among `journeys`, as indices; undefined when none. */
function findOption(journeys: readonly Journey[], identity: (segments: readonly FlightSegment[], classes: readonly FlightClass[]) => boolean): { journey: number; option: number } | undefined {
  for (const [j, journey] of journeys.entries()) {
    const o = journey.options.findIndex((option) => identity(journey.segments, option.classes));
    if (o >= 0) return { journey: j, option: o };
  }
  return undefined;
}

/** The offer's classes as a fresh search has them (fares and seats of now); undefined when it no longer lists them. */
export function freshClasses(journeys: readonly Journey[], offer: BookOffer): FlightClass[] | undefined {
  const wanted = optionIdentity(offer.segments, offer.classes);
  const at = findOption(journeys, (segments, classes) => optionIdentity(segments, classes) === wanted);
  return at && journeys[at.journey]!.options[at.option]!.classes;
}

/**
 * A short tag of an option for its 🎫 button (callback data is 64 bytes): any instance finds the
 * same flights and fares by it in its own search of the result's query, whatever their order.
 */
export function offerTag(segments: readonly FlightSegment[], classes: readonly FlightClass[]): string {
  return createHash("sha256").update(optionIdentity(segments, classes)).digest("hex").slice(0, 10);
}

/** The offer a 🎫 button's tag names in `result`; undefined when the result no longer lists it. */
export function offerOfTag(result: StoredResult, tag: string): ReturnType<typeof offerOf> {
  const at = findOption(result.journeys, (segments, classes) => offerTag(segments, classes) === tag);
  return at && offerOf(result, at.journey, at.option);
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
