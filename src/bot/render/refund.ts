import { creditRefusalText } from "./credit-refusal.js";
import { InlineKeyboard } from "grammy";
import type { RefundQuote } from "../../domain/refund.js";
import { buttons } from "../buttons.js";
import { addButton } from "../callback-data.js";
import { sumOfProducts } from "../../domain/decimal.js";
import { refundTotals } from "../../domain/refund.js";
import type { CallFailure } from "../supplier-call.js";
import { GUARD_WINDOW_MS, type Conflict } from "../refund/ledger.js";
import { openTickets, type TicketOption } from "../refund/tickets.js";
import { escapeHtml } from "./html.js";
import { oneLine } from "./history-parts.js";
import { heldBlock, heldTicketLines, legText, passengerCount, ticketHead, legLine, quoteBody, type QuoteView, type RefundWords } from "./penalty.js";
import { splitMessage } from "./split.js";
import type { Rendered, Translate } from "./types.js";

/**
 * The refund flow's messages. Each button names its step, the message it belongs to (a summary
 * carries its version), so a button of an older message is recognised as stale and does nothing.
 */
const refundButton = (keyboard: InlineKeyboard, label: string, owner: number, step: string, action: string): InlineKeyboard =>
  addButton(keyboard, label, buttons.refund.pack(owner, { step, action }));

/** Buttons pressed on the ticket list: an index (base 36), all, continue, cancel. */
export const TICKETS_STEP = "t";
export const REASON_STEP = "r";
export const REMARKS_STEP = "m";
export const summaryStep = (version: number): string => `s${version}`;
export const requoteStep = (version: number): string => `q${version}`;

export const ACTION = { all: "all", go: "go", cancel: "x", skip: "skip", confirm: "ok", requote: "re" } as const;

/**
 * Each ticket of the booking, with its leg; a ticket an attempt holds (refunded, under way,
 * outcome unknown) is shown as such, without a button. `selected`: indices into `options`.
 */
export function renderTicketPicker(pnr: string, options: readonly TicketOption[], selected: ReadonlySet<number>, owner: number, c: RefundWords): Rendered {
  const { t } = c;
  const lines = [t("refund-title", { pnr: c.f.ltr(escapeHtml(pnr)) }), t("refund-pick-tickets")];
  const keyboard = new InlineKeyboard();
  options.forEach((o, i) => {
    lines.push("");
    if (o.hold) {
      lines.push(...heldTicketLines({ ...o, hold: o.hold }, c));
      return;
    }
    const mark = selected.has(i) ? "☑️" : "⬜";
    lines.push(`${mark} ${ticketHead(o, c)}`, legLine(o, c));
    refundButton(keyboard, `${mark} ${o.passenger} · ${o.flight} ${o.route}`, owner, TICKETS_STEP, i.toString(36)).row();
  });
  if (options.some((o) => o.hold)) lines.push("", t("refund-zone", { zone: escapeHtml(c.f.zoneName) }));
  const open = openTickets(options).length;
  refundButton(keyboard, t(selected.size === open ? "refund-button-none" : "refund-button-all"), owner, TICKETS_STEP, ACTION.all).row();
  refundButton(keyboard, t("refund-button-continue", { count: c.f.num(selected.size) }), owner, TICKETS_STEP, ACTION.go);
  refundButton(keyboard, t("refund-button-cancel"), owner, TICKETS_STEP, ACTION.cancel);
  return { text: c.f.rtlLines(lines.join("\n")), keyboard };
}

/** Every ticket left is held by an attempt: nothing can be refunded now, and why. */
export function renderAllHeld(pnr: string, options: readonly TicketOption[], c: RefundWords): Rendered {
  return { text: c.f.rtlLines([c.t("refund-title", { pnr: c.f.ltr(escapeHtml(pnr)) }), c.t("refund-all-held"), "", ...heldBlock(options, c)].join("\n")) };
}

/** `scheduleChange`: whether "schedule changed by the airline" (penalty 0) may be chosen. */
export function renderReasonPrompt(owner: number, scheduleChange: boolean, t: Translate): Rendered {
  const keyboard = refundButton(new InlineKeyboard(), t("refund-reason-1"), owner, REASON_STEP, "1").row();
  if (scheduleChange) refundButton(keyboard, t("refund-reason-2"), owner, REASON_STEP, "2").row();
  refundButton(keyboard, t("refund-button-cancel"), owner, REASON_STEP, ACTION.cancel);
  return { text: t(scheduleChange ? "refund-ask-reason" : "refund-ask-reason-no-change"), keyboard };
}

export function renderRemarksPrompt(owner: number, t: Translate): Rendered {
  const keyboard = refundButton(new InlineKeyboard(), t("refund-button-skip"), owner, REMARKS_STEP, ACTION.skip);
  refundButton(keyboard, t("refund-button-cancel"), owner, REMARKS_STEP, ACTION.cancel);
  return { text: t("refund-ask-remarks"), keyboard };
}

export interface SummaryView extends QuoteView {
  remarks: string | null;
  version: number;
}

/** Every amount that will be sent, each ticket's leg, and Confirm / Cancel. */
export function renderSummary(view: SummaryView, owner: number, c: RefundWords): Rendered {
  const step = summaryStep(view.version);
  const keyboard = refundButton(new InlineKeyboard(), c.t("refund-button-confirm"), owner, step, ACTION.confirm);
  refundButton(keyboard, c.t("refund-button-cancel"), owner, step, ACTION.cancel);
  return { text: c.f.rtlLines([...summaryLines(view, c), "", c.t("refund-summary-confirm")].join("\n")), keyboard };
}

function summaryLines(view: SummaryView, c: RefundWords): string[] {
  const { t } = c;
  return [
    t("refund-summary-title", { pnr: c.f.ltr(escapeHtml(view.pnr)) }),
    t("refund-summary-reason", { reason: t(`refund-reason-${view.quote.reason}`) }),
    ...quoteBody(view, c),
    view.remarks ? t("refund-summary-remarks", { remarks: oneLine(view.remarks) }) : t("refund-summary-no-remarks"),
  ];
}

/** Where a confirmed summary stands: with the supplier, then its outcome (the details follow in a message of their own). */
export type SummaryStatus = "sending" | "done" | "unknown" | "blocked" | "refused" | "not-sent";

/**
 * The summary's message (its last part when the summary is long) without its buttons, its
 * last line saying where the refund stands: the edit made on Confirm, and after the answer.
 */
export function renderSummaryStatus(view: SummaryView, status: SummaryStatus, c: RefundWords): Rendered {
  const ask = c.t("refund-summary-confirm");
  // The part that carried the buttons, split exactly as it was sent; its last line was `ask`.
  const sent = splitMessage(renderSummary(view, 0, c).text).at(-1)!;
  return { text: `${sent.slice(0, sent.length - ask.length)}${c.t(`refund-status-${status}`)}` };
}

/** What was refunded: one line per ticket (passenger, ticket, leg), and the amount back. */
export interface DoneView extends QuoteView {
  trackingCode: string | null;
  /** Done at the supplier, but its audit entry could not be saved: the log line's reference. */
  unrecordedRef: string | null;
}

/**
 * `unrecordedRef`: the supplier did the refund but its audit entry could not be saved. The agent
 * must know it WAS done (never to send it again) and that an admin has to look at the record.
 */
export function renderRefundDone(view: DoneView, c: RefundWords): Rendered {
  const { t, f } = c;
  const { quote, currency } = view;
  const n = quote.lines.length;
  const pnr = c.f.ltr(escapeHtml(view.pnr));
  const lines = [t(view.unrecordedRef === null ? "refund-done" : "refund-done-unrecorded", { pnr, n, nText: f.num(n) })];
  for (const line of quote.lines) {
    const option = view.tickets.find((o) => o.ticket === line.ticketNumber);
    const leg = option ? legText(option, c) : "";
    lines.push(t("refund-done-ticket", { name: oneLine(line.passenger), ticket: oneLine(line.ticketNumber), leg }));
  }
  const totals = refundTotals(quote.lines);
  const penalty = f.money(totals.penalty, currency);
  lines.push(
    totals.refund === null
      ? t("refund-done-back-fare", { penalty, fare: f.money(sumOfProducts(quote.lines.map((l) => [l.fare, 1] as const)), currency) })
      : t("refund-done-back", { passengers: passengerCount(quote.lines), penalty, refund: f.money(totals.refund, currency) }),
  );
  if (view.trackingCode) lines.push(t("refund-tracking", { code: oneLine(view.trackingCode) }));
  if (view.unrecordedRef !== null) lines.push(t("refund-unrecorded-admin", { ref: escapeHtml(view.unrecordedRef) }));
  return { text: c.f.rtlLines(lines.join("\n")) };
}

/** Error1009: nothing was refunded; the agent may take a new quote. */
export function renderPenaltyChanged(owner: number, version: number, t: Translate): Rendered {
  const step = requoteStep(version);
  const keyboard = refundButton(new InlineKeyboard(), t("refund-button-requote"), owner, step, ACTION.requote);
  refundButton(keyboard, t("refund-button-cancel"), owner, step, ACTION.cancel);
  return { text: t("refund-error-1009"), keyboard };
}

/** Another attempt holds the tickets: say who, when (its zone named), and what to do. */
export function renderConflict(pnr: string, conflict: Conflict, c: RefundWords): Rendered {
  const time = `${c.f.instant(conflict.at)} (${escapeHtml(c.f.zoneName)})`;
  const minutes = c.f.num(GUARD_WINDOW_MS / 60_000);
  const text = c.t(`refund-blocked-${conflict.result}`, { pnr: c.f.ltr(escapeHtml(pnr)), name: oneLine(conflict.userName), time, minutes });
  return { text: conflict.trackingCode ? `${text}\n${c.t("refund-tracking", { code: oneLine(conflict.trackingCode) })}` : text };
}

/** A DoRefund of unknown outcome: never sent again; the supplier's words when its unclear answer had any. */
export function renderRefundUnknown(pnr: string, said: string | null, t: Translate): string {
  const text = t("refund-unknown", { pnr: escapeHtml(pnr) });
  return said === null ? text : `${text}\n${t("refund-unknown-said", { message: oneLine(said) })}`;
}

/**
 * A failed GetPenalty, DoRefund or GetHistory in words staff understand. `tickets`: the ones
 * asked for; Error1017 names the one the supplier did not find (or the only one asked).
 */
export function refundFailureText(failure: CallFailure, pnr: string, t: Translate, tickets: readonly string[] = []): string {
  const code = escapeHtml(pnr);
  if (failure.type === "failed") return failure.outcomeUnknown ? t("refund-unknown", { pnr: code }) : failure.text;
  switch (failure.kind) {
    case "PenaltyNotDefined":
      return t("refund-error-1008", { pnr: code });
    case "PenaltyMismatch":
      return t("refund-error-1009");
    case "TicketNotFound": {
      const named = tickets.find((ticket) => failure.message?.includes(ticket)) ?? (tickets.length === 1 ? tickets[0] : undefined);
      return named === undefined ? t("refund-error-1017", { pnr: code }) : t("refund-error-1017-ticket", { pnr: code, ticket: escapeHtml(named) });
    }
    default:
      return creditRefusalText(failure.kind, t) ?? t("refund-error-supplier", { message: oneLine(failure.message ?? failure.code) });
  }
}
