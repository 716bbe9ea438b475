import { afterEach, describe, expect, it, vi } from "vitest";
import { startPeriodic, STOP_WAIT_MS } from "../../src/services/periodic.js";

/** The loop beside the bot: runs never overlap, and a stop keeps within the graceful stop's budget. */

afterEach(() => vi.useRealTimers());

describe("periodic work", () => {
  it("runs again only after a run has ended, and not after a stop", async () => {
    vi.useFakeTimers();
    const runs: string[] = [];
    let finish: () => void = () => undefined;
    const loop = startPeriodic(
      () => {
        runs.push("start");
        return new Promise<void>((resolve) => (finish = () => (runs.push("end"), resolve())));
      },
      1000,
      () => undefined,
    );
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toEqual(["start"]);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toEqual(["start", "end", "start"]);
    finish();
    await loop.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toEqual(["start", "end", "start", "end"]);
  });

  it("ends a run's loop after the item under way when stopped", async () => {
    const done: number[] = [];
    let started: () => void = () => undefined;
    const first = new Promise<void>((resolve) => (started = resolve));
    const loop = startPeriodic(
      async (signal) => {
        for (const item of [1, 2, 3, 4]) {
          if (signal.aborted) return;
          if (item === 2) started();
          await new Promise((r) => setTimeout(r, 20));
          done.push(item);
        }
      },
      60_000,
      () => undefined,
    );
    await first;
    await loop.stop();
    expect(done).toEqual([1, 2]);
  });

  it("stops within its budget when a run hangs", async () => {
    vi.useFakeTimers();
    const failed = vi.fn();
    const loop = startPeriodic(() => new Promise<void>(() => undefined), 1000, failed);
    let stopped = false;
    void loop.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(STOP_WAIT_MS - 1);
    expect(stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(stopped).toBe(true);
    expect(failed).not.toHaveBeenCalled();
  });
});
