/**
 * Size control for search messages: supplier texts are escaped and cut to a bound, and blocks
 * are packed into pages under Telegram's limit, so no answer can be too long to send.
 */
import { escapeHtml } from "./html.js";
import { TELEGRAM_TEXT_LIMIT } from "./split.js";
import type { Translate } from "./types.js";

/** HTML characters a page may use, leaving room for its header and footer lines. */
export const PAGE_BUDGET = TELEGRAM_TEXT_LIMIT - 600;

/**
 * Escapes a supplier text and cuts it, marked with "…", so that the HTML is at most
 * `maxHtml` characters; line breaks become spaces unless `keepLines`.
 */
export function clipHtml(value: unknown, maxHtml: number, keepLines = false): string {
  const text = String(value ?? "").trim();
  const flat = keepLines ? text.replace(/\r\n?/g, "\n") : text.replace(/\s+/g, " ");
  const whole = escapeHtml(flat);
  if (whole.length <= maxHtml) return whole;
  let out = "";
  for (const char of flat) {
    const piece = escapeHtml(char);
    if (out.length + piece.length > maxHtml - 1) break;
    out += piece;
  }
  return `${out}…`;
}

/**
 * Splits blocks (by their lengths) into pages of at most `maxPerPage` blocks whose lengths,
 * with a line between blocks, stay within `budget`. Returns the index of each page's first
 * block; a block longer than the budget gets a page of its own.
 */
export function packPages(lengths: readonly number[], budget: number, maxPerPage: number): number[] {
  const starts: number[] = [];
  let used = 0;
  let count = 0;
  lengths.forEach((length, i) => {
    if (i === 0 || count === maxPerPage || used + 1 + length > budget) {
      starts.push(i);
      used = length;
      count = 1;
    } else {
      used += 1 + length;
      count += 1;
    }
  });
  return starts;
}

/** Page `page` (clamped) of the blocks, given the starts from packPages. */
export function pageSlice<T>(items: readonly T[], starts: readonly number[], page: number): { page: number; items: T[] } {
  const current = Math.min(Math.max(page, 0), Math.max(starts.length - 1, 0));
  const from = starts[current] ?? 0;
  const to = starts[current + 1] ?? items.length;
  return { page: current, items: items.slice(from, to) };
}

/** A translate function that remembers its answers: a page repeats the same labels many times. */
export function memoTranslate(t: Translate): Translate {
  const seen = new Map<string, string>();
  return (key, vars) => {
    let id = key;
    if (vars) for (const name in vars) id += `\u0000${String(vars[name])}`;
    let text = seen.get(id);
    if (text === undefined) {
      text = t(key, vars);
      seen.set(id, text);
    }
    return text;
  };
}
