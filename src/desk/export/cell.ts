import { toScaled } from "../../domain/decimal.js";
import { parseIsoDate } from "../../domain/gregorian.js";

/**
 * What a column holds, and so how its cells are written:
 * - `text`: always a text cell, whatever the value looks like. A name, remark or PNR that
 *   starts with =, +, - or @ stays text: it is never stored as a formula (formula injection).
 *   Identifiers made of digits (tickets, national codes) are text too: they keep leading zeros.
 * - `integer`: a number cell shown with thousands separators (counts, seats).
 * - `amount`: a number cell (so staff can sum and filter in Excel) shown with exactly the
 *   decimals the supplier sent: 1722700 as 1,722,700, 12.5 as 12.5, "12.50" (PostgreSQL's
 *   numeric arrives as text) as 12.50. A decimal a double cannot hold exactly is written as text.
 * - `date`: a calendar day "yyyy-MM-dd" (a flight date, airport-local) as a real Excel date.
 * - `datetime`: an instant (a Date) as a real Excel date and time, on the wall clock of the
 *   export's time zone (DISPLAY_TIMEZONE): Excel dates carry no zone, so the caller names it in
 *   the header. Both date kinds are shown as yyyy-mm-dd (hh:mm), Gregorian, whatever the
 *   reader's Excel locale: sortable, filterable and unambiguous. A Jalali date is a text column.
 * A value that does not fit its kind is written as text, exactly as given: nothing is guessed
 * at and nothing lost. null and undefined leave the cell empty.
 */
export type ColumnKind = "text" | "integer" | "amount" | "date" | "datetime";
export type CellInput = string | number | Date | null | undefined;

export interface Cell {
  value: string | number | Date | null;
  numFmt?: string;
}

/** Excel refuses (asks to repair) a cell longer than this. */
export const MAX_CELL_TEXT = 32_767;

export function toCell(kind: ColumnKind, input: CellInput, timeZone: string): Cell {
  if (input === null || input === undefined) return { value: null };
  switch (kind) {
    case "text":
      return asText(input);
    case "integer":
      return integerCell(input) ?? asText(input);
    case "amount":
      return amountCell(input) ?? asText(input);
    case "date":
      return dateCell(input) ?? asText(input);
    case "datetime":
      return input instanceof Date && !Number.isNaN(input.getTime())
        ? { value: wallClock(input, timeZone), numFmt: "yyyy-mm-dd hh:mm" }
        : asText(input);
  }
}

function asText(input: string | number | Date): Cell {
  const text = input instanceof Date ? (Number.isNaN(input.getTime()) ? "" : input.toISOString()) : String(input);
  return { value: text.length > MAX_CELL_TEXT ? `${text.slice(0, MAX_CELL_TEXT - 1)}…` : text };
}

function integerCell(input: string | number | Date): Cell | null {
  const value = typeof input === "string" && /^-?\d{1,15}$/.test(input) ? Number(input) : input;
  return typeof value === "number" && Number.isSafeInteger(value) ? { value, numFmt: "#,##0" } : null;
}

function amountCell(input: string | number | Date): Cell | null {
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return null;
    return { value: input, numFmt: amountFormat(toScaled(input).scale) };
  }
  if (typeof input !== "string") return null;
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(input);
  if (!match) return null;
  const [, sign = "", whole = "", fraction = ""] = match;
  const value = Number(input);
  // Kept as a number only when the double prints back as the same decimal (trailing zeros aside).
  const exact = toScaled(value);
  const sent = { units: BigInt(`${sign}${whole}${fraction}`), scale: fraction.length };
  const scale = Math.max(exact.scale, sent.scale);
  const same = exact.units * 10n ** BigInt(scale - exact.scale) === sent.units * 10n ** BigInt(scale - sent.scale);
  return same ? { value, numFmt: amountFormat(sent.scale) } : null;
}

function amountFormat(decimals: number): string {
  return decimals === 0 ? "#,##0" : `#,##0.${"0".repeat(decimals)}`;
}

function dateCell(input: string | number | Date): Cell | null {
  const day = typeof input === "string" ? parseIsoDate(input) : null;
  return day ? { value: new Date(Date.UTC(day.year, day.month - 1, day.day)), numFmt: "yyyy-mm-dd" } : null;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The instant's wall clock in the zone, as a Date whose UTC fields carry it: exceljs turns a
 * Date into an Excel serial from its UTC fields.
 */
export function wallClock(at: Date, timeZone: string): Date {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone, calendar: "gregory", numberingSystem: "latn", hourCycle: "h23",
      year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric",
    });
    zoneFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second")));
}
