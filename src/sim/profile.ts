import { SIMULATED_FAULT, type SimError } from "./errors.js";
import type { ErrorBody, ErrorStatus } from "./faults.js";
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
  /** An error as the errorStatus/errorBody faults force it (a null one: as the profile says). */
  forcedError(error: SimError, forced: ForcedError): Answer;
  /** The `status: 500` fault. */
  serverError(): Answer;
}

export interface ForcedError {
  status: ErrorStatus | null;
  body: ErrorBody | null;
}

/** An error body of the shape asked; `traceId` when the profile's service builds one. */
export function errorBodyOf(error: SimError, body: ErrorBody, traceId?: string): object {
  const trace = traceId === undefined ? {} : { TraceId: traceId };
  if (body === "framework") return { Message: error.errorMessage ?? error.exceptionType };
  if (body === "bare") return { ErrorMessage: error.errorMessage, ...trace };
  return { ExceptionType: error.exceptionType, ErrorMessage: error.errorMessage, ...trace };
}

const strictError = (error: SimError): Answer => ({ status: error.status ?? 400, body: errorJson(error.exceptionType, error.errorMessage) });

const STRICT_CALL: CallShape = {
  request: (_operation, body) => body,
  answer: (_operation, result) => result,
  error: strictError,
  forcedError: (error, forced) => {
    const plain = strictError(error);
    return { status: forced.status ?? plain.status, body: forced.body ? JSON.stringify(errorBodyOf(error, forced.body)) : plain.body };
  },
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
