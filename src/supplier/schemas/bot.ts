import { z } from "zod";
import { OpaqueObjectSchema, usernamePasswordShape } from "./common.js";

/**
 * Bot path: Aircraft GetList (V1). A request carries exactly one of the two authentication
 * methods; the interface does not describe the response fields, so the answer is kept whole.
 */

export const AircraftListRequestSchema = z.union([
  z.looseObject(usernamePasswordShape),
  z.looseObject({ AccessToken: z.string() }),
]);

export const AircraftListResponseSchema = OpaqueObjectSchema;

export type AircraftListRequest = z.infer<typeof AircraftListRequestSchema>;
export type AircraftListResponse = z.infer<typeof AircraftListResponseSchema>;
