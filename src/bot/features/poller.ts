import { setTimeout as sleep } from "node:timers/promises";
import { Composer } from "grammy";
import { feedCondition, feedLimits } from "../../domain/feed-health.js";
import type { BotContext } from "../context.js";
import { renderPollerStatus } from "../render/poller.js";
import { onCommand } from "../on-command.js";
import { replyRendered } from "../reply.js";
import { formatOf } from "../format-of.js";

/**
 * /poller (admins): the event feed's health, from the ledger's database, and whether the supplier takes the
 * service account (checked now: one cheap read; a slow supplier is not waited for, the last
 * known state is shown and the check goes on).
 */
export const pollerFeature = new Composer<BotContext>();

/** How long /poller waits for the account check before it answers with what it knew. */
const ACCOUNT_CHECK_WAIT_MS = 3000;

onCommand(pollerFeature, "poller", async (ctx) => {
  const { store, ledger, config, now, watch } = ctx.deps;
  const checked = watch.check().catch((err: unknown) => {
    ctx.log.warn({ err: String(err) }, "the supplier account check failed");
    return watch.state;
  });
  const { leadership } = ctx.deps;
  // A standby's copy of the poller's state is as old as its last lead: the leader's, read now.
  if (leadership && !leadership.leading) await ledger.readBack();
  const waiting = new AbortController();
  const timeUp = sleep(ACCOUNT_CHECK_WAIT_MS, undefined, { signal: waiting.signal }).then(
    () => watch.state,
    () => watch.state,
  );
  const account = await Promise.race([checked, timeUp]);
  waiting.abort();
  const arrivals = ledger.poller.arrivals();
  const view = {
    account,
    source: config.events.source,
    pollSeconds: config.events.pollSeconds,
    status: ledger.poller.status(),
    arrivals,
    // With polling off, nothing is expected from the feed.
    feed: config.events.source === "off" ? ({ kind: "ok" } as const) : feedCondition(arrivals, now().getTime(), feedLimits(config.events)),
    overlapMinutes: config.events.overlapMinutes,
    outbox: await ledger.outbox.stats(),
    subscriptions: store.subscriptions.list(),
    ledger: await ledger.counts(),
    now: now(),
    ...(leadership ? { leader: { leading: leadership.leading, name: leadership.name, leader: await leadership.leader().catch(() => null) } } : {}),
  };
  await replyRendered(ctx, renderPollerStatus(view, ctx.t, await formatOf(ctx)));
});
