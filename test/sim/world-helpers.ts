import { CURRENCIES } from "../../src/sim/money.js";
import { createProfile } from "../../src/sim/profile.js";
import { DEFAULT_SEED } from "../../src/sim/server.js";
import { SimWorld, type WorldOptions } from "../../src/sim/world.js";

/** The simulator's state without its HTTP server, for tests that count thousands of sales. */
export function simWorld(now: () => Date, options: Partial<WorldOptions> = {}): SimWorld {
  const seed = options.seed ?? DEFAULT_SEED;
  return new SimWorld({
    seed,
    now,
    currency: CURRENCIES.IRR,
    bulkEvents: 0,
    penaltyRules: createProfile("strict", seed).penaltyRules,
    refundDecisionMs: 120_000,
    flightListLagMs: 0,
    salesHistoryDays: 0,
    ...options,
  });
}
