import type { PenaltyRuleId } from "../penalty.js";

/** Fare class templates: which classes a flight offers is structural, only seats and prices vary. */
export type CabinType =
  | "Economy"
  | "EconomyPlus"
  | "PremiumEconomy"
  | "Business"
  | "BusinessComfort"
  | "BusinessPremium"
  | "First";

export interface Baggage {
  checkedQuantity: number;
  checkedWeight: number;
  handQuantity: number;
  handWeight: number;
}

export interface ClassTemplate {
  /** At most 3 characters. */
  bookingCode: string;
  /** At most 50 characters. */
  fareName: string;
  cabin: CabinType;
  /** Price relative to the route's base fare. */
  priceFactor: number;
  penaltyRule: PenaltyRuleId;
  /** Sold only as part of tours: shown only when FetchFlightsThatAreRestrictedForTour is true. */
  tourOnly: boolean;
  /** Discount (percent) of the round-trip-only fare on routes that have one; 0 = none. */
  roundTripDiscountPct: number;
  maxSeats: number;
  /** Adults and children. */
  baggage: Baggage;
  infantBaggage: Baggage;
}

const bag = (checkedQuantity: number, checkedWeight: number, handQuantity: number, handWeight: number): Baggage => ({
  checkedQuantity,
  checkedWeight,
  handQuantity,
  handWeight,
});

const INFANT_BAG = bag(1, 10, 0, 0);

function template(t: Omit<ClassTemplate, "tourOnly" | "roundTripDiscountPct" | "infantBaggage"> & Partial<ClassTemplate>): ClassTemplate {
  return { tourOnly: false, roundTripDiscountPct: 0, infantBaggage: INFANT_BAG, ...t };
}

export const CLASS_TEMPLATES: Readonly<Record<string, ClassTemplate>> = {
  // Owned (charter quota) classes.
  Y: template({ bookingCode: "Y", fareName: "Economy Flex", cabin: "Economy", priceFactor: 1, penaltyRule: "standard", roundTripDiscountPct: 8, maxSeats: 40, baggage: bag(1, 20, 1, 5) }),
  M: template({ bookingCode: "M", fareName: "Economy Saver", cabin: "Economy", priceFactor: 0.88, penaltyRule: "strict", roundTripDiscountPct: 5, maxSeats: 30, baggage: bag(1, 20, 1, 5) }),
  T: template({ bookingCode: "T", fareName: "Charter Promo - refund by phone only", cabin: "Economy", priceFactor: 0.76, penaltyRule: "none", maxSeats: 20, baggage: bag(1, 15, 1, 5) }),
  TR: template({ bookingCode: "TR", fareName: "Tour Economy (package only)", cabin: "Economy", priceFactor: 0.7, penaltyRule: "standard", tourOnly: true, maxSeats: 24, baggage: bag(1, 20, 1, 5) }),
  W: template({ bookingCode: "W", fareName: "Premium Economy", cabin: "PremiumEconomy", priceFactor: 1.35, penaltyRule: "standard", maxSeats: 16, baggage: bag(1, 25, 1, 7) }),
  C: template({ bookingCode: "C", fareName: "Business", cabin: "Business", priceFactor: 1.9, penaltyRule: "standard", maxSeats: 12, baggage: bag(2, 30, 1, 7) }),
  // Third-party (web-service) classes.
  V: template({ bookingCode: "V", fareName: "Partner Economy Basic", cabin: "Economy", priceFactor: 0.95, penaltyRule: "strict", maxSeats: 30, baggage: bag(1, 20, 1, 7) }),
  K: template({ bookingCode: "K", fareName: "Partner Economy Plus", cabin: "EconomyPlus", priceFactor: 1.15, penaltyRule: "standard", maxSeats: 20, baggage: bag(1, 25, 1, 7) }),
  J: template({ bookingCode: "J", fareName: "Partner Business Comfort", cabin: "BusinessComfort", priceFactor: 1.8, penaltyRule: "standard", maxSeats: 12, baggage: bag(2, 30, 1, 10) }),
  D: template({ bookingCode: "D", fareName: "Partner Business Premium with lounge access", cabin: "BusinessPremium", priceFactor: 2.3, penaltyRule: "standard", maxSeats: 8, baggage: bag(2, 32, 2, 10) }),
  F: template({ bookingCode: "F", fareName: "Partner First", cabin: "First", priceFactor: 3.2, penaltyRule: "standard", maxSeats: 4, baggage: bag(3, 40, 2, 10) }),
};

export function classTemplate(code: string): ClassTemplate {
  const found = CLASS_TEMPLATES[code];
  if (!found) throw new Error(`fare class ${code} is not defined`);
  return found;
}
