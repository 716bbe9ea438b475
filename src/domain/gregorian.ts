/**
 * Gregorian calendar dates as plain numbers: validity, yyyy-MM-dd text and day counting.
 * All arithmetic is on integers (days since 1970-01-01), never on a JavaScript Date, so the
 * host's time zone and Date's two-digit-year quirk cannot shift a day.
 */

/** A calendar day; month 1-12, day 1-31. In Gregorian or Jalali terms by context. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Years accepted in yyyy-MM-dd text: four digits, no year 0. */
const MIN_YEAR = 1;
const MAX_YEAR = 9999;

export function isGregorianLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInGregorianMonth(year: number, month: number): number {
  if (month === 2) return isGregorianLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** True for an existing date with integer parts and a year in 1..9999. */
export function isValidGregorianDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) && Number.isInteger(month) && Number.isInteger(day) &&
    year >= MIN_YEAR && year <= MAX_YEAR && month >= 1 && month <= 12 &&
    day >= 1 && day <= daysInGregorianMonth(year, month)
  );
}

/** Strict yyyy-MM-dd (ASCII digits, zero-padded) of an existing date, else null. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidGregorianDate(date.year, date.month, date.day) ? date : null;
}

const pad = (n: number, width: number) => String(n).padStart(width, "0");

/** yyyy-MM-dd. */
export function formatIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Days since 1970-01-01 (negative before). H. Hinnant's days_from_civil. */
export function toEpochDay({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** Inverse of toEpochDay. H. Hinnant's civil_from_days. */
export function fromEpochDay(epochDay: number): CalendarDate {
  const z = epochDay + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}
