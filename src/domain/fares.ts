/**
 * Fare arithmetic on the availability response (availability rules 3 and 5, listed in
 * src/supplier/README.md). Types are structural, so the supplier schema's FlightClass fits
 * without conversion. Amounts are exact (see decimal.ts).
 */
import { roundedPercent, sumOfProducts } from "./decimal.js";
import type { Party } from "./party.js";

/** One passenger's fare, as the supplier sends it (decimal amounts). */
export interface Fare {
  BaseFare: number;
  Tax: number;
  TotalFare: number;
  Commission: number;
  Markup: number;
  Payable: number;
}

/** The parts of a fare class this module reads. */
export interface PricedClass {
  AvailableSeat: number;
  AdultFare: Fare;
  ChildFare: Fare;
  InfantFare: Fare;
}

export const FARE_FIELDS = ["BaseFare", "Tax", "TotalFare", "Commission", "Markup", "Payable"] as const;

/**
 * Availability rule 3: each field of the party's total is the per-passenger amount times the
 * number of passengers of that age group, summed over adults, children and infants. Throws
 * RangeError for a count that is not a non-negative integer.
 */
export function partyTotals(flightClass: PricedClass, party: Party): Fare {
  for (const count of [party.adults, party.children, party.infants]) {
    if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`bad passenger count: ${count}`);
  }
  const total = (field: (typeof FARE_FIELDS)[number]) =>
    sumOfProducts([
      [flightClass.AdultFare[field], party.adults],
      [flightClass.ChildFare[field], party.children],
      [flightClass.InfantFare[field], party.infants],
    ]);
  return {
    BaseFare: total("BaseFare"),
    Tax: total("Tax"),
    TotalFare: total("TotalFare"),
    Commission: total("Commission"),
    Markup: total("Markup"),
    Payable: total("Payable"),
  };
}

/**
 * Seats a party occupies: adults and children. Infants (under 2) travel on an adult's lap and
 * take no seat, which is also why parseParty allows at most one infant per adult.
 */
export function seatsNeeded(party: Party): number {
  return party.adults + party.children;
}

/** Whether the class still has a seat for every adult and child of the party (availability rule 1). */
export function enoughSeats(flightClass: Pick<PricedClass, "AvailableSeat">, party: Party): boolean {
  return flightClass.AvailableSeat >= seatsNeeded(party);
}

/**
 * Availability rule 5: Commission / TotalFare x 100, rounded half away from zero to 2 decimals. For display
 * only: never compute money from it. null when TotalFare is 0.
 */
export function commissionPercent(fare: Pick<Fare, "Commission" | "TotalFare">): number | null {
  return roundedPercent(fare.Commission, fare.TotalFare, 2);
}

/**
 * The class with the lowest adult TotalFare; among equal fares the one with more seats, then
 * the first in the list. undefined for an empty list.
 */
export function cheapestClass<C extends PricedClass>(classes: readonly C[]): C | undefined {
  let best: C | undefined;
  for (const candidate of classes) {
    if (
      !best ||
      candidate.AdultFare.TotalFare < best.AdultFare.TotalFare ||
      (candidate.AdultFare.TotalFare === best.AdultFare.TotalFare && candidate.AvailableSeat > best.AvailableSeat)
    ) {
      best = candidate;
    }
  }
  return best;
}
