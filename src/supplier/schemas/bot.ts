import { z } from "zod";
import { usernamePasswordShape } from "./common.js";
import { anything, optionalFlag, optionalNumber, optionalText, record } from "./tolerant.js";

/**
 * Bot path: Aircraft GetList (V1). A request carries exactly one of the two authentication
 * methods. The interface does not describe the answer: the Bot path answers in camelCase, and a
 * list operation may answer a bare array, so the list is taken wherever it is and its items
 * keep every member (the fields below are the ones a screen prefers, matched in any case).
 */

/** Exactly one of the two authentication methods of the Bot path. */
export const BotAuthSchema = z.union([z.looseObject(usernamePasswordShape), z.looseObject({ AccessToken: z.string() })]);

export const AircraftListRequestSchema = BotAuthSchema;

export const AircraftSchema = record({
  Id: anything,
  Registration: optionalText,
  IataTypeCode: optionalText,
  Model: optionalText,
  SeatCount: optionalNumber,
  AirlineIataCode: optionalText,
  IsActive: optionalFlag,
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A Bot-path list answer: the answer itself when it is a bare array, else its member `name` (any
 * case), else its first list. Items that are not objects are left out; the rest are read as `item`.
 */
export function botListSchema<T extends z.ZodType>(name: string, item: T) {
  const wanted = name.toLowerCase();
  const listOf = (answer: unknown): unknown => {
    if (Array.isArray(answer) || !isObject(answer)) return answer;
    const named = Object.keys(answer).find((key) => key.toLowerCase() === wanted);
    const found = named !== undefined ? answer[named] : Object.values(answer).find(Array.isArray);
    return found ?? [];
  };
  return z.preprocess(listOf, z.array(z.unknown()).transform((items): unknown[] => items.filter(isObject)).pipe(z.array(item)));
}

export const AircraftListResponseSchema = botListSchema("AircraftList", AircraftSchema);

export type BotAuth = z.infer<typeof BotAuthSchema>;
export type AircraftListRequest = z.infer<typeof AircraftListRequestSchema>;
export type Aircraft = z.infer<typeof AircraftSchema>;
export type AircraftListResponse = z.infer<typeof AircraftListResponseSchema>;
