import { InlineKeyboard } from "grammy";
import type { RefundQuote } from "../../domain/refund.js";
import { buttons } from "../buttons.js";
import { addButton } from "../callback-data.js";
import type { CallFailure } from "../supplier-call.js";
import type { Conflict } from "../refund/ledger.js";
import type { TicketOption } from "../refund/tickets.js";
import { escapeHtml } from "./html.js";
import { oneLine } from "./history-parts.js";
import { quoteBody } from "./penalty.js";
import { formatInstant } from "./time.js";
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

export function renderTicketPicker(pnr: string, options: TicketOption[], selected: ReadonlySet<number>, owner: number, t: Translate): Rendered {
  const lines = [t("refund-title", { pnr: escapeHtml(pnr) }), t("refund-pick-tickets"), ""];
  const keyboard = new InlineKeyboard();
  options.forEach((o, i) => {
    const mark = selected.has(i) ? "☑️" : "⬜";
    lines.push(`${mark} ${oneLine(o.passenger)} · ${oneLine(o.flight)} · ${oneLine(o.date)} · ${oneLine(o.route)} · <code>${oneLine(o.ticket)}</code>`);
    refundButton(keyboard, `${mark} ${o.passenger} · ${o.flight} ${o.route}`, owner, TICKETS_STEP, i.toString(36)).row();
  });
  const allChosen = selected.size === options.length;
  refundButton(keyboard, t(allChosen ? "refund-button-none" : "refund-button-all"), owner, TICKETS_STEP, ACTION.all).row();
  refundButton(keyboard, t("refund-button-continue", { count: selected.size }), owner, TICKETS_STEP, ACTION.go);
  refundButton(keyboard, t("refund-button-cancel"), owner, TICKETS_STEP, ACTION.cancel);
  return { text: lines.join("\n"), keyboard };
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

export interface SummaryView {
  pnr: string;
  quote: RefundQuote;
  remarks: string | null;
  timeZone: string;
  version: number;
}

/** Every amount that will be sent, and Confirm / Cancel. */
export function renderSummary(view: SummaryView, owner: number, t: Translate): Rendered {
  const lines = [
    t("refund-summary-title", { pnr: escapeHtml(view.pnr) }),
    t("refund-summary-reason", { reason: t(`refund-reason-${view.quote.reason}`) }),
    ...quoteBody(view.quote, view.timeZone, t),
  ];
  lines.push(view.remarks ? t("refund-summary-remarks", { remarks: oneLine(view.remarks) }) : t("refund-summary-no-remarks"));
  lines.push("", t("refund-summary-confirm"));
  const step = summaryStep(view.version);
  const keyboard = refundButton(new InlineKeyboard(), t("refund-button-confirm"), owner, step, ACTION.confirm);
  refundButton(keyboard, t("refund-button-cancel"), owner, step, ACTION.cancel);
  return { text: lines.join("\n"), keyboard };
}

/**
 * `unrecordedRef`: the supplier did the refund but its audit entry could not be saved. The agent
 * must know it WAS done (never to send it again) and that an admin has to look at the record.
 */
export function renderRefundDone(pnr: string, trackingCode: string | null, unrecordedRef: string | null, t: Translate): Rendered {
  const lines = [t(unrecordedRef === null ? "refund-done" : "refund-done-unrecorded", { pnr: escapeHtml(pnr) })];
  if (trackingCode) lines.push(t("refund-tracking", { code: oneLine(trackingCode) }));
  if (unrecordedRef !== null) lines.push(t("refund-unrecorded-admin", { ref: escapeHtml(unrecordedRef) }));
  return { text: lines.join("\n") };
}

/** Error1009: nothing was refunded; the agent may take a new quote. */
export function renderPenaltyChanged(owner: number, version: number, t: Translate): Rendered {
  const step = requoteStep(version);
  const keyboard = refundButton(new InlineKeyboard(), t("refund-button-requote"), owner, step, ACTION.requote);
  refundButton(keyboard, t("refund-button-cancel"), owner, step, ACTION.cancel);
  return { text: t("refund-error-1009"), keyboard };
}

/** Another attempt holds the tickets: say who, when, and what to do. */
export function renderConflict(pnr: string, conflict: Conflict, timeZone: string, t: Translate): Rendered {
  const vars = { pnr: escapeHtml(pnr), name: oneLine(conflict.userName), time: escapeHtml(formatInstant(new Date(conflict.at), timeZone)) };
  const text = t(`refund-blocked-${conflict.result}`, vars);
  return { text: conflict.trackingCode ? `${text}\n${t("refund-tracking", { code: oneLine(conflict.trackingCode) })}` : text };
}

/** A failed GetPenalty, DoRefund or GetHistory in words staff understand. */
export function refundFailureText(failure: CallFailure, pnr: string, t: Translate): string {
  if (failure.type === "failed") return failure.outcomeUnknown ? t("refund-unknown", { pnr: escapeHtml(pnr) }) : failure.text;
  switch (failure.kind) {
    case "PenaltyNotDefined":
      return t("refund-error-1008", { pnr: escapeHtml(pnr) });
    case "PenaltyMismatch":
      return t("refund-error-1009");
    case "TicketNotFound":
      return t("refund-error-1017", { pnr: escapeHtml(pnr) });
    default:
      return t("refund-error-supplier", { message: oneLine(failure.message ?? failure.code) });
  }
}
