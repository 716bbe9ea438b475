import type { MiddlewareFn } from "grammy";
import type { BotDeps, FlowContext } from "./context.js";
import { resolveAccess } from "./access.js";
import { newRef } from "./errors.js";

/**
 * The per-update extras of the context: deps, a reference id, a child logger carrying it, and
 * who is asking. Installed at the top of the bot and again inside guided flows, whose context
 * is rebuilt from scratch; `logFields` tells their log lines apart.
 */
export function updateContext(deps: BotDeps, logFields: Record<string, unknown> = {}): MiddlewareFn<FlowContext> {
  return async (ctx, next) => {
    ctx.deps = deps;
    ctx.ref = newRef();
    ctx.log = deps.logger.child({ ref: ctx.ref, update: ctx.update.update_id, user: ctx.from?.id, chat: ctx.chat?.id, ...logFields });
    ctx.access = resolveAccess(deps, ctx.from?.id);
    await next();
  };
}
