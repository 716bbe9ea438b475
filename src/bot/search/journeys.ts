/**
 * The supplier lists one itinerary per choice of fare classes: a one-way flight with three
 * classes is three itineraries, a round trip every outbound x return x class combination
 * (availability rule 12, src/supplier/README.md). Staff think in flights, so itineraries flying
 * the same flights are grouped into a journey; each itinerary stays whole as one of its options, priced as the supplier sent it.
 */
import { FARE_FIELDS, enoughSeats, partyTotals, type Fare } from "../../domain/fares.js";
import { exactSum, sumOfProducts } from "../../domain/decimal.js";
import type { Party } from "../../domain/party.js";
import type { FlightClass, FlightSegment, Itinerary } from "../../supplier/schemas/availability.js";

/** One itinerary: a fare class per segment, and its adult price over all segments. */
export interface JourneyOption {
  classes: FlightClass[];
  adultTotal: number;
  adultPayable: number;
  /** Seats of the scarcest class: what the whole itinerary can still sell. */
  seats: number;
}

/** Itineraries flying the same flights in the same order. */
export interface Journey {
  /** The flights, as the first itinerary of the group lists them. */
  segments: FlightSegment[];
  /** Cheapest adult total first; then more seats first. Never empty. */
  options: JourneyOption[];
}

/** Journeys in order of departure (first segment, then the next ones). */
export function groupJourneys(itineraries: readonly Itinerary[]): Journey[] {
  const byFlights = new Map<string, Journey>();
  for (const itinerary of itineraries) {
    if (itinerary.FlightList.length === 0) continue;
    const key = itinerary.FlightList.map(flightKey).join(">");
    const option = optionOf(itinerary.FlightList);
    const journey = byFlights.get(key);
    if (journey) journey.options.push(option);
    else byFlights.set(key, { segments: itinerary.FlightList, options: [option] });
  }
  const journeys = [...byFlights.values()];
  for (const journey of journeys) journey.options.sort(byPrice);
  return journeys.sort((a, b) => compareText(departures(a), departures(b)) || byPrice(a.options[0]!, b.options[0]!));
}

/** Availability rule 3 over every segment of an option: each fare field summed, exactly. */
export function optionPartyTotals(option: JourneyOption, party: Party): Fare {
  const perClass = option.classes.map((flightClass) => partyTotals(flightClass, party));
  const sum = (field: (typeof FARE_FIELDS)[number]) => sumOfProducts(perClass.map((fare) => [fare[field], 1] as const));
  return Object.fromEntries(FARE_FIELDS.map((field) => [field, sum(field)])) as Record<(typeof FARE_FIELDS)[number], number>;
}

/** Whether every class of the option has a seat for each adult and child of the party (availability rule 1). */
export function optionSeatsFor(option: JourneyOption, party: Party): boolean {
  return option.classes.every((flightClass) => enoughSeats(flightClass, party));
}

/** A flight is the same flight in another itinerary (or another search) when these match. */
export function flightKey(segment: FlightSegment): string {
  return [segment.Airline, segment.FlightNumber, segment.DepartureDateTime, segment.Origin.Code, segment.Destination.Code].join("|");
}

function optionOf(segments: readonly FlightSegment[]): JourneyOption {
  const classes = segments.map((segment) => segment.FlightClass);
  return {
    classes,
    adultTotal: exactSum(classes.map((c) => c.AdultFare.TotalFare)),
    adultPayable: exactSum(classes.map((c) => c.AdultFare.Payable)),
    seats: Math.min(...classes.map((c) => c.AvailableSeat)),
  };
}

function byPrice(a: JourneyOption, b: JourneyOption): number {
  return a.adultTotal - b.adultTotal || b.seats - a.seats;
}

/** Local departure times as sent ("yyyy-MM-dd HH:mm" sorts as text). */
function departures(journey: Journey): string {
  return journey.segments.map((segment) => segment.DepartureDateTime).join(">");
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
