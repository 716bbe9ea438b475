import { Composer } from "grammy";
import type { BotContext } from "../context.js";
import { renderAircraft } from "../render/aircraft.js";
import { replyLong } from "../reply.js";
import { onCommand } from "../commands.js";

export const aircraftFeature = new Composer<BotContext>();

onCommand(aircraftFeature, "aircraft", async (ctx) => {
  await ctx.replyWithChatAction("typing");
  const fleet = await ctx.deps.supplier.getAircraft();
  await replyLong(ctx, renderAircraft(fleet, ctx.t));
});
