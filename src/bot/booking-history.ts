import { roleAtLeast } from "../domain/roles.js";
import { bookingSaleOf, type BookingSale } from "../ledger/booking-sale.js";
import type { BotContext } from "./context.js";
import { formatOf } from "./format-of.js";
import { escapeHtml } from "./render/html.js";
import { rejectedRefunds } from "./refund/rejections.js";
import { renderHistory, renderHistoryDetails } from "./render/history.js";
import { replyRendered } from "./reply.js";
import { notShown, settleCall } from "./supplier-call.js";

/** A booking's history in this chat, as /history, the alerts' History button and /status's show it. */
export async function replyWithHistory(ctx: BotContext, pnr: string): Promise<void> {
  await ctx.replyWithChatAction("typing");
  // The ledger is read while the supplier answers; it never rejects.
  const sold = bookingSale(ctx, pnr);
  const rejections = rejectedRefunds(ctx, pnr);
  const answer = await settleCall(ctx, () => ctx.deps.supplier.getHistory(pnr));
  if (!answer.ok) {
    await ctx.reply(notShown(ctx, answer.failure, "history-not-found", { pnr: escapeHtml(pnr) }));
    return;
  }
  const inPrivate = ctx.chat?.type === "private";
  // Refunds are guided flows: agents and admins, in a private chat.
  const canRefund = roleAtLeast(ctx.access.role ?? "viewer", "agent") && inPrivate;
  const sale = await sold;
  const rejected = await rejections;
  // A group's members all read along: passengers' ids and contacts stay in private chats.
  const view = { pnr, history: answer.value, sale, rejected, currency: ctx.deps.config.supplier.currency, now: ctx.deps.now(), owner: ctx.from!.id, canRefund, personal: inPrivate };
  const c = { t: ctx.t, f: await formatOf(ctx) };
  for (const page of renderHistory(view, c)) await replyRendered(ctx, page);
}

/** The details button under a history: contacts, remarks and documents (private chats only). */
export async function replyWithHistoryDetails(ctx: BotContext, pnr: string): Promise<void> {
  const answer = await settleCall(ctx, () => ctx.deps.supplier.getHistory(pnr));
  if (!answer.ok) {
    await ctx.reply(notShown(ctx, answer.failure, "history-not-found", { pnr: escapeHtml(pnr) }));
    return;
  }
  const view = { pnr, history: answer.value, now: ctx.deps.now(), personal: ctx.chat?.type === "private" };
  await replyRendered(ctx, renderHistoryDetails(view, { t: ctx.t, f: await formatOf(ctx) }));
}

/**
 * Who sold the booking and in which currency: GetHistory carries neither, its booking event
 * (FlightBooked) does, and the ledger keeps it. Null when the ledger does not hold the booking
 * or cannot be read: the history is shown without them, never failed.
 */
async function bookingSale(ctx: BotContext, pnr: string): Promise<BookingSale | null> {
  try {
    return await bookingSaleOf(ctx.deps.ledger.db, pnr);
  } catch (err) {
    ctx.log.warn({ err, operation: "ledger" }, "booking sale not read from the ledger for the history");
    return null;
  }
}
