import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Md5 } from "ts-md5";
import { silentLogger, type Logger } from "../logger.js";
import type { AuthConfig } from "./auth.js";
import { controlHandler } from "./control.js";
import { exception, SimError } from "./errors.js";
import { gatewayPage, gzipBomb, otherOrigin, redirectAnswer } from "./fault-answers.js";
import { FaultBook, type FaultEffect, type FaultRule } from "./faults.js";
import { acceptsEncoding, BodyTooLargeError, errorJson, readBody, send, sendEncoded, type Answer } from "./http.js";
import { isRecord } from "./json.js";
import { CURRENCIES, type CurrencyCode } from "./money.js";
import { isBotOperation, zeroCalls, type SimOperation } from "./operations.js";
import { currentBalance } from "./ops/account.js";
import { aircraftGetList } from "./ops/aircraft.js";
import { book } from "./ops/book.js";
import { getHistory, getStatus } from "./ops/booking.js";
import type { OpContext, OpHandler } from "./ops/context.js";
import { b2bGetEvents, b2mGetEvents } from "./ops/events.js";
import { flightGetList, flightUpdate } from "./ops/flight-control.js";
import { lock, releaseLockOperation } from "./ops/lock.js";
import { doRefund, getPenalty, refundGetStatus } from "./ops/refund.js";
import { changedScheduleCharter, changedScheduleWebservice } from "./ops/schedule-changes.js";
import { searchByRouteAndDate } from "./ops/search.js";
import { oversize, padEvents } from "./padding.js";
import { CREDIT_STANDINGS, type CreditStanding } from "./account.js";
import { createProfile, isProfileName, type CallShape, type ProfileName } from "./profile.js";
import type { RefundDecision } from "./refund-tracking.js";
import { MAX_SALE_LEGS, SimWorld, type NewSale } from "./world.js";
import { BurstError, type BurstRequest, type BurstResult } from "./cancel-burst.js";
import { wrongShape } from "./wrong-shape.js";

/**
 * The supplier simulator: an HTTP server (node:http) answering the eight operations of the
 * supplier interface, the six of issue 15 beyond it and the three of selling (Lock, Book,
 * ReleaseLock), over a seeded, stateful data set, with fault injection and control endpoints.
 * Each instance has its own state.
 */
export type { SimOperation } from "./operations.js";
export type { FaultRule } from "./faults.js";
export type { NewSale } from "./world.js";
export type { ProfileName } from "./profile.js";
export type { CreditStanding } from "./account.js";
export type { RefundDecision } from "./refund-tracking.js";
export type { BurstRequest, BurstResult } from "./cancel-burst.js";
/** The longest a sale comes before its flight: the sales history's oldest sale is this many days before its oldest flight. */
export { MAX_LEAD_DAYS } from "./data/lead-time.js";

export interface SimOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default "demo". */
  username?: string;
  /** Plain password (default "demo"); requests carry its MD5 hex. */
  password?: string;
  /** Default ["demo-access-token"]. */
  accessTokens?: string[];
  /** Default 127.0.0.1, ::1 and ::ffff:127.0.0.1. */
  trustedIps?: string[];
  seed?: number;
  /** The clock (default: real time). "Today" is its UTC date at start. */
  now?: () => Date;
  /** Seconds before an event shows in the feed (default 60). */
  eventDelaySeconds?: number;
  /** Live sales per minute (default 0: none). */
  bookingsPerMinute?: number;
  /** Extra FlightBookedV2 events spread over yesterday (UTC), for pagination tests. */
  bulkEvents?: number;
  faults?: FaultRule[];
  logger?: Logger;
  /** Currency of the account (default IRR; USD and AED have two decimals). */
  currency?: CurrencyCode;
  /** "real" (default): shapes vary as real suppliers send them; "strict": the documented shapes exactly. */
  profile?: ProfileName;
  /** When set, Bot-path operations require the header X-API-KEY with this value (else 401). */
  apiKey?: string;
  /** Seconds a refund sent to the flight expert stays Pending in Refund GetStatus (default 120). */
  refundDecisionSeconds?: number;
  /** Seconds Flight GetList shows a flight as it was before an Update (default 5 on "real", 0 on "strict"). */
  flightListLagSeconds?: number;
  /** The account's credit at start (CurrentBalance), a wire amount in the currency. */
  credit?: number;
  /**
   * Past flights of this many days on a few routes, with all their sales (which go back this many
   * days plus MAX_LEAD_DAYS), the sales so far of those still on sale, and a rush flight (README
   * "Sales curves"). Default 0: none.
   */
  salesHistoryDays?: number;
}

/** The sales history's rush flight: live sales favour it from just under 78 % of its capacity. */
export interface RushFlight {
  /** Airline code and flight number, e.g. "ZV4031". */
  label: string;
  /** Local departure date, yyyy-MM-dd. */
  date: string;
  /** "KIH-MHD" */
  route: string;
  /** Seats sold at start, as a share of its capacity. */
  load: number;
}

export interface Simulator {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:7070 */
  url: string;
  port: number;
  /** The active profile (README "Profiles"). */
  profile: ProfileName;
  close(): Promise<void>;
  setFaults(rules: FaultRule[]): void;
  clearFaults(): void;
  calls(): Record<SimOperation, number>;
  resetCalls(): void;
  /** A new booking now; emits FlightBookedV2. `sale` chooses an odd PNR or many flights (README "Odd sales"). */
  createBooking(sale?: NewSale): { pnr: string; eventId: number };
  /** The outcome a refund's TrackingCode will have once decided; false for an unknown code. */
  decideRefund(trackingCode: string, decision: RefundDecision): boolean;
  /** The account's credit (a wire amount) and/or standing (Error1004 noCredit, Error1005 dueDateReached). */
  setCredit(credit: { amount?: number; standing?: CreditStanding }): void;
  /** The airline moves the booking's first flight a day later, now (false when it cannot). */
  changeSchedule(pnr: string): boolean;
  /**
   * `count` tickets of one upcoming flight (the given one, or the most sold of the next 7 days)
   * refunded now, their seats back on sale: BookingSegmentCancelledV1 per ticket. Throws a clear
   * error for an unknown flight, a count that is not a positive integer or more than it sold.
   */
  cancelBurst(request: BurstRequest): BurstResult;
  /** With salesHistoryDays: the rush flight; else null. */
  rushFlight: RushFlight | null;
}

export const DEFAULT_SEED = 1402;

const HANDLERS: Readonly<Record<SimOperation, OpHandler>> = {
  SearchByRouteAndDate: searchByRouteAndDate,
  GetPenalty: getPenalty,
  DoRefund: doRefund,
  GetHistory: getHistory,
  GetStatus: getStatus,
  B2MGetEvents: b2mGetEvents,
  B2BGetEvents: b2bGetEvents,
  AircraftGetList: aircraftGetList,
  RefundGetStatus: refundGetStatus,
  ChangedScheduleCharter: changedScheduleCharter,
  ChangedScheduleWebservice: changedScheduleWebservice,
  FlightGetList: flightGetList,
  FlightUpdate: flightUpdate,
  CurrentBalance: currentBalance,
  Lock: lock,
  Book: book,
  ReleaseLock: releaseLockOperation,
};

const API_KEY_HEADER = "x-api-key";

function checkOptions(opts: SimOptions): void {
  const nonNegative = (name: string, value: number | undefined, integer: boolean): void => {
    if (value === undefined) return;
    if (!Number.isFinite(value) || value < 0 || (integer && !Number.isInteger(value))) {
      throw new Error(`SimOptions.${name} must be a non-negative ${integer ? "integer" : "number"}`);
    }
  };
  nonNegative("port", opts.port, true);
  nonNegative("eventDelaySeconds", opts.eventDelaySeconds, false);
  nonNegative("bookingsPerMinute", opts.bookingsPerMinute, false);
  nonNegative("bulkEvents", opts.bulkEvents, true);
  nonNegative("refundDecisionSeconds", opts.refundDecisionSeconds, false);
  nonNegative("flightListLagSeconds", opts.flightListLagSeconds, false);
  nonNegative("salesHistoryDays", opts.salesHistoryDays, true);
  if (opts.credit !== undefined && !Number.isFinite(opts.credit)) throw new Error("SimOptions.credit must be a finite number");
  if (opts.currency !== undefined && !Object.hasOwn(CURRENCIES, opts.currency)) throw new Error("SimOptions.currency must be IRR, USD or AED");
  if (opts.profile !== undefined && !isProfileName(opts.profile)) throw new Error("SimOptions.profile must be strict or real");
  if (opts.apiKey !== undefined && (typeof opts.apiKey !== "string" || opts.apiKey === "")) throw new Error("SimOptions.apiKey must be a non-empty string");
}

export async function startSimulator(opts: SimOptions = {}): Promise<Simulator> {
  checkOptions(opts);
  const logger = opts.logger ?? silentLogger();
  const seed = opts.seed ?? DEFAULT_SEED;
  const profile = createProfile(opts.profile ?? "real", seed);
  const faults = new FaultBook(opts.faults ?? []);
  const clock = opts.now ?? (() => new Date());
  const world = new SimWorld({
    seed,
    // The supplier's own clock: a clockOffsetSeconds fault puts it off the real one.
    now: () => new Date(clock().getTime() + faults.clockOffsetMs()),
    currency: CURRENCIES[opts.currency ?? "IRR"],
    bulkEvents: opts.bulkEvents ?? 0,
    penaltyRules: profile.penaltyRules,
    refundDecisionMs: (opts.refundDecisionSeconds ?? 120) * 1000,
    flightListLagMs: (opts.flightListLagSeconds ?? (profile.name === "real" ? 5 : 0)) * 1000,
    ...(opts.credit !== undefined ? { credit: opts.credit } : {}),
    salesHistoryDays: opts.salesHistoryDays ?? 0,
  });
  const auth: AuthConfig = {
    username: opts.username ?? "demo",
    passwordMd5: Md5.hashStr(opts.password ?? "demo"),
    accessTokens: opts.accessTokens ?? ["demo-access-token"],
    trustedIps: opts.trustedIps ?? ["127.0.0.1", "::1", "::ffff:127.0.0.1"],
  };
  const eventDelaySeconds = opts.eventDelaySeconds ?? 60;
  const host = opts.host ?? "127.0.0.1";
  /** Known once listening; redirects name it. */
  let port = 0;
  let calls = zeroCalls();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  const sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  async function serveOperation(req: IncomingMessage, res: ServerResponse, operation: SimOperation): Promise<void> {
    calls[operation]++;
    const effect = faults.take(operation);
    const shape = profile.call();
    const started = Date.now();
    let raw: string;
    try {
      raw = await readBody(req);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      send(res, shape.error(exception("The request body is too large.", 413)));
      return;
    }
    if (effect.latencyMs > 0) await sleep(effect.latencyMs);
    // After close() the timers are gone and this is never reached; the check covers a race.
    if (closed) return;
    if (effect.hang) return;
    const replacing = replacingFault(effect, shape, req);
    if (!replacing && effect.gzipBomb !== null) {
      const payload = await gzipBomb(effect.gzipBomb);
      if (!closed) sendEncoded(res, 200, payload, "gzip");
      return;
    }
    const answer = replacing ?? run(operation, req, raw, effect, shape);
    if (!replacing && effect.oversizeBytes !== null) answer.body = oversize(answer.body, effect.oversizeBytes);
    if (effect.malformedJson) answer.body = answer.body.slice(0, Math.max(1, Math.floor(answer.body.length / 2)));
    if (effect.encoding && acceptsEncoding(req.headers["accept-encoding"], effect.encoding)) answer.encoding = effect.encoding;
    if (effect.answerAfterMs > 0) await sleep(effect.answerAfterMs);
    if (closed) return;
    send(res, answer);
    logger.debug({ operation, status: answer.status, ms: Date.now() - started }, "sim request");
  }

  /** Status (500 as the profile says, 502/503 a gateway page) and redirect faults answer instead of the operation. */
  function replacingFault(effect: FaultEffect, shape: CallShape, req: IncomingMessage): Answer | null {
    if (effect.status === 500) return shape.serverError();
    if (effect.status !== null) return gatewayPage(effect.status);
    if (effect.redirect) return redirectAnswer(otherOrigin(host, port), req.url ?? "/");
    return null;
  }

  function run(operation: SimOperation, req: IncomingMessage, raw: string, effect: FaultEffect, shape: CallShape): Answer {
    try {
      if (opts.apiKey !== undefined && isBotOperation(operation) && req.headers[API_KEY_HEADER] !== opts.apiKey) {
        throw exception("An API key is required for this operation.", 401);
      }
      const body = parseBody(raw);
      if (effect.exception !== null) throw exception(effect.exception);
      const ctx: OpContext = {
        world,
        auth,
        eventDelaySeconds: effect.visibleAfterSeconds ?? eventDelaySeconds,
        replayEventId: effect.replayEventId,
        unapplied: effect.unapplied,
        notIssued: effect.notIssued,
        fareChangePercent: effect.fareChangePercent,
        ip: req.socket.remoteAddress ?? "",
        body: shape.request(operation, body),
      };
      // The flight expert's rejections and the locks' expiry take effect before anything reads the world.
      world.undoRejected();
      world.expireLocks();
      const result = HANDLERS[operation](ctx);
      const shaped = shape.answer(operation, effect.wrongShape ? wrongShape(operation, result) : result);
      return { status: 200, body: JSON.stringify(effect.padEventsBytes !== null ? padEvents(shaped, effect.padEventsBytes) : shaped) };
    } catch (error) {
      if (!(error instanceof SimError)) throw error;
      const forced = { status: effect.errorStatus, body: effect.errorBody };
      return forced.status === null && forced.body === null ? shape.error(error) : shape.forcedError(error, forced);
    }
  }

  const resetCalls = (): void => {
    calls = zeroCalls();
  };
  const decideRefund = (trackingCode: string, decision: RefundDecision): boolean => world.refunds.decide(trackingCode, decision);
  const setCredit = ({ amount, standing }: { amount?: number; standing?: CreditStanding }): void => {
    if (amount !== undefined && !Number.isFinite(amount)) throw new Error("setCredit: amount must be a finite number");
    if (standing !== undefined && !CREDIT_STANDINGS.includes(standing)) throw new Error(`setCredit: standing must be ${CREDIT_STANDINGS.join(", ")}`);
    world.setCredit(amount, standing);
  };
  const changeSchedule = (pnr: string): boolean => world.changeSchedule(pnr);
  const cancelBurst = (request: BurstRequest): BurstResult => {
    const { flight, date, count } = request;
    if (!Number.isSafeInteger(count) || count < 1) throw new BurstError(`count must be a positive integer (got ${JSON.stringify(count)}).`);
    if (flight !== undefined && (typeof flight !== "string" || flight.trim() === "")) throw new BurstError("flight must be an airline code and flight number, e.g. IR7690.");
    if (date !== undefined && flight === undefined) throw new BurstError("date needs a flight.");
    if (date !== undefined && typeof date !== "string") throw new BurstError("date must be a date in the form yyyy-MM-dd.");
    return world.cancelBurst(request);
  };
  const control = controlHandler({
    auth,
    faults,
    calls: () => ({ ...calls }),
    resetCalls,
    createBooking: () => world.createBooking(),
    decideRefund,
    setCredit,
    changeSchedule,
    cancelBurst,
  });

  const server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    const handled = path.startsWith("/__sim/") ? control(req, res, path) : dispatch(req, res, path);
    handled.catch((error: unknown) => {
      logger.error({ err: error, path }, "sim request failed");
      if (!res.headersSent) send(res, { status: 500, body: errorJson("Exception", "Internal server error.") });
      else res.destroy();
    });
  });

  async function dispatch(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const operation = profile.operationAt(path);
    if (!operation) {
      send(res, profile.frameworkError(404, `No operation at ${path}.`));
      return;
    }
    if (req.method !== "POST") {
      send(res, { ...profile.frameworkError(405, "Operations use POST."), headers: { allow: "POST" } });
      return;
    }
    await serveOperation(req, res, operation);
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;

  const perMinute = opts.bookingsPerMinute ?? 0;
  const generator = perMinute > 0 ? setInterval(() => world.createBooking(), 60_000 / perMinute) : null;
  generator?.unref();

  let closing: Promise<void> | null = null;
  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
    port,
    profile: profile.name,
    close: () => {
      closing ??= new Promise<void>((resolve) => {
        closed = true;
        if (generator) clearInterval(generator);
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close(() => resolve());
        // Hung answers and idle keep-alive sockets would otherwise hold close() forever.
        server.closeAllConnections();
      });
      return closing;
    },
    setFaults: (rules) => faults.set(rules),
    clearFaults: () => faults.clear(),
    calls: () => ({ ...calls }),
    resetCalls,
    createBooking(sale = {}) {
      const { pnr, legs } = sale;
      if (pnr !== undefined && (typeof pnr !== "string" || pnr === "")) throw new Error("createBooking: pnr must be a non-empty string");
      if (legs !== undefined && (!Number.isInteger(legs) || legs < 1 || legs > MAX_SALE_LEGS)) throw new Error(`createBooking: legs must be 1 to ${MAX_SALE_LEGS}`);
      return world.createBooking(sale);
    },
    decideRefund,
    setCredit,
    changeSchedule,
    cancelBurst,
    rushFlight: world.rush && {
      label: `${world.rush.airline.code}${world.rush.flightNumber}`,
      date: world.rush.localDate,
      route: world.rush.route.key,
      load: world.inventory.takenOn(world.rush) / (world.inventory.capacity(world.rush) ?? 1),
    },
  };
}

function parseBody(raw: string): Record<string, unknown> {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw exception("The request body is not valid JSON.");
  }
  if (!isRecord(body)) throw exception("The request body must be a JSON object.");
  return body;
}
