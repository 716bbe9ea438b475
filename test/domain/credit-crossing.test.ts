import { describe, expect, it } from "vitest";
import { creditSide, crossedBelow, type CreditSide } from "../../src/domain/credit-crossing.js";

describe("crossing BALANCE_WARN_BELOW", () => {
  it("is below under the limit, or when the supplier refuses the credit; at the limit is above", () => {
    expect(creditSide(999_999, 1_000_000)).toBe("below");
    expect(creditSide(1_000_000, 1_000_000)).toBe("above");
    expect(creditSide(-5, 0)).toBe("below");
    expect(creditSide(null, 1_000_000)).toBe("below");
  });

  it("tells once per crossing: a first reading below, not a second one, again after going above", () => {
    const readings = [2_000_000, 500_000, 400_000, 1_500_000, 900_000, null, 3_000_000];
    const told: boolean[] = [];
    let previous: CreditSide | null = null;
    for (const credit of readings) {
      const side = creditSide(credit, 1_000_000);
      told.push(crossedBelow(previous, side));
      previous = side;
    }
    expect(told).toEqual([false, true, false, false, true, false, false]);
    expect(crossedBelow(null, "below"), "never read before: below is news").toBe(true);
    expect(crossedBelow("below", "below"), "a restart reads the kept side: no crossing").toBe(false);
  });
});
