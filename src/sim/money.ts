/**
 * Money in integer minor units. Every amount the simulator stores or adds up is an integer
 * (rials, cents or fils), so sums and percentages are exact; only the wire shows decimals.
 */
export type CurrencyCode = "IRR" | "USD" | "AED";

export interface Currency {
  code: CurrencyCode;
  /** Id used by SaleCurrency and BuyInfo.CurrencyId in events. */
  id: number;
  decimals: 0 | 2;
  /** Minor units of this currency per rial: prices are defined in rials and converted once. */
  perRial: number;
  /** Fares are rounded to this many minor units (10,000 rials; one whole dollar or dirham). */
  fareStep: number;
  /** Taxes, commissions and markups are rounded to this many minor units. */
  smallStep: number;
}

export const CURRENCIES: Readonly<Record<CurrencyCode, Currency>> = {
  IRR: { code: "IRR", id: 1, decimals: 0, perRial: 1, fareStep: 10_000, smallStep: 1_000 },
  USD: { code: "USD", id: 2, decimals: 2, perRial: 1 / 10_500, fareStep: 100, smallStep: 1 },
  AED: { code: "AED", id: 3, decimals: 2, perRial: 1 / 2_860, fareStep: 100, smallStep: 1 },
};

export function isCurrencyCode(value: string): value is CurrencyCode {
  return Object.hasOwn(CURRENCIES, value);
}

/** Rounds to the nearest multiple of step (never below one step for a positive amount). */
export function roundTo(minor: number, step: number): number {
  const rounded = Math.round(minor / step) * step;
  return minor > 0 ? Math.max(step, rounded) : rounded;
}

/** pct percent of an amount, rounded to step minor units. */
export function percentOf(minor: number, pct: number, step = 1): number {
  return Math.round((minor * pct) / 100 / step) * step;
}

/** A fare defined in rials, in this currency's minor units rounded to its fare step. */
export function fareFromRials(currency: Currency, rials: number): number {
  return roundTo(rials * currency.perRial, currency.fareStep);
}

/** The wire number of an amount: 12345 cents -> 123.45 (the nearest double, printed exactly). */
export function toAmount(currency: Currency, minor: number): number {
  return currency.decimals === 0 ? minor : minor / 100;
}

/** The minor units of a wire amount: 123.45 -> 12345 cents. */
export function fromAmount(currency: Currency, amount: number): number {
  return currency.decimals === 0 ? Math.round(amount) : Math.round(amount * 100);
}

/** Plain-text amount for audit logs: "2,800,000 IRR", "45.10 USD". */
export function formatAmount(currency: Currency, minor: number): string {
  const text =
    currency.decimals === 0 ? minor.toLocaleString("en-US") : (minor / 100).toLocaleString("en-US", { minimumFractionDigits: 2 });
  return `${text} ${currency.code}`;
}
