import { Composer } from "grammy";
import { isPnr } from "../../domain/iata.js";
import type { BotContext } from "../context.js";
import { onButton } from "../guards.js";
import { replyWithHistory } from "../booking-history.js";
import { buttons } from "../buttons.js";

/**
 * The History button under a booking alert: the booking's history, as /history shows it, in
 * the chat of the alert. In a group the button belongs to the admin who subscribed the group
 * (buttons carry one owner); anyone can still type /history with the PNR.
 */
export const alertHistoryFeature = new Composer<BotContext>();

onButton(alertHistoryFeature, buttons.alertHistory, "viewer", async (ctx, { pnr }) => {
  if (!isPnr(pnr)) return ctx.answerCallbackQuery({ text: ctx.t("button-invalid") });
  await ctx.answerCallbackQuery();
  await replyWithHistory(ctx, pnr);
});
