import { Composer } from "grammy";
import type { BotContext } from "../context.js";
import { requireRole } from "../guards.js";
import { renderPollerStatus } from "../render/poller.js";

/**
 * /poller (admins): the event feed's health, from the store, and whether the supplier takes the
 * service account (checked now: one cheap read).
 */
export const pollerFeature = new Composer<BotContext>();

pollerFeature.command("poller", requireRole("admin"), async (ctx) => {
  const { store, config, now, watch } = ctx.deps;
  const account = await watch.check();
  const view = {
    account,
    source: config.events.source,
    pollSeconds: config.events.pollSeconds,
    status: store.poller.status(),
    outbox: store.outbox.stats(),
    subscriptions: store.subscriptions.list(),
    now: now(),
    timeZone: config.displayTimezone,
  };
  await ctx.reply(renderPollerStatus(view, ctx.t).text, { parse_mode: "HTML" });
});
