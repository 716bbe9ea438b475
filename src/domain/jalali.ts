/**
 * Jalali (Solar Hijri) calendar <-> Gregorian, by the 33-year arithmetic rule: year y is leap
 * when (25y + 11) mod 33 < 8. It is the usual arithmetic stand-in for the official,
 * astronomically set calendar and the rule of ICU's Persian calendar (the tests compare with
 * Intl). Conversions work for any year >= 1; input parsers accept only
 * JALALI_MIN_YEAR..JALALI_MAX_YEAR.
 */
import { fromEpochDay, isValidGregorianDate, parseIsoDate, toEpochDay, type CalendarDate } from "./gregorian.js";

/** Jalali years the input parsers accept (Gregorian 1921-2122). */
export const JALALI_MIN_YEAR = 1300;
export const JALALI_MAX_YEAR = 1500;

/** Epoch day of 1/1/1, fixed by the anchor 1 Farvardin 1403 = 2024-03-20. */
const JALALI_EPOCH_OFFSET =
  toEpochDay({ year: 2024, month: 3, day: 20 }) - daysBeforeJalaliYear(1403) - daysBeforeJalaliMonth(1);

export function isJalaliLeapYear(year: number): boolean {
  return mod(25 * year + 11, 33) < 8;
}

/** Farvardin..Shahrivar 31 days, Mehr..Bahman 30, Esfand 29 (30 in a leap year). */
export function daysInJalaliMonth(year: number, month: number): number {
  if (month <= 6) return 31;
  if (month <= 11) return 30;
  return isJalaliLeapYear(year) ? 30 : 29;
}

/** True for an existing Jalali date with integer parts and year >= 1. */
export function isValidJalaliDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) && Number.isInteger(month) && Number.isInteger(day) &&
    year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInJalaliMonth(year, month)
  );
}

/** Throws RangeError for a date that does not exist (check with isValidJalaliDate first). */
export function jalaliToGregorian(year: number, month: number, day: number): CalendarDate {
  if (!isValidJalaliDate(year, month, day)) throw new RangeError(`not a Jalali date: ${year}/${month}/${day}`);
  return fromEpochDay(JALALI_EPOCH_OFFSET + daysBeforeJalaliYear(year) + daysBeforeJalaliMonth(month) + day - 1);
}

/** Throws RangeError for a date that does not exist. */
export function gregorianToJalali(year: number, month: number, day: number): CalendarDate {
  if (!isValidGregorianDate(year, month, day)) throw new RangeError(`not a Gregorian date: ${year}-${month}-${day}`);
  const dayIndex = toEpochDay({ year, month, day }) - JALALI_EPOCH_OFFSET;
  // Estimate (exact or one off at the year's edges), then settle on the year containing the day.
  let jy = 1 + Math.floor((33 * dayIndex + 3) / 12053);
  while (daysBeforeJalaliYear(jy + 1) <= dayIndex) jy++;
  while (daysBeforeJalaliYear(jy) > dayIndex) jy--;
  const dayOfYear = dayIndex - daysBeforeJalaliYear(jy);
  const jm = dayOfYear < 186 ? Math.floor(dayOfYear / 31) + 1 : Math.floor((dayOfYear - 186) / 30) + 7;
  return { year: jy, month: jm, day: dayOfYear - daysBeforeJalaliMonth(jm) + 1 };
}

/** "2026-11-22" -> "1405/09/01". Throws RangeError unless the input is a valid yyyy-MM-dd. */
export function formatJalali(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`not a yyyy-MM-dd date: ${isoDate}`);
  const j = gregorianToJalali(date.year, date.month, date.day);
  return `${String(j.year).padStart(4, "0")}/${String(j.month).padStart(2, "0")}/${String(j.day).padStart(2, "0")}`;
}

function mod(a: number, n: number): number {
  return ((a % n) + n) % n;
}

/** Days from 1/1/1 to 1 Farvardin of `year`: 365 per year plus the leap days of the rule. */
function daysBeforeJalaliYear(year: number): number {
  return 365 * (year - 1) + Math.floor((8 * year + 21) / 33);
}

function daysBeforeJalaliMonth(month: number): number {
  return month <= 7 ? 31 * (month - 1) : 30 * (month - 1) + 6;
}
