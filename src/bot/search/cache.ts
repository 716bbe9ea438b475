/**
 * A small in-memory cache bounded in entries, in total weight (what an entry costs in memory,
 * as the caller measures it) and in time. Expiry is checked when an entry is read or added:
 * no timer keeps the process (or a test) alive.
 */
export interface CacheLimits<V> {
  maxEntries: number;
  ttlMs: number;
  /** Bound on the sum of `weigh` over the entries; the newest entry is always kept. */
  maxWeight?: number;
  weigh?: (value: V) => number;
}

export class BoundedCache<V> {
  readonly #entries = new Map<string, { value: V; at: number; weight: number }>();
  #weight = 0;

  constructor(
    private readonly limits: CacheLimits<V>,
    private readonly now: () => number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (this.#expired(entry.at)) {
      this.#delete(key);
      return undefined;
    }
    return entry.value;
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  /** Adds or replaces; the oldest entries make room when a bound is reached. */
  set(key: string, value: V): void {
    this.#delete(key);
    const weight = this.limits.weigh?.(value) ?? 0;
    this.#entries.set(key, { value, at: this.now(), weight });
    this.#weight += weight;
    // Map keeps insertion order, so the first entries are the oldest.
    for (const [oldKey, entry] of this.#entries) {
      if (oldKey === key || (!this.#expired(entry.at) && !this.#over())) break;
      this.#delete(oldKey);
    }
  }

  delete(key: string): void {
    this.#delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }

  #over(): boolean {
    return this.#entries.size > this.limits.maxEntries || this.#weight > (this.limits.maxWeight ?? Infinity);
  }

  #expired(at: number): boolean {
    return this.now() - at >= this.limits.ttlMs;
  }

  #delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#weight -= entry.weight;
    this.#entries.delete(key);
  }
}
