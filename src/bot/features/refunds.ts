import { Composer } from "grammy";
import { stoppedShownSince } from "../../domain/refund-follow.js";
import { listedFollows } from "../../ledger/refund-follow.js";
import type { BotContext } from "../context.js";
import { formatOf } from "../format-of.js";
import { onCommand } from "../on-command.js";
import { REFUNDS_SHOWN, renderRefunds } from "../render/refund-follow.js";
import { replyRendered } from "../reply.js";

/** /refunds: the refunds waiting for the supplier's outcome; an agent's own, every one for an admin. */
export const refundsFeature = new Composer<BotContext>();

onCommand(refundsFeature, "refunds", async (ctx) => {
  const all = ctx.access.role === "admin";
  const now = ctx.deps.now();
  const owner = ctx.from!.id;
  const { rows, total } = await listedFollows(ctx.deps.ledger.db, { ...(all ? {} : { userId: owner }), stoppedSince: stoppedShownSince(now), limit: REFUNDS_SHOWN });
  await replyRendered(ctx, renderRefunds({ rows, total, all, owner, now }, ctx.t, await formatOf(ctx)));
});
