import { Composer } from "grammy";
import type { BotContext } from "../context.js";
import { renderAircraft } from "../render/aircraft.js";
import { replyRendered } from "../reply.js";
import { onCommand } from "../on-command.js";
import { formatOf } from "../format-of.js";

export const aircraftFeature = new Composer<BotContext>();

onCommand(aircraftFeature, "aircraft", async (ctx) => {
  await ctx.replyWithChatAction("typing");
  const fleet = await ctx.deps.supplier.getAircraft();
  await replyRendered(ctx, renderAircraft(fleet, ctx.t, await formatOf(ctx)));
});
