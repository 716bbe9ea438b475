import { Composer } from "grammy";
import type { BotContext } from "../context.js";
import { replyWithHistory, replyWithHistoryDetails } from "../booking-history.js";
import { buttons } from "../buttons.js";
import { onButton } from "../guards.js";
import { pnrArgument } from "../pnr-argument.js";
import { onCommand } from "../on-command.js";

export const historyFeature = new Composer<BotContext>();

onCommand(historyFeature, "history", async (ctx) => {
  const pnr = await pnrArgument(ctx, "booking-usage-history");
  if (!pnr) return;
  await replyWithHistory(ctx, pnr);
});

/** Contacts and documents stay behind a button: the history itself is read at a glance. */
onButton(historyFeature, buttons.historyDetails, "viewer", async (ctx, { pnr }) => {
  await ctx.answerCallbackQuery();
  await replyWithHistoryDetails(ctx, pnr);
});
