import { z } from "zod";
import { authenticateBot } from "../auth.js";
import { exception, parseRequest, SimError } from "../errors.js";
import { EDITABLE_FIELDS, type EditableField, type FlightRouteQuery } from "../flight-control.js";
import type { Json } from "../json.js";
import { parseDate } from "../time.js";
import type { WireControlledFlight, WireFlightListResponse, WireFlightUpdateResponse } from "../wire/bot.js";
import { BotAuthSchema } from "./aircraft.js";
import type { OpContext } from "./context.js";

/**
 * Bot path, Flight GetList and Flight Update (V1) over the flight-management panel
 * (flight-control.ts). Update's flight members are read in any case, as a .NET model binder
 * does, and numbers or flags also as their text.
 */
const ListRequestSchema = BotAuthSchema.extend({
  FlightDate: z.string(),
  OriginIataCode: z.string().nullish(),
  DestinationIataCode: z.string().nullish(),
});

const UpdateRequestSchema = BotAuthSchema.extend({
  FlightId: z.union([z.number(), z.string()]),
  OldData: z.record(z.string(), z.unknown()),
});

const FIELDS: readonly (keyof WireControlledFlight)[] = [
  "id", "flightNumber", "airlineIataCode", "departureDateTime", "arrivalDateTime", "originIataCode", "destinationIataCode",
  "flightDurationInMinute", "seatCapacity", "hideFlightFromSubsidiaryAgencies", "aircraftId", "publicRemarks",
];

export function flightGetList(ctx: OpContext): WireFlightListResponse {
  const req = parseRequest(ListRequestSchema, ctx.body);
  authenticateBot(ctx.auth, ctx.ip, req);
  if (parseDate(req.FlightDate) === null) throw exception("FlightDate must be a date in the form yyyy-MM-dd.");
  const origin = req.OriginIataCode || null;
  const destination = req.DestinationIataCode || null;
  if ((origin === null) !== (destination === null)) throw exception("Send both OriginIataCode and DestinationIataCode, or neither.");
  const route = origin && destination ? { origin, destination } : null;
  return { flightList: ctx.world.flightControl.list(req.FlightDate, route, ctx.world.nowMs()) };
}

export function flightUpdate(ctx: OpContext): WireFlightUpdateResponse {
  const req = parseRequest(UpdateRequestSchema, ctx.body);
  authenticateBot(ctx.auth, ctx.ip, req);
  const id = Number(req.FlightId);
  const old = readFlight(req.OldData);
  const control = ctx.world.flightControl;
  const current = Number.isSafeInteger(id) ? control.find(id, hintOf(old)) : undefined;
  if (!current) throw exception(`No flight with the id ${String(req.FlightId)} is managed here.`);
  const changed = FIELDS.filter((field) => !same(old[field], current[field]));
  if (changed.length > 0) {
    throw new SimError("Error1051-FlightOldDataMismatchException", `The flight was changed by someone else: OldData differs in ${changed.join(", ")}. Read it again.`);
  }
  const next = readFlight(ctx.body as Json);
  const fixed = FIELDS.filter((field) => !(EDITABLE_FIELDS as readonly string[]).includes(field) && field in next && !same(next[field], current[field]));
  if (fixed.length > 0) throw exception(`Only ${EDITABLE_FIELDS.join(", ")} can be changed here, not ${fixed.join(", ")}.`);
  const values = editable(next, current, control.aircraftOf(current.airlineIataCode));
  if (!ctx.unapplied) control.update(id, values, ctx.world.nowMs());
  return { flightId: id, updated: true };
}

/** The documented members of a flight, whatever their case; absent ones are left out. */
function readFlight(body: Json): Partial<Record<keyof WireControlledFlight, unknown>> {
  const byKey = new Map(Object.keys(body).map((key) => [key.toLowerCase(), key]));
  const out: Partial<Record<keyof WireControlledFlight, unknown>> = {};
  for (const field of FIELDS) {
    const key = byKey.get(field.toLowerCase());
    if (key !== undefined) out[field] = body[key];
  }
  return out;
}

/** Values compared as a binder would read them: "180" is 180, "true" is true, "" is null. */
function normal(value: unknown): unknown {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  if (typeof value === "string" && /^(true|false)$/i.test(value.trim())) return value.trim().toLowerCase() === "true";
  return value;
}

const same = (a: unknown, b: unknown): boolean => normal(a) === normal(b);

function hintOf(old: Partial<Record<keyof WireControlledFlight, unknown>>): { date: string; route: FlightRouteQuery } | null {
  const { departureDateTime, originIataCode, destinationIataCode } = old;
  if (typeof departureDateTime !== "string" || typeof originIataCode !== "string" || typeof destinationIataCode !== "string") return null;
  return { date: departureDateTime.slice(0, 10), route: { origin: originIataCode, destination: destinationIataCode } };
}

const MAX_CAPACITY = 999;
const MAX_REMARKS = 500;

/** The new values of the editable fields, checked; a field not sent keeps its value. */
function editable(
  next: Partial<Record<keyof WireControlledFlight, unknown>>,
  current: WireControlledFlight,
  aircraft: readonly number[],
): Pick<WireControlledFlight, EditableField> {
  const capacity = "seatCapacity" in next ? normal(next.seatCapacity) : current.seatCapacity;
  if (typeof capacity !== "number" || !Number.isInteger(capacity) || capacity < 0 || capacity > MAX_CAPACITY) {
    throw exception(`seatCapacity must be a whole number from 0 to ${MAX_CAPACITY}.`);
  }
  const hide = "hideFlightFromSubsidiaryAgencies" in next ? normal(next.hideFlightFromSubsidiaryAgencies) : current.hideFlightFromSubsidiaryAgencies;
  if (typeof hide !== "boolean") throw exception("hideFlightFromSubsidiaryAgencies must be true or false.");
  const aircraftId = "aircraftId" in next ? normal(next.aircraftId) : current.aircraftId;
  if (aircraftId !== null && (typeof aircraftId !== "number" || !aircraft.includes(aircraftId))) {
    throw exception(`aircraftId must be an active aircraft of airline ${current.airlineIataCode}.`);
  }
  const remarks = "publicRemarks" in next ? next.publicRemarks : current.publicRemarks;
  if (remarks !== null && remarks !== undefined && (typeof remarks !== "string" || remarks.length > MAX_REMARKS)) {
    throw exception(`publicRemarks must be text of at most ${MAX_REMARKS} characters.`);
  }
  return { seatCapacity: capacity, hideFlightFromSubsidiaryAgencies: hide, aircraftId, publicRemarks: typeof remarks === "string" && remarks !== "" ? remarks : null };
}
