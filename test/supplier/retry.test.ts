import { describe, expect, it } from "vitest";
import { SchemaError, SupplierError, TransportError } from "../../src/supplier/errors.js";
import { backoffDelay, isRetryable, withRetry } from "../../src/supplier/retry.js";

const transport = (kind: TransportError["kind"], status: number | null = null) =>
  new TransportError("GetStatus", kind, status, "", "");

describe("isRetryable", () => {
  it("retries timeouts, network errors and 5xx", () => {
    expect(isRetryable(transport("timeout"))).toBe(true);
    expect(isRetryable(transport("network"))).toBe(true);
    expect(isRetryable(transport("http", 500))).toBe(true);
    expect(isRetryable(transport("http", 503))).toBe(true);
    // A generic failure at 5xx, with or without an ExceptionType, is the server's own.
    expect(isRetryable(new SupplierError("GetStatus", "Exception", "boom", 500))).toBe(true);
  });

  it("does not retry answers that would come back the same", () => {
    expect(isRetryable(transport("http", 404))).toBe(false);
    expect(isRetryable(transport("not-json", 200))).toBe(false);
    expect(isRetryable(new SupplierError("GetStatus", "Exception", "boom", 400))).toBe(false);
    expect(isRetryable(new SupplierError("GetPenalty", "Error1008-PenaltyIsNotDefinedException", null, 500))).toBe(false);
    expect(isRetryable(transport("too-large", 200))).toBe(false);
    expect(isRetryable(transport("redirect", 301))).toBe(false);
    expect(isRetryable(new SchemaError("GetStatus", "StatusId", "expected number"))).toBe(false);
    expect(isRetryable(new Error("bug"))).toBe(false);
  });
});

describe("backoffDelay", () => {
  it("doubles per attempt, jittered between half and all of it", () => {
    expect(backoffDelay(1, 200, () => 0)).toBe(100);
    expect(backoffDelay(1, 200, () => 1)).toBe(200);
    expect(backoffDelay(3, 200, () => 0)).toBe(400);
    expect(backoffDelay(3, 200, () => 1)).toBe(800);
  });

  it("is capped", () => {
    expect(backoffDelay(30, 200, () => 1)).toBe(10_000);
  });
});

describe("withRetry", () => {
  it("repeats a retryable failure until success", async () => {
    const seen: number[] = [];
    const result = await withRetry(
      { attempts: 3, baseDelayMs: 1 },
      async (attempt) => {
        seen.push(attempt);
        if (attempt < 3) throw transport("http", 502);
        return "ok";
      },
      () => {},
    );
    expect(result).toBe("ok");
    expect(seen).toEqual([1, 2, 3]);
  });

  it("throws the last error once the attempts are used up", async () => {
    let calls = 0;
    const last = transport("timeout");
    await expect(
      withRetry(
        { attempts: 2, baseDelayMs: 1 },
        async () => {
          calls++;
          throw calls === 2 ? last : transport("network");
        },
        () => {},
      ),
    ).rejects.toBe(last);
    expect(calls).toBe(2);
  });

  it("stops at once on a failure that is not retryable", async () => {
    let calls = 0;
    const onRetry: unknown[] = [];
    await expect(
      withRetry(
        { attempts: 5, baseDelayMs: 1 },
        async () => {
          calls++;
          throw new SupplierError("GetStatus", "Exception", null, 400);
        },
        (err) => onRetry.push(err),
      ),
    ).rejects.toBeInstanceOf(SupplierError);
    expect(calls).toBe(1);
    expect(onRetry).toEqual([]);
  });

  it("ends the wait when the caller aborts", async () => {
    const controller = new AbortController();
    const started = Date.now();
    const run = withRetry(
      { attempts: 3, baseDelayMs: 5_000 },
      async () => {
        throw transport("network");
      },
      () => controller.abort(),
      controller.signal,
    );
    await expect(run).rejects.toMatchObject({ name: "AbortError" });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
