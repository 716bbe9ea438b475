import { roleAtLeast } from "../domain/roles.js";
import type { BotContext } from "./context.js";
import { escapeHtml } from "./render/html.js";
import { renderHistory } from "./render/history.js";
import { replyRendered } from "./reply.js";
import { notShown, settleCall } from "./supplier-call.js";

/** A booking's history in this chat, as /history and the alerts' History button show it. */
export async function replyWithHistory(ctx: BotContext, pnr: string): Promise<void> {
  await ctx.replyWithChatAction("typing");
  const answer = await settleCall(ctx, () => ctx.deps.supplier.getHistory(pnr));
  if (!answer.ok) {
    await ctx.reply(notShown(ctx, answer.failure, "history-not-found", { pnr: escapeHtml(pnr) }));
    return;
  }
  const inPrivate = ctx.chat?.type === "private";
  // Refunds are guided flows: agents and admins, in a private chat.
  const canRefund = roleAtLeast(ctx.access.role ?? "viewer", "agent") && inPrivate;
  // A group's members all read along: passengers' ids and contacts stay in private chats.
  const view = { pnr, history: answer.value, timeZone: ctx.deps.config.displayTimezone, owner: ctx.from!.id, canRefund, personal: inPrivate };
  for (const page of renderHistory(view, ctx.t)) await replyRendered(ctx, page);
}
