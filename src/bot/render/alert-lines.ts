import { TELEGRAM_TEXT_LIMIT } from "./split.js";

/**
 * The lines of one alert, each rendered on its own. A part that throws (a value no formatter
 * expected, such as an impossible date) is left out and named: one bad value costs its line,
 * never the alert or the alerts after it. The one list of an alert (flights, passengers) is cut
 * to what fits under Telegram's limit, with a line saying how many were left out.
 */

/** The HTML is measured, and it is never shorter than the text Telegram counts. */
export const ALERT_LIMIT = TELEGRAM_TEXT_LIMIT - 96;

/** A part of an alert that could not be rendered: its name and the kind of error, never a value. */
export interface OmittedPart {
  part: string;
  error: string;
}

interface AlertList {
  items: string[];
  /** Items the alert itself already left out (a large group's passengers beyond those kept). */
  leftOut: number;
  more: (count: number) => string;
}

export class AlertLines {
  readonly omitted: OmittedPart[] = [];
  readonly #head: string[] = [];
  readonly #tail: string[] = [];
  #list: AlertList | undefined;

  /** `mark`: what each line gets before it is measured (Format.rtlLines: a right-to-left mark in fa/ar). */
  readonly #mark: (text: string) => string;
  constructor(mark: (text: string) => string = (text) => text) {
    this.#mark = mark;
  }

  /** A line; after the list when the list was given first. */
  add(part: string, render: () => string): void {
    const line = this.#guard(part, render);
    if (line !== null) (this.#list ? this.#tail : this.#head).push(line);
  }

  /** The alert's list: each item one block of lines; `more` names how many did not fit. */
  list<T>(part: string, items: readonly T[], render: (item: T, index: number) => string, more: (count: number) => string, leftOut = 0): void {
    const rendered = items.map((item, i) => this.#guard(part, () => render(item, i)));
    this.#list = { items: rendered.filter((line): line is string => line !== null), leftOut, more: (count) => this.#mark(more(count)) };
  }

  /** The text, the list cut to fit `limit` (every other line is short: values are clipped). */
  text(limit = ALERT_LIMIT): string {
    const list = this.#list;
    if (!list) return this.#head.join("\n");
    const fixed = [...this.#head, ...this.#tail].reduce((n, line) => n + line.length + 1, 0);
    const size = (items: readonly string[], leftOut: number) =>
      items.reduce((n, item) => n + item.length + 1, fixed) + (leftOut > 0 ? list.more(leftOut).length + 1 : 0);
    let kept = list.items;
    if (size(kept, list.leftOut) > limit) {
      // Room for the "more" line with the largest count it can show.
      let length = size([], list.items.length + list.leftOut);
      const fitting = list.items.findIndex((item) => (length += item.length + 1) > limit);
      if (fitting >= 0) kept = list.items.slice(0, fitting);
    }
    const leftOut = list.items.length - kept.length + list.leftOut;
    return [...this.#head, ...kept, ...(leftOut > 0 ? [list.more(leftOut)] : []), ...this.#tail].join("\n");
  }

  #guard(part: string, render: () => string): string | null {
    try {
      return this.#mark(render());
    } catch (error) {
      this.omitted.push({ part, error: error instanceof Error ? error.name : typeof error });
      return null;
    }
  }
}

/** Longest supplier value shown in an alert: a 5,000-character agency name costs its line, not the alert. */
const MAX_VALUE_LENGTH = 100;

/** The value cut to MAX_VALUE_LENGTH with "…" (before escaping, so no entity is cut), never inside a surrogate pair. */
export function clipValue(value: string): string {
  if (value.length <= MAX_VALUE_LENGTH) return value;
  let end = MAX_VALUE_LENGTH - 1;
  if (/[\uD800-\uDBFF]/.test(value.charAt(end - 1))) end -= 1;
  return `${value.slice(0, end)}…`;
}
