import type { Aircraft } from "./schemas/bot.js";

/**
 * What an aircraft of GetList says, read for a screen. The interface does not describe the
 * answer, so the members that name an aircraft are taken in a preferred order when present,
 * then any other plain value; ids and empty values say nothing to a reader.
 */
export interface AircraftDescription {
  /** First the one that best names it (the registration, when sent). */
  details: AircraftDetail[];
  inactive: boolean;
}

/** A seat count, or any other plain value as the supplier sent it. */
export type AircraftDetail = { seats: number } | { value: string | number };

/** Members the reader has matched in any case; the interface names none. */
const PREFERRED = ["Registration", "RegistrationNumber", "Name", "Model", "IataTypeCode", "TypeCode", "AirlineIataCode", "SeatCount", "Capacity"];
const SEAT_FIELDS = ["SeatCount", "Capacity"];

export function describeAircraft(item: Aircraft): AircraftDescription {
  const fields = item as Record<string, unknown>;
  const keys = [...PREFERRED.filter((k) => k in fields), ...Object.keys(fields).filter((k) => !PREFERRED.includes(k))];
  const details = keys.flatMap((k): AircraftDetail[] => {
    const value = fields[k];
    if ((typeof value !== "string" && typeof value !== "number") || String(value).trim() === "" || /id$/i.test(k)) return [];
    return [SEAT_FIELDS.includes(k) && typeof value === "number" ? { seats: value } : { value }];
  });
  return { details, inactive: fields["IsActive"] === false };
}
