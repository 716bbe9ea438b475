import { lineFromPenalty, scheduleChangeLine, type RefundLine, type RefundQuote, type RefundReason } from "../../domain/refund.js";
import type { BotDeps, CallContext } from "../context.js";
import { settleCall, type CallResult } from "../supplier-call.js";
import { refundableTickets } from "./tickets.js";

/**
 * Takes a quote for the tickets. Reason 1: GetPenalty, whose figures are kept exactly.
 * Reason 2: no GetPenalty (the penalty is 0 by rule); the booking is read again so that a ticket
 * refunded meanwhile is caught before Confirm, just as GetPenalty would catch it.
 */
export async function takeQuote(deps: BotDeps, ctx: CallContext, pnr: string, tickets: string[], reason: RefundReason): Promise<CallResult<RefundQuote>> {
  const takenAtMs = deps.now().getTime();
  if (reason === 1) {
    const answer = await settleCall(ctx, () => deps.supplier.getPenalty(pnr, tickets));
    if (!answer.ok) return answer;
    const lines = inTicketOrder(tickets, answer.value.PassengerList.map(lineFromPenalty));
    return lines ? { ok: true, value: { reason, lines, isNoShow: answer.value.IsNoShow, takenAtMs } } : incomplete(ctx);
  }
  const booking = await settleCall(ctx, () => deps.supplier.getHistory(pnr));
  if (!booking.ok) return booking;
  const open = refundableTickets(booking.value);
  const chosen = tickets.map((ticket) => open.find((o) => o.ticket === ticket));
  const missing = tickets.find((_, i) => chosen[i] === undefined);
  if (missing !== undefined) {
    // Gone from the booking's latest state: refunded meanwhile. The same words as Error1017, naming the ticket.
    const message = `Ticket ${missing} is not an open ticket of booking ${pnr}.`;
    return { ok: false, failure: { type: "supplier", kind: "TicketNotFound", code: "Error1017-TicketNumberNotFound", message, traceId: null } };
  }
  const lines = chosen.map((o) => scheduleChangeLine(o!.ticket, o!.passenger, o!.saleTotal));
  return { ok: true, value: { reason, lines, isNoShow: false, takenAtMs } };
}

/** One line per requested ticket, in the order asked; null when the answer does not cover them exactly. */
function inTicketOrder(tickets: string[], lines: RefundLine[]): RefundLine[] | null {
  if (lines.length !== tickets.length) return null;
  const ordered = tickets.map((ticket) => lines.find((l) => l.ticketNumber === ticket));
  return ordered.every((l): l is RefundLine => l !== undefined) ? ordered : null;
}

function incomplete(ctx: CallContext): CallResult<RefundQuote> {
  ctx.log.warn("GetPenalty did not answer for exactly the tickets asked");
  return { ok: false, failure: { type: "failed", outcomeUnknown: false, text: ctx.t("refund-quote-incomplete", { ref: ctx.ref }), ref: ctx.ref } };
}
