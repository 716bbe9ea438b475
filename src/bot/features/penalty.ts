import { Composer } from "grammy";
import { isPnr, isTicketNumber, normalizeCode } from "../../domain/iata.js";
import { printableSnippet } from "../../domain/user-text.js";
import type { BotContext } from "../context.js";
import { onButton } from "../guards.js";
import { escapeHtml } from "../render/html.js";
import { renderPenaltyQuote } from "../render/penalty.js";
import { refundFailureText } from "../render/refund.js";
import { replyRendered } from "../reply.js";
import type { Rendered } from "../render/types.js";
import { settleCall } from "../supplier-call.js";
import { takeQuote } from "../refund/quote.js";
import { refundableTickets } from "../refund/tickets.js";
import { pnrArgument } from "../pnr-argument.js";
import { buttons } from "../buttons.js";
import { onCommand } from "../on-command.js";

export const penaltyFeature = new Composer<BotContext>();

/** /penalty PNR [TICKET ...]: a quote only; nothing is refunded. No tickets: every open ticket. */
onCommand(penaltyFeature, "penalty", async (ctx) => {
  const pnr = await pnrArgument(ctx, "penalty-usage");
  if (!pnr) return;
  const words = ctx.match.trim().split(/\s+/).slice(1);
  const bad = words.find((w) => !isTicketNumber(w));
  if (bad !== undefined) return ctx.reply(ctx.t("penalty-bad-ticket", { text: escapeHtml(printableSnippet(bad)) }));
  await quote(ctx, pnr, [...new Set(words.map(normalizeCode))]);
});

onButton(penaltyFeature, buttons.historyPenalty, "viewer", async (ctx, { pnr }) => {
  await ctx.answerCallbackQuery();
  if (!isPnr(pnr)) return ctx.reply(ctx.t("button-invalid"));
  await quote(ctx, pnr, []);
});

async function quote(ctx: BotContext, pnr: string, asked: string[]): Promise<void> {
  await ctx.replyWithChatAction("typing");
  await replyRendered(ctx, await quoteMessage(ctx, pnr, asked));
}

async function quoteMessage(ctx: BotContext, pnr: string, asked: string[]): Promise<Rendered> {
  let tickets = asked;
  if (tickets.length === 0) {
    const booking = await settleCall(ctx, () => ctx.deps.supplier.getHistory(pnr));
    if (!booking.ok) return { text: refundFailureText(booking.failure, pnr, ctx.t) };
    tickets = refundableTickets(booking.value).map((o) => o.ticket);
    if (tickets.length === 0) return { text: ctx.t("refund-nothing-left", { pnr: escapeHtml(pnr) }) };
  }
  const quoted = await takeQuote(ctx.deps, ctx, pnr, tickets, 1);
  if (!quoted.ok) return { text: refundFailureText(quoted.failure, pnr, ctx.t) };
  return renderPenaltyQuote(pnr, quoted.value, ctx.deps.config.displayTimezone, ctx.t);
}
