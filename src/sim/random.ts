/**
 * Seeded pseudo-random numbers. The simulator must rebuild the same data from the same seed and
 * the same "today", so it never calls Math.random: every choice comes from an Rng derived from
 * the seed and a key naming what is being generated (a route and a day, a booking, ...).
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/** FNV-1a over the parts: a stable 32-bit key for "this seed, this route, this day". */
export function hashKey(...parts: ReadonlyArray<string | number>): number {
  const text = parts.join("\u0001");
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: tiny and fast; good enough for test data (never for secrets). */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[Math.floor(next() * items.length)] as T;
    },
    chance: (probability) => next() < probability,
  };
}

/** An Rng of its own for one named thing, independent of the order things are generated in. */
export function rngFor(seed: number, ...parts: ReadonlyArray<string | number>): Rng {
  return createRng(hashKey(seed, ...parts));
}

const HEX = "0123456789abcdef";

/** A GUID-shaped text (version-4 layout) drawn from the rng. */
export function guid(rng: Rng): string {
  let out = "";
  for (let i = 0; i < 32; i++) {
    let digit = rng.int(0, 15);
    if (i === 12) digit = 4;
    if (i === 16) digit = 8 + (digit & 3);
    out += HEX[digit];
    if (i === 7 || i === 11 || i === 15 || i === 19) out += "-";
  }
  return out;
}

/** A string of `length` decimal digits (leading zeros allowed). */
export function digits(rng: Rng, length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += String(rng.int(0, 9));
  return out;
}
