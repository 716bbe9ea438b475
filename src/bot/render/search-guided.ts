/**
 * Questions of the guided search (/search alone) with their buttons. Every button carries the
 * step it answers, so a button of an earlier question is recognised as such.
 */
import { InlineKeyboard } from "grammy";
import { nextDays } from "../../domain/dates.js";
import type { ParsedSearch, SearchKind } from "../../domain/parsed-search.js";
import { formatSearchLine } from "../../domain/search-query.js";
import { buttons } from "../buttons.js";
import { addButton } from "../callback-data.js";
import { escapeHtml } from "./html.js";
import { dayLabel, type SearchTexts } from "./search-flight.js";
import type { Rendered, Translate } from "./types.js";

/** The data of a guided-search button: the answer `value` to the question `step`. */
const guided = (owner: number, step: string, value: string) => buttons.searchGuided.pack(owner, { step, value });
export const KINDS: readonly SearchKind[] = ["oneway", "roundtrip", "multi-dest", "multicity"];
/** Date buttons offered: today and the days after it. */
export const DATE_BUTTONS = 7;

export interface GuidedContext extends SearchTexts {
  owner: number;
}

export function kindQuestion(c: GuidedContext): Rendered {
  const keyboard = new InlineKeyboard();
  KINDS.forEach((kind, i) => {
    addButton(keyboard, c.t(`search-kind-${kind}`), guided(c.owner, "kind", kind));
    if (i % 2 === 1) keyboard.row();
  });
  return { text: c.t("search-ask-kind"), keyboard };
}

/** The buttons of a refusal's choices, each a row of its own, above the question's own. */
export function withChoices(keyboard: InlineKeyboard | undefined, choices: readonly [label: string, value: string][], owner: number, step: string): InlineKeyboard | undefined {
  if (choices.length === 0) return keyboard;
  const above = new InlineKeyboard();
  for (const [label, value] of choices) addButton(above, label, guided(owner, step, value)).row();
  return InlineKeyboard.from([...above.inline_keyboard.filter((row) => row.length > 0), ...(keyboard?.inline_keyboard ?? [])]);
}

/** A question answered with an airport code: recently used airports as buttons, plus extras. */
export function airportQuestion(text: string, step: string, airports: readonly string[], c: GuidedContext, extra: [label: string, value: string][] = []): Rendered {
  const keyboard = new InlineKeyboard();
  airports.forEach((code, i) => {
    addButton(keyboard, code, guided(c.owner, step, code));
    if (i % 3 === 2) keyboard.row();
  });
  keyboard.row();
  for (const [label, value] of extra) addButton(keyboard, label, guided(c.owner, step, value));
  return { text, keyboard };
}

/** A question answered with a date: the DATE_BUTTONS days from `from`, or a typed date. */
export function dateQuestion(text: string, step: string, from: string, c: GuidedContext): Rendered {
  const keyboard = new InlineKeyboard();
  nextDays(from, DATE_BUTTONS).forEach((date, i) => {
    addButton(keyboard, dayLabel(date, c.f), guided(c.owner, step, date));
    if (i % 2 === 1) keyboard.row();
  });
  return { text: `${text}\n${c.t("search-ask-date-hint", dateExamples(c))}`, keyboard };
}

/** A choice between a few labelled values, `perRow` buttons a row. */
export function choiceQuestion(text: string, step: string, choices: [label: string, value: string][], c: { owner: number }, perRow = choices.length): Rendered {
  const keyboard = new InlineKeyboard();
  choices.forEach(([label, value], i) => {
    addButton(keyboard, label, guided(c.owner, step, value));
    if (i % perRow === perRow - 1) keyboard.row();
  });
  return { text, keyboard };
}

/** The options as toggles, the one-line form of the search so far, and the Search button. */
export function optionsQuestion(query: ParsedSearch, c: GuidedContext): Rendered {
  const keyboard = new InlineKeyboard();
  const option = (label: string, value: string) => addButton(keyboard, label, guided(c.owner, "opt", value));
  option(c.t(`search-option-source-${query.source}`), "source").row();
  option(toggle(c.t, query.closed, "search-option-closed"), "closed").row();
  option(toggle(c.t, query.tour, "search-option-tour"), "tour").row();
  option(c.t("search-option-go"), "go");
  return { text: c.t("search-ask-options", { line: escapeHtml(formatSearchLine(query, c.f.lang)) }), keyboard };
}

/** The dates of the typed-date examples, in the reader's digits ("+3", Jalali "1405/09/10"). */
export function dateExamples({ f }: SearchTexts): Record<string, string> {
  return { gregorian: f.num("2026-12-01"), jalali: f.num("1405/09/10"), plus: f.num("+3") };
}

function toggle(t: Translate, on: boolean, key: string): string {
  return `${on ? "☑️" : "⬜"} ${t(key)}`;
}
