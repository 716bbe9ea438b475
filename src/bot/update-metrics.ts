import type { Context, MiddlewareFn } from "grammy";
import type { Metrics } from "../metrics/metrics.js";
import { KNOWN_COMMANDS } from "./command-table.js";

/**
 * What an update is, as a metric's label: a command of the table by its name, or one of a few
 * words. Never the text itself: a mistyped command would make a series per typo (and may carry a
 * name or a PNR).
 */
export function updateLabel(ctx: Pick<Context, "update">): string {
  const { update } = ctx;
  if (update.callback_query) return "button";
  if (update.my_chat_member) return "chat_member";
  if (update.inline_query) return "inline";
  const message = update.message;
  if (!message) return "other";
  const entity = message.entities?.[0];
  if (entity?.type !== "bot_command" || entity.offset !== 0) return "message";
  // "/Search@FlightDeskBot" -> "search"
  const name = message.text!.slice(1, entity.length).split("@")[0]!.toLowerCase();
  return KNOWN_COMMANDS.has(name) ? name : "unknown_command";
}

/**
 * Times each update's handling, from the top of the middleware (so a chat's wait behind its own
 * previous update counts, as the user feels it); one that failed is counted by bot.catch.
 */
export function updateMetrics(metrics: Metrics): MiddlewareFn<Context> {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      metrics.update(updateLabel(ctx), (performance.now() - started) / 1000);
    }
  };
}
