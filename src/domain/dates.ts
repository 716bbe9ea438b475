/**
 * Flight dates as staff type them, and day arithmetic on yyyy-MM-dd strings. Pure: "today" is
 * always an argument (todayIn derives it from a clock reading the caller passes).
 */
import { daysInGregorianMonth, formatIsoDate, fromEpochDay, isValidGregorianDate, parseIsoDate, toEpochDay } from "./gregorian.js";
import { JALALI_MAX_YEAR, JALALI_MIN_YEAR, isValidJalaliDate, jalaliToGregorian } from "./jalali.js";
import { normalizeUserText } from "./user-text.js";

/** A search date may be at most this many days after today. */
export const MAX_DAYS_AHEAD = 365;

/**
 * Why a date word was refused: "format" (not a form we read), "invalid" (no such day,
 * e.g. 2026-02-30 or 1403/12/31), "past" (before today), "too-far" (over MAX_DAYS_AHEAD).
 */
export type DateWordError = "format" | "invalid" | "past" | "too-far";
export type DateWordResult = { ok: true; date: string } | { ok: false; reason: DateWordError };

const TODAY_WORDS = new Set(["today", "امروز", "اليوم"]);
const TOMORROW_WORDS = new Set(["tomorrow", "فردا", "غدا"]);

/**
 * Reads one date word relative to `today` (yyyy-MM-dd): a date yyyy-MM-dd or yyyy/MM/dd (month
 * and day may be one digit), Jalali when the year is below JALALI_MAX_YEAR (1405-09-20; from
 * JALALI_MIN_YEAR: an older year is "format"), Gregorian from it on; today, tomorrow (also
 * امروز/فردا, اليوم/غدا), +N (days from today). Persian and Arabic digits are accepted.
 * The result is today..today+MAX_DAYS_AHEAD. Never throws on `word`; throws RangeError if
 * `today` is not a valid yyyy-MM-dd (a programming error).
 */
export function parseDateWord(word: string, today: string): DateWordResult {
  const todayDay = epochDayOf(today);
  const text = normalizeUserText(word).trim().toLowerCase();
  const day = readDay(text, todayDay);
  if (typeof day === "string") return { ok: false, reason: day };
  if (day < todayDay) return { ok: false, reason: "past" };
  if (day > todayDay + MAX_DAYS_AHEAD) return { ok: false, reason: "too-far" };
  return { ok: true, date: formatIsoDate(fromEpochDay(day)) };
}

/**
 * The date a date word names, like parseDateWord but without its range check: for reports on
 * past days. Never throws on `word`; throws RangeError if `today` is not a valid yyyy-MM-dd.
 */
export function readDateWord(word: string, today: string): { ok: true; date: string } | { ok: false; reason: "format" | "invalid" } {
  const day = readDay(normalizeUserText(word).trim().toLowerCase(), epochDayOf(today));
  return typeof day === "string" ? { ok: false, reason: day } : { ok: true, date: formatIsoDate(fromEpochDay(day)) };
}

/**
 * A whole calendar date, Jalali or Gregorian by its year as parseDateWord reads them, with no
 * range and no day words (today, +N): for dates that are not near today, such as a birth date
 * or a passport's expiry. Never throws.
 */
export function readCalendarDate(word: string): { ok: true; date: string } | { ok: false; reason: "format" | "invalid" } {
  const text = normalizeUserText(word).trim();
  if (!/^\d{4}([-/])\d{1,2}\1\d{1,2}$/.test(text)) return { ok: false, reason: "format" };
  const day = readDay(text, 0);
  return typeof day === "string" ? { ok: false, reason: day } : { ok: true, date: formatIsoDate(fromEpochDay(day)) };
}

/**
 * True when `word` has the shape of a date word, valid or not (a digit or + first, or a day
 * word): lets a grammar tell a mistyped date from an unknown word. Never throws.
 */
export function looksLikeDateWord(word: string): boolean {
  const text = normalizeUserText(word).trim().toLowerCase();
  return /^[+\d]/.test(text) || TODAY_WORDS.has(text) || TOMORROW_WORDS.has(text);
}

/** The epoch day `text` names, or why it names none (range checks are the caller's). */
function readDay(text: string, todayDay: number): number | "format" | "invalid" {
  if (TODAY_WORDS.has(text)) return todayDay;
  if (TOMORROW_WORDS.has(text)) return todayDay + 1;

  const offset = /^\+(\d+)$/.exec(text);
  if (offset) return todayDay + Math.min(Number(offset[1]), MAX_DAYS_AHEAD + 1);

  // The year tells the calendar, whatever the separator: below JALALI_MAX_YEAR it is Jalali
  // (1405-09-20 and 1405/09/20), from it on Gregorian (2026-12-01 and 2026/12/01).
  const ymd = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})$/.exec(text);
  if (ymd) {
    const [year, month, day] = [Number(ymd[1]), Number(ymd[3]), Number(ymd[4])];
    if (year >= JALALI_MAX_YEAR) {
      return isValidGregorianDate(year, month, day) ? toEpochDay({ year, month, day }) : "invalid";
    }
    if (year < JALALI_MIN_YEAR) return "format";
    return isValidJalaliDate(year, month, day) ? toEpochDay(jalaliToGregorian(year, month, day)) : "invalid";
  }
  return "format";
}

/** The date n days after (n < 0: before) isoDate. Throws RangeError for bad arguments. */
export function addDays(isoDate: string, n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`addDays: not an integer: ${n}`);
  return formatIsoDate(fromEpochDay(epochDayOf(isoDate) + n));
}

/**
 * The same day `n` months after isoDate, or the month's last day when it has no such day
 * (2026-08-31 + 6 months is 2027-02-28). Throws RangeError for bad arguments.
 */
export function addMonths(isoDate: string, n: number): string {
  const date = parseIsoDate(isoDate);
  if (!date || !Number.isInteger(n)) throw new RangeError(`addMonths: ${isoDate}, ${n}`);
  const months = date.year * 12 + (date.month - 1) + n;
  const year = Math.floor(months / 12);
  const month = months - year * 12 + 1;
  return formatIsoDate({ year, month, day: Math.min(date.day, daysInGregorianMonth(year, month)) });
}

/** Days from one yyyy-MM-dd to another (negative when `to` is earlier). Throws RangeError for a bad date. */
export function daysBetween(from: string, to: string): number {
  return epochDayOf(to) - epochDayOf(from);
}

/** `n` consecutive dates starting with `today` itself (date buttons of the guided search). */
export function nextDays(today: string, n: number): string[] {
  const start = epochDayOf(today);
  return Array.from({ length: Math.max(0, n) }, (_, i) => formatIsoDate(fromEpochDay(start + i)));
}

/** "20261202" (a date packed into a button) as "2026-12-02"; not checked: read it with readDateWord. */
export function dateOfCompact(compact: string): string {
  return `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
}

/** 0 = Sunday .. 6 = Saturday. Throws RangeError for a bad date. */
export function weekdayOf(isoDate: string): number {
  return (((epochDayOf(isoDate) + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
}

const localDateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar date (yyyy-MM-dd) at instant `now` in an IANA zone, e.g. todayIn("Asia/Tehran",
 * new Date()). Throws RangeError for an unknown zone or an invalid Date.
 */
export function todayIn(timeZone: string, now: Date): string {
  let format = localDateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone, calendar: "gregory", numberingSystem: "latn", year: "numeric", month: "numeric", day: "numeric",
    });
    localDateFormats.set(timeZone, format);
  }
  if (Number.isNaN(now.getTime())) throw new RangeError("todayIn: invalid Date");
  const parts = format.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return formatIsoDate({ year: part("year"), month: part("month"), day: part("day") });
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * The first instant of `isoDate` in an IANA zone: its local midnight, or where a clock change
 * skips midnight (Tehran's old spring change at 00:00), the first minute that exists. A search
 * to the minute, so it needs no rule for gaps and repeats; offsets are whole minutes in every
 * zone since 1972. Throws RangeError for an unknown zone or a bad date.
 */
export function startOfDayIn(timeZone: string, isoDate: string): Date {
  const midnightUtc = epochDayOf(isoDate) * DAY_MS;
  // Offsets lie within -12 h..+14 h: an hour more each way brackets the local midnight.
  let before = midnightUtc - 15 * HOUR_MS; // its local date is before isoDate
  let from = midnightUtc + 13 * HOUR_MS; // its local date is isoDate or later
  while (from - before > MINUTE_MS) {
    const middle = before + Math.floor((from - before) / 2 / MINUTE_MS) * MINUTE_MS;
    if (todayIn(timeZone, new Date(middle)) >= isoDate) from = middle;
    else before = middle;
  }
  return new Date(from);
}

function epochDayOf(isoDate: string): number {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`not a yyyy-MM-dd date: ${isoDate}`);
  return toEpochDay(date);
}
