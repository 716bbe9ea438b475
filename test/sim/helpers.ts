import { request } from "undici";
import { afterAll, beforeAll } from "vitest";
import { SIM_FIXTURES, simDate } from "../../src/sim/fixtures.js";
import { OPERATION_PATHS, type SimOperation } from "../../src/sim/operations.js";
import { startSimulator, type SimOptions, type Simulator } from "../../src/sim/server.js";

/** Calls to a running simulator over real HTTP, as a client would make them. */

export const CREDS = { Username: SIM_FIXTURES.credentials.username, Password: SIM_FIXTURES.credentials.passwordMd5 };
export const CREDENTIAL = { Credential: CREDS };

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: any;
}

export async function callRaw(
  sim: Simulator,
  path: string,
  init: { method?: "GET" | "POST" | "DELETE"; body?: string; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<Reply> {
  const res = await request(`${sim.url}${path}`, {
    method: init.method ?? "POST",
    headers: { "content-type": "application/json; charset=utf-8", accept: "application/json", ...init.headers },
    ...(init.body !== undefined ? { body: init.body } : {}),
    ...(init.signal ? { signal: init.signal } : {}),
  });
  const text = await res.body.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, headers: res.headers, text, json };
}

/** The answer's bytes as sent: undici's request() does not decompress. */
export async function callBytes(sim: Simulator, op: SimOperation, body: unknown, headers: Record<string, string> = {}) {
  const res = await request(`${sim.url}${OPERATION_PATHS[op]}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const encoding = res.headers["content-encoding"];
  return { status: res.statusCode, encoding: typeof encoding === "string" ? encoding : undefined, bytes: Buffer.from(await res.body.arrayBuffer()) };
}

export function call(sim: Simulator, op: SimOperation, body: unknown, headers?: Record<string, string>): Promise<Reply> {
  return callRaw(sim, OPERATION_PATHS[op], { body: JSON.stringify(body), ...(headers ? { headers } : {}) });
}

export interface Leg {
  origin: string;
  destination: string;
  dayOffset: number;
}

export function searchBody(legs: readonly Leg[], overrides: Record<string, unknown> = {}, now?: Date) {
  return {
    ...CREDS,
    OriginDestinationOptionList: legs.map((l) => ({ OriginIataCode: l.origin, DestinationIataCode: l.destination, FlightDate: simDate(l.dayOffset, now) })),
    FlightSource: "All",
    FetchFlightsThatAreRestrictedForTour: false,
    FetchClosedFlights: false,
    Culture: "en-US",
    ...overrides,
  };
}

/** Asserts a 200 and returns the JSON body. */
export async function ok(reply: Promise<Reply>): Promise<any> {
  const r = await reply;
  if (r.status !== 200) throw new Error(`expected 200, got ${r.status}: ${r.text.slice(0, 300)}`);
  return r.json;
}

/** A clock tests move by hand. */
export function manualClock(start: Date) {
  let ms = start.getTime();
  return {
    now: () => new Date(ms),
    advance: (deltaMs: number) => {
      ms += deltaMs;
    },
    set: (date: Date) => {
      ms = date.getTime();
    },
  };
}

export const FLIGHT_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
export const UTC_SECONDS = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** n calls one after another (the real profile's shapes depend on the order of calls). */
export async function series<T>(n: number, fn: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(await fn(i));
  return out;
}

/** A fixed clock: the real profile's tests then see the same data set every day. */
export const FIXED_NOW = new Date("2031-03-10T08:00:00Z");

/**
 * A real-profile and a strict-profile simulator on the fixed clock, started before the file's
 * tests and closed after them: the same requests to both show what the profile changes.
 */
export function bothProfiles(opts: SimOptions = {}): { real: Simulator; strict: Simulator } {
  const sims = {} as { real: Simulator; strict: Simulator };
  beforeAll(async () => {
    sims.real = await startSimulator({ now: () => FIXED_NOW, ...opts });
    sims.strict = await startSimulator({ profile: "strict", now: () => FIXED_NOW, ...opts });
  });
  afterAll(async () => {
    await Promise.all([sims.real?.close(), sims.strict?.close()]);
  });
  return sims;
}

export const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A JSON value without its null members, at every depth: what the real profile may leave out. */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null).map(([k, v]) => [k, withoutNulls(v)]));
}
