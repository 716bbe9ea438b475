import { z } from "zod";
import { authenticate, requireTrustedIp } from "../auth.js";
import { SUPPLIER_NAME } from "../data/airlines.js";
import { exception, parseRequest } from "../errors.js";
import type { StoredEvent } from "../feed/store.js";
import { formatSeconds, parseSeconds } from "../time.js";
import type { WireEvent, WireEventsResponse } from "../wire/events.js";
import type { OpContext } from "./context.js";

/**
 * Event retrieval. Both views serve the same feed; they differ as the interface says they do,
 * "very similar but not identical": B2M (head office) adds TenantName, the name of the supplier
 * system the event comes from, to every Data object. B2B carries credentials; B2M does not.
 * Range bounds are inclusive; an empty or absent EventTypeList means every type.
 */
export const MAX_EVENTS = 5000;

const rangeShape = {
  FromDatetime: z.string(),
  ToDatetime: z.string(),
  EventTypeList: z.array(z.string()).nullish(),
};
const B2mRequestSchema = z.object(rangeShape);
const B2bRequestSchema = z.object({ Username: z.string(), Password: z.string(), ...rangeShape });

type View = "B2M" | "B2B";

function bound(text: string, field: string): number {
  const ms = parseSeconds(text);
  if (ms === null) throw exception(`${field} must be a UTC time in the form yyyy-MM-dd HH:mm:ss.`);
  return ms;
}

function answer(ctx: OpContext, view: View, req: z.infer<typeof B2mRequestSchema>): WireEventsResponse {
  const fromMs = bound(req.FromDatetime, "FromDatetime");
  const toMs = bound(req.ToDatetime, "ToDatetime");
  const types = req.EventTypeList ? new Set(req.EventTypeList) : null;
  const events = ctx.world.events.query({
    fromMs,
    toMs,
    types,
    visibleUntilMs: ctx.world.nowMs() - ctx.eventDelaySeconds * 1000,
    limit: MAX_EVENTS,
  });
  const replayed = ctx.replayEventId === null ? undefined : ctx.world.events.byId(ctx.replayEventId);
  // Served again first (the oldest), as a supplier re-sending an old event does, within the page limit.
  const again = replayed && events.length < MAX_EVENTS && !events.includes(replayed) && ctx.world.events.matches(replayed, types) ? [replayed] : [];
  return { EventList: [...again, ...events].map((event) => wire(event, view)) };
}

function wire(event: StoredEvent, view: View): WireEvent {
  const data = event.data();
  return {
    Id: event.id,
    Type: event.type,
    CreateDateTime: formatSeconds(event.createdMs),
    Data: view === "B2M" ? { ...data, TenantName: SUPPLIER_NAME } : data,
  };
}

export function b2mGetEvents(ctx: OpContext): WireEventsResponse {
  requireTrustedIp(ctx.auth, ctx.ip);
  return answer(ctx, "B2M", parseRequest(B2mRequestSchema, ctx.body));
}

export function b2bGetEvents(ctx: OpContext): WireEventsResponse {
  requireTrustedIp(ctx.auth, ctx.ip);
  const req = parseRequest(B2bRequestSchema, ctx.body);
  authenticate(ctx.auth, req.Username, req.Password, false);
  return answer(ctx, "B2B", req);
}
