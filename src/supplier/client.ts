import { performance } from "node:perf_hooks";
import { formatUtcDateTime } from "../domain/datetime.js";
import type { Logger } from "../logger.js";
import { isPasswordHash } from "./credentials.js";
import { SchemaError, SupplierCallError, SupplierError } from "./errors.js";
import { SupplierHttp, type RawAnswer } from "./http.js";
import type { OperationPaths, ReadOperation, SupplierOperation, WriteOperation } from "./operations.js";
import { interpretAnswer } from "./response.js";
import { DEFAULT_RETRY, withRetry, type RetryPolicy } from "./retry.js";
import {
  AvailabilityResponseSchema,
  type AvailabilityRequest,
  type AvailabilityResponse,
  type Culture,
  type FlightSource,
} from "./schemas/availability.js";
import {
  HistoryResponseSchema,
  StatusResponseSchema,
  type HistoryRequest,
  type HistoryResponse,
  type StatusRequest,
  type StatusResponse,
} from "./schemas/booking.js";
import { BalanceResponseSchema, type BalanceRequest, type BalanceResponse } from "./schemas/account.js";
import { AircraftListResponseSchema, type AircraftListRequest, type AircraftListResponse, type BotAuth } from "./schemas/bot.js";
import {
  FlightListResponseSchema,
  FlightUpdateResponseSchema,
  wireFlight,
  type ControlledFlight,
  type FlightChange,
} from "./schemas/flight-control.js";
import { ScheduleChangesResponseSchema, type ChangedPassenger, type ScheduleChangesRequest } from "./schemas/schedule.js";
import {
  EventsPageSchema,
  parseEventList,
  type B2bEventsRequest,
  type B2mEventsRequest,
  type ParsedEvents,
  type SupplierEvent,
} from "./schemas/events.js";
import {
  PenaltyResponseSchema,
  RefundResponseSchema,
  RefundStatusResponseSchema,
  type PenaltyRequest,
  type PenaltyResponse,
  type RefundReason,
  type RefundRequest,
  type RefundResponse,
  type RefundStatusRequest,
  type RefundStatusResponse,
} from "./schemas/refund.js";
import {
  BookResponseSchema,
  LockResponseSchema,
  ReleaseLockResponseSchema,
  type BookResponse,
  type LockId,
  type LockResponse,
  type ReleaseLockRequest,
} from "./schemas/sell.js";
import { bookBody, lockBody, type BookOrder, type LockOrder } from "./sell-request.js";
import { DEFAULT_TITLES, missingTitles, type PassengerTitles } from "./titles.js";
import { parseAnswer } from "./validate.js";

export type { Culture, FlightSource } from "./schemas/availability.js";
export type { AvailabilityResponse, PenaltyResponse, RefundResponse, HistoryResponse, StatusResponse };
export type { SupplierEvent, AircraftListResponse };
export type { RefundStatusResponse, ChangedPassenger, ControlledFlight, FlightChange, BalanceResponse };
export type { RejectedEvent } from "./schemas/events.js";
export type { BookResponse, LockId, LockResponse, BookOrder, LockOrder, PassengerTitles };
export type { BookedPassenger } from "./schemas/sell.js";
export type { OfferedSegment, SellPassenger } from "./sell-request.js";

/** The interface's advice: a 15 second timeout on Book, then GetStatus (after waiting as long). */
export const BOOK_TIMEOUT_MS = 15_000;

export interface SupplierClientOptions {
  /** The supplier {base_url}; a path prefix is kept. */
  baseUrl: string;
  username: string;
  /** MD5 of the password, 32 lowercase hex characters. */
  passwordMd5: string;
  /** SSO token: when set, Bot-path calls send it instead of Username/Password. */
  accessToken?: string;
  /** Per attempt: connect, headers and body. */
  timeoutMs: number;
  /** Book's own timeout (default BOOK_TIMEOUT_MS): after it, the outcome is unknown until GetStatus. */
  bookTimeoutMs?: number;
  /** Book's Title words per age group and sex (default DEFAULT_TITLES). */
  titles?: PassengerTitles;
  logger: Logger;
  /** Retries of reads (and ReleaseLock) only; writes are never repeated. */
  retry?: RetryPolicy;
  /** Sockets kept to the supplier (default 10). */
  connections?: number;
  /** Per-operation paths (SUPPLIER_PATHS); default the interface's. */
  paths?: OperationPaths;
  /** Extra headers on every request (SUPPLIER_HEADERS, e.g. an API key): secrets. */
  headers?: Readonly<Record<string, string>>;
  /** Largest answer per operation (default ANSWER_LIMITS); tests make them small. */
  limits?: Readonly<Record<SupplierOperation, number>>;
  /** Told of every request sent (each retry is one): the metrics count and time them. */
  observe?: SupplierCallObserver;
}

/** How one request to the supplier ended: a bounded set, fit for a metric's label. */
export type SupplierCallOutcome = "ok" | "supplier_error" | "transport_error" | "schema_error";

export type SupplierCallObserver = (operation: SupplierOperation, outcome: SupplierCallOutcome, seconds: number) => void;

export interface SearchQuery {
  /** One-way: one route; round trip: outbound then return; multicity: two or more. */
  routes: { origin: string; destination: string; /** yyyy-MM-dd */ date: string }[];
  source: FlightSource;
  /** Also fetch tour-only fare classes. */
  tour: boolean;
  /** Also fetch closed and sold-out flights (ClosedFlightList). */
  closed: boolean;
  culture: Culture;
}

/**
 * A search answer. `airportNotServed` is true when the supplier answered Error1027 (an airport
 * it does not define): not a failure, just no flights (CurrencyCode is then empty).
 */
export type SearchResult = AvailabilityResponse & { airportNotServed: boolean };

export interface RefundOrder {
  pnr: string;
  /** `penalty` must be the exact PenaltyAmountThatPassengerShouldPay from GetPenalty (0 for reason 2). */
  segments: { ticketNumber: string; penalty: number }[];
  /** 1 = passenger's personal reasons, 2 = schedule changed by the airline. */
  reason: RefundReason;
  remarks: string | null;
}

export interface EventsQuery {
  from: Date;
  to: Date;
  types: string[];
}

/** One page of events: those that fit, and those that did not (to log and skip). */
export type EventsPage = ParsedEvents;

export type EventsSource = "b2b" | "b2m";

/** Which ChangedSchedulePassengers list: the supplier's own charters, or flights it sells through web services. */
export type ScheduleChangesSource = "charter" | "webservice";

export interface ScheduleChangesQuery {
  /** yyyy-MM-dd */
  from: string;
  /** yyyy-MM-dd */
  to: string;
}

export interface FlightListQuery {
  /** yyyy-MM-dd, the flights' local departure date. */
  date: string;
  /** Both or neither: without a route, every flight of the date. */
  origin?: string;
  destination?: string;
}

/**
 * The only code that speaks HTTP to the supplier: one typed method per operation. Every
 * failure is a SupplierCallError (SupplierError, TransportError or SchemaError). Reads are
 * retried on timeouts, network errors and 5xx; writes (DoRefund, Flight Update, Lock, Book) are
 * sent exactly once.
 */
export class SupplierClient {
  readonly #http: SupplierHttp;
  readonly #log: Logger;
  readonly #retry: RetryPolicy;
  readonly #username: string;
  readonly #passwordMd5: string;
  readonly #accessToken: string | undefined;
  /** Scrubbed from any answer text that ends up in an error. */
  readonly #secrets: string[];
  readonly #observe: SupplierCallObserver | undefined;
  readonly #titles: PassengerTitles;

  constructor(opts: SupplierClientOptions) {
    checkOptions(opts);
    this.#http = new SupplierHttp({
      baseUrl: opts.baseUrl,
      timeoutMs: opts.timeoutMs,
      timeouts: { Book: opts.bookTimeoutMs ?? BOOK_TIMEOUT_MS },
      connections: opts.connections ?? 10,
      ...(opts.paths ? { paths: opts.paths } : {}),
      ...(opts.headers ? { headers: opts.headers } : {}),
      ...(opts.limits ? { limits: opts.limits } : {}),
    });
    this.#log = opts.logger.child({ module: "supplier" });
    this.#retry = opts.retry ?? DEFAULT_RETRY;
    this.#observe = opts.observe;
    this.#titles = opts.titles ?? DEFAULT_TITLES;
    this.#username = opts.username;
    this.#passwordMd5 = opts.passwordMd5;
    this.#accessToken = opts.accessToken || undefined;
    // Header values short enough to be ordinary words or numbers ("1") are not worth blanking out.
    const headerSecrets = Object.values(opts.headers ?? {}).filter((value) => value.length >= 6);
    this.#secrets = [opts.passwordMd5, ...(this.#accessToken ? [this.#accessToken] : []), ...headerSecrets];
  }

  async search(q: SearchQuery, signal?: AbortSignal): Promise<SearchResult> {
    const body: AvailabilityRequest = {
      ...this.#topLevelCredentials(),
      OriginDestinationOptionList: q.routes.map((r) => ({
        OriginIataCode: r.origin,
        DestinationIataCode: r.destination,
        FlightDate: r.date,
      })),
      FlightSource: q.source,
      FetchFlightsThatAreRestrictedForTour: q.tour,
      FetchClosedFlights: q.closed,
      Culture: q.culture,
    };
    try {
      const answer = await this.#read("SearchByRouteAndDate", body, signal);
      return { ...parseAnswer("SearchByRouteAndDate", AvailabilityResponseSchema, answer), airportNotServed: false };
    } catch (err) {
      // Error1027: the supplier defines only airports it flies to; "may be ignored".
      if (err instanceof SupplierError && err.kind === "AirportNotFound") {
        return { CurrencyCode: "", ItineraryList: [], ClosedFlightList: [], airportNotServed: true };
      }
      throw err;
    }
  }

  async getPenalty(pnr: string, tickets: string[]): Promise<PenaltyResponse> {
    const body: PenaltyRequest = {
      Credential: this.#topLevelCredentials(),
      Pnr: pnr,
      SegmentList: tickets.map((t) => ({ TicketNumber: t })),
    };
    return parseAnswer("GetPenalty", PenaltyResponseSchema, await this.#read("GetPenalty", body));
  }

  /** Sent once, never retried. On failure check `outcomeUnknown` before telling anyone it failed. */
  async doRefund(r: RefundOrder): Promise<RefundResponse> {
    const body: RefundRequest = {
      Credential: this.#topLevelCredentials(),
      Pnr: r.pnr,
      SegmentList: r.segments.map((s) => ({
        TicketNumber: s.ticketNumber,
        PenaltyAmountThatPassengerShouldPay: s.penalty,
      })),
      Remarks: r.remarks,
      ETicketFileContent: null,
      ETicketFileName: null,
      Reason: r.reason,
    };
    return parseAnswer("DoRefund", RefundResponseSchema, await this.#write("DoRefund", body));
  }

  async getHistory(pnr: string): Promise<HistoryResponse> {
    const body: HistoryRequest = { ...this.#topLevelCredentials(), Pnr: pnr };
    return parseAnswer("GetHistory", HistoryResponseSchema, await this.#read("GetHistory", body));
  }

  /** `ref` is the caller's own reference of the Book request (YourLocalInventoryPnr). */
  async getStatus(ref: string): Promise<StatusResponse> {
    const body: StatusRequest = { ...this.#topLevelCredentials(), YourLocalInventoryPnr: ref };
    return parseAnswer("GetStatus", StatusResponseSchema, await this.#read("GetStatus", body));
  }

  /**
   * One page of events (at most 5000). Each item is checked on its own: an item that does not
   * fit is reported in `rejected` and the others are returned.
   */
  async getEvents(source: EventsSource, r: EventsQuery): Promise<EventsPage> {
    const range: B2mEventsRequest = {
      FromDatetime: formatUtcDateTime(r.from),
      ToDatetime: formatUtcDateTime(r.to),
      EventTypeList: r.types,
    };
    const op = source === "b2b" ? "B2BGetEvents" : "B2MGetEvents";
    // B2M is authorised by the trusted IP alone; B2B also carries the account.
    const body: B2mEventsRequest | B2bEventsRequest =
      source === "b2b" ? { ...this.#topLevelCredentials(), ...range } : range;
    const page = parseAnswer(op, EventsPageSchema, await this.#read(op, body));
    return parseEventList(page.EventList);
  }

  /** Bot path: with an access token configured it is sent instead of Username/Password. */
  async getAircraft(): Promise<AircraftListResponse> {
    const body: AircraftListRequest = this.#botAuth();
    return parseAnswer("AircraftGetList", AircraftListResponseSchema, await this.#read("AircraftGetList", body));
  }

  /** Refund GetStatus: the outcome of a refund that answered a TrackingCode (see refundOutcome for Status). */
  async getRefundStatus(trackingCode: string): Promise<RefundStatusResponse> {
    const body: RefundStatusRequest = { Credential: this.#topLevelCredentials(), TrackingCode: trackingCode };
    return parseAnswer("RefundGetStatus", RefundStatusResponseSchema, await this.#read("RefundGetStatus", body));
  }

  /** ChangedSchedulePassengers: passengers whose flight the airline moved, over a range of dates. */
  async getScheduleChanges(source: ScheduleChangesSource, q: ScheduleChangesQuery): Promise<ChangedPassenger[]> {
    const op = source === "charter" ? "ChangedScheduleCharter" : "ChangedScheduleWebservice";
    const body: ScheduleChangesRequest = { ...this.#topLevelCredentials(), FromDate: q.from, ToDate: q.to };
    return parseAnswer(op, ScheduleChangesResponseSchema, await this.#read(op, body)).PassengerList;
  }

  /** Bot path, Flight GetList: the supplier's own flights of a date (may lag an Update by a few seconds). */
  async getFlights(q: FlightListQuery): Promise<ControlledFlight[]> {
    const body = {
      ...this.#botAuth(),
      FlightDate: q.date,
      ...(q.origin ? { OriginIataCode: q.origin } : {}),
      ...(q.destination ? { DestinationIataCode: q.destination } : {}),
    };
    return parseAnswer("FlightGetList", FlightListResponseSchema, await this.#read("FlightGetList", body));
  }

  /**
   * Bot path, Flight Update: `read` is the flight as GetList gave it (sent as OldData), `change` the
   * new values; every other field is sent as read. Sent once, never retried. A flight changed
   * meanwhile is a SupplierError of kind StaleFlightData; on other failures check `outcomeUnknown`.
   */
  async updateFlight(read: ControlledFlight, change: FlightChange): Promise<void> {
    const old = wireFlight(read);
    const body = { ...this.#botAuth(), FlightId: old.id, OldData: old, ...old, ...change };
    parseAnswer("FlightUpdate", FlightUpdateResponseSchema, await this.#write("FlightUpdate", body));
  }

  /** Generic CurrentBalance: the account's credit (Error1004 NoCredit, Error1005 CreditDueDateReached). */
  async getBalance(): Promise<BalanceResponse> {
    const body: BalanceRequest = this.#topLevelCredentials();
    return parseAnswer("CurrentBalance", BalanceResponseSchema, await this.#read("CurrentBalance", body));
  }

  /**
   * Holds seats of a flight and class (and of the return) for the party, at most 9; the lock
   * expires after ExpiryInMinute. Sent once, never retried: a failure whose `outcomeUnknown` is
   * true may have held seats, which are freed when the lock expires.
   */
  async lock(order: LockOrder): Promise<LockResponse> {
    return parseAnswer("Lock", LockResponseSchema, await this.#write("Lock", lockBody(order, this.#topLevelCredentials())));
  }

  /**
   * Issues the tickets of a lock. Sent once, never retried, within its own timeout. A failure
   * whose `outcomeUnknown` is true (no answer in time, a dropped connection, a 5xx that is not a
   * named refusal, an answer that cannot be read) may have issued the booking: wait at least 15
   * seconds, then getStatus(order.reference). Any other failure is a refusal (SupplierError `kind`).
   */
  async book(order: BookOrder): Promise<BookResponse> {
    const body = bookBody(order, this.#titles, this.#topLevelCredentials());
    return parseAnswer("Book", BookResponseSchema, await this.#write("Book", body));
  }

  /**
   * Frees a lock's seats (one lock id: a round trip has two). Retried like a read: a second
   * release frees nothing more. A lock already released, expired or booked (Error1010) resolves
   * too, since nothing is held any more.
   */
  async releaseLock(lockId: LockId): Promise<void> {
    const body: ReleaseLockRequest = { ...this.#topLevelCredentials(), LockId: lockId };
    try {
      parseAnswer("ReleaseLock", ReleaseLockResponseSchema, await this.#read("ReleaseLock", body));
    } catch (err) {
      if (!(err instanceof SupplierError && err.kind === "LockReleased")) throw err;
    }
  }

  /**
   * Whether the supplier accepts the service account: one cheap read (GetStatus of a reference
   * that cannot exist) whose only failure that matters is a refused account. A business answer,
   * found or not, means the username, the password hash, the trusted IP and the headers passed:
   * any answer below 500 that is not 404/405, and, at any status, words about the reference
   * asked (the supplier sends its business errors at 500 too). A failure of the server's own, or
   * no such operation at that path (404/405: a wrong SUPPLIER_PATHS), means the account could
   * not be checked. Never throws.
   */
  async checkAccount(): Promise<AccountCheck> {
    try {
      await this.getStatus(ACCOUNT_CHECK_REFERENCE);
      return { state: "ok" };
    } catch (err) {
      if (!(err instanceof SupplierCallError)) return { state: "unreachable", error: err instanceof Error ? err.name : String(err) };
      if (err.accountRefused) return { state: "refused", error: err };
      if (err instanceof SupplierError && (err.speaksOf(ACCOUNT_CHECK_REFERENCE) || (!err.serverFailure && err.status !== 404 && err.status !== 405))) {
        return { state: "ok" };
      }
      return { state: "unreachable", error: err.message };
    }
  }

  /** Closes the connection pool; waits for calls in flight. */
  close(): Promise<void> {
    return this.#http.close();
  }

  #topLevelCredentials(): { Username: string; Password: string } {
    return { Username: this.#username, Password: this.#passwordMd5 };
  }

  /** The Bot path takes the access token, when one is configured, instead of Username/Password. */
  #botAuth(): BotAuth {
    return this.#accessToken ? { AccessToken: this.#accessToken } : this.#topLevelCredentials();
  }

  /** A read: safe to repeat, so transient failures are retried. */
  #read(op: ReadOperation, body: object, signal?: AbortSignal): Promise<unknown> {
    const json = JSON.stringify(body);
    return withRetry(
      this.#retry,
      (attempt) => this.#attempt(op, json, attempt, signal),
      (err, attempt, delayMs) =>
        this.#log.warn({ operation: op, attempt, delayMs, error: describe(err) }, "supplier call failed, retrying"),
      signal,
    );
  }

  /** A write: sent exactly once, whatever happens. */
  #write(op: WriteOperation, body: object): Promise<unknown> {
    return this.#attempt(op, JSON.stringify(body), 1);
  }

  async #attempt(op: SupplierOperation, json: string, attempt: number, signal?: AbortSignal): Promise<unknown> {
    const started = performance.now();
    let answer: RawAnswer;
    try {
      answer = await this.#http.post(op, json, signal);
    } catch (err) {
      const elapsed = performance.now() - started;
      this.#log.debug({ operation: op, attempt, ms: Math.round(elapsed), error: describe(err) }, "supplier call failed");
      this.#observe?.(op, outcomeOf(err), elapsed / 1000);
      throw err;
    }
    const elapsed = performance.now() - started;
    this.#log.debug({ operation: op, attempt, status: answer.status, ms: Math.round(elapsed), bytes: answer.bytes }, "supplier call");
    try {
      const value = interpretAnswer(op, answer, this.#secrets);
      this.#observe?.(op, "ok", elapsed / 1000);
      return value;
    } catch (err) {
      this.#observe?.(op, outcomeOf(err), elapsed / 1000);
      throw err;
    }
  }
}

/** A GetStatus reference no booking request carries. */
const ACCOUNT_CHECK_REFERENCE = "FLIGHTDESK-ACCOUNT-CHECK";

export type AccountCheck =
  | { state: "ok" }
  /** The supplier refused the account: its error says how (and carries its TraceId). */
  | { state: "refused"; error: SupplierCallError }
  /** No usable answer: the account could not be checked. */
  | { state: "unreachable"; error: string };

function outcomeOf(err: unknown): SupplierCallOutcome {
  if (err instanceof SupplierError) return "supplier_error";
  if (err instanceof SchemaError) return "schema_error";
  // A timeout, a dropped connection, an abort: no usable answer.
  return "transport_error";
}

/** A log-safe one-liner: our errors carry no request body, others are named only. */
function describe(err: unknown): string {
  if (err instanceof SupplierCallError) return err.message;
  return err instanceof Error ? err.name : typeof err;
}

/** Fails fast on a misconfiguration; messages never repeat a secret. */
function checkOptions(opts: SupplierClientOptions): void {
  let url: URL | null = null;
  try {
    url = new URL(opts.baseUrl);
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw new TypeError("SupplierClient: baseUrl must be an http(s) URL");
  }
  if (!opts.username) throw new TypeError("SupplierClient: username is required");
  if (!isPasswordHash(opts.passwordMd5)) {
    throw new TypeError("SupplierClient: passwordMd5 must be an MD5 hash (32 lowercase hex characters)");
  }
  for (const [name, ms] of [["timeoutMs", opts.timeoutMs], ["bookTimeoutMs", opts.bookTimeoutMs ?? BOOK_TIMEOUT_MS]] as const) {
    if (!Number.isInteger(ms) || ms <= 0) throw new TypeError(`SupplierClient: ${name} must be a whole number above 0`);
  }
  const missing = opts.titles ? missingTitles(opts.titles) : [];
  if (missing.length > 0) throw new TypeError(`SupplierClient: titles has no word for ${missing.join(", ")}`);
  const retry = opts.retry;
  if (retry && (!Number.isInteger(retry.attempts) || retry.attempts < 1 || !(retry.baseDelayMs >= 0))) {
    throw new TypeError("SupplierClient: retry needs attempts >= 1 and baseDelayMs >= 0");
  }
}
