import { describe, expect, it } from "vitest";
import {
  afterPage,
  cursorAfter,
  DEFAULT_OVERLAP_MS,
  firstStart,
  firstHalf,
  isDone,
  parseEventTime,
  parseStartTime,
  pollRange,
  startAt,
  withCursor,
} from "../../src/domain/cursor.js";

const T = Date.UTC(2026, 10, 20, 12, 0, 0);
const MIN = 60_000;

describe("pollRange", () => {
  it("starts one overlap before the cursor and ends now, in whole seconds", () => {
    expect(pollRange({ cursor: T, since: T - 60 * MIN, done: null }, T + 90_500)).toEqual({ from: T - DEFAULT_OVERLAP_MS, to: T + 90_000 });
    expect(DEFAULT_OVERLAP_MS).toBe(30 * MIN);
    expect(pollRange({ cursor: T, since: T - 60 * MIN, done: null }, T + 90_500, 45 * MIN).from).toBe(T - 45 * MIN);
  });

  it("never asks for events before `since` (EVENTS_START, or one overlap before the first start)", () => {
    expect(pollRange({ cursor: T, since: T - MIN, done: null }, T + 1000).from).toBe(T - MIN);
    // A supplier clock behind ours dates the first sales after the start before it.
    expect(pollRange(firstStart(T + 400), T + 2000)).toEqual({ from: T - DEFAULT_OVERLAP_MS, to: T + 2000 });
    expect(pollRange(firstStart(T + 400, 10 * MIN), T + 2000)).toEqual({ from: T - 10 * MIN, to: T + 2000 });
  });
});

describe("the cursor follows the supplier's event times", () => {
  const range = { from: T - 30 * MIN, to: T + 10 * MIN };

  it("goes to the newest event of a page that ends the range, not to the range's end", () => {
    expect(cursorAfter(T - 5 * MIN, { kind: "done" }, T + 3 * MIN, range)).toBe(T + 3 * MIN);
    // No event, or only older ones: it stays where it was.
    expect(cursorAfter(T - 5 * MIN, { kind: "done" }, null, range)).toBe(T - 5 * MIN);
    expect(cursorAfter(T - 5 * MIN, { kind: "done" }, T - 20 * MIN, range)).toBe(T - 5 * MIN);
  });

  it("goes where the next page starts after a full page, and never past the range asked for", () => {
    expect(cursorAfter(T - 5 * MIN, { kind: "next", from: T + MIN }, T + MIN, range)).toBe(T + MIN);
    expect(cursorAfter(T - 5 * MIN, { kind: "done" }, T + 60 * MIN, range)).toBe(T + 10 * MIN);
    expect(cursorAfter(null, { kind: "done" }, T, range)).toBe(T);
  });

  /** Polls every 2 minutes on the bot's clock; which of `events` (time, visible from) are ever fetched. */
  function fetched(events: { at: number; visibleAt: number }[], overlapMs: number): number[] {
    let state = firstStart(T, overlapMs);
    const got = new Set<number>();
    for (let now = T; now <= T + 120 * MIN; now += 2 * MIN) {
      const poll = pollRange(state, now, overlapMs);
      const page = events.filter((e) => e.visibleAt <= now && e.at >= poll.from && e.at <= poll.to);
      for (const e of page) got.add(e.at);
      const newest = page.length ? Math.max(...page.map((e) => e.at)) : null;
      state = { ...state, cursor: cursorAfter(state.cursor, { kind: "done" }, newest, poll) };
    }
    return events.filter((e) => got.has(e.at)).map((e) => e.at);
  }

  it("catches a feed running 10 minutes late and a supplier clock 6 minutes behind", () => {
    const late = Array.from({ length: 20 }, (_, i) => ({ at: T + i * 5 * MIN + 7000, visibleAt: T + i * 5 * MIN + 7000 + 10 * MIN }));
    expect(fetched(late, DEFAULT_OVERLAP_MS)).toEqual(late.map((e) => e.at));
    const behind = Array.from({ length: 20 }, (_, i) => ({ at: T + i * 5 * MIN - 6 * MIN, visibleAt: T + i * 5 * MIN - 5 * MIN }));
    expect(fetched(behind, DEFAULT_OVERLAP_MS)).toEqual(behind.map((e) => e.at));
  });

  it("misses only what comes later than the overlap behind newer events", () => {
    const onTime = { at: T + 20 * MIN, visibleAt: T + 21 * MIN };
    const stale = { at: T + 5 * MIN, visibleAt: T + 60 * MIN };
    expect(fetched([onTime, stale], 10 * MIN)).toEqual([onTime.at]);
    expect(fetched([onTime, stale], 30 * MIN)).toEqual([onTime.at, stale.at]);
  });
});

describe("afterPage", () => {
  it("stops on a short page and asks again from the last event's time after a full one", () => {
    expect(afterPage(T, 4999, T + 50_000)).toEqual({ kind: "done" });
    expect(afterPage(T, 5000, T + 50_000)).toEqual({ kind: "next", from: T + 50_000 });
  });

  it("moves one second on when a full page would not advance, so it can never loop", () => {
    expect(afterPage(T, 5000, T)).toEqual({ kind: "skip", from: T + 1000 });
    expect(afterPage(T + 300, 5000, null)).toEqual({ kind: "skip", from: T + 1000 });
    let from = T;
    for (let i = 0; i < 3; i++) {
      const step = afterPage(from, 5000, from);
      expect(step.kind).toBe("skip");
      if (step.kind === "done") break;
      expect(step.from).toBeGreaterThan(from);
      from = step.from;
    }
  });

});

describe("the done window", () => {
  it("a backfill behind the cursor marks what was handled as done, minus the last overlap", () => {
    const live = { cursor: T, since: T - 60 * MIN, done: null };
    const back = startAt(live, T - 24 * 60 * MIN);
    expect(back).toEqual({ cursor: T - 24 * 60 * MIN, since: T - 24 * 60 * MIN, done: { from: T - 60 * MIN, to: T - DEFAULT_OVERLAP_MS } });
    expect(isDone(back, T - 30 * MIN)).toBe(true);
    expect(isDone(back, T - 2 * MIN)).toBe(false);
    expect(isDone(back, T - 61 * MIN)).toBe(false);
  });

  it("a second backfill during the first widens the window; a start ahead of the cursor just jumps", () => {
    const first = startAt({ cursor: T, since: T - 60 * MIN, done: null }, T - 600 * MIN);
    const second = startAt({ ...first, cursor: T - 500 * MIN }, T - 700 * MIN);
    expect(second.done).toEqual({ from: T - 600 * MIN, to: T - DEFAULT_OVERLAP_MS });
    expect(startAt({ cursor: T, since: T, done: null }, T + MIN)).toEqual({ cursor: T + MIN, since: T + MIN, done: null });
    expect(startAt({ cursor: null, since: null, done: null }, T - MIN)).toEqual({ cursor: T - MIN, since: T - MIN, done: null });
  });

  it("forgets the done window once polls can no longer reach it", () => {
    const state = { cursor: T - 600 * MIN, since: T - 600 * MIN, done: { from: T - 60 * MIN, to: T - 5 * MIN } };
    expect(withCursor(state, T - 30 * MIN).done).not.toBeNull();
    expect(withCursor(state, T + 25 * MIN).done).not.toBeNull();
    expect(withCursor(state, T + 26 * MIN).done).toBeNull();
    expect(withCursor(state, T + MIN, 5 * MIN).done).toBeNull();
  });
});

describe("times", () => {
  it("reads the feed's UTC format strictly", () => {
    expect(parseEventTime("2026-11-20 12:00:00")).toBe(T);
    expect(parseEventTime("2028-02-29 23:59:59")).toBe(Date.UTC(2028, 1, 29, 23, 59, 59));
    const bad = ["2026-11-20T12:00:00", "2026-02-30 00:00:00", "2026-02-29 00:00:00", "2026-04-31 00:00:00", "2026-11-00 00:00:00", "2026-13-01 00:00:00", "2026-00-10 00:00:00"];
    bad.push("2026-11-20 24:00:00", "2026-11-20 12:60:00", "2026-11-20 12:00:60", "0099-11-20 12:00:00", "2026-11-20 12:00", "");
    // Digits only in ASCII, every separator in its place, the century's leap rule.
    bad.push("2026-1a-20 12:00:00", "2026-11-20 12:00:0\u0660", "+026-11-20 12:00:00", " 2026-11-20 12:00:0", "2026/11/20 12:00:00", "2026-11-20T12:00:00Z", "2100-02-29 00:00:00");
    expect(parseEventTime("2000-02-29 00:00:00")).toBe(Date.UTC(2000, 1, 29));
    expect(parseEventTime("2026-12-31 00:00:00")).toBe(Date.UTC(2026, 11, 31));
    expect(parseEventTime("2026-06-31 00:00:00")).toBeNull();
    for (const text of bad) expect(parseEventTime(text), text).toBeNull();
  });

  it("reads an operator's start: UTC date-time, UTC date, or ISO 8601 with its zone", () => {
    expect(parseStartTime("2026-11-20 12:00:00")).toBe(T);
    expect(parseStartTime(" 2026-11-20 ")).toBe(Date.UTC(2026, 10, 20));
    expect(parseStartTime("2026-11-20T15:30:00+03:30")).toBe(T);
    expect(parseStartTime("2026-11-20T12:00Z")).toBe(T);
    for (const bad of ["2026-11-20T12:00:00", "yesterday", "2026-13-01", "2026-11-20T25:00:00Z"]) expect(parseStartTime(bad)).toBeNull();
  });
});

describe("firstHalf", () => {
  const at = (s: string) => Date.parse(`2026-11-20T${s}Z`);

  it("halves a range in whole seconds, so a page too large to read is asked for again shorter", () => {
    expect(firstHalf({ from: at("10:00:00"), to: at("10:10:00") })).toEqual({ from: at("10:00:00"), to: at("10:05:00") });
    expect(firstHalf({ from: at("10:00:00"), to: at("10:00:03") })).toEqual({ from: at("10:00:00"), to: at("10:00:01") });
    expect(firstHalf({ from: at("10:00:00"), to: at("10:00:02") })).toEqual({ from: at("10:00:00"), to: at("10:00:01") });
  });

  it("cannot split one second or less", () => {
    expect(firstHalf({ from: at("10:00:00"), to: at("10:00:01") })).toBeNull();
    expect(firstHalf({ from: at("10:00:00"), to: at("10:00:00") })).toBeNull();
  });
});
