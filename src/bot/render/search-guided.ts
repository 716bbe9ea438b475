/**
 * Questions of the guided search (/search alone) with their buttons. Every button carries the
 * step it answers, so a button of an earlier question is recognised as such.
 */
import { InlineKeyboard } from "grammy";
import { nextDays } from "../../domain/dates.js";
import type { ParsedSearch, SearchKind } from "../../domain/parsed-search.js";
import { formatSearchLine } from "../../domain/search-query.js";
import { encodeCallback } from "../callback-data.js";
import { escapeHtml } from "./html.js";
import { dayLabel, type SearchTexts } from "./search-flight.js";
import type { Rendered, Translate } from "./types.js";

/** Callback kind of every guided-search button. */
export const GUIDED_BUTTON = "srg";
export const KINDS: readonly SearchKind[] = ["oneway", "roundtrip", "multi-dest", "multicity"];
/** Date buttons offered: today and the days after it. */
export const DATE_BUTTONS = 7;

export interface GuidedContext extends SearchTexts {
  owner: number;
}

export function kindQuestion(c: GuidedContext): Rendered {
  const keyboard = new InlineKeyboard();
  KINDS.forEach((kind, i) => {
    keyboard.text(c.t(`search-kind-${kind}`), encodeCallback(GUIDED_BUTTON, c.owner, "kind", kind));
    if (i % 2 === 1) keyboard.row();
  });
  return { text: c.t("search-ask-kind"), keyboard };
}

/** A question answered with an airport code: recently used airports as buttons, plus extras. */
export function airportQuestion(text: string, step: string, airports: readonly string[], c: GuidedContext, extra: [label: string, value: string][] = []): Rendered {
  const keyboard = new InlineKeyboard();
  airports.forEach((code, i) => {
    keyboard.text(code, encodeCallback(GUIDED_BUTTON, c.owner, step, code));
    if (i % 3 === 2) keyboard.row();
  });
  keyboard.row();
  for (const [label, value] of extra) keyboard.text(label, encodeCallback(GUIDED_BUTTON, c.owner, step, value));
  return { text, keyboard };
}

/** A question answered with a date: the DATE_BUTTONS days from `from`, or a typed date. */
export function dateQuestion(text: string, step: string, from: string, c: GuidedContext): Rendered {
  const keyboard = new InlineKeyboard();
  nextDays(from, DATE_BUTTONS).forEach((date, i) => {
    keyboard.text(dayLabel(date, c.lang), encodeCallback(GUIDED_BUTTON, c.owner, step, date));
    if (i % 2 === 1) keyboard.row();
  });
  return { text: `${text}\n${c.t("search-ask-date-hint")}`, keyboard };
}

/** A choice between a few labelled values, `perRow` buttons a row. */
export function choiceQuestion(text: string, step: string, choices: [label: string, value: string][], c: { owner: number }, perRow = choices.length): Rendered {
  const keyboard = new InlineKeyboard();
  choices.forEach(([label, value], i) => {
    keyboard.text(label, encodeCallback(GUIDED_BUTTON, c.owner, step, value));
    if (i % perRow === perRow - 1) keyboard.row();
  });
  return { text, keyboard };
}

/** The options as toggles, the one-line form of the search so far, and the Search button. */
export function optionsQuestion(query: ParsedSearch, c: GuidedContext): Rendered {
  const button = (value: string) => encodeCallback(GUIDED_BUTTON, c.owner, "opt", value);
  const keyboard = new InlineKeyboard()
    .text(c.t(`search-option-source-${query.source}`), button("source"))
    .row()
    .text(toggle(c.t, query.closed, "search-option-closed"), button("closed"))
    .row()
    .text(toggle(c.t, query.tour, "search-option-tour"), button("tour"))
    .row()
    .text(c.t("search-option-go"), button("go"));
  return { text: c.t("search-ask-options", { line: escapeHtml(formatSearchLine(query)) }), keyboard };
}

function toggle(t: Translate, on: boolean, key: string): string {
  return `${on ? "☑️" : "⬜"} ${t(key)}`;
}
