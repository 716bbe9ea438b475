/**
 * A search answer, a page at a time: journeys with their cheapest option, by departure or by
 * price, all airlines or one; then (when asked for) closed and sold-out flights in their own
 * section. Under every answer: the page, sort and airline buttons, the day before and after,
 * and a refresh. Nothing found and Error1027 get their own answers.
 */
import { InlineKeyboard } from "grammy";
import { addDays } from "../../domain/dates.js";
import type { ParsedSearch } from "../../domain/parsed-search.js";
import { formatSearchLine } from "../../domain/search-query.js";
import { buttons } from "../buttons.js";
import { addButton } from "../callback-data.js";
import type { Journey } from "../search/journeys.js";
import type { StoredResult } from "../search/results.js";
import { escapeHtml } from "./html.js";
import { classLabel, counted, dayLabel, flightLine, isTourOnly, journeySeatsText, money, type SearchTexts } from "./search-flight.js";
import { PAGE_BUDGET, clipHtml, memoTranslate, packPages, pageSlice } from "./search-text.js";
import type { Rendered, Translate } from "./types.js";

/** Rows (journeys or closed flights) per page at most; fewer when they are long. */
const ROWS_PER_PAGE = 5;
/** Airline buttons at most (the busiest routes have a handful), and per row. */
const AIRLINE_BUTTONS = 11;
const AIRLINES_PER_ROW = 4;

export interface ResultPageContext extends SearchTexts {
  owner: number;
  /** yyyy-MM-dd in the display time zone: no "day before" button into the past. */
  today: string;
}

/** How a result is looked at: its order, and one airline or all. Carried by the buttons. */
export interface ResultView {
  sort: "departure" | "price";
  /** An airline code of the result; undefined: all. */
  airline?: string | undefined;
}

export const DEFAULT_VIEW: ResultView = { sort: "departure" };

/** The view's one-letter sort code on a button, and back. */
export const sortCode = (view: ResultView): string => (view.sort === "price" ? "p" : "d");
export const viewOf = (sort: string, airline: string | undefined): ResultView => ({ sort: sort === "p" ? "price" : "departure", airline });

type Closed = StoredResult["closed"][number];
type Row = { journey: Journey; number: number } | { closed: Closed };

export function renderResultPage(result: StoredResult, page: number, context: ResultPageContext, requested: ResultView = DEFAULT_VIEW): Rendered {
  const c = { ...context, t: memoTranslate(context.t) };
  const { t, f } = c;
  if (result.unserved) return { text: t("search-airport-not-served", { airports: f.ltr(escapeHtml(result.unserved.join(", "))) }) };

  const airlines = airlinesOf(result);
  // A filter on an airline this answer no longer has (a refresh, another day) is dropped.
  const view: ResultView = { sort: requested.sort, airline: requested.airline && airlines.includes(requested.airline) ? requested.airline : undefined };
  const flies = (flight: { Airline: string }) => view.airline === undefined || airlineOf(flight) === view.airline;
  const journeys = result.journeys.map((journey, i) => ({ journey, number: i + 1 })).filter(({ journey }) => journey.segments.some(flies));
  if (view.sort === "price") journeys.sort((a, b) => a.journey.options[0]!.adultTotal - b.journey.options[0]!.adultTotal || a.number - b.number);
  const closed = result.closed.filter(flies);

  const withDates = new Set(result.query.routes.map((route) => route.date)).size > 1;
  const rows: Row[] = [...journeys, ...closed.map((flight) => ({ closed: flight }))];
  const blocks = rows.map((row, i) => rowText(row, result.currency, i === journeys.length ? closed.length : 0, withDates, c));
  const starts = packPages(blocks.map((b) => b.length), PAGE_BUDGET, ROWS_PER_PAGE);
  const shown = pageSlice(rows.map((row, i) => ({ row, text: blocks[i] ?? "" })), starts, page);
  const pages = Math.max(starts.length, 1);

  const lines = [...queryHeader(result.query, c)];
  if (journeys.length === 0) lines.push(t(closed.length > 0 ? "search-none-bookable" : "search-none"));
  else lines.push(countLine(journeys.length, result.journeys.length, view, shown.page, pages, c));
  lines.push(t("search-as-of", { time: f.instant(result.fetchedAt), zone: f.zoneName }), "");
  lines.push(...shown.items.map((item) => item.text));
  if (rows.length > 0) lines.push("", t(journeys.length > 0 ? "search-recheck" : "search-local-times"));

  const keyboard = new InlineKeyboard();
  const at = (page: number, next: ResultView = view) =>
    buttons.searchView.pack(c.owner, { result: result.id, page, sort: sortCode(next), airline: next.airline });
  const numbers = shown.items.flatMap(({ row }) => ("journey" in row ? [row.number] : []));
  for (const n of numbers) addButton(keyboard, `ℹ️ ${f.num(n)}`, buttons.searchDetails.pack(c.owner, { result: result.id, journey: (n - 1).toString(36) }));
  if (numbers.length > 0) keyboard.row();
  if (shown.page > 0) addButton(keyboard, t("search-previous"), at(shown.page - 1));
  if (shown.page < starts.length - 1) addButton(keyboard, t("search-next"), at(shown.page + 1));
  if (starts.length > 1) keyboard.row();
  if (journeys.length > 1) {
    const other: ResultView = { ...view, sort: view.sort === "price" ? "departure" : "price" };
    addButton(keyboard, t(other.sort === "price" ? "search-sort-price" : "search-sort-departure"), at(0, other)).row();
  }
  if (airlines.length > 1) addAirlineButtons(keyboard, airlines, view, (airline) => at(0, { ...view, airline }), t);
  addDayButtons(keyboard, result, view, c);
  addButton(keyboard, t("search-refresh"), buttons.searchDay.pack(c.owner, { result: result.id, days: 0, sort: sortCode(view), airline: view.airline }));
  // The closed section opens with a blank line, already there when it starts the page.
  return { text: c.f.rtlLines(lines.join("\n").replace(/\n{3,}/g, "\n\n")), keyboard };
}

/** "🔎 Round trip: THR MHD 2026-12-01 2026-12-05" and the dates with their weekday. */
export function queryHeader(query: ParsedSearch, c: SearchTexts): string[] {
  const dates = [...new Set(query.routes.map((route) => route.date))];
  return [
    c.t("search-header", { kind: c.t(`search-kind-${query.kind}`), line: escapeHtml(formatSearchLine(query, c.f.lang)) }),
    `📅 ${dates.map((date) => dayLabel(date, c.f, true)).join(" · ")}`,
  ];
}

/** "12 flights · cheapest first · page 1/3", or "3 of 12 flights: IR only · …". */
function countLine(shown: number, all: number, view: ResultView, page: number, pages: number, c: SearchTexts): string {
  const parts = [
    view.airline === undefined
      ? c.t("search-count", counted(all, c.f))
      : c.t("search-count-airline", { ...counted(all, c.f), shown: c.f.num(shown), airline: c.f.ltr(escapeHtml(view.airline)) }),
  ];
  if (view.sort === "price") parts.push(c.t("search-sorted-price"));
  if (pages > 1) parts.push(c.t("search-page", { page: c.f.num(page + 1), pages: c.f.num(pages) }));
  return parts.join(" · ");
}

function rowText(row: Row, currency: string, closedCount: number, withDates: boolean, c: SearchTexts): string {
  if ("closed" in row) {
    const line = `🚫 ${flightLine(row.closed, c, withDates)}`;
    return closedCount > 0 ? `\n${c.t("search-closed-title", counted(closedCount, c.f))}\n${line}` : line;
  }
  const [first, ...rest] = journeyLines(row.journey, currency, withDates, c);
  return [`<b>${c.f.num(row.number)}.</b> ${first}`, ...rest.map((line) => `    ${line}`)].join("\n");
}

/** A journey as lines: each of its flights, then its cheapest option's price, classes and seats. */
export function journeyLines(journey: Journey, currency: string, withDates: boolean, c: SearchTexts): string[] {
  const cheapest = journey.options[0]!;
  const price = c.t("search-price", {
    total: money(cheapest.adultTotal, currency, c.f),
    payable: money(cheapest.adultPayable, currency, c.f),
    classes: cheapest.classes.map((flightClass) => classLabel(flightClass, c.t)).join(" + "),
    seats: journeySeatsText(journey, cheapest, c),
    fares: c.t("search-fares", counted(journey.options.length, c.f)),
  });
  const tour = isTourOnly(cheapest) ? ` · ${c.t("search-tour-only")}` : "";
  return [...journey.segments.map((segment) => flightLine(segment, c, withDates)), `${price}${tour}`];
}

/** The airlines flying in the answer (bookable or closed), by code. */
export function airlinesOf(result: StoredResult): string[] {
  const codes = [...result.journeys.flatMap((j) => j.segments), ...result.closed].map(airlineOf);
  return [...new Set(codes)].filter((code) => code !== "").sort();
}

function airlineOf(flight: { Airline: string }): string {
  return flight.Airline.trim().toUpperCase();
}

/** "All" and each airline, the chosen one ticked. */
function addAirlineButtons(
  keyboard: InlineKeyboard,
  airlines: readonly string[],
  view: ResultView,
  pack: (airline: string | undefined) => ReturnType<typeof buttons.searchView.pack>,
  t: Translate,
): void {
  const tick = (chosen: boolean, label: string) => (chosen ? `✅ ${label}` : label);
  addButton(keyboard, tick(view.airline === undefined, t("search-airline-all")), pack(undefined));
  airlines.slice(0, AIRLINE_BUTTONS).forEach((code, i) => {
    if ((i + 1) % AIRLINES_PER_ROW === 0) keyboard.row();
    addButton(keyboard, tick(view.airline === code, clipHtml(code, 8)), pack(code));
  });
  keyboard.row();
}

/** The same search a day earlier (not before today) and a day later, in the same view. */
function addDayButtons(keyboard: InlineKeyboard, result: StoredResult, view: ResultView, c: ResultPageContext): void {
  const firstDate = result.query.routes[0]?.date ?? c.today;
  const day = (days: number) => buttons.searchDay.pack(c.owner, { result: result.id, days, sort: sortCode(view), airline: view.airline });
  if (firstDate > c.today) addButton(keyboard, c.t("search-day-before", { date: c.f.date(addDays(firstDate, -1)) }), day(-1));
  addButton(keyboard, c.t("search-day-after", { date: c.f.date(addDays(firstDate, 1)) }), day(1)).row();
}

/** A button of a result no longer kept: a refresh when its query is still known, else search again. */
export function renderExpired(id: string, queryKnown: boolean, c: { t: Translate; owner: number }): Rendered {
  if (!queryKnown) return { text: c.t("search-gone") };
  return { text: c.t("search-expired"), keyboard: addButton(new InlineKeyboard(), c.t("search-refresh"), buttons.searchRefresh.pack(c.owner, { result: id })) };
}
