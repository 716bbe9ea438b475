import { Composer } from "grammy";
import type { BotContext } from "../context.js";
import { renderAircraft } from "../render/aircraft.js";
import { replyLong } from "../reply.js";

export const aircraftFeature = new Composer<BotContext>();

aircraftFeature.command("aircraft", async (ctx) => {
  await ctx.replyWithChatAction("typing");
  const fleet = await ctx.deps.supplier.getAircraft();
  await replyLong(ctx, renderAircraft(fleet, ctx.t));
});
