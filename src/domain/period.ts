/**
 * The period of /sales: `today`, `yesterday`, one date, or a range FROM..TO whose ends are any
 * of those. A date is what /search reads (yyyy-MM-dd, Jalali yyyy/MM/dd or any year below
 * 1500, `+N`; dates.ts) plus `-N` days and yesterday (دیروز, أمس). Days are those of the
 * display time zone: the period is the UTC instants [from, to) of its first local midnight
 * and the local midnight after its last day. Pure: the clock reading is an argument.
 */
import { addDays, daysBetween, readDateWord, startOfDayIn, todayIn } from "./dates.js";
import { foldText } from "./text-fold.js";
import { normalizeUserText, printableSnippet } from "./user-text.js";

/** A leap year: any calendar year fits, a year and a day does not. */
export const MAX_PERIOD_DAYS = 366;

export interface SalesPeriod {
  /** The first and last local day (yyyy-MM-dd), both included. */
  firstDate: string;
  lastDate: string;
  days: number;
  /** The first instant of firstDate and the first of the day after lastDate, in the zone. */
  from: Date;
  to: Date;
}

/**
 * format: not a period we read (part: the end that is not a date). invalid: no such day
 * (2026-02-30, 1405/12/30). reversed: FROM after TO. too-long: over MAX_PERIOD_DAYS days.
 * future: it starts after today, when nothing can have been sold yet.
 */
export type PeriodError = "format" | "invalid" | "reversed" | "too-long" | "future";

export type PeriodResult = { ok: true; period: SalesPeriod } | { ok: false; reason: PeriodError; part?: string };

/** Folded, so Arabic and Persian keyboards spell them alike (أمس = امس). */
const YESTERDAY_WORDS = new Set(["yesterday", "دیروز", "امس"].map(foldText));
/** Up to 99999 days back (273 years): more digits are not a day count anyone means. */
const DAYS_BACK = /^-(\d{1,5})$/;

/**
 * Reads the period of /sales (the empty text is today). `now` and `timeZone` (an IANA zone,
 * DISPLAY_TIMEZONE) say which day is today. Never throws on `text`; throws RangeError for an
 * unknown zone or an invalid `now` (programming errors).
 */
export function parseSalesPeriod(text: string, now: Date, timeZone: string): PeriodResult {
  const today = todayIn(timeZone, now);
  const ends = text.trim() === "" ? ["today"] : text.split("..");
  if (ends.length > 2) return { ok: false, reason: "format", part: printableSnippet(text) };

  const dates: string[] = [];
  for (const end of ends) {
    const date = readEnd(end, today);
    if (!date.ok) return { ok: false, reason: date.reason, part: printableSnippet(end.trim()) };
    dates.push(date.date);
  }
  const firstDate = dates[0] ?? today;
  const lastDate = dates[dates.length - 1] ?? firstDate;
  if (firstDate > lastDate) return { ok: false, reason: "reversed" };
  if (firstDate > today) return { ok: false, reason: "future" };
  const days = daysBetween(firstDate, lastDate) + 1;
  if (days > MAX_PERIOD_DAYS) return { ok: false, reason: "too-long" };
  const from = startOfDayIn(timeZone, firstDate);
  const to = startOfDayIn(timeZone, addDays(lastDate, 1));
  return { ok: true, period: { firstDate, lastDate, days, from, to } };
}

/** One day as /sales and /flights read it: a date word of /search, yesterday, or -N days. */
export function readEnd(end: string, today: string): { ok: true; date: string } | { ok: false; reason: "format" | "invalid" } {
  const word = foldText(end);
  if (YESTERDAY_WORDS.has(word)) return { ok: true, date: addDays(today, -1) };
  // A phone's keyboard may turn the minus into a dash.
  const back = DAYS_BACK.exec(normalizeUserText(end).trim().replace(/^[\u2212\u2010-\u2015]/, "-"));
  if (back) return { ok: true, date: addDays(today, -Number(back[1])) };
  return readDateWord(end, today);
}
