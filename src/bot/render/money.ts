/**
 * An amount for display: thousands separators, shown as the supplier sent it (no rounding
 * beyond the decimals it carries); it is never parsed back. render/format.ts writes it in the
 * reader's digits.
 */
export function formatAmount(amount: number): string {
  if (!Number.isFinite(amount)) return String(amount);
  const negative = amount < 0;
  const [whole = "0", fraction] = Math.abs(amount).toString().split(".");
  // toString of very large or tiny numbers uses exponent form; amounts never get there.
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}
