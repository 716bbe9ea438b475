import type { MiddlewareFn } from "grammy";
import type { BotDeps } from "./context.js";

/**
 * Before anything reads the store for an update: what other instances changed (an approval, a
 * flow's last step, a subscription) is read back first, so that every instance on one PostgreSQL
 * answers as one. With the database away the update is answered from the last copy (one log line
 * per outage): a lost approval for a minute is better than no answer.
 */
export function freshState(deps: Pick<BotDeps, "store" | "logger">): MiddlewareFn {
  let away = false;
  return async (_ctx, next) => {
    try {
      await deps.store.fresh();
      away = false;
    } catch (error) {
      if (!away) deps.logger.warn({ err: error instanceof Error ? error.message : String(error) }, "cannot read the shared state back; answering from the last copy");
      away = true;
    }
    await next();
  };
}
