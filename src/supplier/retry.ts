import { setTimeout as sleep } from "node:timers/promises";
import { SupplierError, TransportError } from "./errors.js";

export interface RetryPolicy {
  /** Total attempts, the first included. */
  attempts: number;
  /** Delay before the second attempt; it doubles for each later one, with jitter. */
  baseDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, baseDelayMs: 200 };

const MAX_DELAY_MS = 10_000;

/**
 * Only a failure that says nothing about the request is worth repeating: no answer
 * (timeout, network), or a server failure (5xx) that is not a named refusal. A refusal, a
 * redirect, a body that is not JSON or too large and a schema mismatch would come back the same.
 */
export function isRetryable(err: unknown): boolean {
  if (err instanceof SupplierError) return err.serverFailure;
  if (!(err instanceof TransportError)) return false;
  if (err.kind === "timeout" || err.kind === "network") return true;
  return err.kind === "http" && err.status !== null && err.status >= 500;
}

/** Exponential backoff with jitter: between half and all of base * 2^(attempt-1). */
export function backoffDelay(failedAttempt: number, baseDelayMs: number, random = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, baseDelayMs * 2 ** (failedAttempt - 1));
  return Math.round(ceiling * (0.5 + random() / 2));
}

/**
 * Runs `call` until it succeeds, fails in a way not worth repeating, or the attempts are used
 * up; the last error is thrown. The wait between attempts ends early when `signal` aborts.
 */
export async function withRetry<T>(
  policy: RetryPolicy,
  call: (attempt: number) => Promise<T>,
  onRetry: (err: unknown, failedAttempt: number, delayMs: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call(attempt);
    } catch (err) {
      if (attempt >= policy.attempts || !isRetryable(err)) throw err;
      const delayMs = backoffDelay(attempt, policy.baseDelayMs);
      onRetry(err, attempt, delayMs);
      await sleep(delayMs, undefined, { signal });
    }
  }
}
