/**
 * A passenger's age group on the day of the flight, as fares are priced (availability rule 3):
 * an infant is under 2, a child 2 to 11, an adult 12 or older. Pure.
 */
import { addMonths } from "./dates.js";

export type AgeGroup = "adult" | "child" | "infant";

/** The age group of someone born on `birthDate` flying on `flightDate` (both yyyy-MM-dd); null when born after the flight. Throws RangeError for a bad date. */
export function ageGroupOn(birthDate: string, flightDate: string): AgeGroup | null {
  if (birthDate > flightDate) return null;
  // A birthday on 29 February is passed on 28 February in other years (addMonths clamps).
  if (addMonths(birthDate, 24) > flightDate) return "infant";
  if (addMonths(birthDate, 144) > flightDate) return "child";
  return "adult";
}
