import { describe, expect, it } from "vitest";
import {
  FARE_FIELDS,
  cheapestClass,
  commissionPercent,
  enoughSeats,
  partyTotals,
  seatsNeeded,
  type Fare,
  type PricedClass,
} from "../../src/domain/fares.js";
import { prng } from "./prng.js";

const fare = (total: number, extra: Partial<Fare> = {}): Fare => ({
  BaseFare: total,
  Tax: 0,
  TotalFare: total,
  Commission: 0,
  Markup: 0,
  Payable: total,
  ...extra,
});

const charterClass: PricedClass = {
  AvailableSeat: 3,
  AdultFare: { BaseFare: 28_000_000, Tax: 0, TotalFare: 28_000_000, Commission: 2_800_000, Markup: 0, Payable: 25_200_000 },
  ChildFare: { BaseFare: 21_000_000, Tax: 0, TotalFare: 21_000_000, Commission: 2_100_000, Markup: 0, Payable: 18_900_000 },
  InfantFare: { BaseFare: 2_800_000, Tax: 0, TotalFare: 2_800_000, Commission: 0, Markup: 0, Payable: 2_800_000 },
};

describe("partyTotals (rule 3)", () => {
  it("multiplies each age group's fare by its count and adds the groups", () => {
    expect(partyTotals(charterClass, { adults: 2, children: 1, infants: 1 })).toEqual({
      BaseFare: 79_800_000,
      Tax: 0,
      TotalFare: 79_800_000,
      Commission: 7_700_000,
      Markup: 0,
      Payable: 72_100_000,
    });
  });

  it("is exact on decimal amounts", () => {
    const decimal: PricedClass = {
      AvailableSeat: 9,
      AdultFare: { BaseFare: 1234567.1, Tax: 0.1, TotalFare: 1234567.2, Commission: 61728.36, Markup: 0.2, Payable: 1172839.04 },
      ChildFare: fare(0.2),
      InfantFare: fare(0.0001),
    };
    const totals = partyTotals(decimal, { adults: 3, children: 1, infants: 3 });
    expect(totals.BaseFare).toBe(3703701.5003); // 3 x 1234567.1 + 0.2 + 3 x 0.0001
    expect(totals.Tax).toBe(0.3);
    expect(totals.Commission).toBe(185185.08);
    expect(totals.Markup).toBe(0.6);
    expect(totals.Payable).toBe(3518517.3203);
    expect(partyTotals(decimal, { adults: 3, children: 0, infants: 0 }).BaseFare).toBe(3703701.3);
  });

  it("keeps TotalFare = BaseFare + Tax (rule 4) on random fares", () => {
    const random = prng(21);
    // cents / 100 is the double nearest to the 2-decimal amount, as the supplier's JSON gives it.
    const group = (): Fare => {
      const [base, tax] = [random.int(0, 5_000_000_000), random.int(0, 200_000_000)];
      return fare(0, { BaseFare: base / 100, Tax: tax / 100, TotalFare: (base + tax) / 100 });
    };
    for (let i = 0; i < 2000; i++) {
      const flightClass: PricedClass = { AvailableSeat: 9, AdultFare: group(), ChildFare: group(), InfantFare: group() };
      const adults = random.int(1, 5);
      const totals = partyTotals(flightClass, { adults, children: random.int(0, 9 - adults), infants: random.int(0, adults) });
      const cents = (n: number) => Math.round(n * 100);
      expect(cents(totals.TotalFare)).toBe(cents(totals.BaseFare) + cents(totals.Tax));
      expect(String(totals.TotalFare)).toMatch(/^\d+(\.\d{1,2})?$/);
    }
  });

  it("returns every fare field and rejects counts that are not non-negative integers", () => {
    expect(Object.keys(partyTotals(charterClass, { adults: 1, children: 0, infants: 0 })).sort()).toEqual([...FARE_FIELDS].sort());
    expect(() => partyTotals(charterClass, { adults: -1, children: 0, infants: 0 })).toThrow(RangeError);
    expect(() => partyTotals(charterClass, { adults: 1.5, children: 0, infants: 0 })).toThrow(RangeError);
  });
});

describe("seats", () => {
  it("counts adults and children; infants sit on laps", () => {
    expect(seatsNeeded({ adults: 2, children: 1, infants: 2 })).toBe(3);
    expect(enoughSeats(charterClass, { adults: 2, children: 1, infants: 2 })).toBe(true);
    expect(enoughSeats(charterClass, { adults: 3, children: 1, infants: 0 })).toBe(false);
    expect(enoughSeats({ AvailableSeat: 1 }, { adults: 1, children: 0, infants: 1 })).toBe(true);
  });
});

describe("commissionPercent (rule 5)", () => {
  it("is Commission / TotalFare x 100 rounded to 2 decimals", () => {
    expect(commissionPercent(charterClass.AdultFare)).toBe(10);
    expect(commissionPercent({ Commission: 1, TotalFare: 3 })).toBe(33.33);
    expect(commissionPercent({ Commission: 0.07, TotalFare: 0.7 })).toBe(10);
    expect(commissionPercent({ Commission: 0, TotalFare: 5 })).toBe(0);
  });

  it("is null when TotalFare is 0", () => {
    expect(commissionPercent({ Commission: 0, TotalFare: 0 })).toBeNull();
  });
});

describe("cheapestClass", () => {
  const priced = (name: string, total: number, seats: number) => ({
    name,
    AvailableSeat: seats,
    AdultFare: fare(total),
    ChildFare: fare(total),
    InfantFare: fare(0),
  });

  it("picks the lowest adult TotalFare", () => {
    expect(cheapestClass([priced("Y", 300, 1), priced("M", 200, 1), priced("B", 900, 9)])?.name).toBe("M");
  });

  it("prefers more seats among equal fares, then the first listed", () => {
    expect(cheapestClass([priced("A", 200, 1), priced("B", 200, 5), priced("C", 200, 5)])?.name).toBe("B");
  });

  it("is undefined for no classes", () => {
    expect(cheapestClass([])).toBeUndefined();
  });
});
