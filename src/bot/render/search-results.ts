/**
 * A search answer, a page at a time: journeys by departure with their cheapest option, then
 * (when asked for) closed and sold-out flights in their own section. Nothing found and
 * Error1027 get their own answers.
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
import { classLabel, dayLabel, flightLine, money, seatsText, type SearchTexts } from "./search-flight.js";
import { PAGE_BUDGET, memoTranslate, packPages, pageSlice } from "./search-text.js";
import { formatInstant } from "./time.js";
import type { Rendered, Translate } from "./types.js";

/** Rows (journeys or closed flights) per page at most; fewer when they are long. */
const ROWS_PER_PAGE = 5;

export interface ResultPageContext extends SearchTexts {
  owner: number;
  /** yyyy-MM-dd in the display time zone: no "day before" button into the past. */
  today: string;
  timeZone: string;
}

type Row = { journey: Journey; number: number } | { closed: StoredResult["closed"][number] };

export function renderResultPage(result: StoredResult, page: number, context: ResultPageContext): Rendered {
  const c = { ...context, t: memoTranslate(context.t) };
  const { t } = c;
  if (result.unserved) return { text: t("search-airport-not-served", { airports: escapeHtml(result.unserved.join(", ")) }) };

  const rows: Row[] = [...result.journeys.map((journey, i) => ({ journey, number: i + 1 })), ...result.closed.map((closed) => ({ closed }))];
  const blocks = rows.map((row, i) => rowText(row, result, i === result.journeys.length, c));
  const starts = packPages(blocks.map((b) => b.length), PAGE_BUDGET, ROWS_PER_PAGE);
  const shown = pageSlice(rows.map((row, i) => ({ row, text: blocks[i] ?? "" })), starts, page);

  const lines = [...queryHeader(result.query, c)];
  if (result.journeys.length === 0) lines.push(t("search-none"));
  else {
    lines.push(t("search-count", { count: String(result.journeys.length), page: String(shown.page + 1), pages: String(Math.max(starts.length, 1)) }));
  }
  lines.push(t("search-as-of", { time: formatInstant(result.fetchedAt, c.timeZone) }), "");
  lines.push(...shown.items.map((item) => item.text));
  if (result.journeys.length > 0) lines.push("", t("search-recheck"));

  const keyboard = new InlineKeyboard();
  const numbers = shown.items.flatMap(({ row }) => ("journey" in row ? [row.number] : []));
  for (const n of numbers) addButton(keyboard, `ℹ️ ${n}`, buttons.searchDetails.pack(c.owner, { result: result.id, journey: (n - 1).toString(36) }));
  if (numbers.length > 0) keyboard.row();
  if (shown.page > 0) addButton(keyboard, t("search-previous"), buttons.searchPage.pack(c.owner, { result: result.id, page: shown.page - 1 }));
  if (shown.page < starts.length - 1) addButton(keyboard, t("search-next"), buttons.searchPage.pack(c.owner, { result: result.id, page: shown.page + 1 }));
  if (starts.length > 1) keyboard.row();
  if (result.journeys.length === 0) addShiftButtons(keyboard, result, c);
  addButton(keyboard, t("search-refresh"), buttons.searchRefresh.pack(c.owner, { result: result.id }));
  // The closed section opens with a blank line, already there when it starts the page.
  return { text: lines.join("\n").replace(/\n{3,}/g, "\n\n"), keyboard };
}

/** "🔎 Round trip: THR MHD 2026-12-01 2026-12-05" and the dates with weekday and Jalali date. */
export function queryHeader(query: ParsedSearch, c: SearchTexts): string[] {
  const dates = [...new Set(query.routes.map((route) => route.date))];
  return [
    c.t("search-header", { kind: c.t(`search-kind-${query.kind}`), line: escapeHtml(formatSearchLine(query)) }),
    `📅 ${dates.map((date) => dayLabel(date, c.lang)).join(" · ")}`,
  ];
}

function rowText(row: Row, result: StoredResult, firstClosed: boolean, c: ResultPageContext): string {
  if ("closed" in row) {
    const line = `🚫 ${flightLine(row.closed, c.t)}`;
    return firstClosed ? `\n${c.t("search-closed-title", { count: String(result.closed.length) })}\n${line}` : line;
  }
  const [first, ...rest] = row.journey.segments.map((segment) => flightLine(segment, c.t));
  const cheapest = row.journey.options[0]!;
  const price = c.t("search-price", {
    total: money(cheapest.adultTotal, result.currency),
    payable: money(cheapest.adultPayable, result.currency),
    classes: cheapest.classes.map((flightClass) => classLabel(flightClass, c.t)).join(" + "),
    seats: seatsText(cheapest.seats, c.t),
    options: String(row.journey.options.length),
  });
  return [`<b>${row.number}.</b> ${first}`, ...rest.map((line) => `    ${line}`), `    ${price}`].join("\n");
}

/** Nothing found: the same search a day earlier (not before today) and a day later. */
function addShiftButtons(keyboard: InlineKeyboard, result: StoredResult, c: ResultPageContext): void {
  const firstDate = result.query.routes[0]?.date ?? c.today;
  if (firstDate > c.today) {
    addButton(keyboard, `⬅️ ${addDays(firstDate, -1)}`, buttons.searchShift.pack(c.owner, { result: result.id, days: -1 }));
  }
  addButton(keyboard, `${addDays(firstDate, 1)} ➡️`, buttons.searchShift.pack(c.owner, { result: result.id, days: 1 })).row();
}

/** A button of a result no longer kept: a refresh when its query is still known, else search again. */
export function renderExpired(id: string, queryKnown: boolean, c: { t: Translate; owner: number }): Rendered {
  if (!queryKnown) return { text: c.t("search-gone") };
  return { text: c.t("search-expired"), keyboard: addButton(new InlineKeyboard(), c.t("search-refresh"), buttons.searchRefresh.pack(c.owner, { result: id })) };
}
