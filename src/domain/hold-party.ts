/**
 * Whether a party can be held (Lock) on a fare class, before anything is sent. Pure, never throws.
 * The party itself (at least one adult, an adult's lap per infant, at most MAX_PASSENGERS) is
 * parseParty's; this adds the class's seats and the supplier's limit per lock.
 */
import type { AgeGroup } from "./age-group.js";
import { seatsNeeded } from "./fares.js";
import type { Party } from "./party.js";

/** Seats (adults and children) one Lock may hold: more is the supplier's Error1013. */
export const MAX_LOCK_SEATS = 9;

/** "lock-limit": more seats than one lock holds; "seats": more than the class has left (availability rule 1). */
export type HoldRefusal = "lock-limit" | "seats";

export function holdRefusal(party: Party, seatsLeft: number): HoldRefusal | null {
  const seats = seatsNeeded(party);
  if (seats > MAX_LOCK_SEATS) return "lock-limit";
  return seats > seatsLeft ? "seats" : null;
}

/** One age group per passenger, adults first, then children, then infants: the order they are asked for and sent in. */
export function partyGroups(party: Party): AgeGroup[] {
  return [
    ...Array<AgeGroup>(party.adults).fill("adult"),
    ...Array<AgeGroup>(party.children).fill("child"),
    ...Array<AgeGroup>(party.infants).fill("infant"),
  ];
}
