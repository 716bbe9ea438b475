import { InlineKeyboard } from "grammy";
import { sumOfProducts } from "../../domain/decimal.js";
import { refundTotals, type RefundLine, type RefundQuote } from "../../domain/refund.js";
import { buttons } from "../buttons.js";
import { addButton } from "../callback-data.js";
import { GUARD_WINDOW_MS } from "../refund/ledger.js";
import type { TicketHold, TicketOption } from "../refund/tickets.js";
import type { Format } from "./format.js";
import { escapeHtml } from "./html.js";
import { oneLine } from "./history-parts.js";
import type { Rendered, Translate } from "./types.js";

/** What the penalty and refund screens write with: words, and numbers, dates and times. */
export interface RefundWords {
  t: Translate;
  f: Format;
}

/** The tickets of a quote, and the currency of its amounts (the supplier account's). */
export interface QuoteView {
  pnr: string;
  quote: RefundQuote;
  /** The booking's tickets: each quoted ticket's leg is looked up here. */
  tickets: readonly TicketOption[];
  currency: string;
}

export interface PenaltyView extends QuoteView {
  /** Tickets a refund attempt holds: shown, not quoted. */
  held: readonly TicketOption[];
  /** The agent's id when "Start a refund" is offered (agents and admins, in a private chat); null otherwise. */
  refundOwner: number | null;
}

/** /penalty: every ticket's leg and figures as the supplier quoted them, the totals, and when. */
export function renderPenaltyQuote(view: PenaltyView, c: RefundWords): Rendered {
  const lines = [c.t("penalty-title", { pnr: c.f.ltr(escapeHtml(view.pnr)) })];
  if (view.quote.lines.length > 0) lines.push(...quoteBody(view, c));
  // The quote's time names the zone already: once per screen.
  if (view.held.length > 0) lines.push("", ...heldBlock(view.held, c, view.quote.lines.length === 0));
  if (view.refundOwner === null || view.quote.lines.length === 0) return { text: c.f.rtlLines(lines.join("\n")) };
  const keyboard = addButton(new InlineKeyboard(), c.t("penalty-button-refund", { pnr: view.pnr }), buttons.historyRefund.pack(view.refundOwner, { pnr: view.pnr }));
  return { text: c.f.rtlLines(lines.join("\n")), keyboard };
}

/** Only held tickets: nothing was quoted. */
export function renderPenaltyAllHeld(pnr: string, held: readonly TicketOption[], c: RefundWords): Rendered {
  return { text: c.f.rtlLines([c.t("penalty-title", { pnr: c.f.ltr(escapeHtml(pnr)) }), c.t("refund-all-held"), "", ...heldBlock(held, c)].join("\n")) };
}

/** How many people the quoted tickets belong to: the amount goes back to one passenger or to several. */
export function passengerCount(lines: readonly { passenger: string }[]): number {
  return new Set(lines.map((l) => l.passenger)).size;
}

/** Shared with the refund summary: quote time (its zone named), no-show, one block per ticket, totals. */
export function quoteBody(view: QuoteView, c: RefundWords): string[] {
  const { quote, currency } = view;
  const { t, f } = c;
  const time = `${f.instant(new Date(quote.takenAtMs))} (${escapeHtml(f.zoneName)})`;
  const lines = [t("penalty-quoted-at", { time })];
  if (quote.isNoShow) lines.push(t("penalty-no-show"));
  for (const line of quote.lines) lines.push("", ...ticketLines(line, view, c));
  const totals = refundTotals(quote.lines);
  const n = quote.lines.length;
  const count = { n, nText: f.num(n) };
  // Exact (decimal) sum, as the totals: what the supplier refunds for a schedule change.
  const fares = sumOfProducts(quote.lines.map((l) => [l.fare, 1] as const));
  lines.push(
    "",
    totals.refund === null
      ? t("penalty-total-schedule", { ...count, penalty: f.money(totals.penalty, currency), fare: f.money(fares, currency) })
      : t("penalty-total", { ...count, passengers: passengerCount(quote.lines), penalty: f.money(totals.penalty, currency), refund: f.money(totals.refund, currency) }),
  );
  return lines;
}

function ticketLines(line: RefundLine, view: QuoteView, c: RefundWords): string[] {
  const { t, f } = c;
  const option = view.tickets.find((o) => o.ticket === line.ticketNumber);
  const head = ticketHead({ passenger: line.passenger, ticket: line.ticketNumber, ageType: option?.ageType ?? null }, c);
  const leg = option ? [legLine(option, c)] : [];
  const money = (amount: number) => f.money(amount, view.currency);
  if (view.quote.reason === 2 || line.refund === null) return [head, ...leg, t("penalty-figures-schedule", { fare: money(line.fare), penalty: money(0) })];
  const lines = [
    head,
    ...leg,
    t("penalty-figures", { fare: money(line.fare), percent: f.amount(line.penaltyPercent), penalty: money(line.penalty), refund: money(line.refund) }),
  ];
  if (line.oppositeDifference !== 0) lines.push(t("penalty-opposite-difference", { amount: money(line.oppositeDifference) }));
  if (line.currentDifference !== 0) lines.push(t("penalty-current-difference", { amount: money(line.currentDifference) }));
  return lines;
}

const AGE_KEYS: Record<string, string> = { ADL: "adult", ADULT: "adult", CHD: "child", CHILD: "child", INF: "infant", INFANT: "infant" };

/** "👤 Mina Rezaei (adult) · ticket 0962310040001": the age type in words when it is one we know. */
export function ticketHead(o: { passenger: string; ticket: string; ageType: string | null }, c: RefundWords): string {
  const key = o.ageType === null ? undefined : AGE_KEYS[o.ageType.toUpperCase()];
  const age = o.ageType === null ? "" : c.t("refund-age", { age: key ? c.t(`refund-age-${key}`) : oneLine(o.ageType) });
  return c.t("penalty-ticket", { name: oneLine(o.passenger), age, ticket: oneLine(o.ticket) });
}

/** "✈️ THR→MHD · IR 452 · 2 Dec 2026 07:10 (local time)": the leg a ticket is for. */
export function legLine(o: Pick<TicketOption, "route" | "flight" | "date">, c: RefundWords): string {
  return c.t("refund-leg", { leg: legText(o, c) });
}

/** The leg without its icon: route, flight, local date and time. */
export function legText(o: Pick<TicketOption, "route" | "flight" | "date">, c: RefundWords): string {
  const [day = "", time = ""] = o.date.trim().split(/\s+/);
  const when = /^\d{1,2}:\d{2}/.test(time) ? c.t("refund-leg-when", { date: c.f.date(day), time: c.f.num(time.slice(0, 5)) }) : c.f.date(day);
  return c.t("refund-leg-text", { route: c.f.ltr(oneLine(o.route)), flight: c.f.ltr(oneLine(o.flight)), when });
}

const HELD_MARK: Record<TicketHold["result"], string> = { ok: "✅", pending: "⏳", unknown: "❓" };

/** A ticket an attempt holds: its head, its leg, and who holds it since when (done, under way, outcome unknown). */
export function heldTicketLines(o: TicketOption & { hold: TicketHold }, c: RefundWords): string[] {
  const minutes = c.f.num(GUARD_WINDOW_MS / 60_000);
  const status = c.t(`refund-hold-${o.hold.result}`, { name: oneLine(o.hold.userName), time: c.f.instant(o.hold.at), minutes });
  return [`${HELD_MARK[o.hold.result]} ${ticketHead(o, c)}`, legLine(o, c), status];
}

/** Held tickets, then (unless the screen names it already) the zone their times are in. */
export function heldBlock(held: readonly TicketOption[], c: RefundWords, nameZone = true): string[] {
  const blocks = held.flatMap((o) => (o.hold ? [heldTicketLines({ ...o, hold: o.hold }, c).join("\n")] : []));
  return nameZone ? [blocks.join("\n\n"), "", c.t("refund-zone", { zone: escapeHtml(c.f.zoneName) })] : [blocks.join("\n\n")];
}
