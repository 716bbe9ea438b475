import { isWriteOperation, type SupplierOperation } from "./operations.js";

/**
 * Every failed supplier call ends in one of three errors, all `SupplierCallError`:
 * - SupplierError: the supplier answered with an error (an ExceptionType, or an ErrorMessage or
 *   Message and no data);
 * - TransportError: no usable answer (timeout, network, redirect, non-2xx without an error body,
 *   not JSON, too large);
 * - SchemaError: a JSON answer that does not fit the interface.
 * No error carries a request body, so credentials can never leak through one.
 */
export abstract class SupplierCallError extends Error {
  /**
   * True when the call may or may not have taken effect at the supplier. Only a write
   * (DoRefund, Bot Flight Update, Lock, Book) can be unknown: a timeout, a dropped connection, a
   * 5xx that is not a named refusal, or a success status whose body cannot be read. Reads are
   * never unknown.
   */
  abstract readonly outcomeUnknown: boolean;

  /**
   * True when the supplier refused the service account itself (wrong username or password
   * hash, an IP not registered as trusted, a missing API key): no call will work until an
   * admin mends the configuration.
   */
  abstract readonly accountRefused: boolean;

  constructor(
    readonly operation: SupplierOperation,
    message: string,
    options?: ErrorOptions,
  ) {
    super(`${operation}: ${message}`, options);
  }
}

export type SupplierErrorKind =
  | "PenaltyNotDefined"
  | "PenaltyMismatch"
  | "TicketNotFound"
  | "AirportNotFound"
  /** Error1004: the account has no credit left. */
  | "NoCredit"
  /** Error1005: the account's credit due date is reached. */
  | "CreditDueDateReached"
  /** Bot Flight Update refused because OldData no longer matches the flight (someone changed it). */
  | "StaleFlightData"
  /** Error1001: no such flight on sale (Lock). */
  | "FlightNotFound"
  /** Error1002 or Error1003: fewer seats left than the party needs (Lock). */
  | "NoSeats"
  /** Error1006: the flight has no fare class of that FareName (Lock). */
  | "FareNotFound"
  /** Error1007: an earlier Book already used this YourLocalInventoryPnr. */
  | "DuplicateReference"
  /** Error1010: the lock was released or has expired (Book, ReleaseLock). */
  | "LockReleased"
  /** Error1011: the flight no longer leaves at the time sent (Lock). */
  | "FlightTimeMismatch"
  /** Error1012: a passenger's nationality may not fly this fare class (Book). */
  | "ForbiddenNationality"
  /** Error1013: more than 9 seats in one lock. */
  | "LockSeatLimit"
  /** Lock or Book refused because TotalPayable is not the fare now: it changed since the search. */
  | "FareChanged"
  | "Exception"
  | "Other";

/** Named errors by their number: the text after it ("-PenaltyMismatchException") varies by version. */
const KIND_BY_NUMBER: Readonly<Record<string, SupplierErrorKind>> = {
  "1001": "FlightNotFound",
  "1002": "NoSeats",
  "1003": "NoSeats",
  "1004": "NoCredit",
  "1005": "CreditDueDateReached",
  "1006": "FareNotFound",
  "1007": "DuplicateReference",
  "1008": "PenaltyNotDefined",
  "1009": "PenaltyMismatch",
  "1010": "LockReleased",
  "1011": "FlightTimeMismatch",
  "1012": "ForbiddenNationality",
  "1013": "LockSeatLimit",
  "1017": "TicketNotFound",
  "1027": "AirportNotFound",
};

/**
 * The supplier's code of a stale Update is not published: a name that speaks of the old data or a
 * concurrency conflict, or (for Update alone) words that name OldData.
 */
const STALE_CODE = /old ?data|concurren|stale/i;
const STALE_MESSAGE = /old ?data/i;

/**
 * Nor is the code of a fare that changed under a Lock or Book (the interface speaks of "a fare
 * mismatch error at booking"): a name that says so, or (for those two) words that name TotalPayable.
 */
const FARE_CODE = /(fare|payable) ?mismatch|(fare|price) ?changed/i;
const FARE_MESSAGE = /total ?payable/i;

export function supplierErrorKind(code: string, operation?: SupplierOperation, message?: string | null): SupplierErrorKind {
  const numbered = /^error ?(\d+)\b/i.exec(code.trim());
  const byNumber = numbered ? KIND_BY_NUMBER[numbered[1]!] : undefined;
  if (byNumber) return byNumber;
  if (STALE_CODE.test(code) || (operation === "FlightUpdate" && STALE_MESSAGE.test(message ?? ""))) return "StaleFlightData";
  if (FARE_CODE.test(code) || ((operation === "Lock" || operation === "Book") && FARE_MESSAGE.test(message ?? ""))) return "FareChanged";
  return code === "Exception" ? "Exception" : "Other";
}

/** Refusals with a name: definite whatever the HTTP status. */
const NAMED_REFUSALS: ReadonlySet<SupplierErrorKind> = new Set([
  "PenaltyNotDefined",
  "PenaltyMismatch",
  "TicketNotFound",
  "AirportNotFound",
  "NoCredit",
  "CreditDueDateReached",
  "StaleFlightData",
  "FlightNotFound",
  "NoSeats",
  "FareNotFound",
  "DuplicateReference",
  "LockReleased",
  "FlightTimeMismatch",
  "ForbiddenNationality",
  "LockSeatLimit",
  "FareChanged",
]);

/**
 * How suppliers word a refused account (English and Persian): the interface does not say, and
 * these errors come as the generic Exception.
 */
const ACCOUNT_REFUSAL =
  /user ?name|password|credential|unauthori[sz]ed|authori[sz]ation has been denied|authenticat|trusted|api[ -]?key|access ?token|نام کاربری|رمز عبور|کلمه عبور/i;
// Deliberately not "access denied", "forbidden" or "IP": a supplier also says those of one
// booking (another agency's PNR), which is no reason to alarm the admins.

/** A supplier's message is shown and logged: one this long is enough to read. */
const MAX_MESSAGE_LENGTH = 300;

const clip = (text: string): string => (text.length > MAX_MESSAGE_LENGTH ? `${text.slice(0, MAX_MESSAGE_LENGTH)}…` : text);

/** 401 and 403 refuse the caller, not the request. */
const isAuthStatus = (status: number | null): boolean => status === 401 || status === 403;

/**
 * The supplier refused the request: the body carried an ExceptionType, or an ErrorMessage (or
 * the web framework's Message) and no data.
 */
export class SupplierError extends SupplierCallError {
  override readonly name = "SupplierError";
  readonly kind: SupplierErrorKind;
  readonly outcomeUnknown: boolean;
  readonly accountRefused: boolean;

  constructor(
    operation: SupplierOperation,
    /** The ExceptionType as sent, e.g. "Error1009-PenaltyMismatchException"; "Exception" when the body had none. */
    readonly code: string,
    /** ErrorMessage (or Message) of the body, shortened to 300 characters; null when there was none. */
    readonly supplierMessage: string | null,
    /** HTTP status of the answer (the supplier may send errors with any status). */
    readonly status: number,
    /** The supplier's TraceId, for its support to find the call; null when it sent none. */
    readonly traceId: string | null = null,
  ) {
    super(operation, `supplier error ${code}${supplierMessage ? `: ${clip(supplierMessage)}` : ""}${traceId ? ` (trace ${traceId})` : ""}`);
    this.supplierMessage = supplierMessage === null ? null : clip(supplierMessage);
    this.kind = supplierErrorKind(code, operation, supplierMessage);
    // A generic failure at 5xx may come after the write was applied: not a refusal.
    this.outcomeUnknown = isWriteOperation(operation) && status >= 500 && !NAMED_REFUSALS.has(this.kind);
    this.accountRefused = !NAMED_REFUSALS.has(this.kind) && (isAuthStatus(status) || ACCOUNT_REFUSAL.test(supplierMessage ?? ""));
  }

  /** A failure of the supplier's own (5xx, not a named refusal): worth another try for a read. */
  get serverFailure(): boolean {
    return this.status >= 500 && !NAMED_REFUSALS.has(this.kind);
  }

  /**
   * The supplier's words about this request, whatever the HTTP status: it sends its business
   * errors at 200, 400 and 500 alike. Null for a refused account (that is the admins' to mend)
   * and for an error without words.
   */
  get explanation(): string | null {
    return this.accountRefused ? null : this.supplierMessage;
  }

  /**
   * The words name what was asked (a reference, a PNR): the supplier read the request and
   * answers about it, a business answer even at 500, not a failure of its own.
   */
  speaksOf(asked: string): boolean {
    return this.explanation?.toUpperCase().includes(asked.toUpperCase()) ?? false;
  }
}

export type TransportErrorKind = "timeout" | "network" | "http" | "redirect" | "not-json" | "too-large";

/** No usable answer came back. */
export class TransportError extends SupplierCallError {
  override readonly name = "TransportError";
  readonly outcomeUnknown: boolean;
  readonly accountRefused: boolean;

  constructor(
    operation: SupplierOperation,
    readonly kind: TransportErrorKind,
    /** HTTP status, or null when no response arrived. */
    readonly status: number | null,
    /** The first characters of the body, sanitised; empty when there was no body. */
    readonly excerpt: string,
    detail: string,
    options?: ErrorOptions,
  ) {
    super(operation, detail, options);
    this.outcomeUnknown = isWriteOperation(operation) && transportOutcomeUnknown(kind, status);
    this.accountRefused = kind === "http" && isAuthStatus(status);
  }
}

function transportOutcomeUnknown(kind: TransportErrorKind, status: number | null): boolean {
  switch (kind) {
    case "timeout":
    case "network":
      return true;
    case "http":
      return status !== null && status >= 500;
    case "redirect":
      // Answered by another address without being processed.
      return false;
    case "not-json":
    case "too-large":
      // A body we cannot read after a success, or after a failure of the server's own: the
      // write may well have happened. Only a 4xx says the request itself was refused.
      return status === null || status < 300 || status >= 500;
  }
}

/** A JSON answer that does not fit the interface. */
export class SchemaError extends SupplierCallError {
  override readonly name = "SchemaError";
  readonly outcomeUnknown: boolean;
  readonly accountRefused = false;
  /** The supplier's words, when the answer had them without an ExceptionType (shortened like SupplierError's). */
  readonly said: string | null;

  constructor(
    operation: SupplierOperation,
    /** Path of the bad field, e.g. "ItineraryList[3].FlightList[0].FlightClass.AdultFare.TotalFare". */
    readonly path: string,
    /** What is wrong with it (the zod issue message). */
    readonly issue: string,
    said: string | null = null,
  ) {
    super(operation, `response does not match the interface at ${path || "(root)"}: ${issue}`);
    // The supplier accepted the write but said it in a shape we did not expect.
    this.outcomeUnknown = isWriteOperation(operation);
    this.said = said === null ? null : clip(said);
  }
}

/** What the supplier said of a failed call, in its own words, whatever the outcome class; null when it said nothing. */
export function supplierWords(err: unknown): string | null {
  if (err instanceof SupplierError) return err.explanation;
  return err instanceof SchemaError ? err.said : null;
}

const EXCERPT_LENGTH = 200;
/** How many member names a JSON excerpt lists, read from how much of the body. */
const EXCERPT_MEMBERS = 8;
const EXCERPT_SCAN = 4096;

/**
 * A short, single-line excerpt of an answer body for an error message and the log, free of
 * secrets and of passengers' data. A body that looks like JSON (a cut or broken answer, full of
 * names, birth dates, national codes) is described by its length and member names only; other
 * text (a proxy's error page) is kept in part, with e-mail addresses and long digit runs
 * masked. `secrets` are replaced wherever they appear, in case a server echoes a request back.
 */
export function sanitiseExcerpt(body: string, secrets: readonly string[]): string {
  const trimmed = body.trimStart();
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) return redact(jsonShape(trimmed), secrets);
  // Take enough characters that a secret crossing the cut is still whole, hence redacted.
  const longest = Math.max(0, ...secrets.map((s) => s.length));
  const flat = redact(body.slice(0, EXCERPT_LENGTH + longest), secrets)
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .replace(/\s+/g, " ")
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, "[email]")
    .replace(/\d{6,}/g, "[digits]")
    .trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH)}…` : flat;
}

function jsonShape(text: string): string {
  const members = [...new Set([...text.slice(0, EXCERPT_SCAN).matchAll(/"([A-Za-z_][\w.-]{0,40})"\s*:/g)].map((m) => m[1]!))];
  const listed = members.slice(0, EXCERPT_MEMBERS).join(", ") + (members.length > EXCERPT_MEMBERS ? ", …" : "");
  return `JSON-like text of ${text.length} characters${listed ? ` (members ${listed})` : ""}`;
}

export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret) out = out.split(secret).join("[secret]");
  }
  return out;
}
