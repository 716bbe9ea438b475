import { percentOf, roundTo, type Currency } from "../money.js";
import type { FlightSourceKind } from "./routes.js";

/**
 * Per-passenger fare of one age group, in integer minor units. TotalFare and Payable are derived,
 * never stored, so TotalFare = BaseFare + Tax holds by construction.
 */
export interface Fare {
  base: number;
  /** 0 on owned (charter) flights. */
  tax: number;
  /** Supplier service charge; only on third-party (web-service) flights. */
  markup: number;
  commission: number;
  commissionPct: number;
}

export type AgeGroup = "adult" | "child" | "infant";
export const AGE_GROUPS: readonly AgeGroup[] = ["adult", "child", "infant"];

export type FareSet = Readonly<Record<AgeGroup, Fare>>;

export const fareTotal = (fare: Fare): number => fare.base + fare.tax;
/** Amount debited to the caller: total plus markup less commission. */
export const farePayable = (fare: Fare): number => fare.base + fare.tax + fare.markup - fare.commission;
/** Gross fare before commission: what a penalty percentage applies to. */
export const fareGross = (fare: Fare): number => fare.base + fare.tax + fare.markup;

const CHILD_SHARE = 75;
const INFANT_SHARE = 10;
const TAX_PCT = { adult: 9, child: 9, infant: 2 } as const;
const MARKUP_PCT = 2;
const COMMISSION_PCT: Readonly<Record<FlightSourceKind, number>> = { Owned: 5, ThirdParty: 3 };

function fare(currency: Currency, base: number, source: FlightSourceKind, age: AgeGroup): Fare {
  const owned = source === "Owned";
  const tax = owned ? 0 : percentOf(base, TAX_PCT[age], currency.smallStep);
  const total = base + tax;
  const markup = owned ? 0 : Math.max(currency.smallStep, percentOf(total, MARKUP_PCT, currency.smallStep));
  const commissionPct = age === "infant" ? 0 : COMMISSION_PCT[source];
  return { base, tax, markup, commission: percentOf(total, commissionPct, currency.smallStep), commissionPct };
}

/** Fares of all three age groups from the adult base fare (minor units). */
export function fareSet(currency: Currency, adultBase: number, source: FlightSourceKind): FareSet {
  return {
    adult: fare(currency, adultBase, source, "adult"),
    child: fare(currency, roundTo(percentOf(adultBase, CHILD_SHARE), currency.fareStep), source, "child"),
    infant: fare(currency, roundTo(percentOf(adultBase, INFANT_SHARE), currency.smallStep), source, "infant"),
  };
}

/** The round-trip-only fare: the adult base discounted, the rest derived as usual. */
export function discountedFareSet(currency: Currency, adultBase: number, source: FlightSourceKind, discountPct: number): FareSet {
  return fareSet(currency, roundTo(adultBase - percentOf(adultBase, discountPct), currency.fareStep), source);
}
