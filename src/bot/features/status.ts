import { Composer } from "grammy";
import { isLocalRef, normalizeLocalRef } from "../../domain/iata.js";
import { printableSnippet } from "../../domain/user-text.js";
import type { BotContext } from "../context.js";
import { escapeHtml } from "../render/html.js";
import { renderStatus } from "../render/status.js";
import { replyRendered } from "../reply.js";
import { notShown, settleCall } from "../supplier-call.js";
import { onCommand } from "../on-command.js";

export const statusFeature = new Composer<BotContext>();

/** /status REF: the outcome of a booking request that got no answer (GetStatus). */
onCommand(statusFeature, "status", async (ctx) => {
  const word = ctx.match.trim().split(/\s+/)[0] ?? "";
  if (word === "") return ctx.reply(ctx.t("booking-usage-status"));
  if (!isLocalRef(word)) return ctx.reply(ctx.t("booking-bad-ref", { text: escapeHtml(printableSnippet(word)) }));
  const ref = normalizeLocalRef(word);
  await ctx.replyWithChatAction("typing");
  const answer = await settleCall(ctx, () => ctx.deps.supplier.getStatus(ref));
  if (!answer.ok) return ctx.reply(notShown(ctx, answer.failure, "status-not-found", { ref: escapeHtml(ref) }));
  // A group's members all read along: passengers' ids stay in private chats.
  await replyRendered(ctx, renderStatus(ref, answer.value, ctx.t, ctx.chat?.type === "private"));
});
