import { describe, expect, it } from "vitest";
import { dueReportDay, lastReportDay, reportDays } from "../../src/domain/report-schedule.js";

const ZONE = "Asia/Tehran"; // UTC+03:30
/** 08:00 in Tehran on `day`, plus `minutes`. */
const at = (day: string, minutes = 0) => new Date(Date.parse(`${day}T04:30:00Z`) + minutes * 60_000);

describe("sales report schedule", () => {
  it("sends a weekly report on Saturday at its hour, once, for the 7 days before", () => {
    const schedule = { time: "08:00", lastDay: "2026-11-21" };
    expect(dueReportDay("weekly", schedule, ZONE, at("2026-11-27", 60))).toBeNull(); // Friday
    expect(dueReportDay("weekly", schedule, ZONE, at("2026-11-28", -1))).toBeNull(); // Saturday 07:59
    expect(dueReportDay("weekly", schedule, ZONE, at("2026-11-28", 1))).toBe("2026-11-28");
    expect(dueReportDay("weekly", { ...schedule, lastDay: "2026-11-28" }, ZONE, at("2026-11-29"))).toBeNull();
    expect(reportDays("weekly", "2026-11-28", "08:00")).toEqual({ first: "2026-11-21", last: "2026-11-27" });
  });

  it("sends a report missed while the bot was down if at most 6 hours late, else lets it go", () => {
    const schedule = { time: "08:00", lastDay: "2026-11-21" };
    expect(dueReportDay("weekly", schedule, ZONE, at("2026-11-28", 6 * 60))).toBe("2026-11-28");
    expect(dueReportDay("weekly", schedule, ZONE, at("2026-11-28", 6 * 60 + 1))).toBeNull();
    expect(dueReportDay("daily", { time: "08:00", lastDay: "2026-11-26" }, ZONE, at("2026-11-27", 6 * 60 + 1))).toBeNull();
  });

  it("keeps the digest's rhythm daily: a morning report tells of the day before", () => {
    expect(dueReportDay("daily", { time: "08:00", lastDay: "2026-11-26" }, ZONE, at("2026-11-27", 1))).toBe("2026-11-27");
    expect(reportDays("daily", "2026-11-27", "08:00")).toEqual({ first: "2026-11-26", last: "2026-11-26" });
    expect(reportDays("daily", "2026-11-27", "21:00")).toEqual({ first: "2026-11-27", last: "2026-11-27" });
  });

  it("starts a new subscription with the next report, not one already past", () => {
    expect(lastReportDay("weekly", ZONE, "08:00", at("2026-12-01"))).toBe("2026-11-28");
    expect(lastReportDay("weekly", ZONE, "08:00", at("2026-11-28", -1))).toBe("2026-11-21");
    expect(lastReportDay("daily", ZONE, "08:00", at("2026-12-01", -1))).toBe("2026-11-30");
  });
});
