import { isRecord, mapRecords, withMember, type Json } from "../json.js";
import type { Rng } from "../random.js";
import { BARE_LIST_SHARE, camelCase, pascalCase } from "./camel.js";
import { emptyListsAsNull } from "./lists.js";

/**
 * (j) The operations of issue 15, which the interface document does not describe, as the real
 * supplier's partner pages suggest they come: on about 1 in 3 answers numbers are sent as their
 * decimal text (amounts, ids, capacities); about 1 in 4 answers use the other casing convention
 * (camelCase on the Partners path, PascalCase on the Bot path); answers carry members nobody
 * documented; empty lists may be null. Values never change.
 */
export const NUMBERS_AS_TEXT_SHARE = 1 / 3;
export const OTHER_CASE_SHARE = 1 / 4;

/** The named members that hold numbers, as their text. */
export function numbersAsText(obj: Json, names: readonly string[]): Json {
  let out = obj;
  for (const name of names) out = withMember(out, name, (value) => (typeof value === "number" ? String(value) : value));
  return out;
}

/** camelCase on a share of answers: the Partners path's other casing. */
export function partnerCasing(body: Json, rng: Rng): unknown {
  return rng.chance(OTHER_CASE_SHARE) ? camelCase(body) : body;
}

export function realRefundStatus(body: Json, rng: Rng): unknown {
  const text = rng.chance(NUMBERS_AS_TEXT_SHARE) ? numbersAsText(body, ["RefundedAmount"]) : body;
  return partnerCasing({ ...text, IsFinal: body.Status !== "Pending" }, rng);
}

export function realScheduleChanges(body: Json, rng: Rng): unknown {
  const count = Array.isArray(body.PassengerList) ? body.PassengerList.length : 0;
  return partnerCasing({ ...emptyListsAsNull(body, rng, ["PassengerList"]), TotalCount: count }, rng);
}

export function realBalance(body: Json, rng: Rng): unknown {
  const text = rng.chance(NUMBERS_AS_TEXT_SHARE) ? numbersAsText(body, ["RemainedCredit"]) : body;
  return partnerCasing({ ...text, IsSuccess: true }, rng);
}

const FLIGHT_NUMBERS = ["id", "seatCapacity", "flightDurationInMinute", "aircraftId"];

/** Flight GetList: numbers as text, an undocumented status per flight, PascalCase, or the bare list. */
export function realFlightList(body: Json, rng: Rng): unknown {
  const asText = rng.chance(NUMBERS_AS_TEXT_SHARE);
  const flights = withMember(body, "flightList", (list) =>
    mapRecords(list, (flight) => ({ ...(asText ? numbersAsText(flight, FLIGHT_NUMBERS) : flight), flightStatus: "Scheduled" })),
  );
  const cased = rng.chance(OTHER_CASE_SHARE) ? pascalCase(flights) : flights;
  const items = isRecord(cased) ? (cased.flightList ?? cased.FlightList) : undefined;
  return Array.isArray(items) && rng.chance(BARE_LIST_SHARE) ? items : cased;
}
