import { SIMULATED_FAULT, type SimError } from "../errors.js";
import type { Answer } from "../http.js";
import { errorBodyOf, type ForcedError } from "../profile.js";
import { guid, type Rng } from "../random.js";

/**
 * (f) Errors as a .NET service sends them. Every body the service builds carries a TraceId; the
 * web framework's own body is {"Message"} alone. Named errors (Error10xx) always keep their
 * ExceptionType, at HTTP 200, 400 or 500; the generic Exception comes at 200 or 400, and about
 * 2 in 5 of those lose ExceptionType: {"ErrorMessage", "TraceId"} or {"Message"}. An error with
 * a fixed status (401, 413) keeps it and the full body.
 */
export const NAMED_STATUSES = [200, 400, 500] as const;
export const EXCEPTION_STATUSES = [200, 400] as const;
export const BARE_EXCEPTION_SHARE = 0.2;
export const FRAMEWORK_EXCEPTION_SHARE = 0.2;
export const FRAMEWORK_MESSAGE = "An error has occurred.";

const json = (status: number, body: object): Answer => ({ status, body: JSON.stringify(body) });

export function realError(error: SimError, rng: Rng): Answer {
  const full = { ExceptionType: error.exceptionType, ErrorMessage: error.errorMessage, TraceId: guid(rng) };
  if (error.status !== undefined) return json(error.status, full);
  if (error.exceptionType !== "Exception") return json(rng.pick(NAMED_STATUSES), full);
  const status = rng.pick(EXCEPTION_STATUSES);
  const draw = rng.next();
  if (draw < BARE_EXCEPTION_SHARE) return json(status, { ErrorMessage: full.ErrorMessage, TraceId: full.TraceId });
  if (draw < BARE_EXCEPTION_SHARE + FRAMEWORK_EXCEPTION_SHARE) return json(status, { Message: error.errorMessage ?? FRAMEWORK_MESSAGE });
  return json(status, full);
}

/** The `status: 500` fault: the service's body or the framework's, half each. */
export function realServerError(rng: Rng): Answer {
  const traceId = guid(rng);
  return json(500, rng.chance(0.5) ? { ExceptionType: "Exception", ErrorMessage: SIMULATED_FAULT, TraceId: traceId } : { Message: FRAMEWORK_MESSAGE });
}

/** An error as the errorStatus/errorBody faults force it; what they leave open is drawn as in realError. */
export function realForcedError(error: SimError, forced: ForcedError, rng: Rng): Answer {
  const drawn = realError(error, rng);
  if (forced.body === null) return { ...drawn, status: forced.status ?? drawn.status };
  return json(forced.status ?? drawn.status, errorBodyOf(error, forced.body, guid(rng)));
}
