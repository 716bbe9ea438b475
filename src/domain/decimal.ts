/**
 * Exact arithmetic on the supplier's decimal amounts. An amount arrives as a JavaScript number
 * whose shortest printed form (String(n)) is the decimal the supplier sent; that text is
 * turned into a scaled BigInt, so 0.1 + 0.2 is 0.3 and 3 x 1234567.1 is 3703701.3.
 */

/** value = units / 10^scale, scale >= 0. */
export interface ScaledDecimal {
  units: bigint;
  scale: number;
}

/** The exact decimal a finite number prints as. Throws RangeError for NaN or +-Infinity. */
export function toScaled(amount: number): ScaledDecimal {
  if (!Number.isFinite(amount)) throw new RangeError(`not a finite amount: ${amount}`);
  // String() of a finite number: optional sign, digits, optional fraction, optional exponent.
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(amount));
  if (!match) throw new RangeError(`unexpected number text: ${String(amount)}`);
  const [, sign = "", whole = "0", fraction = "", exponent = "0"] = match;
  const units = BigInt(`${sign}${whole}${fraction}`);
  const scale = fraction.length - Number(exponent);
  return scale >= 0 ? { units, scale } : { units: units * 10n ** BigInt(-scale), scale: 0 };
}

/**
 * The number nearest to units / 10^scale, built from its decimal text so that a result with up
 * to 15 significant digits prints exactly as computed.
 */
export function fromScaled({ units, scale }: ScaledDecimal): number {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, "0");
  const point = digits.length - scale;
  const text = scale === 0 ? digits : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return Number(negative ? `-${text}` : text);
}

/** Exact sum of amount x count over the terms; counts must be safe integers. */
export function sumOfProducts(terms: readonly (readonly [amount: number, count: number])[]): number {
  const scaled = terms.map(([amount, count]) => {
    if (!Number.isSafeInteger(count)) throw new RangeError(`not an integer count: ${count}`);
    return { ...toScaled(amount), count: BigInt(count) };
  });
  const scale = Math.max(0, ...scaled.map((term) => term.scale));
  let units = 0n;
  for (const term of scaled) units += term.units * 10n ** BigInt(scale - term.scale) * term.count;
  return fromScaled({ units, scale });
}

/**
 * The exact sum of amounts. Whole amounts (Rials, Dinars) whose sum stays a safe integer add
 * exactly as numbers: only fractions need the decimal arithmetic, which costs a search of dozens
 * of itineraries more than the rest of its grouping.
 */
export function exactSum(amounts: readonly number[]): number {
  let sum = 0;
  for (const amount of amounts) {
    sum += amount;
    // A step past the safe integers may have rounded: the exact way then.
    if (!Number.isSafeInteger(amount) || !Number.isSafeInteger(sum)) return sumOfProducts(amounts.map((a) => [a, 1] as const));
  }
  return sum;
}

/**
 * part / whole x 100, rounded half away from zero to `decimals` places; null when whole is 0.
 */
export function roundedPercent(part: number, whole: number, decimals: number): number | null {
  const p = toScaled(part);
  const w = toScaled(whole);
  if (w.units === 0n) return null;
  // part/whole x 100 x 10^decimals = (p.units x 10^(w.scale + 2 + decimals)) / (w.units x 10^p.scale)
  let top = p.units * 10n ** BigInt(w.scale + 2 + decimals);
  let bottom = w.units * 10n ** BigInt(p.scale);
  if (bottom < 0n) [top, bottom] = [-top, -bottom];
  const magnitude = ((top < 0n ? -top : top) * 2n + bottom) / (2n * bottom);
  return fromScaled({ units: top < 0n ? -magnitude : magnitude, scale: decimals });
}

/** a + b, exactly, at the larger of their scales. */
export function addScaled(a: ScaledDecimal, b: ScaledDecimal): ScaledDecimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: a.units * 10n ** BigInt(scale - a.scale) + b.units * 10n ** BigInt(scale - b.scale), scale };
}

/** The value of a decimal text as decimalText writes it ("12.5", "-0.005"); throws RangeError for anything else. */
export function scaledOf(text: string): ScaledDecimal {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`not a decimal: ${text}`);
  const [, sign = "", whole = "0", fraction = ""] = match;
  return { units: BigInt(`${sign}${whole}${fraction}`), scale: fraction.length };
}

/** The decimal text of a value, without trailing zeros after the point: 12.5, 1722700, -0.005. */
export function decimalText({ units, scale }: ScaledDecimal): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, "0");
  const point = digits.length - scale;
  const fraction = digits.slice(point).replace(/0+$/, "");
  return `${negative ? "-" : ""}${digits.slice(0, point)}${fraction ? `.${fraction}` : ""}`;
}
