import { describe, expect, it } from "vitest";
import { ageGroupOn } from "../../src/domain/age-group.js";

describe("ageGroupOn: the age group on the flight's date", () => {
  it.each([
    ["2026-12-01", "2026-12-01", "infant", "born on the day of the flight"],
    ["2024-12-02", "2026-12-01", "infant", "a day short of 2"],
    ["2024-12-01", "2026-12-01", "child", "2 on the day"],
    ["2014-12-02", "2026-12-01", "child", "a day short of 12"],
    ["2014-12-01", "2026-12-01", "adult", "12 on the day"],
    ["1950-01-01", "2026-12-01", "adult", "an elder"],
    ["2024-02-29", "2026-02-27", "infant", "a leap-day birthday, the day before the 28th"],
    ["2024-02-29", "2026-02-28", "child", "a leap-day birthday passes on the 28th"],
  ])("born %s, flying %s: %s (%s)", (birth, flight, group) => {
    expect(ageGroupOn(birth, flight)).toBe(group);
  });

  it("has none for someone born after the flight", () => {
    expect(ageGroupOn("2026-12-02", "2026-12-01")).toBeNull();
  });
});
