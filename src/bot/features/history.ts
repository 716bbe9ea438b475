import { Composer } from "grammy";
import type { BotContext } from "../context.js";
import { replyWithHistory } from "../booking-history.js";
import { pnrArgument } from "../pnr-argument.js";
import { onCommand } from "../on-command.js";

export const historyFeature = new Composer<BotContext>();

onCommand(historyFeature, "history", async (ctx) => {
  const pnr = await pnrArgument(ctx, "booking-usage-history");
  if (!pnr) return;
  await replyWithHistory(ctx, pnr);
});
