import type { z } from "zod";

/**
 * Errors of an operation, answered as the profile says (strict: HTTP 400 with {"ExceptionType",
 * "ErrorMessage"}). Coded errors may carry a null message, as the real supplier's do; the generic
 * Exception always explains itself.
 */
export type ExceptionType =
  | "Exception"
  | "Error1001-FlightNotFound"
  | "Error1002-NoEnoughSeatAvailable"
  | "Error1004-NotEnoughCreditException"
  | "Error1005-CreditDueDateReachedException"
  | "Error1006-FareNotFound"
  | "Error1007-DuplicateClientPnr"
  | "Error1008-PenaltyIsNotDefinedException"
  | "Error1009-PenaltyMismatchException"
  | "Error1010-LockReleased"
  | "Error1011-FlightTimeMismatch"
  | "Error1012-ForbiddenNationality"
  | "Error1013-FlightLockCountLimit"
  | "Error1017-TicketNumberNotFound"
  | "Error1027-AirportNotFound"
  /** Flight Update with OldData that is not the flight now: the simulator's name (the real code is unpublished). */
  | "Error1051-FlightOldDataMismatchException"
  /** Lock or Book with a TotalPayable that is not the fare now: the simulator's name (the real code is unpublished). */
  | "Error1052-FareMismatchException";

export class SimError extends Error {
  constructor(
    readonly exceptionType: ExceptionType,
    readonly errorMessage: string | null,
    /** An HTTP status no profile varies (401 no API key, 413 body too large); default 400. */
    readonly status?: number,
  ) {
    super(errorMessage ?? exceptionType);
    this.name = "SimError";
  }
}

/** ErrorMessage of the `status: 500` fault. */
export const SIMULATED_FAULT = "Internal server error (simulated fault).";

/** The generic Exception with a message. */
export function exception(message: string, status?: number): SimError {
  return new SimError("Exception", message, status);
}

/**
 * Validates a request body. The message names the fields and the problem, never the values, so a
 * password sent in the wrong place is not echoed.
 */
export function parseRequest<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const details = result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`)
    .join("; ");
  throw exception(`Invalid request: ${details}`);
}
