import { request } from "undici";
import { SIM_FIXTURES, simDate } from "../../src/sim/fixtures.js";
import { OPERATION_PATHS, type SimOperation } from "../../src/sim/operations.js";
import type { Simulator } from "../../src/sim/server.js";

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
