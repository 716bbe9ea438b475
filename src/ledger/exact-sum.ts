import { sql, type AliasedRawBuilder } from "kysely";
import { addScaled, decimalText, type ScaledDecimal } from "../domain/decimal.js";
import { summedAmount } from "../domain/ledger-money.js";

/**
 * The exact SQL sum of an amount kept as whole units and billionths (src/domain/ledger-money.ts),
 * the same SQL on SQLite and PostgreSQL: each part is summed as integers and sent as integer text
 * (PostgreSQL sums bigint as NUMERIC; SQLite's 64-bit sum holds 9,000 amounts of the largest
 * size held), so both databases give the same total to the last digit. Amounts set aside (null)
 * are not in the sum, and are counted.
 */

export interface SumColumns {
  sum_whole: string | null;
  sum_nano: string | null;
  /** Rows whose amount was set aside: not in the sum. */
  unheld: number | string;
}

/** The select expressions of the sum of `amount` (its columns `${amount}_whole` and `${amount}_nano`), named as SumColumns. */
export function exactSum(amount: "total" | "refund"): AliasedRawBuilder<unknown, keyof SumColumns>[] {
  const whole = sql.ref(`${amount}_whole`);
  return [
    sql<string>`cast(sum(${whole}) as text)`.as("sum_whole"),
    sql<string>`cast(sum(${sql.ref(`${amount}_nano`)}) as text)`.as("sum_nano"),
    sql<number>`count(*) - count(${whole})`.as("unheld"),
  ];
}

/** The sum a row of exactSum's columns carries; 0 for a sum over no rows. */
export function sumOf(row: SumColumns): ScaledDecimal {
  return summedAmount(row.sum_whole, row.sum_nano);
}

/** Amounts per currency, added exactly, never across currencies ("" is its own: not given). */
export class CurrencyTotals {
  private readonly totals = new Map<string, ScaledDecimal>();

  add(currency: string, amount: ScaledDecimal): void {
    const before = this.totals.get(currency);
    this.totals.set(currency, before ? addScaled(before, amount) : amount);
  }

  addAll(other: CurrencyTotals): void {
    for (const [currency, amount] of other.totals) this.add(currency, amount);
  }

  /** Sorted by currency code ("" last), as decimal text. */
  list(): CurrencyAmount[] {
    const order = (code: string) => (code === "" ? "\uffff" : code);
    return [...this.totals]
      .sort(([a], [b]) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0))
      .map(([currency, amount]) => ({ currency, amount: decimalText(amount) }));
  }
}

export interface CurrencyAmount {
  /** ISO 4217 code; "" when the feed gave none the ledger knows. */
  currency: string;
  /** Exact decimal text ("17227012.5"). */
  amount: string;
}
