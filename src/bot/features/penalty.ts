import { Composer } from "grammy";
import { isPnr, isTicketNumber, normalizeCode } from "../../domain/iata.js";
import { roleAtLeast } from "../../domain/roles.js";
import { printableSnippet } from "../../domain/user-text.js";
import type { BotContext } from "../context.js";
import { formatOf } from "../format-of.js";
import { onButton } from "../guards.js";
import { escapeHtml } from "../render/html.js";
import { renderPenaltyAllHeld, renderPenaltyQuote } from "../render/penalty.js";
import { refundFailureText } from "../render/refund.js";
import { replyRendered } from "../reply.js";
import type { Rendered } from "../render/types.js";
import { settleCall } from "../supplier-call.js";
import { refundLedgerOf } from "../refund/ledger.js";
import { takeQuote } from "../refund/quote.js";
import { openTickets, refundableTickets } from "../refund/tickets.js";
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
  if (bad !== undefined) {
    const f = await formatOf(ctx);
    return ctx.reply(ctx.t("penalty-bad-ticket", { text: escapeHtml(printableSnippet(bad)), min: f.num(10), max: f.num(15) }));
  }
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

/**
 * The booking is read first: it names each ticket's leg, and a ticket it no longer lists is
 * named without asking GetPenalty. A ticket a refund attempt holds (done, under way, outcome
 * unknown) is shown as such and not quoted: GetPenalty would refuse the whole request for it.
 */
async function quoteMessage(ctx: BotContext, pnr: string, asked: string[]): Promise<Rendered> {
  const c = { t: ctx.t, f: await formatOf(ctx) };
  const booking = await settleCall(ctx, () => ctx.deps.supplier.getHistory(pnr));
  if (!booking.ok) return { text: refundFailureText(booking.failure, pnr, ctx.t) };
  const all = refundableTickets(booking.value, await refundLedgerOf(ctx.deps).held(pnr));
  const missing = asked.find((ticket) => !all.some((o) => o.ticket === ticket));
  if (missing !== undefined) return { text: ctx.t("refund-error-1017-ticket", { pnr: escapeHtml(pnr), ticket: escapeHtml(missing) }) };
  if (all.length === 0) return { text: ctx.t("refund-nothing-left", { pnr: escapeHtml(pnr) }) };
  const chosen = asked.length === 0 ? all : all.filter((o) => asked.includes(o.ticket));
  const held = chosen.filter((o) => o.hold !== undefined);
  const open = openTickets(chosen).map((o) => o.ticket);
  if (open.length === 0) return renderPenaltyAllHeld(pnr, held, c);
  const quoted = await takeQuote(ctx.deps, ctx, pnr, open, 1);
  if (!quoted.ok) return { text: refundFailureText(quoted.failure, pnr, ctx.t, open) };
  const role = ctx.access.role;
  const mayRefund = ctx.chat?.type === "private" && role !== null && roleAtLeast(role, "agent");
  return renderPenaltyQuote(
    { pnr, quote: quoted.value, tickets: all, currency: ctx.deps.config.supplier.currency, held, refundOwner: mayRefund ? ctx.from!.id : null },
    c,
  );
}
