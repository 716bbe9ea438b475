import { addScaled, decimalText, toScaled, type ScaledDecimal } from "./decimal.js";

/**
 * Money as the ledger keeps it, the same on SQLite and PostgreSQL: an amount is two integers of
 * the same sign, its whole units and its billionths (0.000000001), each well within what both
 * databases and JavaScript hold exactly, and sums of them are sums of integers (exact on both,
 * to the last digit). An amount is held only when the feed's number says exactly what the
 * supplier sent: a JSON number of more than 15 significant digits may have been rounded on the
 * way (2^53 + 1 arrives as 2^53), and one of 10^15 units or more, or with more than nine
 * decimals, has no place in the columns. Such an amount is set aside, never summed.
 */

export const NANO_DIGITS = 9;
const NANO = 10n ** BigInt(NANO_DIGITS);
/** Whole units of one amount, exclusive: a year of IRR sales of 9,000 such bookings still sums within 64 bits. */
const MAX_WHOLE = 10n ** 15n;
const MAX_WHOLE_NUMBER = Number(MAX_WHOLE);
/** Digits a double always carries exactly through its shortest printed form. */
const SURE_DIGITS = 15;

export interface LedgerAmount {
  whole: number;
  nano: number;
}

/** The columns of an amount, or null when it cannot be held exactly (see above). */
export function heldAmount(value: number): LedgerAmount | null {
  if (!Number.isFinite(value)) return null;
  // Most amounts are whole (IRR): held as they are, without the decimal text below.
  if (Number.isInteger(value) && Math.abs(value) < MAX_WHOLE_NUMBER) return { whole: value || 0, nano: 0 };
  const { units, scale } = toScaled(value);
  const magnitude = units < 0n ? -units : units;
  if (magnitude.toString().replace(/0+$/, "").length > SURE_DIGITS || scale > NANO_DIGITS) return null;
  const nanos = units * 10n ** BigInt(NANO_DIGITS - scale);
  const whole = nanos / NANO;
  if (whole >= MAX_WHOLE || whole <= -MAX_WHOLE) return null;
  // BigInt division truncates towards zero: the remainder has the amount's sign.
  return { whole: Number(whole), nano: Number(nanos % NANO) };
}

/** The value of summed columns, as the databases send sums (integer text, or null over no rows). */
export function summedAmount(whole: string | number | null | undefined, nano: string | number | null | undefined): ScaledDecimal {
  return addScaled({ units: BigInt(whole ?? 0), scale: 0 }, { units: BigInt(nano ?? 0), scale: NANO_DIGITS });
}

/** The exact decimal text of an amount's columns: "12.34567", "-0.5", "17227000". */
export function amountText(amount: LedgerAmount): string {
  return decimalText(summedAmount(amount.whole, amount.nano));
}

let knownCodes: Set<string> | undefined;

/**
 * A sale's currency code as the ledger groups it: trimmed and upper-cased ("usd " is USD); ""
 * when it is empty or no currency ISO 4217 knows (as the runtime's ICU lists them), which
 * reports show as "currency not given", never added to another currency.
 */
export function currencyCode(sent: string | null | undefined): string {
  const code = (sent ?? "").trim().toUpperCase();
  knownCodes ??= new Set(Intl.supportedValuesOf("currency"));
  return knownCodes.has(code) ? code : "";
}
