import { describe, expect, it } from "vitest";
import { digestInstant, dueDigestDay, lastDueDay, parseDigestTime, reportedDay } from "../../src/domain/digest-schedule.js";

const ZONE = "Asia/Tehran"; // UTC+03:30, no clock changes since 2022
const at = (iso: string) => new Date(iso);

describe("the daily digest's schedule", () => {
  it("reads HH:MM and H:MM, and nothing else", () => {
    expect(parseDigestTime("23:30")).toBe("23:30");
    expect(parseDigestTime("8:05")).toBe("08:05");
    expect(parseDigestTime("24:00")).toBeNull();
    expect(parseDigestTime("12:60")).toBeNull();
    expect(parseDigestTime("noon")).toBeNull();
  });

  it("places HH:MM on the zone's wall clock", () => {
    expect(digestInstant(ZONE, "2026-11-22", "23:30").toISOString()).toBe("2026-11-22T20:00:00.000Z");
  });

  it("the last due day is today once the hour passed, yesterday before", () => {
    expect(lastDueDay(ZONE, "23:30", at("2026-11-22T19:59:00Z"))).toBe("2026-11-21");
    expect(lastDueDay(ZONE, "23:30", at("2026-11-22T20:00:00Z"))).toBe("2026-11-22");
  });

  it("is due once per day: not before its hour, not again after it was sent", () => {
    const schedule = { time: "23:30", lastDay: "2026-11-21" };
    expect(dueDigestDay(schedule, ZONE, at("2026-11-22T19:59:00Z"))).toBeNull();
    expect(dueDigestDay(schedule, ZONE, at("2026-11-22T20:00:00Z"))).toBe("2026-11-22");
    expect(dueDigestDay({ ...schedule, lastDay: "2026-11-22" }, ZONE, at("2026-11-22T20:01:00Z"))).toBeNull();
  });

  it("a day missed while the bot was down is sent after midnight, within the catch-up window only", () => {
    const schedule = { time: "23:30", lastDay: "2026-11-21" };
    // 01:30 in Tehran on the 23rd: the 22nd's digest is two hours late.
    expect(dueDigestDay(schedule, ZONE, at("2026-11-22T22:00:00Z"))).toBe("2026-11-22");
    // Seven hours late: let go.
    expect(dueDigestDay(schedule, ZONE, at("2026-11-23T03:00:00Z"))).toBeNull();
  });

  it("a morning digest reports the day before, an evening one its own day", () => {
    expect(reportedDay("2026-11-22", "08:00")).toBe("2026-11-21");
    expect(reportedDay("2026-11-22", "23:30")).toBe("2026-11-22");
  });
});
