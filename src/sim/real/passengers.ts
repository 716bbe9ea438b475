import { isRecord, mapRecords, withMember, type Json } from "../json.js";
import type { Rng } from "../random.js";

/**
 * (d) GetHistory and GetStatus passengers: on about 1 in 3 answers Gender is a number (1 male,
 * 2 female) instead of the letter; Birthdate is null for about 1 in 5 passengers.
 */
export const NUMERIC_GENDER_SHARE = 1 / 3;
export const NULL_BIRTHDATE_SHARE = 0.2;

const GENDER_NUMBER: Readonly<Record<string, number>> = { M: 1, F: 2 };

function passengers(value: unknown, numericGender: boolean, rng: Rng): unknown {
  return mapRecords(value, (p) => {
    const out = { ...p };
    if (numericGender && typeof p.Gender === "string") out.Gender = GENDER_NUMBER[p.Gender] ?? p.Gender;
    if (rng.chance(NULL_BIRTHDATE_SHARE)) out.Birthdate = null;
    return out;
  });
}

/** Every PassengerList of the answer: its own (GetStatus) and those of LastState and History_InitialBooking (GetHistory). */
export function realPassengers(body: Json, rng: Rng): Json {
  const numericGender = rng.chance(NUMERIC_GENDER_SHARE);
  const inList = (holder: Json): Json => withMember(holder, "PassengerList", (list) => passengers(list, numericGender, rng));
  const nested = (holder: unknown): unknown => (isRecord(holder) ? inList(holder) : holder);
  return withMember(withMember(inList(body), "LastState", nested), "History_InitialBooking", nested);
}
