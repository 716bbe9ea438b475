import { Composer } from "grammy";
import { isPnr } from "../../domain/iata.js";
import type { BotContext } from "../context.js";
import { onButton } from "../guards.js";
import { REFUND_FLOW } from "./refund-flow.js";
import { buttons } from "../buttons.js";
import { onCommand } from "../on-command.js";

export const refundFeature = new Composer<BotContext>();

/** Refunds move money: agents and admins only, in a private chat where no one else can type into the flow. */
onCommand(refundFeature, "refund", async (ctx) => {
  await openRefund(ctx, ctx.match.trim().split(/\s+/)[0]);
});

/** The refund flow, for a PNR or asking for one (the command's, a deep link's); private chats only. */
export async function openRefund(ctx: BotContext, pnr: string | undefined): Promise<void> {
  if (ctx.chat?.type !== "private") return void (await ctx.reply(ctx.t("refund-private-only")));
  await ctx.conversation.enter(REFUND_FLOW, ...(pnr ? [pnr] : []));
}

onButton(refundFeature, buttons.historyRefund, "agent", async (ctx, { pnr }) => {
  await ctx.answerCallbackQuery();
  if (ctx.chat?.type !== "private") return ctx.reply(ctx.t("refund-private-only"));
  if (!isPnr(pnr)) return ctx.reply(ctx.t("button-invalid"));
  // A flow left waiting gives way: nothing was sent in it.
  await ctx.conversation.exitAll();
  await ctx.conversation.enter(REFUND_FLOW, pnr);
});

/** A button of a refund flow that has ended (done, cancelled, timed out): it does nothing, and says so. */
refundFeature.callbackQuery(buttons.refund.pattern, async (ctx) => {
  await ctx.answerCallbackQuery({ text: ctx.t("refund-button-stale"), show_alert: true });
});
