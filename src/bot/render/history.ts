import { InlineKeyboard } from "grammy";
import type { HistoryResponse } from "../../supplier/schemas/booking.js";
import type { BookingSale } from "../../ledger/booking-sale.js";
import { describeBooking, sameFlight, type AgeGroup, type BookingDescription } from "../../supplier/booking-history.js";
import { buttons } from "../buttons.js";
import { addButton } from "../callback-data.js";
import { escapeHtml } from "./html.js";
import { cancellationLine, flightChangeLine, passengerChangeLine, type EventsWriter } from "./history-events.js";
import { ageWord, flightCode, legLine, localFlightTime, oneLine, passengerLines, route, type BookingWriter } from "./history-parts.js";
import { TELEGRAM_TEXT_LIMIT } from "./split.js";
import { rejectedOn } from "./refund-follow.js";
import type { Rendered } from "./types.js";

export interface HistoryView {
  pnr: string;
  history: HistoryResponse;
  /** Null when the ledger does not hold the booking, or could not be read. */
  sale: BookingSale | null;
  /** SUPPLIER_CURRENCY: the amounts' currency when the booking event does not name one. */
  currency: string;
  /** Flights this far behind are flown. */
  now: Date;
  /** Who asked: the buttons are theirs. */
  owner: number;
  /** Agents and admins, in a private chat, get the refund button. */
  canRefund: boolean;
  /** National ids, passports, phones and emails: shown in a private chat, left out in groups. */
  personal: boolean;
  /** Tickets whose refund the supplier rejected after its TrackingCode, with when (ISO UTC). */
  rejected: ReadonlyMap<string, string>;
}

const AGES: AgeGroup[] = ["adult", "child", "infant", "other"];

/** Telegram's longest copy_text. */
const COPY_TEXT_MAX = 256;

/** The first numbers whose lines fit in one copy_text, none cut. */
function wholeFitting(numbers: string[]): string[] {
  const kept: string[] = [];
  for (const n of numbers) {
    if ([...kept, n].join("\n").length > COPY_TEXT_MAX) break;
    kept.push(n);
  }
  return kept;
}

/**
 * A booking at a glance: one summary (state, legs, party, money, who sold it), then one line
 * per ticket under each passenger, then what happened to it as sentences. Contacts and
 * documents are behind the details button. Blocks are packed whole into messages under
 * Telegram's limit; the buttons go under the last message.
 */
export function renderHistory(view: HistoryView, c: BookingWriter): Rendered[] {
  const { t, f } = c;
  const booking = describeBooking(view.history, view.now);
  const currency = view.sale?.currency ?? view.currency;
  const money = (value: number) => escapeHtml(f.money(value, currency));

  const blocks = [[summaryBlock(view, booking, c, money)], passengerUnits(booking, view.rejected, c, money)];
  const events: EventsWriter = { t, f, money, personal: view.personal };
  const section = (title: string, lines: string[]) => {
    if (lines.length > 0) blocks.push([t(title, { n: lines.length, nText: f.num(lines.length) }), ...lines]);
  };
  section("history-cancellations", booking.cancellations.map((e) => cancellationLine(events, e)));
  section("history-passenger-changes", booking.passengerChanges.map((e) => passengerChangeLine(events, e)));
  section("history-flight-changes", booking.flightChanges.map((e) => flightChangeLine(events, e)));

  const keyboard = new InlineKeyboard();
  addButton(keyboard, t("history-button-details"), buttons.historyDetails.pack(view.owner, { pnr: view.pnr }));
  addButton(keyboard, t("history-button-penalty"), buttons.historyPenalty.pack(view.owner, { pnr: view.pnr }));
  if (view.canRefund) addButton(keyboard, t("history-button-refund"), buttons.historyRefund.pack(view.owner, { pnr: view.pnr }));
  // Staff paste these into other systems: one tap copies them, no selecting on a phone.
  keyboard.row().copyText(t("history-button-copy-pnr", { pnr: view.pnr }), view.pnr);
  const tickets = wholeFitting([...new Set(booking.passengers.flatMap((p) => p.tickets.map((ticket) => ticket.number)))].filter((n) => n !== ""));
  if (tickets.length > 0) keyboard.copyText(t("history-button-copy-tickets", { n: tickets.length, count: f.num(tickets.length) }), tickets.join("\n"));
  const pages = packBlocks(blocks.map((block) => block.map(f.rtlLines)));
  return pages.map((text, i) => (i === pages.length - 1 ? { text, keyboard } : { text }));
}

function summaryBlock(view: HistoryView, booking: BookingDescription, c: BookingWriter, money: (v: number) => string): string {
  const { t, f } = c;
  const initial = view.history.History_InitialBooking;
  const lines = [
    t("history-title", { pnr: f.ltr(escapeHtml(view.pnr)), state: t(`history-state-${booking.state}`) }),
    t("history-booked", { time: escapeHtml(f.instant(initial.BookingDateTime)), zone: escapeHtml(f.zoneName) }),
  ];
  if (booking.legs.length > 0) {
    lines.push(t("history-legs"));
    booking.legs.forEach((leg, i) => {
      const from = leg.movedFrom;
      // The same flight on another day says only the day it was on.
      const moved = from ? ` ${t(sameFlight(from.flight, leg.flight) ? "history-leg-moved-date" : "history-leg-moved", { old: flightCode(f, leg.airline, from.flight), oldDate: localFlightTime(f, from.date) })}` : "";
      lines.push(`${f.num(i + 1)}. ${legLine(f, leg)}${moved}`);
    });
  }
  const party = AGES.filter((age) => booking.ages[age] > 0).map((age) => t(`history-count-${age}`, { n: booking.ages[age], nText: f.num(booking.ages[age]) }));
  if (party.length > 0) lines.push(t("history-party", { party: f.list(party) }));
  lines.push(t("history-paid", { paid: money(booking.paid), fares: money(booking.fares), commission: money(booking.commission) }));
  const sale = view.sale;
  if (sale?.agency || sale?.seller) lines.push(t("history-sold-by", { agency: sale.agency ? oneLine(sale.agency) : "—", seller: sale.seller ? f.ltr(oneLine(sale.seller)) : "—" }));
  return lines.join("\n");
}

/** The tickets' heading, then each passenger with their tickets: a passenger is never split between messages. */
function passengerUnits(booking: BookingDescription, rejected: ReadonlyMap<string, string>, c: BookingWriter, money: (v: number) => string): string[] {
  const { t, f } = c;
  const units = [t("history-tickets")];
  booking.passengers.forEach((p, i) => {
    const lines = [t("history-passenger", { index: f.num(i + 1), name: oneLine(`${p.person.FirstName} ${p.person.LastName}`), age: ageWord(t, p.age) })];
    if (p.tickets.length === 0) lines.push(`   ${t("history-no-tickets")}`);
    for (const ticket of p.tickets) {
      lines.push(
        `   ${t("history-ticket", {
          route: route(f, ticket.leg.origin, ticket.leg.destination),
          ticket: oneLine(ticket.number),
          state: t(`history-ticket-${ticket.state}`),
          fare: money(ticket.fare),
        })}`,
      );
      // The supplier's own state says whether it is refunded (again); the rejection is told beside an unrefunded one.
      const rejectedAt = ticket.state === "refunded" ? undefined : rejected.get(ticket.number);
      if (rejectedAt !== undefined) lines.push(`   ${rejectedOn(rejectedAt, t, f)}`);
    }
    units.push(lines.join("\n"));
  });
  return units;
}

/**
 * Blocks (a blank line between them) of units (a line break between them), packed into
 * messages while they fit: a message ends between units, never inside one. A unit too long
 * for one message is split later, by lines.
 */
function packBlocks(blocks: string[][], limit = TELEGRAM_TEXT_LIMIT - 96): string[] {
  const pages: string[] = [];
  for (const block of blocks) {
    block.forEach((unit, i) => {
      const last = pages.at(-1);
      const sep = i === 0 ? "\n\n" : "\n";
      if (last !== undefined && last.length + sep.length + unit.length <= limit) pages[pages.length - 1] = `${last}${sep}${unit}`;
      else pages.push(unit);
    });
  }
  return pages;
}

export interface DetailsView {
  pnr: string;
  history: HistoryResponse;
  now: Date;
  personal: boolean;
}

/** The details button: contacts, remarks, and each passenger's birth date, nationality and documents. */
export function renderHistoryDetails(view: DetailsView, c: BookingWriter): Rendered {
  const { t, f } = c;
  const booking = describeBooking(view.history, view.now);
  const initial = view.history.History_InitialBooking;
  const lines = [t("history-details-title", { pnr: f.ltr(escapeHtml(view.pnr)) })];
  if (view.personal) {
    lines.push(t("history-contact", { phone: f.ltr(oneLine(initial.Phone ?? "—")), email: f.ltr(oneLine(initial.Email ?? "—")) }));
  } else {
    lines.push(t("history-private-only"));
  }
  if (initial.Remarks?.trim()) lines.push(t("history-remarks", { remarks: oneLine(initial.Remarks) }));
  booking.passengers.forEach((p, i) => lines.push("", ...passengerLines(p.person, i, p.age, c, view.personal)));
  return { text: f.rtlLines(lines.join("\n")) };
}
