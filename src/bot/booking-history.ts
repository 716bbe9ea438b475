import { roleAtLeast } from "../domain/roles.js";
import { parseUtc } from "./render/format.js";
import { FLIGHT_BOOKED, eventFamily } from "../supplier/schemas/events.js";
import type { BotContext } from "./context.js";
import { formatOf } from "./format-of.js";
import { escapeHtml } from "./render/html.js";
import { renderHistory, renderHistoryDetails, type BookingSale } from "./render/history.js";
import { replyRendered } from "./reply.js";
import { notShown, settleCall } from "./supplier-call.js";

/** A booking's history in this chat, as /history, the alerts' History button and /status's show it. */
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
  const sale = await bookingSale(ctx, pnr, answer.value.History_InitialBooking.BookingDateTime);
  // A group's members all read along: passengers' ids and contacts stay in private chats.
  const view = { pnr, history: answer.value, sale, currency: ctx.deps.config.supplier.currency, now: ctx.deps.now(), owner: ctx.from!.id, canRefund, personal: inPrivate };
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

/** The booking event is looked for this long before and after the booking time. */
const SALE_WINDOW_BEFORE_MS = 2 * 60_000;
const SALE_WINDOW_AFTER_MS = 10 * 60_000;
/** History is shown without the sale's agency, seller and currency rather than kept waiting. */
const SALE_WAIT_MS = 4000;

/**
 * Who sold the booking and in which currency: GetHistory carries neither, its booking event
 * (FlightBooked) does. Read from the event feed around the booking time; null when the feed is
 * off, slow, failing, or no longer has the event. Never fails the history.
 */
export async function bookingSale(ctx: BotContext, pnr: string, bookedAt: string): Promise<BookingSale | null> {
  const source = ctx.deps.config.events.source;
  const at = parseUtc(bookedAt);
  if (source === "off" || !at) return null;
  const lookup = ctx.deps.supplier
    .getEvents(source, { from: new Date(at.getTime() - SALE_WINDOW_BEFORE_MS), to: new Date(at.getTime() + SALE_WINDOW_AFTER_MS), types: [FLIGHT_BOOKED] })
    .then((page) => {
      for (const event of page.events) {
        if (event.family !== "booked" || eventFamily(event.Type) !== eventFamily(FLIGHT_BOOKED) || event.Data.Pnr !== pnr) continue;
        const d = event.Data;
        return { agency: d.ReserveForAgencyName ?? null, seller: d.ReserveByUserName ?? d.ReserveForUserName ?? null, currency: d.SaleCurrency.Code || null };
      }
      return null;
    })
    .catch((err: unknown) => {
      ctx.log.warn({ err, operation: "GetEvents" }, "booking event not read for the history");
      return null;
    });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), SALE_WAIT_MS)));
  try {
    return await Promise.race([lookup, late]);
  } finally {
    clearTimeout(timer);
  }
}
