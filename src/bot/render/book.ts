/**
 * The screens of selling (/book): the offer, the summary of a hold with its total per age group
 * (availability rule 3) and its countdown, a changed fare, and each outcome of Book. Pure; every
 * value from outside is escaped. A passenger's documents are shown masked: the agent typed them,
 * and a screen may be read over a shoulder.
 */
import { InlineKeyboard } from "grammy";
import { exactSum, sumOfProducts } from "../../domain/decimal.js";
import type { AgeGroup } from "../../domain/age-group.js";
import { maskNationalCode, maskPassport } from "../../domain/mask.js";
import type { Party } from "../../domain/party.js";
import type { SellPassenger } from "../../supplier/client.js";
import type { FlightClass } from "../../supplier/schemas/availability.js";
import { buttons } from "../buttons.js";
import { addButton } from "../callback-data.js";
import { offerTag, type BookOffer } from "../book/offer.js";
import type { StoredResult } from "../search/results.js";
import type { IssuedBooking } from "../book/issued.js";
import { code, escapeHtml } from "./html.js";
import { oneLine } from "./history-parts.js";
import { classLabel, flightLine, money, type SearchTexts } from "./search-flight.js";
import { choiceQuestion } from "./search-guided.js";
import type { Rendered, Translate } from "./types.js";
import { creditRefusalText } from "./credit-refusal.js";
import type { CallFailure } from "../supplier-call.js";

const AGES: readonly AgeGroup[] = ["adult", "child", "infant"];
const FARE_OF: Record<AgeGroup, "AdultFare" | "ChildFare" | "InfantFare"> = { adult: "AdultFare", child: "ChildFare", infant: "InfantFare" };
const COUNT_OF: Record<AgeGroup, keyof Party> = { adult: "adults", child: "children", infant: "infants" };

export interface BookWords extends SearchTexts {
  owner: number;
}

/** The flights and the fare class of each, one line each. */
export function offerLines(offer: BookOffer, c: SearchTexts): string[] {
  return offer.segments.flatMap((segment, i) => {
    const flightClass = offer.classes[i];
    return [flightLine(segment, c), ...(flightClass ? [`   ${c.t("book-class", { class: classLabel(flightClass, c.t), fare: oneLine(flightClass.FareName) })}`] : [])];
  });
}

export function renderOffer(offer: BookOffer, c: SearchTexts): string {
  return c.f.rtlLines([c.t("book-title"), ...offerLines(offer, c), c.t("search-local-times")].join("\n"));
}

/** Per age group of the party: count × one passenger's Payable over every segment = their total; then the total payable. */
export function totalLines(classes: readonly FlightClass[], party: Party, total: number, currency: string, c: SearchTexts): string[] {
  const lines: string[] = [];
  for (const age of AGES) {
    const count = party[COUNT_OF[age]];
    if (count === 0) continue;
    const each = exactSum(classes.map((fc) => fc[FARE_OF[age]].Payable));
    lines.push(c.t("book-total-age", { age: c.t(`search-age-${age}`), count: c.f.num(count), each: money(each, currency, c.f), sum: money(sumOfProducts([[each, count]]), currency, c.f) }));
  }
  lines.push(c.t("book-total", { total: money(total, currency, c.f) }));
  return lines;
}

/** "1. REZA TEHRANI · adult · ♂ · 17 May 1990 · IR ••••0899" */
export function passengerLine(p: SellPassenger, i: number, c: SearchTexts): string {
  const document = p.passport ? `${p.passport.nationality} ${maskPassport(p.passport.number)}` : `IR ${maskNationalCode(p.nationalCode ?? "")}`;
  return c.t("book-passenger", {
    index: c.f.num(i + 1),
    name: c.f.ltr(escapeHtml(`${p.firstName} ${p.lastName}`)),
    age: c.t(`search-age-${p.age}`),
    sex: c.t(`book-sex-${p.sex}`),
    birth: c.f.date(p.birthDate),
    document: c.f.ltr(escapeHtml(document)),
  });
}

export interface SummaryView {
  offer: BookOffer;
  party: Party;
  passengers: readonly SellPassenger[];
  mobile: string;
  email: string;
  total: number;
  /** ISO 8601, or null when the supplier did not say how long it holds the seats. */
  expiresAt: string | null;
  minutes: number | null;
}

/** The hold to confirm: flights, passengers, the total per age group, and how long the seats are held. */
export function renderSummary(view: SummaryView, step: string, c: BookWords): Rendered {
  const lines = [
    c.t("book-summary-title"),
    ...offerLines(view.offer, c),
    "",
    ...view.passengers.map((p, i) => passengerLine(p, i, c)),
    c.t("book-contact", { mobile: c.f.ltr(escapeHtml(view.mobile)), email: view.email ? c.f.ltr(escapeHtml(view.email)) : "—" }),
    "",
    ...totalLines(view.offer.classes, view.party, view.total, view.offer.currency, c),
    view.expiresAt ? c.t("book-held-until", { time: c.f.instant(view.expiresAt), minutes: c.f.num(view.minutes ?? 0), zone: c.f.zoneName }) : c.t("book-held-no-expiry"),
  ];
  const question = choiceQuestion(c.f.rtlLines(lines.join("\n")), step, [[c.t("book-button-confirm"), "ok"], [c.t("book-button-cancel"), "no"]], c);
  return question;
}

/** A fare that moved since the search: the old and new totals; the seats were given back, holding again is offered. */
export function renderFareChanged(before: number, after: number, step: string, currency: string, c: BookWords): Rendered {
  const text = c.t("book-fare-changed", { before: money(before, currency, c.f), after: money(after, currency, c.f) });
  return choiceQuestion(c.f.rtlLines(text), step, [[c.t("book-button-hold-again"), "ok"], [c.t("book-button-cancel"), "no"]], c);
}

/** The booking issued: its PNR, each passenger's tickets, what was debited, and its history a tap away. */
export function renderIssued(issued: IssuedBooking, total: string | number, currency: string, reference: string, c: BookWords): Rendered {
  const lines = [
    c.t("book-issued", { pnr: code(escapeHtml(issued.pnr)) }),
    ...issued.passengers.map((p, i) =>
      c.t("book-issued-passenger", { index: c.f.num(i + 1), name: c.f.ltr(escapeHtml(p.name)), tickets: p.tickets.map((ticket) => code(escapeHtml(ticket))).join(", ") }),
    ),
    c.t("book-debited", { amount: money(Number(total), currency, c.f) }),
    c.t("book-reference", { reference: code(escapeHtml(reference)) }),
  ];
  const keyboard = addButton(new InlineKeyboard(), c.t("status-button-history"), buttons.alertHistory.pack(c.owner, { pnr: issued.pnr }));
  return { text: c.f.rtlLines(lines.join("\n")), keyboard };
}

/** Refusal kinds of Lock and Book said in the bot's words; any other is the supplier's own. */
const REFUSALS: Partial<Record<string, string>> = {
  ForbiddenNationality: "book-refused-nationality",
  NoSeats: "book-refused-seats",
  LockSeatLimit: "book-refused-lock-limit",
  FlightNotFound: "book-refused-flight",
  FlightTimeMismatch: "book-refused-flight",
  FareNotFound: "book-refused-flight",
  FareChanged: "book-refused-fare",
  LockReleased: "book-lock-released",
};

/** A named refusal of the supplier, in words: nothing was booked. */
export function bookRefusalText(failure: Extract<CallFailure, { type: "supplier" }>, t: Translate): string {
  const credit = creditRefusalText(failure.kind, t);
  if (credit) return credit;
  const key = REFUSALS[failure.kind];
  return key ? t(key) : t("book-refused", { message: escapeHtml(failure.message ?? failure.code) });
}

/** Buttons offered at most: a journey's classes, or the options /book lists. */
const BOOK_BUTTONS = 12;

/** 🎫 a button per option of a journey (under its details), for agents in a private chat. */
export function addBookButtons(keyboard: InlineKeyboard, result: StoredResult, index: number, c: { t: Translate; owner: number }): InlineKeyboard {
  const journey = result.journeys[index];
  if (!journey || journey.segments.length > 2) return keyboard;
  keyboard.row();
  journey.options.slice(0, BOOK_BUTTONS).forEach((option, i) => {
    const classes = option.classes.map((fc) => fc.BookingCode).join("+");
    addButton(keyboard, c.t("book-button-book", { classes }), buttons.searchBook.pack(c.owner, { result: result.id, offer: offerTag(journey.segments, option.classes) }));
    if (i % 3 === 2) keyboard.row();
  });
  return keyboard;
}

/** /book after a search: the latest result's journeys and classes, a button each, cheapest class of each journey first. */
export function renderBookChoices(result: StoredResult, c: BookWords): Rendered {
  const keyboard = new InlineKeyboard();
  let shown = 0;
  result.journeys.forEach((journey) => {
    if (journey.segments.length > 2) return;
    journey.options.forEach((option) => {
      if (shown >= BOOK_BUTTONS) return;
      const first = journey.segments[0]!;
      const label = `🎫 ${[first.FlightNumber, first.DepartureDateTime.slice(11, 16), option.classes.map((fc) => fc.BookingCode).join("+")].join(" · ")}`;
      addButton(keyboard, label, buttons.searchBook.pack(c.owner, { result: result.id, offer: offerTag(journey.segments, option.classes) })).row();
      shown++;
    });
  });
  return { text: c.t(shown > 0 ? "book-choose" : "book-nothing-to-book"), ...(shown > 0 ? { keyboard } : {}) };
}
