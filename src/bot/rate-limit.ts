/**
 * Token buckets by key (a user id): `capacity` actions at once, then `perMinute` more each
 * minute. The buckets live in insertion order, refreshed on use, so the oldest are the first
 * looked at when pruning: a flood of one-off senders cannot grow the map without bound.
 */
export interface RateLimit {
  capacity: number;
  perMinute: number;
}

interface Bucket {
  tokens: number;
  atMs: number;
}

const DEFAULT_MAX_KEYS = 100_000;

export class RateLimiter {
  readonly #buckets = new Map<string | number, Bucket>();
  readonly #perMs: number;

  constructor(
    readonly limit: RateLimit,
    private readonly maxKeys = DEFAULT_MAX_KEYS,
  ) {
    this.#perMs = limit.perMinute / 60_000;
  }

  /** Takes one action's token: 0 when allowed, else the milliseconds until the next one is. */
  take(key: string | number, nowMs: number): number {
    const tokens = this.#tokens(this.#buckets.get(key), nowMs);
    this.#buckets.delete(key);
    const allowed = tokens >= 1;
    this.#buckets.set(key, { tokens: allowed ? tokens - 1 : tokens, atMs: nowMs });
    this.#prune(nowMs);
    return allowed ? 0 : Math.ceil((1 - tokens) / this.#perMs);
  }

  get size(): number {
    return this.#buckets.size;
  }

  #tokens(bucket: Bucket | undefined, nowMs: number): number {
    if (!bucket) return this.limit.capacity;
    return Math.min(this.limit.capacity, bucket.tokens + Math.max(0, nowMs - bucket.atMs) * this.#perMs);
  }

  /** Drops the oldest buckets that are full again (they hold nothing), and any over the bound. */
  #prune(nowMs: number): void {
    for (const [key, bucket] of this.#buckets) {
      if (this.#buckets.size <= this.maxKeys && this.#tokens(bucket, nowMs) < this.limit.capacity) return;
      this.#buckets.delete(key);
    }
  }
}
