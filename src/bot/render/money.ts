/**
 * Money for display: thousands separators and the currency code. The number is shown as the
 * supplier sent it (no rounding beyond the decimals it carries); it is never parsed back.
 */
export function formatMoney(amount: number, currency: string): string {
  return `${formatAmount(amount)} ${currency}`.trim();
}

/** A count or weight the supplier may leave out: "?" when it did. */
export function formatCount(value: number | null | undefined): string {
  return value == null ? "?" : String(value);
}

export function formatAmount(amount: number): string {
  if (!Number.isFinite(amount)) return String(amount);
  const negative = amount < 0;
  const [whole = "0", fraction] = Math.abs(amount).toString().split(".");
  // toString of very large or tiny numbers uses exponent form; amounts never get there.
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}
