import { describe, expect, it } from "vitest";
import { niceScale } from "../../src/desk/chart-scale.js";

describe("niceScale: round ticks from 0 (or the lowest value) to the highest", () => {
  it("steps by 1, 2, 2.5 or 5 times a power of ten, about five ticks", () => {
    expect(niceScale([12, 30, 45])).toEqual({ bottom: 0, top: 50, ticks: [0, 10, 20, 30, 40, 50] });
    expect(niceScale([1_722_700, 6_170_000_000])).toEqual({
      bottom: 0,
      top: 8_000_000_000,
      ticks: [0, 2e9, 4e9, 6e9, 8e9],
    });
    expect(niceScale([120])).toMatchObject({ top: 125, ticks: [0, 25, 50, 75, 100, 125] });
  });

  it("gives counts whole steps, amounts with decimals round ones", () => {
    expect(niceScale([1, 2])).toEqual({ bottom: 0, top: 2, ticks: [0, 1, 2] });
    expect(niceScale([3])).toEqual({ bottom: 0, top: 3, ticks: [0, 1, 2, 3] });
    expect(niceScale([0.25, 0.7]).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
  });

  it("reaches below zero for a negative value", () => {
    expect(niceScale([-20, 30])).toEqual({ bottom: -20, top: 30, ticks: [-20, -10, 0, 10, 20, 30] });
  });
});
