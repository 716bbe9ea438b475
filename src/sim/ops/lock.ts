import { z } from "zod";
import { authenticate } from "../auth.js";
import { exception, parseRequest } from "../errors.js";
import { LOCK_EXPIRY_MINUTES, lockSeats, releaseLock } from "../sell.js";
import type { WireLockResponse, WireReleaseLockResponse } from "../wire/sell.js";
import type { OpContext } from "./context.js";
import { SegmentSchema, segmentLegs } from "./sell-segments.js";

/** Lock and ReleaseLock (Booking V17): seats held for a party, and given back (sell.ts). */

const count = z.int().min(0);

const LockRequestSchema = z.object({
  Username: z.string(),
  Password: z.string(),
  DepartureSegment: SegmentSchema,
  ReturningSegment: SegmentSchema.nullish(),
  AdultCount: count,
  ChildCount: count,
  InfantCount: count,
  TotalPayable: z.number(),
});

const ReleaseRequestSchema = z.object({ Username: z.string(), Password: z.string(), LockId: z.union([z.number(), z.string()]) });

export function lock(ctx: OpContext): WireLockResponse {
  const req = parseRequest(LockRequestSchema, ctx.body);
  authenticate(ctx.auth, req.Username, req.Password, false);
  const party = { adults: req.AdultCount, children: req.ChildCount, infants: req.InfantCount };
  if (party.adults < 1) throw exception("A lock needs at least one adult.");
  if (party.infants > party.adults) throw exception("Each infant sits on an adult's lap: no more infants than adults.");
  const legs = segmentLegs(ctx.world, req.DepartureSegment, req.ReturningSegment ?? null);
  const held = lockSeats(ctx.world, { ...legs, party }, req.TotalPayable, ctx.fareChangePercent);
  return { DepartureSegmentLockId: held.departure.id, ReturningSegmentLockId: held.returning?.id ?? null, ExpiryInMinute: LOCK_EXPIRY_MINUTES };
}

export function releaseLockOperation(ctx: OpContext): WireReleaseLockResponse {
  const req = parseRequest(ReleaseRequestSchema, ctx.body);
  authenticate(ctx.auth, req.Username, req.Password, false);
  releaseLock(ctx.world, req.LockId);
  return {};
}
