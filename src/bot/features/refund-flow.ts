import { QUOTE_MAX_AGE_MS, quoteIsStale, type RefundQuote, type RefundReason } from "../../domain/refund.js";
import { isPnr, normalizeCode } from "../../domain/iata.js";
import { printableSnippet } from "../../domain/user-text.js";
import { roleAtLeast } from "../../domain/roles.js";
import type { BotDeps, FlowContext } from "../context.js";
import { accept, answer, refuse, type Reading } from "../flow-ask.js";
import type { Flow, FlowConversation } from "../flows.js";
import { escapeHtml } from "../render/html.js";
import { formatOf } from "../format-of.js";
import type { RefundWords } from "../render/penalty.js";
import {
  ACTION,
  REASON_STEP,
  REMARKS_STEP,
  TICKETS_STEP,
  refundFailureText,
  renderRefundUnknown,
  renderAllHeld,
  renderConflict,
  renderPenaltyChanged,
  renderReasonPrompt,
  renderRefundDone,
  renderRemarksPrompt,
  renderSummary,
  renderSummaryStatus,
  renderTicketPicker,
  type SummaryStatus,
  type SummaryView,
  requoteStep,
  summaryStep,
} from "../render/refund.js";
import { settleCall } from "../supplier-call.js";
import { executeRefund, type RefundOutcome } from "../refund/execute.js";
import { refundLedgerOf, type RefundLedger } from "../refund/ledger.js";
import { takeQuote } from "../refund/quote.js";
import { openTickets, refundBooking, type RefundBooking, type TicketOption } from "../refund/tickets.js";
import { waiverBasis, type WaiverBasis } from "../refund/waiver.js";
import { displayName } from "../render/display-name.js";
import { oneLine } from "../render/history-parts.js";
import { buttons } from "../buttons.js";
import { replyRendered } from "../reply.js";

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
    const ledger = refundLedgerOf(deps);
    return async (conversation, ctx, pnrArg) => {
      let pnr = await askPnr(conversation, ctx, pnrArg);
      const c: RefundWords = { t: ctx.t, f: await formatOf(ctx) };
      let booking = await loadBooking(conversation, deps, ledger, ctx, c, pnr);
      // A PNR the supplier does not know (mistyped): asked again in the same flow.
      while (booking === "unknown") {
        pnr = await askPnr(conversation, ctx, undefined, false);
        booking = await loadBooking(conversation, deps, ledger, ctx, c, pnr);
      }
      if (!booking) return;
      const tickets = await pickTickets(conversation, ctx, c, pnr, booking.tickets);
      if (!tickets) return;
      const offered = waiverBasis(booking.flightChanged, await conversation.external((o) => o.access.role));
      const reason = await pickReason(conversation, ctx, pnr, offered);
      if (!reason) return;
      const r: Refunding = { conversation, ctx, c, deps, ledger, pnr, booking, tickets, reason, waiver: reason === 2 ? offered : null };
      const quote = await quoteFor(r);
      if (!quote) return;
      const remarks = await askRemarks(conversation, ctx, c);
      if (remarks === undefined) return;
      await confirmLoop(r, quote, remarks);
    };
  },
};

/** What the steps after the reason share. */
interface Refunding {
  conversation: FlowConversation;
  ctx: FlowContext;
  c: RefundWords;
  deps: BotDeps;
  ledger: RefundLedger;
  pnr: string;
  /** The booking's tickets as the flow began: their legs are named on every screen. */
  booking: RefundBooking;
  tickets: string[];
  reason: RefundReason;
  waiver: WaiverBasis | null;
}

/** `prompt`: false when the message before already asked for another PNR. */
async function askPnr(conversation: FlowConversation, ctx: FlowContext, given: string | undefined, prompt = true): Promise<string> {
  if (given !== undefined && isPnr(given)) return normalizeCode(given);
  if (given !== undefined) await ctx.reply(badPnr(ctx, given));
  if (prompt) await ctx.reply(ctx.t("refund-ask-pnr"));
  const { value } = await answerStep(conversation, ctx, (u) => u.message?.text, (text) =>
    isPnr(text) ? accept(normalizeCode(text)) : refuse((c: FlowContext) => c.reply(badPnr(ctx, text))),
  );
  return value;
}

function badPnr(ctx: FlowContext, text: string): string {
  return ctx.t("booking-bad-pnr", { text: escapeHtml(printableSnippet(text)) });
}

/**
 * The booking's tickets, each with the attempt that holds it if one does (ledger.ts); null,
 * said why, when none can be refunded now; "unknown", said so, when the supplier refused the
 * lookup (the interface's generic Exception is how an unknown PNR comes back).
 */
async function loadBooking(
  conversation: FlowConversation,
  deps: BotDeps,
  ledger: RefundLedger,
  ctx: FlowContext,
  c: RefundWords,
  pnr: string,
): Promise<RefundBooking | null | "unknown"> {
  // Only what the flow needs is kept: the flow's state (with this result) is saved in the data file.
  const booking = await conversation.external((o) => settleCall(o, async () => refundBooking(await deps.supplier.getHistory(pnr), await ledger.held(pnr))));
  if (!booking.ok) {
    const { failure } = booking;
    if (failure.type === "supplier" && failure.kind === "Exception") {
      await ctx.reply(ctx.t("refund-pnr-unknown", { pnr: escapeHtml(pnr), message: oneLine(failure.message ?? failure.code) }));
      return "unknown";
    }
    await replyRendered(ctx, { text: refundFailureText(failure, pnr, ctx.t) });
    return null;
  }
  const { tickets } = booking.value;
  if (openTickets(tickets).length > 0) return booking.value;
  await replyRendered(ctx, tickets.length === 0 ? { text: ctx.t("refund-nothing-left", { pnr: escapeHtml(pnr) }) } : renderAllHeld(pnr, tickets, c));
  return null;
}

/** Toggle buttons per open ticket, select all, continue; null when cancelled. Held tickets are shown, not offered. */
async function pickTickets(conversation: FlowConversation, ctx: FlowContext, c: RefundWords, pnr: string, options: TicketOption[]): Promise<string[] | null> {
  const open = options.flatMap((o, i) => (o.hold ? [] : [i]));
  const selected = new Set<number>(open.length === 1 ? open : []);
  const render = () => renderTicketPicker(pnr, options, selected, ctx.from!.id, c);
  const first = render();
  await ctx.reply(first.text, { reply_markup: first.keyboard! });
  for (;;) {
    const { c, value: action } = await answerStep(conversation, ctx, (u) => buttonAction(u, TICKETS_STEP), (action) => {
      const toast = (text: string) => refuse((c: FlowContext) => c.answerCallbackQuery({ text }));
      if (action === ACTION.go && selected.size === 0) return toast(ctx.t("refund-pick-one"));
      if (action === ACTION.cancel || action === ACTION.go || action === ACTION.all) return accept(action);
      return open.includes(parseInt(action, 36)) ? accept(action) : toast(ctx.t("button-invalid"));
    });
    await c.answerCallbackQuery();
    if (action === ACTION.cancel || action === ACTION.go) {
      await c.editMessageReplyMarkup();
      if (action === ACTION.go) return [...selected].sort((a, b) => a - b).map((i) => options[i]!.ticket);
      await c.reply(ctx.t("cancel-done"));
      return null;
    }
    if (action === ACTION.all) {
      const all = selected.size === open.length;
      open.forEach((i) => (all ? selected.delete(i) : selected.add(i)));
    } else {
      const i = parseInt(action, 36);
      if (!selected.delete(i)) selected.add(i);
    }
    const next = render();
    await c.editMessageText(next.text, { reply_markup: next.keyboard! });
  }
}

/**
 * The reason; null when cancelled. "Schedule changed by the airline" waives the penalty: it is
 * offered only on a basis (waiver.ts), and a forged button for it is refused.
 */
async function pickReason(conversation: FlowConversation, ctx: FlowContext, pnr: string, waiver: WaiverBasis | null): Promise<RefundReason | null> {
  const prompt = renderReasonPrompt(ctx.from!.id, waiver !== null, ctx.t);
  await ctx.reply(prompt.text, { reply_markup: prompt.keyboard! });
  const { c, value: action } = await answerStep(conversation, ctx, (u) => buttonAction(u, REASON_STEP), (action) =>
    action === "2" && waiver === null
      ? refuse(async (c: FlowContext) => {
          c.log.warn({ pnr }, "refused a schedule-change refund that was not offered: no flight change in the booking's history");
          await c.answerCallbackQuery({ text: ctx.t("refund-schedule-not-offered"), show_alert: true });
        })
      : accept(action),
  );
  await c.answerCallbackQuery();
  if (action !== "1" && action !== "2") {
    await c.editMessageReplyMarkup();
    await c.reply(ctx.t("cancel-done"));
    return null;
  }
  await c.editMessageText(ctx.t("refund-reason-chosen", { reason: ctx.t(`refund-reason-${action}`) }));
  return action === "1" ? 1 : 2;
}

/** A quote for the chosen tickets and reason; null, said why, when there is none. */
async function quoteFor(r: Refunding): Promise<RefundQuote | null> {
  await r.ctx.replyWithChatAction("typing");
  const quoted = await r.conversation.external((o) => takeQuote(r.deps, o, r.pnr, r.tickets, r.reason));
  if (quoted.ok) return quoted.value;
  await replyRendered(r.ctx, { text: refundFailureText(quoted.failure, r.pnr, r.ctx.t, r.tickets) });
  return null;
}

/** Typed remarks, or null with Skip; undefined when cancelled. */
async function askRemarks(conversation: FlowConversation, ctx: FlowContext, words: RefundWords): Promise<string | null | undefined> {
  const prompt = renderRemarksPrompt(ctx.from!.id, ctx.t);
  await ctx.reply(prompt.text, { reply_markup: prompt.keyboard! });
  const { c, value } = await answerStep(conversation, ctx, (u) => u.message?.text ?? buttonAction(u, REMARKS_STEP), (value, u) => {
    if (u.callbackQuery) return accept(value);
    const remarks = value.trim();
    if (remarks !== "" && remarks.length <= REMARKS_MAX) return accept(remarks);
    return refuse((c: FlowContext) => c.reply(ctx.t("refund-remarks-too-long", { min: words.f.num(1), max: words.f.num(REMARKS_MAX) })));
  });
  if (!c.callbackQuery) return value;
  await c.answerCallbackQuery();
  await c.editMessageReplyMarkup();
  if (value === ACTION.skip) return null;
  await c.reply(ctx.t("cancel-done"));
  return undefined;
}

/** Summaries until one is confirmed and sent, or the user leaves; each new quote makes a new version. */
async function confirmLoop(r: Refunding, first: RefundQuote, remarks: string | null): Promise<void> {
  let quote = first;
  for (let version = 1; ; version++) {
    if ((await confirmSummary(r, quote, remarks, version)) === "done") return;
    const next = await quoteFor(r);
    if (!next) return;
    quote = next;
  }
}

/**
 * One summary: Confirm checks the quote's age on the bot's clock (older than 10 minutes asks
 * for a new quote) and sends DoRefund once, through the ledger. After Error1009 (the penalty
 * changed, nothing refunded) a new quote is taken on request.
 */
async function confirmSummary(r: Refunding, quote: RefundQuote, remarks: string | null, version: number): Promise<"done" | "requote"> {
  const { conversation, ctx, c, deps, pnr } = r;
  const owner = ctx.from!.id;
  const view: SummaryView = { pnr, quote, tickets: r.booking.tickets, currency: deps.config.supplier.currency, remarks, version };
  await replyRendered(ctx, renderSummary(view, owner, c));
  const press = await pressOn(conversation, ctx, summaryStep(version), ACTION.confirm);
  if (!press) return "done";
  // The summary itself says where the refund stands: Confirm's toast is gone in a second.
  const status = (s: SummaryStatus) => showStatus(press, renderSummaryStatus(view, s, c).text);
  if (!(await mayStillConfirm(r))) {
    await status("not-sent");
    return "done";
  }
  const nowMs = await conversation.external(() => deps.now().getTime());
  if (quoteIsStale(quote.takenAtMs, nowMs)) {
    await status("not-sent");
    await ctx.reply(ctx.t("refund-quote-stale", { minutes: c.f.num(QUOTE_MAX_AGE_MS / 60_000) }));
    return "requote";
  }
  const order = { pnr, quote, remarks, userId: owner, userName: displayName(ctx.from!), waiver: r.waiver };
  await status("sending");
  await ctx.replyWithChatAction("typing");
  let outcome: RefundOutcome;
  try {
    outcome = await conversation.external((o) => executeRefund(deps, r.ledger, o, order));
  } catch (err) {
    // Thrown before DoRefund (the claim row or the pending entry could not be written): nothing was sent.
    await status("not-sent");
    throw err;
  }
  await status(statusOf(outcome));
  if (outcome.result === "ok") {
    const done = { ...view, trackingCode: outcome.trackingCode, unrecordedRef: outcome.unrecordedRef };
    await replyRendered(ctx, renderRefundDone(done, c));
  } else if (outcome.result === "blocked") await replyRendered(ctx, renderConflict(pnr, outcome.conflict, c));
  else if (outcome.result === "unknown") await replyRendered(ctx, { text: renderRefundUnknown(pnr, outcome.said ?? null, ctx.t) });
  else if (outcome.failure.type !== "supplier" || outcome.failure.kind !== "PenaltyMismatch") {
    await replyRendered(ctx, { text: refundFailureText(outcome.failure, pnr, ctx.t, r.tickets) });
  } else {
    // Error1009: nothing was refunded; a new quote, on request, leads to a new summary.
    await replyRendered(ctx, renderPenaltyChanged(owner, version, ctx.t));
    return (await pressed(conversation, ctx, requoteStep(version), ACTION.requote)) ? "requote" : "done";
  }
  return "done";
}

function statusOf(outcome: RefundOutcome): SummaryStatus {
  if (outcome.result === "ok") return "done";
  return outcome.result === "error" ? "refused" : outcome.result;
}

/**
 * Puts the summary's status in place of its last line, its buttons gone. A failed edit only
 * loses that line: the outcome still follows in a message of its own.
 */
async function showStatus(press: FlowContext, text: string): Promise<void> {
  try {
    await press.editMessageText(text);
  } catch (err) {
    press.log.warn({ err: String(err) }, "could not show the refund's status on its summary");
  }
}

/**
 * An agent demoted since the flow began cannot confirm, nor one no longer admin send an admin's
 * override. Read through `external`: a replay must take the branch it took the first time,
 * whatever the role is by then.
 */
async function mayStillConfirm({ conversation, ctx, waiver }: Refunding): Promise<boolean> {
  const role = (await conversation.external((o) => o.access.role)) ?? "viewer";
  const needed = !roleAtLeast(role, "agent") ? "agent" : waiver === "admin override" && !roleAtLeast(role, "admin") ? "admin" : null;
  if (needed === null) return true;
  await ctx.reply(ctx.t("role-too-low", { role: ctx.t(`role-${needed}`), current: ctx.t(`role-${role}`) }));
  return false;
}

/** A press on `step`'s keyboard, which is then removed; false, after "cancelled", unless it was `go`. */
async function pressed(conversation: FlowConversation, ctx: FlowContext, step: string, go: string): Promise<boolean> {
  const press = await pressOn(conversation, ctx, step, go);
  if (press) await press.editMessageReplyMarkup();
  return press !== null;
}

/** A press on `step`'s keyboard: the press when it was `go` (its message left to the caller); null, after "cancelled", otherwise. */
async function pressOn(conversation: FlowConversation, ctx: FlowContext, step: string, go: string): Promise<FlowContext | null> {
  const { c, value: action } = await answerStep(conversation, ctx, (u) => buttonAction(u, step), accept);
  await c.answerCallbackQuery();
  if (action === go) return c;
  await c.editMessageReplyMarkup();
  await ctx.reply(ctx.t("cancel-done"));
  return null;
}

function buttonAction(u: FlowContext, step: string): string | undefined {
  const pressed = buttons.refund.unpack(u.callbackQuery?.data)?.fields;
  return pressed?.step === step ? pressed.action : undefined;
}

/** How a refused answer is explained: a reply or a toast, to the update that carried it. */
type Explain = (c: FlowContext) => Promise<unknown>;

/**
 * The owner's next answer to a step: what `take` finds in an update (a press of the step's
 * buttons, or typed text), if `read` accepts it; a refusal is explained and the step waits on.
 * Buttons of other features (the ones under /history) go on to their handlers; a button of an
 * older step of this flow, or text where a button is expected, gets a hint and is dropped.
 */
function answerStep<T>(
  conversation: FlowConversation,
  ctx: FlowContext,
  take: (u: FlowContext) => string | undefined,
  read: (taken: string, u: FlowContext) => Reading<T, Explain>,
): Promise<{ c: FlowContext; value: T }> {
  return answer<T, Explain>(conversation, ctx.from!.id, {
    ownsButton: buttons.refund.is,
    read: (u) => {
      const taken = take(u);
      return taken === undefined ? undefined : read(taken, u);
    },
    otherwise: (u) => (u.callbackQuery ? u.answerCallbackQuery({ text: u.t("refund-button-stale"), show_alert: true }) : u.reply(u.t("refund-use-buttons"))),
    refused: (u, explain) => explain(u),
  });
}
