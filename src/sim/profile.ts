import { SIMULATED_FAULT, type SimError } from "./errors.js";
import { errorJson, type Answer } from "./http.js";
import type { Json } from "./json.js";
import { operationAt, type SimOperation } from "./operations.js";
import { INTEGER_RULES, type PenaltyRules } from "./penalty.js";
import { realProfile } from "./real/index.js";

/**
 * How the simulator speaks: "strict" answers exactly the documented shapes; "real" (the default)
 * varies shapes as real suppliers do (src/sim/real/, README "Profiles"). Values never differ,
 * except the decimal penalty rule of "real".
 */
export const PROFILE_NAMES = ["strict", "real"] as const;
export type ProfileName = (typeof PROFILE_NAMES)[number];

export function isProfileName(value: string): value is ProfileName {
  return (PROFILE_NAMES as readonly string[]).includes(value);
}

export interface Profile {
  readonly name: ProfileName;
  readonly penaltyRules: PenaltyRules;
  operationAt(path: string): SimOperation | undefined;
  /** 404 and 405: answered by the web framework, outside any operation. */
  frameworkError(status: number, message: string): Answer;
  /** The shaping of one operation call; every call, faulted or not, takes one. */
  call(): CallShape;
}

export interface CallShape {
  /** The request body as the handlers expect it. */
  request(operation: SimOperation, body: Json): Json;
  /** The handler's answer as sent. */
  answer(operation: SimOperation, result: object): unknown;
  error(error: SimError): Answer;
  /** The `status: 500` fault. */
  serverError(): Answer;
}

const STRICT_CALL: CallShape = {
  request: (_operation, body) => body,
  answer: (_operation, result) => result,
  error: (error) => ({ status: error.status ?? 400, body: errorJson(error.exceptionType, error.errorMessage) }),
  serverError: () => ({ status: 500, body: errorJson("Exception", SIMULATED_FAULT) }),
};

const STRICT: Profile = {
  name: "strict",
  penaltyRules: INTEGER_RULES,
  operationAt,
  frameworkError: (status, message) => ({ status, body: errorJson("Exception", message) }),
  call: () => STRICT_CALL,
};

export function createProfile(name: ProfileName, seed: number): Profile {
  return name === "strict" ? STRICT : realProfile(seed);
}
