import type { AuthConfig } from "../auth.js";
import type { SimWorld } from "../world.js";

/** What an operation handler gets: the instance's state and settings, the caller and the body. */
export interface OpContext {
  world: SimWorld;
  auth: AuthConfig;
  /** Seconds an event waits before the feed shows it (SIM_EVENT_DELAY_SECONDS, or a late-feed fault). */
  eventDelaySeconds: number;
  /** An event every feed answer carries again under its old date (a fault), or null. */
  replayEventId: number | null;
  /** FlightUpdate answers success and changes nothing (the `unapplied` fault). */
  unapplied: boolean;
  /** Book fails at the supplier: nothing issued, GetStatus says why (the `notIssued` fault). */
  notIssued: boolean;
  /** Lock and Book move the fare of the classes asked by this many percent first (the `fareChangePercent` fault), or null. */
  fareChangePercent: number | null;
  ip: string;
  body: unknown;
}

export type OpHandler = (ctx: OpContext) => object;
