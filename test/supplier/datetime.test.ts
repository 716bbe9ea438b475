import { describe, expect, it } from "vitest";
import { formatUtcDateTime } from "../../src/domain/datetime.js";

describe("formatUtcDateTime (event range bounds)", () => {
  it("writes yyyy-MM-dd HH:mm:ss in UTC whatever the zone of the Date", () => {
    expect(formatUtcDateTime(new Date("2026-03-05T23:04:09.999+03:30"))).toBe("2026-03-05 19:34:09");
    expect(formatUtcDateTime(new Date(Date.UTC(2026, 0, 1, 0, 0, 0)))).toBe("2026-01-01 00:00:00");
  });

  it("refuses an invalid Date", () => {
    expect(() => formatUtcDateTime(new Date("nope"))).toThrow(RangeError);
  });
});
