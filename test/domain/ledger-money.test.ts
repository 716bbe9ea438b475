import { describe, expect, it } from "vitest";
import { decimalText } from "../../src/domain/decimal.js";
import { amountText, currencyCode, heldAmount, summedAmount } from "../../src/domain/ledger-money.js";

describe("heldAmount", () => {
  it("keeps an amount as whole units and billionths of the same sign, exactly", () => {
    expect(heldAmount(540.5)).toEqual({ whole: 540, nano: 500_000_000 });
    expect(heldAmount(12.34567)).toEqual({ whole: 12, nano: 345_670_000 });
    expect(heldAmount(-0.00004)).toEqual({ whole: 0, nano: -40_000 });
    expect(heldAmount(-1234.5)).toEqual({ whole: -1234, nano: -500_000_000 });
    expect(heldAmount(999_999_999_999_999)).toEqual({ whole: 999_999_999_999_999, nano: 0 });
    expect(heldAmount(0.123456789)).toEqual({ whole: 0, nano: 123_456_789 });
    expect(heldAmount(0)).toEqual({ whole: 0, nano: 0 });
    // Whole amounts take a shorter way: the same columns, a negative zero as zero.
    expect(heldAmount(-17_227_000)).toEqual({ whole: -17_227_000, nano: 0 });
    expect(heldAmount(-999_999_999_999_999)).toEqual({ whole: -999_999_999_999_999, nano: 0 });
    expect(Object.is(heldAmount(-0)?.whole, 0)).toBe(true);
  });

  it("refuses what it cannot hold exactly: more than 15 significant digits, 10^15 units or more, more than nine decimals, not finite", () => {
    // 2^53 + 1 arrives from JSON as 2^53: 16 digits, the last one not the supplier's.
    expect(heldAmount(2 ** 53 + 1)).toBeNull();
    expect(heldAmount(1e20)).toBeNull();
    expect(heldAmount(1e15)).toBeNull();
    expect(heldAmount(-1e15)).toBeNull();
    expect(heldAmount(0.1234567891)).toBeNull();
    expect(heldAmount(1e-10)).toBeNull();
    expect(heldAmount(Number.NaN)).toBeNull();
    expect(heldAmount(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it("gives back the decimal text it was given", () => {
    for (const value of [540.5, 12.34567, -0.00004, 999_999_999_999_999, 0.1, 17_227_000]) expect(amountText(heldAmount(value)!)).toBe(String(value));
  });
});

describe("summedAmount", () => {
  it("adds sums of whole units and billionths as the databases send them, beyond what a double holds", () => {
    expect(decimalText(summedAmount("9007199254740992", "1000000000"))).toBe("9007199254740993");
    expect(decimalText(summedAmount("12", "345790000"))).toBe("12.34579");
    expect(decimalText(summedAmount("-3", "-500000000"))).toBe("-3.5");
    expect(decimalText(summedAmount(null, null))).toBe("0");
  });
});

describe("currencyCode", () => {
  it("trims and upper-cases a code; an empty or unknown one is not given", () => {
    expect(currencyCode(" usd ")).toBe("USD");
    expect(currencyCode("IRR")).toBe("IRR");
    expect(currencyCode("irr")).toBe("IRR");
    expect(currencyCode("")).toBe("");
    expect(currencyCode("   ")).toBe("");
    expect(currencyCode("RIALS")).toBe("");
    expect(currencyCode("ریال")).toBe("");
    expect(currencyCode(null)).toBe("");
  });
});
