/**
 * An amount for display: thousands separators, shown as the supplier sent it (no rounding
 * beyond the decimals it carries), or as exact decimal text (a ledger sum, beyond what a number
 * holds); it is never parsed back. render/format.ts writes it in the reader's digits.
 */
export function formatAmount(amount: number | string): string {
  if (typeof amount === "number" && !Number.isFinite(amount)) return String(amount);
  const text = String(amount);
  const negative = text.startsWith("-");
  const [whole = "0", fraction] = (negative ? text.slice(1) : text).split(".");
  // toString of very large or tiny numbers uses exponent form; amounts never get there.
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}
