import { sql, type AliasedRawBuilder } from "kysely";
import { addScaled, decimalText, parseDecimal, type ScaledDecimal } from "../domain/decimal.js";
import type { LedgerDialect } from "./open.js";

/**
 * An exact SQL sum of a NUMERIC column on both databases. PostgreSQL sums NUMERIC exactly and
 * sends the decimal text. SQLite keeps such a column as a double and sums doubles (0.1 + 0.2 is
 * 0.30000000000000004), so there the whole part and the fraction (in 1/10,000: every currency's
 * minor unit, ISO 4217 has at most four decimals) are summed as integers, which is exact.
 */
export const FRACTION_DIGITS = 4;

export interface SumColumns {
  /** PostgreSQL: the sum as text. */
  sum_text?: string | null;
  /** SQLite: the sum of whole parts, and of fractions in 1/10^FRACTION_DIGITS. */
  sum_whole?: number | null;
  sum_fraction?: number | null;
}

/** The select expressions of the sum of `column`, named as SumColumns. */
export function exactSum(dialect: LedgerDialect, column: string): AliasedRawBuilder<unknown, keyof SumColumns>[] {
  const value = sql.ref(column);
  if (dialect === "postgres") return [sql<string>`sum(${value})::text`.as("sum_text")];
  const whole = sql`cast(${value} as integer)`;
  return [
    sql<number>`sum(${whole})`.as("sum_whole"),
    sql<number>`sum(cast(round((${value} - ${whole}) * ${10 ** FRACTION_DIGITS}) as integer))`.as("sum_fraction"),
  ];
}

/** The sum a row of exactSum's columns carries; 0 for a sum over no rows. */
export function sumOf(row: SumColumns): ScaledDecimal {
  if (row.sum_text !== undefined) return (row.sum_text === null ? null : parseDecimal(row.sum_text)) ?? { units: 0n, scale: 0 };
  const whole = BigInt(row.sum_whole ?? 0);
  return addScaled({ units: whole, scale: 0 }, { units: BigInt(row.sum_fraction ?? 0), scale: FRACTION_DIGITS });
}

/** Amounts per currency, added exactly, never across currencies. */
export class CurrencyTotals {
  private readonly totals = new Map<string, ScaledDecimal>();

  add(currency: string, amount: ScaledDecimal): void {
    const before = this.totals.get(currency);
    this.totals.set(currency, before ? addScaled(before, amount) : amount);
  }

  addAll(other: CurrencyTotals): void {
    for (const [currency, amount] of other.totals) this.add(currency, amount);
  }

  /** Sorted by currency code, as decimal text. */
  list(): CurrencyAmount[] {
    return [...this.totals]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([currency, amount]) => ({ currency, amount: decimalText(amount) }));
  }
}

export interface CurrencyAmount {
  currency: string;
  /** Exact decimal text ("17227012.5"). */
  amount: string;
}
