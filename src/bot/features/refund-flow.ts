import { quoteIsStale, type RefundQuote, type RefundReason } from "../../domain/refund.js";
import { isPnr, normalizeCode } from "../../domain/iata.js";
import { printableSnippet } from "../../domain/user-text.js";
import { roleAtLeast } from "../../domain/roles.js";
import type { FlowContext } from "../context.js";
import type { Flow, FlowConversation } from "../flows.js";
import { escapeHtml } from "../render/html.js";
import {
  ACTION,
  REASON_STEP,
  REMARKS_STEP,
  TICKETS_STEP,
  refundFailureText,
  renderConflict,
  renderPenaltyChanged,
  renderReasonPrompt,
  renderRefundDone,
  renderRemarksPrompt,
  renderSummary,
  renderTicketPicker,
  requoteStep,
  summaryStep,
} from "../render/refund.js";
import type { Rendered } from "../render/types.js";
import { settleCall } from "../supplier-call.js";
import { executeRefund } from "../refund/execute.js";
import { RefundLedger } from "../refund/ledger.js";
import { takeQuote } from "../refund/quote.js";
import { refundBooking, type TicketOption } from "../refund/tickets.js";
import { waiverBasis, type WaiverBasis } from "../refund/waiver.js";
import { displayName } from "../render/display-name.js";
import { buttons } from "../buttons.js";

export const REFUND_FLOW = "refund";

/** Remarks go to the supplier as free text; a page of it is plenty. */
const REMARKS_MAX = 500;

/**
 * /refund: PNR -> tickets -> reason -> quote -> remarks -> summary -> Confirm -> DoRefund once.
 * Every supplier call, clock reading and store write is a `conversation.external`, so the
 * replay after each update (and after a restart) reuses their results. Confirm checks the
 * quote's age on the bot's clock and takes a new one when it is older than 10 minutes.
 */
export const refundFlow: Flow = {
  id: REFUND_FLOW,
  role: "agent",
  build: (deps) => {
    const ledger = new RefundLedger(deps.store, deps.now);
    return async (conversation, ctx, pnrArg) => {
      const owner = ctx.from!.id;
      const say = (r: Rendered) => ctx.reply(r.text, { parse_mode: "HTML", ...(r.keyboard ? { reply_markup: r.keyboard } : {}) });
      const pnr = await askPnr(conversation, ctx, pnrArg);

      // Only what the flow needs is kept: the flow's state (with this result) is saved in the data file.
      const booking = await conversation.external((o) => settleCall(o, async () => refundBooking(await deps.supplier.getHistory(pnr))));
      if (!booking.ok) return say({ text: refundFailureText(booking.failure, pnr, ctx.t) });
      const options = booking.value.tickets;
      if (options.length === 0) return say({ text: ctx.t("refund-nothing-left", { pnr: escapeHtml(pnr) }) });

      const tickets = await pickTickets(conversation, ctx, pnr, options);
      if (!tickets) return;
      const offered = waiverBasis(booking.value.flightChanged, await conversation.external((o) => o.access.role));
      const reason = await pickReason(conversation, ctx, pnr, offered);
      if (!reason) return;
      const waiver = reason === 2 ? offered : null;

      const quoteFor = async (): Promise<RefundQuote | null> => {
        await ctx.replyWithChatAction("typing");
        const quoted = await conversation.external((o) => takeQuote(deps, o, pnr, tickets, reason));
        if (quoted.ok) return quoted.value;
        await say({ text: refundFailureText(quoted.failure, pnr, ctx.t) });
        return null;
      };
      let quote = await quoteFor();
      if (!quote) return;
      const remarks = await askRemarks(conversation, ctx);
      if (remarks === undefined) return;

      const timeZone = deps.config.displayTimezone;
      for (let version = 1; ; version++) {
        await say(renderSummary({ pnr, quote, remarks, timeZone, version }, owner, ctx.t));
        const { c, action } = await waitButton(conversation, summaryStep(version));
        await c.answerCallbackQuery();
        await c.editMessageReplyMarkup();
        if (action !== ACTION.confirm) return ctx.reply(ctx.t("cancel-done"));
        // An agent demoted since the flow began cannot confirm. Read through `external`: a replay
        // must take the branch it took the first time, whatever the role is by then.
        const role = (await conversation.external((o) => o.access.role)) ?? "viewer";
        if (!roleAtLeast(role, "agent")) return ctx.reply(ctx.t("role-too-low", { role: ctx.t("role-agent"), current: ctx.t(`role-${role}`) }));
        // An admin's override is theirs: one demoted since may not send it.
        if (waiver === "admin override" && !roleAtLeast(role, "admin")) return ctx.reply(ctx.t("role-too-low", { role: ctx.t("role-admin"), current: ctx.t(`role-${role}`) }));
        const nowMs = await conversation.external(() => deps.now().getTime());
        if (quoteIsStale(quote.takenAtMs, nowMs)) {
          await ctx.reply(ctx.t("refund-quote-stale"));
          if (!(quote = await quoteFor())) return;
          continue;
        }
        const order = { pnr, quote, remarks, userId: owner, userName: displayName(ctx.from!), waiver };
        await ctx.replyWithChatAction("typing");
        const outcome = await conversation.external((o) => executeRefund(deps, ledger, o, order));
        if (outcome.result === "ok") return say(renderRefundDone(pnr, outcome.trackingCode, outcome.unrecordedRef, ctx.t));
        if (outcome.result === "blocked") return say(renderConflict(pnr, outcome.conflict, timeZone, ctx.t));
        if (outcome.result === "unknown") return say({ text: ctx.t("refund-unknown", { pnr: escapeHtml(pnr) }) });
        if (outcome.failure.type !== "supplier" || outcome.failure.kind !== "PenaltyMismatch") {
          return say({ text: refundFailureText(outcome.failure, pnr, ctx.t) });
        }
        // Error1009: nothing was refunded; a new quote, on request, leads to a new summary.
        await say(renderPenaltyChanged(owner, version, ctx.t));
        const retry = await waitButton(conversation, requoteStep(version));
        await retry.c.answerCallbackQuery();
        await retry.c.editMessageReplyMarkup();
        if (retry.action !== ACTION.requote) return ctx.reply(ctx.t("cancel-done"));
        if (!(quote = await quoteFor())) return;
      }
    };
  },
};

async function askPnr(conversation: FlowConversation, ctx: FlowContext, given: string | undefined): Promise<string> {
  if (given !== undefined && isPnr(given)) return normalizeCode(given);
  if (given !== undefined) await ctx.reply(badPnr(ctx, given), { parse_mode: "HTML" });
  await ctx.reply(ctx.t("refund-ask-pnr"), { parse_mode: "HTML" });
  for (;;) {
    const { c, value } = await waitUntil(conversation, (u) => u.message?.text);
    if (isPnr(value)) return normalizeCode(value);
    await c.reply(badPnr(ctx, value), { parse_mode: "HTML" });
  }
}

function badPnr(ctx: FlowContext, text: string): string {
  return ctx.t("booking-bad-pnr", { text: escapeHtml(printableSnippet(text)) });
}

/** Toggle buttons per ticket, select all, continue; null when cancelled. */
async function pickTickets(conversation: FlowConversation, ctx: FlowContext, pnr: string, options: TicketOption[]): Promise<string[] | null> {
  const selected = new Set<number>(options.length === 1 ? [0] : []);
  const render = () => renderTicketPicker(pnr, options, selected, ctx.from!.id, ctx.t);
  const first = render();
  await ctx.reply(first.text, { parse_mode: "HTML", reply_markup: first.keyboard! });
  for (;;) {
    const { c, action } = await waitButton(conversation, TICKETS_STEP);
    if (action === ACTION.cancel || action === ACTION.go) {
      if (action === ACTION.go && selected.size === 0) {
        await c.answerCallbackQuery({ text: ctx.t("refund-pick-one") });
        continue;
      }
      await c.answerCallbackQuery();
      await c.editMessageReplyMarkup();
      if (action === ACTION.go) return [...selected].sort((a, b) => a - b).map((i) => options[i]!.ticket);
      await c.reply(ctx.t("cancel-done"));
      return null;
    }
    if (action === ACTION.all) {
      const all = selected.size === options.length;
      options.forEach((_, i) => (all ? selected.delete(i) : selected.add(i)));
    } else {
      const i = parseInt(action, 36);
      if (!(i >= 0 && i < options.length)) {
        await c.answerCallbackQuery({ text: ctx.t("button-invalid") });
        continue;
      }
      if (!selected.delete(i)) selected.add(i);
    }
    await c.answerCallbackQuery();
    const next = render();
    await c.editMessageText(next.text, { parse_mode: "HTML", reply_markup: next.keyboard! });
  }
}

/**
 * The reason; null when cancelled. "Schedule changed by the airline" waives the penalty: it is
 * offered only on a basis (waiver.ts), and a forged button for it is refused.
 */
async function pickReason(conversation: FlowConversation, ctx: FlowContext, pnr: string, waiver: WaiverBasis | null): Promise<RefundReason | null> {
  const prompt = renderReasonPrompt(ctx.from!.id, waiver !== null, ctx.t);
  await ctx.reply(prompt.text, { parse_mode: "HTML", reply_markup: prompt.keyboard! });
  let { c, action } = await waitButton(conversation, REASON_STEP);
  while (action === "2" && waiver === null) {
    c.log.warn({ pnr }, "refused a schedule-change refund that was not offered: no flight change in the booking's history");
    await c.answerCallbackQuery({ text: ctx.t("refund-schedule-not-offered"), show_alert: true });
    ({ c, action } = await waitButton(conversation, REASON_STEP));
  }
  await c.answerCallbackQuery();
  if (action !== "1" && action !== "2") {
    await c.editMessageReplyMarkup();
    await c.reply(ctx.t("cancel-done"));
    return null;
  }
  await c.editMessageText(ctx.t("refund-reason-chosen", { reason: ctx.t(`refund-reason-${action}`) }), { parse_mode: "HTML" });
  return action === "1" ? 1 : 2;
}

/** Typed remarks, or null with Skip; undefined when cancelled. */
async function askRemarks(conversation: FlowConversation, ctx: FlowContext): Promise<string | null | undefined> {
  const prompt = renderRemarksPrompt(ctx.from!.id, ctx.t);
  await ctx.reply(prompt.text, { parse_mode: "HTML", reply_markup: prompt.keyboard! });
  for (;;) {
    const { c, value } = await waitUntil(conversation, (u) => u.message?.text ?? buttonAction(u, REMARKS_STEP));
    if (c.callbackQuery) {
      await c.answerCallbackQuery();
      await c.editMessageReplyMarkup();
      if (value === ACTION.skip) return null;
      await c.reply(ctx.t("cancel-done"));
      return undefined;
    }
    const remarks = value.trim();
    if (remarks !== "" && remarks.length <= REMARKS_MAX) return remarks;
    await c.reply(ctx.t("refund-remarks-too-long", { max: String(REMARKS_MAX) }));
  }
}

function buttonAction(u: FlowContext, step: string): string | undefined {
  const pressed = buttons.refund.unpack(u.callbackQuery?.data)?.fields;
  return pressed?.step === step ? pressed.action : undefined;
}

async function waitButton(conversation: FlowConversation, step: string): Promise<{ c: FlowContext; action: string }> {
  const { c, value } = await waitUntil(conversation, (u) => buttonAction(u, step));
  return { c, action: value };
}

/**
 * The next update this step accepts. Buttons of other features (the ones under /history) go
 * on to their handlers; a button of an older step of this flow, or text where a button is
 * expected, gets a hint and is dropped.
 */
async function waitUntil(conversation: FlowConversation, accept: (u: FlowContext) => string | undefined): Promise<{ c: FlowContext; value: string }> {
  const c = await conversation.wait();
  const value = accept(c);
  if (value !== undefined) return { c, value };
  if (c.callbackQuery && !buttons.refund.is(c.callbackQuery.data)) return conversation.skip({ next: true });
  if (c.callbackQuery) await c.answerCallbackQuery({ text: c.t("refund-button-stale"), show_alert: true });
  else await c.reply(c.t("refund-use-buttons"));
  return conversation.skip({ next: false });
}
