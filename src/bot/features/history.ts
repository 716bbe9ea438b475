import { Composer } from "grammy";
import { isPnr, normalizeCode } from "../../domain/iata.js";
import { printableSnippet } from "../../domain/user-text.js";
import { roleAtLeast } from "../../domain/roles.js";
import type { BotContext } from "../context.js";
import { escapeHtml } from "../render/html.js";
import { renderHistory } from "../render/history.js";
import { replyLong } from "../reply.js";
import { settleCall, type CallFailure } from "../refund/call.js";
import { withTrace } from "../errors.js";

export const historyFeature = new Composer<BotContext>();

historyFeature.command("history", async (ctx) => {
  const pnr = await pnrArgument(ctx, "booking-usage-history");
  if (!pnr) return;
  await replyWithHistory(ctx, pnr);
});

/** A booking's history in this chat, as /history and the alerts' History button show it. */
export async function replyWithHistory(ctx: BotContext, pnr: string): Promise<void> {
  await ctx.replyWithChatAction("typing");
  const answer = await settleCall(ctx, () => ctx.deps.supplier.getHistory(pnr));
  if (!answer.ok) {
    await ctx.reply(notShown(ctx, answer.failure, "history-not-found", { pnr: escapeHtml(pnr) }), { parse_mode: "HTML" });
    return;
  }
  const inPrivate = ctx.chat?.type === "private";
  // Refunds are guided flows: agents and admins, in a private chat.
  const canRefund = roleAtLeast(ctx.access.role ?? "viewer", "agent") && inPrivate;
  // A group's members all read along: passengers' ids and contacts stay in private chats.
  const view = { pnr, history: answer.value, timeZone: ctx.deps.config.displayTimezone, owner: ctx.from!.id, canRefund, personal: inPrivate };
  for (const page of renderHistory(view, ctx.t)) await replyLong(ctx, page);
}

/** The command's first word as a PNR; a usage hint or a clear refusal otherwise (no supplier call). */
export async function pnrArgument(ctx: BotContext & { match: string }, usageKey: string): Promise<string | null> {
  const word = ctx.match.trim().split(/\s+/)[0] ?? "";
  if (word === "") await ctx.reply(ctx.t(usageKey), { parse_mode: "HTML" });
  else if (!isPnr(word)) await ctx.reply(ctx.t("booking-bad-pnr", { text: escapeHtml(printableSnippet(word)) }), { parse_mode: "HTML" });
  else return normalizeCode(word);
  return null;
}

/**
 * A lookup that failed. The interface has no "not found" error: an unknown reference comes
 * back as a generic Exception, so its message is given in one sentence naming what was asked.
 */
export function notShown(ctx: BotContext, failure: CallFailure, key: string, vars: Record<string, string>): string {
  if (failure.type === "failed") return failure.text;
  return withTrace(ctx, ctx.t(key, { ...vars, message: escapeHtml(failure.message ?? failure.code) }), failure.kind, failure.traceId);
}
