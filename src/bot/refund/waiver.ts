import { roleAtLeast, type Role } from "../../domain/roles.js";

/**
 * Why a refund may be sent as "schedule changed by the airline", which waives the penalty.
 * Written in the refund's audit entry as is. The last is the schedule-change desk's: the ticket
 * is in the supplier's own ChangedSchedulePassengers list.
 */
export const WAIVER_BASES = ["history shows a change", "admin override", "supplier lists a schedule change"] as const;
export type WaiverBasis = (typeof WAIVER_BASES)[number];

/**
 * A booking whose history shows a flight change may be refunded penalty-free by any agent;
 * without one, only an admin may, on their own judgement. null: the reason is not offered.
 */
export function waiverBasis(flightChanged: boolean, role: Role | null): WaiverBasis | null {
  if (flightChanged) return "history shows a change";
  return role !== null && roleAtLeast(role, "admin") ? "admin override" : null;
}
