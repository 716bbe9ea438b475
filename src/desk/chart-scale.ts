/**
 * The value axis of a chart: round ticks (1, 2, 2.5 or 5 times a power of ten) from the lowest
 * value (0 when none is negative) to the highest, about five of them. Counts get whole steps:
 * a tick at 2.5 bookings means nothing.
 */
export interface Scale {
  bottom: number;
  top: number;
  ticks: number[];
}

const TARGET_TICKS = 5;

export function niceScale(values: readonly number[]): Scale {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const span = high - low || 1;
  const integers = values.every(Number.isInteger);
  const raw = span / TARGET_TICKS;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const steps = integers && magnitude < 10 ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10];
  let step = steps.find((s) => s * magnitude >= raw)! * magnitude;
  if (integers) step = Math.max(1, step);
  // Multiples of a step such as 0.1 drift (0.30000000000000004): each tick is rounded back.
  const tick = (k: number) => Number((k * step).toPrecision(12));
  const first = Math.floor(low / step);
  const last = Math.ceil(high / step);
  const ticks = Array.from({ length: last - first + 1 }, (_, i) => tick(first + i));
  return { bottom: ticks[0]!, top: ticks.at(-1)!, ticks };
}
