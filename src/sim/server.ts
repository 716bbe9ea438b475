import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Md5 } from "ts-md5";
import { silentLogger, type Logger } from "../logger.js";
import type { AuthConfig } from "./auth.js";
import { controlHandler } from "./control.js";
import { SimError } from "./errors.js";
import { FaultBook, type FaultEffect, type FaultRule } from "./faults.js";
import { acceptsEncoding, BodyTooLargeError, errorJson, readBody, send, type Answer } from "./http.js";
import { CURRENCIES, type CurrencyCode } from "./money.js";
import { operationAt, zeroCalls, type SimOperation } from "./operations.js";
import { aircraftGetList } from "./ops/aircraft.js";
import { getHistory, getStatus } from "./ops/booking.js";
import type { OpContext, OpHandler } from "./ops/context.js";
import { b2bGetEvents, b2mGetEvents } from "./ops/events.js";
import { doRefund, getPenalty } from "./ops/refund.js";
import { searchByRouteAndDate } from "./ops/search.js";
import { SimWorld } from "./world.js";
import { wrongShape } from "./wrong-shape.js";

/**
 * The supplier simulator: an HTTP server (node:http) answering the eight operations of the
 * supplier interface over a seeded, stateful data set, with fault injection and control
 * endpoints. Each instance has its own state.
 */
export type { SimOperation } from "./operations.js";
export type { FaultRule } from "./faults.js";

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
}

export interface Simulator {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:7070 */
  url: string;
  port: number;
  close(): Promise<void>;
  setFaults(rules: FaultRule[]): void;
  clearFaults(): void;
  calls(): Record<SimOperation, number>;
  resetCalls(): void;
  /** A new booking now; emits FlightBookedV2. */
  createBooking(): { pnr: string; eventId: number };
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
};

const GATEWAY_PAGES: Readonly<Record<502 | 503, string>> = {
  502: "<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>",
  503: "<html><head><title>503 Service Unavailable</title></head><body><h1>503 Service Unavailable</h1></body></html>",
};

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
  if (opts.currency !== undefined && !Object.hasOwn(CURRENCIES, opts.currency)) throw new Error("SimOptions.currency must be IRR, USD or AED");
}

export async function startSimulator(opts: SimOptions = {}): Promise<Simulator> {
  checkOptions(opts);
  const logger = opts.logger ?? silentLogger();
  const world = new SimWorld({
    seed: opts.seed ?? DEFAULT_SEED,
    now: opts.now ?? (() => new Date()),
    currency: CURRENCIES[opts.currency ?? "IRR"],
    bulkEvents: opts.bulkEvents ?? 0,
  });
  const auth: AuthConfig = {
    username: opts.username ?? "demo",
    passwordMd5: Md5.hashStr(opts.password ?? "demo"),
    accessTokens: opts.accessTokens ?? ["demo-access-token"],
    trustedIps: opts.trustedIps ?? ["127.0.0.1", "::1", "::ffff:127.0.0.1"],
  };
  const eventDelaySeconds = opts.eventDelaySeconds ?? 60;
  const faults = new FaultBook(opts.faults ?? []);
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
    const started = Date.now();
    let raw: string;
    try {
      raw = await readBody(req);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      send(res, { status: 413, body: errorJson("Exception", "The request body is too large.") });
      return;
    }
    if (effect.latencyMs > 0) await sleep(effect.latencyMs);
    // After close() the timers are gone and this is never reached; the check covers a race.
    if (closed) return;
    if (effect.hang) return;
    const answer = effect.status !== null ? statusFault(effect.status) : run(operation, req, raw, effect);
    if (effect.malformedJson) answer.body = answer.body.slice(0, Math.max(1, Math.floor(answer.body.length / 2)));
    if (effect.encoding && acceptsEncoding(req.headers["accept-encoding"], effect.encoding)) answer.encoding = effect.encoding;
    send(res, answer);
    logger.debug({ operation, status: answer.status, ms: Date.now() - started }, "sim request");
  }

  function run(operation: SimOperation, req: IncomingMessage, raw: string, effect: FaultEffect): Answer {
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return { status: 400, body: errorJson("Exception", "The request body is not valid JSON.") };
    }
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      return { status: 400, body: errorJson("Exception", "The request body must be a JSON object.") };
    }
    const ctx: OpContext = { world, auth, eventDelaySeconds, ip: req.socket.remoteAddress ?? "", body };
    try {
      const result = HANDLERS[operation](ctx);
      return { status: 200, body: JSON.stringify(effect.wrongShape ? wrongShape(operation, result) : result) };
    } catch (error) {
      if (error instanceof SimError) return { status: 400, body: errorJson(error.exceptionType, error.errorMessage) };
      throw error;
    }
  }

  const resetCalls = (): void => {
    calls = zeroCalls();
  };
  const control = controlHandler({ auth, faults, calls: () => ({ ...calls }), resetCalls, createBooking: () => world.createBooking() });

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
    const operation = operationAt(path);
    if (!operation) {
      send(res, { status: 404, body: errorJson("Exception", `No operation at ${path}.`) });
      return;
    }
    if (req.method !== "POST") {
      send(res, { status: 405, body: errorJson("Exception", "Operations use POST."), headers: { allow: "POST" } });
      return;
    }
    await serveOperation(req, res, operation);
  }

  const host = opts.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;

  const perMinute = opts.bookingsPerMinute ?? 0;
  const generator = perMinute > 0 ? setInterval(() => world.createBooking(), 60_000 / perMinute) : null;
  generator?.unref();

  let closing: Promise<void> | null = null;
  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
    port,
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
    createBooking: () => world.createBooking(),
  };
}

function statusFault(status: 500 | 502 | 503): Answer {
  if (status === 500) return { status, body: errorJson("Exception", "Internal server error (simulated fault).") };
  return { status, body: GATEWAY_PAGES[status], contentType: "text/html; charset=utf-8" };
}
