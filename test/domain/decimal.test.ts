import { describe, expect, it } from "vitest";
import { addScaled, decimalText, fromScaled, roundedPercent, scaledOf, sumOfProducts, toScaled } from "../../src/domain/decimal.js";
import { prng } from "./prng.js";

describe("toScaled / fromScaled", () => {
  it("reads the decimal a number prints as, exponents included", () => {
    expect(toScaled(123.45)).toEqual({ units: 12345n, scale: 2 });
    expect(toScaled(-0.5)).toEqual({ units: -5n, scale: 1 });
    expect(toScaled(2800000)).toEqual({ units: 2800000n, scale: 0 });
    expect(toScaled(1e-7)).toEqual({ units: 1n, scale: 7 });
    expect(toScaled(1.5e21)).toEqual({ units: 1500000000000000000000n, scale: 0 });
    expect(() => toScaled(Number.NaN)).toThrow(RangeError);
    expect(() => toScaled(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("builds the number from its decimal text", () => {
    expect(fromScaled({ units: 37037013n, scale: 1 })).toBe(3703701.3);
    expect(fromScaled({ units: -5n, scale: 3 })).toBe(-0.005);
    expect(fromScaled({ units: 0n, scale: 4 })).toBe(0);
  });
});

describe("sumOfProducts", () => {
  it("has no binary floating-point error", () => {
    expect(sumOfProducts([[0.1, 1], [0.2, 1]])).toBe(0.3);
    expect(sumOfProducts([[1234567.1, 3]])).toBe(3703701.3);
    expect(String(sumOfProducts([[1.0001, 3], [0.0003, 7]]))).toBe("3.0024");
    expect(sumOfProducts([])).toBe(0);
    expect(() => sumOfProducts([[1, 1.5]])).toThrow(RangeError);
  });

  it("equals exact integer arithmetic on random amounts with up to 4 decimals", () => {
    const random = prng(11);
    for (let i = 0; i < 5000; i++) {
      const terms = Array.from({ length: random.int(1, 3) }, () => {
        const scale = random.int(0, 4);
        const units = BigInt(random.int(0, 100_000_000)) * 10n ** BigInt(scale) + BigInt(random.int(0, 10 ** scale - 1));
        return { units, scale, count: random.int(0, 9) };
      });
      const amount = (t: (typeof terms)[number]) => Number(fromDecimalText(t.units, t.scale));
      const expectedUnits = terms.reduce((sum, t) => sum + t.units * 10n ** BigInt(4 - t.scale) * BigInt(t.count), 0n);
      const result = sumOfProducts(terms.map((t) => [amount(t), t.count] as const));
      expect(String(result)).toBe(trimZeros(fromDecimalText(expectedUnits, 4)));
    }
  });
});

describe("roundedPercent", () => {
  it("is exact and rounds half away from zero", () => {
    expect(roundedPercent(50, 1000, 2)).toBe(5);
    expect(roundedPercent(0.07, 0.7, 2)).toBe(10);
    expect(roundedPercent(1, 3, 2)).toBe(33.33);
    expect(roundedPercent(2, 3, 2)).toBe(66.67);
    expect(roundedPercent(1, 800, 2)).toBe(0.13); // 0.125
    expect(roundedPercent(-1, 800, 2)).toBe(-0.13);
    expect(roundedPercent(1, -800, 2)).toBe(-0.13);
    expect(roundedPercent(280000, 2800000, 2)).toBe(10);
    expect(roundedPercent(5, 0, 2)).toBeNull();
  });
});

function fromDecimalText(units: bigint, scale: number): string {
  const digits = units.toString().padStart(scale + 1, "0");
  return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

function trimZeros(text: string): string {
  return text.includes(".") ? text.replace(/\.?0+$/, "") : text;
}

describe("addScaled / decimalText", () => {
  it("adds decimals exactly, whatever their scales, and writes the sum back without trailing zeros", () => {
    const sum = [0.1, 0.2, 17227000, -0.3, 12.5].map(toScaled).reduce(addScaled);
    expect(decimalText(sum)).toBe("17227012.5");
    expect(decimalText({ units: -5n, scale: 3 })).toBe("-0.005");
    expect(decimalText({ units: 0n, scale: 2 })).toBe("0");
  });
});

describe("scaledOf", () => {
  it("reads back what decimalText writes, exactly, and refuses anything else", () => {
    for (const text of ["17227012.5", "0.005", "-0.005", "0", "123456789012345678901234.000000001"]) expect(decimalText(scaledOf(text))).toBe(text);
    expect(decimalText(addScaled(scaledOf("0.1"), scaledOf("0.2")))).toBe("0.3");
    for (const bad of ["", "1e5", "1,000", "12.", ".5", "NaN"]) expect(() => scaledOf(bad), bad).toThrow(RangeError);
  });
});
