import type { AuthConfig } from "../auth.js";
import type { SimWorld } from "../world.js";

/** What an operation handler gets: the instance's state and settings, the caller and the body. */
export interface OpContext {
  world: SimWorld;
  auth: AuthConfig;
  /** Seconds an event waits before the feed shows it. */
  eventDelaySeconds: number;
  ip: string;
  body: unknown;
}

export type OpHandler = (ctx: OpContext) => object;
