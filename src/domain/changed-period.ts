/**
 * The period of /changed: flight dates (old or new) as /sales and /flights read them (a date
 * word of /search, yesterday, -N; period.ts readEnd), one date or FROM..TO. Empty: today and the
 * next 7 days. Past dates are allowed (a flight moved last week may still be refunded). Pure.
 */
import { addDays, daysBetween } from "./dates.js";
import { readEnd } from "./period.js";
import { printableSnippet } from "./user-text.js";

/** Today and the next 7 days. */
export const CHANGED_DEFAULT_DAYS = 8;
/**
 * One query of the supplier per source covers the period, and every booking in it is read: a
 * month keeps that to what a phone screen and the supplier can take.
 */
export const CHANGED_MAX_DAYS = 31;

export interface ChangedPeriod {
  /** yyyy-MM-dd, both included. */
  from: string;
  to: string;
}

export type ChangedPeriodResult =
  | { ok: true; period: ChangedPeriod }
  | { ok: false; reason: "format" | "invalid"; part: string }
  | { ok: false; reason: "reversed" | "too-long" };

export function parseChangedPeriod(text: string, today: string): ChangedPeriodResult {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, period: { from: today, to: addDays(today, CHANGED_DEFAULT_DAYS - 1) } };
  const ends = trimmed.split("..");
  if (ends.length > 2 || /\s/.test(trimmed.replace(/\s*\.\.\s*/, ""))) return { ok: false, reason: "format", part: printableSnippet(trimmed) };
  const dates: string[] = [];
  for (const end of ends) {
    const read = readEnd(end.trim(), today);
    if (!read.ok) return { ok: false, reason: read.reason, part: printableSnippet(end.trim()) };
    dates.push(read.date);
  }
  const from = dates[0]!;
  const to = dates[dates.length - 1]!;
  if (from > to) return { ok: false, reason: "reversed" };
  if (daysBetween(from, to) + 1 > CHANGED_MAX_DAYS) return { ok: false, reason: "too-long" };
  return { ok: true, period: { from, to } };
}
