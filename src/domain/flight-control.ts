/**
 * Flight control's rules, pure: how long a proposal waits for its second admin, what
 * a seat capacity may be, and how two readings of a flight, or a reading and a change, compare.
 */
import type { FlightChange, WireFlight } from "../supplier/schemas/flight-control.js";
import { normalizeUserText } from "./user-text.js";

/** A proposal not decided within this long has expired: the flight has likely moved on. */
export const PROPOSAL_TTL_MS = 2 * 3_600_000;

/** The supplier's GetList may show a flight as it was before an Update for this long. */
export const FLIGHT_LIST_LAG_MS = 5_000;

/** More seats than any airliner has: a typo, not a capacity. */
export const MAX_SEAT_CAPACITY = 999;

/** The fields of a flight as the supplier documents them, in its order. */
const FIELDS: readonly (keyof WireFlight)[] = [
  "id", "flightNumber", "airlineIataCode", "departureDateTime", "arrivalDateTime", "originIataCode", "destinationIataCode",
  "flightDurationInMinute", "seatCapacity", "hideFlightFromSubsidiaryAgencies", "aircraftId", "publicRemarks",
];

/** A value as the supplier's binder reads it: 180 and "180" are one value, null and "" too. */
const shown = (value: unknown): string => (value === null || value === undefined ? "" : String(value));

/** A field whose value differs between two readings: `before` the first, `after` the second. */
export interface FieldDifference {
  field: keyof WireFlight;
  before: string;
  after: string;
}

/** What changed in the flight between two readings (none: the same flight). */
export function flightDifferences(before: WireFlight, after: WireFlight): FieldDifference[] {
  return FIELDS.filter((field) => shown(before[field]) !== shown(after[field])).map((field) => ({ field, before: shown(before[field]), after: shown(after[field]) }));
}

/** The fields of `change` the reading does not show: `before` the value wanted, `after` the one read. */
export function unheldChanges(read: WireFlight, change: FlightChange): FieldDifference[] {
  return (Object.keys(change) as (keyof FlightChange)[])
    .filter((field) => shown(change[field]) !== shown(read[field]))
    .map((field) => ({ field, before: shown(change[field]), after: shown(read[field]) }));
}

/** A capacity below the seats sold would sell more than the aircraft holds: checked when proposed, and again when approved. */
export function belowSold(capacity: number, sold: number): boolean {
  return capacity < sold;
}

/**
 * A new seat capacity as an admin types it (Persian and Arabic digits too): a whole number, not
 * below the seats the ledger counts as sold (selling more than the aircraft holds is the one
 * thing a capacity change must not do), at most MAX_SEAT_CAPACITY, and not the capacity it has.
 */
export type CapacityReading = { ok: true; capacity: number } | { ok: false; reason: "format" | "below-sold" | "too-high" | "same" };

export function readCapacity(text: string, current: number, sold: number): CapacityReading {
  const digits = normalizeUserText(text).trim();
  if (!/^\d{1,6}$/.test(digits)) return { ok: false, reason: "format" };
  const capacity = Number(digits);
  if (capacity > MAX_SEAT_CAPACITY) return { ok: false, reason: "too-high" };
  if (belowSold(capacity, sold)) return { ok: false, reason: "below-sold" };
  if (capacity === current) return { ok: false, reason: "same" };
  return { ok: true, capacity };
}
