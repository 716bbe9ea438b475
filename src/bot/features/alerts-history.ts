import { Composer } from "grammy";
import { isPnr } from "../../domain/iata.js";
import { roleAtLeast } from "../../store/store.js";
import type { BotContext } from "../context.js";
import { onButton } from "../guards.js";
import { ALERT_HISTORY_BUTTON } from "../render/alert.js";
import { renderHistory } from "../render/history.js";
import { escapeHtml } from "../render/html.js";
import { replyLong } from "../reply.js";
import { settleCall } from "../refund/call.js";
import { notShown } from "./history.js";

/**
 * The History button under a booking alert: the booking's history, as /history shows it, in
 * the chat of the alert. In a group the button belongs to the admin who subscribed the group
 * (buttons carry one owner); anyone can still type /history with the PNR.
 */
export const alertHistoryFeature = new Composer<BotContext>();

onButton(alertHistoryFeature, ALERT_HISTORY_BUTTON, "viewer", async (ctx, [pnr]) => {
  if (!pnr || !isPnr(pnr)) return ctx.answerCallbackQuery({ text: ctx.t("button-invalid") });
  await ctx.answerCallbackQuery();
  await ctx.replyWithChatAction("typing");
  const answer = await settleCall(ctx, () => ctx.deps.supplier.getHistory(pnr));
  if (!answer.ok) return ctx.reply(notShown(ctx, answer.failure, "history-not-found", { pnr: escapeHtml(pnr) }), { parse_mode: "HTML" });
  const canRefund = roleAtLeast(ctx.access.role ?? "viewer", "agent") && ctx.chat?.type === "private";
  const view = { pnr, history: answer.value, timeZone: ctx.deps.config.displayTimezone, owner: ctx.from!.id, canRefund };
  for (const page of renderHistory(view, ctx.t)) await replyLong(ctx, page);
});
