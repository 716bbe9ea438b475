import { isRecord, mapRecords, withMember, type Json } from "../json.js";
import { digits, rngFor } from "../random.js";
import { EVENT_TYPES } from "../wire/events.js";

/**
 * (i) Event types as a real feed versions them. EventTypeList entries match case-insensitively
 * and whatever their version suffix (FlightBookedV2 asks for every FlightBooked version); about
 * 1 in 5 FlightBooked events is FlightBookedV3: the V2 Data plus LoyaltyProgram (null or an
 * object). Which events are V3 depends on the seed and the event Id only, so every poll agrees.
 */
export const BOOKED_V2 = "FederatedFlight.FlightBookedV2";
export const BOOKED_V3 = "FederatedFlight.FlightBookedV3";
export const V3_SHARE = 0.2;

const family = (type: string): string => type.toLowerCase().replace(/v\d+$/, "");

/** The request's EventTypeList as the feed's own type names; unknown names stay (and match nothing). */
export function eventTypeFamilies(body: Json): Json {
  return withMember(body, "EventTypeList", (types) => {
    if (!Array.isArray(types)) return types;
    const names = types.flatMap((type) => {
      if (typeof type !== "string") return [type];
      const known = EVENT_TYPES.filter((t) => family(t) === family(type));
      return known.length > 0 ? known : [type];
    });
    return [...new Set(names)];
  });
}

function loyaltyProgram(seed: number, id: unknown): Json | null {
  const rng = rngFor(seed, "loyalty", String(id));
  if (rng.chance(0.5)) return null;
  return { ProgramName: "Simorgh Club", MemberNumber: digits(rng, 9), PointsEarned: rng.int(50, 4000) };
}

export function versionedEvents(body: Json, seed: number): Json {
  return withMember(body, "EventList", (events) =>
    mapRecords(events, (event) => {
      if (event.Type !== BOOKED_V2 || !isRecord(event.Data) || !rngFor(seed, "v3", String(event.Id)).chance(V3_SHARE)) return event;
      return { ...event, Type: BOOKED_V3, Data: { ...event.Data, LoyaltyProgram: loyaltyProgram(seed, event.Id) } };
    }),
  );
}
