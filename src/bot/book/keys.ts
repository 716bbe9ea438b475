/**
 * The two names of a booking in the making: its hold (the lock's ids, the ledger's key) and the
 * YourLocalInventoryPnr of each Book (GetStatus finds the outcome by it).
 */
import { randomBytes } from "node:crypto";
import type { LockId, LockResponse } from "../../supplier/client.js";

/**
 * The simulator's seeded bookings and fixtures already use FD-<n>, and a reference the supplier
 * saw once is refused for good (Error1007): ours start with FDK- and carry the time and 32 random
 * bits, so two instances or two restarts never make the same one.
 */
export const REFERENCE_PREFIX = "FDK-";

export function newReference(now: Date): string {
  const random = randomBytes(4).readUInt32BE(0).toString(36).padStart(7, "0");
  return `${REFERENCE_PREFIX}${now.getTime().toString(36)}${random}`.toUpperCase();
}

/** The lock's ids as sent (a number or its text), as JSON: one hold, and the ids ReleaseLock takes back. */
export function holdKey(lock: LockResponse): string {
  return JSON.stringify(lock.ReturningSegmentLockId === null ? [lock.DepartureSegmentLockId] : [lock.DepartureSegmentLockId, lock.ReturningSegmentLockId]);
}

export function lockIdsOf(hold: string): LockId[] {
  const ids: unknown = JSON.parse(hold);
  return Array.isArray(ids) ? ids.filter((id): id is LockId => typeof id === "string" || typeof id === "number") : [];
}
