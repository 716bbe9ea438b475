/**
 * Event cursor arithmetic for the alert poller. Pure: times are epoch milliseconds, no clock.
 *
 * The supplier's feed is read by time range in whole seconds (yyyy-MM-dd HH:mm:ss, UTC), at most
 * EVENTS_PAGE_LIMIT events per answer, and an event shows up some time after its
 * CreateDateTime (about a minute, far more on a bad day). The cursor follows the supplier's own
 * event times, never the bot's clock: a feed running late or a supplier clock behind ours only
 * holds the cursor back, it never lets it run past events not yet visible. Every poll starts
 * one overlap (EVENTS_OVERLAP_MINUTES) before the cursor, and events are de-duplicated by Id.
 */

/** EVENTS_OVERLAP_MINUTES' default: how far before the cursor each poll starts again. */
export const DEFAULT_OVERLAP_MS = 30 * 60_000;
/** The most events one answer holds (interface, Limits). */
export const EVENTS_PAGE_LIMIT = 5000;
const SECOND = 1000;

/** Where the poller stands. */
export interface CursorState {
  /**
   * The newest event time read (the supplier's clock): every event it showed up to there is
   * handled, and later-showing ones are caught within one overlap. Null before the first poll.
   */
  cursor: number | null;
  /** Events before this time are never asked for: the first start, or EVENTS_START. */
  since: number | null;
  /**
   * Events in this window were handled before a backfill moved the cursor back: when the
   * feed returns them again they are skipped, so no chat sees them twice.
   */
  done: { from: number; to: number } | null;
}

export interface TimeRange {
  from: number;
  to: number;
}

const wholeSecond = (ms: number): number => Math.floor(ms / SECOND) * SECOND;

/** The range of the next poll: from the cursor minus the overlap (never before `since`) to now. */
export function pollRange(state: CursorState, now: number, overlapMs = DEFAULT_OVERLAP_MS): TimeRange {
  const cursor = state.cursor ?? now;
  const since = state.since ?? now;
  const from = wholeSecond(Math.max(cursor - overlapMs, since));
  return { from, to: Math.max(from, wholeSecond(now)) };
}

/**
 * What follows a page that started at `from` and held `count` events, the latest of them at
 * `lastEventAt`:
 * - "done": a short page, the range is read;
 * - "next": a full page; ask again from the last event's time (its second may continue there);
 * - "skip": a full page that would not advance (EVENTS_PAGE_LIMIT events in one second): the
 *   rest of that second cannot be fetched, so the next page starts one second later.
 */
export type PageStep =
  | { kind: "done" }
  | { kind: "next"; from: number }
  | { kind: "skip"; from: number };

export function afterPage(from: number, count: number, lastEventAt: number | null, limit = EVENTS_PAGE_LIMIT): PageStep {
  if (count < limit) return { kind: "done" };
  if (lastEventAt === null || lastEventAt <= from) return { kind: "skip", from: wholeSecond(from) + SECOND };
  return { kind: "next", from: lastEventAt };
}

/**
 * The first half of a range whose answer was too large to read, in whole seconds; null when
 * the range is one second or less and cannot be split.
 */
export function firstHalf(range: TimeRange): TimeRange | null {
  if (range.to - range.from <= SECOND) return null;
  return { from: range.from, to: range.from + Math.max(SECOND, wholeSecond((range.to - range.from) / 2)) };
}

/**
 * The cursor once a page is safely handled: where the next page starts, or, when the range is
 * read, the newest event time the page held (none: it stays). It never goes back, and never past
 * the range asked for (an event dated beyond it is the supplier's error, not a reason to skip).
 */
export function cursorAfter(cursor: number | null, step: PageStep, newestAt: number | null, range: TimeRange): number | null {
  const reached = step.kind === "done" ? newestAt : step.from;
  if (reached === null) return cursor;
  const bounded = Math.min(reached, range.to);
  return cursor === null ? bounded : Math.max(cursor, bounded);
}

/** True when the event was handled before a backfill and must not be shown again. */
export function isDone(state: CursorState, eventAt: number): boolean {
  return state.done !== null && eventAt >= state.done.from && eventAt <= state.done.to;
}

/** The done window is forgotten once polls can no longer reach it. */
export function withCursor(state: CursorState, cursor: number, overlapMs = DEFAULT_OVERLAP_MS): CursorState {
  const done = state.done && cursor - overlapMs > state.done.to ? null : state.done;
  return { ...state, cursor, done };
}

/**
 * The first start of the poller: it begins now, not at the beginning of history, reaching back
 * one overlap as every poll does, so that a supplier clock behind ours loses no sale made after
 * the start.
 */
export function firstStart(now: number, overlapMs = DEFAULT_OVERLAP_MS): CursorState {
  const at = wholeSecond(now);
  return { cursor: at, since: at - overlapMs, done: null };
}

/**
 * An operator's EVENTS_START. Forward of the cursor (or on a first start) the poller simply
 * begins there. Behind it, it is a backfill: the cursor goes back to `start`, and what was
 * already handled (from `since` to one overlap before the cursor, where late events may still
 * arrive) becomes the done window, so a chat gets only the events it never had. A second
 * backfill while one runs widens the window to cover both.
 */
export function startAt(state: CursorState, start: number, overlapMs = DEFAULT_OVERLAP_MS): CursorState {
  const at = wholeSecond(start);
  if (state.cursor === null || at >= state.cursor) return { cursor: at, since: at, done: null };
  const handledTo = state.cursor - overlapMs;
  const handledFrom = state.since ?? state.cursor;
  let done = handledTo >= handledFrom ? { from: handledFrom, to: handledTo } : null;
  if (state.done) {
    done = done ? { from: Math.min(done.from, state.done.from), to: Math.max(done.to, state.done.to) } : state.done;
  }
  return { cursor: at, since: at, done };
}

/** Strict "yyyy-MM-dd HH:mm:ss" (UTC, the feed's format) to epoch ms, or null. */
export function parseEventTime(text: string): number | null {
  // Read for every event of a page (and twice per booking): by character codes, not a regular
  // expression, and the day checked against its month without a Date.
  if (text.length !== 19 || text[4] !== "-" || text[7] !== "-" || text[10] !== " " || text[13] !== ":" || text[16] !== ":") return null;
  const y = digitsAt(text, 0, 4);
  const mo = digitsAt(text, 5, 2);
  const d = digitsAt(text, 8, 2);
  const h = digitsAt(text, 11, 2);
  const mi = digitsAt(text, 14, 2);
  const s = digitsAt(text, 17, 2);
  if (y < 100 || mo < 1 || mo > 12 || d < 1 || d > daysIn(y, mo) || h < 0 || h > 23 || mi < 0 || mi > 59 || s < 0 || s > 59) return null;
  return Date.UTC(y, mo - 1, d, h, mi, s);
}

/** Days of month `mo` (1-12) of year `y`, Gregorian as Date counts them. */
function daysIn(y: number, mo: number): number {
  if (mo === 2) return y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28;
  return mo === 4 || mo === 6 || mo === 9 || mo === 11 ? 30 : 31;
}

/** The number of the ASCII digits text[at, at + count), or -1 when one of them is not a digit. */
function digitsAt(text: string, at: number, count: number): number {
  let value = 0;
  for (let i = at; i < at + count; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * An operator's start time (EVENTS_START): the feed's own "yyyy-MM-dd HH:mm:ss" or a date
 * "yyyy-MM-dd", both UTC, or ISO 8601 with its zone ("2026-11-20T03:30:00+03:30"). Null otherwise.
 */
export function parseStartTime(text: string): number | null {
  const s = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return parseEventTime(`${s} 00:00:00`);
  if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(s)) return parseEventTime(s);
  const iso = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2}(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.exec(s);
  if (!iso || parseEventTime(`${iso[1]} ${iso[2]}:00`) === null) return null;
  const ms = Date.parse(s);
  return Number.isNaN(ms) ? null : ms;
}
